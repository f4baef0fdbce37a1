/** Public types of `<panoramic-masonry>`: no properties of its own; its API is the theme's markup and settings globals. */
export type PanoramicMasonryElement = HTMLElement

declare global {
  interface HTMLElementTagNameMap {
    'panoramic-masonry': PanoramicMasonryElement
  }
  interface ShopIslandsAttributeMap {
    'panoramic-masonry': object
  }
}
