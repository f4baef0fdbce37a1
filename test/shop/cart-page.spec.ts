import { expect, type Page, test } from '@playwright/test'
import { cartOutcome, noticeTexts } from './outcome.ts'
import { keepOrRecall, shopCommand } from './shop.ts'

/**
 * The classic cart page (/cart/, WooCommerce's cart.js or our <wc-cart>): a quantity changed and
 * updated, a coupon applied, the shipping method changed. The server's cart (Store API: lines,
 * totals, coupons, the chosen rate) and what the page shows must be the same with both scripts.
 * The coupon si-cart10 and a second shipping method are made once (plugin.php cart-setup).
 */

interface StoreCartExtras {
  coupons: { code: string; totals: { total_discount: string } }[]
  shipping_rates: { shipping_rates: { rate_id: string; selected: boolean }[] }[]
  totals: { total_shipping: string | null; total_discount: string }
}

/** The requests of the cart page, ours or cart.js's, have all answered and nothing is blocked. */
async function settled(page: Page): Promise<void> {
  await expect(page.locator('.blockUI')).toHaveCount(0)
  await expect(page.locator('.processing')).toHaveCount(0)
}

const text = async (page: Page, selector: string) =>
  ((await page.locator(selector).first().textContent()) ?? '').replace(/\s+/g, ' ').trim()

test('the cart page: a quantity updated, a coupon applied, the shipping method changed', async ({ page }, testInfo) => {
  const setup = shopCommand('cart-setup')
  const free = (setup.methods as string[]).find((id) => id.startsWith('free_shipping:'))
  expect(free).toBeDefined()
  await page.goto('/product/organic-cotton-tee/')
  await Promise.all([page.waitForLoadState('load'), page.locator('form.cart .single_add_to_cart_button').click()])
  await page.goto('/cart/')
  await page.waitForLoadState('networkidle').catch(() => undefined)
  const update = page.locator('form.woocommerce-cart-form button[name="update_cart"]')
  // Both scripts disable "Update cart" until a quantity changes.
  await expect(update).toBeDisabled()

  await page.locator('form.woocommerce-cart-form input.qty').first().fill('3')
  await expect(update).toBeEnabled()
  await update.click()
  await expect(page.locator('.woocommerce-message').filter({ hasText: 'Cart updated.' })).toHaveCount(1)
  await settled(page)
  await expect(update).toBeDisabled()
  const afterUpdate = { notices: await noticeTexts(page), subtotal: await text(page, '.cart_totals .cart-subtotal td') }

  await page.locator('#coupon_code').fill('si-cart10')
  await page.locator('form.woocommerce-cart-form button[name="apply_coupon"]').click()
  await expect(page.locator('.cart_totals .cart-discount.coupon-si-cart10')).toHaveCount(1)
  await settled(page)
  const afterCoupon = { notices: await noticeTexts(page), discount: await text(page, '.cart_totals .cart-discount td') }

  const method = page.locator(`input.shipping_method[value="${free}"]`)
  const answered = page.waitForResponse((response) => response.url().includes('wc-ajax=update_shipping_method'))
  await method.check()
  await answered
  await settled(page)
  await expect(page.locator(`input.shipping_method[value="${free}"]`)).toBeChecked()

  const store = (await (await page.request.get('/wp-json/wc/store/v1/cart')).json()) as StoreCartExtras
  const outcome = {
    cart: await cartOutcome(page),
    coupons: store.coupons.map((coupon) => [coupon.code, coupon.totals.total_discount]),
    chosen: store.shipping_rates.map((pack) => pack.shipping_rates.find((rate) => rate.selected)?.rate_id.replace(/:\d+$/, '')),
    shipping: store.totals.total_shipping,
    page: {
      afterUpdate,
      afterCoupon,
      total: await text(page, '.cart_totals .order-total td'),
      method: await text(page, 'input.shipping_method:checked + label'),
    },
  }
  expect(outcome.cart.lines[0]?.quantity).toBe(3)
  expect(outcome.chosen).toEqual(['free_shipping'])
  const original = keepOrRecall(testInfo, 'cart-page', outcome)
  if (original) expect(outcome).toEqual(original)
})
