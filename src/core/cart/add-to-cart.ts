/**
 * The rules of WooCommerce 10.5.2's ajax add to cart (`assets/js/frontend/add-to-cart.js`, handle
 * `wc-add-to-cart`), as plain functions: what a listing button posts, how the answers of
 * `?wc-ajax=add_to_cart` and `?wc-ajax=remove_from_cart` (WC_AJAX) are read, and what the shopper is
 * sent to when an answer is no use. No DOM: the element (elements/wc-add-to-cart/) wires them.
 *
 * Where WooCommerce leaves an answer without an outcome (a failed request, a broken or empty
 * answer: its button stays "loading" for good), the outcome here is `follow`: the link's own address,
 * `?add-to-cart=<id>` for a listing button and the cart's `remove_item` link for a mini-cart line,
 * which WooCommerce handles without JavaScript and which shows the shop's own notice.
 */
import { webAddress } from '../text/web-address.ts'

/** The selector of fragments' answers that carries the mini cart (cart-fragments.js checks it). */
export const MINI_CART_FRAGMENT = 'div.widget_shopping_cart_content'

/** Selector → replacement markup, as `woocommerce_add_to_cart_fragments` builds it. */
export type Fragments = Readonly<Record<string, string>>

/** Where a shopper is sent, or what is shown, after an add or a removal. */
export type CartAnswer =
  /** The cart changed: replace the fragments, raise `added_to_cart` / `removed_from_cart`. */
  | { readonly kind: 'changed'; readonly fragments: Fragments; readonly cartHash: string }
  /** Go to this address (the product page after a refused add, the cart when the shop redirects). */
  | { readonly kind: 'go'; readonly url: string }
  /** The answer is no use: follow the link's own address (the no-JavaScript path). */
  | { readonly kind: 'follow'; readonly reason: string }

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value)

/** The fragments of an answer: its string values only; undefined when it holds no object. */
export function readFragments(value: unknown): Fragments | undefined {
  if (!isRecord(value)) return undefined
  const fragments: Record<string, string> = {}
  for (const [selector, markup] of Object.entries(value)) if (typeof markup === 'string') fragments[selector] = markup
  return fragments
}

/**
 * What a listing button posts: every value of jQuery's data store for it (`$button.data()`, which
 * holds the `data-*` attributes read once and what other scripts put there), then its `dataset`,
 * which wins (add-to-cart.js: "data attributes can be directly modified by javascript"). A `data-*`
 * attribute's dataset name is jQuery's too (`data-product_id` → `product_id`, `data-foo-bar` →
 * `fooBar`), so `quantity`, `product_id`, `product_sku` and `success_message` are posted as named.
 */
export function postedData(
  jqueryData: Readonly<Record<string, unknown>> | undefined,
  dataset: Readonly<Record<string, string | undefined>>,
): Record<string, unknown> {
  const data: Record<string, unknown> = { ...jqueryData }
  for (const [key, value] of Object.entries(dataset)) if (value !== undefined) data[key] = value
  return data
}

export interface AddSettings {
  /** `wc_add_to_cart_params.cart_redirect_after_add`: `'yes'` sends the shopper to the cart. */
  readonly redirectToCart: boolean
  readonly cartUrl: string
}

/**
 * The answer of `?wc-ajax=add_to_cart`, as add-to-cart.js reads it: `error` with `product_url` →
 * the product page (where the refusal's notice waits); the redirect setting → the cart; otherwise
 * the fragments and the cart hash. Anything else (not an object, `error` without a product page,
 * no fragments) is of no use: `follow`.
 */
export function readAddAnswer(json: unknown, base: string, settings: AddSettings): CartAnswer {
  if (!isRecord(json)) return { kind: 'follow', reason: 'the answer is not an object' }
  if (json.error) {
    const url = webAddress(json.product_url, base)
    return url ? { kind: 'go', url } : { kind: 'follow', reason: 'the add was refused and no product page was named' }
  }
  if (settings.redirectToCart) {
    const url = webAddress(settings.cartUrl, base)
    if (url) return { kind: 'go', url }
  }
  const cart = readCartFragments(json)
  return cart ? { kind: 'changed', ...cart } : { kind: 'follow', reason: 'the answer holds no fragments' }
}

/**
 * The answer of `?wc-ajax=remove_from_cart`: the fragments (the line was removed), or anything else
 * (`{"success":false}` for an unknown key, a broken answer): `follow`, the remove link itself, as
 * add-to-cart.js does.
 */
export function readRemoveAnswer(json: unknown): CartAnswer {
  const cart = readCartFragments(json)
  return cart ? { kind: 'changed', ...cart } : { kind: 'follow', reason: 'the answer holds no fragments' }
}

/**
 * The fragments and the hash of an answer that carries them (`get_refreshed_fragments`, and a
 * successful add or removal, which answer with it); undefined when it holds no fragments object.
 */
export function readCartFragments(json: unknown): { readonly fragments: Fragments; readonly cartHash: string } | undefined {
  if (!isRecord(json)) return undefined
  const fragments = readFragments(json.fragments)
  return fragments && { fragments, cartHash: typeof json.cart_hash === 'string' ? json.cart_hash : '' }
}

/**
 * add-to-cart.js's `updateButton`: after `added_to_cart` with fragments the button is `added`, and
 * a "View cart" link follows it unless this is the cart page or its parent holds one already.
 */
export function wantsViewCartLink(hasFragments: boolean, isCart: boolean, parentHasLink: boolean): boolean {
  return hasFragments && !isCart && !parentHasLink
}

/**
 * A FIFO of cart requests, as add-to-cart.js's AddToCartHandler runs them: one at a time, in the
 * order the shopper asked, so that each answer's fragments are newer than the last.
 */
export class RequestQueue {
  #tail: Promise<void> = Promise.resolve()

  /** Runs `task` after every task queued before it has settled; its failure does not stop the queue. */
  run<T>(task: () => Promise<T>): Promise<T> {
    const result = this.#tail.then(task)
    this.#tail = result.then(
      () => undefined,
      () => undefined,
    )
    return result
  }
}
