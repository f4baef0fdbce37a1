import { readWpFlag } from '../../src/core/wp/values.ts'
import { readSettings, type SettingSpecs, settingsGroup } from '../../src/runtime/settings.ts'
import { wpReader, wpString } from '../../src/runtime/validate.ts'

/**
 * What WooCommerce localizes for checkout.js (`wc_checkout_params`, class-wc-frontend-scripts.php),
 * and the texts of our inline messages, which the WordPress plugin hands over in the site's
 * language from WooCommerce's own translations (the words of its server-side checks).
 */
export interface CheckoutSettings {
  /** `/?wc-ajax=%%endpoint%%`, for `update_order_review`, `apply_coupon`, `remove_coupon`. */
  wc_ajax_url: string
  update_order_review_nonce: string
  apply_coupon_nonce: string
  remove_coupon_nonce: string
  /** `yes`: the "Create an account?" box shows and hides the account fields. */
  option_guest_checkout: string
  /** Where the form posts: `/?wc-ajax=checkout`. */
  checkout_url: string
  /** `is_checkout()` ("1" or ""): the review is refreshed once at load. */
  is_checkout: boolean
  debug_mode: boolean
  /** Shown when placing the order fails without messages (HTML: it links to the order history). */
  i18n_checkout_error: string
  /** Our inline messages, `%s` the field's label. */
  checkout_required_text: string
  checkout_email_text: string
  checkout_phone_text: string
}

const wpFlag = /* @__PURE__ */ wpReader(readWpFlag, 'expected a flag ("1" or "")')

const param = (key: keyof CheckoutSettings, fallback: string) => ({
  keys: [['wc_checkout_params', key]] as const,
  validate: wpString,
  fallback,
})
const ours = (key: keyof CheckoutSettings, fallback: string) => ({ keys: [['shop_islands', key]] as const, validate: wpString, fallback })

const specs: SettingSpecs<CheckoutSettings> = {
  wc_ajax_url: {
    keys: [
      ['wc_checkout_params', 'wc_ajax_url'],
      ['woocommerce_params', 'wc_ajax_url'],
    ],
    validate: wpString,
    fallback: '/?wc-ajax=%%endpoint%%',
  },
  update_order_review_nonce: param('update_order_review_nonce', ''),
  apply_coupon_nonce: param('apply_coupon_nonce', ''),
  remove_coupon_nonce: param('remove_coupon_nonce', ''),
  option_guest_checkout: param('option_guest_checkout', 'no'),
  checkout_url: param('checkout_url', '/?wc-ajax=checkout'),
  is_checkout: { keys: [['wc_checkout_params', 'is_checkout']], validate: wpFlag, fallback: false },
  debug_mode: { keys: [['wc_checkout_params', 'debug_mode']], validate: wpFlag, fallback: false },
  i18n_checkout_error: param(
    'i18n_checkout_error',
    'There was an error processing your order. Please check for any charges in your payment method and review your order history before placing the order again.',
  ),
  checkout_required_text: ours('checkout_required_text', '%s is a required field.'),
  checkout_email_text: ours('checkout_email_text', '%s is not a valid email address.'),
  checkout_phone_text: ours('checkout_phone_text', '%s is not a valid phone number.'),
}

export const checkoutSettings = (form: Element): CheckoutSettings => readSettings({ tag: 'wc-checkout', host: form }, specs)

/** checkout.js does nothing at all without its params (`typeof wc_checkout_params === 'undefined'`). */
export const hasCheckoutParams = (): boolean => Object.keys(settingsGroup('wc_checkout_params')).length > 0

/**
 * The handles the WordPress plugin kept WooCommerce's checkout.js for (a payment gateway's script
 * depends on it): then checkout.js drives the form and we stand down.
 */
export function keptOriginalFor(): string | undefined {
  const value = settingsGroup('shop_islands').checkout_original_kept_for
  return typeof value === 'string' && value !== '' ? value : undefined
}
