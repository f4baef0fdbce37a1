import { remainingDelay } from '../../src/core/timing/delay.ts'
import { raiseToMin } from '../../src/core/variations/quantity.ts'
import type { Island } from '../../src/runtime/island.ts'
import { hasJQueryHandler } from '../../src/runtime/jquery.ts'

/** Spec §2/§9: the result count is re-announced to screen readers 2000 ms after load. */
export const RESULT_COUNT_DELAY_MS = 2000

/**
 * The sort-order dropdown: choosing an order submits its GET form at once (WooCommerce's template
 * carries the other query parameters and `paged=1` as hidden inputs). `requestSubmit` fires the
 * form's submit event, so other scripts' submit handlers still run, as with jQuery's trigger.
 */
export const orderingIsland: Island = {
  tag: 'wc-ordering',
  findRoot: (host) => host.querySelector('form.woocommerce-ordering') ?? host.closest('form.woocommerce-ordering'),
  handledByOriginal: (root) => (hasJQueryHandler(root, 'change') ? "WooCommerce's woocommerce.js" : false),
  mount({ root, signal }) {
    root.addEventListener(
      'change',
      (event) => {
        const select = event.target
        if (!(select instanceof HTMLSelectElement) || !select.matches('select.orderby')) return
        const form = select.form
        if (!form) return
        if (typeof form.requestSubmit === 'function') form.requestSubmit()
        else form.submit()
      },
      { signal },
    )
  },
}

function loadedAt(doc: Document): number {
  const entry = doc.defaultView?.performance.getEntriesByType?.('navigation')[0] as
    | PerformanceNavigationTiming
    | undefined
  return entry?.domContentLoadedEventEnd ?? 0
}

/**
 * The result count ("Showing 1–12 of 40 results"): hidden from screen readers at load, then, 2 s
 * after the DOM loaded, its text is put back into it so a live region announces it. Where the theme
 * printed no live region, the count becomes a polite one.
 */
export const resultCountIsland: Island = {
  tag: 'wc-result-count',
  findRoot: (host) => host.querySelector('.woocommerce-result-count'),
  mount({ root }) {
    const doc = root.ownerDocument
    if (!root.hasAttribute('role') && !root.hasAttribute('aria-live')) root.setAttribute('aria-live', 'polite')
    const text = root.textContent ?? ''
    root.setAttribute('aria-hidden', 'true')
    const now = doc.defaultView?.performance.now() ?? 0
    const timer = setTimeout(() => {
      root.setAttribute('aria-hidden', 'false')
      // Replacing the text (not the nodes of other scripts) is what makes the live region speak.
      root.textContent = ''
      root.textContent = text
    }, remainingDelay(loadedAt(doc), now, RESULT_COUNT_DELAY_MS))
    return () => {
      clearTimeout(timer)
      root.removeAttribute('aria-hidden')
    }
  },
}

/** Quantity inputs outside the cart start at least at their minimum (spec §5), as woocommerce.js does. */
export const quantityMinimumIsland: Island = {
  tag: 'wc-quantity-minimum',
  findRoot: (host) => host.querySelector('input.qty'),
  mount({ root }) {
    if (!(root instanceof HTMLInputElement) || root.closest('.product-quantity')) return
    const raised = raiseToMin(root.value, root.getAttribute('min') ?? '')
    if (raised !== root.value) root.value = raised
  },
}
