/**
 * The variation's booleans, read as WooCommerce's script reads them: by truthiness
 * (`if ( variations[ num ].variation_is_active )`, `! variation.is_purchasable`), because these
 * fields are not validated up front and a missing flag must mean "no", never an exception.
 */
import type { Variation } from './types.ts'

/** Inactive variations still match; options that only they lead to are disabled. */
export function isActive(variation: Variation): boolean {
  return Boolean(variation.variation_is_active)
}

/** As WooCommerce's `found_variation` has it: is_purchasable && is_in_stock && variation_is_visible. */
export function isPurchasable(variation: Variation): boolean {
  return Boolean(variation.is_purchasable && variation.is_in_stock && variation.variation_is_visible)
}

/** Sold individually means quantity fixed at 1 and the input hidden. Only 'yes' counts. */
export function isSoldIndividually(variation: Variation): boolean {
  return variation.is_sold_individually === 'yes'
}
