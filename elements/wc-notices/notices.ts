import { ALERT_LIST_SELECTOR, ALERT_NOTICE_SELECTOR, REPAIRED_ROLE_ATTRIBUTE } from '../../src/core/notices/notice-selectors.ts'
import { remainingDelay } from '../../src/core/timing/delay.ts'
import { listen } from '../../src/runtime/listen.ts'
import type { Island } from '../../src/runtime/island.ts'
import { whenDomLoaded } from '../../src/runtime/page-load.ts'

/** Notices with role alert get focus 500 ms after load. */
export const NOTICE_FOCUS_DELAY_MS = 500

/** Cart scripts announce these on body when they redraw notices; the first alert is focused again. */
const REDRAW_EVENTS = ['item_removed_from_classic_cart', 'updated_wc_div']

/**
 * WooCommerce prints errors as `<ul class="woocommerce-error" role="alert"><li>…`: the role takes
 * the list's semantics away, so its items belong to no list (axe: aria-allowed-role, listitem).
 * Repaired in place, without moving a node: the list stays a list, and stays an assertive live region.
 */
export function repairAlertLists(scope: ParentNode): void {
  const self = scope instanceof Element && scope.matches(ALERT_LIST_SELECTOR) ? [scope] : []
  for (const list of [...self, ...scope.querySelectorAll(ALERT_LIST_SELECTOR)]) {
    list.removeAttribute('role')
    list.setAttribute(REPAIRED_ROLE_ATTRIBUTE, 'alert')
    list.setAttribute('aria-live', 'assertive')
  }
}

/** Focuses the first alert notice of the document after `delayMs`, so screen readers announce it. */
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

const started = new WeakSet<Document>()

/**
 * What woocommerce.js does once per page: the first notice with role alert gets focus 500 ms after
 * the DOM loaded (timed from load, not from when this chunk arrived), and again 500 ms after cart
 * scripts redraw the notices. Notices with role status are left alone.
 */
export function startPageNotices(doc: Document): void {
  if (started.has(doc)) return
  started.add(doc)
  // As woocommerce.js: the notice gets its tabindex at load, and focus 500 ms later.
  whenDomLoaded(doc, (loadedAt) => {
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
}

/**
 * `<wc-notices>` starts the page's notice behaviour and repairs the error lists inside it. Adopted
 * (an error list inserted at any time, `data-adopt`), it repairs that list; the page behaviour is
 * then started by the loader at load, when the notices present at load are known (./page-notices.ts).
 */
export const noticesIsland: Island = {
  tag: 'wc-notices',
  // <wc-notices> drives everything inside it (adopted, one error list).
  findRoot: (host) => host,
  mount({ root, adopted }) {
    repairAlertLists(root)
    if (!adopted) startPageNotices(root.ownerDocument)
  },
}
