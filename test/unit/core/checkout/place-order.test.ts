import { describe, expect, it } from 'vitest'
import { isErrorNotice, parseCheckoutAnswer, readPlaceAnswer } from '../../../../src/core/checkout/place-order.ts'

const base = 'https://shop.example/checkout/'

describe("reading the checkout's answer", () => {
  it('goes to the redirect on success', () => {
    expect(readPlaceAnswer({ result: 'success', redirect: '/checkout/order-received/12/?key=wc_order_x' }, base)).toMatchObject({
      kind: 'redirect',
      url: 'https://shop.example/checkout/order-received/12/?key=wc_order_x',
    })
  })

  it('never goes to a javascript: redirect, nor to none', () => {
    expect(readPlaceAnswer({ result: 'success', redirect: 'javascript:alert(1)' }, base)).toMatchObject({
      kind: 'failure',
      messages: undefined,
    })
    expect(readPlaceAnswer({ result: 'success' }, base)).toMatchObject({ kind: 'failure' })
  })

  it('reads a failure: messages, reload, refresh', () => {
    const answer = readPlaceAnswer(
      {
        result: 'failure',
        messages: '<ul class="woocommerce-error"><li data-id="billing_email">x</li></ul>',
        refresh: true,
        reload: false,
      },
      base,
    )
    expect(answer).toEqual({
      kind: 'failure',
      reload: false,
      refresh: true,
      messages: '<ul class="woocommerce-error"><li data-id="billing_email">x</li></ul>',
    })
    expect(readPlaceAnswer({ result: 'failure', reload: true }, base)).toMatchObject({ reload: true })
  })

  it('reads anything else as a failure without messages (the generic error is shown)', () => {
    for (const json of [undefined, null, 'x', [], { result: 'maybe' }])
      expect(readPlaceAnswer(json, base)).toEqual({ kind: 'failure', reload: false, refresh: false, messages: undefined })
  })
})

describe("repairing the checkout's JSON as checkout.js does", () => {
  it('reads clean JSON', () => {
    expect(parseCheckoutAnswer('{"result":"success","redirect":"/x"}')).toEqual({ result: 'success', redirect: '/x' })
  })

  it('finds the answer behind a notice another plugin printed first', () => {
    expect(parseCheckoutAnswer('<br /><b>Notice</b>: something\n{"result":"failure","messages":"m"}')).toEqual({
      result: 'failure',
      messages: 'm',
    })
  })

  it('gives up on what cannot be repaired, and on JSON that is not an object', () => {
    expect(parseCheckoutAnswer('<html>critical error</html>')).toBeUndefined()
    expect(parseCheckoutAnswer('{"result":"succ')).toBeUndefined()
    expect(parseCheckoutAnswer('[1]')).toBeUndefined()
  })
})

describe("the coupon endpoints' notices", () => {
  it('tells an error notice from a message', () => {
    expect(isErrorNotice('<ul class="woocommerce-error" role="alert"><li>Coupon "x" does not exist!</li></ul>')).toBe(true)
    expect(isErrorNotice('<div class="wc-block-components-notice-banner is-error">x</div>')).toBe(true)
    expect(isErrorNotice('<div class="woocommerce-message" role="alert">Coupon code applied successfully.</div>')).toBe(false)
  })
})
