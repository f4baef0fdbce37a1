/**
 * Scale check, not a benchmark: builds the index of a 10,000-variation, 4-attribute catalogue and
 * runs 200 random changes through the whole check, to prove it completes. No timing is asserted
 * (timings are measured by `npm run bench`, in the browser).
 */
import { describe, expect, it } from 'vitest'
import { generateCatalogue, seededRandom } from '../../../../fixtures/generators/variations.ts'
import { buildVariationIndex, checkVariations, firstMatch } from '../../../../src/core/variations/index.ts'

describe('a 10,000-variation catalogue with 4 attributes', () => {
  it('builds its index once and handles 200 changes', () => {
    const { selects, variations } = generateCatalogue({
      attributes: 4,
      valuesPerAttribute: 10,
      count: 10_000,
      seed: 2024,
      anyRate: 0.02,
      inactiveRate: 0.03,
      outOfStockRate: 0.1,
      duplicateRate: 0.01,
    })
    const index = buildVariationIndex(
      variations,
      selects.map((s) => s.name),
    )
    const random = seededRandom(99)
    let chosen: Record<string, string> = {}
    let matches = 0
    for (let change = 0; change < 200; change++) {
      const select = selects[Math.floor(random() * selects.length)]!
      const value = random() < 0.15 ? '' : select.options[Math.floor(random() * select.options.length)]!
      const check = checkVariations(index, { ...chosen, [select.name]: value }, selects)
      chosen = check.chosen
      if (check.state.match) matches++
      // The same answer as the naive scan, which is what the index is for.
      expect(check.state.match).toBe(check.state.complete ? firstMatch(variations, chosen) : undefined)
    }
    expect(matches).toBeGreaterThan(0)
  })
})
