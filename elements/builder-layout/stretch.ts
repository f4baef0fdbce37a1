import { type Box, stretch } from '../../src/core/builder/stretch.ts'

/** Stretched sections (`elementor-section-stretched`) and stretched containers / widgets (`e-stretched`). */
export const STRETCHED_SELECTOR = '.elementor-section-stretched, .elementor-element.e-stretched'

/**
 * Keeps the stretched elements inside `root` as wide as the kit's container (the window without its
 * scrollbar when none is set), lined up with it, in both writing directions; measured again
 * whenever that container's width changes (window resize, a scrollbar appearing).
 */
export function keepStretched(root: Element, containerSelector: string, signal: AbortSignal): void {
  const elements = [...root.querySelectorAll<HTMLElement>(STRETCHED_SELECTOR)]
  if (!elements.length) return
  const doc = root.ownerDocument
  const view = doc.defaultView
  if (!view) return
  // A valid selector or '' (src/runtime/builder/config.ts).
  const container = containerSelector ? doc.querySelector(containerSelector) : null
  const html = doc.documentElement
  const containerBox = (): Box => {
    if (!container) return { left: 0, width: html.clientWidth }
    const rect = container.getBoundingClientRect()
    return { left: rect.left + view.scrollX + container.clientLeft, width: container.clientWidth }
  }
  const measure = () => {
    // Natural boxes first (all writes, then all reads, then all writes: one layout each way).
    for (const element of elements) {
      for (const property of ['width', 'left', 'right']) element.style.removeProperty(property)
    }
    const box = containerBox()
    const writes = elements.map((element) => {
      const rect = element.getBoundingClientRect()
      const style = view.getComputedStyle(element)
      const { width, side, offset } = stretch({
        container: box,
        element: { left: rect.left + view.scrollX, width: rect.width },
        rtl: style.direction === 'rtl',
        fixed: style.position === 'fixed',
      })
      return () => {
        element.style.width = `${width}px`
        element.style.setProperty(side, `${offset}px`)
      }
    })
    for (const write of writes) write()
  }
  measure()
  if (typeof ResizeObserver !== 'function') return
  let width = containerBox().width
  let frame = 0
  const observer = new ResizeObserver(() => {
    frame ||= view.requestAnimationFrame(() => {
      frame = 0
      const now = containerBox().width
      if (now === width) return
      width = now
      measure()
    })
  })
  observer.observe(container ?? html)
  signal.addEventListener(
    'abort',
    () => {
      observer.disconnect()
      view.cancelAnimationFrame(frame)
    },
    { once: true },
  )
}
