/** Public types of `<shop-trust-seal>`. */
export type ShopTrustSealElement = HTMLElement

declare global {
  interface HTMLElementTagNameMap {
    'shop-trust-seal': ShopTrustSealElement
  }
  interface ShopIslandsAttributeMap {
    'shop-trust-seal': { src: string; href?: string; alt: string; width: number | string; height: number | string }
  }
}
