import { describe, expect, it } from 'vitest'
import {
  DEFAULT_MONEY_FORMAT,
  DEFAULT_SUMMARY_FORMAT,
  readFlag,
  readMoneyFormat,
  readSummaryFormat,
} from '../../../../src/core/money/index.ts'

describe('reading the money format from woocommerce_addons_params', () => {
  it("gives the defaults when nothing is set ('$' before the value, 2 decimals, '.' and ',')", () => {
    expect(readMoneyFormat({})).toEqual(DEFAULT_MONEY_FORMAT)
  })

  it('reads the strings WordPress prints ("2", "1" / "")', () => {
    expect(
      readMoneyFormat({
        currency_format_num_decimals: '3',
        currency_format_symbol: '&euro;',
        currency_format_decimal_sep: ',',
        currency_format_thousand_sep: '.',
        currency_format: '%v&nbsp;%s',
        trim_trailing_zeros: '1',
      }),
    ).toEqual({
      symbol: '€',
      currencyFormat: '%v\u00a0%s',
      decimals: 3,
      decimalSeparator: ',',
      thousandSeparator: '.',
      trimTrailingZeros: true,
    })
    expect(readMoneyFormat({ trim_trailing_zeros: '' }).trimTrailingZeros).toBe(false)
  })

  it('reads typed values from our settings block', () => {
    const format = readMoneyFormat({ currency_format_num_decimals: 0, trim_trailing_zeros: true })
    expect(format.decimals).toBe(0)
    expect(format.trimTrailingZeros).toBe(true)
  })

  it('decodes the entities WooCommerce uses for symbols', () => {
    expect(readMoneyFormat({ currency_format_symbol: '&#36;' }).symbol).toBe('$')
    expect(readMoneyFormat({ currency_format_symbol: '&#x20b9;' }).symbol).toBe('₹')
    expect(readMoneyFormat({ currency_format_symbol: '&#2547;&nbsp;' }).symbol).toBe('৳\u00a0')
    expect(readMoneyFormat({ currency_format_symbol: '&#x62f;.&#x625;' }).symbol).toBe('د.إ')
  })

  it("takes an empty decimal separator as '.' and an empty thousand separator as no grouping", () => {
    const format = readMoneyFormat({ currency_format_decimal_sep: '', currency_format_thousand_sep: '' })
    expect(format.decimalSeparator).toBe('.')
    expect(format.thousandSeparator).toBe('')
  })

  it('falls back to the default for unreadable values', () => {
    const format = readMoneyFormat({
      currency_format_num_decimals: 'two',
      currency_format: 'no value slot',
      currency_format_symbol: { evil: true },
      trim_trailing_zeros: 'maybe',
    })
    expect(format).toEqual(DEFAULT_MONEY_FORMAT)
    expect(readMoneyFormat({ currency_format_num_decimals: '-1' }).decimals).toBe(2)
    expect(readMoneyFormat({ currency_format_num_decimals: '99' }).decimals).toBe(2)
  })

  it('ignores keys inherited from Object.prototype', () => {
    const params = JSON.parse('{"__proto__": {"currency_format_symbol": "X"}}') as Record<string, unknown>
    expect(readMoneyFormat(params).symbol).toBe('$')
  })
})

describe('flags', () => {
  it('reads "1", "yes", "true", true, 1 as on and "", "0", "no", "false", false, 0, null as off', () => {
    for (const on of ['1', 'yes', 'true', true, 1, ' TRUE ']) expect(readFlag({ f: on }, 'f', false)).toBe(true)
    for (const off of ['', '0', 'no', 'false', false, 0, null]) expect(readFlag({ f: off }, 'f', true)).toBe(false)
    expect(readFlag({}, 'f', true)).toBe(true)
    expect(readFlag({ f: 'on?' }, 'f', true)).toBe(true)
  })

  it('reads the plugins\' "on" / "off" as on / off (they were unreadable, so the fallback)', () => {
    for (const on of ['on', ' ON ']) expect(readFlag({ f: on }, 'f', false)).toBe(true)
    for (const off of ['off', 'Off']) expect(readFlag({ f: off }, 'f', true)).toBe(false)
  })

  it('keeps the fallback for a word that is not a flag, NaN and objects', () => {
    for (const junk of ['maybe', '2', Number.NaN, {}, []]) {
      expect(readFlag({ f: junk }, 'f', true)).toBe(true)
      expect(readFlag({ f: junk }, 'f', false)).toBe(false)
    }
  })
})

describe('summary settings', () => {
  it("defaults to quantity_symbol 'x ' and trim_user_input_characters 1000", () => {
    expect(readSummaryFormat({})).toEqual(DEFAULT_SUMMARY_FORMAT)
    expect(DEFAULT_SUMMARY_FORMAT).toEqual({ quantitySymbol: 'x ', trimUserInputCharacters: 1000 })
  })

  it('reads the printed strings', () => {
    expect(readSummaryFormat({ quantity_symbol: '× ', trim_user_input_characters: '20' })).toEqual({
      quantitySymbol: '× ',
      trimUserInputCharacters: 20,
    })
    expect(readSummaryFormat({ trim_user_input_characters: 'lots' }).trimUserInputCharacters).toBe(1000)
  })
})
