import { ALERT_NOTICE_SELECTOR } from '../core/notices/notice-selectors.ts'
import type { AlwaysOnEntry } from './types.ts'

const hasJQuery = () => typeof (globalThis as { jQuery?: unknown }).jQuery === 'function'

/**
 * Behaviours that start without an element. Each module imported here is bundled in the always-on
 * chunk (vite.config.ts reads this file's dynamic imports), with the runtime every element needs.
 */
export const alwaysOn: readonly AlwaysOnEntry[] = [
  {
    // Every page of the visit counts (pages seen), not only those with the checkout's element.
    // Not at idle: WooCommerce's tracker counts each page as its script runs, and a page left
    // before an idle moment (a quick click on Add to cart) would go uncounted, one short of the
    // original in the order's attribution; its task is small (a few cookie reads and writes).
    name: 'order attribution',
    when: () => true,
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
    when: ({ adoptMode }) => hasJQuery() || (adoptMode && document.querySelector(ALERT_NOTICE_SELECTOR) !== null),
    load: () => import('../../elements/wc-notices/page-notices.ts'),
  },
]
