import { describe, expect, it } from 'vitest'
import {
  buildVariationIndex,
  findMatchingVariations,
  firstMatch,
  firstMatchIndexed,
  matchingVariationsIndexed,
  variationMatches,
  type ChosenAttributes,
  type Variation,
} from '../../../../src/core/variations/index.ts'
import { COLOR, SIZE, variation } from './builders.ts'

const redSmall = variation(1, { [COLOR]: 'red', [SIZE]: 's' })
const anyColourLarge = variation(2, { [COLOR]: '', [SIZE]: 'l' })
const blueAnySize = variation(3, { [COLOR]: 'blue', [SIZE]: '' })
const catalogue = [redSmall, anyColourLarge, blueAnySize]
const index = buildVariationIndex(catalogue, [COLOR, SIZE])

/** Both engines must give the same answer: the naive reference and the index. */
function first(chosen: ChosenAttributes): Variation | undefined {
  const naive = firstMatch(catalogue, chosen)
  expect(firstMatchIndexed(index, chosen)).toBe(naive)
  return naive
}

describe('a variation matches when, for every attribute, the value is empty on one side or equal on both', () => {
  it('matches when every value is equal on both sides', () => {
    expect(variationMatches(redSmall, { [COLOR]: 'red', [SIZE]: 's' })).toBe(true)
    expect(first({ [COLOR]: 'red', [SIZE]: 's' })).toBe(redSmall)
  })

  it('does not match when one value differs', () => {
    expect(variationMatches(redSmall, { [COLOR]: 'red', [SIZE]: 'm' })).toBe(false)
  })

  it("matches any chosen value where the variation's value is empty ('any')", () => {
    expect(variationMatches(anyColourLarge, { [COLOR]: 'green', [SIZE]: 'l' })).toBe(true)
    expect(first({ [COLOR]: 'green', [SIZE]: 'l' })).toBe(anyColourLarge)
    expect(first({ [COLOR]: 'blue', [SIZE]: 'm' })).toBe(blueAnySize)
  })

  it('matches where nothing is chosen yet (empty on the chosen side)', () => {
    expect(variationMatches(redSmall, { [COLOR]: 'red', [SIZE]: '' })).toBe(true)
    expect(variationMatches(redSmall, { [COLOR]: 'red' })).toBe(true)
  })

  it('lists every match in catalogue order', () => {
    const chosen = { [COLOR]: 'blue', [SIZE]: 'l' }
    expect(findMatchingVariations(catalogue, chosen)).toEqual([anyColourLarge, blueAnySize])
    expect(matchingVariationsIndexed(index, chosen)).toEqual([anyColourLarge, blueAnySize])
  })

  it('ignores chosen names that are no attribute of the variation', () => {
    expect(variationMatches(redSmall, { [COLOR]: 'red', [SIZE]: 's', attribute_pa_other: 'x' })).toBe(true)
  })

  it('matches nothing for a value no variation has, unless one has any', () => {
    expect(first({ [COLOR]: 'purple', [SIZE]: 's' })).toBeUndefined()
    expect(first({ [COLOR]: 'purple', [SIZE]: 'l' })).toBe(anyColourLarge)
  })

  it('never reads a value from Object.prototype', () => {
    const hostile = variation(9, { constructor: 'x', [COLOR]: 'red' })
    expect(variationMatches(hostile, {})).toBe(true)
    expect(variationMatches(hostile, { [COLOR]: 'red' })).toBe(true)
  })
})

describe('the first match wins', () => {
  it('takes the earlier of two variations with the same attributes', () => {
    const a = variation(10, { [COLOR]: 'red', [SIZE]: 's' })
    const duplicate = variation(11, { [COLOR]: 'red', [SIZE]: 's' })
    const chosen = { [COLOR]: 'red', [SIZE]: 's' }
    expect(firstMatch([a, duplicate], chosen)).toBe(a)
    expect(firstMatchIndexed(buildVariationIndex([a, duplicate], [COLOR, SIZE]), chosen)).toBe(a)
  })

  it('takes an earlier any-valued variation over a later exact one', () => {
    const anything = variation(20, { [COLOR]: '', [SIZE]: '' })
    const exact = variation(21, { [COLOR]: 'red', [SIZE]: 's' })
    const chosen = { [COLOR]: 'red', [SIZE]: 's' }
    expect(firstMatchIndexed(buildVariationIndex([anything, exact], [COLOR, SIZE]), chosen)).toBe(anything)
    expect(firstMatchIndexed(buildVariationIndex([exact, anything], [COLOR, SIZE]), chosen)).toBe(exact)
  })

  it('takes an inactive variation when it comes first: being inactive only disables options', () => {
    const inactive = variation(30, { [COLOR]: 'red', [SIZE]: 's' }, { variation_is_active: false })
    const active = variation(31, { [COLOR]: 'red', [SIZE]: '' })
    const chosen = { [COLOR]: 'red', [SIZE]: 's' }
    expect(firstMatchIndexed(buildVariationIndex([inactive, active], [COLOR, SIZE]), chosen)).toBe(inactive)
  })

  it('finds the match at any position, across word boundaries of the index', () => {
    const many = Array.from({ length: 100 }, (_, i) => variation(100 + i, { [COLOR]: `c${i}`, [SIZE]: 's' }))
    const big = buildVariationIndex(many, [COLOR, SIZE])
    for (const i of [0, 31, 32, 63, 64, 99]) {
      expect(firstMatchIndexed(big, { [COLOR]: `c${i}`, [SIZE]: 's' })).toBe(many[i])
    }
  })

  it('finds nothing in an empty catalogue', () => {
    expect(firstMatchIndexed(buildVariationIndex([], [COLOR]), { [COLOR]: 'red' })).toBeUndefined()
  })
})
