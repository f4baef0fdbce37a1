import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { swatchKey } from '../../../../src/core/addons/index.ts'

describe('image swatches by keyboard', () => {
  it('arrow keys move and choose', () => {
    expect(swatchKey(4, 1, 'ArrowRight')).toEqual({ index: 2, choose: true })
    expect(swatchKey(4, 1, 'ArrowDown')).toEqual({ index: 2, choose: true })
    expect(swatchKey(4, 1, 'ArrowLeft')).toEqual({ index: 0, choose: true })
    expect(swatchKey(4, 1, 'ArrowUp')).toEqual({ index: 0, choose: true })
  })

  it('wraps around at both ends, like a radio group', () => {
    expect(swatchKey(4, 3, 'ArrowRight')).toEqual({ index: 0, choose: true })
    expect(swatchKey(4, 0, 'ArrowLeft')).toEqual({ index: 3, choose: true })
  })

  it('Home and End go to the first and last swatch and choose it', () => {
    expect(swatchKey(4, 2, 'Home')).toEqual({ index: 0, choose: true })
    expect(swatchKey(4, 1, 'End')).toEqual({ index: 3, choose: true })
  })

  it('Space or Enter chooses the focused swatch', () => {
    expect(swatchKey(4, 2, ' ')).toEqual({ index: 2, choose: true })
    expect(swatchKey(4, 2, 'Enter')).toEqual({ index: 2, choose: true })
    expect(swatchKey(4, 2, 'Spacebar')).toEqual({ index: 2, choose: true })
  })

  it('swaps left and right in right-to-left layouts', () => {
    expect(swatchKey(4, 1, 'ArrowRight', { rtl: true })).toEqual({ index: 0, choose: true })
    expect(swatchKey(4, 1, 'ArrowLeft', { rtl: true })).toEqual({ index: 2, choose: true })
    expect(swatchKey(4, 1, 'ArrowDown', { rtl: true })).toEqual({ index: 2, choose: true })
  })

  it('starts from the ends when no swatch is focused', () => {
    expect(swatchKey(4, -1, 'ArrowRight')).toEqual({ index: 0, choose: true })
    expect(swatchKey(4, -1, 'ArrowLeft')).toEqual({ index: 3, choose: true })
    expect(swatchKey(4, 9, 'ArrowDown')).toEqual({ index: 0, choose: true })
    expect(swatchKey(4, -1, 'Enter')).toBeNull()
  })

  it('leaves other keys, and empty groups, alone', () => {
    expect(swatchKey(4, 1, 'Tab')).toBeNull()
    expect(swatchKey(4, 1, 'a')).toBeNull()
    expect(swatchKey(0, 0, 'ArrowRight')).toBeNull()
    expect(swatchKey(Number.NaN, 0, 'ArrowRight')).toBeNull()
  })

  it('a single swatch stays chosen under every arrow', () => {
    for (const key of ['ArrowRight', 'ArrowLeft', 'ArrowUp', 'ArrowDown', 'Home', 'End']) {
      expect(swatchKey(1, 0, key)).toEqual({ index: 0, choose: true })
    }
  })

  it('property: n presses of "next" from any swatch come back to it; next then previous is the identity', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 12 }), fc.nat(11), fc.boolean(), (count, start, rtl) => {
        const from = start % count
        const nextKey = rtl ? 'ArrowLeft' : 'ArrowRight'
        const previousKey = rtl ? 'ArrowRight' : 'ArrowLeft'
        let index = from
        for (let press = 0; press < count; press += 1) {
          const move = swatchKey(count, index, nextKey, { rtl })!
          expect(move.index).toBe((index + 1) % count)
          index = move.index
        }
        expect(index).toBe(from)
        const there = swatchKey(count, from, nextKey, { rtl })!.index
        expect(swatchKey(count, there, previousKey, { rtl })!.index).toBe(from)
      }),
    )
  })
})
