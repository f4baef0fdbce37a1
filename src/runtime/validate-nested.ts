/**
 * Validators for nested data, in the shape of ./validate.ts: lists, maps and loose objects, with the
 * path of the first problem as `a.b[2]`. A module of its own because only structured definitions
 * need them (the options form's `data-wcpa`): the pages whose settings and attributes are checked
 * with ./validate.ts alone do not download them.
 */
import { fail, pass, type Validation, type Validator } from './validate.ts'

/** `path` below `prefix`: `a` and `b` → `a.b`, `a` and `[2]` → `a[2]`, `a` and `(root)` → `a`. */
export function below(prefix: string, path: string): string {
  if (prefix === '' || prefix === '(root)') return path
  if (path === '(root)') return prefix
  return path.startsWith('[') ? `${prefix}${path}` : `${prefix}.${path}`
}

/** A failure of `result` moved under `prefix`; a success as it is. */
export function under<T>(result: Validation<T>, prefix: string): Validation<T> {
  return result.ok ? result : fail(result.reason, below(prefix, result.path))
}

/** A plain object (not an array, not null): what JSON's `{}` parses to. */
export function isObject(input: unknown): input is Record<string, unknown> {
  return typeof input === 'object' && input !== null && !Array.isArray(input)
}

/** Anything: a key read by code that checks it itself. */
export const anything: Validator<unknown> = (input) => pass(input)

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
