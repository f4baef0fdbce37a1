/** Public types of `<builder-layout>`: no properties of its own; it enhances the builder document inside it. */
export type BuilderLayoutElement = HTMLElement

declare global {
  interface HTMLElementTagNameMap {
    'builder-layout': BuilderLayoutElement
  }
  interface ShopIslandsAttributeMap {
    'builder-layout': object
  }
}
