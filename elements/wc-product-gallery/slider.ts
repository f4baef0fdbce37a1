import Glider from 'glider-js'
import { slideLabel } from '../../src/core/carousel/carousel.ts'
import type { SliderOptions } from '../../src/core/gallery/gallery.ts'
import { GALLERY_TEXTS, keyMove, moveTarget } from '../../src/core/gallery/slides.ts'
import { isSafeImageUrl } from '../../src/core/wp/image-url.ts'
import { adoptButton } from '../../src/runtime/button-role.ts'
import { uniqueId } from '../../src/runtime/ids.ts'
import { listen } from '../../src/runtime/listen.ts'
import { onSwipe } from '../../src/runtime/swipe.ts'

/**
 * The gallery's slider (FlexSlider's place) on glider-js, for a gallery of several images: the
 * images in `div.flex-viewport` (glider scrolls it; the gallery's wrapper is its track),
 * `.flex-active-slide` on the one shown (the others `inert`), the thumbnails list
 * `ol.flex-control-nav.flex-control-thumbs` (or numbered `.flex-control-paging`) of real buttons
 * with one Tab stop and the arrow keys, FlexSlider's `ul.flex-direction-nav` arrows when asked
 * for, swipe, the viewport at the shown image's height (`smoothHeight`), no animation under
 * reduced motion. The caller records and restores the attributes of the gallery's own nodes.
 */

const ACTIVE_SLIDE = 'flex-active-slide'
const ACTIVE = 'flex-active'

/** glider-js without its per-scroll bookkeeping (classes on slides, arrows and dots we do not use). */
class QuietGlider extends Glider {
  override updateControls(): void {}
}

export interface SliderContext {
  readonly root: HTMLElement
  readonly wrapper: HTMLElement
  readonly slides: readonly HTMLElement[]
  readonly options: SliderOptions
  readonly signal: AbortSignal
  readonly reduced: boolean
  readonly rtl: () => boolean
  /** Another image is shown (its index). */
  readonly moved: (index: number) => void
}

export interface Slider {
  /** Shows image `index` (and focuses its thumbnail with `focus`). */
  go(index: number, focus?: boolean): void
  /** Takes the wrapper out of the viewport again. */
  unwrap(): void
  /** What it added to the gallery (removed by the cleanup). */
  readonly added: readonly Element[]
}

export function startSlider({ root, wrapper, slides, options, signal, reduced, rtl, moved }: SliderContext): Slider {
  const doc = root.ownerDocument
  const view = doc.defaultView
  const added: Element[] = []
  const imageOf = (slide: Element) => slide.querySelector('img')
  let current = 0
  const frame = doc.createElement('div')
  frame.className = 'flex-viewport'
  const frameId = uniqueId('wc-product-gallery-slides')
  frame.id = frameId
  Object.assign(frame.style, { overflow: 'hidden', position: 'relative' })
  wrapper.before(frame)
  frame.append(wrapper)
  Object.assign(wrapper.style, { display: 'flex', alignItems: 'flex-start' })
  const glider = new QuietGlider(frame, { skipTrack: true, passiveListeners: true, duration: 0 })
  // Our ResizeObserver lays it out again (glider's own listener would not know the slide shown).
  if (view) glider.event(view, 'remove', { resize: glider.resize })
  const total = slides.length
  const fade = options.animation === 'fade'
  const speed = reduced ? 0 : options.animationSpeed

  // Thumbnails (or numbered pickers): FlexSlider's list, with a real button in each item.
  const pickers: HTMLButtonElement[] = []
  if (options.controlNav !== false) {
    const thumbnails = options.controlNav === 'thumbnails'
    const list = doc.createElement('ol')
    list.className = `flex-control-nav ${thumbnails ? 'flex-control-thumbs' : 'flex-control-paging'}`
    slides.forEach((slide, index) => {
      const item = doc.createElement('li')
      const button = doc.createElement('button')
      button.type = 'button'
      // The theme's look is the list's (WooCommerce styles `li img`): the button adds none of its own
      // (its focus ring stays the browser's or the theme's).
      Object.assign(button.style, {
        display: 'block',
        width: '100%',
        padding: '0',
        margin: '0',
        border: '0',
        background: 'none',
        font: 'inherit',
        color: 'inherit',
        cursor: 'pointer',
      })
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
        go(moveTarget(move, current, total, options.animationLoop), true)
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
  if (options.directionNav) {
    const nav = doc.createElement('ul')
    nav.className = 'flex-direction-nav'
    for (const [side, text] of [
      ['prev', options.prevText],
      ['next', options.nextText],
    ] as const) {
      const item = doc.createElement('li')
      item.className = `flex-nav-${side}`
      const arrow = doc.createElement('a')
      arrow.className = `flex-${side}`
      arrow.href = '#'
      arrow.textContent = text
      arrow.setAttribute('aria-controls', frameId)
      adoptButton(arrow, text, signal, () => {
        if (arrow.getAttribute('aria-disabled') !== 'true')
          go(moveTarget(side === 'prev' ? 'previous' : 'next', current, total, options.animationLoop))
      })
      item.append(arrow)
      nav.append(item)
      arrows.push(arrow)
    }
    frame.after(nav)
    added.push(nav)
  }

  const fitHeight = () => {
    if (!options.smoothHeight) return
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
    if (!options.animationLoop) {
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
  const go = (index: number, focus = false) => {
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
    moved(current)
  }
  if (options.smoothHeight && speed > 0) frame.style.transition = `height ${speed}ms`

  onSwipe(
    frame,
    rtl,
    (direction) => go(moveTarget(direction === 'next' ? 'next' : 'previous', current, total, options.animationLoop)),
    signal,
  )
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
  return { go, unwrap: () => frame.replaceWith(wrapper), added }
}
