import { markupNodes } from './markup-nodes.ts'

/**
 * Cart fragments (selector → markup, `woocommerce_add_to_cart_fragments`) put in place, as
 * WooCommerce's scripts do with `$(selector).replaceWith(markup)`: every match, with nodes rebuilt
 * from the markup (./markup-nodes.ts; a fragment holds no form controls). A selector the page cannot
 * parse is skipped. Used by every in-page add to cart (the options form's, the listing buttons') and
 * the cart fragments. Synchronous, as WooCommerce's loop is: the fragments are in the page when it
 * returns, before the event that follows it (`wc_fragments_loaded`, `added_to_cart`) is raised.
 */
export function replaceFragments(doc: Document, fragments: Readonly<Record<string, string>>): void {
  for (const [selector, html] of Object.entries(fragments)) {
    let targets: Element[]
    try {
      targets = Array.from(doc.querySelectorAll(selector))
    } catch {
      continue
    }
    if (targets.length === 0) continue
    const nodes = markupNodes(doc, html, { formControls: false })
    for (const target of targets) target.replaceWith(nodes.cloneNode(true))
  }
}
