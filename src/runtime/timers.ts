/**
 * Timers that belong to one connection of an element: all of them are cleared when the element's
 * AbortSignal aborts (it is disconnected), so no callback runs against a detached island.
 */
export type TimerId = ReturnType<typeof setTimeout>

export interface Timers {
  /** Runs `run` after `delayMs`, unless cleared or aborted first. */
  later(delayMs: number, run: () => void): TimerId
  clear(timer: TimerId | undefined): void
  /** Clears every pending timer (also done when the signal aborts). */
  clearAll(): void
}

export function createTimers(signal?: AbortSignal): Timers {
  const pending = new Set<TimerId>()
  const timers: Timers = {
    later(delayMs, run) {
      const timer = setTimeout(() => {
        pending.delete(timer)
        run()
      }, delayMs)
      pending.add(timer)
      return timer
    },
    clear(timer) {
      if (timer === undefined) return
      clearTimeout(timer)
      pending.delete(timer)
    },
    clearAll() {
      for (const timer of pending) clearTimeout(timer)
      pending.clear()
    },
  }
  signal?.addEventListener('abort', () => timers.clearAll(), { once: true })
  if (signal?.aborted) timers.clearAll()
  return timers
}
