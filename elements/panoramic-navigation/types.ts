/** Public types of `<panoramic-navigation>`: no properties of its own; its API is the theme's markup and classes. */
export type PanoramicNavigationElement = HTMLElement

declare global {
  interface HTMLElementTagNameMap {
    'panoramic-navigation': PanoramicNavigationElement
  }
  interface ShopIslandsAttributeMap {
    'panoramic-navigation': object
  }
}
