import { type GallerySettings, galleryColumns, galleryParts, gallerySettings } from '../../src/core/gallery/gallery.ts'
import { recordAttributes } from '../../src/runtime/attribute-record.ts'
import { adoptButton } from '../../src/runtime/button-role.ts'
import { emit } from '../../src/runtime/events.ts'
import { ERROR_ATTRIBUTE, type Island } from '../../src/runtime/island.ts'
import { getJQuery } from '../../src/runtime/jquery.ts'
import { listen } from '../../src/runtime/listen.ts'
import { logError, warnOnce } from '../../src/runtime/log.ts'
import { settingsBlock, settingsGroup } from '../../src/runtime/settings-source.ts'
import { prefersReducedMotion } from '../../src/runtime/slide.ts'
import { clickZooms, startZoom, toggleZoomAt } from './zoom.ts'

/**
 * WooCommerce's product gallery (single-product.js `ProductGallery`) without jQuery, FlexSlider,
 * jQuery Zoom or PhotoSwipe, adopted in place on `div.woocommerce-product-gallery`:
 *  - the slider (./slider.ts, on glider-js), with FlexSlider's output classes that themes style
 *    (`.flex-viewport` around the images, `.flex-active-slide`, `ol.flex-control-nav.flex-control-thumbs` with
 *    `img.flex-active`), whose thumbnails are real buttons (one Tab stop, arrow keys, the current
 *    one `aria-current`), swipe, smooth height, no animation under reduced motion;
 *  - jQuery Zoom's `img.zoomImg` over the current image (./zoom.ts);
 *  - the full-screen trigger and a click on an image opening the lightbox dialog of every gallery
 *    image (src/runtime/lightbox/dialog.ts, loaded on first use), at the current one;
 *  - WooCommerce's events: the variation form's `woocommerce_gallery_reset_slide_position` and
 *    `woocommerce_gallery_init_zoom`, its `flexslider-click` on a thumbnail.
 * The cleanup leaves the server's markup as it was (its inline `opacity: 0` included).
 */

const TAG = 'wc-product-gallery'
const IMAGE = 'woocommerce-product-gallery__image'

let reported = false

/** The settings, with every problem (settings and `data-columns`) in one console.error per page, a missing group in one warning. */
function readSettings(root: Element, host: Element): GallerySettings {
  // (Read here, not in src/runtime/settings-source.ts: that module rides in the chunk every page loads.)
  const printed =
    (globalThis as { wc_single_product_params?: unknown }).wc_single_product_params !== undefined ||
    settingsBlock().wc_single_product_params !== undefined
  const { value, problems, missing } = gallerySettings(printed ? settingsGroup('wc_single_product_params') : undefined)
  // WordPress prints the group with WooCommerce's script: a page without it (the script dequeued
  // and its settings not handed over) gets WooCommerce's defaults, with one warning.
  if (missing) {
    warnOnce(
      `${TAG}:settings`,
      `<${TAG}> finds no wc_single_product_params (WordPress prints it with wc-single-product; hand it over in the settings block): the slider, zoom and lightbox run with WooCommerce's defaults.`,
    )
  }
  const columns = galleryColumns(root.getAttribute('data-columns'))
  if (columns.problem) problems.push(columns.problem)
  if (problems.length > 0 && !reported) {
    reported = true
    // (Not src/runtime/problems.ts: sharing it would move it into the islands chunk that the page
    // builder's pages load, for a message the gallery prints once.)
    logError(
      `<${TAG}> wc_single_product_params has problems; WooCommerce's defaults are used for what could not be read. ${problems.join('; ')}.`,
    )
    host.setAttribute(ERROR_ATTRIBUTE, 'settings')
  }
  return value
}

/** WooCommerce's own script drove this gallery already: ProductGallery keeps itself in the gallery's jQuery data. */
function handledByWooCommerce(root: Element): string | false {
  const data = getJQuery()?.(root).data as ((key: string) => unknown) | undefined
  const driven = typeof data === 'function' && data.call(getJQuery()?.(root), 'product_gallery') !== undefined
  return driven ? "WooCommerce's single-product.js (wc-single-product, with wc-flexslider, wc-zoom and wc-photoswipe)" : false
}

export const galleryIsland: Island = {
  tag: TAG,
  handledByOriginal: handledByWooCommerce,
  mount({ root, host, signal }) {
    if (!(root instanceof HTMLElement)) return
    const doc = root.ownerDocument
    const view = doc.defaultView
    const wrapper = root.querySelector<HTMLElement>(':scope > .woocommerce-product-gallery__wrapper')
    const slides = [...(wrapper?.children ?? [])].filter(
      (child): child is HTMLElement => child instanceof HTMLElement && child.classList.contains(IMAGE),
    )
    const restore = recordAttributes([root, wrapper, ...slides])
    const added: Element[] = []
    let unwrap = () => {}
    const cleanup = () => {
      stopZoom()
      for (const element of added) element.remove()
      unwrap()
      restore()
    }
    // No images: shown as it is (single-product.js).
    if (!wrapper || slides.length === 0) {
      root.style.opacity = '1'
      return cleanup
    }
    const settings = readSettings(root, host)
    emit(root, 'wc-product-gallery-before-init', [root, settings])
    const parts = galleryParts(settings, slides.length)
    const slider = settings.flexslider
    const reduced = prefersReducedMotion(root)
    const rtl = () => slider.rtl || (view?.getComputedStyle(root).direction ?? 'ltr') === 'rtl'

    let current = 0
    // ---- Zoom, on the current image (single-product.js: again after each move) ----
    let stopZoom = () => {}
    const initZoom = () => {
      stopZoom()
      stopZoom = () => {}
      const slide = slides[current]
      if (!parts.zoom || !slide) return
      stopZoom = startZoom(slide, root.clientWidth, settings.zoom) ?? (() => {})
    }

    // ---- The slider (./slider.ts) tells which image is shown ----
    const moved = (index: number) => {
      current = index
      initZoom()
      emit(root, 'wc-product-gallery-changed', [index])
    }
    // ---- The lightbox ----
    if (parts.lightbox) {
      // The lightbox's code (./gallery-lightbox.ts) and the dialog load, together, when it first opens.
      const open = (opener: Element, from: number) =>
        void Promise.all([import('./gallery-lightbox.ts'), import('../../src/runtime/lightbox/dialog.ts')]).then(
          ([{ lightboxRequest }, { openDialog }]) => {
            const request = lightboxRequest({ opener, from, slides, options: settings.photoswipe })
            if (request) openDialog(request)
          },
          (error: unknown) => logError(`<${TAG}>: the lightbox could not load; nothing opens.`, error),
        )
      // The trigger, where WooCommerce inserts it: with zoom on (single-product.js `initPhotoswipe`).
      if (settings.zoomEnabled) {
        const trigger = doc.createElement('a')
        trigger.href = '#'
        trigger.className = 'woocommerce-product-gallery__trigger'
        trigger.setAttribute('role', 'button')
        trigger.setAttribute('aria-haspopup', 'dialog')
        trigger.setAttribute('aria-label', settings.triggerText)
        const icon = doc.createElement('span')
        icon.setAttribute('aria-hidden', 'true')
        icon.textContent = '🔍'
        trigger.append(icon)
        adoptButton(trigger, settings.triggerText, signal, () => open(trigger, current))
        root.prepend(trigger)
        added.push(trigger)
      }
      // A click on an image (its link, or the zoom over it) opens the dialog at that image.
      wrapper.addEventListener(
        'click',
        (event) => {
          const slide = event.target instanceof Element ? event.target.closest(`.${IMAGE}`) : null
          const index = slide ? slides.indexOf(slide as HTMLElement) : -1
          if (index < 0) return
          event.preventDefault()
          const pointerType = (event as PointerEvent).pointerType || 'mouse'
          if (parts.zoom && clickZooms(settings.zoom, pointerType) && slide?.querySelector(':scope > img.zoomImg')) {
            toggleZoomAt(slide as HTMLElement, event, settings.zoom)
            return
          }
          open(slide?.querySelector('a') ?? (slide as Element), index)
        },
        { signal },
      )
    } else if (parts.zoom) {
      // No lightbox: the zoom's click and tap modes still show and hide it.
      wrapper.addEventListener(
        'click',
        (event) => {
          const slide = event.target instanceof Element ? event.target.closest<HTMLElement>(`.${IMAGE}`) : null
          if (!slide?.querySelector(':scope > img.zoomImg')) return
          if (!clickZooms(settings.zoom, (event as PointerEvent).pointerType || 'mouse')) return
          event.preventDefault()
          toggleZoomAt(slide, event, settings.zoom)
        },
        { signal },
      )
    }

    if (parts.zoom) {
      listen(root, 'woocommerce_gallery_init_zoom', initZoom, signal)
      if (doc.readyState === 'complete') initZoom()
      else view?.addEventListener('load', initZoom, { once: true, signal })
    }
    const shown = () => {
      root.style.opacity = '1'
      emit(root, 'wc-product-gallery-after-init', [root, settings])
    }
    if (!parts.slider) {
      shown()
      return cleanup
    }
    // The slider (with glider-js, 5.0 KB gzip) is a chunk of its own that one-image galleries never
    // load. The product family's table asks for it with this chunk where the page's gallery has
    // several images (src/loader/families/product-table.ts), so this import waits for that request
    // rather than making a new one. The gallery is shown once the slider stands (nothing moves).
    import('./slider.ts').then(
      ({ startSlider }) => {
        if (signal.aborted) return
        const slider = startSlider({ root, wrapper, slides, options: settings.flexslider, signal, reduced, rtl, moved })
        unwrap = slider.unwrap
        added.push(...slider.added)
        shown()
      },
      (error: unknown) => {
        // The images are there, one under the other: shown rather than left invisible.
        logError(`<${TAG}>: the slider could not load; the images are shown without it.`, error)
        shown()
      },
    )
    return cleanup
  },
}
