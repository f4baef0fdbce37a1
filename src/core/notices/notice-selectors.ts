/**
 * Which notices count as alerts (woocommerce.js focuses the first of them after load). Shared by the
 * loader, which decides from it whether to load the notices chunk, and by the chunk itself.
 */

/** A WooCommerce error list whose `role="alert"` we moved into this attribute (see wc-notices). */
export const REPAIRED_ROLE_ATTRIBUTE = 'data-notice-role'

export const ALERT_NOTICE_SELECTOR = [
  '.woocommerce-message[role="alert"]',
  '.woocommerce-error[role="alert"]',
  '.wc-block-components-notice-banner[role="alert"]',
  `.woocommerce-error[${REPAIRED_ROLE_ATTRIBUTE}="alert"]`,
].join(', ')

/** WooCommerce's error lists, whose role takes their list semantics away. */
export const ALERT_LIST_SELECTOR = 'ul.woocommerce-error[role="alert"], ol.woocommerce-error[role="alert"]'
