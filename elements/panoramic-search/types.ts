/** Public types of `<panoramic-search>` and `<panoramic-search-form>`: no properties of their own. */
export type PanoramicSearchElement = HTMLElement
export type PanoramicSearchFormElement = HTMLElement

declare global {
  interface HTMLElementTagNameMap {
    'panoramic-search': PanoramicSearchElement
    'panoramic-search-form': PanoramicSearchFormElement
  }
  interface ShopIslandsAttributeMap {
    'panoramic-search': object
    'panoramic-search-form': object
  }
}
