import { describe, expect, it } from 'vitest'
import {
  postedData,
  readAddAnswer,
  readCartFragments,
  readFragments,
  readRemoveAnswer,
  RequestQueue,
  wantsViewCartLink,
} from '../../../../src/core/cart/add-to-cart.ts'
import { webAddress } from '../../../../src/core/text/web-address.ts'

const base = 'https://shop.example/shop/'
const stay = { redirectToCart: false, cartUrl: 'https://shop.example/cart/' }
const mini = { 'div.widget_shopping_cart_content': '<div class="widget_shopping_cart_content">1 item</div>' }

describe('what a listing button posts', () => {
  it('posts its data attributes under their dataset names, as add-to-cart.js does', () => {
    const dataset = { quantity: '1', product_id: '15', product_sku: 'woo-beanie', success_message: '“Beanie” has been added to your cart' }
    expect(postedData(undefined, dataset)).toEqual(dataset)
  })

  it('posts what other scripts put in jQuery’s data store, the attributes winning over it', () => {
    const posted = postedData({ quantity: 3, gift: { wrap: 'red' }, product_id: 99 }, { quantity: '2', product_id: '15' })
    expect(posted).toEqual({ quantity: '2', product_id: '15', gift: { wrap: 'red' } })
  })
})

describe('the add to cart answer', () => {
  it('reads the fragments and the cart hash of a successful add', () => {
    expect(readAddAnswer({ fragments: mini, cart_hash: 'abc' }, base, stay)).toEqual({ kind: 'changed', fragments: mini, cartHash: 'abc' })
  })

  it('sends the shopper to the product page when the add was refused', () => {
    expect(readAddAnswer({ error: true, product_url: '/product/beanie/' }, base, stay)).toEqual({
      kind: 'go',
      url: 'https://shop.example/product/beanie/',
    })
  })

  it('never sends the shopper to a javascript: address from an answer', () => {
    expect(readAddAnswer({ error: true, product_url: 'javascript:alert(1)' }, base, stay).kind).toBe('follow')
    expect(webAddress(' JavaScript:alert(1)', base)).toBeUndefined()
    expect(webAddress('data:text/html,x', base)).toBeUndefined()
  })

  it('sends the shopper to the cart when the shop redirects after an add', () => {
    const redirect = { redirectToCart: true, cartUrl: '/cart/' }
    expect(readAddAnswer({ fragments: mini, cart_hash: 'abc' }, base, redirect)).toEqual({ kind: 'go', url: 'https://shop.example/cart/' })
    // A refusal still goes to the product page.
    expect(readAddAnswer({ error: true, product_url: '/p/' }, base, redirect)).toEqual({ kind: 'go', url: 'https://shop.example/p/' })
  })

  it('follows the link itself for an answer of no use: nothing, a list, an error without a page, no fragments', () => {
    for (const answer of [null, '', 0, [], 'ok', { error: true }, { cart_hash: 'abc' }, { fragments: 'x' }]) {
      expect(readAddAnswer(answer, base, stay).kind).toBe('follow')
    }
  })

  it('keeps only markup strings among the fragments and a missing hash as empty', () => {
    expect(readFragments({ a: '<b>1</b>', b: 2, c: null })).toEqual({ a: '<b>1</b>' })
    expect(readCartFragments({ fragments: {}, cart_hash: 5 })).toEqual({ fragments: {}, cartHash: '' })
  })
})

describe('the remove from cart answer', () => {
  it('reads the fragments after a removal', () => {
    expect(readRemoveAnswer({ fragments: mini, cart_hash: '' })).toEqual({ kind: 'changed', fragments: mini, cartHash: '' })
  })

  it('follows the remove link for WooCommerce’s refusal and anything else', () => {
    for (const answer of [{ success: false }, null, 'x', { fragments: null }]) expect(readRemoveAnswer(answer).kind).toBe('follow')
  })
})

describe('the View cart link', () => {
  it('follows the button after an add with fragments, once, and never on the cart page', () => {
    expect(wantsViewCartLink(true, false, false)).toBe(true)
    expect(wantsViewCartLink(true, false, true)).toBe(false)
    expect(wantsViewCartLink(true, true, false)).toBe(false)
    expect(wantsViewCartLink(false, false, false)).toBe(false)
  })
})

describe('the request queue', () => {
  it('runs requests one at a time in the order asked, a failure not stopping the next', async () => {
    const queue = new RequestQueue()
    const log: string[] = []
    let release!: () => void
    const first = queue.run(
      () =>
        new Promise<string>((resolve) => {
          log.push('first starts')
          release = () => resolve('first')
        }),
    )
    const second = queue.run(async () => {
      log.push('second starts')
      throw new Error('second fails')
    })
    const third = queue.run(async () => {
      log.push('third starts')
      return 'third'
    })
    await Promise.resolve()
    expect(log).toEqual(['first starts'])
    release()
    await expect(first).resolves.toBe('first')
    await expect(second).rejects.toThrow('second fails')
    await expect(third).resolves.toBe('third')
    expect(log).toEqual(['first starts', 'second starts', 'third starts'])
  })
})
