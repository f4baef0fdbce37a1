/** Public types of `<elementor-text-editor>`: no properties of its own; its API is the widget's markup and data-settings. */
export type ElementorTextEditorElement = HTMLElement

declare global {
  interface HTMLElementTagNameMap {
    'elementor-text-editor': ElementorTextEditorElement
  }
  interface ShopIslandsAttributeMap {
    'elementor-text-editor': object
  }
}
