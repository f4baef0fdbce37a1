/** Public types of `<builder-text-editor>`: no properties of its own; its API is the widget's markup and data-settings. */
export type BuilderTextEditorElement = HTMLElement

declare global {
  interface HTMLElementTagNameMap {
    'builder-text-editor': BuilderTextEditorElement
  }
  interface ShopIslandsAttributeMap {
    'builder-text-editor': object
  }
}
