/** Public types of `<wc-address>`. */
export type WcAddressFieldsElement = HTMLElement

declare global {
  interface HTMLElementTagNameMap {
    'wc-address': WcAddressFieldsElement
  }
  interface ShopIslandsAttributeMap {
    'wc-address': { 'label-no-matches'?: string }
  }
}
