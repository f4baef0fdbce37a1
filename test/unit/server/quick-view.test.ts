import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ajaxEndpointNames } from '../../../fixtures/server/ajax.ts'
import { PROJECT_ROOT } from '../../../fixtures/server/app.ts'
import { quickViewDirective } from '../../../fixtures/server/quick-view.ts'
import { startShop, testCatalogue, type TestShop, TEST_HOODIE_ID, Visitor } from './helpers.ts'

function post(visitor: Visitor, body: string): Promise<Response> {
  return visitor.fetch('/wp-admin/admin-ajax.php', {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body,
  })
}

describe('demo_quick_view', () => {
  let shop: TestShop
  beforeAll(async () => {
    shop = await startShop({ root: PROJECT_ROOT })
  })
  afterAll(() => shop.close())

  it('is registered', () => {
    expect(ajaxEndpointNames()).toContain('demo_quick_view')
  })

  it('picks the directive by what the product carries: options form, add-ons, variations', () => {
    const catalogue = testCatalogue()
    const directive = (id: number) => quickViewDirective(catalogue.getProduct(id)!)
    expect(directive(68)).toBe('<!-- wcpa:product id=68 heading=2 -->')
    expect(directive(57)).toBe('<!-- wc:addon-product id=57 heading=2 -->')
    expect(directive(40)).toBe('<!-- wc:product id=40 heading=2 -->')
    expect(directive(TEST_HOODIE_ID)).toBe(`<!-- wc:product id=${TEST_HOODIE_ID} heading=2 -->`)
    expect(directive(15)).toBeUndefined()
  })

  it('answers the block of a product with an options form as JSON, the title as h2', async () => {
    const response = await post(new Visitor(shop.origin), 'action=demo_quick_view&product_id=68')
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toMatch(/^application\/json/)
    const { html } = (await response.json()) as { html: string }
    expect(html).toContain('<h2 class="product_title entry-title">Gift box</h2>')
    expect(html).toMatch(/<form class="cart"[^>]*>\s*<div class="wcpa_form_outer" data-product="[^"]+" data-wcpa="[^"]+">/)
    expect(html).toContain('<button type="submit" name="add-to-cart" value="68"')
    expect(html).not.toContain('<!--')
  })

  it('answers through wc-ajax too, and renders add-on and variable products', async () => {
    const visitor = new Visitor(shop.origin)
    const addons = (await (await visitor.fetch('/?wc-ajax=demo_quick_view&product_id=57')).json()) as { html: string }
    expect(addons.html).toContain('Greeting card')
    expect(addons.html).toContain('wc-pao-addon')
    const variable = (await (await visitor.fetch('/?wc-ajax=demo_quick_view&product_id=40')).json()) as { html: string }
    expect(variable.html).toContain('<form class="variations_form cart"')
  })

  it('is a 404 with an error for a product it cannot show', async () => {
    for (const id of ['15', '999', 'abc', '']) {
      const response = await post(new Visitor(shop.origin), `action=demo_quick_view&product_id=${id}`)
      expect(response.status).toBe(404)
      expect(await response.json()).toEqual({ error: `There is no quick view for product "${id}".` })
    }
  })
})
