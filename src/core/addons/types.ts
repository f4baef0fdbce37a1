/**
 * The add-on form of system A (WooCommerce Product Add-Ons 8.x) as the element reads it from the
 * server's markup (the extension's templates), and the
 * shopper's values. The static part (`AddonForm`) is read once per form; the values on every change.
 * README.md in this folder maps every field to the attribute it comes from.
 */

/** The kinds of control the rules tell apart (by the field classes the extension's templates print). */
export type AddonFieldType =
  'text' | 'textarea' | 'number' | 'custom_price' | 'checkbox' | 'radio' | 'select' | 'file' | 'date' | 'image_swatch' | 'multiplier'

/** The price types of a priced field or option (`data-price-type`). */
export type PriceType = 'flat_fee' | 'quantity_based' | 'percentage_based'

/** The `content` restriction of `data-restrictions`. */
export type ContentRule = 'only_letters' | 'only_numbers' | 'only_letters_numbers' | 'email'

/** `data-restrictions` (JSON) of a field, read by `readRestrictions`. */
export interface AddonRestrictions {
  /** `"required": "yes"`. */
  readonly required: boolean
  readonly content?: ContentRule
  /**
   * Bounds as written (`"5"`, `"2.50"`, or a JSON number turned into text): compared as numbers,
   * shown in messages as written (custom price: with the shop's decimal separator). Absent when the
   * add-on has none or the value is not a number.
   */
  readonly min?: string
  readonly max?: string
}

/** An `<option>` of a select, or a swatch of an image add-on: each carries its own price. */
export interface AddonOption {
  /** The option's `value` ('' is the "None" placeholder and is never listed). */
  readonly value: string
  /** `data-label`. */
  readonly label: string
  /** `data-price`: the display price. */
  readonly price: number
  /** `data-raw-price`: the price as entered (with or without tax, by the shop's setting). */
  readonly rawPrice: number
  /** `data-price-type`. */
  readonly priceType: PriceType
}

/** One `.wc-pao-addon-field` control. A checkbox or radio group is one field per box. */
export interface AddonField {
  /**
   * The key of the field's validation state and value: the control's id, or one the element makes
   * up (name + index) when the markup has none (radio inputs are printed without ids).
   */
  readonly id: string
  readonly type: AddonFieldType
  /** `data-price` (0 when empty). Select and swatch fields price their options instead. */
  readonly price: number
  /** `data-raw-price` (0 when empty). */
  readonly rawPrice: number
  /** `data-price-type`; custom price fields are always treated as quantity based. */
  readonly priceType: PriceType
  /** `data-label` of a checkbox or radio ('' elsewhere). */
  readonly label: string
  readonly restrictions: AddonRestrictions
  /** Select and image swatch fields: the priced options, in order, without the '' placeholder. */
  readonly options: readonly AddonOption[]
}

/** One `div.wc-pao-addon-container`. */
export interface AddonContainer {
  /** The container's id (`wc-pao-addon-<field_name>`): the key of its notice. */
  readonly id: string
  /** `.wc-pao-addon-name[data-addon-name]` ('' when the add-on has no name element). */
  readonly name: string
  /** Class `wc-pao-required-addon`. */
  readonly required: boolean
  /** `.wc-pao-addon-name[data-has-per-person-pricing]` (bookings). */
  readonly perPersonPricing: boolean
  /** `.wc-pao-addon-name[data-has-per-block-pricing]` (bookings). */
  readonly perBlockPricing: boolean
  readonly fields: readonly AddonField[]
}

/** The add-ons of one product form. */
export interface AddonForm {
  /** `data-product-name` of the first container. */
  readonly productName: string
  /** `data-product-tax-status === 'taxable'` of the first container. */
  readonly taxable: boolean
  readonly containers: readonly AddonContainer[]
}

/**
 * `div#product-addons-total`'s data attributes, read by `readTotalsData`. For a variable product
 * the element replaces `productId` with the `variation_id` input's value and `basePrice` with the
 * found variation's `display_price` (from WooCommerce's `found_variation` event); a reset variation
 * leaves `productId` '' and the panel empties.
 */
export interface TotalsData {
  /** `data-product-id`. '' means no product (or no variation) yet: no subtotal. */
  readonly productId: string
  /** `data-price`: the base price as displayed. `undefined` when the attribute is missing. */
  readonly basePrice: number | undefined
  /** `data-raw-price`: the base price as entered; percentage add-ons price their raw cost from it. */
  readonly rawBasePrice: number | undefined
  /** `data-type`: simple, variable, grouped, booking, accommodation-booking, ... */
  readonly productType: string
  /** `data-show-sub-total` ('1' / '0'): another plugin may switch the panel off. */
  readonly showSubTotal: boolean
  /** `data-show-incomplete-sub-total` ('1' = show). */
  readonly showIncompleteSubTotal: boolean
  /** `data-i18n_sub_total`, which wins over the `i18n_sub_total` setting when present. */
  readonly subTotalLabel?: string
}

/**
 * What the shopper has put in one control, read from the DOM: `value` and `checked` of the control
 * as the browser has them, for every type.
 */
export interface FieldValue {
  /**
   * The control's value: typed text; the chosen option's value (select, and the hidden select of
   * image swatches); a checkbox's or radio's own `value`; a file input's value (browsers give
   * `C:\fakepath\name.ext`).
   */
  readonly value?: string
  /** Checkbox and radio. */
  readonly checked?: boolean
  /**
   * File fields: the file stored from an earlier upload (the field's `data-value`, or
   * `.wc-pao-addon-file-name[data-value]` when the form is opened from the cart). It counts as filled.
   */
  readonly storedFile?: string
}

/** Field id → value. Ids without an entry count as empty. */
export type AddonValues = Readonly<Record<string, FieldValue | undefined>>

const EMPTY_VALUE: FieldValue = Object.freeze({})

/** The value of one field, never one inherited from `Object.prototype` (ids come from markup). */
export function fieldValue(values: AddonValues, id: string): FieldValue {
  if (!Object.hasOwn(values, id)) return EMPTY_VALUE
  return values[id] ?? EMPTY_VALUE
}

/** The field's value text, '' when none. */
export function valueText(values: AddonValues, id: string): string {
  const { value } = fieldValue(values, id)
  return typeof value === 'string' ? value : ''
}

/** Bookings: what the booking form next to the add-ons shows. */
export interface BookingContext {
  /**
   * A booking cost is shown: Bookings' `.wc-bookings-booking-cost` is displayed and carries a
   * `data-raw-price` (Bookings prints it hidden and empty until the chosen booking has a cost).
   * It is the booking's quantity (`bookingQuantity`: it starts at 0 and becomes 1 once a booking
   * cost is shown): false → 0, so no add-on costs anything and the panel stays empty;
   * true → 1, the booking cost is the base line and each add-on counts once (× persons, × blocks
   * where it is priced so).
   */
  readonly costShown: boolean
  /** Its `data-raw-price` (0 when unreadable): the base price of a booking form, used once `costShown`. */
  readonly cost: number
  /** The number of persons, summed over the person types (`bookingPersons`). */
  readonly persons: number
  /** The duration, or the end time when one is chosen (`bookingBlocks`). */
  readonly blocks: number
}

/** Everything the cost rules read besides the form and its values. */
export interface CostContext {
  /** `parseFloat` of `input.qty` (NaN when unreadable: no costs, no panel). */
  readonly quantity: number
  /** The base price as displayed (`TotalsData.basePrice`, or the variation's `display_price`). */
  readonly basePrice: number
  /** The base price as entered (`TotalsData.rawBasePrice`). */
  readonly rawBasePrice: number
  /** Present on booking forms (product type booking or accommodation-booking, `is_bookings` on). */
  readonly booking?: BookingContext
}
