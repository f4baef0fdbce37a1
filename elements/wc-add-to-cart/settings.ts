import { readWpFlag, readWpNumber } from '../../src/core/wp/values.ts'
import { readSettings, type SettingSpecs } from '../../src/runtime/settings.ts'
import { wpReader, wpString } from '../../src/runtime/validate.ts'

/**
 * What WooCommerce localizes for its two scripts (includes/class-wc-frontend-scripts.php):
 * `wc_add_to_cart_params` for add-to-cart.js and `wc_cart_fragments_params` for cart-fragments.js,
 * read from the JSON settings block or the globals (src/runtime/settings-source.ts), then defaults.
 */
export interface AddToCartSettings {
  /** `/?wc-ajax=%%endpoint%%`, for `add_to_cart` and `remove_from_cart`. */
  wc_ajax_url: string
  i18n_view_cart: string
  cart_url: string
  /** `is_cart()`: printed as "1" or "". */
  is_cart: boolean
  /** `woocommerce_cart_redirect_after_add`: "yes" sends the shopper to the cart after an add. */
  cart_redirect_after_add: string
}

export interface CartFragmentsSettings {
  wc_ajax_url: string
  /** `wc_fragments_<md5>`: the session storage key of the fragments. */
  fragment_name: string
  /** `wc_cart_hash_<md5>`: the session and local storage key of the cart hash. */
  cart_hash_key: string
  /** Milliseconds `get_refreshed_fragments` may take (WooCommerce: 5000). */
  request_timeout: number
}

const wpFlag = /* @__PURE__ */ wpReader(readWpFlag, 'expected a flag ("1" or "")')
const wpNumber = /* @__PURE__ */ wpReader(readWpNumber, 'expected a number')

const ajaxUrl = (group: 'wc_add_to_cart_params' | 'wc_cart_fragments_params') => ({
  keys: [
    [group, 'wc_ajax_url'],
    ['woocommerce_params', 'wc_ajax_url'],
  ] as const,
  validate: wpString,
  fallback: '/?wc-ajax=%%endpoint%%',
})

const addToCartSpecs: SettingSpecs<AddToCartSettings> = {
  wc_ajax_url: ajaxUrl('wc_add_to_cart_params'),
  i18n_view_cart: {
    keys: [
      ['wc_add_to_cart_params', 'i18n_view_cart'],
      ['woocommerce_params', 'i18n_view_cart'],
    ],
    validate: wpString,
    fallback: 'View cart',
  },
  cart_url: { keys: [['wc_add_to_cart_params', 'cart_url']], validate: wpString, fallback: '/cart/' },
  is_cart: { keys: [['wc_add_to_cart_params', 'is_cart']], validate: wpFlag, fallback: false },
  cart_redirect_after_add: { keys: [['wc_add_to_cart_params', 'cart_redirect_after_add']], validate: wpString, fallback: 'no' },
}

const fragmentsSpecs: SettingSpecs<CartFragmentsSettings> = {
  wc_ajax_url: ajaxUrl('wc_cart_fragments_params'),
  fragment_name: { keys: [['wc_cart_fragments_params', 'fragment_name']], validate: wpString, fallback: 'wc_fragments' },
  cart_hash_key: { keys: [['wc_cart_fragments_params', 'cart_hash_key']], validate: wpString, fallback: 'wc_cart_hash' },
  request_timeout: { keys: [['wc_cart_fragments_params', 'request_timeout']], validate: wpNumber, fallback: 5000 },
}

const owner = (doc: Document) => ({ tag: 'wc-add-to-cart', host: doc.documentElement })

export const addToCartSettings = (doc: Document): AddToCartSettings => readSettings(owner(doc), addToCartSpecs)
export const cartFragmentsSettings = (doc: Document): CartFragmentsSettings => readSettings(owner(doc), fragmentsSpecs)
