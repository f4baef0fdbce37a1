import Glider from 'glider-js'
import {
  GALLERY_TEXTS,
  type GallerySettings,
  galleryColumns,
  galleryParts,
  gallerySettings,
  keyMove,
  lightboxItems,
  moveTarget,
} from '../../src/core/gallery/gallery.ts'
import { slideLabel } from '../../src/core/carousel/carousel.ts'
import { isSafeImageUrl } from '../../src/core/wp/image-url.ts'
import { recordAttributes } from '../../src/runtime/attribute-record.ts'
import { adoptButton } from '../../src/runtime/button-role.ts'
import { emit } from '../../src/runtime/events.ts'
import { ERROR_ATTRIBUTE, type Island } from '../../src/runtime/island.ts'
import { uniqueId } from '../../src/runtime/ids.ts'
import { getJQuery } from '../../src/runtime/jquery.ts'
import { listen } from '../../src/runtime/listen.ts'
import { logError } from '../../src/runtime/log.ts'
import { reportProblems } from '../../src/runtime/problems.ts'
import { hasSettingsGroup, settingsGroup } from '../../src/runtime/settings-source.ts'
import { prefersReducedMotion } from '../../src/runtime/slide.ts'
import { onSwipe } from '../../src/runtime/swipe.ts'
import { clickZooms, startZoom, toggleZoomAt } from './zoom.ts'

/**
 * WooCommerce's product gallery (single-product.js `ProductGallery`) without jQuery, FlexSlider,
 * jQuery Zoom or PhotoSwipe, adopted in place on `div.woocommerce-product-gallery`:
 *  - the slider on glider-js, with FlexSlider's output classes that themes style (`.flex-viewport`
 *    around the images, `.flex-active-slide`, `ol.flex-control-nav.flex-control-thumbs` with
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
const ACTIVE_SLIDE = 'flex-active-slide'
const ACTIVE = 'flex-active'

/** glider-js without its per-scroll bookkeeping (classes on slides, arrows and dots we do not use). */
class QuietGlider extends Glider {
  override updateControls(): void {}
}

let reported = false

/** The settings, with every problem (settings and `data-columns`) in one console.error per page. */
function readSettings(root: Element, host: Element): GallerySettings {
  const { value, problems } = gallerySettings(hasSettingsGroup('wc_single_product_params') ? settingsGroup('wc_single_product_params') : undefined)
  const columns = galleryColumns(root.getAttribute('data-columns'))
  if (columns.problem) problems.push(columns.problem)
  if (problems.length > 0 && !reported) {
    reported = true
    reportProblems({ tag: TAG }, 'wc_single_product_params', "WooCommerce's defaults are used for what could not be read", problems)
    host.setAttribute(ERROR_ATTRIBUTE, 'settings')
  }
  return value
}

/** The dialog's texts, from the full-screen dialog WooCommerce prints in the footer (translated), else PhotoSwipe's English. */
function dialogTexts(doc: Document): Record<string, string> {
  const pswp = doc.querySelector('.pswp')
  const label = (selector: string, fallback: string) => pswp?.querySelector(selector)?.getAttribute('aria-label')?.trim() || fallback
  const name = pswp?.getAttribute('aria-label')?.trim() || 'Full screen image'
  return {
    lightbox: name,
    lightboxSlideshow: name,
    close: label('.pswp__button--close', 'Close (Esc)'),
    previous: label('.pswp__button--arrow--left', 'Previous (arrow left)'),
    next: label('.pswp__button--arrow--right', 'Next (arrow right)'),
    zoom: label('.pswp__button--zoom', 'Zoom in/out'),
    fullscreen: label('.pswp__button--fs', 'Toggle fullscreen'),
    share: label('.pswp__button--share', 'Share'),
  }
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
    const slides = [...(wrapper?.children ?? [])].filter((child): child is HTMLElement => child instanceof HTMLElement && child.classList.contains(IMAGE))
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
    const imageOf = (slide: Element) => slide.querySelector('img')

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

    // ---- The slider ----
    let go = (_index: number, _focus?: boolean) => {}
    if (parts.slider) {
      const frame = doc.createElement('div')
      frame.className = 'flex-viewport'
      const frameId = uniqueId('wc-product-gallery-slides')
      frame.id = frameId
      Object.assign(frame.style, { overflow: 'hidden', position: 'relative' })
      wrapper.before(frame)
      frame.append(wrapper)
      unwrap = () => frame.replaceWith(wrapper)
      Object.assign(wrapper.style, { display: 'flex', alignItems: 'flex-start' })
      const glider = new QuietGlider(frame, { skipTrack: true, passiveListeners: true, duration: 0 })
      // Our ResizeObserver lays it out again (glider's own listener would not know the slide shown).
      if (view) glider.event(view, 'remove', { resize: glider.resize })
      const total = slides.length
      const fade = slider.animation === 'fade'
      const speed = reduced ? 0 : slider.animationSpeed

      // Thumbnails (or numbered pickers): FlexSlider's list, with a real button in each item.
      const pickers: HTMLButtonElement[] = []
      if (slider.controlNav !== false) {
        const thumbnails = slider.controlNav === 'thumbnails'
        const list = doc.createElement('ol')
        list.className = `flex-control-nav ${thumbnails ? 'flex-control-thumbs' : 'flex-control-paging'}`
        slides.forEach((slide, index) => {
          const item = doc.createElement('li')
          const button = doc.createElement('button')
          button.type = 'button'
          // The theme's look is the list's (WooCommerce styles `li img`): the button adds none of its own
          // (its focus ring stays the browser's or the theme's).
          Object.assign(button.style, { display: 'block', width: '100%', padding: '0', margin: '0', border: '0', background: 'none', font: 'inherit', color: 'inherit', cursor: 'pointer' })
          button.className = 'wc-product-gallery-thumbnail'
          button.setAttribute('aria-controls', frameId)
          const image = imageOf(slide)
          const label = slideLabel(GALLERY_TEXTS.thumbnail, index, total)
          const thumb = slide.getAttribute('data-thumb')
          if (thumbnails && thumb && isSafeImageUrl(thumb)) {
            const img = doc.createElement('img')
            img.src = thumb
            img.alt = slide.getAttribute('data-thumb-alt') || ''
            const srcset = slide.getAttribute('data-thumb-srcset')
            if (srcset && !/javascript:/i.test(srcset)) img.srcset = srcset
            const sizes = slide.getAttribute('data-thumb-sizes')
            if (sizes) img.sizes = sizes
            img.draggable = false
            // The slide image's proportions until the thumbnail loads: the row keeps its height.
            const width = image?.getAttribute('width')
            const height = image?.getAttribute('height')
            if (width && height) {
              img.width = Number(width)
              img.height = Number(height)
            }
            if (!img.alt) button.setAttribute('aria-label', label)
            button.append(img)
          } else {
            button.textContent = String(index + 1)
            button.setAttribute('aria-label', label)
          }
          button.addEventListener('click', () => go(index), { signal })
          item.append(button)
          list.append(item)
          pickers.push(button)
        })
        list.addEventListener(
          'keydown',
          (event) => {
            const move = keyMove(event.key, rtl())
            if (!move || event.altKey || event.ctrlKey || event.metaKey) return
            event.preventDefault()
            go(moveTarget(move, current, total, slider.animationLoop), true)
          },
          { signal },
        )
        // The variation form's way to show a thumbnail's slide (a click WooCommerce's FlexSlider listens for).
        listen(
          list,
          'flexslider-click',
          (_args, event) => {
            const target = event.target instanceof Element ? event.target.closest('li') : null
            const index = target ? [...list.children].indexOf(target) : -1
            if (index >= 0) go(index)
          },
          signal,
        )
        frame.after(list)
        added.push(list)
      }

      // Previous / next (FlexSlider's directionNav): links with a button's role, as FlexSlider prints them.
      const arrows: HTMLElement[] = []
      if (slider.directionNav) {
        const nav = doc.createElement('ul')
        nav.className = 'flex-direction-nav'
        for (const [side, text] of [
          ['prev', slider.prevText],
          ['next', slider.nextText],
        ] as const) {
          const item = doc.createElement('li')
          item.className = `flex-nav-${side}`
          const arrow = doc.createElement('a')
          arrow.className = `flex-${side}`
          arrow.href = '#'
          arrow.textContent = text
          arrow.setAttribute('aria-controls', frameId)
          adoptButton(arrow, text, signal, () => {
            if (arrow.getAttribute('aria-disabled') !== 'true') go(moveTarget(side === 'prev' ? 'previous' : 'next', current, total, slider.animationLoop))
          })
          item.append(arrow)
          nav.append(item)
          arrows.push(arrow)
        }
        frame.after(nav)
        added.push(nav)
      }

      const fitHeight = () => {
        if (!slider.smoothHeight) return
        const height = slides[current]?.offsetHeight
        if (height) frame.style.height = `${height}px`
      }
      const show = () => {
        slides.forEach((slide, index) => {
          slide.classList.toggle(ACTIVE_SLIDE, index === current)
          // Off-screen slides out of the Tab order and the accessibility tree (their links would scroll the frame).
          slide.inert = index !== current
        })
        pickers.forEach((picker, index) => {
          const on = index === current
          ;(picker.querySelector('img') ?? picker).classList.toggle(ACTIVE, on)
          picker.tabIndex = on ? 0 : -1
          if (on) picker.setAttribute('aria-current', 'true')
          else picker.removeAttribute('aria-current')
        })
        if (!slider.animationLoop) {
          arrows.forEach((arrow, index) => {
            const disabled = index === 0 ? current === 0 : current === total - 1
            arrow.classList.toggle('flex-disabled', disabled)
            arrow.setAttribute('aria-disabled', String(disabled))
          })
        }
        fitHeight()
      }
      const jump = () => {
        glider.animate_id++
        frame.scrollLeft = (rtl() ? -1 : 1) * current * glider.itemWidth
      }
      go = (index: number, focus = false) => {
        const target = Math.max(0, Math.min(index, total - 1))
        if (focus) pickers[target]?.focus()
        if (target === current) return
        const distance = Math.abs(target - current) * glider.itemWidth
        current = target
        show()
        if (fade && speed > 0) {
          jump()
          wrapper.animate([{ opacity: 0 }, { opacity: 1 }], { duration: speed, easing: 'ease' })
        } else if (speed > 0 && distance > 0 && !rtl()) {
          glider.scrollTo(current * glider.itemWidth, speed)
        } else {
          jump()
        }
        initZoom()
        emit(root, 'wc-product-gallery-changed', [current])
      }
      if (slider.smoothHeight && speed > 0) frame.style.transition = `height ${speed}ms`

      onSwipe(frame, rtl, (direction) => go(moveTarget(direction === 'next' ? 'next' : 'previous', current, total, slider.animationLoop)), signal)
      frame.style.touchAction = 'pan-y'

      listen(root, 'woocommerce_gallery_reset_slide_position', () => go(0), signal)
      for (const image of wrapper.querySelectorAll('img')) image.addEventListener('load', fitHeight, { signal })
      let lastWidth = frame.clientWidth
      const resizes = new ResizeObserver(() => {
        if (frame.clientWidth === lastWidth) return
        lastWidth = frame.clientWidth
        glider.refresh()
        jump()
        fitHeight()
      })
      resizes.observe(frame)
      signal.addEventListener('abort', () => resizes.disconnect(), { once: true })
      show()
    }

    // ---- The lightbox ----
    if (parts.lightbox) {
      const open = (opener: Element, from: number) => {
        const facts = slides.map((slide) => {
          const image = imageOf(slide)
          return {
            largeImage: image?.getAttribute('data-large_image') ?? null,
            src: image?.getAttribute('src') ?? null,
            alt: image?.getAttribute('alt') ?? null,
            caption: image?.getAttribute('data-caption') ?? null,
            title: image?.getAttribute('title') ?? null,
          }
        })
        const { items, start } = lightboxItems(facts, from, isSafeImageUrl)
        if (items.length === 0) return
        const box = settings.photoswipe
        import('../../src/runtime/lightbox/dialog.ts').then(
          ({ openDialog }) =>
            openDialog({
              trigger: opener,
              slides: items.map((item) => ({ image: item.src, alt: item.alt, title: item.caption, description: '' })),
              start,
              toolbar: { counter: box.counterEl, zoom: box.zoomEl, fullscreen: box.fullscreenEl, share: box.shareEl },
              i18n: dialogTexts(doc),
              loop: box.loop,
              animate: { open: box.showAnimationDuration > 0, close: box.hideAnimationDuration > 0 },
            }),
          (error: unknown) => logError(`<${TAG}>: the lightbox could not load; nothing opens.`, error),
        )
      }
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
    root.style.opacity = '1'
    emit(root, 'wc-product-gallery-after-init', [root, settings])
    return cleanup
  },
}
