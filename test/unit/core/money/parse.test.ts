import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  DEFAULT_MONEY_FORMAT,
  formatMoney,
  formatPlainDecimal,
  isLocalDecimal,
  parseLocalDecimal,
} from '../../../../src/core/money/index.ts'

describe("a custom price typed with the shop's decimal separator", () => {
  it('accepts an optional minus, digits, and one decimal separator followed by digits', () => {
    for (const text of ['12', '0', '-3', '12.50', '-0.5', '007']) expect(isLocalDecimal(text, '.')).toBe(true)
    expect(parseLocalDecimal('12.50', '.')).toBe(12.5)
    expect(parseLocalDecimal('-3', '.')).toBe(-3)
  })

  it('refuses thousand separators, two separators, a bare separator, spaces, signs and exponents', () => {
    for (const text of ['1,000.50', '1.2.3', '.5', '5.', '', ' 5', '5 ', '+5', '1e3', '--1', '-', '١٢']) {
      expect(isLocalDecimal(text, '.')).toBe(false)
      expect(parseLocalDecimal(text, '.')).toBeUndefined()
    }
  })

  it("reads the shop's own separator, and only it", () => {
    expect(parseLocalDecimal('12,50', ',')).toBe(12.5)
    expect(isLocalDecimal('12.50', ',')).toBe(false)
    expect(parseLocalDecimal('1 5', ' ')).toBe(1.5)
  })

  it("counts an empty separator as '.', as WooCommerce does", () => {
    expect(parseLocalDecimal('1.5', '')).toBe(1.5)
  })

  it('treats separators that are pattern characters literally', () => {
    expect(isLocalDecimal('1x5', '.')).toBe(false)
    expect(parseLocalDecimal('1*5', '*')).toBe(1.5)
    expect(isLocalDecimal('15', '*')).toBe(true)
    expect(isLocalDecimal('1\\5', '\\')).toBe(true)
  })

  it('keeps a hostile string a plain string', () => {
    expect(parseLocalDecimal('<img src=x onerror=alert(1)>', '.')).toBeUndefined()
    expect(parseLocalDecimal('__proto__', '.')).toBeUndefined()
  })
})

describe("bounds shown with the shop's decimal separator", () => {
  it('shows as many decimals as the bound has, none for a whole number', () => {
    expect(formatPlainDecimal('2.5', ',')).toBe('2,5')
    expect(formatPlainDecimal('10.50', ',')).toBe('10,50')
    expect(formatPlainDecimal('10.00', ',')).toBe('10')
    expect(formatPlainDecimal(7, ',')).toBe('7')
    expect(formatPlainDecimal(0.25, ',')).toBe('0,25')
    expect(formatPlainDecimal('-1.5', ',')).toBe('-1,5')
  })

  it('never adds a thousand separator (the shopper is told to type none)', () => {
    expect(formatPlainDecimal('1500', ',')).toBe('1500')
    expect(formatPlainDecimal('1500.5', ',')).toBe('1500,5')
  })

  it('leaves text that is not a number as written', () => {
    expect(formatPlainDecimal('abc', ',')).toBe('abc')
  })
})

describe('properties', () => {
  it("round trip: an amount formatted without symbol and grouping reads back with the shop's separator", () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e9, max: 1e9 }), fc.constantFrom('.', ',', '·'), (cents, separator) => {
        const format = { ...DEFAULT_MONEY_FORMAT, symbol: '', thousandSeparator: '', decimalSeparator: separator }
        expect(parseLocalDecimal(formatMoney(cents / 100, format), separator)).toBe(cents / 100)
      }),
    )
  })

  it('accepts exactly an optional minus, digits and one separator followed by digits (checked against a character-by-character reader)', () => {
    const naive = (text: string, separator: string): boolean => {
      let index = text.startsWith('-') ? 1 : 0
      const digitsFrom = (start: number): number => {
        let end = start
        while (end < text.length && text[end]! >= '0' && text[end]! <= '9') end += 1
        return end
      }
      const afterWhole = digitsFrom(index)
      if (afterWhole === index) return false
      index = afterWhole
      if (index === text.length) return true
      if (!text.startsWith(separator, index)) return false
      index += separator.length
      const afterFraction = digitsFrom(index)
      return afterFraction > index && afterFraction === text.length
    }
    fc.assert(
      fc.property(fc.stringMatching(/^[-0-9.,a ]{0,8}$/), fc.constantFrom('.', ','), (text, separator) => {
        expect(isLocalDecimal(text, separator)).toBe(naive(text, separator))
      }),
    )
  })
})
