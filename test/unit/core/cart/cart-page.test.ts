import { describe, expect, it } from 'vitest'
import {
  cartAnswerOutcome,
  chosenShippingMethods,
  couponAnswerIsError,
  distinctByText,
  Tickets,
} from '../../../../src/core/cart/cart-page.ts'
import { submitOf } from '../../../../src/core/cart/cart-submit.ts'

describe('what a submit of the cart form asks for', () => {
  it('updates the quantities when "Update cart" was pressed', () => {
    expect(submitOf({ clicked: 'update_cart', focused: 'other' })).toBe('quantities')
  })

  it('updates the quantities on Enter in a quantity field', () => {
    expect(submitOf({ clicked: undefined, focused: 'quantity' })).toBe('quantities')
  })

  it('applies the coupon when "Apply coupon" was pressed, or on Enter in the coupon field', () => {
    expect(submitOf({ clicked: 'apply_coupon', focused: 'other' })).toBe('coupon')
    expect(submitOf({ clicked: undefined, focused: 'coupon' })).toBe('coupon')
  })

  it('leaves another button’s submit to the browser', () => {
    expect(submitOf({ clicked: 'proceed', focused: 'other' })).toBe('none')
    expect(submitOf({ clicked: undefined, focused: 'other' })).toBe('none')
  })
})

describe('the shipping methods posted', () => {
  it('maps each package index to its chosen method, later controls winning', () => {
    expect(
      chosenShippingMethods([
        { index: '0', value: 'flat_rate:1' },
        { index: '1', value: 'free_shipping:2' },
        { index: '0', value: 'local_pickup:3' },
      ]),
    ).toEqual({ 0: 'local_pickup:3', 1: 'free_shipping:2' })
  })

  it('keys a control without data-index as jQuery’s .data() would ("undefined")', () => {
    expect(chosenShippingMethods([{ index: undefined, value: 'flat_rate:1' }])).toEqual({ undefined: 'flat_rate:1' })
  })

  it('posts nothing when there is no method control', () => {
    expect(chosenShippingMethods([])).toEqual({})
  })
})

describe('the coupon answer', () => {
  it('is an error when it holds WooCommerce’s or the blocks’ error notice', () => {
    expect(couponAnswerIsError('<ul class="woocommerce-error" role="alert"><li>Coupon "x" does not exist!</li></ul>')).toBe(true)
    expect(couponAnswerIsError('<div class="wc-block-components-notice-banner is-error">No</div>')).toBe(true)
  })

  it('is a notice otherwise, an empty answer included', () => {
    expect(couponAnswerIsError('<div class="woocommerce-message" role="alert">Coupon code applied successfully.</div>')).toBe(false)
    expect(couponAnswerIsError('')).toBe(false)
  })
})

describe('the notices of an answer', () => {
  it('keeps the first of each text, in order', () => {
    const notices = ['Cart updated.', 'Coupon removed.', 'Cart updated.']
    expect(distinctByText(notices, (text) => text)).toEqual(['Cart updated.', 'Coupon removed.'])
  })
})

describe('what an answer of the cart page does', () => {
  const shape = { pageHasForm: true, pageHasCheckout: false, answerHasForm: true, answerHasEmptyCart: false }

  it('replaces the form and the totals when the answer has a form', () => {
    expect(cartAnswerOutcome(shape)).toBe('replace')
  })

  it('puts the empty cart in place when the answer has the empty cart’s message', () => {
    expect(cartAnswerOutcome({ ...shape, answerHasForm: false, answerHasEmptyCart: true })).toBe('emptied')
  })

  it('reloads when the cart emptied on a page that shows the checkout too', () => {
    expect(cartAnswerOutcome({ ...shape, pageHasCheckout: true, answerHasForm: false, answerHasEmptyCart: true })).toBe('reload')
  })

  it('reloads when the page has no cart form any more', () => {
    expect(cartAnswerOutcome({ ...shape, pageHasForm: false })).toBe('reload')
  })

  it('keeps the page when the answer has neither (an error page, a login wall)', () => {
    expect(cartAnswerOutcome({ ...shape, answerHasForm: false })).toBe('unusable')
  })
})

describe('the requests’ order', () => {
  it('drops an older answer once a newer request redraws the same part', () => {
    const tickets = new Tickets<'form' | 'totals'>()
    const older = tickets.take(['form', 'totals'])
    const newer = tickets.take(['totals'])
    expect(tickets.current(older, ['form', 'totals'])).toBe(false)
    expect(tickets.current(newer, ['totals'])).toBe(true)
  })

  it('applies an answer whose parts no newer request touched', () => {
    const tickets = new Tickets<'form' | 'totals'>()
    const form = tickets.take(['form'])
    tickets.take(['totals'])
    expect(tickets.current(form, ['form'])).toBe(true)
  })
})
