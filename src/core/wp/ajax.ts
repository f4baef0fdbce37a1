/**
 * WordPress's generic ajax helper (`wp.ajax` of wp-util.js, WordPress 6.9), its pure part: how it
 * reads an answer of admin-ajax.php (as src/js/_enqueues/wp/util.js in wordpress-develop does), and
 * how jQuery encodes the data it posts.
 */

/** What `wp.ajax.send` does with an answer that arrived: resolve or reject, with this value. */
export type WpAjaxOutcome = { readonly ok: boolean; readonly value: unknown }

/** Underscore's `_.isObject`: objects, arrays and functions. */
export const isObject = (value: unknown): value is Record<string, unknown> =>
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

/** The options object of `wp.ajax.send` (those of jQuery.ajax; the shim reads the ones listed). */
export interface WpAjaxSendOptions {
  data?: unknown
  url?: unknown
  type?: unknown
  method?: unknown
  context?: unknown
  timeout?: unknown
  headers?: unknown
  success?: unknown
  error?: unknown
  [option: string]: unknown
}

/** `_.extend(target || {}, { action })`: an object gets `action` (it is changed, as in wp-util); anything else is returned as it is. */
function withAction(target: unknown, action: unknown): unknown {
  const data = target || {}
  if (isObject(data)) data.action = action
  return data
}

/** `wp.ajax.post(action, data)`: what it hands to `send` (the object `action`, else `data` with `action`). */
export function postArguments(action: unknown, data: unknown): WpAjaxSendOptions {
  return { data: isObject(action) ? action : withAction(data, action) }
}

/**
 * `wp.ajax.send(action, options)` before its defaults: an object `action` is the options; else
 * `options.data` gets `action` (the caller's objects are changed, as in wp-util).
 */
export function sendArguments(action: unknown, options: unknown): WpAjaxSendOptions {
  if (isObject(action)) return action
  const chosen: WpAjaxSendOptions = isObject(options) ? options : {}
  chosen.data = withAction(chosen.data, action)
  return chosen
}

/**
 * Whether wp-util sets `totalAttachments` on the context: only when the first argument of `send`
 * is an options object whose `data.action` is `query-attachments` (so `post` does, and
 * `send('query-attachments', …)` does not).
 */
export function queriesAttachments(firstArgument: unknown): boolean {
  return isObject(firstArgument) && isObject(firstArgument.data) && firstArgument.data.action === 'query-attachments'
}

/** How a request failed without an answer to read (src/runtime/http's kinds, less `refused`). */
export type TransportFailure = 'network' | 'status' | 'json' | 'timeout' | 'aborted'

/**
 * jQuery.ajax's `(textStatus, errorThrown)` for a failure, which wp.ajax rejects with after the
 * jqXHR: an HTTP error is `('error', statusText)`, a network error `('error', '')`, an answer that
 * does not parse `('parsererror', the SyntaxError)`, a timeout `('timeout', 'timeout')`, an abort
 * `('canceled', 'canceled')` (jqXHR.abort() without a text).
 */
export function failureArguments(kind: TransportFailure, statusText: string, parseError: unknown): [string, unknown] {
  switch (kind) {
    case 'status':
      return ['error', statusText]
    case 'json':
      return ['parsererror', parseError]
    case 'timeout':
      return ['timeout', 'timeout']
    case 'aborted':
      return ['canceled', 'canceled']
    default:
      return ['error', '']
  }
}
