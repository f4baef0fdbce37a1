import { readSettings, type SettingSpecs } from '../../src/runtime/settings.ts'
import { wpString } from '../../src/runtime/validate.ts'

/**
 * What WooCommerce localizes for cart.js (`wc_cart_params`, includes/class-wc-frontend-scripts.php),
 * read from the JSON settings block or the global (src/runtime/settings-source.ts), then defaults.
 * cart.js has no words of its own for a failed request (it shows nothing): ours is a setting too,
 * so a shop can put it in its language through the same group.
 */
export interface CartSettings {
  /** `/?wc-ajax=%%endpoint%%`, for `apply_coupon`, `remove_coupon` and `update_shipping_method`. */
  wc_ajax_url: string
  update_shipping_method_nonce: string
  apply_coupon_nonce: string
  remove_coupon_nonce: string
  /** Said, in an error notice, when a request fails or its answer is of no use. */
  i18n_cart_error: string
}

const specs: SettingSpecs<CartSettings> = {
  wc_ajax_url: {
    keys: [
      ['wc_cart_params', 'wc_ajax_url'],
      ['woocommerce_params', 'wc_ajax_url'],
    ],
    validate: wpString,
    fallback: '/?wc-ajax=%%endpoint%%',
  },
  update_shipping_method_nonce: { keys: [['wc_cart_params', 'update_shipping_method_nonce']], validate: wpString, fallback: '' },
  apply_coupon_nonce: { keys: [['wc_cart_params', 'apply_coupon_nonce']], validate: wpString, fallback: '' },
  remove_coupon_nonce: { keys: [['wc_cart_params', 'remove_coupon_nonce']], validate: wpString, fallback: '' },
  i18n_cart_error: {
    keys: [['wc_cart_params', 'i18n_cart_error']],
    validate: wpString,
    fallback: 'Your cart could not be updated. Please try again.',
  },
}

let settings: CartSettings | undefined

/** Read once per page: the nonces and addresses do not change while it is open. */
export const cartSettings = (doc: Document): CartSettings =>
  (settings ??= readSettings({ tag: 'wc-cart', host: doc.documentElement }, specs))
