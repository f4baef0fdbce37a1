import {
  DEFAULT_OPTION_PRICE_FORMAT,
  DEFAULT_SUMMARY_ORDER,
  DEFAULT_VALIDATION_MESSAGES,
  type FrontSettings,
  type OptionPriceFormat,
} from '../../src/core/options/index.ts'
import { readMoneyFormat, type MoneyFormat } from '../../src/core/money/index.ts'
import { calendarTexts, type CalendarTexts } from '../../src/runtime/calendar/texts.ts'
import type { DataOwner } from '../../src/runtime/data.ts'
import { readSettings, settingsGroup, type SettingSpecs } from '../../src/runtime/settings.ts'
import { wcpaSettingValidators as validators, type WcpaSettingsValues } from './schema.ts'

export type { WcpaSettingsValues }

export interface WcpaSettings extends WcpaSettingsValues {
  /** How option prices are written (the shop's currency settings). */
  readonly money: MoneyFormat
  /** The calendar's texts (ours, shared with system A's date fields). */
  readonly calendar: CalendarTexts
  /** How option prices follow their labels. */
  readonly optionPrices: OptionPriceFormat
}

/**
 * Where each setting comes from: our JSON settings block or the `wcpa_front` global the plugin
 * prints, then `woocommerce_params` for what WooCommerce owns, then the defaults below.
 */
export const wcpaSettingSpecs: SettingSpecs<WcpaSettingsValues> = {
  validation_messages: { keys: [['wcpa_front', 'validation_messages']], validate: validators.validation_messages, fallback: {} },
  date_format: { keys: [['wcpa_front', 'date_format']], validate: validators.date_format, fallback: '' },
  time_format: { keys: [['wcpa_front', 'time_format']], validate: validators.time_format, fallback: '' },
  ajax_add_to_cart: { keys: [['wcpa_front', 'ajax_add_to_cart']], validate: validators.ajax_add_to_cart, fallback: false },
  cart_redirect_after_add: {
    keys: [
      ['wcpa_front', 'cart_redirect_after_add'],
      ['woocommerce_params', 'cart_redirect_after_add'],
    ],
    validate: validators.cart_redirect_after_add,
    fallback: 'no',
  },
  cart_url: {
    keys: [
      ['wcpa_front', 'cart_url'],
      ['woocommerce_params', 'cart_url'],
    ],
    validate: validators.cart_url,
    fallback: '',
  },
  is_cart: {
    keys: [
      ['wcpa_front', 'is_cart'],
      ['woocommerce_params', 'is_cart'],
    ],
    validate: validators.is_cart,
    fallback: false,
  },
  i18n_view_cart: {
    keys: [
      ['wcpa_front', 'i18n_view_cart'],
      ['woocommerce_params', 'i18n_view_cart'],
    ],
    validate: validators.i18n_view_cart,
    fallback: 'View cart',
  },
  strings: { keys: [['wcpa_front', 'strings']], validate: validators.strings, fallback: {} },
  init_triggers: { keys: [['wcpa_front', 'init_triggers']], validate: validators.init_triggers, fallback: [] },
  wc_ajax_url: {
    keys: [
      ['woocommerce_params', 'wc_ajax_url'],
      ['wcpa_front', 'wc_ajax_url'],
    ],
    validate: validators.wc_ajax_url,
    fallback: '/?wc-ajax=%%endpoint%%',
  },
  // Ours: a failed in-page add to cart gets a message of its own; the shopper must learn it failed.
  i18n_add_to_cart_failed: {
    keys: [['shop_islands', 'i18n_wcpa_add_to_cart_failed']],
    validate: validators.i18n_add_to_cart_failed,
    fallback: 'Sorry, the product could not be added to your cart. Please try again.',
  },
  // Ours: a successful in-page add to cart is said in the form's live region, in the words of
  // WooCommerce's add-to-cart notice (`%s` is the product's name, between its quotes).
  i18n_added_to_cart: {
    keys: [['shop_islands', 'i18n_wcpa_added_to_cart']],
    validate: validators.i18n_added_to_cart,
    fallback: '“%s” has been added to your cart.',
  },
  // The price summary: its lines' order and whether it multiplies by the product quantity.
  summary_order: { keys: [['wcpa_front', 'summary_order']], validate: validators.summary_order, fallback: [...DEFAULT_SUMMARY_ORDER] },
  change_price_as_quantity: {
    keys: [['wcpa_front', 'change_price_as_quantity']],
    validate: validators.change_price_as_quantity,
    fallback: false,
  },
  // How option prices follow their labels: WCPA Pro's own setting when it prints one, else ours.
  options_price_format: { keys: [['wcpa_front', 'options_price_format']], validate: validators.options_price_format, fallback: '' },
  hide_option_price_zero: {
    keys: [['wcpa_front', 'hide_option_price_zero']],
    validate: validators.hide_option_price_zero,
    fallback: false,
  },
}

/**
 * WCPA Pro 5.2.2 prints the shop's currency under its own keys (`wc_currency_symbol`,
 * `wc_price_decimals`, `wc_decimal_sep`, `wc_thousand_sep`, `wc_price_format` as WooCommerce's
 * `%1$s%2$s`), not the `currency_format_*` keys of Product Add-Ons: they are read as those.
 */
export function wcpaMoneyParams(front: Record<string, unknown>): Record<string, unknown> {
  const mapped: Record<string, unknown> = {}
  if (front.wc_currency_symbol !== undefined) mapped.currency_format_symbol = front.wc_currency_symbol
  if (front.wc_price_decimals !== undefined) mapped.currency_format_num_decimals = front.wc_price_decimals
  if (front.wc_decimal_sep !== undefined) mapped.currency_format_decimal_sep = front.wc_decimal_sep
  if (front.wc_thousand_sep !== undefined) mapped.currency_format_thousand_sep = front.wc_thousand_sep
  const format = typeof front.wc_price_format === 'string' ? front.wc_price_format : undefined
  if (format?.includes('%1$s') && format.includes('%2$s')) mapped.currency_format = format.replace('%1$s', '%s').replace('%2$s', '%v')
  return { ...mapped, ...front }
}

export function readWcpaSettings(owner: DataOwner): WcpaSettings {
  const values = readSettings(owner, wcpaSettingSpecs)
  // Prices are written with the shop's currency settings: the plugin's own keys, or system A's.
  const money = readMoneyFormat({ ...settingsGroup('woocommerce_addons_params'), ...wcpaMoneyParams(settingsGroup('wcpa_front')) })
  return { ...values, money, calendar: calendarTexts(owner), optionPrices: optionPriceFormat(values) }
}

/**
 * WCPA Pro's option price format (`({price})`, its zero switch beside it) when it prints one; the
 * plugin's settings page refuses a format without `price`, so one without it is not the plugin's.
 * Without it, ours: `(+$2.00)`, nothing for 0.
 */
export function optionPriceFormat(values: Pick<WcpaSettingsValues, 'options_price_format' | 'hide_option_price_zero'>): OptionPriceFormat {
  const template = values.options_price_format
  return /price/i.test(template) ? { template, hideZero: values.hide_option_price_zero } : DEFAULT_OPTION_PRICE_FORMAT
}

/** What `src/core/options` reads of the settings. */
export function frontSettings(settings: WcpaSettings): FrontSettings {
  return {
    validation_messages: settings.validation_messages,
    ...(settings.date_format ? { date_format: settings.date_format } : {}),
    ...(settings.time_format ? { time_format: settings.time_format } : {}),
  }
}

export const FORM_ERROR_DEFAULT = DEFAULT_VALIDATION_MESSAGES.formError
/** The label of an 'other' option when `wcpa_front.strings.other` gives none. */
export const OTHER_LABEL_DEFAULT = 'Other'
