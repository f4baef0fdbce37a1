/**
 * The shopper-facing texts of the variation form, named as in WooCommerce's
 * `wc_add_to_cart_variation_params` so that the global a shop prints today maps onto them key by
 * key. The defaults are WooCommerce's own wording (its
 * `wc_add_to_cart_variation_params` defaults).
 */
export interface VariationTexts {
  /** Info message after the details area when a complete choice matches nothing. */
  i18n_no_matching_variations_text: string
  /** Click on the disabled button while the choice is incomplete. */
  i18n_make_a_selection_text: string
  /** Click on the disabled button while the matched variation cannot be bought. */
  i18n_unavailable_text: string
  /** Announced to screen readers when the Clear link resets the form. */
  i18n_reset_alert_text: string
}

/**
 * Ours, under `shop_islands` (WooCommerce shows nothing when `get_variation` fails): the message
 * under the details and the label of the button in it that sends the same request again.
 */
export interface VariationLoadTexts {
  i18n_variation_load_error: string
  i18n_variation_retry: string
}

export const DEFAULT_VARIATION_TEXTS: Readonly<VariationTexts> = /* @__PURE__ */ Object.freeze({
  i18n_no_matching_variations_text: 'Sorry, no products matched your selection. Please choose a different combination.',
  i18n_make_a_selection_text: 'Please select some product options before adding this product to your cart.',
  i18n_unavailable_text: 'Sorry, this product is unavailable. Please choose a different combination.',
  i18n_reset_alert_text: 'Your selection has been reset. Please select some product options before adding this product to your cart.',
})
