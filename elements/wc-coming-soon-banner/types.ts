/** Public types of `<wc-coming-soon-banner>`. */
export type WcComingSoonBannerElement = HTMLElement

declare global {
  interface HTMLElementTagNameMap {
    'wc-coming-soon-banner': WcComingSoonBannerElement
  }
  interface ShopIslandsAttributeMap {
    'wc-coming-soon-banner': { 'label-dismiss'?: string; 'label-failed'?: string }
  }
}
