import { getJQuery } from '../../src/runtime/jquery.ts'

/** The stand-down warning's name for the script these elements replace. */
export const SINGLE_PRODUCT_SCRIPT = "WooCommerce's single-product.js (wc-single-product)"

/**
 * Whether WooCommerce's single-product.js is bound: it delegates its handlers from the body, once,
 * for markup that may come later: `click` on `.wc-tabs li a, ul.tabs li a` for the tabs, on
 * `#respond p.stars a` for the stars. A delegated handler keeps its selector in jQuery's store.
 * (src/runtime/jquery-data.ts reads handlers bound on an element itself; this check, of use to this
 * chunk alone, stays here, out of the chrome chunk every shop page loads.)
 */
export function singleProductScriptBinds(root: Element, selectorPart: string): string | false {
  const data = getJQuery()?._data
  const body = root.ownerDocument.body
  if (typeof data !== 'function' || !body) return false
  const events = (data as (el: Element, key: string) => { click?: { selector?: string }[] } | undefined)(body, 'events')
  return events?.click?.some((handler) => handler.selector?.includes(selectorPart) === true) ? SINGLE_PRODUCT_SCRIPT : false
}
