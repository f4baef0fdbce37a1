import { describe, expect, it } from 'vitest'
import { foldText, matchingOptions, moveHighlight, optionNamed } from '../../../../src/core/address/combobox.ts'

const countries = [
  { value: '', label: 'Select a country / region…' },
  { value: 'AX', label: 'Åland Islands' },
  { value: 'DE', label: 'Germany' },
  { value: 'GB', label: 'United Kingdom (UK)' },
  { value: 'US', label: 'United States (US)' },
  { value: 'XX', label: 'Gone', disabled: true },
]

describe('combobox matching (as selectWoo matches)', () => {
  it('finds the text anywhere in a name, ignoring case and accents', () => {
    expect(matchingOptions(countries, 'aland')).toEqual([1])
    expect(matchingOptions(countries, 'UNITED')).toEqual([3, 4])
    expect(matchingOptions(countries, ' (us) ')).toEqual([4])
    expect(foldText('Curaçao')).toBe('curacao')
  })

  it('lists every option for an empty text, never the placeholder', () => {
    expect(matchingOptions(countries, '')).toEqual([1, 2, 3, 4, 5])
    expect(matchingOptions(countries, 'select')).toEqual([])
  })

  it('treats hostile text as text', () => {
    expect(matchingOptions(countries, '.*')).toEqual([])
    expect(matchingOptions(countries, '<img src=x onerror=alert(1)>')).toEqual([])
  })

  it('takes a whole name left in the box as that option, not a part or a disabled one', () => {
    expect(optionNamed(countries, 'germany')).toBe(2)
    expect(optionNamed(countries, 'germ')).toBe(-1)
    expect(optionNamed(countries, 'Gone')).toBe(-1)
    expect(optionNamed(countries, '')).toBe(-1)
  })
})

describe('highlight keys', () => {
  it('stops at the ends, pages by ten, jumps to the ends', () => {
    expect(moveHighlight(-1, 5, 'next')).toBe(0)
    expect(moveHighlight(4, 5, 'next')).toBe(4)
    expect(moveHighlight(-1, 5, 'previous')).toBe(4)
    expect(moveHighlight(0, 5, 'previous')).toBe(0)
    expect(moveHighlight(2, 30, 'pageDown')).toBe(12)
    expect(moveHighlight(25, 30, 'pageDown')).toBe(29)
    expect(moveHighlight(5, 30, 'pageUp')).toBe(0)
    expect(moveHighlight(5, 30, 'first')).toBe(0)
    expect(moveHighlight(5, 30, 'last')).toBe(29)
    expect(moveHighlight(0, 0, 'next')).toBe(-1)
  })
})
