/**
 * The cost rules of system A and the add-on price lines, one per chosen add-on, in the order of
 * the form.
 */
import {
  cutUserInput,
  fileNameWithoutPath,
  groupThousands,
  parseLocalDecimal,
  type MoneyFormat,
  type SummaryFormat,
} from '../money/index.ts'
import {
  fieldValue,
  type AddonContainer,
  type AddonField,
  type AddonForm,
  type AddonValues,
  type BookingContext,
  type CostContext,
  type PriceType,
} from './types.ts'

/** The cost fields of a price line, named as the extension names them for other plugins. */
export interface CostParts {
  /** What the line adds to the subtotal, display prices. */
  readonly cost: number
  /** The same from the raw (as entered) prices: sent to the tax request. */
  readonly cost_raw: number
  /** quantity_based: the price of one. */
  readonly cost_pu?: number
  readonly cost_raw_pu?: number
  /** percentage_based: the fraction of the base price (price / 100). */
  readonly cost_pct?: number
  readonly cost_raw_pct?: number
}

/** One line of the panel and of `price_data`. */
export interface AddonPriceLine extends CostParts {
  /**
   * Plain text: "{add-on name} - {option label or typed value}", as the extension's panel labels it.
   * The element renders it as text.
   */
  readonly name: string
  /** The two halves of `name`, for markup that styles them apart (`wc-pao-addon-name` / `-value`). */
  readonly addonName: string
  readonly valueLabel: string
  readonly is_custom_price: boolean
  readonly price_type: PriceType
  readonly containerId: string
  readonly fieldId: string
}

function finite(value: number): number {
  return Number.isFinite(value) ? value : 0
}

/**
 * The cost rules, one by one:
 * - flat_fee: the price, once;
 * - quantity_based: price × quantity;
 * - percentage_based: base price × price / 100 × quantity.
 * Raw costs follow the same rule with the raw prices. Unreadable numbers count as 0.
 */
export function lineCost(
  priceType: PriceType,
  price: number,
  rawPrice: number,
  quantity: number,
  basePrice: number,
  rawBasePrice: number,
): CostParts {
  const p = finite(price)
  const raw = finite(rawPrice)
  const qty = finite(quantity)
  switch (priceType) {
    case 'quantity_based':
      return { cost: p * qty, cost_raw: raw * qty, cost_pu: p, cost_raw_pu: raw }
    case 'percentage_based': {
      const pct = p / 100
      const rawPct = raw / 100
      return {
        cost: finite(basePrice) * pct * qty,
        cost_raw: finite(rawBasePrice) * rawPct * qty,
        cost_pct: pct,
        cost_raw_pct: rawPct,
      }
    }
    default:
      return { cost: p, cost_raw: raw }
  }
}

/**
 * The quantity of a booking form: it starts at 0 and becomes 1 once a booking cost is
 * shown. It is the panel's quantity and the `qty` of the tax request; add-ons multiply it by
 * persons or blocks (`addonQuantity`).
 */
export function bookingQuantity(booking: BookingContext): 0 | 1 {
  return booking.costShown ? 1 : 0
}

/**
 * The quantity an add-on's cost is multiplied by: the product quantity; on booking forms
 * it starts at 0, becomes 1 once a booking cost is shown, is multiplied by the persons (summed over
 * person types) when the add-on has per-person pricing, and by the duration or end time when it has
 * per-block pricing (a count of 0 leaves it as it is, as in the original).
 */
export function addonQuantity(container: AddonContainer, context: CostContext): number {
  const { booking } = context
  if (!booking) return finite(context.quantity)
  let quantity: number = bookingQuantity(booking)
  if (container.perPersonPricing && finite(booking.persons)) quantity *= booking.persons
  if (container.perBlockPricing && finite(booking.blocks)) quantity *= booking.blocks
  return quantity
}

/** The base price percentages apply to: on a booking form with a cost shown, the booking cost. */
function basePrices(context: CostContext): { base: number; raw: number } {
  if (context.booking?.costShown) return { base: context.booking.cost, raw: context.booking.cost }
  return { base: context.basePrice, raw: context.rawBasePrice }
}

/**
 * A multiplier input's value, rounded up: `'2.2'` → 3. '' and anything that is not a number
 * → `undefined` (nothing chosen). The element writes the rounded value back into the input, as the
 * original did.
 */
export function multiplierValue(text: string): number | undefined {
  if (text.trim() === '') return undefined
  const value = Number(text)
  return Number.isFinite(value) ? Math.ceil(value) : undefined
}

/**
 * A typed custom price as the summary shows it: the shopper's digits with the shop's separators
 * (`1234,5` → `1.234,5` for a German shop; no rounding). A value not written the shop's way is
 * shown as typed.
 */
export function customPriceLabel(text: string, money: MoneyFormat): string {
  if (parseLocalDecimal(text, money.decimalSeparator) === undefined) return text
  const separator = money.decimalSeparator === '' ? '.' : money.decimalSeparator
  const negative = text.startsWith('-')
  const unsigned = negative ? text.slice(1) : text
  const [rawWhole = '0', fraction = ''] = unsigned.split(separator)
  const whole = rawWhole.replace(/^0+(?=\d)/, '')
  const isZero = !/[1-9]/.test(whole + fraction)
  const number = groupThousands(whole, money.thousandSeparator) + (fraction === '' ? '' : separator + fraction)
  return negative && !isZero ? `-${number}` : number
}

/** "{add-on name} - {value}", leaving out an empty half. */
export function lineName(addonName: string, valueLabel: string): string {
  if (addonName === '') return valueLabel
  if (valueLabel === '') return addonName
  return `${addonName} - ${valueLabel}`
}

export interface LineSettings {
  readonly money: MoneyFormat
  readonly summary: SummaryFormat
}

interface Chosen {
  readonly price: number
  readonly rawPrice: number
  readonly priceType: PriceType
  readonly valueLabel: string
  readonly isCustomPrice: boolean
}

/** What one field contributes, or `undefined` when the shopper has not chosen or typed anything. */
function chosenFor(field: AddonField, values: AddonValues, settings: LineSettings): Chosen | undefined {
  const input = fieldValue(values, field.id)
  const value = typeof input.value === 'string' ? input.value : ''
  const typed = (text: string): string => cutUserInput(text, settings.summary.trimUserInputCharacters)
  const own = { price: field.price, rawPrice: field.rawPrice, priceType: field.priceType, isCustomPrice: false }

  switch (field.type) {
    case 'checkbox':
    case 'radio':
      // A box counts when it is checked and has a value (the radio "None" option has '').
      if (input.checked !== true || value === '') return undefined
      return { ...own, valueLabel: field.label !== '' ? field.label : typed(value) }
    case 'select':
    case 'image_swatch': {
      if (value === '') return undefined
      const option = field.options.find((candidate) => candidate.value === value)
      if (!option) return undefined
      return {
        price: option.price,
        rawPrice: option.rawPrice,
        priceType: option.priceType,
        isCustomPrice: false,
        valueLabel: option.label !== '' ? option.label : typed(value),
      }
    }
    case 'custom_price': {
      if (value === '') return undefined
      // Custom price fields are always quantity_based. A price not written the shop's way
      // costs 0 until it is fixed (its notice says why); the original priced its `parseFloat`.
      const amount = parseLocalDecimal(value, settings.money.decimalSeparator) ?? 0
      return {
        price: amount,
        rawPrice: amount,
        priceType: 'quantity_based',
        isCustomPrice: true,
        valueLabel: typed(customPriceLabel(value, settings.money)),
      }
    }
    case 'multiplier': {
      const count = multiplierValue(value)
      if (count === undefined) return undefined
      // The value rounded up; price × value added — then the add-on's price type applies.
      return { ...own, price: field.price * count, rawPrice: field.rawPrice * count, valueLabel: typed(String(count)) }
    }
    case 'file': {
      const file = value !== '' ? value : typeof input.storedFile === 'string' ? input.storedFile : ''
      if (file === '') return undefined
      return { ...own, valueLabel: typed(fileNameWithoutPath(file)) }
    }
    default:
      if (value === '') return undefined
      return { ...own, valueLabel: typed(value) }
  }
}

/**
 * One price line per chosen add-on, in form order (a checkbox group gives one line per
 * checked box). Fields the shopper left empty give no line; a chosen add-on that costs nothing gives
 * a line of 0 (shown as '-').
 */
export function priceLines(form: AddonForm, values: AddonValues, context: CostContext, settings: LineSettings): AddonPriceLine[] {
  const lines: AddonPriceLine[] = []
  const { base, raw } = basePrices(context)
  for (const container of form.containers) {
    const quantity = addonQuantity(container, context)
    for (const field of container.fields) {
      const chosen = chosenFor(field, values, settings)
      if (!chosen) continue
      lines.push({
        ...lineCost(chosen.priceType, chosen.price, chosen.rawPrice, quantity, base, raw),
        name: lineName(container.name, chosen.valueLabel),
        addonName: container.name,
        valueLabel: chosen.valueLabel,
        is_custom_price: chosen.isCustomPrice,
        price_type: chosen.priceType,
        containerId: container.id,
        fieldId: field.id,
      })
    }
  }
  return lines
}

/** The add-ons' total and raw total: the sums of the lines' costs. */
export function addonTotals(lines: readonly AddonPriceLine[]): { total: number; totalRaw: number } {
  let total = 0
  let totalRaw = 0
  for (const line of lines) {
    total += line.cost
    totalRaw += line.cost_raw
  }
  return { total, totalRaw }
}
