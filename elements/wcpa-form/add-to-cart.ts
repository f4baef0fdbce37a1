/**
 * The in-page add to cart of system B: the product form's data, multipart, to
 * `wcpa_ajax_add_to_cart`; fragments replace the page's elements (src/runtime/fragments.ts).
 */
import { HttpError, requestJsonOrRedirect } from '../../src/runtime/http.ts'
import { isRecord } from '../../src/runtime/settings-source.ts'
import { webAddress as safeUrl } from '../../src/core/text/web-address.ts'

export const ADD_TO_CART_ENDPOINT = 'wcpa_ajax_add_to_cart'

export type AddToCartAnswer =
  | { readonly kind: 'redirect'; readonly url: string }
  | { readonly kind: 'product'; readonly url: string }
  | { readonly kind: 'added'; readonly fragments: Readonly<Record<string, string>>; readonly cartHash: string }

/** Reads the answer (error, product_url, fragments, cart_hash); anything else is a failure. */
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

/** A redirect answer is followed by the browser; any other answer is read as JSON. */
export async function postAddToCart(url: string, body: FormData, base: string, signal?: AbortSignal): Promise<AddToCartAnswer> {
  const answer = await requestJsonOrRedirect(url, { method: 'POST', body, signal })
  if (answer.kind === 'json') return readAnswer(answer.value, base)
  const target = safeUrl(answer.url, base)
  if (!target) throw new HttpError('json', `${url} redirected to an address that is not a web page`)
  return { kind: 'redirect', url: target }
}
