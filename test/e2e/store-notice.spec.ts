import { waitForIslands } from '../support/page-weight.ts'
import { expect, expectNoAxeViolations, tabTo, test } from './fixtures.ts'

const notice = '.woocommerce-store-notice'
const dismiss = '.woocommerce-store-notice__dismiss-link'

test('adopted store notice: shown, dismissed with the mouse, hidden from then on', async ({ page, context }) => {
  await page.goto('/pages/shop.html')
  await waitForIslands(page)
  await expect(page.locator(notice)).toBeVisible()
  await page.locator(dismiss).click()
  await expect(page.locator(notice)).toBeHidden()
  const cookies = await context.cookies()
  expect(cookies.find((c) => c.name === 'store_notice5f2a9c1e')).toMatchObject({ value: 'hidden', path: '/' })
  await expectNoAxeViolations(page)
  await page.reload()
  await waitForIslands(page)
  await expect(page.locator(notice)).toBeHidden()
  // A different notice (another id) shows again.
  await page.goto('/pages/store-notice-element.html')
  await waitForIslands(page)
  await expect(page.locator(notice)).toBeVisible()
})

test('store notice element: dismissed with the keyboard only (Enter)', async ({ page }) => {
  await page.goto('/pages/store-notice-element.html')
  await waitForIslands(page)
  await expect(page.locator(notice)).toBeVisible()
  await tabTo(page, dismiss)
  await page.keyboard.press('Enter')
  await expect(page.locator(notice)).toBeHidden()
})

test('store notice element: dismissed with Space, without scrolling the page', async ({ page }) => {
  await page.goto('/pages/store-notice-element.html')
  await waitForIslands(page)
  await tabTo(page, dismiss)
  const before = await page.evaluate(() => window.scrollY)
  await page.keyboard.press(' ')
  await expect(page.locator(notice)).toBeHidden()
  expect(await page.evaluate(() => window.scrollY)).toBe(before)
})

test('stands down beside the original script: one warning, dismissed once', async ({ page, watch }) => {
  await page.goto('/pages/coexistence.html')
  await waitForIslands(page)
  await page.waitForLoadState('load')
  await expect.poll(() => watch.consoleWarnings.filter((w) => w.includes('<wc-store-notice> stands down')).length).toBe(1)
  await page.locator(dismiss).click()
  await expect(page.locator(notice)).toBeHidden()
  expect(await page.evaluate(() => (window as { originalDismissCount?: number }).originalDismissCount)).toBe(1)
  await expect(page.locator(notice)).not.toHaveAttribute('data-island-mounted')
})
