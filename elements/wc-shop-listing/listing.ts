import { raiseToMin } from '../../src/core/variations/raise-to-min.ts'
import type { Island } from '../../src/runtime/island.ts'
import { hasJQueryHandler } from '../../src/runtime/jquery-data.ts'
import { afterDomLoaded } from '../../src/runtime/page-load.ts'

/** The result count is re-announced to screen readers 2000 ms after load. */
export const RESULT_COUNT_DELAY_MS = 2000

/**
 * The sort-order dropdown: choosing an order submits its GET form at once (WooCommerce's template
 * carries the other query parameters and `paged=1` as hidden inputs). `requestSubmit` fires the
 * form's submit event, so other scripts' submit handlers still run, as with jQuery's trigger.
 */
export const orderingIsland: Island = {
  tag: 'wc-ordering',
  // Inside <wc-ordering>, or <wc-ordering> inside the form.
  findRoot: (host, selector = 'form') => host.querySelector(selector) ?? host.closest(selector),
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

/**
 * The result count ("Showing 1–12 of 40 results"): hidden from screen readers at load, then, 2 s
 * after the DOM loaded, its text is put back into it so a live region announces it. Where the theme
 * printed no live region, the count becomes a polite one.
 */
export const resultCountIsland: Island = {
  tag: 'wc-result-count',
  mount({ root }) {
    if (!root.hasAttribute('role') && !root.hasAttribute('aria-live')) root.setAttribute('aria-live', 'polite')
    // Its markup too: WooCommerce's template keeps screen-reader text (the sort order) in a span.
    const content = [...root.childNodes].map((node) => node.cloneNode(true))
    root.setAttribute('aria-hidden', 'true')
    const cancel = afterDomLoaded(root.ownerDocument, RESULT_COUNT_DELAY_MS, () => {
      root.setAttribute('aria-hidden', 'false')
      // New nodes with the same content are what makes the live region speak.
      root.replaceChildren(...content.map((node) => node.cloneNode(true)))
    })
    return () => {
      cancel()
      root.removeAttribute('aria-hidden')
    }
  },
}

/** Quantity inputs outside the cart start at least at their minimum, as woocommerce.js does. */
export const quantityMinimumIsland: Island = {
  tag: 'wc-quantity-minimum',
  mount({ root }) {
    if (!(root instanceof HTMLInputElement) || root.closest('.product-quantity')) return
    const raised = raiseToMin(root.value, root.getAttribute('min') ?? '')
    if (raised !== root.value) root.value = raised
  },
}
