import Glider from 'glider-js'
import { type RawSliderSettings, reservedHeight, sliderEasing, resolveSliderOptions, stepSlide } from '../../src/core/theme/slider.ts'
import {
  liveMode,
  nextRotation,
  type RotationEvent,
  rotationTicks,
  slideLabel,
  startRotation,
  swipeDirection,
} from '../../src/core/carousel/carousel.ts'
import { describeProblems } from '../../src/core/theme/settings.ts'
import { prefersReducedMotion } from '../../src/runtime/frame.ts'
import { onResize } from '../../src/runtime/frame-throttle.ts'
import { adoptButton } from '../../src/runtime/button-role.ts'
import type { Island } from '../../src/runtime/island.ts'
import { overlayFitter } from '../../src/runtime/overlay-fit.ts'
import { logError } from '../../src/runtime/log.ts'
import { themeGlobal } from '../../src/runtime/theme-settings.ts'

/** Default texts; each can be replaced by an attribute on the container (README "Attributes"). */
const TEXTS = {
  'aria-label': 'Featured',
  'data-label-previous': 'Previous slide',
  'data-label-next': 'Next slide',
  'data-label-slide': 'Slide {n} of {total}',
  'data-label-stop': 'Stop automatic slide show',
  'data-label-start': 'Start automatic slide show',
} as const

/**
 * The theme's home slider on glider-js: one slide at a time, circular, variable height, the
 * transition and autoscroll of the settings, swipe with touchSwipe's thresholds, APG carousel
 * semantics, named buttons and a rotation control.
 */
export const sliderIsland: Island = {
  tag: 'panoramic-slider',
  mount({ root, tag, signal }) {
    if (!(root instanceof HTMLElement)) return
    const doc = root.ownerDocument
    const view = doc.defaultView
    const list = root.querySelector<HTMLElement>('ul.slider')
    if (!view || !list) return
    const slides = [...list.children].filter((child): child is HTMLElement => child instanceof HTMLElement)
    const text = (name: keyof typeof TEXTS) => root.getAttribute(name) ?? TEXTS[name]

    // The theme's first step: the height of the first image's ratio, before anything else loads.
    const first = slides[0]?.querySelector('img')
    const reserved = first && reservedHeight(list.clientWidth, Number(first.getAttribute('width')), Number(first.getAttribute('height')))
    if (reserved) list.style.height = `${reserved}px`

    // Premium's globals or the free theme's `panoramic` object: whichever the site's version prints.
    const raw: RawSliderSettings = {
      effect: themeGlobal('panoramicSliderTransitionEffect'),
      speed: themeGlobal('panoramicSliderTransitionSpeed'),
      interval: themeGlobal('panoramicSliderSpeed'),
      free: themeGlobal('panoramic'),
      pauseOnHover: root.getAttribute('data-pause-on-hover') ?? undefined,
    }
    const { value: options, problems } = resolveSliderOptions(raw)
    const fitOverlays = overlayFitter(root, list, view, 'slider', problems)
    if (problems.length > 0) logError(describeProblems(tag, 'the slider settings (panoramicSlider…, panoramic, variables)', problems))

    const finish = () => {
      list.style.height = ''
      root.style.height = 'auto'
      root.classList.remove('loading')
    }
    fitOverlays()
    if (slides.length < 2) {
      finish()
      return
    }

    const reduced = prefersReducedMotion(view)
    const listId = list.id || `panoramic-slides-${++sliders}`
    list.id = listId
    root.setAttribute('role', 'region')
    root.setAttribute('aria-roledescription', 'carousel')
    if (!root.hasAttribute('aria-label') && !root.hasAttribute('aria-labelledby')) root.setAttribute('aria-label', text('aria-label'))
    // The theme's list stays a list: each item is announced as a slide ("1 of 3"). Pagination: the
    // theme's empty div, filled with one button per slide, named as the slide.
    const dots: HTMLButtonElement[] = []
    const pagination = root.querySelector<HTMLElement>('.pagination')
    pagination?.replaceChildren()
    slides.forEach((slide, index) => {
      const label = slideLabel(text('data-label-slide'), index, slides.length)
      slide.setAttribute('aria-roledescription', 'slide')
      slide.setAttribute('aria-label', label)
      if (!pagination) return
      const dot = doc.createElement('button')
      dot.type = 'button'
      dot.setAttribute('aria-label', label)
      dot.setAttribute('aria-controls', listId)
      const number = doc.createElement('span')
      number.textContent = String(index + 1)
      dot.append(number)
      dot.addEventListener('click', () => go(index), { signal })
      pagination.append(dot)
      dots.push(dot)
    })

    // glider-js scrolls a frame around the theme's own list (`skipTrack`: the list is the track).
    const frame = doc.createElement('div')
    frame.className = 'panoramic-slider-frame'
    Object.assign(frame.style, { overflow: 'hidden', touchAction: 'pan-y', position: 'relative' })
    list.before(frame)
    frame.append(list)
    Object.assign(list.style, { display: 'flex', alignItems: 'flex-start' })
    // glider's defaults fit the rest: one slide shown and scrolled, no dragging (so its only listener
    // is on `scroll`, which cannot be cancelled: `passiveListeners` would change nothing), no scroll
    // lock. Only `scrollItem(index)` moves it (`go` below, which sets each move's duration), so its
    // arrows, dots and rewind never come into play.
    const glider = new Glider(frame, {
      skipTrack: true,
      easing: (_x, t, _b, _c, d) => (d > 0 ? sliderEasing(t / d) : 1),
    })
    // glider-js refreshes on every resize event: ours is throttled to 300 ms.
    glider.event(view, 'remove', { resize: glider.resize })

    let current = 0
    const show = (index: number) => {
      current = index
      // One pagination dot per slide, when the theme prints the pagination.
      slides.forEach((slide, i) => {
        const dot = dots[i]
        slide.inert = i !== index
        dot?.classList.toggle('selected', i === index)
        if (i === index) dot?.setAttribute('aria-current', 'true')
        else dot?.removeAttribute('aria-current')
      })
      const height = slides[index]?.offsetHeight
      if (height) frame.style.height = `${height}px`
    }
    const go = (index: number) => {
      if (index === current) return
      const distance = Math.abs(index - current) * glider.itemWidth
      if (options.effect === 'fade' && !reduced && options.speed > 0) {
        const half = options.speed / 2
        frame.animate([{ opacity: 1 }, { opacity: 0 }], { duration: half, easing: 'ease-in' }).finished.then(
          () => {
            glider.opt.duration = 0
            glider.scrollItem(index)
            show(index)
            frame.animate([{ opacity: 0 }, { opacity: 1 }], { duration: half, easing: 'ease-out' })
          },
          () => undefined,
        )
        return
      }
      glider.opt.duration = options.effect === 'none' || reduced || distance <= 0 ? 0 : options.speed / distance
      glider.scrollItem(index)
      show(index)
    }
    const step = (direction: 'next' | 'prev') => go(stepSlide(current, slides.length, direction))

    // Previous / next: the theme's icon divs, made named buttons in place (the theme prints no name on them).
    for (const direction of ['prev', 'next'] as const) {
      // Premium wraps them in `.controls-container > .controls`; the free theme prints them as the container's children.
      const control = root.querySelector<HTMLElement>(`:scope > .controls-container .${direction}, :scope > .${direction}`)
      if (!control) continue
      control.setAttribute('aria-controls', listId)
      adoptButton(control, text(direction === 'prev' ? 'data-label-previous' : 'data-label-next'), signal, () => step(direction))
    }

    // Autoscroll: never under reduced motion; a visible rotation control whenever it runs
    // (the rotation's rules: src/core/carousel/carousel.ts, shared with the page builder's carousel).
    let rotation = startRotation(options.autoscroll !== false, reduced)
    let pointerOnRotation = false
    let timer: ReturnType<typeof setTimeout> | undefined
    let rotationButton: HTMLButtonElement | undefined
    const schedule = () => {
      clearTimeout(timer)
      // Only a slider with autoscroll ever rotates (its rotation control is the only way to restart).
      if (!rotationTicks(rotation) || signal.aborted) return
      timer = setTimeout(() => {
        if (rotationTicks(rotation) && doc.visibilityState !== 'hidden') step('next')
        schedule()
      }, options.autoscroll as number)
    }
    const rotate = (event?: RotationEvent) => {
      if (event) rotation = nextRotation(rotation, event)
      list.setAttribute('aria-live', liveMode(rotation))
      if (rotationButton) {
        rotationButton.setAttribute('aria-label', text(rotation.rotating ? 'data-label-stop' : 'data-label-start'))
        rotationButton.classList.toggle('paused', !rotation.rotating)
      }
      schedule()
    }
    if (rotation.rotating) {
      rotationButton = doc.createElement('button')
      rotationButton.type = 'button'
      rotationButton.className = 'rotation'
      rotationButton.setAttribute('aria-controls', listId)
      rotationButton.addEventListener('pointerdown', () => (pointerOnRotation = true), { signal })
      rotationButton.addEventListener(
        'click',
        () => {
          pointerOnRotation = false
          rotate('toggle')
        },
        { signal },
      )
      root.prepend(rotationButton)
      // Focus entering the slider stops autoscroll for good (the rotation control can restart it).
      root.addEventListener(
        'focusin',
        () => {
          if (!pointerOnRotation) rotate('focus')
        },
        { signal },
      )
      if (options.pauseOnHover) {
        root.addEventListener(
          'pointerenter',
          (event) => {
            if (event.pointerType === 'mouse') rotate('pointer-enter')
          },
          { signal },
        )
        root.addEventListener('pointerleave', () => rotate('pointer-leave'), { signal })
      }
    }
    rotate()

    // Swipe (touchSwipe's thresholds): one finger, 75 px, not a pinch.
    let start: { x: number; y: number; fingers: number; spread: number; pinch: number; dx: number; dy: number } | undefined
    const spread = (touches: TouchList) =>
      touches.length < 2
        ? 0
        : Math.hypot(
            (touches[0] as Touch).clientX - (touches[1] as Touch).clientX,
            (touches[0] as Touch).clientY - (touches[1] as Touch).clientY,
          )
    frame.addEventListener(
      'touchstart',
      (event) => {
        const touch = event.touches[0] as Touch
        if (!start) start = { x: touch.clientX, y: touch.clientY, fingers: 0, spread: spread(event.touches), pinch: 0, dx: 0, dy: 0 }
        start.fingers = Math.max(start.fingers, event.touches.length)
      },
      { passive: true, signal },
    )
    frame.addEventListener(
      'touchmove',
      (event) => {
        if (!start) return
        const touch = event.touches[0] as Touch
        start.fingers = Math.max(start.fingers, event.touches.length)
        start.dx = touch.clientX - start.x
        start.dy = touch.clientY - start.y
        if (event.touches.length > 1) start.pinch = spread(event.touches) - start.spread
      },
      { passive: true, signal },
    )
    frame.addEventListener(
      'touchend',
      (event) => {
        if (!start || event.touches.length > 0) return
        const direction = swipeDirection(start)
        start = undefined
        if (direction) step(direction)
      },
      { passive: true, signal },
    )
    frame.addEventListener('touchcancel', () => (start = undefined), { passive: true, signal })

    const relayout = () => {
      glider.refresh()
      fitOverlays()
      show(current)
    }
    onResize(view, relayout, signal)
    for (const image of list.querySelectorAll('img')) {
      if (!image.complete) image.addEventListener('load', () => show(current), { once: true, signal })
    }
    show(0)
    finish()
    // Every slide now stands in the track at its full width: fit each overlay, not only the first
    // one's (the others were hidden while loading, with no width to fit to).
    fitOverlays()
    return () => {
      clearTimeout(timer)
      rotationButton?.remove()
    }
  },
}

let sliders = 0
