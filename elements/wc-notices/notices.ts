import { remainingDelay } from '../../src/core/timing/delay.ts'
import { listen } from '../../src/runtime/events.ts'
import type { Island } from '../../src/runtime/island.ts'

/** A list we repaired (below) keeps its alert nature in this attribute. */
const REPAIRED_ROLE = 'data-notice-role'

export const ALERT_NOTICE_SELECTOR = [
  '.woocommerce-message[role="alert"]',
  '.woocommerce-error[role="alert"]',
  '.wc-block-components-notice-banner[role="alert"]',
  `.woocommerce-error[${REPAIRED_ROLE}="alert"]`,
].join(', ')

/**
 * WooCommerce prints errors as `<ul class="woocommerce-error" role="alert"><li>…`: the role takes
 * the list's semantics away, so its items belong to no list (axe: aria-allowed-role, listitem).
 * Repaired in place, without moving a node: the list stays a list, and stays an assertive live region.
 */
export function repairAlertLists(scope: ParentNode): void {
  const lists = scope.querySelectorAll(
    'ul.woocommerce-error[role="alert"], ol.woocommerce-error[role="alert"]',
  )
  const self = scope instanceof Element && scope.matches('ul[role="alert"], ol[role="alert"]') ? [scope] : []
  for (const list of [...self, ...lists]) {
    if (!list.classList.contains('woocommerce-error')) continue
    list.removeAttribute('role')
    list.setAttribute(REPAIRED_ROLE, 'alert')
    list.setAttribute('aria-live', 'assertive')
  }
}

/** Spec §9: notices with role alert get focus 500 ms after load. */
export const NOTICE_FOCUS_DELAY_MS = 500

/** Cart scripts announce these on body when they redraw notices; the first alert is focused again. */
const REDRAW_EVENTS = ['item_removed_from_classic_cart', 'updated_wc_div']

const started = new WeakSet<Document>()

/** Focuses the first alert notice of the document, so screen readers announce it. */
export function focusFirstAlertNotice(doc: Document, delayMs: number): void {
  const notice = doc.querySelector<HTMLElement>(ALERT_NOTICE_SELECTOR)
  if (!notice) return
  notice.tabIndex = -1
  setTimeout(() => {
    // The shopper may have moved on (clicked into a field) meanwhile: do not pull focus back.
    const active = doc.activeElement
    if (active && active !== doc.body && active !== doc.documentElement && active !== notice) return
    if (notice.isConnected) notice.focus()
  }, delayMs)
}

/** Milliseconds since navigation start at which the DOM was loaded, or undefined if not yet. */
function domContentLoadedAt(doc: Document): number | undefined {
  const view = doc.defaultView
  const entry = view?.performance.getEntriesByType?.('navigation')[0] as
    | PerformanceNavigationTiming
    | undefined
  if (entry && entry.domContentLoadedEventEnd > 0) return entry.domContentLoadedEventEnd
  return doc.readyState === 'loading' ? undefined : 0
}

function whenLoaded(doc: Document, run: (loadedAt: number) => void) {
  const loadedAt = domContentLoadedAt(doc)
  if (loadedAt !== undefined) run(loadedAt)
  else
    doc.addEventListener('DOMContentLoaded', () => run(doc.defaultView?.performance.now() ?? 0), {
      once: true,
    })
}

/**
 * Page notices. What woocommerce.js does once per page: the first notice with role alert gets focus
 * 500 ms after the DOM loaded (timed from load, not from when this chunk arrived), and again whenever
 * cart scripts redraw the notices. Notices with role status are left alone.
 */
export const noticesIsland: Island = {
  tag: 'wc-notices',
  mount({ root }) {
    const doc = root.ownerDocument
    repairAlertLists(root)
    if (started.has(doc)) return
    started.add(doc)
    whenLoaded(doc, (loadedAt) => {
      const now = doc.defaultView?.performance.now() ?? loadedAt
      focusFirstAlertNotice(doc, remainingDelay(loadedAt, now, NOTICE_FOCUS_DELAY_MS))
    })
    // Page-wide and for the page's lifetime, like the original: never aborted.
    const forever = new AbortController().signal
    for (const name of REDRAW_EVENTS) {
      listen(
        doc.body,
        name,
        () => {
          repairAlertLists(doc)
          focusFirstAlertNotice(doc, NOTICE_FOCUS_DELAY_MS)
        },
        forever,
      )
    }
  },
}
