/** Public types of `<builder-contact-buttons>`: its API is the builder's markup and events. */
export type BuilderContactButtonsElement = HTMLElement

declare global {
  interface HTMLElementTagNameMap {
    'builder-contact-buttons': BuilderContactButtonsElement
  }
  interface ShopIslandsAttributeMap {
    'builder-contact-buttons': object
  }
}
