/**
 * The rules of WooCommerce 10.5.2's cart fragments (`assets/js/frontend/cart-fragments.js`, handle
 * `wc-cart-fragments`), as plain functions over the values it reads: the fragments kept in session
 * storage under `fragment_name` (`wc_fragments_<md5>`), the cart hash under `cart_hash_key`
 * (`wc_cart_hash_<md5>`, in session and local storage), `wc_cart_created` (milliseconds), and the
 * cookies WooCommerce sets with the cart (`woocommerce_cart_hash`, `woocommerce_items_in_cart`).
 * The element (elements/wc-add-to-cart/cart-fragments.ts) does the storage, the timers and the requests.
 */
import { MINI_CART_FRAGMENT, type Fragments, readFragments } from './add-to-cart.ts'

export { readCartFragments as readRefreshAnswer } from './add-to-cart.ts'

/** Stored fragments are refreshed a day after the cart was created. */
export const DAY_MS = 24 * 60 * 60 * 1000

/** What the page does with the stored fragments when it loads. */
export type LoadDecision =
  /** Put the stored fragments in place (`wc_fragments_loaded`); refresh in `refreshInMs` if given. */
  | { readonly kind: 'stored'; readonly fragments: Fragments; readonly refreshInMs?: number }
  /** Ask `get_refreshed_fragments` now. */
  | { readonly kind: 'refresh'; readonly reason: string }

export interface StoredCart {
  /** sessionStorage[fragment_name]: JSON text, or null. */
  readonly fragmentsJson: string | null
  /** sessionStorage[cart_hash_key]. */
  readonly cartHash: string | null
  /** sessionStorage.wc_cart_created. */
  readonly cartCreated: string | null
  /** The `woocommerce_cart_hash` cookie. */
  readonly cookieHash: string | undefined
  readonly now: number
}

/**
 * cart-fragments.js on load: a stored hash needs a creation time; a cart created over a day ago is
 * refreshed; otherwise the stored fragments are used when they hold the mini cart and their hash is
 * the cookie's (the cart did not change on another page or in another tab since), and a refresh is
 * due when the day is over. Anything unreadable (broken JSON, no mini cart) means a refresh.
 */
export function decideOnLoad(stored: StoredCart): LoadDecision {
  const cartHash = stored.cartHash ?? ''
  const cookieHash = stored.cookieHash ?? ''
  const created = stored.cartCreated ?? ''
  if (cartHash !== '' && created === '') return { kind: 'refresh', reason: 'no cart_created' }
  let refreshInMs: number | undefined
  if (created !== '') {
    // `1 * cart_created` as the original: a value that is not a number never expires, and is not timed.
    const expiration = Number(created) + DAY_MS
    if (expiration < stored.now) return { kind: 'refresh', reason: 'fragments expired' }
    if (Number.isFinite(expiration)) refreshInMs = expiration - stored.now
  }
  let parsed: unknown
  try {
    parsed = JSON.parse(stored.fragmentsJson ?? 'null')
  } catch {
    return { kind: 'refresh', reason: 'stored fragments are not JSON' }
  }
  const fragments = readFragments(parsed)
  if (!fragments?.[MINI_CART_FRAGMENT] || cartHash !== cookieHash) return { kind: 'refresh', reason: 'no fragment' }
  return refreshInMs === undefined ? { kind: 'stored', fragments } : { kind: 'stored', fragments, refreshInMs }
}

/**
 * On `added_to_cart` / `removed_from_cart`, the creation time is set when no hash was stored yet
 * (the first change of this cart in this tab).
 */
export function startsCart(previousHash: string | null): boolean {
  return previousHash === null || previousHash === ''
}

/**
 * On a `storage` event (another tab wrote local storage): refresh when it wrote the cart hash and
 * this tab's hash differs from it.
 */
export function otherTabChangedCart(
  key: string | null,
  cartHashKey: string,
  localHash: string | null,
  sessionHash: string | null,
): boolean {
  return key === cartHashKey && localHash !== sessionHash
}

/**
 * `Cookies.get('woocommerce_items_in_cart') > 0`: the cart widgets marked "hide if empty" are shown
 * when it holds a number above 0, hidden otherwise (JavaScript's comparison of the cookie's text).
 */
export function cartHasItems(itemsCookie: string | undefined): boolean {
  return itemsCookie !== undefined && Number(itemsCookie) > 0
}
