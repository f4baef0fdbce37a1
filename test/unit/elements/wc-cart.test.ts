// @vitest-environment happy-dom
import { beforeAll, describe, expect, it, vi } from 'vitest'
import * as chunk from '../../../elements/wc-cart/index.ts'
import { asLoaded } from '../helpers/adopt.ts'
import { $ } from '../helpers/dom.ts'

const { define, adopt } = asLoaded({ 'wc-cart': chunk })

/** The cart page's parts the page-load handling touches (templates/cart/cart.php, shipping-calculator.php). */
const CART =
  '<div class="woocommerce"><form class="woocommerce-cart-form" action="/cart/" method="post">' +
  '<table class="woocommerce-cart-form__contents"><tbody>' +
  '<tr class="cart_item"><td><input type="number" class="input-text qty text" name="cart[abc][qty]" value="1"></td></tr>' +
  '<tr><td class="actions"><div class="coupon"><input type="text" name="coupon_code" id="coupon_code" class="has-error" aria-invalid="true" aria-describedby="coupon-error-notice">' +
  '<p class="coupon-error-notice" id="coupon-error-notice">No such coupon.</p></div>' +
  '<button type="submit" name="update_cart" value="Update cart">Update cart</button></td></tr>' +
  '</tbody></table></form>' +
  '<div class="cart_totals"><form class="woocommerce-shipping-calculator" action="/cart/" method="post">' +
  '<a href="#" class="shipping-calculator-button" aria-expanded="false" aria-controls="shipping-calculator-form" role="button">Calculate shipping</a>' +
  '<section class="shipping-calculator-form" id="shipping-calculator-form"><select class="country_to_state" name="calc_shipping_country"><option>US</option></select></section>' +
  '</form></div></div>'

beforeAll(() => {
  vi.spyOn(console, 'error').mockImplementation(() => {})
  document.body.innerHTML = CART
  define()
  adopt($(document, '.woocommerce-cart-form'))
})

describe('the cart page before the shopper acts', () => {
  it('disables "Update cart" until a cart line’s field changes', () => {
    const button = $<HTMLButtonElement>(document, 'button[name="update_cart"]')
    expect(button.disabled).toBe(true)
    $(document, 'input.qty').dispatchEvent(new Event('input', { bubbles: true }))
    expect(button.disabled).toBe(false)
  })

  it('hides the calculator at start, and its button opens and closes it as a disclosure', async () => {
    const button = $(document, '.shipping-calculator-button')
    const panel = $(document, '#shipping-calculator-form')
    expect(panel.style.display).toBe('none')
    const changed = vi.fn()
    $(document, 'select.country_to_state').addEventListener('change', changed)
    button.click()
    expect(button.getAttribute('aria-expanded')).toBe('true')
    expect(panel.style.display).not.toBe('none')
    expect(changed).toHaveBeenCalledTimes(1)
    button.dispatchEvent(new KeyboardEvent('keydown', { key: ' ', bubbles: true, cancelable: true }))
    expect(button.getAttribute('aria-expanded')).toBe('false')
    await vi.waitFor(() => expect(panel.style.display).toBe('none'), { timeout: 2000 })
  })

  it('takes the coupon error away as the shopper types in the field', () => {
    const field = $(document, '#coupon_code')
    field.dispatchEvent(new Event('input', { bubbles: true }))
    expect(document.querySelector('.coupon-error-notice')).toBeNull()
    expect(field.classList.contains('has-error')).toBe(false)
    expect(field.hasAttribute('aria-invalid')).toBe(false)
    expect(field.hasAttribute('aria-describedby')).toBe(false)
  })
})
