/**
 * Time left before something scheduled `delayMs` after `since` is due, never negative.
 * Used where a behaviour is timed from page load but our code may start later than load.
 */
export function remainingDelay(since: number, now: number, delayMs: number): number {
  return Math.max(0, since + delayMs - now)
}

/** jQuery's default 'swing' easing: slow at both ends. `progress` runs from 0 to 1. */
export function swing(progress: number): number {
  const p = Math.min(1, Math.max(0, progress))
  return 0.5 - Math.cos(p * Math.PI) / 2
}
