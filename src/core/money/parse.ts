/**
 * Reading an amount the shopper typed (the custom price add-on): an optional minus,
 * ASCII digits, at most one decimal separator — the shop's, from `currency_format_decimal_sep` —
 * followed by digits. No thousand separators, no spaces, no exponent: what the message
 * "Please enter a price with one monetary decimal point (.) without thousand separators." asks for.
 */

function escapeForPattern(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\/-]/g, '\\$&')
}

const patterns = new Map<string, RegExp>()

/** The pattern of a typed price for a decimal separator ('' counts as '.', as WooCommerce does). */
export function localDecimalPattern(decimalSeparator: string): RegExp {
  const separator = decimalSeparator === '' ? '.' : decimalSeparator
  let pattern = patterns.get(separator)
  if (!pattern) {
    pattern = new RegExp(`^-?[0-9]+(?:${escapeForPattern(separator)}[0-9]+)?$`)
    patterns.set(separator, pattern)
  }
  return pattern
}

/** True for `12`, `-3`, `12.50` (with '.'), `12,50` (with ','); false for `1,000.50`, `.5`, `5.`, ``. */
export function isLocalDecimal(text: string, decimalSeparator: string): boolean {
  return localDecimalPattern(decimalSeparator).test(text)
}

/** The number a typed price stands for, or `undefined` when it is not written the shop's way. */
export function parseLocalDecimal(text: string, decimalSeparator: string): number | undefined {
  if (!isLocalDecimal(text, decimalSeparator)) return undefined
  const separator = decimalSeparator === '' ? '.' : decimalSeparator
  const value = Number(text.replace(separator, '.'))
  return Number.isFinite(value) ? value : undefined
}

/**
 * A bound or amount written with '.' (as settings and restrictions carry it), shown with the shop's
 * decimal separator and as many decimals as it has, none for a whole number: `2.5` → `2,5`,
 * `10.50` → `10,50`, `10.00` → `10`. No thousand separator: the shopper is asked to type without
 * one, so the message must not show one either (the original used accounting.js's default ',',
 * which with a decimal comma turned 1500 into `1,500`, i.e. one and a half).
 */
export function formatPlainDecimal(written: string | number, decimalSeparator: string): string {
  const text = typeof written === 'number' ? String(written) : written.trim()
  const value = Number(text)
  if (text === '' || !Number.isFinite(value)) return String(written)
  if (Number.isInteger(value)) return String(value)
  const canonical = /e/i.test(text) ? String(value) : text
  const [whole = '0', fraction = ''] = canonical.replace(/^\+/, '').split('.')
  const separator = decimalSeparator === '' ? '.' : decimalSeparator
  return fraction === '' ? whole : `${whole}${separator}${fraction}`
}
