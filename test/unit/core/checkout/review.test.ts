import { describe, expect, it } from 'vitest'
import {
  changedFragments,
  mergeRefreshArgs,
  readRefreshArgs,
  readReviewAnswer,
  RefreshQueue,
  reviewRequest,
} from '../../../../src/core/checkout/review.ts'
import { ajaxPairs } from '../../../../src/core/wp/ajax.ts'

const billing = { country: 'US', state: 'NY', postcode: '10001', city: 'New York', address: '1 Main St', address_2: '' }
const shipping = { country: 'GB', state: '', postcode: 'SW1A 1AA', city: 'London', address: '10 Downing St', address_2: 'Flat 2' }
const input = {
  nonce: 'ab26500377',
  paymentMethod: 'cod',
  billing,
  shipping: undefined,
  hasFullAddress: true,
  postData: 'billing_country=US',
  shippingMethods: { 0: 'flat_rate:1' },
}

describe('what the order review refresh posts', () => {
  it("posts billing's address for both sides when the shopper ships to the billing address", () => {
    const data = reviewRequest(input)
    expect(data).toMatchObject({
      security: 'ab26500377',
      payment_method: 'cod',
      country: 'US',
      s_country: 'US',
      s_postcode: '10001',
      has_full_address: true,
      post_data: 'billing_country=US',
    })
  })

  it('posts the shipping side as s_* when "Ship to a different address?" is ticked', () => {
    const data = reviewRequest({ ...input, shipping })
    expect(data).toMatchObject({
      country: 'US',
      s_country: 'GB',
      s_postcode: 'SW1A 1AA',
      s_city: 'London',
      s_address: '10 Downing St',
      s_address_2: 'Flat 2',
    })
  })

  it('posts the chosen methods as shipping_method[index], as jQuery.param does', () => {
    expect(ajaxPairs(reviewRequest(input))).toContainEqual(['shipping_method[0]', 'flat_rate:1'])
    expect(ajaxPairs(reviewRequest(input))).toContainEqual(['has_full_address', 'true'])
  })

  it('leaves the shipping methods out after a coupon (update_shipping_method: false) and a missing payment method out', () => {
    const data = reviewRequest({ ...input, shippingMethods: undefined, paymentMethod: undefined })
    expect(data).not.toHaveProperty('shipping_method')
    expect(data).not.toHaveProperty('payment_method')
  })
})

describe("reading update_order_review's answer", () => {
  it('reloads the page on reload: true', () => {
    expect(readReviewAnswer({ reload: true })).toEqual({ kind: 'reload' })
  })

  it('keeps the string fragments and drops the rest', () => {
    const answer = readReviewAnswer({ result: 'success', fragments: { '.a': '<b>1</b>', '.b': 5, '.c': null } })
    expect(answer).toMatchObject({ kind: 'updated', failed: false, fragments: { '.a': '<b>1</b>' }, messages: undefined })
  })

  it('reads a failure with its messages, and one without', () => {
    expect(
      readReviewAnswer({ result: 'failure', messages: '<ul class="woocommerce-error"><li>No</li></ul>', fragments: {} }),
    ).toMatchObject({ failed: true, messages: '<ul class="woocommerce-error"><li>No</li></ul>' })
    expect(readReviewAnswer({ result: 'failure', messages: '  ' })).toMatchObject({ failed: true, messages: undefined })
  })

  it('calls anything but an object broken (a 200 with "-1", an array, null)', () => {
    for (const json of ['-1', [], null, 3]) expect(readReviewAnswer(json).kind).toBe('broken')
  })

  it('replaces only the fragments that changed since the last answer', () => {
    expect(changedFragments(undefined, { '.a': 'x', '.b': 'y' })).toEqual({ '.a': 'x', '.b': 'y' })
    expect(changedFragments({ '.a': 'x', '.b': 'y' }, { '.a': 'x', '.b': 'z' })).toEqual({ '.b': 'z' })
  })
})

describe('refresh asks', () => {
  it("reads update_checkout's argument as other scripts pass it", () => {
    expect(readRefreshArgs(undefined)).toEqual({ updateShippingMethod: true, currentTarget: undefined })
    expect(readRefreshArgs({ update_shipping_method: false })).toEqual({ updateShippingMethod: false, currentTarget: undefined })
    expect(readRefreshArgs({ current_target: 'x' }, (value) => String(value))).toMatchObject({ currentTarget: 'x' })
    expect(readRefreshArgs('hostile')).toEqual({ updateShippingMethod: true, currentTarget: undefined })
  })

  it('merges two asks: the methods posted if either asked, the later target kept', () => {
    expect(
      mergeRefreshArgs({ updateShippingMethod: false, currentTarget: 'a' }, { updateShippingMethod: true, currentTarget: undefined }),
    ).toEqual({ updateShippingMethod: true, currentTarget: 'a' })
    expect(
      mergeRefreshArgs({ updateShippingMethod: false, currentTarget: 'a' }, { updateShippingMethod: false, currentTarget: 'b' }),
    ).toEqual({ updateShippingMethod: false, currentTarget: 'b' })
  })
})

describe('one refresh at a time, none lost, the latest wins', () => {
  const ask = { updateShippingMethod: true, currentTarget: undefined }

  it('sends the first ask at once and applies its answer when nothing waited', () => {
    const queue = new RefreshQueue()
    expect(queue.ask(ask)).toEqual(ask)
    expect(queue.settled()).toEqual({ apply: true, next: undefined })
    expect(queue.running).toBe(false)
  })

  it('keeps asks made while a request runs as one more request, and drops the stale answer', () => {
    const queue = new RefreshQueue()
    queue.ask(ask)
    expect(queue.ask({ updateShippingMethod: false, currentTarget: 'shipping_method_0_flat_rate1' })).toBeUndefined()
    expect(queue.ask({ updateShippingMethod: false, currentTarget: undefined })).toBeUndefined()
    expect(queue.settled()).toEqual({ apply: false, next: { updateShippingMethod: false, currentTarget: 'shipping_method_0_flat_rate1' } })
    expect(queue.running).toBe(true)
    expect(queue.settled()).toEqual({ apply: true, next: undefined })
  })

  it('matches a naive model over any sequence of asks and answers: requests = 1 + one per interrupted run, last answer applied', () => {
    // A brute-force reference: every ask while running marks "one more"; each settle sends it.
    for (let seed = 0; seed < 200; seed++) {
      const queue = new RefreshQueue()
      let running = false
      let pending = false
      let sent = 0
      let applied = 0
      let x = seed
      for (let step = 0; step < 30; step++) {
        x = (x * 1103515245 + 12345) % 2 ** 31
        if (x % 3 !== 0) {
          const now = queue.ask(ask)
          if (running) pending = true
          else running = true
          if (now) sent++
        } else if (running) {
          const { apply, next } = queue.settled()
          if (apply) applied++
          expect(apply).toBe(!pending)
          expect(next !== undefined).toBe(pending)
          if (next) sent++
          running = pending
          pending = false
        }
      }
      expect(queue.running).toBe(running)
      expect(sent).toBeGreaterThanOrEqual(applied)
    }
  })
})
