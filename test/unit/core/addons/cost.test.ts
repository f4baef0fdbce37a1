import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  addonQuantity,
  addonTotals,
  bookingQuantity,
  customPriceLabel,
  DEFAULT_ADDON_SETTINGS,
  lineCost,
  multiplierValue,
  priceLines,
  type AddonValues,
  type CostContext,
  type PriceType,
} from '../../../../src/core/addons/index.ts'
import { DEFAULT_MONEY_FORMAT } from '../../../../src/core/money/index.ts'
import { container, field, form, option } from './builders.ts'

const context: CostContext = { quantity: 3, basePrice: 10, rawBasePrice: 8 }
const lineSettings = DEFAULT_ADDON_SETTINGS

describe('cost rules', () => {
  it('flat_fee: the price is added once, whatever the quantity', () => {
    expect(lineCost('flat_fee', 5, 4, 3, 10, 8)).toEqual({ cost: 5, cost_raw: 4 })
  })

  it('quantity_based: price × quantity, with the price of one kept as cost_pu', () => {
    expect(lineCost('quantity_based', 2, 1.5, 3, 10, 8)).toEqual({
      cost: 6,
      cost_raw: 4.5,
      cost_pu: 2,
      cost_raw_pu: 1.5,
    })
  })

  it('percentage_based: base price × price / 100 × quantity (raw from the raw base price)', () => {
    expect(lineCost('percentage_based', 10, 10, 3, 10, 8)).toEqual({
      cost: 3,
      cost_raw: 2.4000000000000004,
      cost_pct: 0.1,
      cost_raw_pct: 0.1,
    })
  })

  it('counts unreadable numbers as 0', () => {
    expect(lineCost('quantity_based', Number.NaN, 2, 3, 10, 8).cost).toBe(0)
    expect(lineCost('quantity_based', 2, 2, Number.NaN, 10, 8).cost).toBe(0)
    expect(lineCost('percentage_based', 10, 10, 3, Number.NaN, 8).cost).toBe(0)
  })

  it('keeps negative prices negative (a discount add-on)', () => {
    expect(lineCost('flat_fee', -5, -5, 3, 10, 10).cost).toBe(-5)
    expect(lineCost('quantity_based', -1, -1, 3, 10, 10).cost).toBe(-3)
  })

  it('custom price fields are always quantity based', () => {
    const f = form([container('c', 'Tip', [field('tip', 'custom_price', { priceType: 'flat_fee' })])])
    const [line] = priceLines(f, { tip: { value: '7.5' } }, context, lineSettings)
    expect(line).toMatchObject({ cost: 22.5, cost_pu: 7.5, price_type: 'quantity_based', is_custom_price: true })
  })

  it('multiplier inputs: the value is rounded up and the price × value is added', () => {
    const f = form([container('c', 'Extra shots', [field('shots', 'multiplier', { price: 4, rawPrice: 4 })])])
    const [line] = priceLines(f, { shots: { value: '2.2' } }, context, lineSettings)
    expect(line).toMatchObject({ cost: 12, name: 'Extra shots - 3', price_type: 'flat_fee' })
    expect(multiplierValue('2.2')).toBe(3)
    expect(multiplierValue('3')).toBe(3)
    expect(multiplierValue('-1.5')).toBe(-1)
    expect(multiplierValue('')).toBeUndefined()
    expect(multiplierValue('lots')).toBeUndefined()
  })

  it("applies a multiplier's own price type to price × value", () => {
    const f = form([container('c', 'Extra', [field('m', 'multiplier', { price: 4, rawPrice: 4, priceType: 'quantity_based' })])])
    expect(priceLines(f, { m: { value: '2' } }, context, lineSettings)[0]?.cost).toBe(24)
  })
})

describe('bookings', () => {
  const booking = { costShown: true, cost: 100, persons: 3, blocks: 2 }
  const perNothing = container('a', 'A', [])
  const perPerson = container('b', 'B', [], { perPersonPricing: true })
  const perBlock = container('c', 'C', [], { perBlockPricing: true })
  const both = container('d', 'D', [], { perPersonPricing: true, perBlockPricing: true })

  it('the quantity starts at 0 and becomes 1 once a booking cost is shown', () => {
    expect(bookingQuantity({ ...booking, costShown: false })).toBe(0)
    expect(bookingQuantity(booking)).toBe(1)
    // Not the cost itself: a booking that costs nothing is still one booking.
    expect(bookingQuantity({ ...booking, cost: 0 })).toBe(1)
    expect(addonQuantity(perNothing, { ...context, booking: { ...booking, costShown: false } })).toBe(0)
    expect(addonQuantity(perNothing, { ...context, booking })).toBe(1)
  })

  it('per-person pricing multiplies by the persons, per-block pricing by the duration', () => {
    expect(addonQuantity(perPerson, { ...context, booking })).toBe(3)
    expect(addonQuantity(perBlock, { ...context, booking })).toBe(2)
    expect(addonQuantity(both, { ...context, booking })).toBe(6)
  })

  it('a count of 0 leaves the quantity as it is', () => {
    expect(addonQuantity(both, { ...context, booking: { ...booking, persons: 0, blocks: 0 } })).toBe(1)
  })

  it('percentages of a booking form apply to the booking cost', () => {
    const f = form([container('c', 'Insurance', [field('i', 'checkbox', { price: 10, priceType: 'percentage_based', label: 'Yes' })])])
    const [line] = priceLines(f, { i: { value: 'yes', checked: true } }, { ...context, booking }, lineSettings)
    expect(line?.cost).toBe(10)
  })

  it('outside bookings the quantity is the product quantity', () => {
    expect(addonQuantity(both, context)).toBe(3)
    expect(addonQuantity(both, { ...context, quantity: Number.NaN })).toBe(0)
  })
})

describe('price lines', () => {
  const gift = form([
    container('c-wrap', 'Gift wrap', [
      field('wrap-red', 'checkbox', { price: 2, rawPrice: 2, label: 'Red' }),
      field('wrap-gold', 'checkbox', { price: 3, rawPrice: 3, label: 'Gold', priceType: 'quantity_based' }),
    ]),
    container('c-size', 'Size', [
      field('size', 'select', {
        options: [option('small-1', 'Small', 0), option('large-2', 'Large', 5, { priceType: 'quantity_based' })],
      }),
    ]),
    container('c-note', 'Note', [field('note', 'textarea')]),
    container('c-photo', 'Photo', [field('photo', 'file', { price: 1, rawPrice: 1 })]),
  ])

  it('gives one line per chosen add-on, in form order, labelled "{add-on name} - {option label or typed value}"', () => {
    const values: AddonValues = {
      'wrap-red': { value: 'red', checked: true },
      'wrap-gold': { value: 'gold', checked: true },
      size: { value: 'large-2' },
      note: { value: 'Happy birthday' },
      photo: { value: 'C:\\fakepath\\cat.png' },
    }
    const lines = priceLines(gift, values, context, lineSettings)
    expect(lines.map((line) => [line.name, line.cost])).toEqual([
      ['Gift wrap - Red', 2],
      ['Gift wrap - Gold', 9],
      ['Size - Large', 15],
      ['Note - Happy birthday', 0],
      ['Photo - cat.png', 1],
    ])
    expect(lines[2]).toMatchObject({
      addonName: 'Size',
      valueLabel: 'Large',
      price_type: 'quantity_based',
      is_custom_price: false,
      containerId: 'c-size',
      fieldId: 'size',
      cost_pu: 5,
      cost_raw_pu: 5,
    })
  })

  it('gives no line for what the shopper left empty or unchecked', () => {
    const values: AddonValues = {
      'wrap-red': { value: 'red', checked: false },
      size: { value: '' },
      note: { value: '' },
    }
    expect(priceLines(gift, values, context, lineSettings)).toEqual([])
    expect(priceLines(gift, {}, context, lineSettings)).toEqual([])
  })

  it('skips a checked radio "None" option (value "")', () => {
    const f = form([container('c', 'Size', [field('none', 'radio', { label: 'None' }), field('big', 'radio', { label: 'Big', price: 1 })])])
    expect(priceLines(f, { none: { value: '', checked: true } }, context, lineSettings)).toEqual([])
  })

  it('ignores a selected value that no option has', () => {
    expect(priceLines(gift, { size: { value: 'huge-9' } }, context, lineSettings)).toEqual([])
  })

  it('falls back to the value when an option has no label', () => {
    const f = form([container('c', 'Colour', [field('col', 'select', { options: [option('teal-1', '', 1)] })])])
    expect(priceLines(f, { col: { value: 'teal-1' } }, context, lineSettings)[0]?.name).toBe('Colour - teal-1')
  })

  it('names a file stored from an earlier upload when no new file is chosen', () => {
    const values: AddonValues = { photo: { value: '', storedFile: 'https://shop.test/uploads/2024/dog.jpg' } }
    expect(priceLines(gift, values, context, lineSettings)[0]?.name).toBe('Photo - dog.jpg')
  })

  it('cuts typed values to trim_user_input_characters plus "..."', () => {
    const short = { ...lineSettings, summary: { ...lineSettings.summary, trimUserInputCharacters: 5 } }
    expect(priceLines(gift, { note: { value: 'Happy birthday' } }, context, short)[0]?.name).toBe('Note - Happy...')
    const long = 'x'.repeat(1005)
    expect(priceLines(gift, { note: { value: long } }, context, lineSettings)[0]?.valueLabel).toBe(`${'x'.repeat(1000)}...`)
  })

  it('keeps hostile typed text as text', () => {
    const line = priceLines(gift, { note: { value: '<img src=x onerror=alert(1)>' } }, context, lineSettings)[0]
    expect(line?.name).toBe('Note - <img src=x onerror=alert(1)>')
  })

  it('leaves out an empty add-on name', () => {
    const f = form([container('c', '', [field('t', 'text')])])
    expect(priceLines(f, { t: { value: 'hi' } }, context, lineSettings)[0]?.name).toBe('hi')
  })

  it("shows a custom price with the shop's separators, and a badly written one as typed at no cost", () => {
    const f = form([container('c', 'Amount', [field('amount', 'custom_price')])])
    const german = {
      ...lineSettings,
      money: { ...DEFAULT_MONEY_FORMAT, decimalSeparator: ',', thousandSeparator: '.' },
    }
    expect(priceLines(f, { amount: { value: '1234,5' } }, context, german)[0]).toMatchObject({
      name: 'Amount - 1.234,5',
      cost: 1234.5 * 3,
    })
    expect(priceLines(f, { amount: { value: '1,000.50' } }, context, lineSettings)[0]).toMatchObject({
      name: 'Amount - 1,000.50',
      cost: 0,
    })
    expect(customPriceLabel('-0', DEFAULT_MONEY_FORMAT)).toBe('0')
    expect(customPriceLabel('007.50', DEFAULT_MONEY_FORMAT)).toBe('7.50')
    expect(customPriceLabel('-12', DEFAULT_MONEY_FORMAT)).toBe('-12')
  })

  it('ignores values keyed by prototype names', () => {
    const f = form([container('c', 'T', [field('constructor', 'text')])])
    expect(priceLines(f, {}, context, lineSettings)).toEqual([])
  })
})

// -------------------------------------------------------------------------------------------------
// Properties against the cost rules' plain wording, kept naive.

/** The cost rules, one by one: flat_fee once, quantity_based per unit, percentage_based of the base price per unit. */
function naiveCost(type: PriceType, price: number, quantity: number, base: number): number {
  if (type === 'flat_fee') return price // "price added once"
  if (type === 'quantity_based') return price * quantity // "price × quantity"
  return ((base * price) / 100) * quantity // "base price × price / 100 × quantity"
}

const priceType = fc.constantFrom<PriceType>('flat_fee', 'quantity_based', 'percentage_based')
const amount = fc.integer({ min: -10000, max: 10000 }).map((cents) => cents / 100)

describe('cost rule properties', () => {
  it('every line costs what the rule of its price type says', () => {
    fc.assert(
      fc.property(priceType, amount, fc.integer({ min: 0, max: 50 }), amount, (type, price, quantity, base) => {
        expect(lineCost(type, price, price, quantity, base, base).cost).toBeCloseTo(naiveCost(type, price, quantity, base), 9)
      }),
    )
  })

  it('a form of checkboxes: each checked box is one line, and the total is the sum of the naive costs', () => {
    const box = fc.record({ type: priceType, price: amount, checked: fc.boolean() })
    fc.assert(
      fc.property(fc.array(box, { maxLength: 8 }), fc.integer({ min: 0, max: 20 }), amount, (boxes, quantity, base) => {
        const fields = boxes.map((b, index) =>
          field(`f${index}`, 'checkbox', { price: b.price, rawPrice: b.price, priceType: b.type, label: `L${index}` }),
        )
        const values: Record<string, { value: string; checked: boolean }> = {}
        boxes.forEach((b, index) => (values[`f${index}`] = { value: `v${index}`, checked: b.checked }))
        const lines = priceLines(
          form([container('c', 'Boxes', fields)]),
          values,
          { quantity, basePrice: base, rawBasePrice: base },
          lineSettings,
        )
        const chosen = boxes.filter((b) => b.checked)
        expect(lines).toHaveLength(chosen.length)
        const expected = chosen.reduce((sum, b) => sum + naiveCost(b.type, b.price, quantity, base), 0)
        expect(addonTotals(lines).total).toBeCloseTo(expected, 6)
      }),
    )
  })

  it('a multiplier adds ceil(value) × price under its price type', () => {
    fc.assert(
      fc.property(
        priceType,
        amount,
        fc.double({ min: 0, max: 100, noNaN: true }),
        fc.integer({ min: 1, max: 9 }),
        (type, price, count, quantity) => {
          const f = form([container('c', 'M', [field('m', 'multiplier', { price, rawPrice: price, priceType: type })])])
          const [line] = priceLines(f, { m: { value: String(count) } }, { quantity, basePrice: 10, rawBasePrice: 10 }, lineSettings)
          expect(line?.cost).toBeCloseTo(naiveCost(type, price * Math.ceil(count), quantity, 10), 6)
        },
      ),
    )
  })

  it('bookings: the quantity is 0 or 1, × persons with per-person pricing, × blocks with per-block pricing', () => {
    fc.assert(
      fc.property(fc.boolean(), fc.boolean(), fc.boolean(), fc.nat(6), fc.nat(6), (shown, perPerson, perBlock, persons, blocks) => {
        const c = container('c', 'C', [], { perPersonPricing: perPerson, perBlockPricing: perBlock })
        let expected = shown ? 1 : 0
        if (perPerson && persons) expected *= persons
        if (perBlock && blocks) expected *= blocks
        expect(addonQuantity(c, { ...context, booking: { costShown: shown, cost: 50, persons, blocks } })).toBe(expected)
      }),
    )
  })
})
