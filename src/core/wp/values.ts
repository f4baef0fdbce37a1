/**
 * One reader of the scalar values WordPress prints. `wp_localize_script` turns every top-level
 * scalar into a string (`"1"` / `""` for true / false, `"2"` for 2); nested values, our JSON settings
 * block and plugin options keep their types, and plugins' own options use `"yes"` / `"no"` and
 * `"on"` / `"off"`. Every reader returns `undefined` for a value it cannot read (missing, or a word
 * that is not a flag), so each caller decides its fallback: the validator layer reports it
 * (src/runtime/validate.ts) and fails its path, the money and options rules use their
 * defaults.
 */

/** `true`, `1`, `"1"`, `"yes"`, `"true"`, `"on"` / `false`, `0`, `null`, `""`, `"0"`, `"no"`, `"false"`, `"off"`. */
export function readWpFlag(value: unknown): boolean | undefined {
  const word = typeof value === 'string' ? value.trim().toLowerCase() : value
  if (typeof word === 'boolean') return word
  if (['1', 'yes', 'true', 'on'].includes(word as string)) return true
  if (['', '0', 'no', 'false', 'off', null].includes(word as string)) return false
  // Any other number: 0 is false, NaN no flag (NaN !== NaN).
  return typeof word === 'number' && word === word ? word !== 0 : undefined
}

/** Text: a string as it is, a finite number as its decimal text. */
export function readWpText(value: unknown): string | undefined {
  if (typeof value === 'string') return value
  if (typeof value === 'number' && Number.isFinite(value)) return String(value)
  return undefined
}

/** A finite number: `5.5` or `"5.5"` (surrounding spaces allowed); `""`, `"abc"`, `NaN` are not. */
export function readWpNumber(value: unknown): number | undefined {
  const number = typeof value === 'number' ? value : typeof value === 'string' && value.trim() ? Number(value) : NaN
  return Number.isFinite(number) ? number : undefined
}
