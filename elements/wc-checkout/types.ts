/**
 * Public types of `<wc-checkout>`: no properties of its own; its API is WooCommerce's checkout
 * markup and checkout.js's events, on `document.body` and on the form.
 */
export type WcCheckoutElement = HTMLElement

declare global {
  interface HTMLElementTagNameMap {
    'wc-checkout': WcCheckoutElement
  }
  interface ShopIslandsAttributeMap {
    'wc-checkout': object
  }
}
