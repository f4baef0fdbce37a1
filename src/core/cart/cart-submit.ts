/**
 * Which submit of the classic cart form does what, as WooCommerce 10.5.2's cart.js decides it
 * (`cart_submit`): apart from the other rules (./cart-page.ts), since the cart page needs it before
 * the shopper acts and the rest only once a request is made.
 */

/** What a submit of the cart form asks for. */
export type CartSubmit = 'quantities' | 'coupon' | 'none'

export interface SubmitContext {
  /** The `name` of the submit button last pressed in the form (cart.js's `[clicked=true]`), if any. */
  readonly clicked: string | undefined
  /** The focused control when the form submits: a quantity field, the coupon field, or another. */
  readonly focused: 'quantity' | 'coupon' | 'other'
}

/**
 * cart.js's `cart_submit`: "Update cart" pressed, or Enter in a quantity field, updates the
 * quantities; "Apply coupon" pressed, or Enter in the coupon field, applies the coupon; any other
 * submit (a plugin's own button) is left to the browser.
 */
export function submitOf({ clicked, focused }: SubmitContext): CartSubmit {
  if (clicked === 'update_cart' || focused === 'quantity') return 'quantities'
  if (clicked === 'apply_coupon' || focused === 'coupon') return 'coupon'
  return 'none'
}
