/** Public types of `<elementor-audio>`: no properties of its own; it enhances the `<audio>` inside it. */
export type ElementorAudioElement = HTMLElement

declare global {
  interface HTMLElementTagNameMap {
    'elementor-audio': ElementorAudioElement
  }
  interface ShopIslandsAttributeMap {
    'elementor-audio': object
  }
}
