import { describe, expect, it } from 'vitest'
import {
  cartHasItems,
  DAY_MS,
  decideOnLoad,
  otherTabChangedCart,
  readRefreshAnswer,
  startsCart,
} from '../../../../src/core/cart/fragments.ts'

const now = 1_700_000_000_000
const stored = JSON.stringify({
  'div.widget_shopping_cart_content': '<div class="widget_shopping_cart_content">2 items</div>',
  'span.count': '<span class="count">2</span>',
})

describe('cart fragments on page load', () => {
  it('puts the stored fragments in place when their hash is the cookie’s, refreshing when the day is over', () => {
    const decision = decideOnLoad({ fragmentsJson: stored, cartHash: 'h1', cartCreated: String(now - 1000), cookieHash: 'h1', now })
    expect(decision).toEqual({ kind: 'stored', fragments: JSON.parse(stored), refreshInMs: DAY_MS - 1000 })
  })

  it('refreshes when the cart hash cookie changed (the cart changed on another page)', () => {
    expect(decideOnLoad({ fragmentsJson: stored, cartHash: 'h1', cartCreated: String(now), cookieHash: 'h2', now }).kind).toBe('refresh')
    expect(decideOnLoad({ fragmentsJson: stored, cartHash: 'h1', cartCreated: String(now), cookieHash: undefined, now }).kind).toBe(
      'refresh',
    )
  })

  it('uses stored fragments of an empty cart when neither the storage nor the cookie has a hash', () => {
    expect(decideOnLoad({ fragmentsJson: stored, cartHash: '', cartCreated: null, cookieHash: undefined, now })).toEqual({
      kind: 'stored',
      fragments: JSON.parse(stored),
    })
  })

  it('refreshes a cart created more than a day ago', () => {
    expect(decideOnLoad({ fragmentsJson: stored, cartHash: 'h1', cartCreated: String(now - DAY_MS - 1), cookieHash: 'h1', now })).toEqual({
      kind: 'refresh',
      reason: 'fragments expired',
    })
  })

  it('refreshes a stored hash without a creation time', () => {
    expect(decideOnLoad({ fragmentsJson: stored, cartHash: 'h1', cartCreated: null, cookieHash: 'h1', now }).kind).toBe('refresh')
  })

  it('refreshes when nothing is stored, the JSON is broken, or the mini cart is missing from it', () => {
    for (const fragmentsJson of [
      null,
      '{"div.widget_shopping_cart_content":',
      '"text"',
      '{"span.count":"<span>2</span>"}',
      '{"div.widget_shopping_cart_content":""}',
    ]) {
      expect(decideOnLoad({ fragmentsJson, cartHash: '', cartCreated: null, cookieHash: undefined, now }).kind).toBe('refresh')
    }
  })

  it('times nothing for a creation time that is not a number, as the original', () => {
    expect(decideOnLoad({ fragmentsJson: stored, cartHash: 'h1', cartCreated: 'soon', cookieHash: 'h1', now })).toEqual({
      kind: 'stored',
      fragments: JSON.parse(stored),
    })
  })
})

describe('cart fragments after a change', () => {
  it('starts the cart’s day on the first change in this tab only', () => {
    expect(startsCart(null)).toBe(true)
    expect(startsCart('')).toBe(true)
    expect(startsCart('h1')).toBe(false)
  })

  it('refreshes for another tab’s new cart hash, not for other keys or the same hash', () => {
    expect(otherTabChangedCart('wc_cart_hash_x', 'wc_cart_hash_x', 'h2', 'h1')).toBe(true)
    expect(otherTabChangedCart('wc_cart_hash_x', 'wc_cart_hash_x', 'h1', 'h1')).toBe(false)
    expect(otherTabChangedCart('wc_fragments_x', 'wc_cart_hash_x', 'h2', 'h1')).toBe(false)
    expect(otherTabChangedCart(null, 'wc_cart_hash_x', 'h2', 'h1')).toBe(false)
  })

  it('shows the widgets hidden when empty only for an item count above 0', () => {
    expect(cartHasItems('1')).toBe(true)
    expect(cartHasItems('0')).toBe(false)
    expect(cartHasItems(undefined)).toBe(false)
    expect(cartHasItems('many')).toBe(false)
  })

  it('reads a refresh answer’s fragments and hash, and nothing from an answer without them', () => {
    expect(readRefreshAnswer({ fragments: { a: 'b' }, cart_hash: 'h' })).toEqual({ fragments: { a: 'b' }, cartHash: 'h' })
    expect(readRefreshAnswer({ cart_hash: 'h' })).toBeUndefined()
    expect(readRefreshAnswer('-1')).toBeUndefined()
  })
})
