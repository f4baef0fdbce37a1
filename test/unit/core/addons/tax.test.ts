import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  buildTaxRequest,
  encodeTaxRequestBody,
  hasTaxPlaceholders,
  readTaxAnswer,
  taxMode,
  taxRequestNeeded,
  type TaxDecisionInput,
} from '../../../../src/core/addons/index.ts'

const base: TaxDecisionInput = { taxEnabled: true, priceDisplaySuffix: '', hasCustomPrice: false, taxable: true }

describe('when the tax request is made', () => {
  it('not without a suffix and without a custom price', () => {
    expect(taxMode(base)).toBe('none')
  })

  it('not when tax is off, whatever the suffix or custom price', () => {
    expect(taxMode({ ...base, taxEnabled: false, priceDisplaySuffix: '{price_including_tax}', hasCustomPrice: true })).toBe('none')
  })

  it('not for a taxable product whose suffix has no placeholder: the suffix is shown as written', () => {
    expect(taxMode({ ...base, priceDisplaySuffix: 'incl. VAT' })).toBe('suffix')
  })

  it('for a suffix with {price_including_tax} or {price_excluding_tax}', () => {
    expect(taxRequestNeeded({ ...base, priceDisplaySuffix: 'or {price_including_tax}' })).toBe(true)
    expect(taxRequestNeeded({ ...base, priceDisplaySuffix: '{price_excluding_tax} excl.' })).toBe(true)
  })

  it('for a suffix on a product that is not taxable', () => {
    expect(taxRequestNeeded({ ...base, priceDisplaySuffix: 'incl. VAT', taxable: false })).toBe(true)
  })

  it('for a custom price under tax, with or without a suffix', () => {
    expect(taxRequestNeeded({ ...base, hasCustomPrice: true })).toBe(true)
    expect(taxRequestNeeded({ ...base, hasCustomPrice: true, priceDisplaySuffix: 'incl. VAT' })).toBe(true)
  })

  it('recognises the placeholders', () => {
    expect(hasTaxPlaceholders('{price_including_tax}')).toBe(true)
    expect(hasTaxPlaceholders('{price_excluding_tax}')).toBe(true)
    expect(hasTaxPlaceholders('{price}')).toBe(false)
  })

  it('is made exactly when a suffix or a custom price is set under tax, and the product is not taxable, a custom price is present or the suffix has a placeholder', () => {
    fc.assert(
      fc.property(
        fc.boolean(),
        fc.constantFrom('', 'incl. VAT', 'or {price_including_tax}', '{price_excluding_tax}', '{price_including_tax}{price_excluding_tax}'),
        fc.boolean(),
        fc.boolean(),
        (taxEnabled, priceDisplaySuffix, hasCustomPrice, taxable) => {
          const suffixSet = priceDisplaySuffix !== ''
          const placeholders = priceDisplaySuffix.includes('{price_including_tax}') || priceDisplaySuffix.includes('{price_excluding_tax}')
          // "(a price display suffix is set and tax is on, or a custom-price add-on is present and tax is on)
          //  AND (the product is not 'taxable', or a custom price is present, or the suffix contains ...)"
          const spec = ((suffixSet && taxEnabled) || (hasCustomPrice && taxEnabled)) && (!taxable || hasCustomPrice || placeholders)
          expect(taxRequestNeeded({ taxEnabled, priceDisplaySuffix, hasCustomPrice, taxable })).toBe(spec)
        },
      ),
    )
  })
})

describe('the request body', () => {
  it('holds action, product_id, add_on_total, add_on_total_raw and qty, form-encoded', () => {
    const request = buildTaxRequest({
      url: '/wp-admin/admin-ajax.php',
      productId: '42',
      total: 12.5,
      totalRaw: 10,
      quantity: 3,
    })
    expect(request).toEqual({
      url: '/wp-admin/admin-ajax.php',
      body: {
        action: 'wc_product_addons_calculate_tax',
        product_id: '42',
        add_on_total: '12.5',
        add_on_total_raw: '10',
        qty: '3',
      },
    })
    expect(encodeTaxRequestBody(request.body)).toBe(
      'action=wc_product_addons_calculate_tax&product_id=42&add_on_total=12.5&add_on_total_raw=10&qty=3',
    )
  })

  it('encodes hostile values and sends non-finite numbers as 0', () => {
    const request = buildTaxRequest({
      url: '/x',
      productId: '1&qty=999',
      total: Number.NaN,
      totalRaw: Infinity,
      quantity: 1,
    })
    expect(request.body.add_on_total).toBe('0')
    expect(request.body.add_on_total_raw).toBe('0')
    expect(encodeTaxRequestBody(request.body)).toContain('product_id=1%26qty%3D999')
  })
})

describe('reading the answer', () => {
  it("reads result 'SUCCESS', price_including_tax and price_excluding_tax (numbers or numeric strings)", () => {
    expect(readTaxAnswer({ result: 'SUCCESS', price_including_tax: 12.1, price_excluding_tax: '10' })).toEqual({
      priceIncludingTax: 12.1,
      priceExcludingTax: 10,
    })
  })

  it('is no answer for any other result or shape', () => {
    for (const body of [
      { result: 'ERROR', price_including_tax: 1, price_excluding_tax: 1 },
      { result: 'success', price_including_tax: 1, price_excluding_tax: 1 },
      { result: 'SUCCESS' },
      { result: 'SUCCESS', price_including_tax: '', price_excluding_tax: 1 },
      { result: 'SUCCESS', price_including_tax: null, price_excluding_tax: 1 },
      [],
      null,
      undefined,
      '{"result":"SUCCESS"}',
      42,
    ]) {
      expect(readTaxAnswer(body)).toBeUndefined()
    }
    expect(readTaxAnswer(Object.create({ result: 'SUCCESS', price_including_tax: 1, price_excluding_tax: 1 }))).toBeUndefined()
  })
})
