import { type DataOwner, type Parsed, parseValue, reportDataError } from './data.ts'
import type { Validator } from './validate.ts'

/*
 * The one reader of JSON data attributes, under the data contract of ./data.ts. Its own module, not
 * in data.ts: data.ts rides in the always-on chunk, whose bytes are budgeted, and only islands with
 * JSON data (the variation form's `data-product_variations`) read it.
 */

/** Reads a JSON attribute of `element` (absent parses as `undefined`) and validates it. */
export function parseJsonAttribute<T>(owner: DataOwner, element: Element, attribute: string, validate: Validator<T>): Parsed<T> {
  const text = element.getAttribute(attribute)
  let value: unknown
  if (text !== null) {
    try {
      value = JSON.parse(text)
    } catch (error) {
      reportDataError(owner, `attribute "${attribute}"`, '(json)', (error as Error).message)
      return { ok: false }
    }
  }
  return parseValue(owner, `attribute "${attribute}"`, validate, value)
}
