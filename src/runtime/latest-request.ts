import { HttpError, type RequestOptions, requestJson, requestText } from './http.ts'

/** Re-exported for callers that load this module on demand (an aborted call is no failure to report). */
export { isAborted } from './http.ts'

// Apart from ./http.ts, which the site chrome loads on every page, because only product forms use it.

/**
 * A channel where a newer request aborts the older one (the shopper changed their mind), and an
 * answer — or a failure — that arrives after a newer request started is never delivered: the older
 * call rejects with an `aborted` HttpError, which callers ignore.
 */
export class LatestRequest {
  #controller: AbortController | undefined
  #sequence = 0

  json<T = unknown>(url: string, options: RequestOptions = {}): Promise<T> {
    return this.#run((signal) => requestJson<T>(url, { ...options, signal }))
  }

  text(url: string, options: RequestOptions = {}): Promise<string> {
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
    const replaced = () => new HttpError('aborted', 'a newer request replaced this one')
    try {
      const value = await call(controller.signal)
      if (mine !== this.#sequence) throw replaced()
      return value
    } catch (error) {
      throw mine !== this.#sequence ? replaced() : error
    } finally {
      if (mine === this.#sequence) this.#controller = undefined
    }
  }
}
