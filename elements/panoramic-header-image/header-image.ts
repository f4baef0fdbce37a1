import { describeProblems } from '../../src/core/theme/settings.ts'
import { prefersReducedMotion } from '../../src/runtime/frame.ts'
import { afterDelay, onResize } from '../../src/runtime/frame-throttle.ts'
import type { Island } from '../../src/runtime/island.ts'
import { overlayFitter } from '../../src/runtime/overlay-fit.ts'
import { logError } from '../../src/runtime/log.ts'

/** How often a header video is asked whether it can play. */
export const VIDEO_POLL_MS = 50
/** HTMLMediaElement.HAVE_FUTURE_DATA: enough to start playing. */
const HAVE_FUTURE_DATA = 3

const TEXTS = {
  'data-label-pause': 'Pause background video',
  'data-label-play': 'Play background video',
} as const

/**
 * The header image (or header video) with its text overlay: text fitted to the overlay on `.smart`
 * headers, recomputed on resize; the `loading` state ends once the image loaded (its box is
 * reserved by width/height, so nothing moves); a video starts when it can play (polled every
 * 50 ms), not under reduced motion, with a pause control.
 */
export const headerImageIsland: Island = {
  tag: 'panoramic-header-image',
  mount({ root, tag, signal }) {
    if (!(root instanceof HTMLElement)) return
    const doc = root.ownerDocument
    const view = doc.defaultView
    if (!view) return
    const problems: string[] = []
    const fit = overlayFitter(root, root, view, 'headerImage', problems)
    if (problems.length > 0) logError(describeProblems(tag, 'the theme settings (variables)', problems))
    fit()
    onResize(view, fit, signal)

    const loaded = () => {
      root.classList.remove('loading')
      root.style.height = 'auto'
    }
    const image = root.querySelector('img')
    if (!image || image.complete) loaded()
    else {
      image.addEventListener('load', loaded, { once: true, signal })
      image.addEventListener('error', loaded, { once: true, signal })
    }

    const video = root.querySelector('video')
    if (!video) return
    video.muted = true
    video.removeAttribute('autoplay')
    const button = doc.createElement('button')
    button.type = 'button'
    button.className = 'header-video-toggle'
    const label = (name: keyof typeof TEXTS) => root.getAttribute(name) ?? TEXTS[name]
    const render = () => {
      const paused = video.paused
      button.setAttribute('aria-label', label(paused ? 'data-label-play' : 'data-label-pause'))
      button.classList.toggle('paused', paused)
    }
    video.addEventListener('play', render, { signal })
    video.addEventListener('pause', render, { signal })
    button.addEventListener(
      'click',
      () => {
        if (video.paused) void video.play().catch(() => undefined)
        else video.pause()
      },
      { signal },
    )
    root.append(button)
    render()
    const poll = () => {
      if (video.readyState >= HAVE_FUTURE_DATA) void video.play().catch(() => render())
      else afterDelay(VIDEO_POLL_MS, poll, signal)
    }
    // The theme prints `autoplay`: the browser may have started it before we got here.
    if (prefersReducedMotion(view)) video.pause()
    else poll()
    return () => button.remove()
  },
}
