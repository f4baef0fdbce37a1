/** Public types of `<panoramic-back-to-top>`: no properties of its own. */
export type PanoramicBackToTopElement = HTMLElement

declare global {
  interface HTMLElementTagNameMap {
    'panoramic-back-to-top': PanoramicBackToTopElement
  }
  interface ShopIslandsAttributeMap {
    'panoramic-back-to-top': object
  }
}
