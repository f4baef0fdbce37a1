import type { Page } from '@playwright/test'
import { expect, test } from './fixtures.ts'

/**
 * On a slow network "Add to cart" added the T-shirt without its options, although
 * four are required. A click while the options form's placeholders show must wait for the form
 * (briefly) and then run its checks; without our script at all, the shop's server refuses the line
 * as the plugin's server does (WooCommerce's error notice, the cart untouched).
 */

async function cartCount(page: Page): Promise<number> {
  const response = await page.request.get('/cart?format=json')
  return ((await response.json()) as { count: number }).count
}

test('a click before the options form is ready waits for it, then the form checks the required options', async ({ page }) => {
  // The form's chunk arrives 2.5 s late: the skeleton shows, the shopper clicks at once.
  await page.route(/\/chunks\/wcpa-form-[^/]+\.js$/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 2500))
    await route.continue()
  })
  const posts: string[] = []
  page.on('request', (request) => {
    // The mini cart's refresh at load (cart-fragments.js does it too) is not the form posting.
    if (request.method() === 'POST' && !request.url().includes('wc-ajax=get_refreshed_fragments')) posts.push(request.url())
  })
  await page.goto('/pages/wcpa-product.html')
  await expect(page.locator('.wcpa_skeleton_loader').first()).toBeVisible()
  const button = page.getByRole('button', { name: 'Add to cart' })
  await button.click()
  // The form came, and its checks ran: the first required field is flagged, nothing was posted.
  await expect(page.locator('.wcpa_form_error_message')).toBeVisible({ timeout: 10_000 })
  await expect(page.locator('#field_print_name')).toHaveAttribute('aria-invalid', 'true')
  expect(posts).toEqual([])
  expect(page.url()).toMatch(/wcpa-product\.html$/)
  expect(await cartCount(page)).toBe(0)
})

test('without our script, the classic add to cart refuses a product whose required options are missing', async ({ page, watch }) => {
  watch.expectConsoleErrors() // the blocked script
  await page.route(/\/shop-islands\.js(\?.*)?$/, (route) => route.abort())
  await page.goto('/pages/wcpa-product.html')
  await page.getByRole('button', { name: 'Add to cart' }).click()
  await page.waitForLoadState('load')
  await expect(page.locator('.woocommerce-error')).toContainText('Field is required')
  expect(await cartCount(page)).toBe(0)
})
