/**
 * Scroll and resize work of the theme's chrome, on every theme page (the theme's chunk carries this
 * module for the home-page elements too: build/chunk-groups.ts).
 */

/**
 * A scheduler that runs `run` at most once per animation frame however often it is called (a fast
 * scroll fires many events per frame). Stops with `signal`.
 */
export function frameThrottled(view: Window, run: () => void, signal: AbortSignal): () => void {
  let pending = 0
  signal.addEventListener('abort', () => view.cancelAnimationFrame(pending), { once: true })
  return () => {
    if (pending || signal.aborted) return
    pending = view.requestAnimationFrame(() => {
      pending = 0
      if (!signal.aborted) run()
    })
  }
}

/**
 * `run` once per frame in which the window scrolled or resized: one listener per event (neither can
 * be cancelled, so `passive` would change nothing).
 */
export function onEveryFrameOf(view: Window, events: readonly ('scroll' | 'resize')[], run: () => void, signal: AbortSignal): void {
  const schedule = frameThrottled(view, run, signal)
  for (const name of events) view.addEventListener(name, schedule, { signal })
}

/** The visitor asked for less motion. */
export function prefersReducedMotion(view: Window): boolean {
  return view.matchMedia('(prefers-reduced-motion: reduce)').matches
}

/**
 * Moves the focus to where a scroll took the visitor (the page's top, a one-page section), made
 * focusable by script if it is not, without scrolling again: the next Tab starts from there.
 */
export function focusLanding(element: HTMLElement): void {
  if (!element.hasAttribute('tabindex')) element.tabIndex = -1
  element.focus({ preventScroll: true })
}
