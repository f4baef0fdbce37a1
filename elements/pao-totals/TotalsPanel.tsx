import { memo } from 'react'
import type { PanelAddonLine, TotalsPanel as Panel } from '../../src/core/addons/index.ts'
import { mountSyncRoot, type SyncRoot } from '../../src/ui/sync-root.tsx'

/**
 * The totals panel in the extension's structure (`.product-addon-totals > ul > li`, `.wc-pao-col1` /
 * `.wc-pao-col2`, `li.wc-pao-subtotal-line`, `small.woocommerce-price-suffix`), so themes' styles
 * keep applying. Every value is text: product and add-on names, typed values and the suffix come
 * from the shop or the shopper, and none of them is HTML by contract.
 */

export interface PanelView {
  readonly panel: Panel
  /** Text of the product's `.subscription-details` ("/ month"), after the subtotal; '' for none. */
  readonly subscription: string
}

function ProductLine({ panel }: { panel: Panel }) {
  const { product } = panel
  return (
    <li>
      <div className="wc-pao-col1">
        <strong>
          {product.quantityText !== '' && (
            <>
              <span>{product.quantityText}</span>{' '}
            </>
          )}
          {product.productName}
        </strong>
      </div>
      <div className="wc-pao-col2">
        <strong>
          <span className="amount">{product.amountText}</span>
        </strong>
      </div>
    </li>
  )
}

interface AddonLineProps {
  readonly name: string
  readonly amountText: string
  readonly quantityBased: boolean
}

/** Plain props, compared by `memo`: a line whose text did not change is not rendered again. */
const AddonLine = memo(function AddonLine({ name, amountText, quantityBased }: AddonLineProps) {
  return quantityBased ? (
    <li className="wc-pao-row-quantity-based">
      <div className="wc-pao-col1">{name}</div>
      <div className="wc-pao-col2">
        <span className="amount">{amountText}</span>
      </div>
    </li>
  ) : (
    <li>
      <div className="wc-pao-col1">
        <strong>{name}</strong>
      </div>
      <div className="wc-pao-col2">
        <span className="amount">{amountText}</span>
      </div>
    </li>
  )
})

/**
 * A key per line that stays the same when lines come or go elsewhere in the panel (an index in it
 * would remount every line after a new one): the field's id, and how many lines of that field came
 * before (two forms merged into one panel may repeat an id).
 */
function lineKeys(lines: readonly PanelAddonLine[]): string[] {
  const seen = new Map<string, number>()
  return lines.map(({ line }) => {
    const count = seen.get(line.fieldId) ?? 0
    seen.set(line.fieldId, count + 1)
    return `${line.fieldId}#${count}`
  })
}

function TotalsPanel({ view }: { view: PanelView }) {
  const { panel, subscription } = view
  const { subtotal } = panel
  const keys = lineKeys(panel.addons)
  return (
    <div className="product-addon-totals">
      <ul>
        <ProductLine panel={panel} />
        {panel.addons.map(({ line, amountText }, index) => (
          <AddonLine key={keys[index]} name={line.name} amountText={amountText} quantityBased={line.price_type === 'quantity_based'} />
        ))}
        <li className="wc-pao-subtotal-line">
          <p className="price">
            {subtotal.label} <span className="amount">{subtotal.amountText}</span>
            {subscription !== '' && ` ${subscription}`}
            {subtotal.suffix !== '' && (
              <>
                {' '}
                <small className="woocommerce-price-suffix">{subtotal.suffix}</small>
              </>
            )}
          </p>
        </li>
      </ul>
    </div>
  )
}

/**
 * React owns `#product-addons-total` (printed empty; the extension replaced its whole content too).
 * Renders synchronously: the text is in the page when `updated_addons` is raised; `null` empties the panel.
 */
export function mountPanel(container: Element): SyncRoot<PanelView | null> {
  return mountSyncRoot(container, (view: PanelView | null) => (view ? <TotalsPanel view={view} /> : null))
}
