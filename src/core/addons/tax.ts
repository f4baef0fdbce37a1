/**
 * The add-on tax calculation of system A: when the request is
 * made, what it sends, and how its answer is read. The element sends it (form-encoded POST to
 * `ajax_url`, aborting any pending one first) and folds the answer into the panel with
 * `foldTaxAnswer` (totals.ts).
 */
import { readWpNumber } from '../wp/values.ts'

/** The suffix placeholders the server's amounts fill. */
export const PRICE_INCLUDING_TAX = '{price_including_tax}'
export const PRICE_EXCLUDING_TAX = '{price_excluding_tax}'

export function hasTaxPlaceholders(suffix: string): boolean {
  return suffix.includes(PRICE_INCLUDING_TAX) || suffix.includes(PRICE_EXCLUDING_TAX)
}

export interface TaxDecisionInput {
  /** `tax_enabled`. */
  readonly taxEnabled: boolean
  /** `price_display_suffix` ('' = none). */
  readonly priceDisplaySuffix: string
  /** A chosen custom price add-on is among the lines. */
  readonly hasCustomPrice: boolean
  /** The product's tax status is 'taxable' (`data-product-tax-status`). */
  readonly taxable: boolean
}

/**
 * How the subtotal line is finished:
 * - 'none': the subtotal alone (no suffix, or tax off, and no custom price under tax);
 * - 'suffix': the subtotal and the suffix as written (a taxable product, no custom price, and a
 *   suffix without placeholders: nothing to compute);
 * - 'request': ask the server (when, see `taxRequestNeeded`).
 * This is the original's cascade; the property tests check that its 'request' is exactly the rule
 * stated on `taxRequestNeeded`.
 */
export type TaxMode = 'none' | 'suffix' | 'request'

export function taxMode(input: TaxDecisionInput): TaxMode {
  const customPriceUnderTax = input.taxEnabled && input.hasCustomPrice
  if (!customPriceUnderTax && (input.priceDisplaySuffix === '' || !input.taxEnabled)) return 'none'
  if (input.taxable && !customPriceUnderTax && !hasTaxPlaceholders(input.priceDisplaySuffix)) return 'suffix'
  return 'request'
}

/**
 * The request is made when (a price display suffix is set and tax is on, or a custom-price
 * add-on is present and tax is on) AND (the product is not 'taxable', or a custom price is present,
 * or the suffix contains {price_including_tax} or {price_excluding_tax}).
 */
export function taxRequestNeeded(input: TaxDecisionInput): boolean {
  return taxMode(input) === 'request'
}

/** The request's body: the form-encoded fields, in order. */
export interface TaxRequestBody {
  readonly action: 'wc_product_addons_calculate_tax'
  readonly product_id: string
  readonly add_on_total: string
  readonly add_on_total_raw: string
  readonly qty: string
}

export interface TaxRequest {
  /** `ajax_url` (by default '/wp-admin/admin-ajax.php'). */
  readonly url: string
  readonly body: TaxRequestBody
}

export const TAX_ACTION = 'wc_product_addons_calculate_tax'

/** Numbers as jQuery's `$.param` wrote them (`String(n)`); non-finite ones as 0. */
function numberField(value: number): string {
  return String(Number.isFinite(value) ? value : 0)
}

export function buildTaxRequest(input: {
  readonly url: string
  readonly productId: string
  readonly total: number
  readonly totalRaw: number
  readonly quantity: number
}): TaxRequest {
  return {
    url: input.url,
    body: {
      action: TAX_ACTION,
      product_id: input.productId,
      add_on_total: numberField(input.total),
      add_on_total_raw: numberField(input.totalRaw),
      qty: numberField(input.quantity),
    },
  }
}

/** The body as `application/x-www-form-urlencoded` text. */
export function encodeTaxRequestBody(body: TaxRequestBody): string {
  return new URLSearchParams([
    ['action', body.action],
    ['product_id', body.product_id],
    ['add_on_total', body.add_on_total],
    ['add_on_total_raw', body.add_on_total_raw],
    ['qty', body.qty],
  ]).toString()
}

/** A successful answer: the subtotal with and without tax. */
export interface TaxAnswer {
  readonly priceIncludingTax: number
  readonly priceExcludingTax: number
}

/**
 * The answer's fields read: `result` ('SUCCESS'), `price_including_tax`,
 * `price_excluding_tax`. Anything else — another result, a missing or non-numeric amount (the
 * original printed `$NaN`), a body that is not an object — is no answer: the subtotal stays without
 * tax.
 */
export function readTaxAnswer(json: unknown): TaxAnswer | undefined {
  if (typeof json !== 'object' || json === null || Array.isArray(json)) return undefined
  const record = json as Record<string, unknown>
  if (!Object.hasOwn(record, 'result') || record.result !== 'SUCCESS') return undefined
  // Numbers or their text, as PHP's JSON may print them (src/core/wp).
  const including = readWpNumber(record.price_including_tax)
  const excluding = readWpNumber(record.price_excluding_tax)
  if (including === undefined || excluding === undefined) return undefined
  return { priceIncludingTax: including, priceExcludingTax: excluding }
}
