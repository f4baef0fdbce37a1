/**
 * Small validators with the shape every data and settings check of the runtime takes:
 * `(input) => { ok, value } | { ok: false, path, reason }`, with the path of the first problem as
 * `a.b[2]` (`(root)` for the value itself). Site chrome, the always-on behaviours and the options
 * form's settings are checked with these, nested data (the options form's definition) with the
 * lists, maps and loose objects of ./validate-nested.ts as well (a schema library was 7 KB of the
 * options form's chunk, for checks these files write in a few lines); the variation and add-on
 * data have parsers of their own in src/core. All feed the same error contract (./data.ts).
 */
import { readWpText } from '../core/wp/values.ts'

export type Validation<T> = { ok: true; value: T } | { ok: false; path: string; reason: string }
export type Validator<T> = (input: unknown) => Validation<T>

export const pass = <T>(value: T): Validation<T> => ({ ok: true, value })
export const fail = (reason: string, path = '(root)'): { ok: false; path: string; reason: string } => ({
  ok: false,
  path,
  reason,
})

/** A string, optionally matching `pattern` (`reason` says what was expected). */
export function text(pattern?: RegExp, reason = 'expected text'): Validator<string> {
  return (input) => (typeof input === 'string' && (!pattern || pattern.test(input)) ? pass(input) : fail(reason))
}

/** `undefined` (an absent attribute or key) becomes `fallback`; anything else goes to `validator`. */
export function optional<T>(validator: Validator<T>, fallback: T): Validator<T> {
  return (input) => (input === undefined ? pass(fallback) : validator(input))
}

/** An object whose keys are checked one by one; the failing key is named in the path. */
export function fields<T>(shape: { [K in keyof T]: Validator<T[K]> }): Validator<T> {
  return (input) => {
    const source = (typeof input === 'object' && input !== null ? input : {}) as Record<string, unknown>
    const value = {} as T
    for (const key of Object.keys(shape) as (keyof T & string)[]) {
      const result = shape[key](source[key])
      if (!result.ok) return fail(result.reason, result.path === '(root)' ? key : `${key}.${result.path}`)
      value[key] = result.value
    }
    return pass(value)
  }
}

/**
 * WordPress prints plugin settings through wp_localize_script, which turns every top-level scalar
 * into a string ("1" / "" for booleans); nested values keep their types. A validator over one of the
 * readers of src/core/wp/values.ts (`readWpFlag`, `readWpNumber`, `readWpText`) accepts both; what
 * the reader cannot read (a flag word such as "maybe", a number such as "12px") fails with `reason`,
 * so the data contract reports it and the default is used. (No flag or number setting of the chrome
 * needs one yet: the always-on attribution reads its own within its 6 KB budget.)
 */
export function wpReader<T>(read: (input: unknown) => T | undefined, reason: string): Validator<T> {
  return (input) => {
    const value = read(input)
    return value === undefined ? fail(reason) : pass(value)
  }
}

export const wpString: Validator<string> = /* @__PURE__ */ wpReader(readWpText, 'expected text')
