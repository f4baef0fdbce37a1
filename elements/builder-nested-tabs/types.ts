/** Public types of `<builder-nested-tabs>`: its API is the builder's markup and events. */
export type BuilderNestedTabsElement = HTMLElement

declare global {
  interface HTMLElementTagNameMap {
    'builder-nested-tabs': BuilderNestedTabsElement
  }
  interface ShopIslandsAttributeMap {
    'builder-nested-tabs': object
  }
}
