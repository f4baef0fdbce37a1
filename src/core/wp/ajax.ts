/**
 * WordPress's generic ajax helper (`wp.ajax` of wp-util.js, spec §7 "Generic ajax helper"), its
 * pure part: how it reads an answer of admin-ajax.php, and how jQuery encodes the data it posts.
 * Facts and sources: compat-notes "WordPress's wp.ajax".
 */

/** What `wp.ajax.send` does with an answer that arrived: resolve or reject, with this value. */
export type WpAjaxOutcome = { readonly ok: boolean; readonly value: unknown }

const isObject = (value: unknown): value is Record<string, unknown> =>
  (typeof value === 'object' && value !== null) || typeof value === 'function'

/**
 * `'1'` or `1` is `{ success: true }`; an object with `success` resolves (truthy) or rejects with
 * its `data`; anything else (`'0'`, `'-1'`, a page of HTML, an object without `success`) rejects
 * with the answer itself.
 */
export function readWpAjaxAnswer(answer: unknown): WpAjaxOutcome {
  const response = answer === '1' || answer === 1 ? { success: true } : answer
  if (isObject(response) && response.success !== undefined) return { ok: Boolean(response.success), value: response.data }
  return { ok: false, value: response }
}

/** `X-WP-Total` as wp-util reads it for `query-attachments`: its integer, 0 when absent. */
export function attachmentsTotal(header: string | null | undefined): number {
  const total = Number.parseInt(header ?? '', 10)
  return Number.isNaN(total) ? 0 : total
}

/**
 * The pairs jQuery.param (not traditional) posts for `data`: nested objects as `a[b]`, arrays as
 * `a[]` (or `a[0][b]` for an object inside one), functions called, null and undefined as ''.
 */
export function ajaxPairs(data: Record<string, unknown>): [string, string][] {
  const pairs: [string, string][] = []
  const add = (key: string, value: unknown): void => {
    if (Array.isArray(value)) {
      value.forEach((item, index) => add(`${key}[${typeof item === 'object' && item !== null ? index : ''}]`, item))
    } else if (Object.prototype.toString.call(value) === '[object Object]') {
      for (const [name, item] of Object.entries(value as object)) add(`${key}[${name}]`, item)
    } else {
      const resolved = typeof value === 'function' ? (value as () => unknown)() : value
      pairs.push([key, resolved === null || resolved === undefined ? '' : String(resolved)])
    }
  }
  for (const [key, value] of Object.entries(data)) add(key, value)
  return pairs
}
