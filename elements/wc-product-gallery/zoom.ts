import { type ZoomOptions, zoomApplies, zoomOffset } from '../../src/core/gallery/gallery.ts'
import { prefersReducedMotion } from '../../src/runtime/slide.ts'
import { isSafeImageUrl } from '../../src/core/wp/image-url.ts'

/**
 * jQuery Zoom as WooCommerce starts it on a gallery image (single-product.js `initZoomForTarget`):
 * only when the image's large version (`data-large_image_width`) is wider than the gallery, an
 * `img.zoomImg` of the large image over the slide (the class themes and WooCommerce's stylesheet
 * style), no name and hidden from assistive technology (it repeats the image), shown while the
 * pointer is over the image (or by a click, a press or a finger, per `on` and `touch`), moved with
 * it. The slide gets `position: relative` and `overflow: hidden` as jQuery Zoom gives it; the
 * caller restores the slide's attributes.
 */

export const ZOOM_CLASS = 'zoomImg'

/** Starts the zoom on `slide` (a `.woocommerce-product-gallery__image`); the returned function removes it. */
export function startZoom(slide: HTMLElement, galleryWidth: number, options: ZoomOptions): (() => void) | undefined {
  const image = slide.querySelector('img')
  const large = image?.getAttribute('data-large_image')
  if (!image || !large || !isSafeImageUrl(large)) return undefined
  if (!zoomApplies(Number(image.getAttribute('data-large_image_width')), galleryWidth)) return undefined
  const doc = slide.ownerDocument
  const controller = new AbortController()
  const { signal } = controller
  const zoom = doc.createElement('img')
  zoom.className = ZOOM_CLASS
  zoom.alt = ''
  zoom.setAttribute('aria-hidden', 'true')
  zoom.draggable = false
  Object.assign(zoom.style, {
    position: 'absolute',
    top: '0',
    left: '0',
    opacity: '0',
    border: 'none',
    maxWidth: 'none',
    maxHeight: 'none',
    pointerEvents: 'none',
  })
  if (doc.defaultView?.getComputedStyle(slide).position === 'static') slide.style.position = 'relative'
  slide.style.overflow = 'hidden'
  let loaded = false
  // The zoomed image's size: the large image's, times `magnify` (inline, over the theme's `img { width: 100% }`).
  const size = { width: 0, height: 0 }
  let shown = false
  let pointer: { x: number; y: number } | undefined
  const duration = prefersReducedMotion(slide) ? 0 : options.duration
  const place = () => {
    if (!loaded || !pointer) return
    const box = slide.getBoundingClientRect()
    const { left, top } = zoomOffset(pointer.x - box.left, pointer.y - box.top, box, size)
    zoom.style.left = `${left}px`
    zoom.style.top = `${top}px`
  }
  const fade = (to: boolean) => {
    shown = to
    zoom.style.transition = duration > 0 ? `opacity ${duration}ms` : ''
    zoom.style.opacity = to && loaded ? '1' : '0'
  }
  zoom.addEventListener(
    'load',
    () => {
      loaded = true
      size.width = zoom.naturalWidth * options.magnify
      size.height = zoom.naturalHeight * options.magnify
      zoom.style.width = `${size.width}px`
      zoom.style.height = `${size.height}px`
      place()
      if (shown) fade(true)
    },
    { once: true, signal },
  )
  zoom.src = large
  slide.append(zoom)

  const at = (event: { clientX: number; clientY: number }) => {
    pointer = { x: event.clientX, y: event.clientY }
    place()
  }
  const mouse = (event: PointerEvent) => event.pointerType === 'mouse'
  if (options.on === 'mouseover') {
    slide.addEventListener('pointerenter', (event) => mouse(event) && (at(event), fade(true)), { signal })
    slide.addEventListener('pointermove', (event) => mouse(event) && at(event), { signal })
    slide.addEventListener('pointerleave', (event) => mouse(event) && fade(false), { signal })
  } else if (options.on === 'grab') {
    slide.addEventListener('pointerdown', (event) => mouse(event) && (at(event), fade(true)), { signal })
    slide.addEventListener('pointermove', (event) => mouse(event) && at(event), { signal })
    doc.addEventListener('pointerup', (event) => mouse(event) && fade(false), { signal })
  } else {
    // click: a click shows it where the pointer is, it follows the pointer, a second click hides
    // it; toggle: a click shows it, fixed, a second one hides it.
    slide.addEventListener('pointermove', (event) => mouse(event) && options.on === 'click' && at(event), { signal })
    slide.addEventListener('pointerleave', (event) => mouse(event) && options.on === 'click' && fade(false), { signal })
  }
  // A finger: moves it as the pointer does with `touch`; without (WooCommerce's default), a tap shows
  // it there and the next tap hides it, as jQuery Zoom's click mode does on touch screens.
  if (options.touch) {
    const touched = (event: TouchEvent) => {
      const touch = event.touches[0]
      if (touch) at(touch)
    }
    slide.addEventListener('touchstart', (event) => (touched(event), fade(true)), { passive: true, signal })
    slide.addEventListener('touchmove', touched, { passive: true, signal })
    slide.addEventListener('touchend', () => fade(false), { passive: true, signal })
  }
  return () => {
    controller.abort()
    zoom.remove()
  }
}

/**
 * Whether a click (or tap) on the slide is the zoom's own (it shows or hides the zoom, and opens
 * nothing): a mouse click with `on` click or toggle, or a tap without `touch`, when a zoom runs.
 */
export function clickZooms(options: ZoomOptions, pointerType: string): boolean {
  if (pointerType === 'touch') return !options.touch
  return pointerType === 'mouse' && (options.on === 'click' || options.on === 'toggle')
}

/** Shows or hides the zoom of `slide` at the click (click and toggle modes, taps). */
export function toggleZoomAt(slide: HTMLElement, event: MouseEvent, options: ZoomOptions): void {
  const zoom = slide.querySelector<HTMLImageElement>(`:scope > img.${ZOOM_CLASS}`)
  if (!zoom || !zoom.complete) return
  const showing = zoom.style.opacity === '1'
  if (!showing) {
    const box = slide.getBoundingClientRect()
    const size = { width: parseFloat(zoom.style.width) || 0, height: parseFloat(zoom.style.height) || 0 }
    const { left, top } = zoomOffset(event.clientX - box.left, event.clientY - box.top, box, size)
    zoom.style.left = `${left}px`
    zoom.style.top = `${top}px`
  }
  zoom.style.transition = prefersReducedMotion(slide) || options.duration === 0 ? '' : `opacity ${options.duration}ms`
  zoom.style.opacity = showing ? '0' : '1'
}
