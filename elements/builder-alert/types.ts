/** Public types of `<builder-alert>`: its API is the builder's markup and events. */
export type BuilderAlertElement = HTMLElement

declare global {
  interface HTMLElementTagNameMap {
    'builder-alert': BuilderAlertElement
  }
  interface ShopIslandsAttributeMap {
    'builder-alert': object
  }
}
