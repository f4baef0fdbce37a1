import { describe, expect, it } from 'vitest'
import { DEMO_REST_NONCE } from '../../../fixtures/server/rest.ts'
import { TEST_HOODIE_ID, Visitor, withTempShop } from './helpers.ts'

const env = withTempShop()

const DISMISS = JSON.stringify({ woocommerce_meta: { coming_soon_banner_dismissed: 'yes' } })

async function storedMeta(visitor: Visitor): Promise<Record<string, string>> {
  return (await (await visitor.fetch('/wp-json/shop-islands/v1/session')).json()).meta
}

describe('the coming-soon banner dismissal (POST /wp-json/wp/v2/users/me)', () => {
  it('stores coming_soon_banner_dismissed when the nonce is right', async () => {
    const visitor = new Visitor(env.shop.origin)
    const response = await visitor.fetch('/wp-json/wp/v2/users/me', {
      method: 'POST',
      headers: { 'X-WP-Nonce': DEMO_REST_NONCE, 'Content-Type': 'application/json' },
      body: DISMISS,
    })
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('application/json; charset=utf-8')
    expect((await response.json()).woocommerce_meta).toEqual({ coming_soon_banner_dismissed: 'yes' })
    expect(await storedMeta(visitor)).toEqual({ coming_soon_banner_dismissed: 'yes' })
  })

  it('accepts a form body and the ?rest_route= form of the URL', async () => {
    const visitor = new Visitor(env.shop.origin)
    const response = await visitor.fetch('/?rest_route=/wp/v2/users/me', {
      method: 'POST',
      headers: { 'X-WP-Nonce': DEMO_REST_NONCE },
      body: new URLSearchParams({ 'woocommerce_meta[coming_soon_banner_dismissed]': 'yes' }),
    })
    expect(response.status).toBe(200)
    expect(await storedMeta(visitor)).toEqual({ coming_soon_banner_dismissed: 'yes' })
  })

  it.each([
    ['no nonce', {}],
    ['a wrong nonce', { 'X-WP-Nonce': 'guess' }],
  ])('answers 403 rest_cookie_invalid_nonce with %s, storing nothing', async (_name, headers) => {
    const visitor = new Visitor(env.shop.origin)
    const response = await visitor.fetch('/wp-json/wp/v2/users/me', {
      method: 'POST',
      headers: { ...headers, 'Content-Type': 'application/json' },
      body: DISMISS,
    })
    expect(response.status).toBe(403)
    expect(await response.json()).toMatchObject({ code: 'rest_cookie_invalid_nonce', data: { status: 403 } })
    expect(await storedMeta(visitor)).toEqual({})
  })

  it('answers 400 rest_invalid_json to a broken JSON body', async () => {
    const response = await fetch(`${env.shop.origin}/wp-json/wp/v2/users/me`, {
      method: 'POST',
      headers: { 'X-WP-Nonce': DEMO_REST_NONCE, 'Content-Type': 'application/json' },
      body: '{"woocommerce_meta":',
    })
    expect(response.status).toBe(400)
    expect((await response.json()).code).toBe('rest_invalid_json')
  })

  it('answers 404 rest_no_route to anything else', async () => {
    const response = await fetch(`${env.shop.origin}/wp-json/wp/v2/posts`)
    expect(response.status).toBe(404)
    expect((await response.json()).code).toBe('rest_no_route')
  })
})

describe('test routes', () => {
  it('describes a product with its variations', async () => {
    const product = await (await fetch(`${env.shop.origin}/wp-json/shop-islands/v1/products/${TEST_HOODIE_ID}`)).json()
    expect(product).toMatchObject({ id: TEST_HOODIE_ID, type: 'variable', name: 'Hoodie' })
    expect(product.variations).toHaveLength(5)
    expect((await fetch(`${env.shop.origin}/wp-json/shop-islands/v1/products/4242`)).status).toBe(404)
  })
})
