/**
 * Every request of shop-islands: fetch with an AbortController, a timeout, and one typed error for
 * each way a call fails, so that each element can end every failure in a defined state.
 */

export type HttpErrorKind = 'network' | 'status' | 'json' | 'timeout' | 'aborted'

export class HttpError extends Error {
  override readonly name = 'HttpError'
  constructor(
    readonly kind: HttpErrorKind,
    message: string,
    readonly status?: number,
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
  /** Give up after this long (default 30 s): a hanging endpoint must not leave an overlay up. */
  timeoutMs?: number
  signal?: AbortSignal
}

export const DEFAULT_TIMEOUT_MS = 30_000

async function send(url: string, options: RequestOptions): Promise<Response> {
  const controller = new AbortController()
  let timedOut = false
  const timer = setTimeout(() => {
    timedOut = true
    controller.abort()
  }, options.timeoutMs ?? DEFAULT_TIMEOUT_MS)
  const relay = () => controller.abort()
  if (options.signal?.aborted) controller.abort()
  options.signal?.addEventListener('abort', relay, { once: true })
  try {
    const response = await fetch(url, {
      method: options.method ?? 'GET',
      headers: options.headers,
      body: options.body ?? null,
      credentials: 'same-origin',
      signal: controller.signal,
    })
    if (!response.ok) throw new HttpError('status', `${url} answered ${response.status}`, response.status)
    return response
  } catch (error) {
    if (error instanceof HttpError) throw error
    if (timedOut) throw new HttpError('timeout', `${url} did not answer in time`)
    if (controller.signal.aborted) throw new HttpError('aborted', `${url} was aborted`)
    throw new HttpError('network', `${url} could not be reached`)
  } finally {
    clearTimeout(timer)
    options.signal?.removeEventListener('abort', relay)
  }
}

/** Sends a request and reads the answer as JSON. Body read errors count as the request failing. */
export async function requestJson<T = unknown>(url: string, options: RequestOptions = {}): Promise<T> {
  const response = await send(url, options)
  let text: string
  try {
    text = await response.text()
  } catch {
    throw new HttpError(options.signal?.aborted ? 'aborted' : 'network', `${url} broke off while answering`)
  }
  try {
    return JSON.parse(text) as T
  } catch {
    throw new HttpError('json', `${url} answered something that is not JSON`, response.status)
  }
}

/** Sends a request and reads the answer as text. */
export async function requestText(url: string, options: RequestOptions = {}): Promise<string> {
  const response = await send(url, options)
  try {
    return await response.text()
  } catch {
    throw new HttpError(options.signal?.aborted ? 'aborted' : 'network', `${url} broke off while answering`)
  }
}

/**
 * A channel where a newer request aborts the older one (the shopper changed their mind), and an
 * answer that arrives after a newer request started is never delivered: the older call rejects with
 * an `aborted` HttpError, which callers ignore.
 */
export class LatestRequest {
  #controller: AbortController | undefined
  #sequence = 0

  async json<T = unknown>(url: string, options: RequestOptions = {}): Promise<T> {
    return this.#run((signal) => requestJson<T>(url, { ...options, signal }))
  }

  async text(url: string, options: RequestOptions = {}): Promise<string> {
    return this.#run((signal) => requestText(url, { ...options, signal }))
  }

  abort(): void {
    this.#controller?.abort()
    this.#controller = undefined
    this.#sequence++
  }

  get pending(): boolean {
    return this.#controller !== undefined
  }

  async #run<T>(call: (signal: AbortSignal) => Promise<T>): Promise<T> {
    this.abort()
    const controller = new AbortController()
    this.#controller = controller
    const mine = this.#sequence
    try {
      const value = await call(controller.signal)
      if (mine !== this.#sequence) throw new HttpError('aborted', 'a newer request replaced this one')
      return value
    } finally {
      if (mine === this.#sequence) this.#controller = undefined
    }
  }
}

/** Fills WooCommerce's `wc_ajax_url` pattern (`/?wc-ajax=%%endpoint%%`) for an endpoint. */
export function wcAjaxUrl(pattern: string, endpoint: string): string {
  return pattern.replace('%%endpoint%%', encodeURIComponent(endpoint))
}
