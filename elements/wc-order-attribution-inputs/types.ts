/** Public types of `<wc-order-attribution-inputs>` and the attribution tracking of every page. */

/** Field name (`source_type`, `utm_source`, …) → value; every value a string, '' when empty. */
export type OrderAttributionValues = Record<string, string>

export interface WcOrderAttributionInputsElement extends HTMLElement {
  /** Assignable before the element is defined too; applied on upgrade. */
  values: OrderAttributionValues | undefined
}

declare global {
  interface HTMLElementTagNameMap {
    'wc-order-attribution-inputs': WcOrderAttributionInputsElement
  }
  interface DocumentEventMap {
    /** detail: [values] — after every attribution update (load, consent given or withdrawn). */
    'wc-order-attribution-updated': CustomEvent<[OrderAttributionValues]>
  }
  interface ShopIslandsAttributeMap {
    'wc-order-attribution-inputs': { values?: string }
  }
}
