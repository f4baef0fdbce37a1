import { waitForIslands } from '../support/page-weight.ts'
import { expect, expectNoAxeViolations, tabTo, test } from './fixtures.ts'

test('choosing a sort order submits the listing form at once, keeping its other parameters', async ({ page }) => {
  await page.goto('/pages/shop.html?paged=3')
  await waitForIslands(page)
  await Promise.all([page.waitForURL(/orderby=price/), page.locator('select.orderby').selectOption('price')])
  const url = new URL(page.url())
  expect(url.searchParams.get('orderby')).toBe('price')
  expect(url.searchParams.get('paged')).toBe('1')
  expect(url.searchParams.get('product_cat')).toBe('accessories')
})

test('the result count is hidden from screen readers, then given back 2 s after load', async ({ page }) => {
  await page.addInitScript(() => {
    const w = window as unknown as { __countBack?: number; __loaded?: number }
    document.addEventListener('DOMContentLoaded', () => {
      w.__loaded = performance.now()
    })
    new MutationObserver(() => {
      const count = document.querySelector('.woocommerce-result-count')
      if (count?.getAttribute('aria-hidden') === 'false' && w.__countBack === undefined) w.__countBack = performance.now()
    }).observe(document, { attributes: true, subtree: true, attributeFilter: ['aria-hidden'] })
  })
  await page.goto('/pages/shop.html')
  await waitForIslands(page)
  const count = page.locator('.woocommerce-result-count')
  await expect(count).toHaveAttribute('aria-hidden', 'false', { timeout: 5000 })
  await expect(count).toHaveText('Showing all 3 results')
  await expect(count).toHaveAttribute('aria-live', 'polite')
  const { back, loaded } = await page.evaluate(() => {
    const w = window as unknown as { __countBack: number; __loaded: number }
    return { back: w.__countBack, loaded: w.__loaded }
  })
  // A timer fires late, never early: the lower bound is exact.
  expect(back - loaded).toBeGreaterThanOrEqual(1990)
})

test('a quantity below its minimum is raised on load, outside the cart only', async ({ page }) => {
  await page.goto('/pages/simple-product.html')
  await waitForIslands(page)
  await page.evaluate(() => {
    const form = document.querySelector('form.cart')
    const late = document.createElement('div')
    late.innerHTML =
      '<div class="quantity"><label for="q-late">Late</label><input type="number" id="q-late" class="input-text qty text" name="late" value="1" min="3"></div>' +
      '<table><tr><td class="product-quantity"><label for="q-cart">Cart</label><input type="number" id="q-cart" class="input-text qty text" name="cart" value="1" min="3"></td></tr></table>'
    form?.after(late)
  })
  await expect(page.locator('#q-late')).toHaveValue('3')
  await expect(page.locator('#q-cart')).toHaveValue('1')
})

test('the coming-soon banner: a keyboard button; a failed call keeps it, a successful one hides it', async ({
  page,
  context,
  baseURL,
  watch,
}) => {
  watch.expectConsoleErrors()
  await page.goto('/pages/shop-coming-soon.html')
  await waitForIslands(page)
  const banner = page.locator('#coming-soon-footer-banner')
  const dismiss = banner.locator('a.coming-soon-footer-banner-dismiss')
  await expect(dismiss).toHaveAttribute('role', 'button')
  await expect(dismiss).toHaveAttribute('aria-label', 'Dismiss')
  await expectNoAxeViolations(page)

  // The demo server answers 500 while the si_fault cookie says so.
  await context.addCookies([{ name: 'si_fault', value: '500', url: baseURL ?? 'http://localhost:8191' }])
  await tabTo(page, 'a.coming-soon-footer-banner-dismiss')
  await page.keyboard.press('Enter')
  await expect(banner.locator('[role="status"]')).toHaveText('The banner could not be dismissed. Please try again.')
  await expect(banner).toBeVisible()
  await expect(dismiss).not.toHaveAttribute('aria-disabled')
  // The failure is said once by us (and once by the browser, for the 500 itself).
  expect(watch.consoleErrors.filter((e) => e.startsWith('shop-islands:'))).toHaveLength(1)

  await context.clearCookies({ name: 'si_fault' })
  await dismiss.focus()
  await page.keyboard.press('Space')
  await expect(banner).toBeHidden()
  const session = await (await page.request.get('/wp-json/shop-islands/v1/session')).json()
  expect(session.meta).toMatchObject({ coming_soon_banner_dismissed: 'yes' })
})
