import { ALERT_LIST_SELECTOR } from '../core/notices/notice-selectors.ts'
import type { ElementEntry } from '../runtime/element-module.ts'

/**
 * Every element shop-islands knows, one entry each: its tag, its folder under elements/ when that
 * is not the tag (the folder's index.ts is its chunk), the plugin markup it adopts in place (with
 * `data-adopt`), and the chunk group its folder is bundled in (build/chunk-groups.ts reads it). This table is the single place where
 * an adopt selector or a chunk group is declared: element code receives the matched entry in
 * `adopt(node, entry)` and never repeats a selector (test/unit/loader/registry.test.ts checks).
 *
 * Pure data: the loader and the build both read it. Keep it small: it is all the loader carries.
 */
export const elements: readonly ElementEntry[] = [
  // WooCommerce's own tag: printed in checkout and registration forms, nothing to adopt.
  { tag: 'wc-order-attribution-inputs' },
  // The listing's three small behaviours: one folder, one chunk, three elements.
  { tag: 'wc-ordering', folder: 'wc-shop-listing', adopt: 'form.woocommerce-ordering', group: 'chrome' },
  { tag: 'wc-result-count', folder: 'wc-shop-listing', adopt: '.woocommerce-result-count', group: 'chrome' },
  { tag: 'wc-quantity-minimum', folder: 'wc-shop-listing', adopt: 'input.qty', group: 'chrome' },
  { tag: 'wc-coming-soon-banner', adopt: '#coming-soon-footer-banner', group: 'chrome' },
  { tag: 'wc-variation-form', adopt: 'form.variations_form' },
  // System A (Product Add-Ons): a page that has one has the other, so one shared chunk.
  { tag: 'wc-pao-addons', adopt: '.wc-pao-addons-container', group: 'shared:system-a' },
  { tag: 'pao-totals', adopt: '#product-addons-total', group: 'shared:system-a' },
  // System B (the product options form): the plugin's container inside a shop form.
  { tag: 'wcpa-form', adopt: 'form.cart div.wcpa_form_outer[data-wcpa]' },
  { tag: 'shop-trust-seal' },
  { tag: 'wc-store-notice', adopt: '.woocommerce-store-notice', group: 'chrome' },
  { tag: 'wc-password-toggle', adopt: '.woocommerce form input[type="password"]', group: 'chrome' },
  // Error lists, repaired in place whenever they appear; the page-wide part is always-on (always-on.ts).
  { tag: 'wc-notices', adopt: ALERT_LIST_SELECTOR, group: 'chrome' },
  // The theme's home-page chrome (issue 12, items 5-8); the slider's chunk alone carries glider-js.
  { tag: 'panoramic-one-page', adopt: 'body.panoramic-one-page-mode' },
  { tag: 'panoramic-slider', adopt: '.panoramic-slider-container.default' },
  { tag: 'panoramic-header-image', adopt: '.header-image' },
  { tag: 'panoramic-masonry', adopt: '.masonry-grid-container' },
]
