import { readWpFlag, readWpNumber, readWpText } from '../wp/values.ts'

/**
 * WooCommerce's product gallery (single-product.js `ProductGallery`, with FlexSlider, jQuery Zoom
 * and PhotoSwipe) as rules: its settings (`wc_single_product_params` and the gallery's
 * `data-columns`) read as that script reads them, with WooCommerce's own defaults; which slide a
 * key or a swipe leads to; when and where the zoomed image shows; and the
 * lightbox's items from the gallery images' attributes. Pure: elements/wc-product-gallery measures,
 * moves and listens.
 */

/** FlexSlider's options as WooCommerce passes them (`woocommerce_single_product_carousel_options`). */
export interface SliderOptions {
  readonly rtl: boolean
  readonly animation: 'slide' | 'fade'
  /** The viewport takes the height of the slide shown. */
  readonly smoothHeight: boolean
  /** Previous / next arrows. */
  readonly directionNav: boolean
  /** The thumbnails under the slides ('thumbnails'), numbered pickers (true), or none (false). */
  readonly controlNav: boolean | 'thumbnails'
  /** Automatic play. */
  readonly slideshow: boolean
  /** ms between automatic moves. */
  readonly slideshowSpeed: number
  /** ms of one move. */
  readonly animationSpeed: number
  /** From the last slide on to the first (and back). */
  readonly animationLoop: boolean
  /** A slider even for a single image. */
  readonly allowOneSlide: boolean
  /** The names of the previous / next arrows (FlexSlider's `prevText`, `nextText`). */
  readonly prevText: string
  readonly nextText: string
}

/** jQuery Zoom's options (`woocommerce_single_product_zoom_options`, WooCommerce passes `touch: false`). */
export interface ZoomOptions {
  /** What shows the zoom: the pointer over the image, a press held, a click (a second click hides it), or a click toggling. */
  readonly on: 'mouseover' | 'grab' | 'click' | 'toggle'
  /** ms of the fade in and out. */
  readonly duration: number
  /** The zoomed image's size as a multiple of the large image's. */
  readonly magnify: number
  /** A finger on the image moves the zoom as the pointer does. */
  readonly touch: boolean
}

/** PhotoSwipe's options that mean something to the lightbox (`woocommerce_single_product_photoswipe_options`). */
export interface LightboxOptions {
  /** Past the last image to the first. */
  readonly loop: boolean
  /** ms of the opening and closing animations (0: none). */
  readonly showAnimationDuration: number
  readonly hideAnimationDuration: number
  /** The toolbar's buttons: counter, zoom, full screen, share. */
  readonly counterEl: boolean
  readonly zoomEl: boolean
  readonly fullscreenEl: boolean
  readonly shareEl: boolean
}

export interface GallerySettings {
  readonly flexsliderEnabled: boolean
  readonly zoomEnabled: boolean
  readonly photoswipeEnabled: boolean
  readonly flexslider: SliderOptions
  readonly zoom: ZoomOptions
  readonly photoswipe: LightboxOptions
  /** The name of the full-screen trigger (`i18n_product_gallery_trigger_text`). */
  readonly triggerText: string
}

/** WooCommerce 10.5's defaults (class-wc-frontend-scripts.php), where a theme supports all three features. */
export const DEFAULT_SLIDER: SliderOptions = {
  rtl: false,
  animation: 'slide',
  smoothHeight: true,
  directionNav: false,
  controlNav: 'thumbnails',
  slideshow: false,
  slideshowSpeed: 7000,
  animationSpeed: 500,
  animationLoop: false,
  allowOneSlide: false,
  prevText: 'Previous',
  nextText: 'Next',
}

export const DEFAULT_ZOOM: ZoomOptions = { on: 'mouseover', duration: 120, magnify: 1, touch: false }

export const DEFAULT_LIGHTBOX: LightboxOptions = {
  loop: true,
  showAnimationDuration: 0,
  hideAnimationDuration: 0,
  counterEl: true,
  zoomEl: true,
  fullscreenEl: true,
  shareEl: false,
}

export const DEFAULT_TRIGGER_TEXT = 'View full-screen image gallery'

/** WooCommerce's `woocommerce_product_thumbnails_columns` default. */
export const DEFAULT_COLUMNS = 4

const MAX_MS = 60_000

/** A value as a short text for a problem message (the console only, never the page). */
function shown(value: unknown): string {
  const text = typeof value === 'string' ? value : (JSON.stringify(value) ?? String(value))
  return JSON.stringify(text.length > 40 ? `${text.slice(0, 40)}…` : text)
}

/** A nested options object: an object, or PHP's empty array (`[]`, how `array()` is printed). */
function optionsObject(value: unknown): Record<string, unknown> | undefined {
  if (Array.isArray(value) && value.length === 0) return {}
  return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : undefined
}

/**
 * Reads `wc_single_product_params` (the whole group, `undefined` when the page has none: then
 * `missing`, and every default). Every value that cannot be used is a problem (one line each, for
 * one report) and its default is used.
 */
export function gallerySettings(raw: Readonly<Record<string, unknown>> | undefined): {
  value: GallerySettings
  problems: string[]
  missing: boolean
} {
  const problems: string[] = []
  const group = raw ?? {}
  /** `source[key]` read by `read`; unset gives `fallback` quietly, unreadable gives it with a problem. */
  const get = <T>(
    source: Record<string, unknown>,
    path: string,
    key: string,
    read: (value: unknown) => T | undefined,
    fallback: T,
    what: string,
  ): T => {
    const value = source[key]
    if (value === undefined) return fallback
    const result = read(value)
    if (result === undefined) problems.push(`${path}${key} ${shown(value)} is not ${what}`)
    return result ?? fallback
  }
  const flag = (source: Record<string, unknown>, path: string, key: string, fallback: boolean) =>
    get(source, path, key, readWpFlag, fallback, 'a switch')
  const ms = (value: unknown) => {
    const number = readWpNumber(value)
    return number !== undefined && number >= 0 && number <= MAX_MS ? number : undefined
  }
  const nested = (key: string) => {
    const value = group[key]
    if (value === undefined) return {}
    const object = optionsObject(value)
    if (!object) problems.push(`${key} ${shown(value)} is not an object`)
    return object ?? {}
  }
  const oneOf =
    <T extends string>(words: readonly T[]) =>
    (value: unknown) =>
      words.includes(value as T) ? (value as T) : undefined

  const text = (value: unknown) => {
    const read = readWpText(value)
    return read?.trim() ? read : undefined
  }
  const slider = nested('flexslider')
  const s = 'flexslider.'
  const flexslider: SliderOptions = {
    rtl: flag(slider, s, 'rtl', DEFAULT_SLIDER.rtl),
    animation: get(slider, s, 'animation', oneOf(['slide', 'fade']), DEFAULT_SLIDER.animation, 'slide or fade'),
    smoothHeight: flag(slider, s, 'smoothHeight', DEFAULT_SLIDER.smoothHeight),
    directionNav: flag(slider, s, 'directionNav', DEFAULT_SLIDER.directionNav),
    controlNav: get(
      slider,
      s,
      'controlNav',
      (value) => (value === 'thumbnails' ? 'thumbnails' : readWpFlag(value)),
      DEFAULT_SLIDER.controlNav,
      'thumbnails or a switch',
    ),
    slideshow: flag(slider, s, 'slideshow', DEFAULT_SLIDER.slideshow),
    slideshowSpeed: Math.max(get(slider, s, 'slideshowSpeed', ms, DEFAULT_SLIDER.slideshowSpeed, 'a number of ms'), 100),
    animationSpeed: get(slider, s, 'animationSpeed', ms, DEFAULT_SLIDER.animationSpeed, 'a number of ms'),
    animationLoop: flag(slider, s, 'animationLoop', DEFAULT_SLIDER.animationLoop),
    allowOneSlide: flag(slider, s, 'allowOneSlide', DEFAULT_SLIDER.allowOneSlide),
    prevText: get(slider, s, 'prevText', text, DEFAULT_SLIDER.prevText, 'a text'),
    nextText: get(slider, s, 'nextText', text, DEFAULT_SLIDER.nextText, 'a text'),
  }

  const zoomRaw = nested('zoom_options')
  const z = 'zoom_options.'
  const zoom: ZoomOptions = {
    on: get(zoomRaw, z, 'on', oneOf(['mouseover', 'grab', 'click', 'toggle']), DEFAULT_ZOOM.on, 'mouseover, grab, click or toggle'),
    duration: get(zoomRaw, z, 'duration', ms, DEFAULT_ZOOM.duration, 'a number of ms'),
    magnify: get(
      zoomRaw,
      z,
      'magnify',
      (value) => {
        const number = readWpNumber(value)
        return number !== undefined && number > 0 && number <= 10 ? number : undefined
      },
      DEFAULT_ZOOM.magnify,
      'a factor (0-10)',
    ),
    touch: flag(zoomRaw, z, 'touch', DEFAULT_ZOOM.touch),
  }

  const boxRaw = nested('photoswipe_options')
  const p = 'photoswipe_options.'
  const photoswipe: LightboxOptions = {
    loop: flag(boxRaw, p, 'loop', DEFAULT_LIGHTBOX.loop),
    showAnimationDuration: get(boxRaw, p, 'showAnimationDuration', ms, DEFAULT_LIGHTBOX.showAnimationDuration, 'a number of ms'),
    hideAnimationDuration: get(boxRaw, p, 'hideAnimationDuration', ms, DEFAULT_LIGHTBOX.hideAnimationDuration, 'a number of ms'),
    counterEl: flag(boxRaw, p, 'counterEl', DEFAULT_LIGHTBOX.counterEl),
    zoomEl: flag(boxRaw, p, 'zoomEl', DEFAULT_LIGHTBOX.zoomEl),
    fullscreenEl: flag(boxRaw, p, 'fullscreenEl', DEFAULT_LIGHTBOX.fullscreenEl),
    shareEl: flag(boxRaw, p, 'shareEl', DEFAULT_LIGHTBOX.shareEl),
  }

  return {
    value: {
      flexsliderEnabled: flag(group, '', 'flexslider_enabled', true),
      zoomEnabled: flag(group, '', 'zoom_enabled', true),
      photoswipeEnabled: flag(group, '', 'photoswipe_enabled', true),
      flexslider,
      zoom,
      photoswipe,
      triggerText: get(group, '', 'i18n_product_gallery_trigger_text', text, DEFAULT_TRIGGER_TEXT, 'a text'),
    },
    problems,
    missing: raw === undefined,
  }
}

/** The gallery's `data-columns` (thumbnails per row): a whole number from 1, else the default and a problem. */
export function galleryColumns(value: string | null): { value: number; problem?: string } {
  if (value === null) return { value: DEFAULT_COLUMNS }
  const number = readWpNumber(value)
  if (number !== undefined && Number.isInteger(number) && number >= 1 && number <= 100) return { value: number }
  return { value: DEFAULT_COLUMNS, problem: `data-columns ${shown(value)} is not a number of columns` }
}

/** Which of WooCommerce's three parts run for a gallery of `images` images: what is switched off stays off. */
export function galleryParts(settings: GallerySettings, images: number): { slider: boolean; zoom: boolean; lightbox: boolean } {
  if (images === 0) return { slider: false, zoom: false, lightbox: false }
  return {
    // A single image is no slider (single-product.js), unless the theme asks for one (allowOneSlide).
    slider: settings.flexsliderEnabled && (images > 1 || settings.flexslider.allowOneSlide),
    zoom: settings.zoomEnabled,
    lightbox: settings.photoswipeEnabled,
  }
}

/** jQuery Zoom shows only when the large image is wider than the gallery (single-product.js `initZoomForTarget`). */
export function zoomApplies(largeImageWidth: number | undefined, galleryWidth: number): boolean {
  return largeImageWidth !== undefined && Number.isFinite(largeImageWidth) && largeImageWidth > galleryWidth
}

/**
 * Where the zoomed image sits (its left and top, px, relative to the image box) with the pointer at
 * (`x`, `y`) in a box `width` × `height`, the zoomed image being `zoomWidth` × `zoomHeight`: as jQuery
 * Zoom places it, the pointer's share of the box giving the same share of the zoomed image's overflow.
 * The pointer is held inside the box.
 */
export function zoomOffset(
  x: number,
  y: number,
  box: { width: number; height: number },
  zoom: { width: number; height: number },
): { left: number; top: number } {
  const along = (position: number, size: number, zoomed: number) => {
    if (size <= 0) return 0
    const held = Math.min(Math.max(position, 0), size)
    return -(held * Math.max(zoomed - size, 0)) / size
  }
  return { left: along(x, box.width, zoom.width), top: along(y, box.height, zoom.height) }
}
