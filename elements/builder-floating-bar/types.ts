/** Public types of `<builder-floating-bar>`: its API is the builder's markup and events. */
export type BuilderFloatingBarElement = HTMLElement

declare global {
  interface HTMLElementTagNameMap {
    'builder-floating-bar': BuilderFloatingBarElement
  }
  interface ShopIslandsAttributeMap {
    'builder-floating-bar': object
  }
}
