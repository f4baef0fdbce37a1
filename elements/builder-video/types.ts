/** Public types of `<builder-video>`: no properties of its own; its API is the widget's markup and data-settings. */
export type BuilderVideoElement = HTMLElement

declare global {
  interface HTMLElementTagNameMap {
    'builder-video': BuilderVideoElement
  }
  interface ShopIslandsAttributeMap {
    'builder-video': object
  }
}
