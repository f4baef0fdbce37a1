import { DEFAULT_VARIATION_TEXTS, type VariationLoadTexts, type VariationTexts } from '../../src/core/variations/index.ts'
import type { SettingSpecs } from '../../src/runtime/settings.ts'
import { wpString } from '../../src/runtime/validate.ts'

/**
 * `VariationLoadTexts` are ours: the message when `get_variation` fails and its "Try again" button
 * (WooCommerce shows nothing in that case and leaves the shopper guessing).
 */
export interface VariationFormSettings extends VariationTexts, VariationLoadTexts {
  /** WooCommerce's `/?wc-ajax=%%endpoint%%` pattern, for `get_variation`. */
  wc_ajax_url: string
}

const variationText = (key: keyof VariationTexts) => ({
  keys: [['wc_add_to_cart_variation_params', key]] as const,
  validate: wpString,
  fallback: DEFAULT_VARIATION_TEXTS[key],
})

/** Texts and URL: the JSON block or WooCommerce's `wc_add_to_cart_variation_params`, then its defaults. */
export const variationFormSettings: SettingSpecs<VariationFormSettings> = {
  i18n_no_matching_variations_text: variationText('i18n_no_matching_variations_text'),
  i18n_make_a_selection_text: variationText('i18n_make_a_selection_text'),
  i18n_unavailable_text: variationText('i18n_unavailable_text'),
  i18n_reset_alert_text: variationText('i18n_reset_alert_text'),
  wc_ajax_url: {
    keys: [
      ['wc_add_to_cart_variation_params', 'wc_ajax_url'],
      ['woocommerce_params', 'wc_ajax_url'],
    ],
    validate: wpString,
    fallback: '/?wc-ajax=%%endpoint%%',
  },
  i18n_variation_load_error: {
    keys: [['shop_islands', 'i18n_variation_load_error']],
    validate: wpString,
    fallback: 'Sorry, the details of this combination could not be loaded. Please try again.',
  },
  i18n_variation_retry: {
    keys: [['shop_islands', 'i18n_variation_retry']],
    validate: wpString,
    fallback: 'Try again',
  },
}
