/** Public types of `<panoramic-slider>`: no properties of its own; its API is the theme's markup and settings globals. */
export type PanoramicSliderElement = HTMLElement

declare global {
  interface HTMLElementTagNameMap {
    'panoramic-slider': PanoramicSliderElement
  }
  interface ShopIslandsAttributeMap {
    'panoramic-slider': {
      'aria-label'?: string
      'data-pause-on-hover'?: string
      'data-label-previous'?: string
      'data-label-next'?: string
      'data-label-slide'?: string
      'data-label-stop'?: string
      'data-label-start'?: string
    }
  }
}
