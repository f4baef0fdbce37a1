/**
 * Public types of `<wc-add-to-cart>`: no properties of its own; its API is WooCommerce's markup
 * (listing buttons, the mini cart) and WooCommerce's events, raised on `document.body`.
 */
export type WcAddToCartElement = HTMLElement

declare global {
  interface HTMLElementTagNameMap {
    'wc-add-to-cart': WcAddToCartElement
  }
  interface ShopIslandsAttributeMap {
    'wc-add-to-cart': object
  }
}
