import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  DEFAULT_MONEY_FORMAT,
  formatMoney,
  formatNumberPart,
  groupThousands,
  roundedDigits,
  type MoneyFormat,
} from '../../../../src/core/money/index.ts'

const euro: MoneyFormat = {
  symbol: '€',
  currencyFormat: '%v\u00a0%s',
  decimals: 2,
  decimalSeparator: ',',
  thousandSeparator: '.',
  trimTrailingZeros: false,
}

describe('money with the default shop settings', () => {
  it("puts '$' before the value with 2 decimals, '.' and ','", () => {
    expect(formatMoney(1234.5)).toBe('$1,234.50')
    expect(formatMoney(1234.5, DEFAULT_MONEY_FORMAT)).toBe('$1,234.50')
  })

  it('keeps trailing zeros', () => {
    expect(formatMoney(4)).toBe('$4.00')
    expect(formatMoney(0)).toBe('$0.00')
  })

  it('shows a negative amount with a leading minus before the symbol', () => {
    expect(formatMoney(-5)).toBe('-$5.00')
    expect(formatMoney(-1234.567)).toBe('-$1,234.57')
  })

  it('never shows a minus on an amount that rounds to zero', () => {
    expect(formatMoney(-0.001)).toBe('$0.00')
    expect(formatMoney(-0)).toBe('$0.00')
  })

  it('prints NaN and infinities as zero instead of "$NaN"', () => {
    expect(formatMoney(Number.NaN)).toBe('$0.00')
    expect(formatMoney(Number.POSITIVE_INFINITY)).toBe('$0.00')
    expect(formatMoney(Number.NEGATIVE_INFINITY)).toBe('$0.00')
  })

  it('rounds half away from zero on the decimal value, not the binary float', () => {
    expect(formatMoney(1.005)).toBe('$1.01')
    expect(formatMoney(1.004)).toBe('$1.00')
    expect(formatMoney(-1.005)).toBe('-$1.01')
    expect(formatMoney(0.1 + 0.2)).toBe('$0.30')
    expect(formatMoney(2.675)).toBe('$2.68')
  })

  it('groups thousands of large amounts and handles tiny ones', () => {
    expect(formatMoney(1234567.891)).toBe('$1,234,567.89')
    expect(formatMoney(1e-7)).toBe('$0.00')
    expect(formatMoney(999.995)).toBe('$1,000.00')
  })
})

describe('money with other shop settings', () => {
  it("follows currency_format: '%v%s', '%s&nbsp;%v' (decoded), '%v&nbsp;%s'", () => {
    expect(formatMoney(5, { ...DEFAULT_MONEY_FORMAT, currencyFormat: '%v%s' })).toBe('5.00$')
    expect(formatMoney(5, { ...DEFAULT_MONEY_FORMAT, currencyFormat: '%s\u00a0%v' })).toBe('$\u00a05.00')
    expect(formatMoney(1234.5, euro)).toBe('1.234,50\u00a0€')
    expect(formatMoney(-1234.5, euro)).toBe('-1.234,50\u00a0€')
  })

  it('uses the number of decimals of the shop', () => {
    expect(formatMoney(1234.5678, { ...DEFAULT_MONEY_FORMAT, decimals: 0 })).toBe('$1,235')
    expect(formatMoney(1.5, { ...DEFAULT_MONEY_FORMAT, decimals: 3 })).toBe('$1.500')
  })

  it('trims trailing zeros of the rounded value when trim_trailing_zeros is on', () => {
    const trimmed = { ...DEFAULT_MONEY_FORMAT, trimTrailingZeros: true }
    expect(formatMoney(4, trimmed)).toBe('$4')
    expect(formatMoney(4.5, trimmed)).toBe('$4.5')
    expect(formatMoney(4.65, trimmed)).toBe('$4.65')
    expect(formatMoney(0.1 + 0.2, trimmed)).toBe('$0.3')
    expect(formatMoney(4.655, trimmed)).toBe('$4.66')
  })

  it('leaves the digits ungrouped with an empty thousand separator', () => {
    expect(formatMoney(1234567, { ...DEFAULT_MONEY_FORMAT, thousandSeparator: '' })).toBe('$1234567.00')
  })

  it('treats a symbol as text, even one that looks like a placeholder or markup', () => {
    expect(formatMoney(1, { ...DEFAULT_MONEY_FORMAT, symbol: '%v' })).toBe('%v1.00')
    expect(formatMoney(1, { ...DEFAULT_MONEY_FORMAT, symbol: '<b>$</b>' })).toBe('<b>$</b>1.00')
  })

  it('falls back to %s%v when the currency format has no value slot', () => {
    expect(formatMoney(1, { ...DEFAULT_MONEY_FORMAT, currencyFormat: 'nonsense' })).toBe('$1.00')
  })

  it('falls back to 2 decimals when the decimals are not a whole number ≥ 0', () => {
    expect(formatMoney(1, { ...DEFAULT_MONEY_FORMAT, decimals: -1 })).toBe('$1.00')
    expect(formatMoney(1, { ...DEFAULT_MONEY_FORMAT, decimals: 1.5 })).toBe('$1.00')
  })
})

describe('helpers', () => {
  it('groups digits by threes from the right', () => {
    expect(groupThousands('1', ',')).toBe('1')
    expect(groupThousands('123', ',')).toBe('123')
    expect(groupThousands('1234', ',')).toBe('1,234')
    expect(groupThousands('123456', ' ')).toBe('123 456')
    expect(groupThousands('1234567', '.')).toBe('1.234.567')
  })

  it('rounds to digits', () => {
    expect(roundedDigits(12.345, 2)).toEqual(['12', '35'])
    expect(roundedDigits(0.5, 0)).toEqual(['1', ''])
    expect(roundedDigits(0.05, 2)).toEqual(['0', '05'])
  })

  it('formats the number part without symbol or sign', () => {
    expect(formatNumberPart(-1234.5, euro)).toBe('1.234,50')
  })
})

// -------------------------------------------------------------------------------------------------
// Properties. Reference: a whole number of cents written out by hand, the way a person would.

function naiveDollars(cents: number): string {
  const absolute = Math.abs(cents)
  const whole = String(Math.floor(absolute / 100))
  let grouped = ''
  for (let index = 0; index < whole.length; index += 1) {
    const fromRight = whole.length - index
    grouped += whole[index]
    if (fromRight > 1 && fromRight % 3 === 1) grouped += ','
  }
  const fraction = String(absolute % 100).padStart(2, '0')
  return `${cents < 0 ? '-' : ''}$${grouped}.${fraction}`
}

describe('money formatting properties', () => {
  it('writes every whole number of cents as a person would', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e12, max: 1e12 }), (cents) => {
        expect(formatMoney(cents / 100)).toBe(naiveDollars(cents))
      }),
    )
  })

  it('round trip: reading the text back (separators removed) gives the amount rounded to the decimals', () => {
    const formats = fc.record({
      symbol: fc.constantFrom('$', '€', 'Kč', ''),
      currencyFormat: fc.constantFrom('%s%v', '%v%s', '%s\u00a0%v', '%v\u00a0%s'),
      decimals: fc.integer({ min: 0, max: 4 }),
      separators: fc.constantFrom(['.', ','], [',', '.'], [',', ' '], ['.', ''], ['.', "'"]),
      trimTrailingZeros: fc.boolean(),
    })
    fc.assert(
      fc.property(fc.double({ min: -1e9, max: 1e9, noNaN: true }), formats, (amount, f) => {
        const [decimalSeparator, thousandSeparator] = f.separators as [string, string]
        const format: MoneyFormat = { ...f, decimalSeparator, thousandSeparator }
        const text = formatMoney(amount, format)
        let digits = text.replace(f.symbol, '').replace('\u00a0', '')
        if (thousandSeparator !== '') digits = digits.split(thousandSeparator).join('')
        digits = digits.replace(decimalSeparator, '.')
        const read = Number(digits)
        const expected = Number(Math.abs(amount).toFixed(f.decimals)) * Math.sign(amount)
        // toFixed rounds the binary float, we round the decimal text: they may differ by one unit.
        expect(Math.abs(read - expected)).toBeLessThanOrEqual(10 ** -f.decimals + 1e-9 * Math.abs(amount))
      }),
    )
  })
})
