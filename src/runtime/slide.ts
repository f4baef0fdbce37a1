/**
 * jQuery's slideDown / slideUp, which themes and shoppers know from the scripts we replace: the
 * height (with padding and margin) runs between 0 and its natural size, then the element is shown
 * (`display` restored) or hidden (`display: none`, as jQuery leaves it, so theme CSS and other
 * scripts testing `:visible` agree). With reduced motion requested, or without the Web Animations
 * API, it jumps. A newer slide of the same element replaces an older one.
 *
 * The end is a timer, not the animation's `finish` event: the state must be right after `duration`
 * even where animations do not run (background tabs throttle them; test DOMs do not play them).
 */

interface Running {
  animation: Animation
  /** Settles the slide's promise (also when a newer slide replaces it). */
  resolve: () => void
  timer: ReturnType<typeof setTimeout>
  /** The element's own inline overflow, put back when the last slide ends. */
  overflow: string
}

const running = new WeakMap<HTMLElement, Running>()

export type SlideDirection = 'down' | 'up'

/** The visitor asked for reduced motion (slides jump; page-builder widgets show their end state at once). */
export function prefersReducedMotion(element: Element): boolean {
  return element.ownerDocument.defaultView?.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false
}

/** Not hidden by a slide (or by jQuery's hide()). */
export function isShown(element: HTMLElement): boolean {
  return element.style.display !== 'none'
}

function stop(element: HTMLElement): string | undefined {
  const current = running.get(element)
  if (!current) return undefined
  running.delete(element)
  clearTimeout(current.timer)
  // Cancelling rejects `finished`; nobody waits on it, but the rejection must not go unhandled.
  current.animation.finished.catch(() => {})
  current.animation.cancel()
  current.resolve()
  return current.overflow
}

/** Ends a running slide where it is, its promise settled, the element's inline overflow put back. */
export function cancelSlide(element: HTMLElement): void {
  const overflow = stop(element)
  if (overflow !== undefined) element.style.overflow = overflow
}

/** Resolves when the slide is over, or replaced by a newer one. */
export function slide(element: HTMLElement, direction: SlideDirection, duration = 200): Promise<void> {
  const overflow = stop(element) ?? element.style.overflow
  element.style.overflow = overflow
  if (direction === 'down' && element.style.display === 'none') element.style.removeProperty('display')
  const animate = duration > 0 && typeof element.animate === 'function' && !prefersReducedMotion(element)
  if (!animate) {
    if (direction === 'up') element.style.display = 'none'
    return Promise.resolve()
  }
  const style = element.ownerDocument.defaultView?.getComputedStyle(element)
  const open: Keyframe = {
    height: `${element.scrollHeight}px`,
    paddingTop: style?.paddingTop ?? '0px',
    paddingBottom: style?.paddingBottom ?? '0px',
    marginTop: style?.marginTop ?? '0px',
    marginBottom: style?.marginBottom ?? '0px',
  }
  const closed: Keyframe = { height: '0px', paddingTop: '0px', paddingBottom: '0px', marginTop: '0px', marginBottom: '0px' }
  element.style.overflow = 'hidden'
  const animation = element.animate(direction === 'down' ? [closed, open] : [open, closed], {
    duration,
    // jQuery's default easing, 'swing'; held at the end until the timer settles the state.
    easing: 'cubic-bezier(0.37, 0, 0.63, 1)',
    fill: 'forwards',
  })
  return new Promise((resolve) => {
    const timer = setTimeout(() => {
      stop(element)
      element.style.overflow = overflow
      if (direction === 'up') element.style.display = 'none'
      resolve()
    }, duration)
    running.set(element, { animation, resolve, timer, overflow })
  })
}
