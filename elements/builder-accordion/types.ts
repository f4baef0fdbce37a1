/** Public types of `<builder-accordion>` and `<builder-toggle>`: their API is the builder's markup and events. */
export type BuilderAccordionElement = HTMLElement
export type BuilderToggleElement = HTMLElement

declare global {
  interface HTMLElementTagNameMap {
    'builder-accordion': BuilderAccordionElement
    'builder-toggle': BuilderToggleElement
  }
  interface ShopIslandsAttributeMap {
    'builder-accordion': object
    'builder-toggle': object
  }
}
