import type { LoaderContext } from '../../src/runtime/element-module.ts'
import { getJQuery, type JQueryCollectionLike } from '../../src/runtime/jquery.ts'
import { scrollToElement } from '../../src/runtime/scroll.ts'
import { repairAlertLists, startPageNotices } from './notices.ts'

/** Spec §2/§9: scroll to notices with a 100 px offset over 1000 ms. */
export const SCROLL_OFFSET_PX = 100
export const SCROLL_DURATION_MS = 1000

export function scrollToNotices(element: Element): Promise<void> {
  return scrollToElement(element, SCROLL_OFFSET_PX, SCROLL_DURATION_MS)
}

/**
 * The page-wide part of woocommerce.js's notice handling, started by the loader (no element needed):
 *  - `jQuery.scroll_to_notices($el)`, which WooCommerce's checkout, cart and add-on scripts call,
 *    defined when jQuery is on the page and nobody defined it already;
 *  - in adopt mode, the focus of the first alert notice after load and after cart redraws.
 */
export function start(context: LoaderContext): void {
  const jq = getJQuery()
  if (jq && typeof jq.scroll_to_notices !== 'function') {
    jq.scroll_to_notices = (collection: JQueryCollectionLike | Element) => {
      const element = collection instanceof Element ? collection : collection[0]
      if (element) void scrollToNotices(element)
    }
  }
  if (context.adoptMode) {
    repairAlertLists(document)
    startPageNotices(document)
  }
}
