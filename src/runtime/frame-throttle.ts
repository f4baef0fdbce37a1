/**
 * Scroll and resize handlers of the theme's chrome: at most one run per animation frame
 * (`frameThrottled`), or per `ms` for work too heavy for every frame (`throttled`: the first call
 * runs at once, the last one of a burst runs when the interval ends). Both stop when `signal` aborts.
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

export function throttled(ms: number, run: () => void, signal: AbortSignal): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined
  let again = false
  signal.addEventListener('abort', () => clearTimeout(timer), { once: true })
  const tick = () => {
    if (again && !signal.aborted) {
      again = false
      run()
      timer = setTimeout(tick, ms)
    } else timer = undefined
  }
  return () => {
    if (signal.aborted) return
    if (timer !== undefined) {
      again = true
      return
    }
    run()
    timer = setTimeout(tick, ms)
  }
}

/**
 * Runs `run` after `ms` unless `signal` aborted first. (The theme's elements stay off
 * ./timers.ts: a module several React islands share is bundled in their chunk, which imports React.)
 */
export function afterDelay(ms: number, run: () => void, signal: AbortSignal): void {
  const timer = setTimeout(() => {
    if (!signal.aborted) run()
  }, ms)
  signal.addEventListener('abort', () => clearTimeout(timer), { once: true })
}

/** `prefers-reduced-motion: reduce` is asked for. */
export function prefersReducedMotion(view: Window): boolean {
  return view.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false
}
