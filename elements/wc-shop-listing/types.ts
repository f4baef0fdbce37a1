/** Public types of the listing's elements: no properties of their own. */
export type WcOrderingElement = HTMLElement
export type WcResultCountElement = HTMLElement
export type WcQuantityMinimumElement = HTMLElement

declare global {
  interface HTMLElementTagNameMap {
    'wc-ordering': WcOrderingElement
    'wc-result-count': WcResultCountElement
    'wc-quantity-minimum': WcQuantityMinimumElement
  }
  interface ShopIslandsAttributeMap {
    'wc-ordering': object
    'wc-result-count': object
    'wc-quantity-minimum': object
  }
}
