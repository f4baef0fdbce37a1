/**
 * Every request of shop-islands: fetch with an AbortController, a timeout, and one typed error for
 * each way a call fails, so that each element can end every failure in a defined state.
 */

import { ajaxPairs, attachmentsTotal, readWpAjaxAnswer } from '../core/wp/ajax.ts'

/** `refused`: the server answered, and said no (wp.ajax: `success: false`, `'0'`, `'-1'`, ...). */
export type HttpErrorKind = 'network' | 'status' | 'json' | 'timeout' | 'aborted' | 'refused'

export class HttpError extends Error {
  override readonly name = 'HttpError'
  constructor(
    readonly kind: HttpErrorKind,
    message: string,
    readonly status?: number,
    /** For `refused`: what the server said (wp.ajax rejects with it). */
    readonly data?: unknown,
  ) {
    super(message)
  }
}

export function isAborted(error: unknown): boolean {
  return error instanceof HttpError && error.kind === 'aborted'
}

export interface RequestOptions {
  method?: string
  headers?: Record<string, string>
  body?: BodyInit | null
  /** Give up after this long, body included (default 30 s): a hanging endpoint must not leave an overlay up. */
  timeoutMs?: number
  signal?: AbortSignal
}

export const DEFAULT_TIMEOUT_MS = 30_000

/**
 * Sends a request and reads its answer with `read`. The timeout and the caller's signal cover the
 * whole exchange, body included: a server that sends headers and then stalls still times out.
 */
async function exchange<T>(
  url: string,
  options: RequestOptions,
  read: (text: string, response: Response) => T,
  accept: (response: Response) => boolean = (response) => response.ok,
) {
  const controller = new AbortController()
  let timedOut = false
  const timer = setTimeout(() => {
    timedOut = true
    controller.abort()
  }, options.timeoutMs ?? DEFAULT_TIMEOUT_MS)
  const relay = () => controller.abort()
  if (options.signal?.aborted) controller.abort()
  options.signal?.addEventListener('abort', relay, { once: true })
  const failure = (fallback: HttpError) => {
    if (timedOut) return new HttpError('timeout', `${url} did not answer in time`)
    if (controller.signal.aborted) return new HttpError('aborted', `${url} was aborted`)
    return fallback
  }
  try {
    let response: Response
    try {
      response = await fetch(url, {
        method: options.method ?? 'GET',
        headers: options.headers,
        body: options.body ?? null,
        credentials: 'same-origin',
        signal: controller.signal,
      })
    } catch {
      throw failure(new HttpError('network', `${url} could not be reached`))
    }
    if (!accept(response)) throw new HttpError('status', `${url} answered ${response.status}`, response.status)
    let text: string
    try {
      text = await response.text()
    } catch {
      throw failure(new HttpError('network', `${url} broke off while answering`))
    }
    // An abort that lands after the last byte still means the caller no longer wants the answer.
    if (controller.signal.aborted) throw failure(new HttpError('aborted', `${url} was aborted`))
    return read(text, response)
  } finally {
    clearTimeout(timer)
    options.signal?.removeEventListener('abort', relay)
  }
}

function parseJson<T>(url: string, text: string, status: number): T {
  try {
    return JSON.parse(text) as T
  } catch {
    throw new HttpError('json', `${url} answered something that is not JSON`, status)
  }
}

/** Sends a request and reads the answer as JSON. */
export function requestJson<T = unknown>(url: string, options: RequestOptions = {}): Promise<T> {
  return exchange(url, options, (text, response) => parseJson<T>(url, text, response.status))
}

export type JsonOrRedirect<T> = { readonly kind: 'json'; readonly value: T } | { readonly kind: 'redirect'; readonly url: string }

/**
 * Like `requestJson`, for endpoints that may answer with a redirect the browser should follow (the
 * options form's in-page add to cart): when fetch followed one, its final address is the answer,
 * whatever that page is.
 */
export function requestJsonOrRedirect<T = unknown>(url: string, options: RequestOptions = {}): Promise<JsonOrRedirect<T>> {
  return exchange(
    url,
    options,
    (text, response): JsonOrRedirect<T> =>
      response.redirected ? { kind: 'redirect', url: response.url } : { kind: 'json', value: parseJson<T>(url, text, response.status) },
    (response) => response.ok || response.redirected,
  )
}

/** Sends a request and reads the answer as text. */
export function requestText(url: string, options: RequestOptions = {}): Promise<string> {
  return exchange(url, options, (text) => text)
}

/** Fills WooCommerce's `wc_ajax_url` pattern (`/?wc-ajax=%%endpoint%%`) for an endpoint. */
export function wcAjaxUrl(pattern: string, endpoint: string): string {
  return pattern.replace('%%endpoint%%', encodeURIComponent(endpoint))
}

/** WordPress's admin-ajax.php, where wp.ajax posts by default (`admin_url('admin-ajax.php', 'relative')`). */
export const ADMIN_AJAX_URL = '/wp-admin/admin-ajax.php'

export interface WpAjaxOptions extends Omit<RequestOptions, 'method' | 'body'> {
  /** Default ADMIN_AJAX_URL. */
  url?: string
  /** Default POST (the data as the form-encoded body); GET puts it in the query string, as jQuery does. */
  method?: 'POST' | 'GET'
  /**
   * Called with every HTTP answer, whatever its status, once its body has arrived: for callers
   * that must show what the server sent (wp.ajax's jqXHR: status, headers, `responseText`).
   */
  onAnswer?(response: Response, text: string): void
}

/** What wp.ajax resolves with (`data`), and for `query-attachments` the total (`X-WP-Total`, else 0). */
export interface WpAjaxAnswer<T> {
  readonly data: T
  readonly total?: number
}

/**
 * WordPress's generic ajax helper (`wp.ajax.post`) without jQuery: POSTs `data` with
 * `action`, form-encoded as jQuery would (a string is sent as it is), and reads the answer as
 * wp-util does (src/core/wp/ajax.ts): `'1'` or `success: true` resolves with `data`;
 * `success: false`, and any other answer, rejects with an HttpError of kind `refused` carrying
 * `data` (or the answer itself). Transport failures are the HttpErrors of every request here:
 * network, status (its body read first, for `onAnswer`), json (a JSON answer that does not parse),
 * timeout, aborted. `action` undefined: `data` is posted as it is (wp.ajax.send with options).
 */
export function wpAjax<T = unknown>(
  action: string | undefined,
  data: Readonly<Record<string, unknown>> | string = {},
  options: WpAjaxOptions = {},
): Promise<WpAjaxAnswer<T>> {
  const { url: target = ADMIN_AJAX_URL, method = 'POST', onAnswer, ...request } = options
  const encoded =
    typeof data === 'string' ? data : new URLSearchParams(ajaxPairs(action === undefined ? data : { ...data, action })).toString()
  const url = method === 'GET' && encoded !== '' ? `${target}${target.includes('?') ? '&' : '?'}${encoded}` : target
  return exchange(
    url,
    {
      ...request,
      method,
      headers: {
        'X-Requested-With': 'XMLHttpRequest',
        ...(method === 'POST' ? { 'Content-Type': 'application/x-www-form-urlencoded; charset=UTF-8' } : {}),
        ...request.headers,
      },
      body: method === 'POST' ? encoded : null,
    },
    (text, response) => {
      onAnswer?.(response, text)
      if (!response.ok) throw new HttpError('status', `${url} answered ${response.status}`, response.status)
      // jQuery reads the answer by its type: JSON when the server says so, else text ('1', '0', HTML).
      const answer = /json/i.test(response.headers.get('content-type') ?? '') ? parseJson(url, text, response.status) : text
      const outcome = readWpAjaxAnswer(answer)
      if (!outcome.ok) throw new HttpError('refused', `${url} refused "${action ?? ''}"`, response.status, outcome.value)
      const total = action === 'query-attachments' ? attachmentsTotal(response.headers.get('X-WP-Total')) : undefined
      return { data: outcome.value as T, ...(total === undefined ? {} : { total }) }
    },
    () => true,
  )
}
