/**
 * One reader of the scalar values WordPress prints. `wp_localize_script` turns every top-level
 * scalar into a string (`"1"` / `""` for true / false, `"2"` for 2); nested values, our JSON settings
 * block and plugin options keep their types, and plugins' own options use `"yes"` / `"no"` and
 * `"on"` / `"off"`. Every reader returns `undefined` for a value it cannot read (missing, or a word
 * that is not a flag), so each caller decides its fallback: the validator layer reports it
 * (src/runtime/validate.ts), the zod layer fails its path, the money and options rules use the
 * spec's default.
 */

const TRUE_WORDS = new Set(['1', 'yes', 'true', 'on'])
const FALSE_WORDS = new Set(['', '0', 'no', 'false', 'off'])

/** `true`, `1`, `"1"`, `"yes"`, `"true"`, `"on"` / `false`, `0`, `null`, `""`, `"0"`, `"no"`, `"false"`, `"off"`. */
export function readWpFlag(value: unknown): boolean | undefined {
  if (typeof value === 'boolean') return value
  if (typeof value === 'number') return Number.isNaN(value) ? undefined : value !== 0
  if (value === null) return false
  if (typeof value === 'string') {
    const word = value.trim().toLowerCase()
    if (TRUE_WORDS.has(word)) return true
    if (FALSE_WORDS.has(word)) return false
  }
  return undefined
}

/** Text: a string as it is, a finite number as its decimal text. */
export function readWpText(value: unknown): string | undefined {
  if (typeof value === 'string') return value
  if (typeof value === 'number' && Number.isFinite(value)) return String(value)
  return undefined
}

/** A finite number: `5.5` or `"5.5"` (surrounding spaces allowed); `""`, `"abc"`, `NaN` are not. */
export function readWpNumber(value: unknown): number | undefined {
  let number = Number.NaN
  if (typeof value === 'number') number = value
  else if (typeof value === 'string' && value.trim() !== '') number = Number(value)
  return Number.isFinite(number) ? number : undefined
}
