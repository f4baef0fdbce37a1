/** Public types of `<builder-tabs>`: its API is the builder's markup and events. */
export type BuilderTabsElement = HTMLElement

declare global {
  interface HTMLElementTagNameMap {
    'builder-tabs': BuilderTabsElement
  }
  interface ShopIslandsAttributeMap {
    'builder-tabs': object
  }
}
