/**
 * The totals panel of a system A form: when it is
 * drawn, its lines in order, and the subtotal with or without tax. Text only: the element renders
 * each value as text in the extension's structure (`.product-addon-totals > ul > li`,
 * `.wc-pao-col1` / `.wc-pao-col2`, `li.wc-pao-subtotal-line`, `small.woocommerce-price-suffix`).
 */
import { formatMoney, quantityLabel, type MoneyFormat } from '../money/index.ts'
import { addonTotals, bookingQuantity, priceLines, type AddonPriceLine } from './cost.ts'
import type { AddonSettings } from './settings.ts'
import { buildTaxRequest, PRICE_INCLUDING_TAX, taxMode, type TaxAnswer, type TaxMode, type TaxRequest } from './tax.ts'
import type { AddonForm, AddonValues, BookingContext, TotalsData } from './types.ts'
import { hasRequiredAddon } from './validation.ts'

const PLACEHOLDER = /\{price_(?:including|excluding)_tax\}/g

export interface TotalsVisibilityInput {
  /** `data-show-incomplete-sub-total` is on. */
  readonly showIncompleteSubTotal: boolean
  /** Every checked field is valid. */
  readonly allFieldsValid: boolean
  /** The add-to-cart button is disabled (a variation not chosen or not available). */
  readonly addToCartDisabled: boolean
  readonly hasRequiredAddon: boolean
  /** How many add-on price lines there are (the price data). */
  readonly priceLineCount: number
}

/**
 * Drawn when (show-incomplete-sub-total is on OR all fields are valid) AND the form has a
 * required add-on or has price data; otherwise emptied. The form counts as invalid when the
 * add-to-cart button is disabled.
 */
export function totalsVisible(input: TotalsVisibilityInput): boolean {
  const valid = input.allFieldsValid && !input.addToCartDisabled
  return (input.showIncompleteSubTotal || valid) && (input.hasRequiredAddon || input.priceLineCount > 0)
}

/** An add-on cost of 0 shows as '-'; a negative one with a leading minus. */
export function formatLineCost(cost: number, money: MoneyFormat): string {
  return cost === 0 ? '-' : formatMoney(cost, money)
}

/** The first line: "{qty}x {product name}" and the base amount. */
export interface ProductLine {
  /** '{qty}x ' (`quantityLabel`; symbol first in RTL); '' on booking forms, which show the name alone. */
  readonly quantityText: string
  readonly productName: string
  readonly amount: number
  readonly amountText: string
}

export interface PanelAddonLine {
  readonly line: AddonPriceLine
  /** `formatLineCost`: '-' for 0. */
  readonly amountText: string
}

export interface SubtotalLine {
  /** `data-i18n_sub_total`, else `i18n_sub_total` ('Subtotal'). */
  readonly label: string
  readonly amount: number
  readonly amountText: string
  /** The price display suffix as text ('' = none), placeholders filled once the server answered. */
  readonly suffix: string
}

export interface TotalsPanel {
  readonly product: ProductLine
  readonly addons: readonly PanelAddonLine[]
  readonly subtotal: SubtotalLine
  /**
   * A tax request is to be made (`AddonTotals.taxRequest`): until its answer is folded in, the
   * subtotal is the amount without tax and has no suffix — what the shopper keeps if it fails.
   */
  readonly taxPending: boolean
}

export interface AddonTotalsInput {
  readonly form: AddonForm
  readonly values: AddonValues
  readonly totalsData: TotalsData
  /** `parseFloat` of `input.qty`. */
  readonly quantity: number
  /** Present on booking forms (see `CostContext.booking`). */
  readonly booking?: BookingContext
  /** Every field in a visible container is valid (`FormValidation.valid`). */
  readonly allFieldsValid: boolean
  readonly addToCartDisabled: boolean
  /** `<html dir="rtl">`. */
  readonly rtl: boolean
  readonly settings: AddonSettings
}

export interface AddonTotals {
  /** The add-on price lines: the panel's add-on lines and the `price_data` other plugins read. */
  readonly lines: readonly AddonPriceLine[]
  readonly total: number
  readonly totalRaw: number
  /** The panel's visibility rule (`totalsVisible`). */
  readonly visible: boolean
  /** What to draw; `null` empties the panel (hidden, switched off, no quantity, no product or price). */
  readonly panel: TotalsPanel | null
  readonly taxMode: TaxMode
  /** The request to send when `taxMode` is 'request' and there is a panel. */
  readonly taxRequest: TaxRequest | null
}

function finiteOr(value: number | undefined, fallback: number): number {
  return value !== undefined && Number.isFinite(value) ? value : fallback
}

/** Everything the panel needs, from the form, the values and the page's state. */
export function computeTotals(input: AddonTotalsInput): AddonTotals {
  const { form, totalsData, booking, settings } = input
  const basePrice = finiteOr(totalsData.basePrice, 0)
  const lines = priceLines(
    form,
    input.values,
    {
      quantity: input.quantity,
      basePrice,
      rawBasePrice: finiteOr(totalsData.rawBasePrice, basePrice),
      ...(booking ? { booking } : {}),
    },
    settings,
  )
  const { total, totalRaw } = addonTotals(lines)
  const visible = totalsVisible({
    showIncompleteSubTotal: totalsData.showIncompleteSubTotal,
    allFieldsValid: input.allFieldsValid,
    addToCartDisabled: input.addToCartDisabled,
    hasRequiredAddon: hasRequiredAddon(form),
    priceLineCount: lines.length,
  })
  const mode = taxMode({
    taxEnabled: settings.taxEnabled,
    priceDisplaySuffix: settings.priceDisplaySuffix,
    hasCustomPrice: lines.some((line) => line.is_custom_price),
    taxable: form.taxable,
  })
  const nothing = { lines, total, totalRaw, visible, taxMode: mode, panel: null, taxRequest: null }

  // The product quantity; on booking forms 0 until a booking cost is shown, then 1.
  const quantity = booking ? bookingQuantity(booking) : finiteOr(input.quantity, 0)
  if (!visible || !totalsData.showSubTotal || quantity === 0) return nothing
  if (totalsData.basePrice === undefined || totalsData.productId === '') return nothing

  // Base line: base price × quantity; on booking forms the booking cost instead.
  // (A booking form gets here only once its cost is shown.)
  const productAmount = booking ? finiteOr(booking.cost, 0) : basePrice * quantity
  const subtotalAmount = productAmount + total
  const { money } = settings
  const panel: TotalsPanel = {
    product: {
      quantityText: booking ? '' : quantityLabel(quantity, settings.summary.quantitySymbol, input.rtl),
      productName: form.productName,
      amount: productAmount,
      amountText: formatMoney(productAmount, money),
    },
    addons: lines.map((line) => ({ line, amountText: formatLineCost(line.cost, money) })),
    subtotal: {
      label: totalsData.subTotalLabel ?? settings.texts.i18n_sub_total,
      amount: subtotalAmount,
      amountText: formatMoney(subtotalAmount, money),
      suffix: mode === 'suffix' ? settings.priceDisplaySuffix : '',
    },
    taxPending: mode === 'request',
  }
  const taxRequest =
    mode === 'request' ? buildTaxRequest({ url: settings.ajaxUrl, productId: totalsData.productId, total, totalRaw, quantity }) : null
  return { ...nothing, panel, taxRequest }
}

/**
 * The server's answer to the tax request folded into the panel. An answer (`readTaxAnswer`): the
 * suffix's placeholders are filled with the formatted amounts, and the subtotal shows the
 * including-tax amount when `display_include_tax` is set, else the excluding-tax one. No answer
 * (not SUCCESS, bad amounts, a failed request): the subtotal without tax and no suffix. Either way
 * the panel is no longer pending.
 */
export function foldTaxAnswer(
  panel: TotalsPanel,
  answer: TaxAnswer | undefined,
  settings: Pick<AddonSettings, 'money' | 'displayIncludeTax' | 'priceDisplaySuffix'>,
): TotalsPanel {
  if (!answer) return { ...panel, subtotal: { ...panel.subtotal, suffix: '' }, taxPending: false }
  const including = formatMoney(answer.priceIncludingTax, settings.money)
  const excluding = formatMoney(answer.priceExcludingTax, settings.money)
  const amount = settings.displayIncludeTax ? answer.priceIncludingTax : answer.priceExcludingTax
  // One pass, every occurrence: an amount is never searched again for a placeholder.
  const suffix = settings.priceDisplaySuffix.replace(PLACEHOLDER, (placeholder) =>
    placeholder === PRICE_INCLUDING_TAX ? including : excluding,
  )
  return {
    ...panel,
    subtotal: {
      ...panel.subtotal,
      amount,
      amountText: settings.displayIncludeTax ? including : excluding,
      suffix,
    },
    taxPending: false,
  }
}
