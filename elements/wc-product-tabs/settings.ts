import { DEFAULT_REQUIRED_RATING_TEXT, DEFAULT_STAR_NAMES } from '../../src/core/product-tabs/rating.ts'
import { readWpFlag } from '../../src/core/wp/values.ts'
import type { DataOwner } from '../../src/runtime/data.ts'
import { logError } from '../../src/runtime/log.ts'
import { isRecord } from '../../src/runtime/settings-source.ts'
import { readSettings, type SettingSpecs } from '../../src/runtime/settings.ts'
import { fail, pass, type Validator, wpReader, wpString } from '../../src/runtime/validate.ts'

/** What the review rating reads of `wc_single_product_params` (WooCommerce 10.5.2 prints all three). */
export interface RatingSettings {
  /** The message when a review is sent without a rating. */
  i18n_required_rating_text: string
  /** The stars' names, 1 to 5 ("1 of 5 stars" …). */
  i18n_rating_options: readonly string[]
  /** `review_rating_required` ("yes" / "no"): a review needs a rating. */
  review_rating_required: boolean
}

const GROUP = 'wc_single_product_params'

/** A list of texts (wp_localize_script keeps a nested array's strings as they are). */
const textList: Validator<readonly string[]> = (input) =>
  Array.isArray(input) && input.every((item) => typeof item === 'string') ? pass(input) : fail('expected a list of texts')

const specs: SettingSpecs<RatingSettings> = {
  i18n_required_rating_text: { keys: [[GROUP, 'i18n_required_rating_text']], validate: wpString, fallback: DEFAULT_REQUIRED_RATING_TEXT },
  i18n_rating_options: { keys: [[GROUP, 'i18n_rating_options']], validate: textList, fallback: DEFAULT_STAR_NAMES },
  // WooCommerce's own default (the option woocommerce_review_rating_required is "yes").
  review_rating_required: {
    keys: [[GROUP, 'review_rating_required']],
    validate: wpReader(readWpFlag, 'expected "yes" or "no"'),
    fallback: true,
  },
}

let read: RatingSettings | undefined

/**
 * The settings, read once for the page: a malformed value is reported once (one console.error per
 * bad key, naming it) and its default used, however many review forms the page has; a global that
 * is no object at all is reported as such.
 */
export function ratingSettings(owner: DataOwner): RatingSettings {
  if (read) return read
  const global = (globalThis as Record<string, unknown>)[GROUP]
  if (global !== undefined && !isRecord(global)) {
    logError(`<${owner.tag}> setting ${GROUP} is not an object; WooCommerce's defaults are used.`)
  }
  read = readSettings(owner, specs)
  return read
}

/** For tests and for pages that replace the settings: read them again next time. */
export function forgetRatingSettings(): void {
  read = undefined
}
