/**
 * The longest main-thread task in a Chromium trace (devtools.timeline): the longest `RunTask` on the
 * renderer's main thread, in ms. Chromium's own "long task" notion, measured to the microsecond,
 * where the Long Tasks API only reports tasks over 50 ms.
 */
interface TraceEvent {
  name: string
  ph: string
  pid: number
  tid: number
  dur?: number
  args?: { name?: string }
}

export function longestTask(trace: Buffer): number {
  const events = (JSON.parse(trace.toString('utf8')) as { traceEvents: TraceEvent[] }).traceEvents
  const mainThreads = new Set(
    events
      .filter((e) => e.ph === 'M' && e.name === 'thread_name' && e.args?.name === 'CrRendererMain')
      .map((e) => `${e.pid}:${e.tid}`),
  )
  let longest = 0
  for (const e of events) {
    if (e.name !== 'RunTask' || e.ph !== 'X' || !mainThreads.has(`${e.pid}:${e.tid}`)) continue
    longest = Math.max(longest, (e.dur ?? 0) / 1000)
  }
  return longest
}
