/** Public types of `<panoramic-one-page>`: no properties of its own; its API is the theme's markup and settings globals. */
export type PanoramicOnePageElement = HTMLElement

declare global {
  interface HTMLElementTagNameMap {
    'panoramic-one-page': PanoramicOnePageElement
  }
  interface ShopIslandsAttributeMap {
    'panoramic-one-page': object
  }
}
