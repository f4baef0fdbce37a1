/** Public types of `<wc-product-gallery>`: no properties of its own; its API is WooCommerce's gallery markup, settings and events. */
export type WcProductGalleryElement = HTMLElement

declare global {
  interface HTMLElementTagNameMap {
    'wc-product-gallery': WcProductGalleryElement
  }
  interface ShopIslandsAttributeMap {
    'wc-product-gallery': object
  }
}
