import { describe, expect, it } from 'vitest'
import { ajaxEndpointNames } from '../../../fixtures/server/ajax.ts'
import { checkPostedOptions } from '../../../fixtures/server/wcpa-validate.ts'
import { wcpaEntry } from '../../../fixtures/server/wcpa-catalogue.ts'
import { Visitor, withTempShop } from './helpers.ts'

const env = withTempShop()

/** The T-shirt's form (product 60) filled in as the browser posts it: multipart, `name[]` lists. */
function tshirt(extra: Record<string, string | string[]> = {}): FormData {
  const fields: Record<string, string | string[]> = {
    'add-to-cart': '60',
    quantity: '1',
    'print-name': 'ALEX',
    'print-color': 'white',
    'print-size': 'small',
    'proof-email': 'me@example.com',
    'delivery-date': '2030-12-07',
    'order-source': 'options-demo',
    ...extra,
  }
  const form = new FormData()
  for (const [name, value] of Object.entries(fields)) for (const item of [value].flat()) form.append(name, item)
  return form
}

function post(visitor: Visitor, form: FormData, query = ''): Promise<Response> {
  return visitor.fetch(`/?wc-ajax=wcpa_ajax_add_to_cart${query}`, { method: 'POST', body: form })
}

describe('wcpa_ajax_add_to_cart', () => {
  it('is registered', () => {
    expect(ajaxEndpointNames()).toContain('wcpa_ajax_add_to_cart')
  })

  it('adds the product with its option fields and answers the cart fragments', async () => {
    const visitor = new Visitor(env.shop.origin)
    const response = await post(visitor, tshirt({ 'extras[]': ['wrap', 'card'], extras_quantity: '2', 'card-message': 'Happy day' }))
    expect(response.status).toBe(200)
    const body = (await response.json()) as { fragments: Record<string, string>; cart_hash: string }
    expect(Object.keys(body.fragments)).toEqual(['div.widget_shopping_cart_content', 'span.cart-contents-count'])
    expect(body.fragments['span.cart-contents-count']).toBe('<span class="cart-contents-count">1</span>')
    expect(body.fragments['div.widget_shopping_cart_content']).toContain('Custom T-shirt')
    expect(body.cart_hash).not.toBe('')
    const cart = await visitor.cart()
    expect(cart.items).toEqual([
      expect.objectContaining({
        product_id: 60,
        quantity: 1,
        fields: expect.objectContaining({ 'print-name': 'ALEX', extras: ['wrap', 'card'], 'card-message': 'Happy day' }),
      }),
    ])
  })

  it('refuses a required option left empty: the notice waits on the product page, the answer names it', async () => {
    const visitor = new Visitor(env.shop.origin)
    const form = tshirt()
    form.delete('proof-email')
    const response = await post(visitor, form)
    expect(await response.json()).toEqual({ error: true, product_url: '/pages/wcpa-product.html' })
    expect((await visitor.cart()).items).toEqual([])
    // The next page that prints notices shows it (the product page, where the browser is sent).
    expect(await visitor.text('/pages/alpha.html')).toContain('Send a proof to: Field is required')
  })

  it('checks with the same conditions as the page: a hidden required field does not block', async () => {
    const visitor = new Visitor(env.shop.origin)
    const hoodie = (fields: Record<string, string>) => {
      const form = new FormData()
      for (const [name, value] of Object.entries({
        'add-to-cart': '64',
        variation_id: '6401',
        attribute_pa_color: 'blue',
        attribute_pa_size: 'small',
        ...fields,
      })) {
        form.append(name, value)
      }
      return form
    }
    expect(await (await post(visitor, hoodie({ placement: 'chest' }))).json()).toMatchObject({ fragments: expect.any(Object) })
    expect(await (await post(visitor, hoodie({ placement: 'sleeve' }))).json()).toEqual({
      error: true,
      product_url: '/pages/wcpa-variable.html',
    })
    expect(await (await post(visitor, hoodie({ placement: 'sleeve', 'sleeve-side': 'left' }))).json()).toMatchObject({
      cart_hash: expect.any(String),
    })
    expect((await visitor.cart()).items.map((item) => item.variation_id)).toEqual([6401, 6401])
  })

  it('refuses a second sold-individually item with {error, product_url}', async () => {
    const visitor = new Visitor(env.shop.origin)
    const pen = () => {
      const form = new FormData()
      form.append('add-to-cart', '61')
      form.append('engraving', 'JD')
      form.append('pen-font', 'bold')
      return form
    }
    expect((await post(visitor, pen())).status).toBe(200)
    expect(await (await post(visitor, pen())).json()).toEqual({ error: true, product_url: '/pages/wcpa-element.html' })
    expect((await visitor.cart()).count).toBe(1)
  })

  it('answers a redirect to the cart for a shop that redirects after adding', async () => {
    const visitor = new Visitor(env.shop.origin)
    const form = new FormData()
    form.append('add-to-cart', '63')
    form.append('mug-text', 'Best mum')
    const response = await post(visitor, form)
    expect(response.status).toBe(302)
    expect(response.headers.get('location')).toBe('/cart')
    expect((await visitor.cart()).items).toEqual([expect.objectContaining({ product_id: 63, fields: { 'mug-text': 'Best mum' } })])
  })

  it('adds nothing when the request is faulted', async () => {
    const visitor = new Visitor(env.shop.origin)
    const response = await post(visitor, tshirt(), '&fault=500')
    expect(response.status).toBe(500)
    expect((await visitor.cart()).items).toEqual([])
  })
})

describe('checkPostedOptions', () => {
  const entry = () => {
    const found = wcpaEntry(60)
    if (!found) throw new Error('product 60 has no options form')
    return found
  }

  it('passes a complete form and names the first blocking field otherwise', () => {
    expect(checkPostedOptions(entry(), tshirt())).toBeUndefined()
    const form = tshirt({ 'proof-email': 'not an address' })
    expect(checkPostedOptions(entry(), form)).toBe('Send a proof to: Provide a valid email address')
  })

  it('reads conditions from the posted values: Large asks nothing more, the gold section nothing required', () => {
    expect(checkPostedOptions(entry(), tshirt({ 'print-size': 'large', 'print-color': 'gold' }))).toBeUndefined()
  })
})

describe('the classic add to cart of a product with an options form', () => {
  it('refuses a post without the required options with the notice, the cart untouched', async () => {
    const visitor = new Visitor(env.shop.origin)
    const bare = new FormData()
    bare.append('add-to-cart', '60')
    bare.append('quantity', '1')
    const response = await visitor.post('/pages/alpha.html', bare)
    expect(response.status).toBe(303)
    expect((await visitor.cart()).items).toEqual([])
    const page = await visitor.text('/pages/alpha.html')
    expect(page).toMatch(/class="woocommerce-error"[\s\S]*Name to print: Field is required/)
  })

  it('adds the same post once the options are there', async () => {
    const visitor = new Visitor(env.shop.origin)
    const response = await visitor.post('/pages/alpha.html', tshirt())
    expect(response.status).toBe(303)
    expect((await visitor.cart()).items).toEqual([expect.objectContaining({ product_id: 60 })])
  })
})
