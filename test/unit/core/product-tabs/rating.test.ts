import { describe, expect, it } from 'vitest'
import { DEFAULT_STAR_NAMES, ratingMissing, starName, starOfValue, starValues } from '../../../../src/core/product-tabs/rating.ts'

describe('review rating: the stars the select offers', () => {
  it("WooCommerce's select (Rate…, then 5 to 1): stars 1 to 5", () => {
    expect(starValues(['', '5', '4', '3', '2', '1'])).toEqual([1, 2, 3, 4, 5])
  })

  it('only whole numbers 1 to 5, once each', () => {
    expect(starValues(['', '0', '6', '2.5', 'x', ' 3 ', '3', '10'])).toEqual([3])
  })

  it('no star values: none (the select is not a rating)', () => {
    expect(starValues(['', 'good', 'bad'])).toEqual([])
    expect(starValues([])).toEqual([])
  })
})

describe('review rating: the star of a value', () => {
  const stars = [1, 2, 3, 4, 5]
  it('a star value, else 0', () => {
    expect(starOfValue('4', stars)).toBe(4)
    expect(starOfValue('', stars)).toBe(0)
    expect(starOfValue('7', stars)).toBe(0)
    expect(starOfValue('2', [1, 3])).toBe(0)
  })
})

describe('review rating: names', () => {
  it("the shop's names, WooCommerce's English ones for any missing", () => {
    expect(starName(3, ['1 étoile', '2 étoiles', '3 étoiles'])).toBe('3 étoiles')
    expect(starName(5, ['1 étoile'])).toBe('5 of 5 stars')
    expect(DEFAULT_STAR_NAMES).toEqual(['1 of 5 stars', '2 of 5 stars', '3 of 5 stars', '4 of 5 stars', '5 of 5 stars'])
  })
})

describe('review rating: required', () => {
  it('blocks only when the shop requires a rating and none is chosen', () => {
    expect(ratingMissing(true, 0)).toBe(true)
    expect(ratingMissing(true, 3)).toBe(false)
    expect(ratingMissing(false, 0)).toBe(false)
  })
})
