/**
 * The shopper-facing texts of system A, named as in `woocommerce_addons_params` (the keys the
 * extension's PHP prints), so the global a shop prints today maps onto them key by key. The
 * defaults are the extension's English messages, to the letter;
 * `%c` stands for the bound or the decimal separator.
 */
export interface AddonTexts {
  /** Checkbox, radio, image swatch and select left empty. */
  readonly i18n_validation_required_select: string
  /** Text input or textarea left empty. */
  readonly i18n_validation_required_input: string
  /** Number or custom price left empty. */
  readonly i18n_validation_required_number: string
  /** File field with neither a chosen nor a stored file. */
  readonly i18n_validation_required_file: string
  readonly i18n_validation_letters_only: string
  readonly i18n_validation_numbers_only: string
  readonly i18n_validation_letters_and_numbers_only: string
  readonly i18n_validation_email_only: string
  /** `%c` = min. */
  readonly i18n_validation_min_characters: string
  /** `%c` = max. */
  readonly i18n_validation_max_characters: string
  /** `%c` = min. */
  readonly i18n_validation_min_number: string
  /** `%c` = max. */
  readonly i18n_validation_max_number: string
  /** `%c` = the shop's decimal separator. */
  readonly i18n_validation_decimal_separator: string
  /** The Subtotal line's label. */
  readonly i18n_sub_total: string
}

export const DEFAULT_ADDON_TEXTS: Readonly<AddonTexts> = /* @__PURE__ */ Object.freeze({
  i18n_validation_required_select: 'Please choose an option.',
  i18n_validation_required_input: 'Please enter some text in this field.',
  i18n_validation_required_number: 'Please enter a number in this field.',
  i18n_validation_required_file: 'Please upload a file.',
  i18n_validation_letters_only: 'Please enter letters only.',
  i18n_validation_numbers_only: 'Please enter numbers only.',
  i18n_validation_letters_and_numbers_only: 'Please enter letters and numbers only.',
  i18n_validation_email_only: 'Please enter a valid email address.',
  i18n_validation_min_characters: 'Please enter at least %c characters.',
  i18n_validation_max_characters: 'Please enter up to %c characters.',
  i18n_validation_min_number: 'Please enter %c or more.',
  i18n_validation_max_number: 'Please enter %c or less.',
  i18n_validation_decimal_separator: 'Please enter a price with one monetary decimal point (%c) without thousand separators.',
  i18n_sub_total: 'Subtotal',
})

export const ADDON_TEXT_KEYS = /* @__PURE__ */ Object.freeze(Object.keys(DEFAULT_ADDON_TEXTS)) as readonly (keyof AddonTexts)[]

/**
 * Every `%c` of a message replaced by `value`. A function replacer, so a value such as `$&` or `$1`
 * is put in as written (a string replacer would expand it). The original replaced the first `%c`
 * only; no default has two, and a translation that repeats it means the same value.
 */
export function fillPlaceholder(message: string, value: string): string {
  return message.replace(/%c/g, () => value)
}
