import { flushSync } from 'react-dom'
import { createRoot, type Root } from 'react-dom/client'
import type { TotalsPanel as Panel } from '../../src/core/addons/index.ts'

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

function TotalsPanel({ view }: { view: PanelView }) {
  const { panel, subscription } = view
  const { subtotal } = panel
  return (
    <div className="product-addon-totals">
      <ul>
        <ProductLine panel={panel} />
        {panel.addons.map(({ line, amountText }, index) =>
          line.price_type === 'quantity_based' ? (
            <li key={`${line.fieldId}-${index}`} className="wc-pao-row-quantity-based">
              <div className="wc-pao-col1">{line.name}</div>
              <div className="wc-pao-col2">
                <span className="amount">{amountText}</span>
              </div>
            </li>
          ) : (
            <li key={`${line.fieldId}-${index}`}>
              <div className="wc-pao-col1">
                <strong>{line.name}</strong>
              </div>
              <div className="wc-pao-col2">
                <span className="amount">{amountText}</span>
              </div>
            </li>
          ),
        )}
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

export interface PanelHandle {
  /** Synchronous: the text is in the page when `updated_addons` is raised. `null` empties the panel. */
  render(view: PanelView | null): void
  unmount(): void
}

/** React owns `#product-addons-total` (printed empty; the extension replaced its whole content too). */
export function mountPanel(container: Element): PanelHandle {
  const root: Root = createRoot(container)
  return {
    render(view) {
      flushSync(() => root.render(view ? <TotalsPanel view={view} /> : null))
    },
    unmount() {
      root.unmount()
    },
  }
}
