/** Public types of `<pao-totals>` (system A's totals panel). */
export type PaoTotalsElement = HTMLElement

declare global {
  interface HTMLElementTagNameMap {
    'pao-totals': PaoTotalsElement
  }
  interface HTMLElementEventMap {
    /** On the form when `<pao-totals>` starts: add-ons started before it announce their state again. */
    'pao-totals-connected': CustomEvent<[]>
    /** On the form after every update of the add-on totals panel (the extension's event, no arguments). */
    updated_addons: CustomEvent<[]>
  }
  interface ShopIslandsAttributeMap {
    'pao-totals': object
  }
}
