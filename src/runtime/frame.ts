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
