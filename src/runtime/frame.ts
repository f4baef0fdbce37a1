/**
 * Scroll and resize work of the theme's chrome: one passive listener per event, and the work done at
 * most once per animation frame (a fast scroll fires many events per frame). Stops with `signal`.
 */
export function onEveryFrameOf(
  view: Window,
  events: readonly ('scroll' | 'resize')[],
  run: () => void,
  signal: AbortSignal,
): void {
  let pending = 0
  const schedule = () => {
    if (pending) return
    pending = view.requestAnimationFrame(() => {
      pending = 0
      if (!signal.aborted) run()
    })
  }
  for (const name of events) view.addEventListener(name, schedule, { passive: true, signal })
  signal.addEventListener('abort', () => pending && view.cancelAnimationFrame(pending), { once: true })
}

/** The visitor asked for less motion. */
export function prefersReducedMotion(view: Window | null): boolean {
  return view?.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false
}

/**
 * Animates `element` between two keyframes in `duration` ms (jQuery's swing easing) and leaves the
 * end state inline, as jQuery's animate() did. Under reduced motion, or without the Web Animations
 * API, it jumps. A newer tween of the same element replaces the older one. The end is a timer, so the
 * state is right after `duration` even where animations do not play.
 */
const tweens = new WeakMap<HTMLElement, { animation?: Animation; timer: ReturnType<typeof setTimeout>; done: () => void }>()

export function tween(element: HTMLElement, from: Keyframe, to: Keyframe, duration: number): Promise<void> {
  const previous = tweens.get(element)
  if (previous) {
    clearTimeout(previous.timer)
    previous.animation?.cancel()
    previous.done()
    tweens.delete(element)
  }
  const settle = () => Object.assign(element.style, to)
  const view = element.ownerDocument.defaultView
  if (duration <= 0 || typeof element.animate !== 'function' || prefersReducedMotion(view)) {
    settle()
    return Promise.resolve()
  }
  return new Promise((resolve) => {
    const animation = element.animate([from, to], { duration, easing: 'cubic-bezier(0.37, 0, 0.63, 1)', fill: 'forwards' })
    animation.finished.catch(() => {})
    const done = () => resolve()
    const timer = setTimeout(() => {
      tweens.delete(element)
      settle()
      animation.cancel()
      resolve()
    }, duration)
    tweens.set(element, { animation, timer, done })
  })
}
