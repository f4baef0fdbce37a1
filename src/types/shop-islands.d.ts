/**
 * Types of the custom elements defined by shop-islands (dist/shop-islands.js).
 * Reference this file (or `shop-islands/dist/shop-islands.d.ts`) to get typed
 * `document.querySelector('wc-store-notice')` and `document.createElement(...)`.
 */

/** The elements below add no properties of their own (yet): their API is their markup and events. */
export type WcStoreNoticeElement = HTMLElement
export type WcPasswordToggleElement = HTMLElement
export type WcNoticesElement = HTMLElement

declare global {
  interface HTMLElementTagNameMap {
    'wc-store-notice': WcStoreNoticeElement
    'wc-password-toggle': WcPasswordToggleElement
    'wc-notices': WcNoticesElement
  }

  interface HTMLElementEventMap {
    /** detail: [noticeId] */
    'wc-store-notice-dismissed': CustomEvent<[string]>
  }
}
