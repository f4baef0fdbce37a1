import type { SettingSpecs } from '../../src/runtime/settings.ts'
import { optional, wpString, type Validator } from '../../src/runtime/validate.ts'

export interface AddressSettings {
  /** The countries' states: the JSON text WordPress prints (or the object, from the settings block). */
  countries: unknown
  selectStateText: string
  noMatchesText: string
  locale: unknown
  localeFields: unknown
  optionalText: string
}

/** Parsed later, by the address rules (src/core/address), which report what is wrong in it. */
const anything: Validator<unknown> = (input) => ({ ok: true, value: input })

/** WooCommerce's settings of country-select.js and address-i18n.js (block, then globals), then its words. */
export const addressSettings: SettingSpecs<AddressSettings> = {
  countries: { keys: [['wc_country_select_params', 'countries']], validate: anything, fallback: undefined },
  selectStateText: {
    keys: [['wc_country_select_params', 'i18n_select_state_text']],
    validate: optional(wpString, 'Select an option…'),
    fallback: 'Select an option…',
  },
  noMatchesText: {
    attribute: 'label-no-matches',
    keys: [['wc_country_select_params', 'i18n_no_matches']],
    validate: wpString,
    fallback: 'No matches found',
  },
  locale: { keys: [['wc_address_i18n_params', 'locale']], validate: anything, fallback: undefined },
  localeFields: { keys: [['wc_address_i18n_params', 'locale_fields']], validate: anything, fallback: undefined },
  optionalText: {
    keys: [['wc_address_i18n_params', 'i18n_optional_text']],
    validate: wpString,
    fallback: 'optional',
  },
}
