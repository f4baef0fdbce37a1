/**
 * Reading the server's markup into the model, one attribute at a time (the element does the DOM
 * lookups and hands the strings in). Numbers are read as the original script read them
 * (`parseFloat`, an empty or unreadable price counting as 0); nothing here throws.
 */
import { readWpFlag, readWpNumber } from '../wp/values.ts'
import type { AddonFieldType, AddonRestrictions, ContentRule, PriceType, TotalsData } from './types.ts'

/** `data-price` / `data-raw-price`: `parseFloat`, so `'10.00'` → 10; '', missing or junk → 0. */
export function readPrice(text: string | null | undefined): number {
  if (typeof text !== 'string') return 0
  const value = Number.parseFloat(text)
  return Number.isFinite(value) ? value : 0
}

const PRICE_TYPES: readonly PriceType[] = ['flat_fee', 'quantity_based', 'percentage_based']

/**
 * `data-price-type`. The templates always print one; a missing or unknown value counts as a flat
 * fee (the original priced it as nothing and printed `-$NaN`).
 */
export function readPriceType(text: string | null | undefined): PriceType {
  const value = typeof text === 'string' ? text.trim() : ''
  return (PRICE_TYPES as readonly string[]).includes(value) ? (value as PriceType) : 'flat_fee'
}

/** An attribute's value as the rules use it, and what was wrong with it (for the element's `console.error`). */
export interface ReadAttribute<T> {
  readonly value: T
  readonly problem?: string
}

/** An attribute's text quoted for a message: JSON-quoted, cut at 40 characters. */
function quoted(text: string): string {
  return JSON.stringify(text.length > 40 ? `${text.slice(0, 40)}…` : text)
}

/** A decimal number as PHP prints a float (`2`, `1.5`, `-1.00`, `1.0E+25`), nothing else around it. */
const DECIMAL = /^[+-]?(?:\d+(?:\.\d*)?|\.\d+)(?:[eE][+-]?\d+)?$/

/**
 * `data-price` / `data-raw-price` (named by `attribute`) of a priced field or option, read as
 * `readPrice` reads it, with a problem when the template's contract is broken: the attribute is
 * missing, or holds something other than a number ('' is fine: the templates print it for an add-on
 * without a price). The problem says what the value counts as.
 */
export function readPriceAttribute(attribute: string, text: string | null | undefined): ReadAttribute<number> {
  const value = readPrice(text)
  if (typeof text !== 'string') return { value, problem: `${attribute} is missing (counted as 0)` }
  const trimmed = text.trim()
  if (trimmed === '' || DECIMAL.test(trimmed)) return { value }
  return { value, problem: `${attribute} ${quoted(text)} is not a number (${value === 0 ? 'counted as 0' : `read as ${value}`})` }
}

/**
 * `data-price-type` of a priced field or option, as `readPriceType` reads it, with a problem when it
 * is missing or not one of the three types (flat_fee, quantity_based, percentage_based): such an
 * add-on counts as a flat fee, its price added once (the rule that assumes nothing about quantity or
 * base price).
 */
export function readPriceTypeAttribute(text: string | null | undefined): ReadAttribute<PriceType> {
  const value = readPriceType(text)
  if (typeof text !== 'string') return { value, problem: 'data-price-type is missing (counted as flat_fee)' }
  if ((PRICE_TYPES as readonly string[]).includes(text.trim())) return { value }
  return { value, problem: `data-price-type ${quoted(text)} is not flat_fee, quantity_based or percentage_based (counted as flat_fee)` }
}

/**
 * A data flag such as `data-has-per-person-pricing` (PHP prints '1' or ''), `data-show-sub-total`
 * ('1' / '0') or `data-show-incomplete-sub-total` ('1' = show), read by the one reader of
 * WordPress's flags (src/core/wp): '1', 'yes', 'true', 'on' are on; anything else, or none, is off.
 */
export function readDataFlag(text: string | null | undefined): boolean {
  return typeof text === 'string' && readWpFlag(text) === true
}

const CONTENT_RULES: readonly ContentRule[] = ['only_letters', 'only_numbers', 'only_letters_numbers', 'email']

/** A bound (`2`, `"2.50"`) kept as written for the message, if it is a number (src/core/wp). */
function readBound(value: unknown): string | undefined {
  return readWpNumber(value) === undefined ? undefined : String(value).trim()
}

export interface ReadRestrictions {
  readonly restrictions: AddonRestrictions
  /** Why the attribute could not be read, for the element's one `console.error`. */
  readonly problem?: string
}

/**
 * `data-restrictions`: the JSON the extension prints (`{"required":"yes","content":"email",
 * "min":"2","max":10}`; custom price and multiplier fields always get a `min`, 0 by default). A
 * missing attribute is no restriction; bad JSON is no restriction plus a problem to report.
 */
export function readRestrictions(text: string | null | undefined): ReadRestrictions {
  if (typeof text !== 'string' || text.trim() === '') return { restrictions: { required: false } }
  let data: unknown
  try {
    data = JSON.parse(text)
  } catch (error) {
    return { restrictions: { required: false }, problem: `data-restrictions is not JSON (${(error as Error).message})` }
  }
  if (typeof data !== 'object' || data === null || Array.isArray(data)) {
    // The PHP side prints `[]` for an empty restriction array.
    if (Array.isArray(data) && data.length === 0) return { restrictions: { required: false } }
    return { restrictions: { required: false }, problem: 'data-restrictions is not a JSON object' }
  }
  const record = data as Record<string, unknown>
  const get = (key: string): unknown => (Object.hasOwn(record, key) ? record[key] : undefined)
  const content = get('content')
  const min = readBound(get('min'))
  const max = readBound(get('max'))
  return {
    restrictions: {
      required: get('required') === 'yes',
      ...(typeof content === 'string' && (CONTENT_RULES as readonly string[]).includes(content) ? { content: content as ContentRule } : {}),
      ...(min !== undefined ? { min } : {}),
      ...(max !== undefined ? { max } : {}),
    },
  }
}

/** What the element knows about a `.wc-pao-addon-field` control to tell its type. */
export interface FieldMarkup {
  /** The control's `className`. */
  readonly className: string
  /** `tagName`, any case: INPUT, SELECT, TEXTAREA. */
  readonly tagName: string
  /** The input's `type` attribute ('' for select and textarea). */
  readonly inputType?: string
}

/**
 * The field's type from the classes each template of the extension puts on its control:
 * `wc-pao-addon-custom-price`, `wc-pao-addon-input-multiplier`, `wc-pao-addon-checkbox`,
 * `wc-pao-addon-radio`, `wc-pao-addon-image-swatch-select`, `wc-pao-addon-select`,
 * `wc-pao-addon-file-upload`, `datepicker`, `wc-pao-addon-custom-textarea` (or a textarea),
 * `wc-pao-addon-custom-text`; then by the input's type (number, checkbox, radio, file, date), then text.
 */
export function fieldTypeFromMarkup(markup: FieldMarkup): AddonFieldType {
  const classes = new Set(markup.className.split(/\s+/).filter(Boolean))
  const tag = markup.tagName.toLowerCase()
  const inputType = (markup.inputType ?? '').toLowerCase()
  if (classes.has('wc-pao-addon-custom-price')) return 'custom_price'
  if (classes.has('wc-pao-addon-input-multiplier')) return 'multiplier'
  if (classes.has('wc-pao-addon-checkbox')) return 'checkbox'
  if (classes.has('wc-pao-addon-radio')) return 'radio'
  if (classes.has('wc-pao-addon-image-swatch-select')) return 'image_swatch'
  if (classes.has('wc-pao-addon-select')) return 'select'
  if (classes.has('wc-pao-addon-file-upload')) return 'file'
  if (classes.has('datepicker')) return 'date'
  if (classes.has('wc-pao-addon-custom-textarea') || tag === 'textarea') return 'textarea'
  if (tag === 'select') return 'select'
  if (inputType === 'number') return 'number'
  if (inputType === 'checkbox') return 'checkbox'
  if (inputType === 'radio') return 'radio'
  if (inputType === 'file') return 'file'
  if (inputType === 'date') return 'date'
  return 'text'
}

/** The dataset of `div#product-addons-total` (keys as `HTMLElement.dataset` has them). */
export type TotalsDataset = Readonly<Record<string, string | undefined>>

function readOptionalPrice(text: string | undefined): number | undefined {
  return text === undefined ? undefined : readPrice(text)
}

/**
 * `div#product-addons-total`'s attributes: `data-product-id`, `data-price`, `data-raw-price`,
 * `data-type`, `data-show-sub-total`, `data-show-incomplete-sub-total`, `data-i18n_sub_total`
 * (dataset keys `productId`, `price`, `rawPrice`, `type`, `showSubTotal`, `showIncompleteSubTotal`,
 * `i18n_sub_total`). A missing `data-show-sub-total` counts as on (the template always prints it);
 * an empty `data-price` is a price of 0, a missing one is no price (no subtotal), as in the original.
 */
export function readTotalsData(dataset: TotalsDataset): TotalsData {
  const get = (key: string): string | undefined => (Object.hasOwn(dataset, key) ? dataset[key] : undefined)
  const showSubTotal = get('showSubTotal')
  const label = get('i18n_sub_total')
  return {
    productId: (get('productId') ?? '').trim(),
    basePrice: readOptionalPrice(get('price')),
    rawBasePrice: readOptionalPrice(get('rawPrice')),
    productType: (get('type') ?? '').trim(),
    showSubTotal: showSubTotal === undefined ? true : readDataFlag(showSubTotal),
    showIncompleteSubTotal: readDataFlag(get('showIncompleteSubTotal')),
    ...(label !== undefined ? { subTotalLabel: label } : {}),
  }
}

/** The product types whose base line is the booking cost. */
export function isBookingProductType(productType: string): boolean {
  return productType === 'booking' || productType === 'accommodation-booking'
}

/**
 * Persons of a booking, summed over the person type inputs (`#wc_bookings_field_persons` or every
 * `#wc_bookings_field_persons_<id>`), each read with `parseInt`; unreadable ones count as 0.
 */
export function bookingPersons(values: readonly string[]): number {
  let persons = 0
  for (const value of values) {
    const count = Number.parseInt(value, 10)
    if (Number.isFinite(count)) persons += count
  }
  return persons
}

/**
 * Blocks of a booking: the end time (`#wc-bookings-form-end-time`) when it is above 0, else the
 * duration (`#wc_bookings_field_duration`) when it is above 0, else 0.
 */
export function bookingBlocks(duration: string | undefined, endTime: string | undefined): number {
  const end = Number.parseFloat(endTime ?? '')
  if (end > 0) return end
  const length = Number.parseFloat(duration ?? '')
  return length > 0 ? length : 0
}
