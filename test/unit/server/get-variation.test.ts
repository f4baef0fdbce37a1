import { describe, expect, it } from 'vitest'
import { ajaxEndpointNames } from '../../../fixtures/server/ajax.ts'
import type { VariableProduct } from '../../../fixtures/server/catalogue.ts'
import { availableVariation } from '../../../fixtures/server/product-page.ts'
import { AVAILABLE_VARIATION_KEYS, testCatalogue, Visitor, withTempShop } from './helpers.ts'

const env = withTempShop()
const catalogue = testCatalogue()

function variationOf(productId: number, variationId: number): Record<string, unknown> {
  const product = catalogue.getProduct(productId) as VariableProduct
  const variation = product.variations.find((candidate) => candidate.variation_id === variationId)
  if (!variation) throw new Error(`no variation ${variationId}`)
  return JSON.parse(JSON.stringify(availableVariation(variation)))
}

function getVariation(fields: Record<string, string> | FormData, query = ''): Promise<Response> {
  const body = fields instanceof FormData ? fields : new URLSearchParams(fields)
  return fetch(`${env.shop.origin}/?wc-ajax=get_variation${query}`, { method: 'POST', body })
}

async function answer(fields: Record<string, string> | FormData): Promise<unknown> {
  const response = await getVariation(fields)
  expect(response.status).toBe(200)
  expect(response.headers.get('content-type')).toBe('application/json; charset=utf-8')
  return response.json()
}

describe('get_variation', () => {
  it('is registered', () => {
    expect(ajaxEndpointNames()).toContain('get_variation')
  })

  it('answers the matching variation with every field get_available_variation() sends', async () => {
    const variation = await answer({
      attribute_pa_color: 'blue',
      attribute_pa_size: 'small',
      product_id: '40',
    })
    expect(variation).toEqual(variationOf(40, 4001))
    expect(Object.keys(variation as object).sort()).toEqual(AVAILABLE_VARIATION_KEYS)
    expect(variation).toMatchObject({
      sku: 'woo-hoodie-blue-small',
      availability_html: '<p class="stock in-stock">12 in stock</p>',
      image: { src: '/assets/images/hoodie-blue.svg', alt: 'Blue hoodie' },
    })
  })

  it('answers false when no variation matches', async () => {
    expect(await answer({ attribute_pa_color: 'green', attribute_pa_size: 'large', product_id: '40' })).toBe(false)
    expect(await answer({ attribute_pa_color: 'purple', attribute_pa_size: 'small', product_id: '40' })).toBe(false)
  })

  it('answers false for a missing, unknown or simple product', async () => {
    expect(await answer({ attribute_pa_color: 'blue', attribute_pa_size: 'small' })).toBe(false)
    expect(await answer({ product_id: '999999' })).toBe(false)
    expect(await answer({ product_id: '40abc', attribute_pa_color: 'blue', attribute_pa_size: 'small' })).toBe(false)
    expect(await answer({ product_id: '15' })).toBe(false)
    // A variation id is not a product id.
    expect(await answer({ product_id: '4001' })).toBe(false)
  })

  it("treats an empty value on the variation's side as any, and the first match wins", async () => {
    const shirt = (color: string, size: string, logo: string) =>
      answer({ product_id: '41', attribute_pa_color: color, attribute_pa_size: size, attribute_logo: logo })
    expect(await shirt('black', 'large', 'Yes')).toMatchObject({ variation_id: 4101 })
    expect(await shirt('black', 'small', 'No')).toMatchObject({ variation_id: 4102 })
    // 4103 (white, small, any logo) comes before 4106 (white, any size, logo): it wins.
    expect(await shirt('white', 'small', 'Yes')).toMatchObject({ variation_id: 4103 })
    expect(await shirt('red', 'medium', 'No')).toMatchObject({ variation_id: 4107 })
  })

  it('treats an attribute left out or empty as any, as the matching rule says', async () => {
    expect(await answer({ product_id: '40', attribute_pa_color: 'red' })).toMatchObject({ variation_id: 4006 })
    const anyColour = await answer({ product_id: '40', attribute_pa_color: '', attribute_pa_size: 'large' })
    expect(anyColour).toMatchObject({ variation_id: 4003 })
  })

  it('answers the ajax-mode product, ignoring custom_data as WooCommerce does', async () => {
    const product = catalogue.getProduct(45) as VariableProduct
    const last = product.variations.at(-1)!
    const variation = await answer({
      ...last.attributes,
      product_id: '45',
      'custom_data[source]': 'demo-shop',
      'custom_data[bundle]': '7',
    })
    expect(variation).toEqual(variationOf(45, last.variation_id))
  })

  it('reads a multipart body, and answers through admin-ajax.php too', async () => {
    const form = new FormData()
    form.append('product_id', '44')
    form.append('attribute_pa_size', 'medium')
    expect(await answer(form)).toMatchObject({ variation_id: 4402, min_qty: 3, max_qty: '' })
    const response = await fetch(`${env.shop.origin}/wp-admin/admin-ajax.php`, {
      method: 'POST',
      body: new URLSearchParams({ action: 'get_variation', product_id: '44', attribute_pa_size: 'small' }),
    })
    expect(await response.json()).toMatchObject({ variation_id: 4401, min_qty: 2, max_qty: 6 })
  })

  it('answers the stock flags as the catalogue has them', async () => {
    const cap = (color: string) => answer({ product_id: '42', attribute_pa_color: color })
    expect(await cap('blue')).toMatchObject({
      is_in_stock: false,
      is_purchasable: true,
      variation_is_active: true,
    })
    expect(await cap('orange')).toMatchObject({ is_in_stock: false, variation_is_active: false })
    expect(await cap('yellow')).toMatchObject({ is_in_stock: true, variation_is_visible: false })
    const poster = await answer({ product_id: '43', attribute_pa_size: 'a2', attribute_pa_finish: 'glossy' })
    expect(poster).toMatchObject({ is_sold_individually: 'yes' })
  })

  it('compares values exactly: a hostile value matches nothing', async () => {
    expect(await answer({ product_id: '40', attribute_pa_color: '"><img src=x>', attribute_pa_size: 'small' })).toBe(false)
  })

  it('sets no session cookie', async () => {
    const visitor = new Visitor(env.shop.origin)
    await visitor.post('/?wc-ajax=get_variation', { product_id: '40', attribute_pa_color: 'blue' })
    expect(visitor.cookie('wp_woocommerce_session_demo')).toBeUndefined()
  })
})

describe('get_variation with faults', () => {
  const blueSmall = { product_id: '40', attribute_pa_color: 'blue', attribute_pa_size: 'small' }

  it('answers 500 with the critical error page', async () => {
    const response = await getVariation(blueSmall, '&fault=500')
    expect(response.status).toBe(500)
    expect(await response.text()).toContain('There has been a critical error on this website.')
  })

  it('answers broken JSON', async () => {
    const response = await getVariation(blueSmall, '&fault=badjson')
    expect(response.status).toBe(200)
    await expect(response.json()).rejects.toThrow()
  })

  it('answers the variation late', async () => {
    const started = performance.now()
    const response = await getVariation(blueSmall, '&fault=slow&delay=150')
    expect(await response.json()).toMatchObject({ variation_id: 4001 })
    expect(performance.now() - started).toBeGreaterThanOrEqual(140)
  })

  it('drops the connection', async () => {
    await expect(getVariation(blueSmall, '&fault=drop')).rejects.toThrow()
  })

  it('takes the fault from the header or the cookie as well', async () => {
    const byHeader = await fetch(`${env.shop.origin}/?wc-ajax=get_variation`, {
      method: 'POST',
      headers: { 'x-shop-islands-fault': '500' },
      body: new URLSearchParams(blueSmall),
    })
    expect(byHeader.status).toBe(500)
    const visitor = new Visitor(env.shop.origin)
    visitor.setCookie('si_fault', 'badjson')
    const byCookie = await visitor.post('/?wc-ajax=get_variation', blueSmall)
    expect(await byCookie.text()).not.toContain('variation_id')
    const overridden = await visitor.post('/?wc-ajax=get_variation&fault=none', blueSmall)
    expect(await overridden.json()).toMatchObject({ variation_id: 4001 })
  })

  it('hangs until the client gives up', async () => {
    const controller = new AbortController()
    const pending = fetch(`${env.shop.origin}/?wc-ajax=get_variation&fault=hang`, {
      method: 'POST',
      body: new URLSearchParams(blueSmall),
      signal: controller.signal,
    })
    setTimeout(() => controller.abort(), 100)
    await expect(pending).rejects.toThrow()
  })
})
