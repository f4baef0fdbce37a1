/**
 * Quantity rules for a found variation, with WooCommerce's number reading:
 * `parseFloat`, so '3 pcs' reads as 3 and '' or 'abc' as not a number.
 */
import type { Variation } from './types.ts'
import { isSoldIndividually } from './variation-flags.ts'

/** What the quantity input becomes for a found variation. Attributes are strings, '' = none. */
export interface QuantityUpdate {
  readonly value: string
  readonly min: string
  /** '' = no maximum. */
  readonly max: string
  /** Sold individually: the `.quantity` wrapper is hidden. */
  readonly hidden: boolean
}

/**
 * The minimum WooCommerce gives a variation unless a filter changes it. Used only when the data
 * carries no readable `min_qty` (its own script would throw there: jQuery's `.attr('min', undefined)`
 * is a getter).
 */
const DEFAULT_MIN_QTY = 1

function readNumber(value: unknown): number {
  if (typeof value === 'number') return value
  if (typeof value === 'string') return Number.parseFloat(value)
  return Number.NaN
}

/**
 * If sold individually, the quantity is fixed at 1 (min 1, no max) and the input is hidden;
 * otherwise the quantity is clamped between min_qty and max_qty, and a non-number becomes min_qty.
 * max_qty '' is unlimited. As in WooCommerce, the maximum is applied first and the minimum last, so
 * bad data with min above max ends at min.
 */
export function quantityForVariation(variation: Variation, currentValue: string): QuantityUpdate {
  if (isSoldIndividually(variation)) return { value: '1', min: '1', max: '', hidden: true }

  const parsedMin = readNumber(variation.min_qty)
  const min = Number.isFinite(parsedMin) ? parsedMin : DEFAULT_MIN_QTY
  const parsedMax = readNumber(variation.max_qty)
  const max = Number.isFinite(parsedMax) ? parsedMax : undefined

  let value = Number.parseFloat(currentValue)
  if (Number.isNaN(value)) {
    value = min
  } else {
    if (max !== undefined && value > max) value = max
    if (value < min) value = min
  }
  return { value: String(value), min: String(min), max: max === undefined ? '' : String(max), hidden: false }
}
