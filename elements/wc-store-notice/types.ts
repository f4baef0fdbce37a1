/** Public types of `<wc-store-notice>`: no properties of its own; its API is its markup and events. */
export type WcStoreNoticeElement = HTMLElement

declare global {
  interface HTMLElementTagNameMap {
    'wc-store-notice': WcStoreNoticeElement
  }
  interface HTMLElementEventMap {
    /** detail: [noticeId] — after the shopper dismissed the notice. */
    'wc-store-notice-dismissed': CustomEvent<[string]>
  }
  interface ShopIslandsAttributeMap {
    'wc-store-notice': object
  }
}
