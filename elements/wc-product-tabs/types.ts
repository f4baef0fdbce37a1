/** Public types of `<wc-product-tabs>`: no properties of its own; its API is its markup and events. */
export type WcProductTabsElement = HTMLElement

declare global {
  interface HTMLElementTagNameMap {
    'wc-product-tabs': WcProductTabsElement
  }
  interface ShopIslandsAttributeMap {
    'wc-product-tabs': object
  }
}
