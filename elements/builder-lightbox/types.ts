/** Public types of `<builder-lightbox>`: no properties of its own; its API is the builder's link markup. */
export type BuilderLightboxElement = HTMLElement

declare global {
  interface HTMLElementTagNameMap {
    'builder-lightbox': BuilderLightboxElement
  }
  interface HTMLElementEventMap {
    /** Raised on the document when the lightbox opened (detail: [the link or element that opened it]). */
    'builder-lightbox-open': CustomEvent<[Element]>
    /** Raised on the document when the lightbox closed (detail: [the link or element that opened it]). */
    'builder-lightbox-close': CustomEvent<[Element]>
  }
  interface ShopIslandsAttributeMap {
    'builder-lightbox': object
  }
}
