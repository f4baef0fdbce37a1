import { expect, test, type Page } from '@playwright/test'
import { fillBillingAddress, keepOrRecall, shopCommand } from './shop.ts'

const LANDING = '/?utm_source=test&utm_medium=email&utm_campaign=spring-launch'

/** Lands with UTM parameters, browses, and puts the organic cotton tee in the cart. */
async function arriveAndAddTheTee(page: Page) {
  await page.goto(LANDING)
  // The trackers start when the browser is idle (ours) or on load (sourcebuster).
  await expect.poll(async () => (await page.context().cookies()).some((cookie) => cookie.name === 'sbjs_first')).toBe(true)
  await page.goto('/product/organic-cotton-tee/')
  await Promise.all([page.waitForLoadState('load'), page.locator('form.cart .single_add_to_cart_button').click()])
  await expect(page.locator('.woocommerce-message')).toBeVisible()
}

/**
 * Places the block checkout's order as a shopper does when nothing happens: once more. The block
 * checkout sends each address change to the Store API and ignores Place Order while one is on its
 * way (with WooCommerce's scripts as with ours), so a click can do nothing.
 */
async function placeBlockCheckoutOrder(page: Page) {
  const button = page.locator('.wc-block-components-checkout-place-order-button')
  for (let attempt = 0; attempt < 4; attempt++) {
    await page.waitForLoadState('networkidle')
    const posted = page
      .waitForRequest((request) => request.method() === 'POST' && request.url().includes('/wc/store/v1/checkout'), { timeout: 8_000 })
      .then(
        () => true,
        () => false,
      )
    await button.click()
    if (await posted) break
  }
  await page.waitForURL(/order-received\/\d+/, { timeout: 60_000 })
}

/**
 * The order's attribution as the shop stored it. The session's start time and the order number are
 * the visit's own; that the start time is there is what both runs must show.
 */
function attributionOf(orderId: number): Record<string, unknown> {
  const order = shopCommand('order', String(orderId))
  const { _wc_order_attribution_session_start_time: started, ...rest } = order
  return { ...rest, sessionStartTimeRecorded: typeof started === 'string' && /^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/.test(started) }
}

test('a visit from a campaign, then an order through the classic checkout: the order records where it came from', async ({
  page,
}, testInfo) => {
  await arriveAndAddTheTee(page)
  await page.goto('/checkout/')
  await fillBillingAddress(page)
  await page.locator('#payment_method_cod').check({ force: true })
  await expect(page.locator('.blockUI')).toHaveCount(0)
  await expect(page.locator('input[name="wc_order_attribution_utm_source"]')).toHaveValue('test')
  await Promise.all([page.waitForURL(/order-received\/\d+/, { timeout: 60_000 }), page.locator('#place_order').click()])
  const orderId = Number(/order-received\/(\d+)/.exec(page.url())![1])
  const outcome = attributionOf(orderId)
  expect(outcome._wc_order_attribution_source_type).toBe('utm')
  const original = keepOrRecall(testInfo, 'attribution-classic-checkout', outcome)
  if (original) expect(outcome).toEqual(original)
})

test('a visit from a campaign, then an order through the block checkout: the order records where it came from', async ({
  page,
}, testInfo) => {
  await arriveAndAddTheTee(page)
  await page.goto('/checkout-block/')
  const email = page.locator('#email')
  await expect(email).toBeVisible({ timeout: 60_000 })
  await email.fill('jane@example.com')
  await page.locator('#shipping-first_name').fill('Jane')
  await page.locator('#shipping-last_name').fill('Doe')
  await page.locator('#shipping-address_1').fill('1 Main Street')
  await page.locator('#shipping-city').fill('Albany')
  await page.locator('#shipping-postcode').fill('12207')
  const phone = page.locator('#shipping-phone')
  if (await phone.count()) await phone.fill('5185550100')
  const cod = page.locator('input[value="cod"]')
  await expect(cod).toBeVisible()
  await cod.check()
  await placeBlockCheckoutOrder(page)
  const orderId = Number(/order-received\/(\d+)/.exec(page.url())![1])
  const outcome = attributionOf(orderId)
  expect(outcome._wc_order_attribution_source_type).toBe('utm')
  const original = keepOrRecall(testInfo, 'attribution-block-checkout', outcome)
  if (original) expect(outcome).toEqual(original)
})
