import { describe, expect, it } from 'vitest'
import { typeAheadIndex } from '../../../src/core/text/type-ahead.ts'

const fonts = ['Serif', 'Sans serif', 'Script', 'Monospace']

describe('listbox type-ahead (APG select-only combobox)', () => {
  it('moves to the first option after the active one that starts with the typed letter', () => {
    expect(typeAheadIndex(fonts, 's', 0)).toBe(1)
    expect(typeAheadIndex(fonts, 'm', 0)).toBe(3)
  })

  it('wraps around to the start of the list', () => {
    expect(typeAheadIndex(fonts, 's', 3)).toBe(0)
  })

  it('matches the whole string typed in quick succession, ignoring case', () => {
    expect(typeAheadIndex(fonts, 'SC', 0)).toBe(2)
    expect(typeAheadIndex(fonts, 'sans', 0)).toBe(1)
  })

  it('cycles through the options of one letter typed again and again', () => {
    expect(typeAheadIndex(fonts, 'ss', 1)).toBe(2)
    expect(typeAheadIndex(fonts, 'sss', 2)).toBe(0)
  })

  it('finds nothing for a string no option starts with, or in an empty list', () => {
    expect(typeAheadIndex(fonts, 'x', 0)).toBe(-1)
    expect(typeAheadIndex(fonts, 'sx', 0)).toBe(-1)
    expect(typeAheadIndex([], 's', 0)).toBe(-1)
    expect(typeAheadIndex(fonts, '', 0)).toBe(-1)
  })

  it('starts from the first option when none is active (-1)', () => {
    expect(typeAheadIndex(fonts, 's', -1)).toBe(0)
  })
})
