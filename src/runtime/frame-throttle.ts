import { RESIZE_THROTTLE_MS } from '../core/theme/text-fit.ts'
import { frameThrottled } from './frame.ts'

/**
 * Timed work of the theme's home-page chrome: `throttled` runs at most once per `ms` (the first call
 * at once, the last one of a burst when the interval ends), `afterDelay` once after `ms`. Both stop
 * when `signal` aborts. (Per-frame work: ./frame.ts.)
 */
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

/**
 * The slider's and the header image's resize handling: `run` at most once per 300 ms, on
 * the frame after. Stops when `signal` aborts.
 */
export function onResize(view: Window, run: () => void, signal: AbortSignal): void {
  view.addEventListener('resize', throttled(RESIZE_THROTTLE_MS, frameThrottled(view, run, signal), signal), { signal })
}
