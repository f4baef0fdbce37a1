/** Public types of `<builder-counter>`: its API is the builder's markup and events. */
export type BuilderCounterElement = HTMLElement

declare global {
  interface HTMLElementTagNameMap {
    'builder-counter': BuilderCounterElement
  }
  interface ShopIslandsAttributeMap {
    'builder-counter': object
  }
}
