/**
 * The matching rule, written plainly: a variation matches when, for every attribute, the value is
 * empty on one side or equal on both sides; as in WooCommerce's script, the first match wins. This
 * is the reference: the indexed engine (`catalogue-index.ts`) must give the same answers, and the
 * property tests hold it to that. It scans every variation, so the element never calls it per
 * change on a large catalogue.
 */
import { chosenValue, type ChosenAttributes, type Variation } from './types.ts'

/** For each attribute of the variation: its value is '' (any), nothing is chosen, or both are equal. */
export function variationMatches(variation: Variation, chosen: ChosenAttributes): boolean {
  for (const [name, value] of Object.entries(variation.attributes)) {
    const choice = chosenValue(chosen, name)
    if (value !== '' && choice !== '' && value !== choice) return false
  }
  return true
}

/** Every matching variation, in catalogue order. */
export function findMatchingVariations(variations: readonly Variation[], chosen: ChosenAttributes): Variation[] {
  return variations.filter((variation) => variationMatches(variation, chosen))
}

/** The first matching variation in catalogue order: WooCommerce takes that one, duplicates or not. */
export function firstMatch(variations: readonly Variation[], chosen: ChosenAttributes): Variation | undefined {
  return variations.find((variation) => variationMatches(variation, chosen))
}
