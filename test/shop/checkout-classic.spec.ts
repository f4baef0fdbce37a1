import { expect, test, type Page } from '@playwright/test'
import { fillBillingAddress, keepOrRecall, modeOf, shopCommand } from './shop.ts'

/**
 * The classic checkout (/checkout/, [woocommerce_checkout]) from a campaign visit to the order:
 * three tees (over the free-shipping threshold), shipped to another address abroad and then back
 * home, so the shipping the review offers changes twice, the other shipping method picked, Cash on
 * delivery, the order placed. The order as WooCommerce stored it (totals, shipping line, payment
 * method, both addresses, attribution) must be the same with the shop's scripts (checkout.js) and
 * with ours (<wc-checkout>). Builds on attribution.spec.ts's classic-checkout journey.
 */

const LANDING = '/?utm_source=test&utm_medium=email&utm_campaign=checkout-classic'
const REVIEW = 'wc-ajax=update_order_review'

const reviewed = (page: Page) => page.waitForResponse((response) => response.url().includes(REVIEW))

/** Waits until no refresh is under way (the review's overlay is gone, the network is quiet). */
async function settled(page: Page) {
  await page.waitForLoadState('networkidle')
  await expect(page.locator('.woocommerce-checkout-review-order-table .blockUI, .woocommerce-checkout-payment .blockUI')).toHaveCount(0)
}

/** The order as stored, without what is the visit's own (its number, the session's start time). */
function orderOf(orderId: number): Record<string, unknown> {
  const { _wc_order_attribution_session_start_time: started, ...rest } = shopCommand('order-details', String(orderId))
  return { ...rest, sessionStartTimeRecorded: typeof started === 'string' && started !== '' }
}

test('the classic checkout: address abroad and back, a shipping method, cash on delivery: the same order', async ({ page }, testInfo) => {
  test.setTimeout(120_000)
  await page.goto(LANDING)
  await expect.poll(async () => (await page.context().cookies()).some((cookie) => cookie.name === 'sbjs_first')).toBe(true)
  await page.goto('/product/organic-cotton-tee/')
  await page.locator('form.cart input.qty').fill('3')
  await Promise.all([page.waitForLoadState('load'), page.locator('form.cart .single_add_to_cart_button').click()])
  await expect(page.locator('.woocommerce-message')).toBeVisible()

  const first = reviewed(page)
  await page.goto('/checkout/')
  await first
  await settled(page)
  if (modeOf(testInfo) === 'islands') {
    // WooCommerce's checkout.js is gone; ours drives the form.
    await expect(page.locator('script#wc-checkout-js')).toHaveCount(0)
    await expect(page.locator('#order_review')).toHaveAttribute('data-island-mounted', '')
  }

  await fillBillingAddress(page)

  // Ship elsewhere: the shipping side's fields decide the shipping from now on.
  let answer = reviewed(page)
  await page.locator('#ship-to-different-address-checkbox').check({ force: true })
  await answer
  await settled(page)
  await page.locator('#shipping_first_name').fill('John')
  await page.locator('#shipping_last_name').fill('Roe')
  await page.locator('#shipping_address_1').fill('10 Downing Street')
  await page.locator('#shipping_city').fill('London')
  answer = reviewed(page)
  await page.locator('#shipping_country').selectOption('GB', { force: true })
  await answer
  await settled(page)
  answer = reviewed(page)
  await page.locator('#shipping_postcode').pressSequentially('SW1A 2AA')
  await page.locator('#shipping_postcode').blur()
  await answer
  await settled(page)
  // The rest of the world: one flat rate of $15.
  await expect(page.locator('.woocommerce-shipping-totals')).toContainText('15.00')

  // Back home: the United States' flat rate and free shipping (over $75).
  answer = reviewed(page)
  await page.locator('#shipping_country').selectOption('US', { force: true })
  await answer
  await settled(page)
  await page.locator('#shipping_city').fill('Albany')
  await page.locator('#shipping_address_1').fill('2 State Street')
  const state = page.locator('#shipping_state')
  if ((await state.evaluate((node) => node.localName)) === 'select') {
    answer = reviewed(page)
    await state.selectOption('NY', { force: true })
    await answer
    await settled(page)
  }
  answer = reviewed(page)
  await page.locator('#shipping_postcode').fill('')
  await page.locator('#shipping_postcode').pressSequentially('12207')
  await page.locator('#shipping_postcode').blur()
  await answer
  await settled(page)
  const methods = page.locator('input[name="shipping_method[0]"][type="radio"]')
  await expect(methods).toHaveCount(2)
  // The shopper picks the method the review did not choose (flat rate $5 or free shipping).
  const other = page.locator('input[name="shipping_method[0]"][type="radio"]:not(:checked)')
  const picked = await other.getAttribute('value')
  answer = reviewed(page)
  await other.check({ force: true })
  await answer
  await settled(page)
  await expect(page.locator('.woocommerce-checkout-review-order-table tr.order-total')).toContainText(
    picked?.startsWith('free_shipping') ? '96.00' : '101.00',
  )

  await page.locator('#payment_method_cod').check({ force: true })
  await settled(page)
  await expect(page.locator('input[name="wc_order_attribution_utm_source"]').first()).toHaveValue('test')
  await Promise.all([page.waitForURL(/order-received\/\d+/, { timeout: 60_000 }), page.locator('#place_order').click()])

  const outcome = orderOf(Number(/order-received\/(\d+)/.exec(page.url())![1]))
  expect(outcome.payment_method).toBe('cod')
  expect(outcome._wc_order_attribution_source_type).toBe('utm')
  const original = keepOrRecall(testInfo, 'checkout-classic', outcome)
  if (original) expect(outcome).toEqual(original)
})
