import type { AlwaysOnEntry, ElementEntry } from './types.ts'

/**
 * Every element shop-islands knows: its tag, the plugin markup it can adopt, and its chunk.
 * Keep this table small: it is all the loader carries.
 */
export const elements: readonly ElementEntry[] = [
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
    adopt:
      '.woocommerce-message[role="alert"], .woocommerce-error[role="alert"], .wc-block-components-notice-banner[role="alert"]',
    load: () => import('../../elements/wc-notices/index.ts'),
  },
]

export const alwaysOn: readonly AlwaysOnEntry[] = [
  {
    // WooCommerce exposes $.scroll_to_notices to other scripts; when jQuery is here, keep it.
    name: 'jQuery.scroll_to_notices',
    when: () => typeof (globalThis as { jQuery?: unknown }).jQuery === 'function',
    load: () => import('../../elements/wc-notices/jquery-scroll-to-notices.ts'),
  },
]
