import { ALERT_LIST_SELECTOR } from '../../core/notices/notice-selectors.ts'
import type { ElementEntry } from '../../runtime/element-module.ts'

/**
 * The elements whose markup may be on any page of a shop: the loader carries their entries (see
 * ../registry.ts for what an entry says). The product page's and the page builder's elements are in
 * families of their own (./product.ts, ./builder.ts, ./theme.ts), whose tables load with the first sign of them.
 */
export const siteElements: readonly ElementEntry[] = [
  // WooCommerce's own tag: printed in checkout and registration forms, nothing to adopt.
  { tag: 'wc-order-attribution-inputs' },
  // The listing's three small behaviours: one folder, one chunk, three elements.
  { tag: 'wc-ordering', folder: 'wc-shop-listing', adopt: 'form.woocommerce-ordering', group: 'chrome' },
  { tag: 'wc-result-count', folder: 'wc-shop-listing', adopt: '.woocommerce-result-count', group: 'chrome' },
  { tag: 'wc-quantity-minimum', folder: 'wc-shop-listing', adopt: 'input.qty', group: 'chrome' },
  // Printed for the shop's staff only, while the store is in coming-soon mode: a chunk of its own,
  // not the chrome chunk that visitors' pages load.
  { tag: 'wc-coming-soon-banner', adopt: '#coming-soon-footer-banner' },
  // Listing buttons' ajax add to cart and the mini cart's fragments: a small chunk that hears the
  // presses; the requests, and the fragments of a mini cart, are further chunks.
  { tag: 'wc-add-to-cart', adopt: '.ajax_add_to_cart,.widget_shopping_cart_content' },
  { tag: 'shop-trust-seal' },
  { tag: 'wc-store-notice', adopt: '.woocommerce-store-notice', group: 'chrome' },
  { tag: 'wc-password-toggle', adopt: '.woocommerce form input[type="password"]', group: 'chrome' },
  // Error lists, repaired in place whenever they appear; the page-wide part is always-on (always-on.ts).
  { tag: 'wc-notices', adopt: ALERT_LIST_SELECTOR, group: 'chrome' },
  // WordPress's comment form, in whatever theme: its code rides in the Panoramic theme's chunk.
  { tag: 'wp-comment-form', adopt: 'form.comment-form', group: 'shared:theme' },
  // WordPress's audio player without MediaElement.js: its shortcode is anywhere, not only in the
  // page builder's documents; its chunk, shared with the builder's drop caps, is of the builder's family.
  { tag: 'builder-audio', adopt: 'audio.wp-audio-shortcode', group: 'shared:builder-media' },
]
