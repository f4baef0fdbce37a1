/** Public types of `<panoramic-search-form>`: no properties of its own. */
export type PanoramicSearchFormElement = HTMLElement

declare global {
  interface HTMLElementTagNameMap {
    'panoramic-search-form': PanoramicSearchFormElement
  }
  interface ShopIslandsAttributeMap {
    'panoramic-search-form': object
  }
}
