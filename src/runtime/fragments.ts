import { loadSanitizer } from './sanitize.ts'

/**
 * Cart fragments (selector → markup, `woocommerce_add_to_cart_fragments`) put in place, as
 * WooCommerce's scripts do with `$(selector).replaceWith(markup)`: every match, through the one
 * sanitiser (ARCHITECTURE "Text and HTML"). A selector the page cannot parse is skipped. Used by
 * every in-page add to cart (the options form's, the listing buttons') and the cart fragments.
 */
export async function replaceFragments(doc: Document, fragments: Readonly<Record<string, string>>): Promise<void> {
  const purify = await loadSanitizer()
  for (const [selector, html] of Object.entries(fragments)) {
    let targets: Element[]
    try {
      targets = Array.from(doc.querySelectorAll(selector))
    } catch {
      continue
    }
    if (targets.length === 0) continue
    const template = doc.createElement('template')
    // Only DOMPurify's output becomes markup.
    template.innerHTML = purify(html)
    for (const target of targets) target.replaceWith(template.content.cloneNode(true))
  }
}
