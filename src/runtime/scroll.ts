import { swing } from '../core/timing/delay.ts'

/**
 * Scrolls the window so `element`'s top sits `offset` px below the viewport top, animated over
 * `duration` ms with jQuery's swing easing (what `$.scroll_to_notices` did). With reduced motion
 * requested, it jumps. Resolves when done; a newer scroll cancels an older one.
 */
let current = 0

export function scrollToElement(element: Element, offset = 100, duration = 1000): Promise<void> {
  const view = element.ownerDocument.defaultView
  if (!view) return Promise.resolve()
  const target = Math.max(0, element.getBoundingClientRect().top + view.scrollY - offset)
  const mine = ++current
  const reduced = view.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false
  if (reduced || duration <= 0) {
    view.scrollTo(view.scrollX, target)
    return Promise.resolve()
  }
  const start = view.scrollY
  const startTime = view.performance.now()
  return new Promise((resolve) => {
    const step = (now: number) => {
      if (mine !== current) return resolve()
      const progress = Math.min(1, (now - startTime) / duration)
      view.scrollTo(view.scrollX, start + (target - start) * swing(progress))
      if (progress < 1) view.requestAnimationFrame(step)
      else resolve()
    }
    view.requestAnimationFrame(step)
  })
}

/** `$.scroll_to_notices` of woocommerce.js: the notice's top 100 px below the window's, over 1000 ms. */
export const scrollToNotices = (element: Element): Promise<void> => scrollToElement(element, 100, 1000)
