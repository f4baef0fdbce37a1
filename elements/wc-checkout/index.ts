import { getJQuery } from '../../src/runtime/jquery.ts'
import { islandModule } from '../../src/runtime/island.ts'
import type { Island } from '../../src/runtime/island.ts'
import { startCheckout } from './checkout.ts'
import { checkoutSettings, hasCheckoutParams, keptOriginalFor } from './settings.ts'

/**
 * `<wc-checkout>`: WooCommerce's classic checkout form (`form.checkout.woocommerce-checkout`)
 * without jQuery. Adopted at the form's order review (`#order_review`: the registry's selector, which
 * a form that merely has the checkout's classes lacks); inside the element, the same.
 */
const checkoutIsland: Island = {
  tag: 'wc-checkout',
  handledByOriginal(node) {
    const root = formOf(node) ?? node
    // The WordPress plugin kept checkout.js for a payment gateway's script that depends on it.
    const keptFor = keptOriginalFor()
    if (keptFor) return `WooCommerce's checkout.js (kept for ${keptFor})`
    return boundByCheckoutJs(root) ? "WooCommerce's checkout.js" : false
  },
  // One chunk: only a checkout's order review is adopted, and a lazy part was one more round trip
  // of our bundle before the checkout was ready.
  mount({ root, signal }) {
    const form = formOf(root)
    // checkout.js does nothing without its params; nor do we.
    if (!form || !hasCheckoutParams()) return
    return startCheckout(form, checkoutSettings(form), signal)
  },
}

/** The checkout form of the adopted order review (`div#order_review`, form-checkout.php). */
const formOf = (node: Element) => node.closest<HTMLFormElement>('form.checkout')

/** checkout.js's trace on the form: its delegated click handler for the payment method radios. */
function boundByCheckoutJs(form: Element): boolean {
  const data = getJQuery()?._data as ((element: Element, key: string) => unknown) | undefined
  const events = data?.(form, 'events') as Record<string, { selector?: string }[] | undefined> | undefined
  return events?.click?.some((handler) => handler.selector?.includes('payment_method') === true) === true
}

/** The chunk of <wc-checkout> (src/loader/families/checkout.ts names it). */
export const { define, adopt } = islandModule(checkoutIsland)
