/**
 * What a field's controls post and say, as WCPA Pro's own controls do: the
 * names the browser submits, which options are chosen, and the price written beside a field or an
 * option. The element renders controls with these; the server reads what they post.
 */
import { formatMoney, type MoneyFormat } from '../money/index.ts'
import { OTHER_PREFIX, isOn, parseDecimal } from './fields.ts'
import { suffixedName } from './repeaters.ts'
import type { FieldDefinition, FieldValue, OptionDefinition } from './types.ts'

/** Options in document order, groups flattened. */
export function flatOptions<O extends OptionDefinition>(values: readonly O[] | undefined): O[] {
  const out: O[] = []
  for (const option of values ?? []) {
    if (Array.isArray(option.options)) out.push(...(option.options as readonly O[]))
    else out.push(option)
  }
  return out
}

/** A field keeps several values: checkbox groups and multiple selects (posted as `name[]`). */
export function isMultiValued(field: FieldDefinition): boolean {
  return field.type === 'checkbox-group' || (field.type === 'select' && isOn(field.multiple))
}

/** Checkbox and radio groups: a fieldset of choices named by a legend. */
export function isChoiceGroup(field: FieldDefinition): boolean {
  return field.type === 'checkbox-group' || field.type === 'radio-group'
}

/** A value as the shopper's choice of one option: is it chosen? (The 'other' option by its prefix.) */
export function isChosen(value: FieldValue, optionValue: string): boolean {
  if (Array.isArray(value))
    return value.some((item) => String(item) === optionValue || (optionValue === OTHER_PREFIX && String(item).startsWith(OTHER_PREFIX)))
  if (typeof value === 'string') return value === optionValue || (optionValue === OTHER_PREFIX && value.startsWith(OTHER_PREFIX))
  return false
}

/** Controls post under the field's name (or its elementId); several values under `name[]`. */
export function postedName(field: FieldDefinition, many: boolean): string {
  const name = field.name || field.elementId
  return many && !name.endsWith('[]') ? `${name}[]` : name
}

/** The field quantity's input (`enable_quantity`); a copy's as `orig_cl_quantity[n]` (repeaters.ts). */
export function quantityName(field: FieldDefinition): string {
  return suffixedName(field.name || field.elementId, '_quantity')
}

/**
 * The free text of an 'other' choice: `{name}other_value` (no separator), a copy's
 * `orig_clother_value[n]`. The plugin's server takes the choice's posted value `WCPAOTH` as
 * "other" and reads the text from there (read-form.php `readOptionsField`); the choice itself posts
 * `WCPAOTH` alone, while the form keeps `WCPAOTH` + the text as its value for the conditions.
 */
export const OTHER_TEXT_SUFFIX = 'other_value'

export function otherTextName(field: FieldDefinition): string {
  return suffixedName(field.name || field.elementId, OTHER_TEXT_SUFFIX)
}

/** A price the definition gives as a plain non-zero number, signed, in the shop's currency. */
export function priceLabel(price: unknown, money: MoneyFormat): string | undefined {
  const amount = parseDecimal(price)
  return Number.isFinite(amount) && amount !== 0 ? `${amount > 0 ? '+' : ''}${formatMoney(amount, money)}` : undefined
}

/** The price shown beside a field priced as a whole (`enablePrice`, no options). */
export function fieldPriceLabel(field: FieldDefinition, money: MoneyFormat): string | undefined {
  if (!isOn(field.enablePrice) || (Array.isArray(field.values) && field.values.length > 0)) return undefined
  return priceLabel(field.price, money)
}

/**
 * How an option's price is written after its label. WCPA Pro prints its setting
 * (`wcpa_front.options_price_format`, `({price})` by default, and `hide_option_price_zero`); a field
 * may carry its own `option_price_format`. `{sign}` is `+` for a price that is not negative, and
 * `{price}` (or the bare word `price`, which the plugin also replaces) the formatted amount, with
 * its minus sign. Without the plugin's setting we write `(+$2.00)` and nothing for 0.
 */
export interface OptionPriceFormat {
  readonly template: string
  readonly hideZero: boolean
}

export const DEFAULT_OPTION_PRICE_FORMAT: OptionPriceFormat = { template: '({sign}{price})', hideZero: true }

/** The plugin's placeholder for the amount: `{price}`, or `price` in any case. */
const PRICE_PLACEHOLDER = /\{price\}|price/gi

/** An option's price as the format writes it, or undefined when there is none to write. */
export function optionPriceText(price: unknown, field: FieldDefinition, money: MoneyFormat, format: OptionPriceFormat): string | undefined {
  // An option of a priced field left without a price costs nothing: the plugin writes `($0.00)`.
  const amount = price === '' || price === undefined || price === null ? 0 : parseDecimal(price)
  if (!Number.isFinite(amount) || (amount === 0 && format.hideZero)) return undefined
  const own =
    typeof field.option_price_format === 'string' && field.option_price_format.trim() !== '' ? field.option_price_format : undefined
  const formatted = formatMoney(amount, money)
  // Replaced by a function: a `$` in the formatted amount is text, not a replacement pattern.
  return (own ?? format.template).replace('{sign}', amount < 0 ? '' : '+').replace(PRICE_PLACEHOLDER, () => formatted)
}

/** An option's text: its label (or value), and its price when the field is priced. */
export function optionLabel(
  option: OptionDefinition,
  field: FieldDefinition,
  money: MoneyFormat,
  format: OptionPriceFormat = DEFAULT_OPTION_PRICE_FORMAT,
): string {
  const label = option.label ?? option.value
  const price = isOn(field.enablePrice) ? optionPriceText(option.price, field, money, format) : undefined
  return price ? `${label} ${price}` : label
}

/** Content items, headers and separators show no description of their own (a content item's is its text). */
const NO_DESCRIPTION = new Set(['content', 'header', 'separator'])

/** The description shown under or over a field's label (HTML by contract), or ''. */
export function fieldDescription(field: FieldDefinition): string {
  return NO_DESCRIPTION.has(field.type) ? '' : (field.description ?? '')
}

/** WCPA Pro 5's option layouts (`layOut`): in one line, or in 1–6 columns. */
const OPTION_LAYOUT = /^(inline|col-[1-6])$/

/**
 * The classes of a choice group's options container: the plugin's own (`wcpa_group_field`, and
 * `wcpa_fl_{layOut}` for its layouts, which its stylesheet lays out as a row or a grid of columns)
 * and ours, `wcpa_inline`, for options in one line (`layOut: 'inline'`, or the older `inline` switch).
 * A layout the plugin does not know is left out.
 */
export function optionLayoutClasses(field: FieldDefinition): string[] {
  const layout = typeof field.layOut === 'string' && OPTION_LAYOUT.test(field.layOut) ? field.layOut : undefined
  return [
    'wcpa_group_field',
    ...(layout ? [`wcpa_fl_${layout}`] : []),
    ...(layout === 'inline' || isOn(field.inline) ? ['wcpa_inline'] : []),
  ]
}
