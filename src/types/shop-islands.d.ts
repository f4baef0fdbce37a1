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
  }
}
