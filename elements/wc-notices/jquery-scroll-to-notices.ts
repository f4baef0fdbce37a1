import { getJQuery, type JQueryCollectionLike } from '../../src/runtime/jquery.ts'
import { scrollToElement } from '../../src/runtime/scroll.ts'

/** Spec §2/§9: scroll to notices with a 100 px offset over 1000 ms. */
export const SCROLL_OFFSET_PX = 100
export const SCROLL_DURATION_MS = 1000

export function scrollToNotices(element: Element): Promise<void> {
  return scrollToElement(element, SCROLL_OFFSET_PX, SCROLL_DURATION_MS)
}

/**
 * `jQuery.scroll_to_notices($el)`, which WooCommerce's checkout, cart and add-on scripts call.
 * Defined only when jQuery is on the page and nobody defined it already.
 */
export function start(): void {
  const jq = getJQuery()
  if (!jq || typeof jq.scroll_to_notices === 'function') return
  jq.scroll_to_notices = (collection: JQueryCollectionLike | Element) => {
    const element = collection instanceof Element ? collection : collection[0]
    if (element) void scrollToNotices(element)
  }
}
