/** Public types of `<builder-image-carousel>`: no properties of its own; its API is the widget's markup and data-settings. */
export type BuilderImageCarouselElement = HTMLElement

declare global {
  interface HTMLElementTagNameMap {
    'builder-image-carousel': BuilderImageCarouselElement
  }
  interface ShopIslandsAttributeMap {
    'builder-image-carousel': object
  }
}
