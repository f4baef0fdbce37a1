/** Public types of `<wc-password-toggle>`. */
export type WcPasswordToggleElement = HTMLElement

declare global {
  interface HTMLElementTagNameMap {
    'wc-password-toggle': WcPasswordToggleElement
  }
  interface ShopIslandsAttributeMap {
    'wc-password-toggle': { 'label-show'?: string; 'label-hide'?: string }
  }
}
