import { logError } from './log.ts'
import type { Validator } from './validate.ts'

/**
 * The data contract of every element: bad input is one console.error naming
 * the element, the attribute and the failing path, plus `data-island-error` on the element; never
 * an exception, and the caller leaves the server markup as it is.
 */

export type Parsed<T> = { ok: true; value: T } | { ok: false }

/** Who is reading: the element's tag (for the message) and its host (for `data-island-error`). */
export interface DataOwner {
  readonly tag: string
  readonly host: Element
}

export function reportDataError(owner: DataOwner, source: string, path: string, reason: string): void {
  logError(`<${owner.tag}> ${source} is invalid at ${path}: ${reason}. The server markup is kept.`)
  owner.host.setAttribute('data-island-error', source)
}

/** Validates an already-read value (a settings object, a property set from script). */
export function parseValue<T>(owner: DataOwner, source: string, validate: Validator<T>, value: unknown): Parsed<T> {
  const result = validate(value)
  if (result.ok) return result
  reportDataError(owner, source, result.path, result.reason)
  return { ok: false }
}

/** Reads a text attribute of `element` (`undefined` when absent) and validates it. */
export function parseAttribute<T>(owner: DataOwner, element: Element, attribute: string, validate: Validator<T>): Parsed<T> {
  return parseValue(owner, `attribute "${attribute}"`, validate, element.getAttribute(attribute) ?? undefined)
}

/**
 * HTML boolean attributes mean presence: `<x open>`, `open=""` and even `open="false"` are true,
 * absence is false. A boolean assigned from script stays what it is.
 */
export function booleanFromRaw(raw: unknown): boolean {
  return typeof raw === 'boolean' ? raw : raw !== null && raw !== undefined
}
