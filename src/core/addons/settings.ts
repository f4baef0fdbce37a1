/**
 * System A's settings, from `woocommerce_addons_params` (or our settings block, which mirrors it):
 * string scalars as WordPress prints them, or typed values; anything unreadable falls back to the
 * defaults: the shop's currency, tax and calendar settings, and the extension's texts.
 */
import {
  DEFAULT_MONEY_FORMAT,
  DEFAULT_SUMMARY_FORMAT,
  readFlag,
  readMoneyFormat,
  readNumber,
  readSummaryFormat,
  readText,
  type MoneyFormat,
  type SettingsParams,
  type SummaryFormat,
} from '../money/index.ts'
import { ADDON_TEXT_KEYS, DEFAULT_ADDON_TEXTS, type AddonTexts } from './texts.ts'

/** `date_input_timezone_reference` (the extension's filter `woocommerce_pao_date_input_timezone_reference`). */
export type TimezoneReference = 'default' | 'store'

export interface AddonSettings {
  readonly money: MoneyFormat
  readonly summary: SummaryFormat
  readonly texts: AddonTexts
  /** `tax_enabled`. */
  readonly taxEnabled: boolean
  /** `price_include_tax`: prices entered including tax. */
  readonly priceIncludeTax: boolean
  /** `display_include_tax`: the subtotal shows the including-tax amount the server returns. */
  readonly displayIncludeTax: boolean
  /** `price_display_suffix`, as text; may hold `{price_including_tax}` / `{price_excluding_tax}`. */
  readonly priceDisplaySuffix: string
  /** `ajax_url`: where the tax request goes. */
  readonly ajaxUrl: string
  /** `datepicker_date_format` (jQuery UI tokens). */
  readonly datepickerDateFormat: string
  /** `gmt_offset`: the store's offset from UTC in hours (may be fractional: 5.5). */
  readonly gmtOffset: number
  readonly dateInputTimezoneReference: TimezoneReference
  /** `is_bookings`: WooCommerce Bookings is active. */
  readonly isBookings: boolean
}

/** The global the extension prints its settings in (`wp_localize_script`); our settings block mirrors its keys. */
export const ADDON_SETTINGS_GROUP = 'woocommerce_addons_params'

/** WordPress's admin AJAX endpoint. */
export const DEFAULT_ADDONS_AJAX_URL = '/wp-admin/admin-ajax.php'

/**
 * The shop's settings: tax on, prices entered excluding tax, display including tax off, suffix
 * empty; calendar 'MM d, yy'; store offset 0.
 */
export const DEFAULT_ADDON_SETTINGS: Readonly<AddonSettings> = /* @__PURE__ */ Object.freeze({
  money: DEFAULT_MONEY_FORMAT,
  summary: DEFAULT_SUMMARY_FORMAT,
  texts: DEFAULT_ADDON_TEXTS,
  taxEnabled: true,
  priceIncludeTax: false,
  displayIncludeTax: false,
  priceDisplaySuffix: '',
  ajaxUrl: DEFAULT_ADDONS_AJAX_URL,
  datepickerDateFormat: 'MM d, yy',
  gmtOffset: 0,
  dateInputTimezoneReference: 'default',
  isBookings: false,
})

/** The texts: every `i18n_*` key that holds a string wins over its default (entities decoded). */
export function readAddonTexts(params: SettingsParams): AddonTexts {
  const texts: Record<string, string> = {}
  for (const key of ADDON_TEXT_KEYS) texts[key] = readText(params, key, DEFAULT_ADDON_TEXTS[key])
  return texts as unknown as AddonTexts
}

export function readAddonSettings(params: SettingsParams): AddonSettings {
  const defaults = DEFAULT_ADDON_SETTINGS
  const reference = readText(params, 'date_input_timezone_reference', defaults.dateInputTimezoneReference)
  const ajaxUrl = readText(params, 'ajax_url', defaults.ajaxUrl).trim()
  return {
    money: readMoneyFormat(params),
    summary: readSummaryFormat(params),
    texts: readAddonTexts(params),
    taxEnabled: readFlag(params, 'tax_enabled', defaults.taxEnabled),
    priceIncludeTax: readFlag(params, 'price_include_tax', defaults.priceIncludeTax),
    displayIncludeTax: readFlag(params, 'display_include_tax', defaults.displayIncludeTax),
    priceDisplaySuffix: readText(params, 'price_display_suffix', defaults.priceDisplaySuffix),
    ajaxUrl: ajaxUrl === '' ? defaults.ajaxUrl : ajaxUrl,
    datepickerDateFormat: readText(params, 'datepicker_date_format', defaults.datepickerDateFormat),
    gmtOffset: readNumber(params, 'gmt_offset', defaults.gmtOffset),
    dateInputTimezoneReference: reference === 'store' ? 'store' : 'default',
    isBookings: readFlag(params, 'is_bookings', defaults.isBookings),
  }
}
