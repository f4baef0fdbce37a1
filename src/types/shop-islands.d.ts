/**
 * Types of the custom elements defined by shop-islands (dist/shop-islands.js).
 * Reference this file (or `shop-islands/dist/shop-islands.d.ts`) to get typed
 * `document.querySelector('wc-store-notice')` and `document.createElement(...)`.
 */

export interface WcStoreNoticeElement extends HTMLElement {}

export interface WcPasswordToggleElement extends HTMLElement {}

export interface WcNoticesElement extends HTMLElement {}

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
