/**
 * "Once it nears the viewport" and "reduced motion requested": what the page builder's widgets ask
 * before they animate or load anything (entrance animations, video embeds). One IntersectionObserver
 * per margin serves every element of the page.
 */

type Run = () => void

const observers = new Map<string, { observer: IntersectionObserver; waiting: Map<Element, Run[]> }>()

function observerFor(margin: string) {
  let entry = observers.get(margin)
  if (!entry) {
    const waiting = new Map<Element, Run[]>()
    const observer = new IntersectionObserver(
      (records) => {
        for (const record of records) {
          if (!record.isIntersecting) continue
          const runs = waiting.get(record.target)
          waiting.delete(record.target)
          observer.unobserve(record.target)
          for (const run of runs ?? []) run()
        }
      },
      { rootMargin: margin },
    )
    entry = { observer, waiting }
    observers.set(margin, entry)
  }
  return entry
}

/**
 * Runs `run` once, the first time `element` comes within `margin` (a CSS margin, "0px" for "in
 * view") of the viewport, unless `signal` aborts first. Without IntersectionObserver it runs at once.
 */
export function onceInView(element: Element, run: Run, signal: AbortSignal, margin = '0px'): void {
  if (signal.aborted) return
  if (typeof IntersectionObserver !== 'function') {
    run()
    return
  }
  const { observer, waiting } = observerFor(margin)
  const guarded = () => {
    if (!signal.aborted) run()
  }
  const runs = waiting.get(element)
  if (runs) runs.push(guarded)
  else {
    waiting.set(element, [guarded])
    observer.observe(element)
  }
  signal.addEventListener(
    'abort',
    () => {
      const left = waiting.get(element)?.filter((each) => each !== guarded)
      if (left && left.length > 0) return void waiting.set(element, left)
      waiting.delete(element)
      observer.unobserve(element)
    },
    { once: true },
  )
}

/** The visitor asked for reduced motion (`prefers-reduced-motion: reduce`). */
export function prefersReducedMotion(view: Window | null = globalThis.window ?? null): boolean {
  return view?.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false
}
