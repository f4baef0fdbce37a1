import { describe, expect, it } from 'vitest'
import { DEFAULT_MONEY_FORMAT } from '../../../../src/core/money/index.ts'
import {
  DEFAULT_OPTION_PRICE_FORMAT,
  optionPriceText,
  optionLayoutClasses,
  OTHER_PREFIX,
  fieldDescription,
  fieldPriceLabel,
  flatOptions,
  isChoiceGroup,
  isChosen,
  isMultiValued,
  optionLabel,
  otherTextName,
  postedName,
  priceLabel,
  quantityName,
} from '../../../../src/core/options/index.ts'
import { field } from './builders.ts'

describe('what the controls post (the names the plugin posts under)', () => {
  it('posts under the name, else the elementId; several values under name[] (once)', () => {
    expect(postedName(field('text', 'a', { name: 'engraving' }), false)).toBe('engraving')
    expect(postedName(field('text', 'a', { name: '' }), false)).toBe('a')
    expect(postedName(field('checkbox-group', 'g', { name: 'extras' }), true)).toBe('extras[]')
    expect(postedName(field('checkbox-group', 'g', { name: 'extras[]' }), true)).toBe('extras[]')
  })

  it('names the quantity and the other text after the field, without []', () => {
    expect(quantityName(field('checkbox-group', 'g', { name: 'extras[]' }))).toBe('extras_quantity')
    expect(otherTextName(field('radio-group', 'r', { name: 'colour' }))).toBe('colourother_value')
  })

  it('keeps several values for checkbox groups and multiple selects only', () => {
    expect(isMultiValued(field('checkbox-group', 'g'))).toBe(true)
    expect(isMultiValued(field('select', 's', { multiple: 'on' }))).toBe(true)
    expect(isMultiValued(field('select', 's', { multiple: 'off' }))).toBe(false)
    expect(isMultiValued(field('radio-group', 'r'))).toBe(false)
    expect(isChoiceGroup(field('radio-group', 'r'))).toBe(true)
    expect(isChoiceGroup(field('select', 's'))).toBe(false)
  })

  it('flattens option groups in document order', () => {
    expect(flatOptions([{ value: 'a' }, { label: 'G', value: '', options: [{ value: 'b' }, { value: 'c' }] }]).map((o) => o.value)).toEqual(
      ['a', 'b', 'c'],
    )
    expect(flatOptions(undefined)).toEqual([])
  })

  it('says an option is chosen by its value, and the other option by its prefix', () => {
    expect(isChosen(['a', 2], '2')).toBe(true)
    expect(isChosen('a', 'b')).toBe(false)
    expect(isChosen(`${OTHER_PREFIX}teal`, OTHER_PREFIX)).toBe(true)
    expect(isChosen([`${OTHER_PREFIX}teal`], OTHER_PREFIX)).toBe(true)
    expect(isChosen(true, 'on')).toBe(false)
  })
})

describe('price labels', () => {
  it('writes a plain non-zero price signed, in the shop currency', () => {
    expect(priceLabel('2.5', DEFAULT_MONEY_FORMAT)).toBe('+$2.50')
    expect(priceLabel(-1, DEFAULT_MONEY_FORMAT)).toBe('-$1.00')
    expect(priceLabel(0, DEFAULT_MONEY_FORMAT)).toBeUndefined()
    expect(priceLabel('{price}*2', DEFAULT_MONEY_FORMAT)).toBeUndefined()
  })

  it('labels a field priced as a whole, and options of a priced field', () => {
    expect(fieldPriceLabel(field('checkbox', 'c', { enablePrice: '1', price: 10 }), DEFAULT_MONEY_FORMAT)).toBe('+$10.00')
    expect(fieldPriceLabel(field('checkbox', 'c', { price: 10 }), DEFAULT_MONEY_FORMAT)).toBeUndefined()
    expect(
      fieldPriceLabel(field('select', 's', { enablePrice: true, price: 10, values: [{ value: 'a' }] }), DEFAULT_MONEY_FORMAT),
    ).toBeUndefined()
    const priced = field('select', 's', { enablePrice: true })
    expect(optionLabel({ label: 'Gold', value: 'gold', price: '2' }, priced, DEFAULT_MONEY_FORMAT)).toBe('Gold (+$2.00)')
    expect(optionLabel({ value: 'white', price: 0 }, priced, DEFAULT_MONEY_FORMAT)).toBe('white')
    expect(optionLabel({ label: 'Gold', value: 'gold', price: 2 }, field('select', 's'), DEFAULT_MONEY_FORMAT)).toBe('Gold')
  })

  it("writes option prices in WCPA Pro's format, zero included unless the plugin hides it", () => {
    const priced = field('radio-group', 'r', { enablePrice: true })
    const plugin = { template: '({price})', hideZero: false }
    expect(optionLabel({ label: 'Slim', value: 'slim', price: 0 }, priced, DEFAULT_MONEY_FORMAT, plugin)).toBe('Slim ($0.00)')
    expect(optionLabel({ label: 'Wide', value: 'wide', price: '8' }, priced, DEFAULT_MONEY_FORMAT, plugin)).toBe('Wide ($8.00)')
    expect(optionLabel({ label: 'Less', value: 'less', price: -2 }, priced, DEFAULT_MONEY_FORMAT, plugin)).toBe('Less (-$2.00)')
    expect(optionLabel({ label: 'Slim', value: 'slim', price: 0 }, priced, DEFAULT_MONEY_FORMAT, { ...plugin, hideZero: true })).toBe(
      'Slim',
    )
  })

  it('fills {sign} and the bare word price as the plugin does, and lets a field carry its own format', () => {
    const priced = field('select', 's', { enablePrice: true })
    expect(optionPriceText(3, priced, DEFAULT_MONEY_FORMAT, { template: '[{sign}{price}]', hideZero: false })).toBe('[+$3.00]')
    expect(optionPriceText(-3, priced, DEFAULT_MONEY_FORMAT, { template: '[{sign}{price}]', hideZero: false })).toBe('[-$3.00]')
    expect(optionPriceText(3, priced, DEFAULT_MONEY_FORMAT, { template: 'add PRICE', hideZero: false })).toBe('add $3.00')
    const own = field('select', 's', { enablePrice: true, option_price_format: '— {price}' })
    expect(optionPriceText(3, own, DEFAULT_MONEY_FORMAT, { template: '({price})', hideZero: false })).toBe('— $3.00')
    const blank = field('select', 's', { enablePrice: true, option_price_format: '  ' })
    expect(optionPriceText(3, blank, DEFAULT_MONEY_FORMAT, { template: '({price})', hideZero: false })).toBe('($3.00)')
  })

  it('keeps a currency symbol with a dollar sign literal (no replacement pattern)', () => {
    const money = { ...DEFAULT_MONEY_FORMAT, symbol: "$'" }
    expect(optionPriceText(1, field('select', 's'), money, { template: '({price})', hideZero: false })).toBe("($'1.00)")
  })

  it('writes nothing for a price that is not a plain number', () => {
    expect(optionPriceText('{price}*2', field('select', 's'), DEFAULT_MONEY_FORMAT, DEFAULT_OPTION_PRICE_FORMAT)).toBeUndefined()
  })

  it('counts an option left without a price as costing nothing', () => {
    const plugin = { template: '({price})', hideZero: false }
    expect(optionPriceText('', field('select', 's'), DEFAULT_MONEY_FORMAT, plugin)).toBe('($0.00)')
    expect(optionPriceText(undefined, field('select', 's'), DEFAULT_MONEY_FORMAT, plugin)).toBe('($0.00)')
    expect(optionPriceText('', field('select', 's'), DEFAULT_MONEY_FORMAT, DEFAULT_OPTION_PRICE_FORMAT)).toBeUndefined()
  })
})

describe('descriptions', () => {
  it('shows no description of their own for content, header and separator', () => {
    expect(fieldDescription(field('text', 'a', { description: 'Help' }))).toBe('Help')
    expect(fieldDescription(field('header', 'h', { description: 'Help' }))).toBe('')
    expect(fieldDescription(field('content', 'c', { description: 'Body' }))).toBe('')
    expect(fieldDescription(field('text', 'a'))).toBe('')
  })
})

describe("a choice group's option layout", () => {
  it("gives the plugin's classes for its layouts, and ours for one line", () => {
    expect(optionLayoutClasses(field('radio-group', 'hem', { layOut: 'inline' }))).toEqual([
      'wcpa_group_field',
      'wcpa_fl_inline',
      'wcpa_inline',
    ])
    expect(optionLayoutClasses(field('checkbox-group', 'extras', { layOut: 'col-3' }))).toEqual(['wcpa_group_field', 'wcpa_fl_col-3'])
    expect(optionLayoutClasses(field('radio-group', 'size', { inline: true }))).toEqual(['wcpa_group_field', 'wcpa_inline'])
    expect(optionLayoutClasses(field('radio-group', 'size'))).toEqual(['wcpa_group_field'])
  })

  it('leaves out a layout the plugin does not know, hostile text included', () => {
    for (const layOut of ['col-9', 'grid', 'inline x', '" onclick="x', 3, null]) {
      expect(optionLayoutClasses(field('radio-group', 'size', { layOut }))).toEqual(['wcpa_group_field'])
    }
  })
})
