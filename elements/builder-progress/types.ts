/** Public types of `<builder-progress>`: its API is the builder's markup and events. */
export type BuilderProgressElement = HTMLElement

declare global {
  interface HTMLElementTagNameMap {
    'builder-progress': BuilderProgressElement
  }
  interface ShopIslandsAttributeMap {
    'builder-progress': object
  }
}
