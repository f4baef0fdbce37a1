/**
 * The in-page add to cart of system B (spec §7 "In-page add to cart (system B)"): the product
 * form's data, multipart, to `wcpa_ajax_add_to_cart`; fragments replace the page's elements.
 *
 * Why a fetch of its own and not src/runtime/http.ts: the spec's "Redirect response: the browser
 * follows it" needs to know that fetch followed a redirect (`response.redirected`, `response.url`),
 * which the shared helper does not expose. Timeout, abort and the error kinds are the helper's.
 */
import { DEFAULT_TIMEOUT_MS, HttpError } from '../../src/runtime/http.ts'
import { loadSanitizer } from '../../src/runtime/sanitize.ts'

export const ADD_TO_CART_ENDPOINT = 'wcpa_ajax_add_to_cart'

export type AddToCartAnswer =
  | { readonly kind: 'redirect'; readonly url: string }
  | { readonly kind: 'product'; readonly url: string }
  | { readonly kind: 'added'; readonly fragments: Readonly<Record<string, string>>; readonly cartHash: string }

/** Only http(s) addresses are followed: a `javascript:` URL in an answer must never run. */
export function safeUrl(url: unknown, base: string): string | undefined {
  if (typeof url !== 'string' || url.trim() === '') return undefined
  try {
    const parsed = new URL(url, base)
    return parsed.protocol === 'http:' || parsed.protocol === 'https:' ? parsed.href : undefined
  } catch {
    return undefined
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

/** Reads the answer (spec §7: error, product_url, fragments, cart_hash); anything else is a failure. */
export function readAnswer(json: unknown, base: string): AddToCartAnswer {
  if (!isRecord(json)) throw new HttpError('json', 'the add to cart answer is not an object')
  if (json.error) {
    const url = safeUrl(json.product_url, base)
    if (url) return { kind: 'product', url }
    throw new HttpError('json', 'the add to cart failed and names no product page')
  }
  const fragments: Record<string, string> = {}
  if (isRecord(json.fragments)) {
    for (const [selector, html] of Object.entries(json.fragments)) if (typeof html === 'string') fragments[selector] = html
  } else throw new HttpError('json', 'the add to cart answer holds no fragments')
  return { kind: 'added', fragments, cartHash: typeof json.cart_hash === 'string' ? json.cart_hash : '' }
}

export async function postAddToCart(url: string, body: FormData, base: string, signal?: AbortSignal): Promise<AddToCartAnswer> {
  const controller = new AbortController()
  let timedOut = false
  const timer = setTimeout(() => {
    timedOut = true
    controller.abort()
  }, DEFAULT_TIMEOUT_MS)
  const relay = () => controller.abort()
  signal?.addEventListener('abort', relay, { once: true })
  const failure = (fallback: HttpError) =>
    timedOut
      ? new HttpError('timeout', `${url} did not answer in time`)
      : controller.signal.aborted
        ? new HttpError('aborted', `${url} was aborted`)
        : fallback
  try {
    let response: Response
    try {
      response = await fetch(url, { method: 'POST', body, credentials: 'same-origin', signal: controller.signal })
    } catch {
      throw failure(new HttpError('network', `${url} could not be reached`))
    }
    if (response.redirected) {
      const target = safeUrl(response.url, base)
      if (target) return { kind: 'redirect', url: target }
    }
    if (!response.ok) throw new HttpError('status', `${url} answered ${response.status}`, response.status)
    let text: string
    try {
      text = await response.text()
    } catch {
      throw failure(new HttpError('network', `${url} broke off while answering`))
    }
    let json: unknown
    try {
      json = JSON.parse(text)
    } catch {
      throw new HttpError('json', `${url} answered something that is not JSON`, response.status)
    }
    return readAnswer(json, base)
  } finally {
    clearTimeout(timer)
    signal?.removeEventListener('abort', relay)
  }
}

/**
 * Spec §7: "Fragments replace the matching page elements", every match, through the one sanitiser
 * (ARCHITECTURE "Text and HTML"). A selector the page cannot parse is skipped.
 */
export async function replaceFragments(doc: Document, fragments: Readonly<Record<string, string>>): Promise<void> {
  const purify = await loadSanitizer()
  for (const [selector, html] of Object.entries(fragments)) {
    let targets: Element[]
    try {
      targets = Array.from(doc.querySelectorAll(selector))
    } catch {
      continue
    }
    if (targets.length === 0) continue
    const template = doc.createElement('template')
    // Only DOMPurify's output becomes markup.
    template.innerHTML = purify(html)
    for (const target of targets) target.replaceWith(template.content.cloneNode(true))
  }
}
