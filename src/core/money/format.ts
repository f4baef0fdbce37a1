/**
 * Money as the add-on totals show it, from the shop's settings
 * (`woocommerce_addons_params.currency_format_*`, read by `settings.ts`).
 *
 * The script we replace used accounting.js. We keep what a shopper sees and drop its accidents:
 * - rounding is half away from zero on the decimal value (1.005 → 1.01), as WooCommerce's PHP
 *   `number_format` does, not on the binary float;
 * - a negative amount gets one leading minus before the whole string (`-$5.00`), as the
 *   totals show a negative cost (accounting.js printed `$-5.00`);
 * - a value that rounds to zero has no minus (`$0.00`, never `-$0.00`);
 * - NaN and ±Infinity print as zero (accounting.js printed `$NaN`);
 * - `trim_trailing_zeros` trims the zeros of the rounded value (4.50 → 4.5, 4.00 → 4): the
 *   original counted the digits of the raw float, so 0.1 + 0.2 printed 17 decimals.
 */

export interface MoneyFormat {
  /** Text, already decoded (`&#36;` → `$`). */
  readonly symbol: string
  /** `%s` is the symbol, `%v` the value: `%s%v`, `%v%s`, `%s\u00a0%v`, `%v\u00a0%s`. */
  readonly currencyFormat: string
  /** Whole number of decimals, 0–20. */
  readonly decimals: number
  readonly decimalSeparator: string
  /** '' means no grouping. */
  readonly thousandSeparator: string
  readonly trimTrailingZeros: boolean
}

/** The default: '$' before the value, 2 decimals, '.', ',', trailing zeros kept. */
export const DEFAULT_MONEY_FORMAT: Readonly<MoneyFormat> = /* @__PURE__ */ Object.freeze({
  symbol: '$',
  currencyFormat: '%s%v',
  decimals: 2,
  decimalSeparator: '.',
  thousandSeparator: ',',
  trimTrailingZeros: false,
})

export const MAX_DECIMALS = 20

function safeDecimals(decimals: number): number {
  if (!Number.isInteger(decimals) || decimals < 0) return DEFAULT_MONEY_FORMAT.decimals
  return Math.min(decimals, MAX_DECIMALS)
}

/**
 * The digits of |amount| rounded half away from zero to `decimals` places: `[whole, fraction]`.
 * The shift goes through the decimal text (`1.005e2` is exactly 100.5), so the rounding follows
 * the digits the shop typed, not the float nearest to them.
 */
export function roundedDigits(amount: number, decimals: number): [whole: string, fraction: string] {
  const places = safeDecimals(decimals)
  const absolute = Number.isFinite(amount) ? Math.abs(amount) : 0
  const [mantissa = '0', exponent = '0'] = String(absolute).split('e')
  const shifted = Math.round(Number(`${mantissa}e${Number(exponent) + places}`))
  if (!Number.isSafeInteger(shifted)) {
    // Beyond 2^53 units there are no cents left to round; toFixed gives the digits it has.
    const [whole = '0', fraction = ''] = absolute.toFixed(places).split('.')
    return [whole, fraction]
  }
  const digits = String(shifted).padStart(places + 1, '0')
  return [digits.slice(0, digits.length - places), digits.slice(digits.length - places)]
}

/** '1234567' → '1,234,567' with the given separator ('' leaves the digits alone). */
export function groupThousands(whole: string, separator: string): string {
  if (separator === '' || whole.length <= 3) return whole
  const head = whole.length % 3
  const groups = head > 0 ? [whole.slice(0, head)] : []
  for (let index = head; index < whole.length; index += 3) groups.push(whole.slice(index, index + 3))
  return groups.join(separator)
}

/** The number part of a price, without symbol or sign: `1,234.50`. */
export function formatNumberPart(amount: number, format: MoneyFormat): string {
  const [whole, rawFraction] = roundedDigits(amount, format.decimals)
  const fraction = format.trimTrailingZeros ? rawFraction.replace(/0+$/, '') : rawFraction
  const grouped = groupThousands(whole, format.thousandSeparator)
  return fraction === '' ? grouped : `${grouped}${format.decimalSeparator}${fraction}`
}

/** True when the amount, rounded to the shop's decimals, is below zero (no `-$0.00`). */
export function isNegativeAmount(amount: number, decimals: number): boolean {
  if (!Number.isFinite(amount) || amount >= 0) return false
  const [whole, fraction] = roundedDigits(amount, decimals)
  return /[1-9]/.test(whole + fraction)
}

/**
 * `formatMoney(1234.5, DEFAULT_MONEY_FORMAT)` → `$1,234.50`; `-5` → `-$5.00`. The symbol and value
 * are put in one pass, so a symbol that happens to contain `%v` stays as written.
 */
export function formatMoney(amount: number, format: MoneyFormat = DEFAULT_MONEY_FORMAT): string {
  const value = formatNumberPart(amount, format)
  const pattern = format.currencyFormat.includes('%v') ? format.currencyFormat : DEFAULT_MONEY_FORMAT.currencyFormat
  const body = pattern.replace(/%[sv]/g, (slot) => (slot === '%s' ? format.symbol : value))
  return isNegativeAmount(amount, format.decimals) ? `-${body}` : body
}
