import { describe, expect, it } from 'vitest'
import { quantityForVariation, raiseToMin } from '../../../../src/core/variations/index.ts'
import { COLOR, variation } from './builders.ts'

const bounded = variation(1, { [COLOR]: 'red' }, { min_qty: 2, max_qty: 5 })

describe('quantity on a found variation', () => {
  it('sold individually: fixed at 1, min 1, no max, input hidden', () => {
    const single = variation(2, { [COLOR]: 'red' }, { is_sold_individually: 'yes', min_qty: 3, max_qty: 9 })
    for (const current of ['7', '', 'abc', '1']) {
      expect(quantityForVariation(single, current)).toEqual({ value: '1', min: '1', max: '', hidden: true })
    }
  })

  it('otherwise keeps a quantity between min_qty and max_qty, and shows the input', () => {
    expect(quantityForVariation(bounded, '3')).toEqual({ value: '3', min: '2', max: '5', hidden: false })
  })

  it('clamps a quantity above max_qty down to it', () => {
    expect(quantityForVariation(bounded, '12').value).toBe('5')
  })

  it('clamps a quantity below min_qty up to it', () => {
    expect(quantityForVariation(bounded, '1').value).toBe('2')
    expect(quantityForVariation(bounded, '-4').value).toBe('2')
  })

  it('turns a non-number into min_qty', () => {
    expect(quantityForVariation(bounded, '').value).toBe('2')
    expect(quantityForVariation(bounded, 'lots').value).toBe('2')
  })

  it("treats max_qty '' as unlimited", () => {
    const unlimited = variation(3, { [COLOR]: 'red' }, { min_qty: 1, max_qty: '' })
    expect(quantityForVariation(unlimited, '500')).toEqual({ value: '500', min: '1', max: '', hidden: false })
  })

  it('reads numbers as WooCommerce does (parseFloat)', () => {
    expect(quantityForVariation(bounded, '4 pcs').value).toBe('4')
    expect(quantityForVariation(bounded, '04').value).toBe('4')
    const stringBounds = variation(4, { [COLOR]: 'red' }, { min_qty: '2', max_qty: '6' })
    expect(quantityForVariation(stringBounds, '9')).toEqual({ value: '6', min: '2', max: '6', hidden: false })
  })

  it('applies the minimum last when bad data puts min above max', () => {
    const inverted = variation(5, { [COLOR]: 'red' }, { min_qty: 4, max_qty: 2 })
    expect(quantityForVariation(inverted, '3').value).toBe('4')
  })

  it('falls back to a minimum of 1 when the variation carries none', () => {
    const bare = { variation_id: 6, attributes: {} }
    expect(quantityForVariation(bare, 'x')).toEqual({ value: '1', min: '1', max: '', hidden: false })
  })

  it("only 'yes' means sold individually", () => {
    const no = variation(7, { [COLOR]: 'red' }, { is_sold_individually: 'no', min_qty: 1 })
    expect(quantityForVariation(no, '3').hidden).toBe(false)
  })
})

describe('quantity inputs outside the cart are raised to their minimum on load when below it', () => {
  it('raises a value below the minimum', () => {
    expect(raiseToMin('1', '3')).toBe('3')
    expect(raiseToMin('0', '1')).toBe('1')
  })

  it('leaves a value at or above the minimum', () => {
    expect(raiseToMin('3', '3')).toBe('3')
    expect(raiseToMin('10', '3')).toBe('10')
  })

  it('leaves an empty or non-number value as it is', () => {
    expect(raiseToMin('', '3')).toBe('')
    expect(raiseToMin('abc', '3')).toBe('abc')
  })

  it('leaves the value when the minimum is missing, not a number, or negative', () => {
    expect(raiseToMin('1', '')).toBe('1')
    expect(raiseToMin('1', 'x')).toBe('1')
    expect(raiseToMin('-5', '-2')).toBe('-5')
  })

  it('raises to a minimum of 0', () => {
    expect(raiseToMin('-1', '0')).toBe('0')
  })

  it('writes the minimum as a number, as jQuery does', () => {
    expect(raiseToMin('1', '2.50')).toBe('2.5')
  })
})
