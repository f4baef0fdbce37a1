import type { LoaderContext } from '../../src/runtime/element-module.ts'
import { getJQuery, type JQueryCollectionLike } from '../../src/runtime/jquery.ts'
import { scrollToNotices } from '../../src/runtime/scroll.ts'
import { repairAlertLists, startPageNotices } from './notices.ts'

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
