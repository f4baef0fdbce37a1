import { ALERT_LIST_SELECTOR, ALERT_NOTICE_SELECTOR } from '../core/notices/notice-selectors.ts'
import type { AlwaysOnEntry, ElementEntry } from './types.ts'

/**
 * Every element shop-islands knows: its tag, the plugin markup it can adopt, and its chunk.
 * Keep this table small: it is all the loader carries.
 */
export const elements: readonly ElementEntry[] = [
  {
    // WooCommerce's own tag: printed in checkout and registration forms, no adopt selector needed.
    tag: 'wc-order-attribution-inputs',
    load: () => import('../../elements/wc-order-attribution-inputs/index.ts'),
  },
  {
    // One chunk for the listing's three small behaviours; the adopt selector covers all three.
    tag: 'wc-ordering',
    adopt: 'form.woocommerce-ordering, .woocommerce-result-count, input.qty',
    load: () => import('../../elements/wc-shop-listing/index.ts'),
  },
  { tag: 'wc-result-count', load: () => import('../../elements/wc-shop-listing/index.ts') },
  { tag: 'wc-quantity-minimum', load: () => import('../../elements/wc-shop-listing/index.ts') },
  {
    tag: 'wc-coming-soon-banner',
    adopt: '#coming-soon-footer-banner',
    load: () => import('../../elements/wc-coming-soon-banner/index.ts'),
  },
  {
    tag: 'wc-variation-form',
    adopt: 'form.variations_form',
    load: () => import('../../elements/wc-variation-form/index.ts'),
  },
  {
    // System A (Product Add-Ons): both elements in one chunk; adopt() tells the two nodes apart.
    tag: 'wc-pao-addons',
    adopt: '.wc-pao-addons-container',
    load: () => import('../../elements/wc-pao-addons/index.ts'),
  },
  {
    tag: 'pao-totals',
    adopt: '#product-addons-total',
    load: () => import('../../elements/wc-pao-addons/index.ts'),
  },
  {
    // System B (the product options form): the plugin's container inside a shop form.
    tag: 'wcpa-form',
    adopt: 'form.cart div.wcpa_form_outer[data-wcpa]',
    load: () => import('../../elements/wcpa-form/index.ts'),
  },
  {
    tag: 'shop-trust-seal',
    load: () => import('../../elements/shop-trust-seal/index.ts'),
  },
  {
    tag: 'wc-store-notice',
    adopt: '.woocommerce-store-notice',
    load: () => import('../../elements/wc-store-notice/index.ts'),
  },
  {
    tag: 'wc-password-toggle',
    adopt: '.woocommerce form input[type="password"]',
    load: () => import('../../elements/wc-password-toggle/index.ts'),
  },
  {
    tag: 'wc-notices',
    // Adopted: error lists (repaired in place whenever they appear). The page-wide part is below.
    adopt: ALERT_LIST_SELECTOR,
    load: () => import('../../elements/wc-notices/index.ts'),
  },
]

const hasJQuery = () => typeof (globalThis as { jQuery?: unknown }).jQuery === 'function'

export const alwaysOn: readonly AlwaysOnEntry[] = [
  {
    // Every page of the visit counts (pages seen), not only those with the checkout's element.
    name: 'order attribution',
    when: () => true,
    idle: true,
    load: () => import('../../elements/wc-order-attribution-inputs/tracker.ts'),
  },
  {
    name: 'link and journey trackers',
    when: () => true,
    idle: true,
    load: () => import('../../behaviours/site-analytics/index.ts'),
  },
  {
    // woocommerce.js's page-wide notice handling: $.scroll_to_notices for other scripts wherever
    // jQuery is, and in adopt mode the focus of the alert notices present at load.
    name: 'page notices',
    when: ({ adoptMode }) =>
      hasJQuery() || (adoptMode && document.querySelector(ALERT_NOTICE_SELECTOR) !== null),
    load: () => import('../../elements/wc-notices/page-notices.ts'),
  },
]
