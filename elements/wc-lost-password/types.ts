/** Public types of `<wc-lost-password>`: no properties or events of its own; its API is its markup. */
export type WcLostPasswordElement = HTMLElement

declare global {
  interface HTMLElementTagNameMap {
    'wc-lost-password': WcLostPasswordElement
  }
  interface ShopIslandsAttributeMap {
    'wc-lost-password': object
  }
}
