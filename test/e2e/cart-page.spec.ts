import type { Page, Route } from '@playwright/test'
import { waitForIslands } from '../support/page-weight.ts'
import { expect, expectNoAxeViolations, tabTo, test } from './fixtures.ts'

/**
 * WooCommerce 10.5.2's classic cart page (cart.js) on fixtures/pages/cart.html: two lines on the
 * first visit, coupons `save10` and `fiveoff`, three shipping methods and the calculator, and a
 * cross-sell's ajax add to cart. The demo server keeps the cart per session
 * (fixtures/server/cart-page-demo.ts); `/cart?format=json` reads it.
 */

const PAGE = '/pages/cart.html'
const FORM = 'form.woocommerce-cart-form'
const UPDATE = `${FORM} button[name="update_cart"]`
const BELT_QTY = `${FORM} tr.cart_item:nth-child(2) input.qty`
const TOTAL = '.cart_totals .order-total'
const EVENTS = [
  'updated_wc_div',
  'updated_cart_totals',
  'updated_shipping_method',
  'wc_cart_emptied',
  'applied_coupon',
  'removed_coupon',
  'item_removed_from_classic_cart',
  'added_to_cart',
]

declare global {
  interface Window {
    __cartEvents?: string[]
  }
}

async function open(page: Page, { jquery = false } = {}): Promise<void> {
  if (jquery) {
    await page.route(`**${PAGE}`, async (route) => {
      if (route.request().method() !== 'GET') return route.fallback()
      const response = await route.fetch()
      const body = (await response.text()).replace(
        '<script src="/assets/settings/woocommerce-params.js"></script>',
        '<script src="/wp-includes/js/jquery/jquery.min.js"></script>\n<script src="/assets/settings/woocommerce-params.js"></script>',
      )
      await route.fulfill({ response, body })
    })
  }
  await page.goto(PAGE)
  await waitForIslands(page)
  await expect(page.locator(UPDATE)).toBeDisabled()
  await page.evaluate((names) => {
    window.__cartEvents = []
    const jq = (window as unknown as { jQuery?: (target: unknown) => { on(name: string, fn: (...args: unknown[]) => void): void } }).jQuery
    for (const name of names) {
      // String arguments (coupon codes) are noted; cart hashes are not.
      const note = (args: unknown[]) =>
        window.__cartEvents?.push([name, ...args.filter((arg) => typeof arg === 'string' && !/^[0-9a-f]{32}$/.test(arg))].join(' '))
      if (jq) jq(document.body).on(name, (_event: unknown, ...args: unknown[]) => note(args))
      else document.body.addEventListener(name, (event) => note(((event as CustomEvent).detail as unknown[] | null) ?? []))
    }
  }, EVENTS)
}

/**
 * WooCommerce's cart/cart.php prints the product cell as `<td scope="row" role="rowheader">`, which
 * axe's scope-attr-valid refuses (scope belongs on th): the shop's markup, which we keep as it is.
 */
const checkAxe = (page: Page) => expectNoAxeViolations(page, undefined, ['scope-attr-valid'])

const events = (page: Page) => page.evaluate(() => window.__cartEvents ?? [])

const cart = async (page: Page) =>
  (await (await page.request.get('/cart?format=json')).json()) as { count: number; items: { product_id: number; quantity: number }[] }

/** Holds the answers of requests matching `match` until `release` is called. */
async function holdAnswers(page: Page, match: (url: string, method: string) => boolean): Promise<() => void> {
  const held: Route[] = []
  let open = false
  await page.route('**/*', async (route) => {
    const request = route.request()
    if (!match(request.url(), request.method())) return route.fallback()
    if (open) return route.fallback()
    held.push(route)
  })
  return () => {
    open = true
    for (const route of held.splice(0)) void route.fallback()
  }
}

test.describe('the classic cart page', () => {
  test('"Update cart" waits for a change; the update posts the form, blocks it, redraws it and says so', async ({ page }) => {
    await open(page)
    await checkAxe(page)
    await page.locator(BELT_QTY).fill('3')
    await expect(page.locator(UPDATE)).toBeEnabled()
    const release = await holdAnswers(page, (url, method) => url.endsWith(PAGE) && method === 'POST')
    const posted = page.waitForRequest((request) => request.url().endsWith(PAGE) && request.method() === 'POST')
    await page.locator(UPDATE).click()
    const body = (await posted).postData() ?? ''
    expect(new URLSearchParams(body).get('update_cart')).toBe('Update Cart')
    expect(body).toContain('woocommerce-cart-nonce=demo-cart-nonce')
    // blockUI's overlay while the request runs.
    await expect(page.locator(`${FORM}.processing .blockUI.blockOverlay`)).toHaveCount(1)
    await expect(page.locator('.cart_totals.processing')).toHaveCount(1)
    release()
    await expect(page.locator('.woocommerce-notices-wrapper .woocommerce-message')).toHaveText('Cart updated.')
    await expect(page.locator(BELT_QTY)).toHaveValue('3')
    await expect(page.locator('.cart_totals .cart-subtotal')).toContainText('$183.00')
    await expect(page.locator('.blockUI')).toHaveCount(0)
    await expect(page.locator('.processing')).toHaveCount(0)
    await expect(page.locator(UPDATE)).toBeDisabled()
    expect((await cart(page)).items.map((item) => item.quantity)).toEqual([1, 3])
    expect(await events(page)).toEqual(['updated_cart_totals', 'updated_wc_div'])
    // The focus was on the button, gone with the old form: it goes to the notice.
    await expect(page.locator('.woocommerce-message')).toBeFocused()
    await checkAxe(page)
  })

  test('a quantity typed while the update runs is kept in the new form, "Update cart" enabled for it', async ({ page }) => {
    await open(page)
    await page.locator(BELT_QTY).fill('3')
    const release = await holdAnswers(page, (url, method) => url.endsWith(PAGE) && method === 'POST')
    await page.locator(UPDATE).click()
    await expect(page.locator(`${FORM}.processing`)).toHaveCount(1)
    // The overlay stops the pointer, not the keyboard.
    await page.locator(`${FORM} tr.cart_item:first-child input.qty`).focus()
    await page.keyboard.press('Control+A')
    await page.keyboard.type('6')
    release()
    await expect(page.locator('.woocommerce-message')).toHaveText('Cart updated.')
    await expect(page.locator(BELT_QTY)).toHaveValue('3')
    await expect(page.locator(`${FORM} tr.cart_item:first-child input.qty`)).toHaveValue('6')
    // The shopper goes on typing there: the focus stays in that field (of the new form).
    await expect(page.locator(`${FORM} tr.cart_item:first-child input.qty`)).toBeFocused()
    await expect(page.locator(UPDATE)).toBeEnabled()
    expect((await cart(page)).items.map((item) => item.quantity)).toEqual([1, 3])
  })

  test('Enter in a quantity field updates the cart (keyboard)', async ({ page }) => {
    await open(page)
    await tabTo(page, BELT_QTY)
    await page.keyboard.press('Control+A')
    await page.keyboard.type('4')
    await page.keyboard.press('Enter')
    await expect(page.locator('.woocommerce-message')).toHaveText('Cart updated.')
    expect((await cart(page)).items.map((item) => item.quantity)).toEqual([1, 4])
    // No coupon was applied, though "Apply coupon" is the form's first button.
    await expect(page.locator('.coupon-error-notice')).toHaveCount(0)
  })

  test('removes a line by ajax, and its Undo link puts it back (Space presses the role=button link)', async ({ page }) => {
    await open(page)
    await tabTo(page, `${FORM} tr.cart_item:first-child .product-remove > a`)
    await page.keyboard.press(' ')
    const notice = page.locator('.woocommerce-message')
    await expect(notice).toContainText('“Beanie” removed.')
    await expect(page.locator(`${FORM} tr.cart_item`)).toHaveCount(1)
    expect((await cart(page)).items.map((item) => item.product_id)).toEqual([16])
    expect(await events(page)).toEqual(['updated_cart_totals', 'updated_wc_div', 'item_removed_from_classic_cart'])
    await expect(notice).toBeFocused()
    await notice.locator('a.restore-item').click()
    await expect(page.locator(`${FORM} tr.cart_item`)).toHaveCount(2)
    expect((await cart(page)).items.map((item) => item.product_id).sort()).toEqual([15, 16])
    await expect(page.locator('.restore-item')).toHaveCount(0)
  })

  test('removing the last line shows the empty cart (wc_cart_emptied)', async ({ page }) => {
    await open(page)
    await page.locator(`${FORM} tr.cart_item:first-child .product-remove > a`).click()
    await expect(page.locator(`${FORM} tr.cart_item`)).toHaveCount(1)
    await page.locator(`${FORM} tr.cart_item:first-child .product-remove > a`).click()
    // As cart.js: the empty cart's own notice joins the answer's notices in the wrapper.
    await expect(page.locator('.wc-empty-cart-message')).toHaveCount(1)
    await expect(page.locator('.woocommerce-notices-wrapper .cart-empty')).toHaveText('Your cart is currently empty.')
    await expect(page.locator(FORM)).toHaveCount(0)
    await expect(page.locator('.woocommerce-message')).toContainText('“Belt” removed.')
    expect(await events(page)).toContain('wc_cart_emptied')
    expect((await cart(page)).count).toBe(0)
  })

  test('applies a coupon on Enter in its field, then removes it with its link', async ({ page }) => {
    await open(page)
    const applied = page.waitForRequest((request) => request.url().includes('wc-ajax=apply_coupon'))
    await page.locator('#coupon_code').fill('SAVE10')
    await page.locator('#coupon_code').press('Enter')
    const posted = new URLSearchParams((await applied).postData() ?? '')
    expect([posted.get('security'), posted.get('coupon_code')]).toEqual(['demo-apply-coupon', 'SAVE10'])
    await expect(page.locator('.woocommerce-message')).toHaveText('Coupon code applied successfully.')
    await expect(page.locator('.cart_totals .cart-discount')).toContainText('Coupon: save10')
    await expect(page.locator(TOTAL)).toContainText('$120.20')
    await expect.poll(() => events(page)).toEqual(['applied_coupon SAVE10', 'updated_cart_totals', 'updated_wc_div'])
    await page.locator('a.woocommerce-remove-coupon').focus()
    await page.keyboard.press(' ')
    await expect(page.locator('.woocommerce-message')).toHaveText('Coupon has been removed.')
    await expect(page.locator('.cart_totals .cart-discount')).toHaveCount(0)
    await expect(page.locator(TOTAL)).toContainText('$133.00')
    await expect.poll(async () => (await events(page)).slice(3)).toEqual(['removed_coupon save10', 'updated_cart_totals', 'updated_wc_div'])
  })

  test('a refused coupon is said under its field, which keeps the code and points at the message', async ({ page }) => {
    await open(page)
    await page.locator('#coupon_code').fill('nope')
    await page.locator(`${FORM} button[name="apply_coupon"]`).click()
    const error = page.locator('.coupon .coupon-error-notice')
    await expect(error).toHaveText('Coupon "nope" cannot be applied because it does not exist.')
    await expect(error).toHaveAttribute('role', 'alert')
    const field = page.locator('#coupon_code')
    await expect(field).toHaveValue('nope')
    await expect(field).toHaveAttribute('aria-invalid', 'true')
    await expect(field).toHaveAttribute('aria-describedby', 'coupon-error-notice')
    await expect(field).toBeFocused()
    await checkAxe(page)
    // Typing takes the error away.
    await field.press('x')
    await expect(error).toHaveCount(0)
    await expect(field).not.toHaveAttribute('aria-invalid', 'true')
  })

  test('a shipping method chosen by keyboard updates the totals and keeps the focus on it', async ({ page }) => {
    await open(page)
    const sent = page.waitForRequest((request) => request.url().includes('wc-ajax=update_shipping_method'))
    await page.locator('#shipping_method_0_flat_rate1').focus()
    await page.keyboard.press('ArrowDown')
    const posted = new URLSearchParams((await sent).postData() ?? '')
    expect([posted.get('security'), posted.get('shipping_method[0]')]).toEqual(['demo-shipping', 'free_shipping:2'])
    await expect(page.locator(TOTAL)).toContainText('$128.00')
    await expect(page.locator('#shipping_method_0_free_shipping2')).toBeChecked()
    await expect(page.locator('#shipping_method_0_free_shipping2')).toBeFocused()
    await expect.poll(() => events(page)).toEqual(['updated_cart_totals', 'updated_shipping_method'])
  })

  test('an older shipping answer never overwrites a newer choice', async ({ page }) => {
    await open(page)
    const release = await holdAnswers(page, (url) => url.includes('wc-ajax=update_shipping_method'))
    await page.locator('#shipping_method_0_free_shipping2').check()
    await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 50)))
    await page.unroute('**/*')
    await page.locator('#shipping_method_0_flat_rate1').check()
    await expect(page.locator('.cart_totals.processing')).toHaveCount(0)
    await expect(page.locator('#shipping_method_0_flat_rate1')).toBeChecked()
    release()
    await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 300)))
    await expect(page.locator('#shipping_method_0_flat_rate1')).toBeChecked()
    await expect(page.locator(TOTAL)).toContainText('$133.00')
  })

  test('the shipping calculator is a disclosure, and its form recalculates in place', async ({ page }) => {
    await open(page)
    const button = page.locator('.shipping-calculator-button')
    const panel = page.locator('#shipping-calculator-form')
    await expect(button).toHaveAttribute('aria-expanded', 'false')
    await expect(panel).toBeHidden()
    await button.focus()
    await page.keyboard.press(' ')
    await expect(button).toHaveAttribute('aria-expanded', 'true')
    await expect(panel).toBeVisible()
    await page.keyboard.press('Enter')
    await expect(button).toHaveAttribute('aria-expanded', 'false')
    await expect(panel).toBeHidden()
    await button.click()
    await expect(panel).toBeVisible()
    // The country's states make the state field a list (<wc-address>: the posted select stays).
    await page.locator('#calc_shipping_country').selectOption('CA')
    await page.locator('#calc_shipping_state').selectOption('ON')
    await page.locator('#calc_shipping_city').fill('Toronto')
    const posted = page.waitForRequest((request) => request.url().endsWith(PAGE) && request.method() === 'POST')
    await panel.locator('button[name="calc_shipping"]').click()
    expect(new URLSearchParams((await posted).postData() ?? '').get('calc_shipping')).toBe('x')
    await expect(page.locator('.woocommerce-shipping-destination')).toContainText('Toronto, ON, Canada')
    await expect(page.locator('.woocommerce-message')).toHaveText('Shipping costs updated.')
    await expect(page.locator('#shipping-calculator-form')).toBeHidden()
    await expect(page.locator('.shipping-calculator-button')).toHaveAttribute('aria-expanded', 'false')
  })

  for (const [fault, answer] of [
    ['a 500', { status: 500, body: '<p>There has been a critical error on this website.</p>' }],
    ['an answer that is not the cart page', { status: 200, body: '<p>Please log in.</p>' }],
    ['a broken connection', undefined],
  ] as const) {
    test(`${fault} leaves the cart as it was, says so, and keeps what the shopper typed`, async ({ page, watch }) => {
      watch.expectConsoleErrors()
      await open(page)
      await page.route(`**${PAGE}`, (route) => {
        if (route.request().method() !== 'POST') return route.fallback()
        return answer ? route.fulfill({ ...answer, contentType: 'text/html' }) : route.abort('connectionreset')
      })
      await page.locator(BELT_QTY).fill('5')
      await page.locator(UPDATE).click()
      const notice = page.locator('.woocommerce-notices-wrapper .woocommerce-error')
      await expect(notice).toHaveText('Your cart could not be updated. Please try again.')
      await expect(page.locator(BELT_QTY)).toHaveValue('5')
      await expect(page.locator(UPDATE)).toBeEnabled()
      await expect(page.locator('.blockUI')).toHaveCount(0)
      await expect(page.locator(`${FORM} tr.cart_item`)).toHaveCount(2)
      expect((await cart(page)).items.map((item) => item.quantity)).toEqual([1, 2])
      expect(await events(page)).toEqual([])
      // Once the server answers again, the same press works, and the error goes.
      await page.unroute(`**${PAGE}`)
      await page.locator(UPDATE).click()
      await expect(page.locator('.woocommerce-message')).toHaveText('Cart updated.')
      await expect(notice).toHaveCount(0)
      expect((await cart(page)).items.map((item) => item.quantity)).toEqual([1, 5])
    })
  }

  test('a failed coupon request keeps the code typed', async ({ page, watch }) => {
    watch.expectConsoleErrors()
    await open(page)
    await page.route(
      (url) => url.searchParams.get('wc-ajax') === 'apply_coupon',
      (route) => route.fulfill({ status: 500, body: '' }),
    )
    await page.locator('#coupon_code').fill('fiveoff')
    await page.locator('#coupon_code').press('Enter')
    await expect(page.locator('.woocommerce-error')).toHaveText('Your cart could not be updated. Please try again.')
    await expect(page.locator('#coupon_code')).toHaveValue('fiveoff')
    await expect(page.locator('.cart_totals .cart-discount')).toHaveCount(0)
  })

  test('a cross-sell’s ajax add redraws the cart, the notices kept (jQuery on the page: events through it)', async ({ page }) => {
    await open(page, { jquery: true })
    await page.locator('#coupon_code').fill('fiveoff')
    await page.locator('#coupon_code').press('Enter')
    await expect(page.locator('.woocommerce-message')).toHaveText('Coupon code applied successfully.')
    await page.locator('.cross-sells a.ajax_add_to_cart').click()
    await expect(page.locator(`${FORM} tr.cart_item`)).toHaveCount(3)
    await expect(page.locator('.woocommerce-message')).toHaveText('Coupon code applied successfully.')
    await expect(page.locator('.cross-sells a.ajax_add_to_cart')).toHaveClass(/\badded\b/)
    // On the cart page (is_cart) no "View cart" link follows the button.
    await expect(page.locator('.cross-sells a.added_to_cart')).toHaveCount(0)
    expect((await cart(page)).items.map((item) => item.product_id)).toEqual([15, 16, 21])
    await expect
      .poll(() => events(page))
      .toEqual([
        'applied_coupon fiveoff',
        'updated_cart_totals',
        'updated_wc_div',
        'added_to_cart',
        'updated_cart_totals',
        'updated_wc_div',
      ])
  })

  test('at phone width the responsive table updates too', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 })
    await open(page)
    await page.locator(BELT_QTY).fill('1')
    await page.locator(UPDATE).click()
    await expect(page.locator('.woocommerce-message')).toHaveText('Cart updated.')
    await expect(page.locator(TOTAL)).toContainText('$78.00')
    await checkAxe(page)
  })
})
