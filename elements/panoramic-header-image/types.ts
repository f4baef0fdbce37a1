/** Public types of `<panoramic-header-image>`: no properties of its own; its API is the theme's markup and settings globals. */
export type PanoramicHeaderImageElement = HTMLElement

declare global {
  interface HTMLElementTagNameMap {
    'panoramic-header-image': PanoramicHeaderImageElement
  }
  interface ShopIslandsAttributeMap {
    'panoramic-header-image': { 'data-label-pause'?: string; 'data-label-play'?: string }
  }
}
