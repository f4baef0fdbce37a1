/**
 * The review form's star rating (templates/single-product-reviews.php): the choices the form's
 * `select#rating` offers as stars, the stars' names, and whether a submit must wait for a rating.
 * Pure: the element hands in the select's option values and the settings.
 *
 * WooCommerce 10.5.2's single-product.js hides the select and puts five links before it
 * (`p.stars > span > a.star-1 … a.star-5`, named by `wc_single_product_params.i18n_rating_options`);
 * a click on the n-th sets the select to n. Its submit check blocks the review when
 * `review_rating_required` is 'yes' and the select is empty.
 */

/** WooCommerce's stylesheet draws five stars (`p.stars a.star-1` … `a.star-5`). */
export const STAR_COUNT = 5

/** WooCommerce's names of the stars, in English (`i18n_rating_options`). */
export const DEFAULT_STAR_NAMES: readonly string[] = Array.from({ length: STAR_COUNT }, (_, i) => `${i + 1} of 5 stars`)

/** WooCommerce's message when a review is sent without a rating (`i18n_required_rating_text`). */
export const DEFAULT_REQUIRED_RATING_TEXT = 'Please select a rating'

/**
 * The stars the select offers: every whole number from 1 to 5 that one of its options has as its
 * value, ascending (the template lists them 5 to 1 after an empty "Rate…"). None: the select is no
 * rating of WooCommerce's, and the element leaves it as it is.
 */
export function starValues(optionValues: readonly string[]): number[] {
  const stars = new Set<number>()
  for (const value of optionValues) {
    const n = /^[1-5]$/.test(value.trim()) ? Number(value.trim()) : 0
    if (n) stars.add(n)
  }
  return [...stars].sort((a, b) => a - b)
}

/** The star a select value stands for (0: no rating, or not one of `stars`). */
export function starOfValue(value: string, stars: readonly number[]): number {
  const n = Number(value.trim())
  return stars.includes(n) ? n : 0
}

/** The name of the star worth `n`: the shop's text for it, else WooCommerce's English one. */
export function starName(n: number, names: readonly string[]): string {
  return names[n - 1] ?? DEFAULT_STAR_NAMES[n - 1] ?? `${n} of 5 stars`
}

/** Whether a review must not be sent: the shop requires a rating and none is chosen. */
export function ratingMissing(required: boolean, star: number): boolean {
  return required && star === 0
}
