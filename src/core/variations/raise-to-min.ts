/**
 * Apart from ./quantity.ts because the site chrome uses it on every listing page: its chunk must not
 * carry the variation form's quantity rules.
 */

/**
 * Quantity inputs outside the cart are raised to their minimum on load when below it.
 * WooCommerce's test is `min >= 0 && parseFloat(value) < min`: an empty or non-number value, and a
 * missing or negative minimum, leave the input as it is.
 */
export function raiseToMin(value: string, min: string): string {
  const minimum = Number.parseFloat(min)
  return minimum >= 0 && Number.parseFloat(value) < minimum ? String(minimum) : value
}
