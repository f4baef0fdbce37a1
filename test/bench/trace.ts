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
  /** The thread's own (CPU) time inside the event: `dur` less the time the thread was descheduled. */
  tdur?: number
  cat?: string
  args?: { name?: string }
}

export interface TaskFigures {
  /** Longest task from navigation to network idle (parsing, style, layout, every script). */
  wholeLoadMs: number
  /**
   * The most main-thread CPU time one task of the whole trace took (not always the longest task's):
   * wall time less the time the thread waited for a core. On a machine of 2 cores, where the
   * compositor, the raster workers and the GPU process take turns with the page's thread, this is
   * the work the page itself put in one task.
   */
  wholeLoadCpuMs: number
  /** Longest task overlapping the span from the loader starting to the last island mounted. */
  whileMountingMs: number
  /** The most main-thread CPU time one of those tasks took (see wholeLoadCpuMs). */
  whileMountingCpuMs: number
}

const LOADER_START = 'shop-islands:loader-start'
const MOUNTED = 'shop-islands:mounted:'

export function taskFigures(trace: Buffer): TaskFigures {
  const events = (JSON.parse(trace.toString('utf8')) as { traceEvents: TraceEvent[] }).traceEvents
  const mainThreads = new Set(
    events.filter((e) => e.ph === 'M' && e.name === 'thread_name' && e.args?.name === 'CrRendererMain').map((e) => `${e.pid}:${e.tid}`),
  )
  const marks = events.filter((e) => e.cat?.includes('blink.user_timing'))
  const start = marks.find((e) => e.name === LOADER_START)?.ts
  const mountedAt = marks.filter((e) => e.name.startsWith(MOUNTED)).map((e) => e.ts)
  const end = mountedAt.length > 0 ? Math.max(...mountedAt) : start
  let wholeLoadMs = 0
  let whileMountingMs = 0
  let wholeLoadCpuMs = 0
  let whileMountingCpuMs = 0
  for (const e of events) {
    if (e.name !== 'RunTask' || e.ph !== 'X' || !mainThreads.has(`${e.pid}:${e.tid}`)) continue
    const ms = (e.dur ?? 0) / 1000
    const cpuMs = (e.tdur ?? 0) / 1000
    wholeLoadMs = Math.max(wholeLoadMs, ms)
    wholeLoadCpuMs = Math.max(wholeLoadCpuMs, cpuMs)
    if (start !== undefined && end !== undefined && e.ts <= end && e.ts + (e.dur ?? 0) >= start) {
      whileMountingMs = Math.max(whileMountingMs, ms)
      whileMountingCpuMs = Math.max(whileMountingCpuMs, cpuMs)
    }
  }
  return { wholeLoadMs, wholeLoadCpuMs, whileMountingMs, whileMountingCpuMs }
}
