import { remainingDelay } from '../core/timing/delay.ts'

/**
 * Behaviours timed from page load ("focus 500 ms after load", "re-announced 2 s after load")
 * are timed from DOMContentLoaded wherever our code happens to start: before the event (the loader
 * scans while the document is still interactive), or well after it (a chunk that arrived late).
 */
function domContentLoadedAt(doc: Document): number | undefined {
  const entry = doc.defaultView?.performance.getEntriesByType?.('navigation')[0] as PerformanceNavigationTiming | undefined
  if (entry && entry.domContentLoadedEventEnd > 0) return entry.domContentLoadedEventEnd
  // Without that figure: a complete document loaded at the start of the page; otherwise wait.
  return doc.readyState === 'complete' ? 0 : undefined
}

/** Calls `run(loadedAt)` once the DOM has loaded (at once if it has); returns a canceller. */
export function whenDomLoaded(doc: Document, run: (loadedAt: number) => void): () => void {
  const loadedAt = domContentLoadedAt(doc)
  if (loadedAt !== undefined) {
    run(loadedAt)
    return () => {}
  }
  const onLoaded = () => run(doc.defaultView?.performance.now() ?? 0)
  doc.addEventListener('DOMContentLoaded', onLoaded, { once: true })
  return () => doc.removeEventListener('DOMContentLoaded', onLoaded)
}

/** Runs `run` `delayMs` after DOMContentLoaded; returns a function that cancels it. */
export function afterDomLoaded(doc: Document, delayMs: number, run: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined
  const stopWaiting = whenDomLoaded(doc, (loadedAt) => {
    timer = setTimeout(run, remainingDelay(loadedAt, doc.defaultView?.performance.now() ?? 0, delayMs))
  })
  return () => {
    stopWaiting()
    if (timer !== undefined) clearTimeout(timer)
  }
}
