/** Public types of `<wc-notices>`. */
export type WcNoticesElement = HTMLElement

declare global {
  interface HTMLElementTagNameMap {
    'wc-notices': WcNoticesElement
  }
  interface ShopIslandsAttributeMap {
    'wc-notices': object
  }
}
