import { describe, expect, it } from 'vitest'
import { generateCatalogue } from '../../../../src/core/variations/index.ts'

describe('generated catalogues for tests and benchmarks', () => {
  const options = { attributes: 3, valuesPerAttribute: 4, count: 40, seed: 7 }

  it('are the same for the same options', () => {
    expect(generateCatalogue(options)).toEqual(generateCatalogue(options))
    expect(generateCatalogue(options)).not.toEqual(generateCatalogue({ ...options, seed: 8 }))
  })

  it('have one select per attribute with its values, and every variation names every attribute', () => {
    const { selects, variations } = generateCatalogue(options)
    expect(selects.map((s) => s.name)).toEqual(['attribute_pa_color', 'attribute_pa_size', 'attribute_pa_material'])
    expect(selects.every((s) => s.options.length === 4)).toBe(true)
    expect(variations).toHaveLength(40)
    for (const v of variations) {
      expect(Object.keys(v.attributes)).toEqual(selects.map((s) => s.name))
      selects.forEach((s) => expect(s.options).toContain(v.attributes[s.name]))
    }
  })

  it('use distinct combinations while there are enough of them', () => {
    const { variations } = generateCatalogue({ attributes: 4, valuesPerAttribute: 10, count: 10_000, seed: 1 })
    const keys = new Set(variations.map((v) => JSON.stringify(v.attributes)))
    expect(keys.size).toBe(10_000)
  })

  it('apply the rates for any values, inactive, out-of-stock and duplicate variations', () => {
    const { variations } = generateCatalogue({
      ...options,
      count: 2000,
      valuesPerAttribute: 20,
      anyRate: 0.2,
      inactiveRate: 0.3,
      outOfStockRate: 0.4,
      duplicateRate: 0.1,
    })
    const share = (test: (v: (typeof variations)[number]) => boolean) =>
      variations.filter(test).length / variations.length
    expect(share((v) => Object.values(v.attributes).includes(''))).toBeGreaterThan(0.3)
    expect(share((v) => !v.variation_is_active)).toBeCloseTo(0.3, 1)
    expect(share((v) => !v.is_in_stock)).toBeCloseTo(0.4, 1)
    expect(new Set(variations.map((v) => JSON.stringify(v.attributes))).size).toBeLessThan(1900)
  })

  it('refuse options that cannot make a catalogue', () => {
    expect(() => generateCatalogue({ ...options, valuesPerAttribute: 0 })).toThrow(RangeError)
    expect(() => generateCatalogue({ ...options, count: -1 })).toThrow(RangeError)
  })
})
