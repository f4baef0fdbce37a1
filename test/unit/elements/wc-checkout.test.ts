// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest'
import { startCheckout } from '../../../elements/wc-checkout/checkout.ts'
import type { CheckoutSettings } from '../../../elements/wc-checkout/settings.ts'

const settings: CheckoutSettings = {
  wc_ajax_url: '/?wc-ajax=%%endpoint%%',
  update_order_review_nonce: 'n',
  apply_coupon_nonce: 'c',
  remove_coupon_nonce: 'r',
  option_guest_checkout: 'no',
  checkout_url: '/?wc-ajax=checkout',
  is_checkout: false,
  debug_mode: false,
  i18n_checkout_error: 'There was an error processing your order.',
  checkout_required_text: '%s is a required field.',
  checkout_email_text: '%s is not a valid email address.',
  checkout_phone_text: '%s is not a valid phone number.',
}

/** The parts of WooCommerce 10.5.2's checkout page this element touches, as the templates print them. */
const PAGE = `<div class="woocommerce">
<div class="woocommerce-form-login-toggle"><div class="woocommerce-info" role="status">Returning customer? <a href="#" class="showlogin">Click here to login</a></div></div>
<form class="woocommerce-form woocommerce-form-login login" method="post" style="display:none;"><p class="form-row"><input type="text" class="input-text" name="username" id="username"></p></form>
<div class="woocommerce-form-coupon-toggle"><div class="woocommerce-info" role="status">Have a coupon? <a href="#" role="button" aria-label="Enter your coupon code" aria-controls="woocommerce-checkout-form-coupon" aria-expanded="false" class="showcoupon">Click here to enter your code</a></div></div>
<form class="checkout_coupon woocommerce-form-coupon" method="post" style="display:none" id="woocommerce-checkout-form-coupon"><p class="form-row"><input type="text" name="coupon_code" class="input-text" id="coupon_code" value=""></p></form>
<form name="checkout" method="post" class="checkout woocommerce-checkout" action="/checkout/">
<p class="form-row validate-required" id="billing_first_name_field"><label for="billing_first_name">First name&nbsp;<span class="required" aria-hidden="true">*</span></label><span class="woocommerce-input-wrapper"><input type="text" class="input-text" name="billing_first_name" id="billing_first_name" value=""></span></p>
<h3 id="ship-to-different-address"><label><input id="ship-to-different-address-checkbox" class="input-checkbox" type="checkbox" name="ship_to_different_address" value="1"> <span>Ship to a different address?</span></label></h3>
<div class="shipping_address"><p class="form-row address-field validate-required" id="shipping_city_field"><input type="text" class="input-text" name="shipping_city" id="shipping_city" value=""></p></div>
<div id="order_review" class="woocommerce-checkout-review-order"><div id="payment" class="woocommerce-checkout-payment"><ul class="wc_payment_methods payment_methods methods">
<li class="wc_payment_method payment_method_cod"><input id="payment_method_cod" type="radio" class="input-radio" name="payment_method" value="cod" checked="checked" data-order_button_text=""><label for="payment_method_cod">Cash on delivery</label><div class="payment_box payment_method_cod"><p>Pay with cash upon delivery.</p></div></li>
<li class="wc_payment_method payment_method_cheque"><input id="payment_method_cheque" type="radio" class="input-radio" name="payment_method" value="cheque" data-order_button_text="Pay by check"><label for="payment_method_cheque">Check payments</label><div class="payment_box payment_method_cheque" style="display:none;"><p>Send a check.</p></div></li>
</ul><button type="submit" class="button alt" name="woocommerce_checkout_place_order" id="place_order" value="Place order" data-value="Place order">Place order</button></div></div>
</form></div>`

afterEach(() => {
  document.body.replaceChildren()
  vi.restoreAllMocks()
})

function start() {
  document.body.innerHTML = PAGE
  const form = document.querySelector<HTMLFormElement>('form.checkout')!
  const controller = new AbortController()
  const cleanup = startCheckout(form, settings, controller.signal)
  return { form, stop: () => (controller.abort(), cleanup()) }
}

describe('<wc-checkout> on the checkout page', () => {
  it('leaves the markup exactly as found when it is cleaned up', () => {
    document.body.innerHTML = PAGE
    const before = document.body.innerHTML
    const { stop } = start()
    document.querySelector<HTMLInputElement>('#billing_first_name')!.dispatchEvent(new Event('change', { bubbles: true }))
    expect(document.querySelector('#billing_first_name_field')!.classList.contains('woocommerce-invalid')).toBe(true)
    stop()
    expect(document.body.innerHTML).toBe(before)
  })

  it('makes the login toggle a disclosure button naming its form', () => {
    start()
    const toggle = document.querySelector<HTMLElement>('a.showlogin')!
    expect(toggle.getAttribute('role')).toBe('button')
    expect(toggle.getAttribute('aria-expanded')).toBe('false')
    const controls = toggle.getAttribute('aria-controls')!
    expect(document.getElementById(controls)?.matches('form.login')).toBe(true)
    toggle.click()
    expect(toggle.getAttribute('aria-expanded')).toBe('true')
  })

  it("puts the chosen method's button text on the place order button, and the button's own back", () => {
    start()
    const button = document.querySelector('#place_order')!
    document.querySelector<HTMLInputElement>('#payment_method_cheque')!.click()
    expect(button.textContent).toBe('Pay by check')
    document.querySelector<HTMLInputElement>('#payment_method_cod')!.click()
    expect(button.textContent).toBe('Place order')
  })

  it('hides the shipping address until "Ship to a different address?" is ticked', () => {
    start()
    const box = document.querySelector<HTMLElement>('div.shipping_address')!
    expect(box.style.display).toBe('none')
    const tick = document.querySelector<HTMLInputElement>('#ship-to-different-address-checkbox')!
    tick.checked = true
    tick.dispatchEvent(new Event('change', { bubbles: true }))
    expect(box.style.display).not.toBe('none')
  })

  it('says the problem of a field in words, named by the field, and clears it on input', () => {
    start()
    const field = document.querySelector<HTMLInputElement>('#billing_first_name')!
    field.dispatchEvent(new Event('focusout', { bubbles: true }))
    expect(field.getAttribute('aria-invalid')).toBe('true')
    expect(document.getElementById(field.getAttribute('aria-describedby')!)?.textContent).toBe('First name is a required field.')
    field.value = 'A'
    field.dispatchEvent(new Event('input', { bubbles: true }))
    expect(field.hasAttribute('aria-invalid')).toBe(false)
    expect(document.querySelector('.checkout-inline-error-message')).toBeNull()
  })
})
