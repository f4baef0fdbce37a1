/**
 * The price summary under the options form (WCPA Pro's "Options Price / Product Price / Total"):
 * which lines show, in which order, with which labels and amounts. The form definition's `config`
 * switches each line on and labels it (`disp_summ_show_option_price`, `options_total_label`, …);
 * `wcpa_front.summary_order` orders them; the plugin shows the summary only when some field has a
 * price (`enablePrice`). Pure: no DOM.
 *
 * Amounts: the options line is the chosen options' total (layout.ts `priceTotal`), the product line
 * the product's price (the definition's `product.product_price`, or the chosen variation's
 * `display_price`; no line when neither is known), the total their sum. The
 * plugin multiplies both by the product quantity only with `change_price_as_quantity` on; by
 * default the summary is per unit, whatever the quantity field says.
 *
 * Not modelled (so never shown): fees (`pric_use_as_fee`) and discounts (`discount`), whose lines
 * the plugin prints only when they are not zero; and `price_override`, with which the plugin hides
 * the options and product lines (so do we) and totals by its own formula (we keep the sum).
 */
import { isOn, listSections } from './fields.ts'
import type { FormDefinition } from './types.ts'

export type SummaryLineKind = 'option_price' | 'product_price' | 'fee' | 'discount' | 'total_price'

export interface SummaryLine {
  readonly kind: SummaryLineKind
  /** The plugin's class for the line (its stylesheet styles them). */
  readonly className: string
  readonly label: string
  readonly amount: number
}

export interface SummaryConfig {
  readonly title: string
  readonly showOptions: boolean
  readonly showProduct: boolean
  readonly showTotal: boolean
  readonly optionsLabel: string
  readonly productLabel: string
  readonly totalLabel: string
  /** A price override is set: the options and product lines are left out. */
  readonly overridden: boolean
}

/** The plugin's order when `wcpa_front.summary_order` is missing. */
export const DEFAULT_SUMMARY_ORDER: readonly SummaryLineKind[] = ['option_price', 'product_price', 'fee', 'discount', 'total_price']

/** The labels the plugin's settings page starts with. */
export const DEFAULT_SUMMARY_LABELS = { options: 'Options Price', product: 'Product Price', total: 'Total' } as const

const KINDS = new Set<string>(DEFAULT_SUMMARY_ORDER)

function record(value: unknown): Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : {}
}

function text(value: unknown, fallback: string): string {
  return typeof value === 'string' && value.trim() !== '' ? value : fallback
}

/** `config` of the definition; a key that is missing reads as the plugin's default (shown). */
export function summaryConfig(config: unknown): SummaryConfig {
  const source = record(config)
  const shown = (key: string) => (source[key] === undefined ? true : isOn(source[key]))
  const override = source.price_override
  return {
    title: typeof source.summary_title === 'string' ? source.summary_title.trim() : '',
    showOptions: shown('disp_summ_show_option_price'),
    showProduct: shown('disp_summ_show_product_price'),
    showTotal: shown('disp_summ_show_total_price'),
    optionsLabel: text(source.options_total_label, DEFAULT_SUMMARY_LABELS.options),
    productLabel: text(source.options_product_label, DEFAULT_SUMMARY_LABELS.product),
    totalLabel: text(source.total_label, DEFAULT_SUMMARY_LABELS.total),
    overridden: override !== undefined && override !== null && override !== false && String(override).trim() !== '',
  }
}

/** `wcpa_front.summary_order`: the known kinds in the given order, else the default. */
export function summaryOrder(order: unknown): readonly SummaryLineKind[] {
  if (!Array.isArray(order)) return DEFAULT_SUMMARY_ORDER
  const kinds = order.filter((kind): kind is SummaryLineKind => typeof kind === 'string' && KINDS.has(kind))
  return kinds.length > 0 ? kinds : DEFAULT_SUMMARY_ORDER
}

/** The plugin prints the summary only when some field of the form has a price. */
export function formHasPrices(definition: FormDefinition): boolean {
  for (const { section } of listSections(definition)) {
    for (const row of Array.isArray(section.fields) ? section.fields : []) {
      for (const field of Array.isArray(row) ? row : []) if (isOn(field.enablePrice)) return true
    }
  }
  return false
}

/** The product's price in the definition (`product.product_price`), or undefined when it has none. */
export function definitionProductPrice(definition: { readonly product?: unknown }): number | undefined {
  const raw = record(definition.product).product_price
  if (raw === undefined || raw === null || raw === '' || typeof raw === 'boolean') return undefined
  const price = Number(raw)
  return Number.isFinite(price) ? price : undefined
}

export interface SummaryAmounts {
  /** The chosen options, per unit. */
  readonly options: number
  /** The product, per unit; undefined when the page gives no price (its line is left out). */
  readonly product: number | undefined
  /** The product quantity (only used with `byQuantity`). */
  readonly quantity: number
  /** `wcpa_front.change_price_as_quantity`. */
  readonly byQuantity: boolean
}

function cents(amount: number): number {
  return Math.round(amount * 1e10) / 1e10
}

/** The lines to show, in order. */
export function summaryLines(config: SummaryConfig, order: readonly SummaryLineKind[], amounts: SummaryAmounts): SummaryLine[] {
  const times = amounts.byQuantity && Number.isFinite(amounts.quantity) && amounts.quantity > 0 ? amounts.quantity : 1
  const options = cents(amounts.options * times)
  const product = amounts.product === undefined ? undefined : cents(amounts.product * times)
  const lines: SummaryLine[] = []
  for (const kind of order) {
    if (kind === 'option_price' && config.showOptions && !config.overridden) {
      lines.push({ kind, className: 'wcpa_options_total', label: config.optionsLabel, amount: options })
    } else if (kind === 'product_price' && config.showProduct && !config.overridden && product !== undefined) {
      lines.push({ kind, className: 'wcpa_product_total', label: config.productLabel, amount: product })
    } else if (kind === 'total_price' && config.showTotal) {
      lines.push({ kind, className: 'wcpa_total', label: config.totalLabel, amount: cents(options + (product ?? 0)) })
    }
  }
  return lines
}
