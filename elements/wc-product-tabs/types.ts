/** Public types of `<wc-product-tabs>` and `<wc-review-rating>`: no properties of their own; their API is their markup and events. */
export type WcProductTabsElement = HTMLElement
export type WcReviewRatingElement = HTMLElement

declare global {
  interface HTMLElementTagNameMap {
    'wc-product-tabs': WcProductTabsElement
    'wc-review-rating': WcReviewRatingElement
  }
  interface ShopIslandsAttributeMap {
    'wc-product-tabs': object
    'wc-review-rating': object
  }
}
