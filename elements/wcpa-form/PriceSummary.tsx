import { useEffect, useRef, useState } from 'react'
import { formatMoney } from '../../src/core/money/index.ts'
import { definitionProductPrice, formHasPrices, summaryConfig, summaryLines, summaryOrder, totalKey } from '../../src/core/options/index.ts'
import type { FormSummary } from './context.ts'
import { VISUALLY_HIDDEN, useFormUi, useModelKey } from './parts.tsx'
import type { WcpaDefinition } from './schema.ts'
import type { WcpaSettings } from './settings.ts'

/** How long the total must stay the same before the live region says it: a pause, not every keystroke. */
export const SUMMARY_ANNOUNCE_DELAY_MS = 1000

/** What the summary shows for a form: none when no field has a price (as the plugin). */
export function formSummary(definition: WcpaDefinition, settings: WcpaSettings): FormSummary | undefined {
  if (!formHasPrices(definition)) return undefined
  return {
    config: summaryConfig(definition.config),
    order: summaryOrder(settings.summary_order),
    productPrice: definitionProductPrice(definition),
    byQuantity: settings.change_price_as_quantity,
  }
}

/**
 * The plugin's price summary after the sections (`div.wcpa_price_summary`, a line per
 * `div.wcpa_options_total` / `.wcpa_product_total` / `.wcpa_total` with the label in a span and the
 * amount in `span.wcpa_price_outer`, an `h4` title when `summary_title` is set), which its
 * stylesheet lays out. The lines come from src/core/options `summaryLines`. The visible lines are
 * not live (they change as the shopper types); a polite status says the new total once it has
 * stayed the same for a second.
 */
export function PriceSummary() {
  const { model, money, summary } = useFormUi()
  useModelKey(model, totalKey)
  const lines = summary
    ? summaryLines(summary.config, summary.order, {
        options: model.total.total,
        product: model.variationPrice ?? summary.productPrice,
        quantity: model.productQuantity,
        byQuantity: summary.byQuantity,
      })
    : []
  const total = lines.find((line) => line.kind === 'total_price')
  const totalText = total ? `${total.label}: ${formatMoney(total.amount, money)}` : ''
  const said = useRef(totalText)
  const [announcement, setAnnouncement] = useState('')
  useEffect(() => {
    if (totalText === said.current) return undefined
    const timer = setTimeout(() => {
      said.current = totalText
      setAnnouncement(totalText)
    }, SUMMARY_ANNOUNCE_DELAY_MS)
    return () => clearTimeout(timer)
  }, [totalText])
  if (!summary || lines.length === 0) return null
  return (
    <div className="wcpa_price_summary">
      {summary.config.title ? <h4>{summary.config.title}</h4> : null}
      {lines.map((line) => (
        <div key={line.kind} className={line.className}>
          <span>{line.label}</span>
          <span className="wcpa_price_outer">{formatMoney(line.amount, money)}</span>
        </div>
      ))}
      <span className="wcpa_summary_status" role="status" aria-live="polite" style={VISUALLY_HIDDEN}>
        {announcement}
      </span>
    </div>
  )
}
