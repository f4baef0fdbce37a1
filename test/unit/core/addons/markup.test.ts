import { describe, expect, it } from 'vitest'
import {
  bookingBlocks,
  bookingPersons,
  fieldTypeFromMarkup,
  isBookingProductType,
  readDataFlag,
  readPrice,
  readPriceAttribute,
  readPriceType,
  readPriceTypeAttribute,
  readRestrictions,
  readTotalsData,
} from '../../../../src/core/addons/index.ts'

describe('reading prices and price types', () => {
  it('reads data-price as parseFloat does, empty or junk as 0', () => {
    expect(readPrice('10.00')).toBe(10)
    expect(readPrice('-2.5')).toBe(-2.5)
    expect(readPrice('3 dollars')).toBe(3)
    for (const junk of ['', 'abc', null, undefined, 'NaN', 'Infinity']) expect(readPrice(junk)).toBe(0)
  })

  it('reads data-price-type, an unknown one as a flat fee', () => {
    expect(readPriceType('quantity_based')).toBe('quantity_based')
    expect(readPriceType('percentage_based')).toBe('percentage_based')
    expect(readPriceType(' flat_fee ')).toBe('flat_fee')
    expect(readPriceType('')).toBe('flat_fee')
    expect(readPriceType('__proto__')).toBe('flat_fee')
    expect(readPriceType(undefined)).toBe('flat_fee')
  })

  it('reports a price attribute that is missing or not a number, and what it counts as', () => {
    for (const good of ['', '0', '2', '1.5', '-1.00', ' 10 ', '1.0E+25', '.5']) {
      expect(readPriceAttribute('data-price', good).problem, good).toBeUndefined()
    }
    expect(readPriceAttribute('data-price', '1.5')).toEqual({ value: 1.5 })
    expect(readPriceAttribute('data-raw-price', null)).toEqual({ value: 0, problem: 'data-raw-price is missing (counted as 0)' })
    expect(readPriceAttribute('data-price', 'free')).toEqual({ value: 0, problem: 'data-price "free" is not a number (counted as 0)' })
    expect(readPriceAttribute('data-price', '2 USD')).toEqual({ value: 2, problem: 'data-price "2 USD" is not a number (read as 2)' })
    expect(readPriceAttribute('data-price', '0x10').problem).toBe('data-price "0x10" is not a number (counted as 0)')
    expect(readPriceAttribute('data-price', '1,50').problem).toBe('data-price "1,50" is not a number (read as 1)')
    expect(readPriceAttribute('data-price', `9${'9'.repeat(60)}x`).problem).toMatch(/^data-price "9{40}…" is not a number/)
  })

  it('reports a price type that is missing or unknown: a flat fee', () => {
    expect(readPriceTypeAttribute('percentage_based')).toEqual({ value: 'percentage_based' })
    expect(readPriceTypeAttribute(null)).toEqual({ value: 'flat_fee', problem: 'data-price-type is missing (counted as flat_fee)' })
    expect(readPriceTypeAttribute('per_word')).toEqual({
      value: 'flat_fee',
      problem: 'data-price-type "per_word" is not flat_fee, quantity_based or percentage_based (counted as flat_fee)',
    })
    expect(readPriceTypeAttribute('').problem).toMatch(/^data-price-type "" is not/)
    expect(readPriceTypeAttribute('constructor').value).toBe('flat_fee')
  })

  it("reads data flags as WordPress prints them: '1', 'yes', 'true', 'on' on; '', '0', 'no', 'off', junk, missing off", () => {
    for (const on of ['1', 'yes', 'true', ' TRUE ', 'on']) expect(readDataFlag(on)).toBe(true)
    for (const off of ['', '0', 'no', 'off', 'maybe', null, undefined]) expect(readDataFlag(off)).toBe(false)
  })
})

describe('reading data-restrictions', () => {
  it('reads required, content, min and max as the extension prints them', () => {
    expect(readRestrictions('{"required":"yes","content":"email","min":"2","max":10}')).toEqual({
      restrictions: { required: true, content: 'email', min: '2', max: '10' },
    })
    expect(readRestrictions('{"min":0}')).toEqual({ restrictions: { required: false, min: '0' } })
  })

  it('keeps a bound as written, for the message', () => {
    expect(readRestrictions('{"min":"2.50"}').restrictions.min).toBe('2.50')
  })

  it('drops what is not a restriction: unknown content, non-numeric bounds, required other than "yes"', () => {
    expect(readRestrictions('{"required":"no","content":"any_text","min":"abc","max":""}')).toEqual({
      restrictions: { required: false },
    })
    expect(readRestrictions('{"required":true}').restrictions.required).toBe(false)
  })

  it('reads a missing attribute and the empty PHP array as no restriction', () => {
    expect(readRestrictions(null)).toEqual({ restrictions: { required: false } })
    expect(readRestrictions('')).toEqual({ restrictions: { required: false } })
    expect(readRestrictions('[]')).toEqual({ restrictions: { required: false } })
  })

  it('reports bad JSON and non-objects without throwing', () => {
    const bad = readRestrictions('{required:yes}')
    expect(bad.restrictions).toEqual({ required: false })
    expect(bad.problem).toMatch(/not JSON/)
    expect(readRestrictions('"yes"').problem).toBe('data-restrictions is not a JSON object')
    expect(readRestrictions('[1]').problem).toBe('data-restrictions is not a JSON object')
  })

  it('ignores keys inherited through __proto__', () => {
    expect(readRestrictions('{"__proto__":{"required":"yes"}}').restrictions.required).toBe(false)
  })
})

describe('the field type from the template classes', () => {
  it('reads each template of the extension', () => {
    const cases: [string, string, string, string][] = [
      ['input-text wc-pao-addon-field wc-pao-addon-custom-price', 'INPUT', 'text', 'custom_price'],
      ['input-text wc-pao-addon-field wc-pao-addon-input-multiplier', 'INPUT', 'number', 'multiplier'],
      ['wc-pao-addon-field wc-pao-addon-checkbox', 'INPUT', 'checkbox', 'checkbox'],
      ['wc-pao-addon-field wc-pao-addon-radio', 'INPUT', 'radio', 'radio'],
      ['wc-pao-addon-image-swatch-select wc-pao-addon-field', 'SELECT', '', 'image_swatch'],
      ['wc-pao-addon-field wc-pao-addon-select', 'SELECT', '', 'select'],
      ['wc-pao-addon-file-upload input-text wc-pao-addon-field', 'INPUT', 'file', 'file'],
      ['datepicker input-text wc-pao-addon-field', 'INPUT', 'text', 'date'],
      ['input-text wc-pao-addon-field wc-pao-addon-custom-textarea', 'TEXTAREA', '', 'textarea'],
      ['input-text wc-pao-addon-field wc-pao-addon-custom-text', 'INPUT', 'text', 'text'],
      ['wc-pao-addon-field', 'INPUT', 'number', 'number'],
      ['wc-pao-addon-field', 'input', 'email', 'text'],
    ]
    for (const [className, tagName, inputType, type] of cases) {
      expect(fieldTypeFromMarkup({ className, tagName, inputType })).toBe(type)
    }
  })
})

describe('the totals element #product-addons-total', () => {
  it('reads its data attributes', () => {
    expect(
      readTotalsData({
        productId: '42',
        price: '12.50',
        rawPrice: '10.33',
        type: 'simple',
        showSubTotal: '1',
        showIncompleteSubTotal: '',
        taxMode: 'excl',
      }),
    ).toEqual({
      productId: '42',
      basePrice: 12.5,
      rawBasePrice: 10.33,
      productType: 'simple',
      showSubTotal: true,
      showIncompleteSubTotal: false,
    })
  })

  it("reads show-incomplete-sub-total '1' as show, and data-i18n_sub_total", () => {
    const data = readTotalsData({ showIncompleteSubTotal: '1', i18n_sub_total: 'Summe' })
    expect(data.showIncompleteSubTotal).toBe(true)
    expect(data.subTotalLabel).toBe('Summe')
  })

  it("reads show-sub-total '0' as off and a missing one as on", () => {
    expect(readTotalsData({ showSubTotal: '0' }).showSubTotal).toBe(false)
    expect(readTotalsData({}).showSubTotal).toBe(true)
  })

  it('reads only the attributes themselves, never keys inherited by the object it is given', () => {
    const inherited = Object.create({ productId: '7', price: '5', showSubTotal: '0', i18n_sub_total: 'x' }) as Record<string, string>
    expect(readTotalsData(inherited)).toEqual({
      productId: '',
      basePrice: undefined,
      rawBasePrice: undefined,
      productType: '',
      showSubTotal: true,
      showIncompleteSubTotal: false,
    })
    // Attributes named like Object.prototype's keys are just attributes.
    expect(readTotalsData({ constructor: '1', toString: 'x', price: '3' }).basePrice).toBe(3)
  })

  it('reads an empty price as 0 and a missing one as no price', () => {
    expect(readTotalsData({ price: '' }).basePrice).toBe(0)
    expect(readTotalsData({}).basePrice).toBeUndefined()
    expect(readTotalsData({}).productId).toBe('')
  })
})

describe('bookings', () => {
  it('knows the booking product types', () => {
    expect(isBookingProductType('booking')).toBe(true)
    expect(isBookingProductType('accommodation-booking')).toBe(true)
    expect(isBookingProductType('simple')).toBe(false)
  })

  it('sums persons over the person types, unreadable ones as 0', () => {
    expect(bookingPersons(['2', '3'])).toBe(5)
    expect(bookingPersons(['2', '', 'x'])).toBe(2)
    expect(bookingPersons([])).toBe(0)
  })

  it('takes the end time when above 0, else the duration', () => {
    expect(bookingBlocks('2', '')).toBe(2)
    expect(bookingBlocks('2', '4')).toBe(4)
    expect(bookingBlocks('2', '0')).toBe(2)
    expect(bookingBlocks(undefined, undefined)).toBe(0)
    expect(bookingBlocks('-1', undefined)).toBe(0)
  })
})
