import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  computeTotals,
  foldTaxAnswer,
  formatLineCost,
  readTaxAnswer,
  totalsVisible,
  type AddonForm,
  type AddonTotalsInput,
  type AddonValues,
  type TotalsVisibilityInput,
} from '../../../../src/core/addons/index.ts'
import { DEFAULT_MONEY_FORMAT } from '../../../../src/core/money/index.ts'
import { container, field, form, option, settings, totalsData } from './builders.ts'

const mug: AddonForm = form([
  container('c-wrap', 'Gift wrap', [field('wrap', 'checkbox', { price: 2.5, rawPrice: 2.5, label: 'Yes' })]),
  container('c-engrave', 'Engraving', [field('engrave', 'text', { price: 1, rawPrice: 1, priceType: 'quantity_based' })]),
  container('c-card', 'Card', [field('card', 'select', { options: [option('none-1', 'No card', 0), option('card-2', 'Card', 3)] })]),
])

function input(values: AddonValues, overrides: Partial<AddonTotalsInput> = {}): AddonTotalsInput {
  return {
    form: mug,
    values,
    totalsData: totalsData({ basePrice: 12, rawBasePrice: 12 }),
    quantity: 2,
    allFieldsValid: true,
    addToCartDisabled: false,
    rtl: false,
    settings: settings(),
    ...overrides,
  }
}

describe('the totals panel lines', () => {
  it('shows "{qty}x {product name}" with the base amount, one line per chosen add-on, and the Subtotal', () => {
    const totals = computeTotals(input({ wrap: { value: 'yes', checked: true }, engrave: { value: 'To Ann' }, card: { value: 'none-1' } }))
    expect(totals.panel).not.toBeNull()
    const panel = totals.panel!
    expect(panel.product).toEqual({ quantityText: '2x ', productName: 'Mug', amount: 24, amountText: '$24.00' })
    expect(panel.addons.map((a) => [a.line.name, a.amountText])).toEqual([
      ['Gift wrap - Yes', '$2.50'],
      ['Engraving - To Ann', '$2.00'],
      ['Card - No card', '-'],
    ])
    expect(panel.subtotal).toEqual({ label: 'Subtotal', amount: 28.5, amountText: '$28.50', suffix: '' })
    expect(panel.taxPending).toBe(false)
    expect(totals.total).toBe(4.5)
    expect(totals.taxRequest).toBeNull()
  })

  it('shows an add-on cost of 0 as "-" and a negative one with a leading minus', () => {
    expect(formatLineCost(0, DEFAULT_MONEY_FORMAT)).toBe('-')
    expect(formatLineCost(-3, DEFAULT_MONEY_FORMAT)).toBe('-$3.00')
    expect(formatLineCost(3, DEFAULT_MONEY_FORMAT)).toBe('$3.00')
  })

  it('puts the symbol before the quantity in right-to-left layouts', () => {
    const totals = computeTotals(input({ wrap: { value: 'yes', checked: true } }, { rtl: true }))
    expect(totals.panel?.product.quantityText).toBe('x 2')
  })

  it('takes the Subtotal label from data-i18n_sub_total, then from i18n_sub_total', () => {
    const chosen = { wrap: { value: 'yes', checked: true } }
    const fromData = computeTotals(input(chosen, { totalsData: totalsData({ subTotalLabel: 'Zwischensumme' }) }))
    expect(fromData.panel?.subtotal.label).toBe('Zwischensumme')
    const texts = { ...settings().texts, i18n_sub_total: 'Total' }
    expect(computeTotals(input(chosen, { settings: settings({ texts }) })).panel?.subtotal.label).toBe('Total')
  })

  it('formats every amount with the shop settings', () => {
    const euro = {
      ...DEFAULT_MONEY_FORMAT,
      symbol: '€',
      currencyFormat: '%v\u00a0%s',
      decimalSeparator: ',',
      thousandSeparator: '.',
    }
    const totals = computeTotals(
      input(
        { wrap: { value: 'yes', checked: true } },
        { settings: settings({ money: euro }), totalsData: totalsData({ basePrice: 1000 }) },
      ),
    )
    expect(totals.panel?.product.amountText).toBe('2.000,00\u00a0€')
    expect(totals.panel?.subtotal.amountText).toBe('2.002,50\u00a0€')
  })

  it('on a booking form shows the product name alone with the booking cost', () => {
    const booking = { costShown: true, cost: 80, persons: 2, blocks: 1 }
    const totals = computeTotals(input({ wrap: { value: 'yes', checked: true } }, { booking, quantity: 1 }))
    expect(totals.panel?.product).toEqual({ quantityText: '', productName: 'Mug', amount: 80, amountText: '$80.00' })
    expect(totals.panel?.subtotal.amount).toBe(82.5)
  })
})

describe('when the panel is emptied', () => {
  const chosen = { wrap: { value: 'yes', checked: true } }

  it('empties it while the form is invalid, unless show-incomplete-sub-total is on', () => {
    expect(computeTotals(input(chosen, { allFieldsValid: false })).panel).toBeNull()
    const incomplete = totalsData({ basePrice: 12, showIncompleteSubTotal: true })
    expect(computeTotals(input(chosen, { allFieldsValid: false, totalsData: incomplete })).panel).not.toBeNull()
  })

  it('counts the form as invalid while the add-to-cart button is disabled', () => {
    const totals = computeTotals(input(chosen, { addToCartDisabled: true }))
    expect(totals.visible).toBe(false)
    expect(totals.panel).toBeNull()
  })

  it('empties it when nothing is chosen and no add-on is required', () => {
    expect(computeTotals(input({})).panel).toBeNull()
  })

  it('shows it with nothing chosen when an add-on is required', () => {
    const withRequired = form([container('c', 'Name', [field('n', 'text')], { required: true })])
    const totals = computeTotals(input({}, { form: withRequired }))
    expect(totals.panel?.addons).toEqual([])
    expect(totals.panel?.subtotal.amountText).toBe('$24.00')
  })

  it('empties it when another plugin switched the subtotal off (data-show-sub-total 0)', () => {
    expect(computeTotals(input(chosen, { totalsData: totalsData({ showSubTotal: false }) })).panel).toBeNull()
  })

  it('empties it without a quantity, a product (a reset variation) or a price', () => {
    expect(computeTotals(input(chosen, { quantity: 0 })).panel).toBeNull()
    expect(computeTotals(input(chosen, { quantity: Number.NaN })).panel).toBeNull()
    expect(computeTotals(input(chosen, { totalsData: totalsData({ productId: '' }) })).panel).toBeNull()
    expect(computeTotals(input(chosen, { totalsData: totalsData({ basePrice: undefined }) })).panel).toBeNull()
  })

  it('empties it on a booking form until a booking cost is shown', () => {
    const booking = { costShown: false, cost: 0, persons: 0, blocks: 0 }
    expect(computeTotals(input(chosen, { booking })).panel).toBeNull()
  })

  it('still gives the price lines for other plugins when the panel is empty', () => {
    const totals = computeTotals(input(chosen, { addToCartDisabled: true }))
    expect(totals.lines.map((line) => line.name)).toEqual(['Gift wrap - Yes'])
  })
})

describe('tax in the panel', () => {
  const chosen = { wrap: { value: 'yes', checked: true } }

  it('shows a suffix without placeholders as written, with no request', () => {
    const totals = computeTotals(input(chosen, { settings: settings({ priceDisplaySuffix: 'incl. VAT' }) }))
    expect(totals.taxMode).toBe('suffix')
    expect(totals.taxRequest).toBeNull()
    expect(totals.panel?.subtotal.suffix).toBe('incl. VAT')
  })

  it('asks the server when the suffix has placeholders, keeping the untaxed subtotal meanwhile', () => {
    const s = settings({ priceDisplaySuffix: 'or {price_including_tax} incl. tax' })
    const totals = computeTotals(input(chosen, { settings: s }))
    expect(totals.taxMode).toBe('request')
    expect(totals.panel?.taxPending).toBe(true)
    expect(totals.panel?.subtotal).toMatchObject({ amountText: '$26.50', suffix: '' })
    expect(totals.taxRequest).toEqual({
      url: '/wp-admin/admin-ajax.php',
      body: {
        action: 'wc_product_addons_calculate_tax',
        product_id: '42',
        add_on_total: '2.5',
        add_on_total_raw: '2.5',
        qty: '2',
      },
    })
  })

  it('on SUCCESS fills the placeholders and shows the excl-tax subtotal by default', () => {
    const s = settings({ priceDisplaySuffix: 'or {price_including_tax} incl. tax ({price_excluding_tax} excl.)' })
    const panel = computeTotals(input(chosen, { settings: s })).panel!
    const answer = readTaxAnswer({ result: 'SUCCESS', price_including_tax: '31.8', price_excluding_tax: 26.5 })
    const folded = foldTaxAnswer(panel, answer, s)
    expect(folded.taxPending).toBe(false)
    expect(folded.subtotal).toMatchObject({
      amount: 26.5,
      amountText: '$26.50',
      suffix: 'or $31.80 incl. tax ($26.50 excl.)',
    })
  })

  it("on SUCCESS shows the incl-tax subtotal when 'display include tax' is set", () => {
    const s = settings({ priceDisplaySuffix: '{price_excluding_tax} excl. tax', displayIncludeTax: true })
    const panel = computeTotals(input(chosen, { settings: s })).panel!
    const folded = foldTaxAnswer(panel, { priceIncludingTax: 31.8, priceExcludingTax: 26.5 }, s)
    expect(folded.subtotal).toMatchObject({ amount: 31.8, amountText: '$31.80', suffix: '$26.50 excl. tax' })
  })

  it('fills every placeholder and never a placeholder inside an amount', () => {
    const s = settings({
      priceDisplaySuffix: '{price_including_tax} / {price_including_tax}',
      money: { ...DEFAULT_MONEY_FORMAT, symbol: '{price_excluding_tax}' },
    })
    const panel = computeTotals(input(chosen, { settings: s })).panel!
    expect(foldTaxAnswer(panel, { priceIncludingTax: 1, priceExcludingTax: 2 }, s).subtotal.suffix).toBe(
      '{price_excluding_tax}1.00 / {price_excluding_tax}1.00',
    )
  })

  it('shows the subtotal without tax when the result is not SUCCESS or the request fails', () => {
    const s = settings({ priceDisplaySuffix: '{price_including_tax}' })
    const panel = computeTotals(input(chosen, { settings: s })).panel!
    for (const body of [{ result: 'FAILURE' }, { result: 'SUCCESS', price_including_tax: 'x', price_excluding_tax: 1 }, null, 'oops']) {
      const folded = foldTaxAnswer(panel, readTaxAnswer(body), s)
      expect(folded.subtotal).toMatchObject({ amount: 26.5, amountText: '$26.50', suffix: '' })
      expect(folded.taxPending).toBe(false)
    }
  })

  it('asks the server for a custom price under tax even without a suffix', () => {
    const tip = form([container('c', 'Tip', [field('tip', 'custom_price')])])
    const totals = computeTotals(input({ tip: { value: '5' } }, { form: tip }))
    expect(totals.taxMode).toBe('request')
    expect(totals.taxRequest?.body).toMatchObject({ add_on_total: '10', qty: '2' })
  })

  it('sends the booking quantity (1) for a booking form', () => {
    const s = settings({ priceDisplaySuffix: '{price_including_tax}' })
    const booking = { costShown: true, cost: 80, persons: 2, blocks: 3 }
    expect(computeTotals(input(chosen, { settings: s, booking, quantity: 7 })).taxRequest?.body.qty).toBe('1')
  })
})

// -------------------------------------------------------------------------------------------------

describe('visibility rule property', () => {
  it('is exactly "(show incomplete OR all valid) AND (a required add-on OR price data)", invalid while the button is disabled', () => {
    fc.assert(
      fc.property(
        fc.record({
          showIncompleteSubTotal: fc.boolean(),
          allFieldsValid: fc.boolean(),
          addToCartDisabled: fc.boolean(),
          hasRequiredAddon: fc.boolean(),
          priceLineCount: fc.nat(3),
        }),
        (rule: TotalsVisibilityInput) => {
          const formValid = rule.addToCartDisabled ? false : rule.allFieldsValid
          const expected = (rule.showIncompleteSubTotal || formValid) && (rule.hasRequiredAddon || rule.priceLineCount > 0)
          expect(totalsVisible(rule)).toBe(expected)
        },
      ),
    )
  })

  it('the subtotal is always the base line plus the add-on lines', () => {
    fc.assert(
      fc.property(
        fc.boolean(),
        fc.nat(20),
        fc.integer({ min: 1, max: 9 }),
        fc.integer({ min: 0, max: 99999 }),
        (wrap, text, qty, cents) => {
          const totals = computeTotals(
            input(
              { wrap: { value: 'yes', checked: wrap }, engrave: { value: 'x'.repeat(text) } },
              { quantity: qty, totalsData: totalsData({ basePrice: cents / 100 }) },
            ),
          )
          if (!totals.panel) return
          const sum = totals.panel.product.amount + totals.panel.addons.reduce((s, a) => s + a.line.cost, 0)
          expect(totals.panel.subtotal.amount).toBeCloseTo(sum, 9)
          expect(totals.panel.product.amount).toBeCloseTo((cents / 100) * qty, 9)
        },
      ),
    )
  })
})
