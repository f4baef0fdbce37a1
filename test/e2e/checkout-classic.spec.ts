import type { Page, Request } from '@playwright/test'
import { waitForIslands } from '../support/page-weight.ts'
import { expect, expectNoAxeViolations, test, withJQuery } from './fixtures.ts'

/**
 * WooCommerce 10.5.2's classic checkout (checkout.js) replaced by <wc-checkout> on
 * fixtures/pages/checkout-classic.html (the real shop's /checkout/ with a tee in the cart), against
 * the demo server's update_order_review, checkout, apply_coupon and remove_coupon.
 */

const PAGE = '/pages/checkout-classic.html'
const REVIEW = 'wc-ajax=update_order_review'
const TOTAL = '.woocommerce-checkout-review-order-table tr.order-total'
/** WooCommerce's checkout templates print h3 headings under the page's h1 (as on the real shop): not ours. */
const TEMPLATE_RULES = ['heading-order']
const axe = (page: Page) => expectNoAxeViolations(page, undefined, TEMPLATE_RULES)

declare global {
  interface Window {
    __checkoutEvents?: string[]
  }
}

/** The page, with jQuery (as WordPress prints it) when asked; resolves once the load's refresh is in. */
async function open(page: Page, { jquery = false } = {}): Promise<Request[]> {
  if (jquery) await withJQuery(page, PAGE, '/assets/settings/woocommerce-params.js')
  const reviews: Request[] = []
  page.on('request', (request) => {
    if (request.url().includes(REVIEW)) reviews.push(request)
  })
  const first = page.waitForResponse((response) => response.url().includes(REVIEW))
  await page.goto(PAGE)
  await waitForIslands(page)
  await first
  await page.evaluate(() => {
    window.__checkoutEvents = []
    for (const name of [
      'updated_checkout',
      'payment_method_selected',
      'checkout_error',
      'applied_coupon_in_checkout',
      'removed_coupon_in_checkout',
    ]) {
      document.body.addEventListener(name, () => window.__checkoutEvents?.push(name))
    }
  })
  await expect(page.locator('#order_review')).toHaveAttribute('data-island-mounted', '')
  return reviews
}

const events = (page: Page) => page.evaluate(() => window.__checkoutEvents ?? [])
const posted = (request: Request) => new URLSearchParams(request.postData() ?? '')

async function fillAddress(page: Page): Promise<void> {
  await page.fill('#billing_first_name', 'Ann')
  await page.fill('#billing_last_name', 'Lee')
  await page.fill('#billing_address_1', '1 Main St')
  await page.fill('#billing_city', 'New York')
  await page.fill('#billing_phone', '+1 212 555 0100')
  await page.fill('#billing_email', 'ann@example.com')
}

test('refreshes the order review once at load, posting what checkout.js posts', async ({ page }) => {
  const reviews = await open(page)
  expect(reviews).toHaveLength(1)
  const data = posted(reviews[0]!)
  expect(data.get('security')).toBe('ab26500377')
  expect(data.get('payment_method')).toBe('cod')
  expect(data.get('country')).toBe('US')
  expect(data.get('s_state')).toBe('NY')
  expect(data.get('shipping_method[0]')).toBe('flat_rate:1')
  expect(data.get('has_full_address')).toBe('false')
  expect(data.get('post_data')).toContain('billing_country=US')
  await expect(page.locator(TOTAL)).toContainText('$37.00')
  await axe(page)
})

test('a burst of address changes makes one request; the shipping follows the country', async ({ page }) => {
  const reviews = await open(page)
  await fillAddress(page)
  // The country and the postcode at once (an address filled by the browser): one request.
  await page.evaluate(() => {
    const country = document.querySelector<HTMLSelectElement>('#billing_country')!
    country.value = 'GB'
    country.dispatchEvent(new Event('change', { bubbles: true }))
    const postcode = document.querySelector<HTMLInputElement>('#billing_postcode')!
    postcode.value = 'SW1A 1AA'
    postcode.dispatchEvent(new Event('change', { bubbles: true }))
    document.querySelector('#billing_state')?.dispatchEvent(new Event('change', { bubbles: true }))
  })
  await expect(page.locator(TOTAL)).toContainText('$47.00')
  await page.waitForTimeout(300)
  expect(reviews).toHaveLength(2)
  expect(posted(reviews[1]!).get('s_country')).toBe('GB')
  expect(posted(reviews[1]!).get('s_postcode')).toBe('SW1A 1AA')
  await expect(page.locator('input[name="shipping_method[0]"][type="radio"]')).toHaveCount(2)
  // The new total is said politely.
  await expect(page.locator('form.checkout + [role="status"]')).toHaveText('Total $47.00')
  expect(await events(page)).toContain('updated_checkout')
})

test('typing a postcode refreshes once, after the pause checkout.js waits', async ({ page }) => {
  const reviews = await open(page)
  await page.fill('#billing_address_1', '1 Main St')
  await page.fill('#billing_city', 'New York')
  await page.locator('#billing_postcode').pressSequentially('10001', { delay: 30 })
  await page.waitForTimeout(400)
  expect(reviews).toHaveLength(1)
  await expect.poll(() => reviews.length, { timeout: 3000 }).toBe(2)
  expect(posted(reviews[1]!).get('postcode')).toBe('10001')
  await page.waitForTimeout(1200)
  expect(reviews).toHaveLength(2)
})

test('a change while a refresh runs is sent after it, and the latest answer wins', async ({ page, context }) => {
  const reviews = await open(page)
  await context.addCookies([
    { name: 'si_fault', value: 'slow', domain: 'localhost', path: '/' },
    { name: 'si_delay', value: '600', domain: 'localhost', path: '/' },
  ])
  await page.selectOption('#billing_country', 'GB')
  await expect.poll(() => reviews.length).toBe(2)
  // While the first runs: back to the United States.
  await page.selectOption('#billing_country', 'US')
  await page.waitForTimeout(300)
  expect(reviews).toHaveLength(2)
  await expect.poll(() => reviews.length, { timeout: 3000 }).toBe(3)
  expect(posted(reviews[2]!).get('s_country')).toBe('US')
  await expect(page.locator(TOTAL)).toContainText('$37.00')
  await page.waitForTimeout(800)
  await expect(page.locator(TOTAL)).toContainText('$37.00')
  await expect(page.locator('.blockUI')).toHaveCount(0)
})

test('choosing a shipping method refreshes with it and gives the focus back to its radio', async ({ page }) => {
  const reviews = await open(page)
  await page.selectOption('#billing_country', 'GB')
  await expect(page.locator('#shipping_method_0_local_pickup4')).toBeVisible()
  await page.check('#shipping_method_0_local_pickup4')
  await expect(page.locator(TOTAL)).toContainText('$32.00')
  expect(posted(reviews.at(-1)!).get('shipping_method[0]')).toBe('local_pickup:4')
  await expect(page.locator('#shipping_method_0_local_pickup4')).toBeFocused()
  await expect(page.locator('#shipping_method_0_local_pickup4')).toBeChecked()
})

test("no shipping for the postcode: WooCommerce's failure notice above the form, the review still replaced", async ({ page }) => {
  await open(page)
  // checkout.js refreshes after typing only when the other required address fields are filled.
  await fillAddress(page)
  await page.locator('#billing_postcode').pressSequentially('00000')
  await page.locator('#billing_postcode').blur()
  await expect(page.locator('.woocommerce-NoticeGroup-updateOrderReview .woocommerce-error')).toContainText(
    'No shipping options were found for 00000.',
  )
  await expect(page.locator('.woocommerce-checkout-review-order-table')).toContainText('There are no shipping options available')
})

test('payment methods: the chosen box opens, the other closes, payment_method_selected once per new choice', async ({ page }) => {
  await open(page)
  await expect(page.locator('.payment_box.payment_method_cod')).toBeVisible()
  await expect(page.locator('.payment_box.payment_method_cheque')).toBeHidden()
  await page.check('#payment_method_cheque')
  await expect(page.locator('.payment_box.payment_method_cheque')).toBeVisible()
  await expect(page.locator('.payment_box.payment_method_cod')).toBeHidden()
  await page.click('#payment_method_cheque')
  expect((await events(page)).filter((name) => name === 'payment_method_selected')).toHaveLength(1)
  await expect(page.locator('#place_order')).toHaveText('Place order')
})

test('the login and coupon toggles are disclosures; a coupon applies and is removed by ajax', async ({ page }) => {
  await open(page)
  const login = page.locator('a.showlogin')
  await expect(login).toHaveAttribute('role', 'button')
  await expect(login).toHaveAttribute('aria-expanded', 'false')
  await login.focus()
  await page.keyboard.press('Space')
  await expect(login).toHaveAttribute('aria-expanded', 'true')
  await expect(page.locator('form.login')).toBeVisible()
  const controls = await login.getAttribute('aria-controls')
  expect(await page.locator('form.login').getAttribute('id')).toBe(controls)

  const coupon = page.locator('a.showcoupon')
  await coupon.focus()
  await page.keyboard.press('Enter')
  await expect(coupon).toHaveAttribute('aria-expanded', 'true')
  await expect(page.locator('#coupon_code')).toBeFocused()
  await page.keyboard.type('nope')
  await page.keyboard.press('Enter')
  await expect(page.locator('#coupon-error-notice')).toHaveText('Coupon "nope" does not exist!')
  await expect(page.locator('#coupon_code')).toHaveAttribute('aria-invalid', 'true')
  await expect(page.locator('#coupon_code')).toHaveAttribute('aria-describedby', 'coupon-error-notice')
  await page.fill('#coupon_code', 'save5')
  await expect(page.locator('#coupon-error-notice')).toHaveCount(0)
  await page.keyboard.press('Enter')
  await expect(page.locator('.woocommerce-message')).toHaveText('Coupon code applied successfully.')
  await expect(page.locator(TOTAL)).toContainText('$32.00')
  await expect(coupon).toHaveAttribute('aria-expanded', 'false')
  await expect(page.locator('form.checkout_coupon')).toBeHidden()
  expect(await events(page)).toContain('applied_coupon_in_checkout')

  await page.click('.woocommerce-remove-coupon')
  await expect(page.locator('.woocommerce-message')).toHaveText('Coupon has been removed.')
  await expect(page.locator(TOTAL)).toContainText('$37.00')
  expect(await events(page)).toContain('removed_coupon_in_checkout')
  await axe(page)
})

test('inline validation: classes as checkout.js, aria-invalid and the problem in words', async ({ page }) => {
  await open(page)
  const first = page.locator('#billing_first_name')
  await first.focus()
  await page.keyboard.press('Tab')
  const row = page.locator('#billing_first_name_field')
  await expect(row).toHaveClass(/woocommerce-invalid woocommerce-invalid-required-field/)
  await expect(first).toHaveAttribute('aria-invalid', 'true')
  await expect(first).toHaveAttribute('aria-describedby', 'billing_first_name_description')
  await expect(page.locator('#billing_first_name_description')).toHaveText('First name is a required field.')
  await first.focus()
  await page.keyboard.type('A')
  await expect(row).not.toHaveClass(/woocommerce-invalid/)
  await expect(first).not.toHaveAttribute('aria-invalid', 'true')
  await page.keyboard.press('Tab')
  await expect(row).toHaveClass(/woocommerce-validated/)

  await page.fill('#billing_email', 'ann@')
  await page.locator('#billing_email').blur()
  await expect(page.locator('#billing_email_field')).toHaveClass(/woocommerce-invalid-email/)
  await expect(page.locator('#billing_email_description')).toHaveText('Email address is not a valid email address.')
  await page.fill('#billing_phone', 'call me')
  await page.locator('#billing_phone').blur()
  await expect(page.locator('#billing_phone_field')).toHaveClass(/woocommerce-invalid-phone/)
  await axe(page)
})

test("a refused order: the shop's messages linked to their fields, under them, the focus on the notices", async ({ page }) => {
  await open(page)
  const sent = page.waitForRequest((request) => request.url().includes('wc-ajax=checkout'))
  await page.click('#place_order')
  const request = await sent
  expect(posted(request).get('woocommerce-process-checkout-nonce')).toBe('10e28607a9')
  expect(posted(request).has('wc_order_attribution_source_type')).toBe(true)
  const notice = page.locator('.woocommerce-NoticeGroup-checkout .woocommerce-error')
  await expect(notice).toBeVisible()
  await expect(notice).toBeFocused()
  await expect(notice).not.toHaveAttribute('role', 'alert')
  await expect(page.locator('.woocommerce-NoticeGroup-checkout > [role="alert"]')).toHaveCount(1)
  await expect(notice.locator('li[data-id="billing_first_name"] a[href="#billing_first_name"]')).toContainText(
    'Billing First name is a required field.',
  )
  await expect(page.locator('#billing_first_name_description')).toHaveText('Billing First name is a required field.')
  await expect(page.locator('#billing_first_name')).toHaveAttribute('aria-describedby', 'billing_first_name_description')
  await expect(page.locator('form.checkout')).not.toHaveClass(/processing/)
  await expect(page.locator('.blockUI')).toHaveCount(0)
  expect(await events(page)).toContain('checkout_error')
  await axe(page)
})

test('placing the order by ajax goes to the order received page; the order has what was chosen', async ({ page }) => {
  await open(page)
  await fillAddress(page)
  await page.fill('#billing_postcode', '10001')
  await page.check('#payment_method_cod')
  await Promise.all([page.waitForURL(/order-received/), page.click('#place_order')])
  const session = await (await page.request.get('/wp-json/shop-islands/v1/session')).json()
  const order = session.orders.at(-1)
  expect(order.details).toEqual({ payment_method: 'cod', shipping_method: 'flat_rate:1', total: '37.00', billing_country: 'US' })
  expect(order.attribution.source_type).toBeTruthy()
})

test("a gateway's handler stops the order: through jQuery's triggerHandler, or a DOM listener", async ({ page }) => {
  await open(page, { jquery: true })
  const orders: string[] = []
  page.on('request', (request) => {
    if (request.url().includes('wc-ajax=checkout')) orders.push(request.url())
  })
  await page.evaluate(() => {
    const jq = (window as unknown as { jQuery: (target: unknown) => { on(name: string, handler: () => boolean): void } }).jQuery
    jq('form.checkout').on('checkout_place_order_cod', () => false)
  })
  await page.click('#place_order')
  await page.waitForTimeout(300)
  expect(orders).toEqual([])
  await expect(page.locator('form.checkout')).not.toHaveClass(/processing/)
  await page.evaluate(() => {
    const jq = (window as unknown as { jQuery: (target: unknown) => { off(name: string): void } }).jQuery
    jq('form.checkout').off('checkout_place_order_cod')
    document.querySelector('form.checkout')!.addEventListener('checkout_place_order', (event) => event.preventDefault())
  })
  await page.click('#place_order')
  await page.waitForTimeout(300)
  expect(orders).toEqual([])
})

test('jQuery-raised changes (a select widget sets the country) and update_checkout from others refresh', async ({ page }) => {
  const reviews = await open(page, { jquery: true })
  await page.evaluate(() => {
    const jq = (window as unknown as { jQuery: (target: unknown) => { val(value: string): { trigger(name: string): void } } }).jQuery
    jq('#billing_country').val('GB').trigger('change')
  })
  await expect(page.locator(TOTAL)).toContainText('$47.00')
  await page.evaluate(() => {
    const jq = (window as unknown as { jQuery: (target: unknown) => { trigger(name: string): void } }).jQuery
    jq(document.body).trigger('update_checkout')
  })
  await expect.poll(() => reviews.length).toBe(3)
})

test('failing endpoints: the review is left as it was, a failed order says so and frees the form', async ({ page, watch }) => {
  watch.expectConsoleErrors()
  await open(page)
  await page.route('**/?wc-ajax=update_order_review', (route) => route.fulfill({ status: 500, body: '<html>critical error</html>' }))
  await page.selectOption('#billing_country', 'GB')
  await expect.poll(() => watch.consoleErrors.some((text) => text.includes('order review could not be refreshed'))).toBe(true)
  await expect(page.locator(TOTAL)).toContainText('$37.00')
  await expect(page.locator('.blockUI')).toHaveCount(0)
  await page.route('**/?wc-ajax=checkout', (route) =>
    route.fulfill({ status: 200, contentType: 'application/json', body: '{"result":"succ' }),
  )
  await page.click('#place_order')
  await expect(page.locator('.woocommerce-NoticeGroup-checkout .woocommerce-error')).toContainText(
    'There was an error processing your order',
  )
  await expect(page.locator('.woocommerce-NoticeGroup-checkout a[href="/pages/my-account.html"]')).toHaveText('order history')
  await expect(page.locator('form.checkout')).not.toHaveClass(/processing/)
  await page.route('**/?wc-ajax=checkout', (route) =>
    route.fulfill({ status: 200, contentType: 'application/json', body: '{"result":"success","redirect":"javascript:alert(1)"}' }),
  )
  await page.click('#place_order')
  await expect(page.locator('.woocommerce-NoticeGroup-checkout .woocommerce-error')).toContainText(
    'There was an error processing your order',
  )
  expect(page.url()).toContain(PAGE)
})

test('keyboard only: a whole order from the first field to the order received page', async ({ page }) => {
  await open(page)
  await page.locator('#billing_first_name').focus()
  await page.keyboard.type('Ann')
  await page.keyboard.press('Tab')
  await page.keyboard.type('Lee')
  await page.keyboard.press('Tab')
  await page.keyboard.press('Tab') // company
  await page.keyboard.press('Tab') // country (a select: left as it is)
  await page.keyboard.type('1 Main St')
  await page.keyboard.press('Tab')
  await page.keyboard.press('Tab') // address 2
  await page.keyboard.type('New York')
  await page.keyboard.press('Tab')
  await page.keyboard.press('Tab') // state
  await page.keyboard.type('10001')
  await page.keyboard.press('Tab')
  await page.keyboard.type('2125550100')
  await page.keyboard.press('Tab')
  await page.keyboard.type('ann@example.com')
  await expect(page.locator('#billing_email')).toBeFocused()
  await page.locator('#payment_method_cod').focus()
  await page.keyboard.press('ArrowDown')
  await expect(page.locator('#payment_method_cheque')).toBeChecked()
  await expect(page.locator('.payment_box.payment_method_cheque')).toBeVisible()
  await page.locator('#place_order').focus()
  await Promise.all([page.waitForURL(/order-received/), page.keyboard.press('Enter')])
  const session = await (await page.request.get('/wp-json/shop-islands/v1/session')).json()
  expect(session.orders.at(-1).details.payment_method).toBe('cheque')
})

test('phone width: nothing wider than the screen, and the order placed', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 740 })
  await open(page)
  await fillAddress(page)
  await page.fill('#billing_postcode', '10001')
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375)
  await page.click('a.showcoupon')
  await expect(page.locator('form.checkout_coupon')).toBeVisible()
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375)
  await Promise.all([page.waitForURL(/order-received/), page.click('#place_order')])
})

test('with reduced motion the payment boxes open at once', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' })
  await open(page)
  await page.check('#payment_method_cheque')
  expect(await page.evaluate(() => document.querySelector<HTMLElement>('.payment_box.payment_method_cheque')!.getAnimations().length)).toBe(
    0,
  )
  await expect(page.locator('.payment_box.payment_method_cod')).toBeHidden()
})

test("where the plugin kept checkout.js for a gateway's script, the element stands down with one warning", async ({ page, watch }) => {
  await page.route(`**${PAGE}*`, async (route) => {
    const response = await route.fetch()
    const block =
      '<script type="application/json" id="shop-islands-settings">{"shop_islands":{"checkout_original_kept_for":"acme-pay-checkout"}}</script>'
    await route.fulfill({
      response,
      body: (await response.text()).replace(
        '<script src="/assets/settings/woocommerce-params.js"></script>',
        `${block}\n<script src="/assets/settings/woocommerce-params.js"></script>`,
      ),
    })
  })
  const reviews: string[] = []
  page.on('request', (request) => {
    if (request.url().includes(REVIEW)) reviews.push(request.url())
  })
  await page.goto(PAGE)
  await waitForIslands(page)
  await page.waitForLoadState('networkidle')
  expect(reviews).toEqual([])
  await expect(page.locator('#order_review')).not.toHaveAttribute('data-island-mounted', '')
  await expect(page.locator('a.showcoupon')).toHaveAttribute('aria-expanded', 'false')
  await expect(page.locator('form.checkout')).not.toHaveAttribute('novalidate', /.*/)
  expect(
    watch.consoleWarnings.filter((text) => text.includes('<wc-checkout> stands down') && text.includes('acme-pay-checkout')),
  ).toHaveLength(1)
})
