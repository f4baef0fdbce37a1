/** Public types of `<panoramic-sticky-header>`: no properties of its own. */
export type PanoramicStickyHeaderElement = HTMLElement

declare global {
  interface HTMLElementTagNameMap {
    'panoramic-sticky-header': PanoramicStickyHeaderElement
  }
  interface ShopIslandsAttributeMap {
    'panoramic-sticky-header': object
  }
}
