import type { PriceTotal } from '../../src/core/options/layout.ts'

/** Public types of `<wcpa-form>`, the product options form (system B). */

/** `<wcpa-form>`: its data is its own, as attributes or properties. */
export interface WcpaFormElement extends HTMLElement {
  /** The form definition (`data-wcpa`): an object, or JSON text. */
  wcpa: unknown
  /** `data-product`: a product id, or an object with `product_id`. */
  product: unknown
  /** Preview mode: renders and runs the form, submits nothing. */
  preview: boolean | string | null
}

/** What `customElements.get('wcpa-form')` adds: render a definition into any element (preview mode). */
export interface WcpaFormConstructor extends CustomElementConstructor {
  preview(
    target: HTMLElement,
    definition: unknown,
    options?: { settings?: Record<string, unknown> },
  ): { update(definition: unknown): boolean; destroy(): void } | null
}

/** What `wcpa_fields_updated` carries (detail[0]). */
export interface FieldsUpdatedDetail {
  readonly productId: string | undefined
  /** The chosen options' prices added up (no formula engine: see `unpriced`). */
  readonly total: number
  readonly lines: PriceTotal['lines']
  readonly unpriced: PriceTotal['unpriced']
  /** The product quantity from the page's quantity input (default 1). */
  readonly quantity: number
}

declare global {
  interface HTMLElementTagNameMap {
    'wcpa-form': WcpaFormElement
  }
  interface HTMLElementEventMap {
    /** On the options form's container (bubbles) once it has rendered. */
    wcpaDidMount: CustomEvent<[{ productId: string | undefined }]>
    /** On the options form's container (bubbles) after every update, and once at start. */
    wcpa_fields_updated: CustomEvent<[FieldsUpdatedDetail]>
  }
  interface ShopIslandsAttributeMap {
    'wcpa-form': { 'data-wcpa'?: string; 'data-product'?: string; preview?: boolean | '' }
  }
}
