/**
 * Main-thread tasks in a Chromium trace (categories devtools.timeline and blink.user_timing):
 * `RunTask` events on the renderer's main thread, measured to the microsecond, where the Long
 * Tasks API only reports tasks over 50 ms.
 */
interface TraceEvent {
  name: string
  ph: string
  pid: number
  tid: number
  ts: number
  dur?: number
  cat?: string
  args?: { name?: string }
}

export interface TaskFigures {
  /** Longest task from navigation to network idle (parsing, style, layout, every script). */
  wholeLoadMs: number
  /** Longest task overlapping the span from the loader starting to the last island mounted. */
  whileMountingMs: number
}

const LOADER_START = 'shop-islands:loader-start'
const MOUNTED = 'shop-islands:mounted:'

export function taskFigures(trace: Buffer): TaskFigures {
  const events = (JSON.parse(trace.toString('utf8')) as { traceEvents: TraceEvent[] }).traceEvents
  const mainThreads = new Set(
    events
      .filter((e) => e.ph === 'M' && e.name === 'thread_name' && e.args?.name === 'CrRendererMain')
      .map((e) => `${e.pid}:${e.tid}`),
  )
  const marks = events.filter((e) => e.cat?.includes('blink.user_timing'))
  const start = marks.find((e) => e.name === LOADER_START)?.ts
  const mountedAt = marks.filter((e) => e.name.startsWith(MOUNTED)).map((e) => e.ts)
  const end = mountedAt.length > 0 ? Math.max(...mountedAt) : start
  let wholeLoadMs = 0
  let whileMountingMs = 0
  for (const e of events) {
    if (e.name !== 'RunTask' || e.ph !== 'X' || !mainThreads.has(`${e.pid}:${e.tid}`)) continue
    const ms = (e.dur ?? 0) / 1000
    wholeLoadMs = Math.max(wholeLoadMs, ms)
    if (start !== undefined && end !== undefined && e.ts <= end && e.ts + (e.dur ?? 0) >= start) {
      whileMountingMs = Math.max(whileMountingMs, ms)
    }
  }
  return { wholeLoadMs, whileMountingMs }
}
