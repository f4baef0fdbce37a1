import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { calculateAddonTax, round2 } from '../../../fixtures/server/addons-tax.ts'
import { catalogue } from './addons-helpers.ts'
import { makeTempRoot, removeRoot, startShop, type TestShop, Visitor } from './helpers.ts'

const ADMIN_AJAX = '/wp-admin/admin-ajax.php'

describe('calculateAddonTax (WC_Product_Addons_Cart_Ajax::calculate_tax)', () => {
  it('adds the product price × qty and the add-on total, with the default 20% rate', () => {
    expect(calculateAddonTax(catalogue, { product_id: '50', add_on_total: '10', add_on_total_raw: '10', qty: '2' })).toEqual({
      result: 'SUCCESS',
      price_including_tax: 60,
      price_excluding_tax: 50,
    })
  })

  it("uses the product's own rate (53: 10%, 58: 7.5%, 80: 12.5%), rounding each tax to cents", () => {
    // 40.00 + 5.00 tax, then 8.25 + 1.03 tax.
    expect(calculateAddonTax(catalogue, { product_id: '80', add_on_total: '8.25', add_on_total_raw: '8.25', qty: '1' })).toEqual({
      result: 'SUCCESS',
      price_including_tax: 54.28,
      price_excluding_tax: 48.25,
    })
    expect(calculateAddonTax(catalogue, { product_id: '53', add_on_total: '4.5', add_on_total_raw: '4.5', qty: '1' })).toEqual({
      result: 'SUCCESS',
      price_including_tax: 21.45,
      price_excluding_tax: 19.5,
    })
    // 29.97 + 2.25 tax, then 1.00 + 0.08 tax.
    expect(calculateAddonTax(catalogue, { product_id: '58', add_on_total: '1', add_on_total_raw: '1', qty: '3' })).toEqual({
      result: 'SUCCESS',
      price_including_tax: 33.3,
      price_excluding_tax: 30.97,
    })
  })

  it('prices a variation by its own price, a grouped product by its cheapest child, a booking by its display cost', () => {
    expect(calculateAddonTax(catalogue, { product_id: '5103', add_on_total_raw: '0', qty: '1' })).toMatchObject({
      price_including_tax: 180,
      price_excluding_tax: 150,
    })
    expect(calculateAddonTax(catalogue, { product_id: '51', add_on_total_raw: '5', qty: '1' })).toMatchObject({
      price_including_tax: 150,
      price_excluding_tax: 125,
    })
    expect(calculateAddonTax(catalogue, { product_id: '52', add_on_total_raw: '2', qty: '1' })).toMatchObject({
      price_including_tax: 21.6,
      price_excluding_tax: 18,
    })
    // Booking forms send qty 0 (no booking cost yet) or 1: an empty or zero qty counts as 1.
    expect(calculateAddonTax(catalogue, { product_id: '55', add_on_total_raw: '5', qty: '0' })).toMatchObject({
      price_including_tax: 60,
      price_excluding_tax: 50,
    })
  })

  it('reads numbers as PHP does: (float) and absint()', () => {
    const answer = (qty: string | undefined, raw: string | undefined) =>
      calculateAddonTax(catalogue, { product_id: ' 57abc', add_on_total: '1', add_on_total_raw: raw, qty })
    expect(answer('2.9', '1.5xyz')).toEqual({ result: 'SUCCESS', price_including_tax: 11.4, price_excluding_tax: 9.5 })
    expect(answer('-2', undefined)).toEqual({ result: 'SUCCESS', price_including_tax: 9.6, price_excluding_tax: 8 })
    expect(answer('abc', '')).toEqual({ result: 'SUCCESS', price_including_tax: 4.8, price_excluding_tax: 4 })
  })

  it('answers ERROR for a negative total, an unknown product and a product that is not taxable', () => {
    expect(calculateAddonTax(catalogue, { product_id: '50', add_on_total: '-0.01', qty: '1' })).toEqual({
      result: 'ERROR',
      error: 'no-total',
    })
    expect(calculateAddonTax(catalogue, { product_id: '9999', add_on_total: '1', qty: '1' })).toEqual({
      result: 'ERROR',
      html: 'invalid-product',
    })
    expect(calculateAddonTax(catalogue, {})).toEqual({ result: 'ERROR', html: 'invalid-product' })
    expect(calculateAddonTax(catalogue, { product_id: '54', add_on_total: '5', add_on_total_raw: '5', qty: '1' })).toEqual({
      result: 'ERROR',
      html: 'non-taxable-product',
    })
  })

  it('rounds half away from zero, as PHP round()', () => {
    expect(round2(1.005)).toBe(1.01)
    expect(round2(2.24775)).toBe(2.25)
    expect(round2(-1.005)).toBe(-1.01)
    expect(round2(-0.004)).toBe(0)
  })
})

describe('the admin-ajax action wc_product_addons_calculate_tax', () => {
  let shop: TestShop
  let root: string

  beforeAll(async () => {
    root = await makeTempRoot()
    shop = await startShop({ root })
  })

  afterAll(async () => {
    await shop.close()
    await removeRoot(root)
  })

  const body = {
    action: 'wc_product_addons_calculate_tax',
    product_id: '50',
    add_on_total: '10',
    add_on_total_raw: '10',
    qty: '2',
  }

  it('answers the form-encoded POST the add-ons script sends, as JSON', async () => {
    const response = await new Visitor(shop.origin).post(ADMIN_AJAX, body)
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('application/json; charset=utf-8')
    expect(await response.json()).toEqual({ result: 'SUCCESS', price_including_tax: 60, price_excluding_tax: 50 })
    const unknown = await new Visitor(shop.origin).post(ADMIN_AJAX, { ...body, product_id: '12345' })
    expect(await unknown.json()).toEqual({ result: 'ERROR', html: 'invalid-product' })
  })

  it('is in the shared registry: wc-ajax answers it too', async () => {
    const { action: _action, ...fields } = body
    const response = await new Visitor(shop.origin).post('/?wc-ajax=wc_product_addons_calculate_tax', fields)
    expect(await response.json()).toMatchObject({ result: 'SUCCESS' })
  })

  it('takes the faults of every ajax endpoint', async () => {
    const visitor = new Visitor(shop.origin)
    expect((await visitor.post(`${ADMIN_AJAX}?fault=500`, body)).status).toBe(500)
    const broken = await visitor.post(`${ADMIN_AJAX}?fault=badjson`, body)
    expect(broken.status).toBe(200)
    await expect(broken.json()).rejects.toThrow()
    await expect(visitor.post(`${ADMIN_AJAX}?fault=drop`, body)).rejects.toThrow()
    visitor.setCookie('si_fault', '500')
    expect((await visitor.post(ADMIN_AJAX, body)).status).toBe(500)
    expect((await visitor.post(`${ADMIN_AJAX}?fault=none`, body)).status).toBe(200)
    const started = Date.now()
    const slow = await new Visitor(shop.origin).post(`${ADMIN_AJAX}?fault=slow&delay=150`, body)
    expect(Date.now() - started).toBeGreaterThanOrEqual(140)
    expect(await slow.json()).toMatchObject({ result: 'SUCCESS' })
  })
})
