/** Public types of `<builder-nested-accordion>`: its API is the builder's markup and events. */
export type BuilderNestedAccordionElement = HTMLElement

declare global {
  interface HTMLElementTagNameMap {
    'builder-nested-accordion': BuilderNestedAccordionElement
  }
  interface ShopIslandsAttributeMap {
    'builder-nested-accordion': object
  }
}
