/**
 * Types of the custom elements defined by shop-islands (dist/shop-islands.js).
 * Reference this file (or `shop-islands/dist/shop-islands.d.ts`) to get typed
 * `document.querySelector('wc-store-notice')` and `document.createElement(...)`.
 */

/** The elements below add no properties of their own (yet): their API is their markup and events. */
export type WcStoreNoticeElement = HTMLElement
export type WcPasswordToggleElement = HTMLElement
export type WcNoticesElement = HTMLElement
export type ShopTrustSealElement = HTMLElement
export type WcOrderingElement = HTMLElement
export type WcResultCountElement = HTMLElement
export type WcQuantityMinimumElement = HTMLElement
export type WcComingSoonBannerElement = HTMLElement
export type WcVariationFormElement = HTMLElement
export type WcPaoAddonsElement = HTMLElement
export type PaoTotalsElement = HTMLElement

/** `<wcpa-form>`: the product options form (system B). Its data is its own: attributes or properties. */
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
  preview(target: HTMLElement, definition: unknown, options?: { settings?: Record<string, unknown> }): {
    update(definition: unknown): boolean
    destroy(): void
  } | null
}

/** detail[0] of `wcpa_fields_updated`. */
export interface WcpaFieldsUpdatedDetail {
  readonly productId: string | undefined
  /** The chosen options' prices added up (plain numbers only: no formula engine). */
  readonly total: number
  readonly lines: readonly { readonly elementId: string; readonly label: string; readonly unitPrice: number; readonly quantity: number; readonly amount: number }[]
  /** Chosen things whose price is not a plain number (a formula): left out of the total. */
  readonly unpriced: readonly { readonly elementId: string; readonly value: string }[]
  readonly quantity: number
}

/** One add-on field as `<wc-pao-addons>` read it (src/core/addons `AddonField`). */
export interface PaoAddonField {
  readonly id: string
  readonly type: 'text' | 'textarea' | 'number' | 'custom_price' | 'checkbox' | 'radio' | 'select' | 'file' | 'date' | 'image_swatch' | 'multiplier'
  readonly price: number
  readonly rawPrice: number
  readonly priceType: 'flat_fee' | 'quantity_based' | 'percentage_based'
  readonly label: string
  readonly restrictions: { readonly required: boolean; readonly content?: string; readonly min?: string; readonly max?: string }
  readonly options: readonly { readonly value: string; readonly label: string; readonly price: number; readonly rawPrice: number; readonly priceType: string }[]
}

/** detail[0] of `wc-pao-addons-changed`: plain data, the add-ons' model, the values and their validity. */
export interface PaoAddonsChangedDetail {
  readonly addons: {
    readonly productName: string
    readonly taxable: boolean
    readonly containers: readonly {
      readonly id: string
      readonly name: string
      readonly required: boolean
      readonly perPersonPricing: boolean
      readonly perBlockPricing: boolean
      readonly fields: readonly PaoAddonField[]
    }[]
  }
  readonly values: Readonly<Record<string, { readonly value?: string; readonly checked?: boolean; readonly storedFile?: string } | undefined>>
  readonly valid: boolean
  readonly reason: string
}

/** Field name (`source_type`, `utm_source`, …) → value; every value a string, '' when empty. */
export type OrderAttributionValues = Record<string, string>

export interface WcOrderAttributionInputsElement extends HTMLElement {
  /** Assignable before the element is defined too; applied on upgrade. */
  values: OrderAttributionValues | undefined
}

declare global {
  interface HTMLElementTagNameMap {
    'wc-store-notice': WcStoreNoticeElement
    'wc-password-toggle': WcPasswordToggleElement
    'wc-notices': WcNoticesElement
    'wc-order-attribution-inputs': WcOrderAttributionInputsElement
    'shop-trust-seal': ShopTrustSealElement
    'wc-ordering': WcOrderingElement
    'wc-result-count': WcResultCountElement
    'wc-quantity-minimum': WcQuantityMinimumElement
    'wc-coming-soon-banner': WcComingSoonBannerElement
    'wc-variation-form': WcVariationFormElement
    'wc-pao-addons': WcPaoAddonsElement
    'pao-totals': PaoTotalsElement
    'wcpa-form': WcpaFormElement
  }

  interface DocumentEventMap {
    /** detail: [values] — after every attribution update (load, consent given or withdrawn). */
    'wc-order-attribution-updated': CustomEvent<[OrderAttributionValues]>
  }

  interface HTMLElementEventMap {
    /** detail: [noticeId] */
    'wc-store-notice-dismissed': CustomEvent<[string]>
    /** detail: [{ name, link_type, link_url, link_text, file_extension?, transport_type }] */
    'shop-islands-link-clicked': CustomEvent<[Record<string, string>]>
    /**
     * Cancelable, on the variation form, before the notice shown for a click on the disabled
     * add-to-cart button (instead of WooCommerce's window.alert). Cancel it to show your own.
     */
    'wc-variation-form-before-notice': CustomEvent<[{ message: string; reason: 'unavailable' | 'selection-needed' }]>
    /** On `.wc-pao-addons-container` (bubbles to the form) after every recount of the add-ons. */
    'wc-pao-addons-changed': CustomEvent<[PaoAddonsChangedDetail]>
    /** On the form when `<pao-totals>` starts: add-ons started before it announce their state again. */
    'pao-totals-connected': CustomEvent<[]>
    /** On the form after every update of the add-on totals panel (the extension's event, no arguments). */
    updated_addons: CustomEvent<[]>
    /** On the options form's container (bubbles) once it has rendered. */
    wcpaDidMount: CustomEvent<[{ productId: string | undefined }]>
    /** On the options form's container (bubbles) after every update, and once at start. */
    wcpa_fields_updated: CustomEvent<[WcpaFieldsUpdatedDetail]>
  }
}
