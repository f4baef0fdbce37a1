import { type WidgetContext, widgetIsland } from '../../src/runtime/builder/widget.ts'
import { holdsFocus } from '../../src/runtime/focus.ts'
import type { Island } from '../../src/runtime/island.ts'
import { prefersReducedMotion } from '../../src/runtime/slide.ts'
import { createTimers, type TimerId } from '../../src/runtime/timers.ts'
import { isShown } from '../../src/runtime/visibility.ts'

/**
 * The page builder's alert widget, adopted in place: its dismiss button fades
 * the alert out over 400 ms (at once with reduced motion; the builder's jQuery `fadeOut`), then
 * hides it, and focus goes to the next thing the visitor can focus after the alert (the previous
 * one at the end of the page), never lost on the body.
 */

export const FADE_MS = 400
export const DISMISSING_CLASS = 'is-dismissing'

// Links, enabled form controls (not hidden inputs), and anything with a non-negative tabindex.
const FOCUSABLE = 'a[href],:is(button,input:not([type=hidden]),select,textarea):not([disabled]),[tabindex]:not([tabindex="-1"])'

/** The first focusable element after `element` (outside it), else the last one before it. */
function neighbourOf(element: Element): HTMLElement | undefined {
  // In document order; each one outside `element` is either before or after it.
  const candidates = [...element.ownerDocument.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(
    (candidate) => !element.contains(candidate) && isShown(candidate),
  )
  return candidates.find((candidate) => element.compareDocumentPosition(candidate) & Node.DOCUMENT_POSITION_FOLLOWING) ?? candidates.pop()
}

function mountAlert({ root, signal }: WidgetContext) {
  const alert = root.querySelector<HTMLElement>('.elementor-alert')
  const dismiss = alert?.querySelector<HTMLElement>('.elementor-alert-dismiss')
  if (!alert || !dismiss) return
  // Cleared when the island unmounts.
  const timers = createTimers(signal)
  let timer: TimerId | undefined
  dismiss.addEventListener(
    'click',
    (event) => {
      event.preventDefault()
      if (timer !== undefined || alert.hidden) return
      const hadFocus = holdsFocus(alert)
      const hide = () => {
        timer = undefined
        const next = hadFocus || holdsFocus(alert) ? neighbourOf(alert) : undefined
        alert.hidden = true
        alert.style.display = 'none'
        alert.classList.remove(DISMISSING_CLASS)
        next?.focus()
      }
      alert.classList.add(DISMISSING_CLASS)
      if (prefersReducedMotion(alert)) hide()
      else timer = timers.later(FADE_MS, hide)
    },
    { signal },
  )
}

export const alertIsland: Island = widgetIsland({ tag: 'builder-alert', holds: '.elementor-alert', mount: mountAlert })
