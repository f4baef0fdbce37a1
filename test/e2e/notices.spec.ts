import type { Page } from '@playwright/test'
import { waitForIslands } from '../support/page-weight.ts'
import { expect, expectNoAxeViolations, test } from './fixtures.ts'

/** Records when (ms after DOMContentLoaded) each element got focus. */
async function recordFocus(page: Page) {
  await page.addInitScript(() => {
    const log: { selector: string; afterLoad: number }[] = []
    ;(window as unknown as { __focusLog: typeof log }).__focusLog = log
    let loadedAt = Number.NaN
    document.addEventListener('DOMContentLoaded', () => {
      loadedAt = performance.now()
    })
    document.addEventListener('focusin', (event) => {
      const el = event.target as Element
      log.push({
        selector: `${el.localName}.${[...el.classList].join('.')}`,
        afterLoad: performance.now() - loadedAt,
      })
    })
  })
  return () => page.evaluate(() => (window as unknown as { __focusLog: { selector: string; afterLoad: number }[] }).__focusLog)
}

test('the alert notice gets focus 500 ms after load; the status notice never', async ({ page }) => {
  const focusLog = await recordFocus(page)
  await page.goto('/pages/notices.html')
  await waitForIslands(page)
  await expect(page.locator('ul.woocommerce-error')).toBeFocused()
  await expect(page.locator('ul.woocommerce-error')).toHaveAttribute('tabindex', '-1')
  const log = await focusLog()
  expect(log).toHaveLength(1)
  expect(log[0]?.selector).toBe('ul.woocommerce-error')
  // A timer can fire late, never early: the lower bound is exact.
  expect(log[0]?.afterLoad).toBeGreaterThanOrEqual(499)
  await expect(page.locator('.woocommerce-info')).not.toHaveAttribute('tabindex')
  await expectNoAxeViolations(page)
})

test('add to cart without JavaScript help: the server notice is focused and the cart has the line', async ({ page }) => {
  await page.goto('/pages/simple-product.html')
  await waitForIslands(page)
  await page.locator('#quantity_15').fill('2')
  await page.locator('button.single_add_to_cart_button').click()
  await waitForIslands(page)
  const message = page.locator('.woocommerce-message[role="alert"]')
  await expect(message).toContainText('2 × “Beanie” have been added to your cart.')
  await expect(message).toBeFocused()
  await expect(page.locator('.cart-contents-count')).toHaveText('2')
  const cart = await (await page.request.get('/cart?format=json')).json()
  expect(cart.items).toMatchObject([{ product_id: 15, quantity: 2 }])
  await expectNoAxeViolations(page)
})

test('jQuery.scroll_to_notices scrolls to 100 px above the notices', async ({ page }) => {
  await page.goto('/pages/notices.html')
  await waitForIslands(page)
  expect(
    await page.evaluate(() => typeof (window as unknown as { jQuery: { scroll_to_notices?: unknown } }).jQuery.scroll_to_notices),
  ).toBe('function')
  await page.locator('#scroll-to-notices').scrollIntoViewIfNeeded()
  await page.locator('#scroll-to-notices').click()
  const expected = await page.evaluate(() => {
    const top = document.querySelector('.woocommerce-notices-wrapper')!.getBoundingClientRect().top + window.scrollY
    return Math.max(0, Math.round(top - 100))
  })
  await expect.poll(() => page.evaluate(() => Math.round(window.scrollY)), { timeout: 3000 }).toBe(expected)
})
