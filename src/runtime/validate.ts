/**
 * Small validators with the shape every data and settings check of the runtime takes:
 * `(input) => { ok, value } | { ok: false, path, reason }`, with the path of the first problem as
 * `a.b[2]` (`(root)` for the value itself). Site chrome, the always-on behaviours and the options
 * form's definition and settings are checked with these (a schema library was 7 KB of the options
 * form's chunk, for checks this file writes in a few lines); the variation and add-on data have
 * parsers of their own in src/core. All feed the same error contract (./data.ts).
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

/** `path` below `prefix`: `a` and `b` → `a.b`, `a` and `[2]` → `a[2]`, `a` and `(root)` → `a`. */
export function below(prefix: string, path: string): string {
  if (prefix === '' || prefix === '(root)') return path
  if (path === '(root)') return prefix
  return path.startsWith('[') ? `${prefix}${path}` : `${prefix}.${path}`
}

/** A failure of `result` moved under `prefix`; a success as it is. */
function under<T>(result: Validation<T>, prefix: string): Validation<T> {
  return result.ok ? result : fail(result.reason, below(prefix, result.path))
}

/** A plain object (not an array, not null): what JSON's `{}` parses to. */
export function isObject(input: unknown): input is Record<string, unknown> {
  return typeof input === 'object' && input !== null && !Array.isArray(input)
}

/** Anything: a key read by code that checks it itself. */
export const anything: Validator<unknown> = (input) => pass(input)

/** A string, optionally matching `pattern` (`reason` says what was expected). */
export function text(pattern?: RegExp, reason = 'expected text'): Validator<string> {
  return (input) =>
    typeof input === 'string' && (!pattern || pattern.test(input)) ? pass(input) : fail(reason)
}

/** `undefined` (an absent attribute or key) becomes `fallback`; anything else goes to `validator`. */
export function optional<T>(validator: Validator<T>, fallback: T): Validator<T> {
  return (input) => (input === undefined ? pass(fallback) : validator(input))
}

/** A list whose items are each checked; the failing item is named by its index (`[2]`). */
export function list<T>(item: Validator<T>): Validator<T[]> {
  return (input) => {
    if (!Array.isArray(input)) return fail('expected a list')
    const value: T[] = []
    for (let index = 0; index < input.length; index++) {
      const result = item(input[index])
      if (!result.ok) return under(result, `[${index}]`)
      value.push(result.value)
    }
    return pass(value)
  }
}

/** An object used as a map: every value checked, keys kept in their order, the failing key named. */
export function record<T>(value: Validator<T>): Validator<Record<string, T>> {
  return (input) => {
    if (!isObject(input)) return fail('expected an object')
    const out: Record<string, T> = {}
    for (const [key, item] of Object.entries(input)) {
      const result = value(item)
      if (!result.ok) return under(result, key)
      out[key] = result.value
    }
    return pass(out)
  }
}

/**
 * An object whose listed keys are checked in order and whose other keys are kept as they are (a
 * plugin's later versions print more than we read). A listed key whose value reads as `undefined`
 * (absent, or one of WordPress's "none" values) is left out.
 */
export function looseFields<T extends object>(shape: { [K in keyof T]: Validator<T[K]> }): Validator<T & Record<string, unknown>> {
  return (input) => {
    if (!isObject(input)) return fail('expected an object')
    const out: Record<string, unknown> = { ...input }
    for (const key of Object.keys(shape) as (keyof T & string)[]) {
      const result = shape[key](input[key])
      if (!result.ok) return under(result, key)
      if (result.value === undefined) delete out[key]
      else out[key] = result.value
    }
    return pass(out as T & Record<string, unknown>)
  }
}

/** An object whose keys are checked one by one; the failing key is named in the path. */
export function fields<T>(shape: { [K in keyof T]: Validator<T[K]> }): Validator<T> {
  return (input) => {
    const source = (typeof input === 'object' && input !== null ? input : {}) as Record<string, unknown>
    const value = {} as T
    for (const key of Object.keys(shape) as (keyof T & string)[]) {
      const result = shape[key](source[key])
      if (!result.ok) return under(result, key)
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
