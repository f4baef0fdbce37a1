/**
 * Reading the shop's money settings from `woocommerce_addons_params`, as Product Add-Ons prints it
 * today. `wp_localize_script` prints every top-level value as a string —
 * `"2"` for 2, `"1"` / `""` for true / false — while our JSON settings block may carry typed values:
 * both are accepted. A value that cannot be read falls back to its default, so a wrong
 * setting costs a detail, never the form.
 */
import { decodeEntities } from '../text/entities.ts'
import { readWpFlag, readWpNumber, readWpText } from '../wp/values.ts'
import { DEFAULT_MONEY_FORMAT, MAX_DECIMALS, type MoneyFormat } from './format.ts'
import { DEFAULT_QUANTITY_SYMBOL, DEFAULT_TRIM_USER_INPUT_CHARACTERS } from './summary.ts'

export type SettingsParams = Readonly<Record<string, unknown>>

function own(params: SettingsParams, key: string): unknown {
  return Object.hasOwn(params, key) ? params[key] : undefined
}

/** A text setting, HTML entities decoded (WordPress escapes these with `esc_attr`). */
export function readText(params: SettingsParams, key: string, fallback: string): string {
  const value = readWpText(own(params, key))
  return value === undefined ? fallback : decodeEntities(value)
}

/** A boolean setting, as src/core/wp/values.ts reads flags (`"1"`, `"yes"`, `"on"`, ... / `""`, `"no"`, `"off"`, ...). */
export function readFlag(params: SettingsParams, key: string, fallback: boolean): boolean {
  return readWpFlag(own(params, key)) ?? fallback
}

/** A number setting (`"5.5"` or 5.5); anything that is not a finite number gives the fallback. */
export function readNumber(params: SettingsParams, key: string, fallback: number): number {
  return readWpNumber(own(params, key)) ?? fallback
}

/** A whole number in [min, max]; anything else gives the fallback. */
export function readWholeNumber(params: SettingsParams, key: string, fallback: number, min: number, max: number): number {
  const number = readNumber(params, key, NaN)
  return Number.isInteger(number) && number >= min && number <= max ? number : fallback
}

/**
 * The typed money format from `currency_format_symbol`, `currency_format`,
 * `currency_format_num_decimals`, `currency_format_decimal_sep`, `currency_format_thousand_sep` and
 * `trim_trailing_zeros`. An empty decimal separator means '.', as WooCommerce's
 * `wc_get_price_decimal_separator()` has it; an empty thousand separator means no grouping. A
 * currency format without `%v` is not one: the default is used.
 */
export function readMoneyFormat(params: SettingsParams): MoneyFormat {
  const currencyFormat = readText(params, 'currency_format', DEFAULT_MONEY_FORMAT.currencyFormat)
  const decimalSeparator = readText(params, 'currency_format_decimal_sep', DEFAULT_MONEY_FORMAT.decimalSeparator)
  return {
    symbol: readText(params, 'currency_format_symbol', DEFAULT_MONEY_FORMAT.symbol),
    currencyFormat: currencyFormat.includes('%v') ? currencyFormat : DEFAULT_MONEY_FORMAT.currencyFormat,
    decimals: readWholeNumber(params, 'currency_format_num_decimals', DEFAULT_MONEY_FORMAT.decimals, 0, MAX_DECIMALS),
    decimalSeparator: decimalSeparator === '' ? '.' : decimalSeparator,
    thousandSeparator: readText(params, 'currency_format_thousand_sep', DEFAULT_MONEY_FORMAT.thousandSeparator),
    trimTrailingZeros: readFlag(params, 'trim_trailing_zeros', DEFAULT_MONEY_FORMAT.trimTrailingZeros),
  }
}

/** The summary's text settings: `quantity_symbol` and `trim_user_input_characters`. */
export interface SummaryFormat {
  readonly quantitySymbol: string
  readonly trimUserInputCharacters: number
}

export const DEFAULT_SUMMARY_FORMAT: Readonly<SummaryFormat> = /* @__PURE__ */ Object.freeze({
  quantitySymbol: DEFAULT_QUANTITY_SYMBOL,
  trimUserInputCharacters: DEFAULT_TRIM_USER_INPUT_CHARACTERS,
})

export function readSummaryFormat(params: SettingsParams): SummaryFormat {
  return {
    quantitySymbol: readText(params, 'quantity_symbol', DEFAULT_QUANTITY_SYMBOL),
    trimUserInputCharacters: readWholeNumber(
      params,
      'trim_user_input_characters',
      DEFAULT_TRIM_USER_INPUT_CHARACTERS,
      0,
      Number.MAX_SAFE_INTEGER,
    ),
  }
}
