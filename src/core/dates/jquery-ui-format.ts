import { DATE_TOKENS } from './format.ts'

/**
 * `woocommerce_addons_params.datepicker_date_format` is written in jQuery UI's datepicker tokens
 * (WordPress turns the site's date format into them: 'MM d, yy' by default); flatpickr and
 * src/core/dates read flatpickr's. This translates one into the other, token by token:
 *
 * | jQuery UI | flatpickr | meaning |
 * |---|---|---|
 * | d / dd | j / d | day, no padding / 2 digits |
 * | D / DD | D / l | short / long weekday name |
 * | m / mm | n / m | month, no padding / 2 digits |
 * | M / MM | M / F | short / long month name |
 * | y / yy | y / Y | 2-digit / 4-digit year |
 * | '…' | \… | literal text ('' is a quote) |
 *
 * Tokens flatpickr cannot show (day of year `o`/`oo`, timestamps `@` and `!`) make the
 * format unusable: `undefined`, and the caller falls back to the default, 'MM d, yy'.
 */
export const DEFAULT_JQUERY_UI_DATE_FORMAT = 'MM d, yy'

const PAIRS: Readonly<Record<string, readonly [single: string, double: string]>> = {
  d: ['j', 'd'],
  D: ['D', 'l'],
  m: ['n', 'm'],
  M: ['M', 'F'],
  y: ['y', 'Y'],
}

function literal(char: string): string {
  // flatpickr reads a backslash as "the next character is literal".
  return DATE_TOKENS.includes(char) || char === '\\' ? `\\${char}` : char
}

export function jqueryUiToFlatpickr(format: string): string | undefined {
  let out = ''
  let tokens = 0
  for (let i = 0; i < format.length; i++) {
    const char = format.charAt(i)
    if (char === "'") {
      if (format.charAt(i + 1) === "'") {
        out += "'"
        i++
        continue
      }
      // Quoted text up to the closing quote, '' inside it standing for a quote.
      for (i++; i < format.length; i++) {
        const quoted = format.charAt(i)
        if (quoted !== "'") out += literal(quoted)
        else if (format.charAt(i + 1) === "'") {
          out += "'"
          i++
        } else break
      }
      continue
    }
    if (char === 'o' || char === '@' || char === '!') return undefined
    const pair = Object.hasOwn(PAIRS, char) ? PAIRS[char] : undefined
    if (pair) {
      const double = format.charAt(i + 1) === char
      out += double ? pair[1] : pair[0]
      if (double) i++
      tokens++
      continue
    }
    out += literal(char)
  }
  return tokens > 0 ? out : undefined
}

/**
 * jQuery UI's calendar years, `c-100:c+10` (100 back to 10 ahead): the range system A's calendar
 * offers, and the one the options form's calendar offers too.
 */
export const YEARS_BACK = 100
export const YEARS_AHEAD = 10

export function yearRange(currentYear: number): { readonly first: number; readonly last: number } {
  return { first: currentYear - YEARS_BACK, last: currentYear + YEARS_AHEAD }
}
