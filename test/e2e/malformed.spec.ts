import { waitForIslands } from '../support/page-weight.ts'
import { expect, test } from './fixtures.ts'

test('bad input: one console.error each, no exception, the server markup keeps working', async ({ page, watch }) => {
  watch.expectConsoleErrors()
  await page.goto('/pages/malformed.html')
  await waitForIslands(page)
  const errors = watch.consoleErrors
  const about = (needle: string) => errors.filter((e) => e.includes(needle))
  expect(about('#shop-islands-settings')).toHaveLength(1)
  expect(about('attribute "data-notice-id"')).toHaveLength(1)
  expect(about('woocommerce_params.i18n_password_show')).toHaveLength(1)
  expect(about('woocommerce_params.i18n_password_hide')).toHaveLength(1)
  expect(errors).toHaveLength(4)
  expect(errors.every((e) => e.startsWith('shop-islands:'))).toBe(true)

  // The store notice stays as the server printed it (hidden), marked, and no cookie was written.
  const notice = page.locator('.woocommerce-store-notice')
  await expect(notice).toHaveAttribute('data-island-error', 'attribute "data-notice-id"')
  await expect(notice).toBeHidden()
  expect(await page.evaluate(() => document.cookie)).not.toContain('evil')

  // The password toggle falls back to the default labels; the form still posts.
  const toggle = page.locator('#password + button.show-password-input')
  await expect(toggle).toHaveAttribute('aria-label', 'Show password')
  await page.locator('#password').fill('x')
  const [request] = await Promise.all([page.waitForRequest((r) => r.method() === 'POST'), page.locator('button[name="login"]').click()])
  expect(request.postData()).toContain('password=x')
})
