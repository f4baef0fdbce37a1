import Glider from 'glider-js'
import { activeDeviceModes, type DeviceMode } from '../../src/core/builder/devices.ts'
import {
  CAROUSEL_TEXTS,
  type CarouselLayout,
  canStep,
  carouselLayout,
  currentPage,
  layoutProperties,
  pageCount,
  pageStart,
  placement,
  realSlidesOnScreen,
  slideBoxWidth,
  slidesToLoad,
  stepStart,
} from '../../src/core/builder/carousel.ts'
import {
  liveMode,
  nextRotation,
  type RotationEvent,
  rotationTicks,
  slideLabel,
  startRotation,
  swipeDirection,
} from '../../src/core/carousel/carousel.ts'
import { recordAttributes } from '../../src/runtime/attribute-record.ts'
import { adoptButton } from '../../src/runtime/button-role.ts'
import { builderConfig } from '../../src/runtime/builder/config.ts'
import { currentDeviceMode, onDeviceModeChange } from '../../src/runtime/builder/device-mode.ts'
import { type WidgetContext, widgetIsland } from '../../src/runtime/builder/widget.ts'
import { uniqueId } from '../../src/runtime/ids.ts'
import { prefersReducedMotion } from '../../src/runtime/slide.ts'
import { createTimers, type TimerId } from '../../src/runtime/timers.ts'

/**
 * glider-js without its per-scroll bookkeeping: on every scroll event it re-classes every slide
 * (`visible`, `left-2`, …) and its own arrows and dots, none of which this carousel uses (it keeps
 * its own state): with the loop's copies that is dozens of class changes per animation frame.
 */
class QuietGlider extends Glider {
  override updateControls(): void {}
}

/** The class Swiper gives its loop's copies of slides; the builder's lightbox leaves them out of slideshows. */
export const CLONE_CLASS = 'swiper-slide-duplicate'
/** Our mark on the same copies (README "Markup"). */
export const CLONE_ATTRIBUTE = 'data-carousel-clone'

type Texts = Record<keyof typeof CAROUSEL_TEXTS, string>

/** The builder's i18n texts where it prints them (`elementorFrontendConfig.i18n`, docs/page-builder.md). */
function texts(): Texts {
  const i18n = builderConfig().i18n
  const withNumber = (text: string | undefined, fallback: string) => (text ? (text.includes('{n}') ? text : `${text} {n}`) : fallback)
  // `carousel` names a wrapper without a name of its own: always the default.
  return {
    ...CAROUSEL_TEXTS,
    previous: i18n.a11yCarouselPrevSlideMessage || CAROUSEL_TEXTS.previous,
    next: i18n.a11yCarouselNextSlideMessage || CAROUSEL_TEXTS.next,
    picker: withNumber(i18n.a11yCarouselPaginationBulletMessage, CAROUSEL_TEXTS.picker),
  }
}

/** The settings of every active device, read once: each problem is reported once, at the start. */
function layoutsByDevice(context: WidgetContext): (device: DeviceMode) => CarouselLayout {
  const { breakpoints } = builderConfig()
  const cache = new Map<DeviceMode, CarouselLayout>()
  const seen = new Set<string>()
  for (const device of activeDeviceModes(breakpoints)) {
    const { value, problems } = carouselLayout(context.settings.raw, device, breakpoints)
    cache.set(device, value)
    for (const problem of problems) {
      const general = problem.replace(/ \([a-z_]+\)/, '')
      if (seen.has(general)) continue
      seen.add(general)
      context.settings.note(problem)
    }
  }
  return (device) => cache.get(device) ?? carouselLayout(context.settings.raw, device, breakpoints).value
}

/**
 * The page builder's image carousel on glider-js: glider sizes the slides and animates the scroll;
 * around it we add what it lacks (the loop, the fade, the offsets and spacing, automatic play with
 * its pause control) and the APG carousel's semantics. Laid out by our stylesheet from the same
 * numbers before the script runs (layoutProperties), so starting moves nothing.
 */
export const imageCarouselIsland = widgetIsland({
  tag: 'builder-image-carousel',
  mount(context) {
    const { root, signal } = context
    if (!(root instanceof HTMLElement)) return
    const wrapper = root.querySelector<HTMLElement>('.elementor-image-carousel-wrapper')
    const track = wrapper?.querySelector<HTMLElement>(':scope > .swiper-wrapper, :scope > .elementor-image-carousel') ?? null
    if (!wrapper || !track) {
      context.settings.note('the carousel markup (.elementor-image-carousel-wrapper > .swiper-wrapper) is missing')
      return
    }
    // What the cleanup puts back: the attributes of the widget's own nodes and the pagination's content.
    const serverPagination = wrapper.querySelector('.swiper-pagination')
    const serverPickers = [...(serverPagination?.childNodes ?? [])]
    const restore = recordAttributes([
      root,
      wrapper,
      track,
      serverPagination,
      ...track.children,
      ...wrapper.querySelectorAll('.elementor-swiper-button'),
    ])
    const doc = root.ownerDocument
    const view = doc.defaultView
    const slides = [...track.children].filter(
      (child): child is HTMLElement => child instanceof HTMLElement && child.classList.contains('swiper-slide'),
    )
    const total = slides.length
    const layoutOn = layoutsByDevice(context)
    let layout = layoutOn(currentDeviceMode())
    const setProperties = () => {
      for (const [name, value] of Object.entries(layoutProperties(layout))) root.style.setProperty(name, value)
    }
    setProperties()
    const arrows = (['prev', 'next'] as const).map((side) => wrapper.querySelector<HTMLElement>(`.elementor-swiper-button-${side}`))
    const pagination = wrapper.querySelector<HTMLElement>('.swiper-pagination')
    const lazyImages = (scope: ParentNode) => [...scope.querySelectorAll<HTMLImageElement>('img[data-src], img[data-srcset]')]
    const loadImage = (image: HTMLImageElement) => {
      const src = image.getAttribute('data-src')
      const srcset = image.getAttribute('data-srcset')
      if (srcset !== null) image.srcset = srcset
      if (src !== null) image.src = src
      image.removeAttribute('data-src')
      image.removeAttribute('data-srcset')
      image.classList.add('swiper-lazy-loaded')
      image.closest('.swiper-slide')?.querySelector('.swiper-lazy-preloader')?.remove()
    }
    // One slide: nothing moves (the builder prints no controls then); its image still loads.
    if (total < 2 || !view) {
      for (const image of lazyImages(track)) loadImage(image)
      for (const control of [...arrows, pagination]) if (control) control.hidden = true
      return
    }

    const t = texts()
    const config = builderConfig()
    if (!wrapper.hasAttribute('dir') && config.isRtl) wrapper.dir = 'rtl'
    const rtl = () => view.getComputedStyle(wrapper).direction === 'rtl'
    const reduced = prefersReducedMotion(root)
    const make = <K extends 'div' | 'span' | 'button'>(tag: K, className: string) => {
      const element = doc.createElement(tag)
      element.className = className
      if (element instanceof HTMLButtonElement) element.type = 'button'
      return element
    }
    const trackId = track.id || uniqueId('e-image-carousel')
    track.id = trackId
    wrapper.setAttribute('role', 'region')
    wrapper.setAttribute('aria-roledescription', 'carousel')
    if (!wrapper.hasAttribute('aria-label') && !wrapper.hasAttribute('aria-labelledby')) wrapper.setAttribute('aria-label', t.carousel)
    slides.forEach((slide, index) => {
      slide.setAttribute('role', 'group')
      slide.setAttribute('aria-roledescription', 'slide')
      slide.setAttribute('aria-label', slideLabel(t.slide, index, total))
    })

    // glider-js scrolls a frame of ours around the builder's track (`skipTrack`: the track is its).
    const frame = make('div', 'e-image-carousel-frame')
    // A scroll container even where our stylesheet is missing (the builder's own never makes one).
    frame.style.overflow = 'hidden'
    track.before(frame)
    frame.append(track)
    root.classList.add('e-image-carousel-started')
    // Swiper's marks of a started carousel, which the builder's stylesheets key on: the bullets sit
    // under the slides (`.swiper-pagination-horizontal`), the slides lose their not-started cap.
    wrapper.classList.add('swiper-initialized', 'swiper-horizontal')

    // The loop: whole copies of the slides before and after (as many as one move can cross), marked
    // as Swiper marks its duplicates, hidden from assistive technology and out of the Tab order.
    let copies = 0
    const makeClones = () => {
      for (const clone of track.querySelectorAll(`[${CLONE_ATTRIBUTE}]`)) clone.remove()
      copies = layout.infinite ? Math.ceil((layout.slidesToShow + layout.slidesToScroll + 1) / total) : 0
      for (let copy = 0; copy < copies; copy++) {
        track.prepend(...slides.map(clone))
        track.append(...slides.map(clone))
      }
    }
    const clone = (slide: HTMLElement) => {
      const copy = slide.cloneNode(true) as HTMLElement
      copy.classList.add(CLONE_CLASS)
      copy.setAttribute(CLONE_ATTRIBUTE, '')
      copy.setAttribute('aria-hidden', 'true')
      copy.inert = true
      for (const element of [copy, ...copy.querySelectorAll('[id]')]) element.removeAttribute('id')
      return copy
    }
    makeClones()

    const glider = new QuietGlider(frame, {
      skipTrack: true,
      slidesToShow: layout.slidesToShow,
      exactWidth: true,
      itemWidth: slideBoxWidth(wrapper.clientWidth, layout),
      resizeLock: false,
      // Not draggable, no scroll lock: glider's defaults.
      passiveListeners: true,
      duration: 0,
      easing: (_x, time, _b, _c, duration) => (duration > 0 ? 1 - (1 - Math.min(1, time / duration)) ** 2 : 1),
    })
    // Our ResizeObserver lays it out again (glider's own listener would use a stale slide width).
    glider.event(view, 'remove', { resize: glider.resize })

    let start = 0
    /** Where the frame must be scrolled for the view to start at physical slide `physical`. */
    const position = (physical: number) => (rtl() ? -1 : 1) * physical * glider.itemWidth
    // Where the view settles for a logical start: of the real slide and its copy, the placement with
    // more real slides on screen, so that the focusable slides are the ones seen.
    // Whether the current start was named by a picker (then it sits on the real slide).
    let named = false
    const settledAt = (logical: number, byName = named) => placement(logical, layout.slidesToShow, total, copies, byName)
    // Every placement counts as a move; `animating` is the move whose animation is in flight (0: none).
    let moves = 0
    let animating = 0
    const jump = (physical: number) => {
      moves++
      animating = 0
      glider.animate_id++
      frame.scrollLeft = position(physical)
    }

    const relayout = () => {
      const width = wrapper.clientWidth
      if (width <= 0) return
      glider._opt.itemWidth = slideBoxWidth(width, layout)
      glider._opt.slidesToShow = layout.slidesToShow
      glider.refresh()
      jump(settledAt(start))
    }

    // Pickers: one real button per move (bullets), or the "k / N" text, or a progress bar.
    let pickers: HTMLButtonElement[] = []
    const buildPagination = () => {
      if (!pagination) return
      pickers = []
      pagination.hidden = !layout.dots
      pagination.className = `swiper-pagination swiper-pagination-${layout.pagination} swiper-pagination-horizontal`
      if (!layout.dots) return pagination.replaceChildren()
      if (layout.pagination === 'bullets') {
        const pages = pageCount(layout, total)
        pickers = Array.from({ length: pages }, (_, page) => {
          const picker = make('button', 'swiper-pagination-bullet')
          picker.setAttribute('aria-label', slideLabel(t.picker, pageStart(page, layout, total), total))
          picker.setAttribute('aria-controls', trackId)
          picker.addEventListener('click', () => interact(() => go(pageStart(page, layout, total), 'picker')), { signal })
          return picker
        })
        pagination.replaceChildren(...pickers)
      } else if (layout.pagination === 'fraction') {
        const all = make('span', 'swiper-pagination-total')
        all.textContent = String(total)
        pagination.replaceChildren(make('span', 'swiper-pagination-current'), ' / ', all)
      } else {
        pagination.replaceChildren(make('span', 'swiper-pagination-progressbar-fill'))
      }
    }

    /** The state of everything that follows the view: slides in view, arrows, pickers, lazy images. */
    const show = () => {
      // Only the real slides on screen where the view settles: one off screen would scroll the frame
      // if focus went in (the copies in view are inert and hidden already).
      const inView = new Set(realSlidesOnScreen(settledAt(start), layout.slidesToShow, total, copies))
      slides.forEach((slide, index) => {
        slide.inert = !inView.has(index)
        slide.classList.toggle('swiper-slide-active', index === start)
      })
      const can = canStep(start, layout, total)
      arrows.forEach((arrow, index) => {
        if (!arrow) return
        const enabled = index === 0 ? can.prev : can.next
        arrow.setAttribute('aria-disabled', String(!enabled))
        arrow.classList.toggle('swiper-button-disabled', !enabled)
      })
      const page = currentPage(start, layout, total)
      pickers.forEach((picker, index) => {
        picker.classList.toggle('swiper-pagination-bullet-active', index === page)
        if (index === page) picker.setAttribute('aria-current', 'true')
        else picker.removeAttribute('aria-current')
      })
      const current = pagination?.querySelector('.swiper-pagination-current')
      if (current) current.textContent = String(start + 1)
      const fill = pagination?.querySelector<HTMLElement>('.swiper-pagination-progressbar-fill')
      if (fill) fill.style.transform = `scaleX(${(page + 1) / pageCount(layout, total)})`
      if (layout.lazyload) {
        for (const index of slidesToLoad(start, layout.slidesToShow, total, layout.infinite)) {
          for (const image of lazyImages(slides[index] as HTMLElement)) loadImage(image)
        }
        // The copies of a slide show its image as soon as the slide has it.
        for (const copy of track.querySelectorAll<HTMLElement>(`[${CLONE_ATTRIBUTE}]`)) {
          const original = slides[Number(copy.getAttribute('data-gslide')) % total]
          if (original && lazyImages(original).length === 0) for (const image of lazyImages(copy)) loadImage(image)
        }
      }
    }

    /** Moves the view to start at `target` (a logical slide), the short way round with the loop. */
    const go = (target: number, how: 'next' | 'prev' | 'picker') => {
      const from = settledAt(start)
      const byName = how === 'picker'
      if (byName && target === start && settledAt(target, true) === from) return
      let to = settledAt(target, byName)
      if (layout.infinite && !byName)
        to = from + (how === 'next' ? 1 : -1) * ((((how === 'next' ? target - start : start - target) % total) + total) % total)
      start = target
      named = byName
      show()
      const duration = reduced ? 0 : layout.speed
      if (layout.fade && duration > 0) {
        const half = duration / 2
        frame.animate([{ opacity: 1 }, { opacity: 0 }], { duration: half, easing: 'ease-in' }).finished.then(
          () => {
            jump(settledAt(start))
            frame.animate([{ opacity: 0 }, { opacity: 1 }], { duration: half, easing: 'ease-out' })
          },
          () => undefined,
        )
        return
      }
      const move = ++moves
      animating = move
      glider.animate_id++
      glider.scrollTo(position(to), duration, () => {
        if (move === moves) {
          animating = 0
          // Where the view settles (the same picture: nothing seems to move).
          if (to !== settledAt(start)) jump(settledAt(start))
        } else if (animating === 0) {
          // Overtaken by a placement (a new layout): glider-js ends a cancelled animation at its own,
          // now stale, target; put the view back where it belongs, in the same frame.
          frame.scrollLeft = position(settledAt(start))
        }
      })
    }
    const step = (direction: 'next' | 'prev', wrap = false) => go(stepStart(start, direction, layout, total, wrap), direction)

    // Automatic play (src/core/carousel/carousel.ts): never under reduced motion; a pause control
    // whenever it plays; stopped for good by focus; paused while hovered.
    let rotation = startRotation(layout.autoplay, reduced)
    const timers = createTimers(signal)
    let timer: TimerId | undefined
    let rotationButton: HTMLButtonElement | undefined
    let pointerOnRotation = false
    const schedule = () => {
      timers.clear(timer)
      timer = undefined
      if (!rotationTicks(rotation) || !layout.autoplay) return
      timer = timers.later(layout.autoplaySpeed, () => {
        if (doc.visibilityState !== 'hidden') step('next', true)
        schedule()
      })
    }
    const rotate = (event?: RotationEvent) => {
      if (event) rotation = nextRotation(rotation, event)
      track.setAttribute('aria-live', liveMode(rotation))
      if (rotationButton) {
        rotationButton.setAttribute('aria-label', rotation.rotating ? t.stop : t.start)
        rotationButton.classList.toggle('e-paused', !rotation.rotating)
      }
      schedule()
    }
    /** A move by the visitor: stops automatic play when the widget says so, else restarts its wait. */
    const interact = (move: () => void) => {
      move()
      rotate(layout.pauseOnInteraction ? 'interaction' : undefined)
    }
    if (rotation.rotating) {
      rotationButton = make('button', 'e-carousel-rotation')
      rotationButton.setAttribute('aria-controls', trackId)
      rotationButton.addEventListener('pointerdown', () => (pointerOnRotation = true), { signal })
      rotationButton.addEventListener(
        'click',
        () => {
          pointerOnRotation = false
          rotate('toggle')
        },
        { signal },
      )
      // First in the Tab order (APG carousel), over the slides: adding it moves nothing.
      wrapper.prepend(rotationButton)
      wrapper.addEventListener(
        'focusin',
        () => {
          if (!pointerOnRotation) rotate('focus')
        },
        { signal },
      )
      wrapper.addEventListener(
        'pointerenter',
        (event) => {
          if (event.pointerType === 'mouse' && layout.pauseOnHover) rotate('pointer-enter')
        },
        { signal },
      )
      wrapper.addEventListener('pointerleave', () => rotation.hovered && rotate('pointer-leave'), { signal })
    }

    // Previous / next: the builder's icon divs, named buttons in place.
    arrows.forEach((arrow, index) => {
      if (!arrow) return
      const direction = index === 0 ? 'prev' : 'next'
      adoptButton(arrow, direction === 'prev' ? t.previous : t.next, signal, () => {
        if (arrow.getAttribute('aria-disabled') !== 'true') interact(() => step(direction))
      })
      if (!arrow.hasAttribute('aria-label')) arrow.setAttribute('aria-label', direction === 'prev' ? t.previous : t.next)
      arrow.setAttribute('aria-controls', trackId)
      for (const icon of arrow.querySelectorAll('svg')) icon.setAttribute('aria-hidden', 'true')
    })
    const showControls = () => {
      for (const arrow of arrows) if (arrow) arrow.hidden = !layout.arrows
    }

    // Swipe (one finger, the shared thresholds; right-to-left reversed), anywhere on the carousel:
    // one that starts on an arrow or a picker moves it too (a tap stays a click). The wrapper takes
    // only vertical pans from the browser (touch-action, also in our stylesheet), so a sideways
    // swipe is never the browser's back or forward gesture.
    wrapper.style.touchAction = 'pan-y'
    wrapper.style.overscrollBehaviorX = 'contain'
    let gesture: { x: number; y: number; fingers: number; dx: number; dy: number } | undefined
    wrapper.addEventListener(
      'touchstart',
      (event) => {
        const touch = event.touches[0] as Touch
        gesture ??= { x: touch.clientX, y: touch.clientY, fingers: 0, dx: 0, dy: 0 }
        gesture.fingers = Math.max(gesture.fingers, event.touches.length)
      },
      { passive: true, signal },
    )
    wrapper.addEventListener(
      'touchmove',
      (event) => {
        if (!gesture) return
        const touch = event.touches[0] as Touch
        gesture.fingers = Math.max(gesture.fingers, event.touches.length)
        gesture.dx = touch.clientX - gesture.x
        gesture.dy = touch.clientY - gesture.y
      },
      { passive: true, signal },
    )
    wrapper.addEventListener(
      'touchend',
      (event) => {
        if (!gesture || event.touches.length > 0) return
        const direction = swipeDirection({ ...gesture, pinch: 0 }, rtl())
        gesture = undefined
        if (direction && canStep(start, layout, total)[direction]) interact(() => step(direction))
      },
      { passive: true, signal },
    )
    wrapper.addEventListener('touchcancel', () => (gesture = undefined), { passive: true, signal })

    // A new device mode: its settings (slides per view, spacing, offsets...) and a new layout.
    const layOut = () => {
      showControls()
      buildPagination()
      relayout()
      show()
    }
    const applyLayout = () => {
      setProperties()
      makeClones()
      start = Math.min(start, layout.infinite ? total - 1 : Math.max(0, total - layout.slidesToShow))
      layOut()
      schedule()
    }
    onDeviceModeChange((device) => {
      layout = layoutOn(device)
      applyLayout()
    }, signal)
    let lastWidth = wrapper.clientWidth
    const resizes = new ResizeObserver(() => {
      if (wrapper.clientWidth === lastWidth) return
      lastWidth = wrapper.clientWidth
      relayout()
    })
    resizes.observe(wrapper)
    signal.addEventListener('abort', () => resizes.disconnect(), { once: true })

    layOut()
    rotate()
    return () => {
      timers.clearAll()
      rotationButton?.remove()
      for (const copy of track.querySelectorAll(`[${CLONE_ATTRIBUTE}]`)) copy.remove()
      frame.replaceWith(track)
      track.scrollLeft = 0
      serverPagination?.replaceChildren(...serverPickers)
      restore()
    }
  },
})
