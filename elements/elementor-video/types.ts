/** Public types of `<elementor-video>`: no properties of its own; its API is the widget's markup and data-settings. */
export type ElementorVideoElement = HTMLElement

declare global {
  interface HTMLElementTagNameMap {
    'elementor-video': ElementorVideoElement
  }
  interface ShopIslandsAttributeMap {
    'elementor-video': object
  }
}
