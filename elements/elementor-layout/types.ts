/** Public types of `<elementor-layout>`: no properties of its own; it enhances the builder document inside it. */
export type ElementorLayoutElement = HTMLElement

declare global {
  interface HTMLElementTagNameMap {
    'elementor-layout': ElementorLayoutElement
  }
  interface ShopIslandsAttributeMap {
    'elementor-layout': object
  }
}
