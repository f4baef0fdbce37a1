/**
 * Public types of `<wc-cart>`: no properties of its own; its API is WooCommerce's cart page markup
 * and cart.js's events, raised on `document.body`.
 */
export type WcCartElement = HTMLElement

declare global {
  interface HTMLElementTagNameMap {
    'wc-cart': WcCartElement
  }
  interface ShopIslandsAttributeMap {
    'wc-cart': object
  }
}
