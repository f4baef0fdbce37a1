/**
 * "Once scrolled into view" for page-builder elements (counters, progress bars, entrance
 * animations): `run` is called once, the first time any part of `element` is in the viewport,
 * unless `signal` aborts first. One IntersectionObserver per page serves every element. Without
 * IntersectionObserver, `run` is called at once (the end state is shown, never nothing).
 */

const waiting = new Map<Element, () => void>()
let observer: IntersectionObserver | undefined

function forget(element: Element) {
  waiting.delete(element)
  observer?.unobserve(element)
}

export function whenInView(element: Element, run: () => void, signal: AbortSignal): void {
  if (signal.aborted) return
  if (typeof IntersectionObserver !== 'function') return run()
  observer ??= new IntersectionObserver((entries) => {
    for (const entry of entries) {
      if (!entry.isIntersecting) continue
      const run = waiting.get(entry.target)
      forget(entry.target)
      run?.()
    }
  })
  waiting.set(element, run)
  observer.observe(element)
  signal.addEventListener('abort', () => forget(element), { once: true })
}
