import { describe, expect, it } from 'vitest'
import { buildVariationIndex, firstMatchIndexed, parseVariations } from '../../../../src/core/variations/index.ts'
import { COLOR, SIZE, variation } from './builders.ts'

const NAMES = [COLOR, SIZE]

function inline(data: unknown) {
  const parsed = parseVariations(data, NAMES)
  if (parsed.mode !== 'inline') throw new Error(`expected inline data, got ${parsed.mode}`)
  return parsed
}

describe('reading data-product_variations', () => {
  it('false means ajax mode: variations are fetched one selection at a time', () => {
    expect(parseVariations(false, NAMES)).toEqual({ mode: 'ajax', problems: [] })
  })

  it('keeps a well-formed list as it is, in its order, without problems', () => {
    const list = [variation(1, { [COLOR]: 'red', [SIZE]: 's' }), variation(2, { [COLOR]: 'blue', [SIZE]: '' })]
    const parsed = inline(list)
    expect(parsed.variations).toEqual(list)
    expect(parsed.variations[0]).toBe(list[0])
    expect(parsed.problems).toEqual([])
  })

  it.each([
    ['null', null],
    ['an object', { variation_id: 1 }],
    ['a string', '[{"variation_id":1}]'],
    ['true', true],
  ])('reports %s as invalid data as a whole', (_, data) => {
    const parsed = parseVariations(data, NAMES)
    expect(parsed.mode).toBe('invalid')
    expect(parsed.problems).toHaveLength(1)
    expect(parsed.problems[0]).toMatchObject({ index: null, path: '' })
    expect(parsed.problems[0]?.reason).toMatch(/expected an array of variations or false/)
  })

  it('drops and reports an entry that is not an object', () => {
    const parsed = inline([null, 'x', variation(1, { [COLOR]: 'red', [SIZE]: 's' })])
    expect(parsed.variations.map((v) => v.variation_id)).toEqual([1])
    expect(parsed.problems.map((p) => [p.index, p.path])).toEqual([
      [0, ''],
      [1, ''],
    ])
  })

  it.each([
    ['missing', undefined],
    ['a string', '12'],
    ['zero', 0],
    ['negative', -3],
    ['fractional', 1.5],
  ])('drops and reports a variation whose id is %s', (_, id) => {
    const parsed = inline([{ variation_id: id, attributes: { [COLOR]: 'red', [SIZE]: 's' } }])
    expect(parsed.variations).toEqual([])
    expect(parsed.problems).toEqual([{ index: 0, path: 'variation_id', reason: expect.stringMatching(/positive whole number/) }])
  })

  it.each([
    ['missing', undefined],
    ['null', null],
    ['a string', 'red'],
    ['a non-empty array', ['red']],
  ])('drops and reports a variation whose attributes are %s', (_, attributes) => {
    const parsed = inline([{ variation_id: 5, attributes }])
    expect(parsed.variations).toEqual([])
    expect(parsed.problems).toEqual([{ index: 0, path: 'attributes', reason: expect.stringMatching(/object of attribute values/) }])
  })

  it('drops and reports a variation with an attribute value that is not a string', () => {
    const parsed = inline([{ variation_id: 5, attributes: { [COLOR]: 3, [SIZE]: 's' } }])
    expect(parsed.variations).toEqual([])
    expect(parsed.problems).toEqual([{ index: 0, path: `attributes.${COLOR}`, reason: expect.stringMatching(/expected a string/) }])
  })

  it('reports a variation naming an attribute that has no select and leaves it out of matching', () => {
    const stray = { variation_id: 7, attributes: { [COLOR]: 'red', [SIZE]: 's', attribute_pa_fabric: 'silk' } }
    const good = variation(8, { [COLOR]: 'red', [SIZE]: 's' })
    const parsed = inline([stray, good])
    expect(parsed.variations).toEqual([good])
    expect(parsed.problems).toEqual([{ index: 0, path: 'attributes.attribute_pa_fabric', reason: expect.stringMatching(/no select/) }])
  })

  it('reports a missing attribute and treats it as any value, without changing the input', () => {
    const partial = { variation_id: 9, attributes: { [COLOR]: 'red' } }
    const parsed = inline([partial])
    expect(parsed.variations[0]?.attributes).toEqual({ [COLOR]: 'red', [SIZE]: '' })
    expect(partial.attributes).toEqual({ [COLOR]: 'red' })
    expect(parsed.problems).toEqual([{ index: 0, path: `attributes.${SIZE}`, reason: 'missing: treated as any value' }])
    const index = buildVariationIndex(parsed.variations, NAMES)
    expect(firstMatchIndexed(index, { [COLOR]: 'red', [SIZE]: 'l' })?.variation_id).toBe(9)
  })

  it("reads PHP's empty array as no attributes", () => {
    const parsed = parseVariations([{ variation_id: 3, attributes: [] }], [])
    expect(parsed).toMatchObject({ mode: 'inline', problems: [] })
  })

  it('keeps duplicates, reports them, and the first one wins', () => {
    const first = variation(10, { [COLOR]: 'red', [SIZE]: 's' })
    const again = variation(11, { [SIZE]: 's', [COLOR]: 'red' })
    const parsed = inline([first, again])
    expect(parsed.variations).toEqual([first, again])
    expect(parsed.problems).toEqual([
      { index: 1, path: 'attributes', reason: 'same attributes as the variation at 0 (id 10), which wins every match' },
    ])
    const index = buildVariationIndex(parsed.variations, NAMES)
    expect(firstMatchIndexed(index, { [COLOR]: 'red', [SIZE]: 's' })).toBe(first)
  })

  it('reports a repeated variation_id', () => {
    const parsed = inline([variation(12, { [COLOR]: 'red', [SIZE]: 's' }), variation(12, { [COLOR]: 'red', [SIZE]: 'm' })])
    expect(parsed.variations).toHaveLength(2)
    expect(parsed.problems).toEqual([{ index: 1, path: 'variation_id', reason: 'same variation_id as the variation at 0' }])
  })

  it('keeps a variation without prices or any other field: they are read lazily', () => {
    const parsed = inline([{ variation_id: 13, attributes: { [COLOR]: 'red', [SIZE]: 's' } }])
    expect(parsed.variations).toHaveLength(1)
    expect(parsed.problems).toEqual([])
  })

  it('keeps a hostile attribute value as plain data', () => {
    const hostile = '<img src=x onerror=alert(1)>'
    const parsed = inline([variation(14, { [COLOR]: hostile, [SIZE]: 's' })])
    expect(parsed.variations[0]?.attributes[COLOR]).toBe(hostile)
  })
})
