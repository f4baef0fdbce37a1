import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ajaxEndpointNames, registerAjaxEndpoint } from '../../../fixtures/server/ajax.ts'
import { makeTempRoot, removeRoot, startShop, type TestShop, Visitor } from './helpers.ts'

let shop: TestShop
let root: string

beforeAll(async () => {
  root = await makeTempRoot()
  shop = await startShop({ root })
  registerAjaxEndpoint('test_echo', (context) => ({
    json: {
      endpoint: context.endpoint,
      transport: context.transport,
      colour: context.param('colour') ?? null,
      json: context.json ?? null,
    },
  }))
})

afterAll(async () => {
  await shop.close()
  await removeRoot(root)
})

describe('ajax dispatch', () => {
  it('registers the built-in endpoints', () => {
    expect(ajaxEndpointNames()).toEqual(expect.arrayContaining(['add_to_cart', 'get_refreshed_fragments']))
  })

  it('answers get_refreshed_fragments with the mini cart, the count and the cart hash', async () => {
    const shopper = new Visitor(shop.origin)
    const empty = await (await shopper.post('/?wc-ajax=get_refreshed_fragments', {})).json()
    expect(empty).toEqual({
      fragments: {
        'div.widget_shopping_cart_content':
          '<div class="widget_shopping_cart_content"><p class="woocommerce-mini-cart__empty-message">No products in the cart.</p></div>',
        'span.cart-contents-count': '<span class="cart-contents-count">0</span>',
      },
      cart_hash: '',
    })

    await shopper.post('/cart', { 'add-to-cart': '15', quantity: '2' })
    const response = await shopper.post('/pages/alpha.html?wc-ajax=get_refreshed_fragments', {})
    expect(response.headers.get('content-type')).toBe('application/json; charset=utf-8')
    const full = await response.json()
    expect(full.fragments['span.cart-contents-count']).toBe('<span class="cart-contents-count">2</span>')
    expect(full.fragments['div.widget_shopping_cart_content']).toContain('<li class="woocommerce-mini-cart-item mini_cart_item">')
    expect(full.fragments['div.widget_shopping_cart_content']).toContain('>Beanie</a>')
    expect(full.cart_hash).toMatch(/^[0-9a-f]{32}$/)

    await shopper.post('/cart', { 'add-to-cart': '15' })
    const after = await (await shopper.post('/?wc-ajax=get_refreshed_fragments', {})).json()
    expect(after.cart_hash).not.toBe(full.cart_hash)
  })

  it('adds to the cart through wc-ajax=add_to_cart, answering fragments', async () => {
    const shopper = new Visitor(shop.origin)
    const ok = await (await shopper.post('/?wc-ajax=add_to_cart', { product_id: '17', quantity: '1' })).json()
    expect(ok.fragments['span.cart-contents-count']).toBe('<span class="cart-contents-count">1</span>')
    const refused = await (await shopper.post('/?wc-ajax=add_to_cart', { product_id: '601' })).json()
    expect(refused).toEqual({ error: true, product_url: '/pages/alpha.html' })
    expect(await shopper.text('/pages/alpha.html')).toContain('out of stock')
  })

  it('removes a line through wc-ajax=remove_from_cart, answering fragments; an unknown key is an error', async () => {
    const shopper = new Visitor(shop.origin)
    const added = await (await shopper.post('/?wc-ajax=add_to_cart', { product_id: '16', quantity: '1' })).json()
    const key = /data-cart_item_key="([0-9a-f]{32})"/.exec(added.fragments['div.widget_shopping_cart_content'])?.[1]
    expect(key).toBeDefined()
    expect(await (await shopper.post('/?wc-ajax=remove_from_cart', { cart_item_key: 'unknown' })).json()).toEqual({ success: false })
    const removed = await (await shopper.post('/?wc-ajax=remove_from_cart', { cart_item_key: key ?? '' })).json()
    expect(removed.fragments['span.cart-contents-count']).toBe('<span class="cart-contents-count">0</span>')
    expect(removed.cart_hash).toBe('')
    expect(await (await shopper.post('/?wc-ajax=remove_from_cart', { cart_item_key: key ?? '' })).json()).toEqual({ success: false })
  })

  it('sets WooCommerce’s cart cookies with every change of the cart, and clears them once it is empty', async () => {
    const shopper = new Visitor(shop.origin)
    const added = await (await shopper.post('/?wc-ajax=add_to_cart', { product_id: '17', quantity: '1' })).json()
    expect(shopper.cookie('woocommerce_cart_hash')).toBe(added.cart_hash)
    expect(shopper.cookie('woocommerce_items_in_cart')).toBe('1')
    const key = /data-cart_item_key="([0-9a-f]{32})"/.exec(added.fragments['div.widget_shopping_cart_content'])?.[1] ?? ''
    const response = await shopper.post('/?wc-ajax=remove_from_cart', { cart_item_key: key })
    expect(response.headers.getSetCookie()).toEqual([
      'woocommerce_cart_hash=; Path=/; Max-Age=0; SameSite=Lax',
      'woocommerce_items_in_cart=; Path=/; Max-Age=0; SameSite=Lax',
    ])
  })

  it('reaches the same endpoints through admin-ajax.php, with the action in the query or the body', async () => {
    const fromQuery = await fetch(`${shop.origin}/wp-admin/admin-ajax.php?action=test_echo&colour=red`)
    expect(await fromQuery.json()).toEqual({
      endpoint: 'test_echo',
      transport: 'admin-ajax',
      colour: 'red',
      json: null,
    })
    const fromBody = await fetch(`${shop.origin}/wp-admin/admin-ajax.php?colour=red`, {
      method: 'POST',
      body: new URLSearchParams({ action: 'test_echo', colour: 'blue' }),
    })
    expect(await fromBody.json()).toEqual({
      endpoint: 'test_echo',
      transport: 'admin-ajax',
      colour: 'blue',
      json: null,
    })
  })

  it('passes a JSON body to the handler', async () => {
    const response = await fetch(`${shop.origin}/?wc-ajax=test_echo`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ a: 1 }),
    })
    expect(await response.json()).toMatchObject({ transport: 'wc-ajax', json: { a: 1 } })
  })

  it('answers an unknown endpoint as WordPress does: 0 (admin-ajax) or -1 (wc-ajax), status 400', async () => {
    const admin = await fetch(`${shop.origin}/wp-admin/admin-ajax.php`, {
      method: 'POST',
      body: new URLSearchParams({ action: 'no_such_action' }),
    })
    expect([admin.status, await admin.text()]).toEqual([400, '0'])
    const noAction = await fetch(`${shop.origin}/wp-admin/admin-ajax.php`)
    expect([noAction.status, await noAction.text()]).toEqual([400, '0'])
    const wc = await fetch(`${shop.origin}/?wc-ajax=no_such_endpoint`, { method: 'POST' })
    expect([wc.status, await wc.text()]).toEqual([400, '-1'])
  })

  it('refuses an ajax body over the cap with 413', async () => {
    const small = await startShop({ root, maxBodyBytes: 64 })
    try {
      const response = await fetch(`${small.origin}/?wc-ajax=test_echo`, {
        method: 'POST',
        body: new URLSearchParams({ colour: 'x'.repeat(100) }),
      })
      expect(response.status).toBe(413)
    } finally {
      await small.close()
    }
  })
})
