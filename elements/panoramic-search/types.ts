/** Public types of `<panoramic-search>`: no properties of its own. */
export type PanoramicSearchElement = HTMLElement

declare global {
  interface HTMLElementTagNameMap {
    'panoramic-search': PanoramicSearchElement
  }
  interface ShopIslandsAttributeMap {
    'panoramic-search': object
  }
}
