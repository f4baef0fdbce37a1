import {
  attachmentsTotal,
  failureArguments,
  isObject,
  postArguments,
  queriesAttachments,
  sendArguments,
  type WpAjaxSendOptions,
} from '../../src/core/wp/ajax.ts'
import { ADMIN_AJAX_URL, HttpError, wpAjax } from '../../src/runtime/http.ts'
import { logError } from '../../src/runtime/log.ts'
import { Deferred, type JqPromise } from './deferred.ts'

/**
 * WordPress's `wp.ajax.post` / `wp.ajax.send` (wp-util.js) without jQuery, on src/runtime/http's
 * wpAjax: loaded by the stub (./index.ts) on the first call. It follows wp-util.js of WordPress 6.9
 * (src/js/_enqueues/wp/util.js in wordpress-develop).
 */

/** The `wp.ajax` object the stub installs. */
export interface WpAjaxObject {
  settings: { url?: unknown; [setting: string]: unknown }
  post(...args: unknown[]): unknown
  send(...args: unknown[]): unknown
  totalAttachments?: number
}

/** What `post` and `send` return: jQuery's promise with `abort()`. */
export interface WpAjaxPromise extends JqPromise {
  abort(): this
}

/** jQuery's jqXHR as far as wp.ajax's failure callbacks read it (its first argument). */
export class JqXhr {
  readyState = 0
  status = 0
  statusText = ''
  responseText: string | undefined
  responseJSON: unknown
  #headers: Headers | undefined
  readonly #abort: (statusText?: string) => void

  constructor(abort: (statusText?: string) => void) {
    this.#abort = abort
  }

  /** The answer arrived (any status). */
  answered(response: Response, text: string): void {
    this.readyState = 4
    this.status = response.status
    this.statusText = response.statusText
    this.responseText = text
    this.#headers = response.headers
    if (/json/i.test(response.headers.get('content-type') ?? '')) {
      try {
        this.responseJSON = JSON.parse(text)
      } catch {
        // jQuery leaves responseJSON unset when the JSON does not parse.
      }
    }
  }

  getResponseHeader(name: string): string | null {
    return this.#headers?.get(name) ?? null
  }

  getAllResponseHeaders(): string {
    return this.#headers ? [...this.#headers].map(([name, value]) => `${name}: ${value}\r\n`).join('') : ''
  }

  abort(statusText?: string): this {
    this.#abort(statusText)
    return this
  }
}

let reportedUrl = false

/** `wp.ajax.settings.url`, read at each call as wp-util does; anything but a non-empty string is the default, said once. */
function settingsUrl(ajax: WpAjaxObject): string {
  const url = isObject(ajax.settings) ? ajax.settings.url : undefined
  if (typeof url === 'string' && url !== '') return url
  if (!reportedUrl) {
    reportedUrl = true
    logError(`wp.ajax.settings.url is not an address (${typeof url}); wp.ajax posts to ${ADMIN_AJAX_URL}.`)
  }
  return ADMIN_AJAX_URL
}

function headersOf(value: unknown): Record<string, string> | undefined {
  if (!isObject(value)) return undefined
  return Object.fromEntries(Object.entries(value).map(([name, header]) => [name, String(header)]))
}

/**
 * `wp.ajax.send(action, options)`. Reads of jQuery.ajax's options: `data` (an object, encoded as
 * jQuery.param does, or a string), `url`, `type`/`method` (GET, else POST), `context` (default:
 * `wp.ajax`), `timeout` (ms; default src/runtime/http's), `headers`, `success`, `error`.
 */
export function send(ajax: WpAjaxObject, ...[action, rawOptions]: unknown[]): WpAjaxPromise {
  const options: WpAjaxSendOptions = sendArguments(action, rawOptions)
  const context = options.context === undefined ? ajax : options.context
  const deferred = new Deferred()
  // Transfer the success / error callbacks onto the deferred, as wp-util does (and deletes them).
  deferred.promise.done(options.success).fail(options.error)
  delete options.success
  delete options.error

  const controller = new AbortController()
  const abort = (statusText = 'canceled') => {
    if (deferred.state === 'pending') {
      jqXHR.readyState = 0
      jqXHR.status = 0
      jqXHR.statusText = statusText
      deferred.rejectWith(context, [jqXHR, statusText, statusText])
    }
    controller.abort()
  }
  const jqXHR = new JqXhr(abort)
  const method = String(options.method ?? options.type ?? 'POST').toUpperCase() === 'GET' ? 'GET' : 'POST'
  const timeout = Number(options.timeout)
  const data = isObject(options.data) ? options.data : typeof options.data === 'string' ? options.data : {}

  wpAjax(undefined, data, {
    url: typeof options.url === 'string' && options.url !== '' ? options.url : settingsUrl(ajax),
    method,
    headers: headersOf(options.headers),
    ...(timeout > 0 ? { timeoutMs: timeout } : {}),
    signal: controller.signal,
    onAnswer: (response, text) => jqXHR.answered(response, text),
  }).then(
    ({ data: value }) => {
      if (queriesAttachments(action)) {
        // After the callbacks attached so far, as wp-util's own `done` is.
        deferred.promise.done(() => {
          if (isObject(context)) context.totalAttachments = attachmentsTotal(jqXHR.getResponseHeader('X-WP-Total'))
        })
      }
      deferred.resolveWith(context, [value])
    },
    (error: unknown) => {
      if (error instanceof HttpError && error.kind === 'refused') return deferred.rejectWith(context, [error.data])
      const kind = error instanceof HttpError && error.kind !== 'refused' ? error.kind : 'network'
      let parseError: unknown
      if (kind === 'json') {
        try {
          JSON.parse(jqXHR.responseText ?? '')
        } catch (syntaxError) {
          parseError = syntaxError
        }
      }
      const [textStatus, errorThrown] = failureArguments(kind, jqXHR.statusText, parseError)
      if (jqXHR.status === 0) jqXHR.readyState = 0
      jqXHR.statusText = jqXHR.statusText || textStatus
      deferred.rejectWith(context, [jqXHR, textStatus, errorThrown])
    },
  )

  const promise = deferred.promise as WpAjaxPromise
  promise.abort = function () {
    abort()
    return this
  }
  return promise
}

/** `wp.ajax.post(action, data)`: `send` with `data` (given `action`, which it changes) or the object `action`. */
export function post(ajax: WpAjaxObject, ...[action, data]: unknown[]): WpAjaxPromise {
  return send(ajax, postArguments(action, data))
}
