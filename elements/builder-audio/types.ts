/** Public types of `<builder-audio>`: no properties of its own; it enhances the `<audio>` inside it. */
export type BuilderAudioElement = HTMLElement

declare global {
  interface HTMLElementTagNameMap {
    'builder-audio': BuilderAudioElement
  }
  interface ShopIslandsAttributeMap {
    'builder-audio': object
  }
}
