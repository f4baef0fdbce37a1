/**
 * The rules of WooCommerce 10.5.2's classic cart page script (`assets/js/frontend/cart.js`, handle
 * `wc-cart`), as plain functions: which submit of the cart form does what, what the shipping
 * methods post, how a coupon answer is told apart, which notices of an answer are shown, and what
 * an answer of the cart page does to the page (`update_wc_div`). No DOM: the element
 * (elements/wc-cart/) reads the page into these values and applies the outcome.
 */

/** The notices cart.js removes before it shows an answer's (the cart page's and the blocks'). */
export const NOTICE_SELECTOR = '.woocommerce-error, .woocommerce-message, .woocommerce-info, .is-error, .is-info, .is-success'

/** The same, with the error cart.js prints under the coupon field. */
export const NOTICE_AND_COUPON_ERROR_SELECTOR = `${NOTICE_SELECTOR}, .coupon-error-notice`

export interface ShippingControl {
  /** `data-index`: the package the method is for. */
  readonly index: string | undefined
  readonly value: string
}

/**
 * cart.js's `shipping_method_selected`: package index → chosen method, from the method selects, the
 * checked radios and the hidden inputs (a package with one method), later ones winning as its
 * loop does. The controls come in document order.
 */
export function chosenShippingMethods(controls: readonly ShippingControl[]): Record<string, string> {
  const chosen: Record<string, string> = {}
  // jQuery's .data('index') of a missing attribute is undefined, which the object key spells so.
  for (const { index, value } of controls) chosen[index ?? 'undefined'] = value
  return chosen
}

/**
 * The answer of `?wc-ajax=apply_coupon` (wc_print_notices() of what add_discount said): cart.js
 * shows it as a page notice unless it holds an error, which goes under the coupon field instead.
 */
export const couponAnswerIsError = (html: string): boolean => html.includes('woocommerce-error') || html.includes('is-error')

/** The first of each text, in order: cart.js's `remove_duplicate_notices`. */
export function distinctByText<T>(items: readonly T[], textOf: (item: T) => string): T[] {
  const seen = new Set<string>()
  return items.filter((item) => {
    const text = textOf(item)
    if (seen.has(text)) return false
    seen.add(text)
    return true
  })
}

/** What the page and an answer of the cart page hold, as `update_wc_div` looks at them. */
export interface CartAnswerShape {
  /** The page still has `.woocommerce-cart-form`. */
  readonly pageHasForm: boolean
  /** The page also shows the checkout (`.woocommerce-checkout`). */
  readonly pageHasCheckout: boolean
  /** The answer has `.woocommerce-cart-form`. */
  readonly answerHasForm: boolean
  /** The answer has the empty cart's `.wc-empty-cart-message` inside a `.woocommerce`. */
  readonly answerHasEmptyCart: boolean
}

/** What `update_wc_div` does with an answer. */
export type CartAnswerOutcome =
  /** Reload the page (cart.js: no cart form on the page; or the checkout is on it and the cart emptied). */
  | 'reload'
  /** Replace the form and the totals (`updated_cart_totals`, then `updated_wc_div`). */
  | 'replace'
  /** Replace the cart's `.woocommerce` with the answer's empty cart (`wc_cart_emptied`, `updated_wc_div`). */
  | 'emptied'
  /**
   * Keep the page as it is and say so. cart.js replaces the cart with nothing when an answer (an
   * error page, a proxy's, a login wall) has neither the form nor the empty cart; here such an
   * answer is a failure and the shopper's cart, and what they typed, stay.
   */
  | 'unusable'

export function cartAnswerOutcome(shape: CartAnswerShape): CartAnswerOutcome {
  if (!shape.pageHasForm) return 'reload'
  if (shape.answerHasForm) return 'replace'
  if (!shape.answerHasEmptyCart) return 'unusable'
  return shape.pageHasCheckout ? 'reload' : 'emptied'
}

/**
 * The requests' order, per part of the page: each request takes a ticket for the parts its answer
 * redraws, and an answer is applied only while its ticket is the newest for every one of them; an
 * older answer arriving after a newer request began is dropped, so it never overwrites newer state.
 */
export class Tickets<Part extends string> {
  readonly #latest = new Map<Part, number>()
  #count = 0

  /** A ticket for `parts`: from now on, older tickets for these parts are stale. */
  take(parts: readonly Part[]): number {
    const ticket = ++this.#count
    for (const part of parts) this.#latest.set(part, ticket)
    return ticket
  }

  /** Whether no newer ticket was taken for any of `parts`. */
  current(ticket: number, parts: readonly Part[]): boolean {
    return parts.every((part) => (this.#latest.get(part) ?? 0) <= ticket)
  }
}
