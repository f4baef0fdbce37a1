import { expect, test } from '@playwright/test'
import { keepOrRecall } from './shop.ts'

test('the store notice: shown, dismissed, and still dismissed on the next page', async ({ page }, testInfo) => {
  await page.goto('/')
  const notice = page.locator('.woocommerce-store-notice')
  await expect(notice).toBeVisible()
  await notice.locator('.woocommerce-store-notice__dismiss-link').click()
  await expect(notice).toBeHidden()
  await page.goto('/shop/')
  await expect(page.locator('.woocommerce-store-notice')).toBeHidden()
  const cookies = (await page.context().cookies()).filter((cookie) => cookie.name.startsWith('store_notice'))
  const outcome = { cookies: cookies.map(({ name, value, path }) => ({ name, value, path })) }
  const original = keepOrRecall(testInfo, 'store-notice', outcome)
  if (original) expect(outcome).toEqual(original)
})

test("the account page: the password toggle shows and hides the password; a failed login's notice is shown and focused", async ({
  page,
}, testInfo) => {
  await page.goto('/my-account/')
  const password = page.locator('#password')
  await password.fill('not-the-password')
  const toggle = page.locator('form.login .show-password-input')
  await toggle.click()
  await expect(password).toHaveAttribute('type', 'text')
  await toggle.click()
  await expect(password).toHaveAttribute('type', 'password')
  await page.locator('#username').fill('nobody@example.com')
  await Promise.all([page.waitForLoadState('load'), page.locator('form.login button[name="login"]').click()])
  const error = page.locator('.woocommerce-error')
  await expect(error).toBeVisible()
  // The first alert notice takes focus (woocommerce.js waits 500 ms for its tabindex), so a screen
  // reader reads it and the keyboard starts there.
  await expect
    .poll(() => page.evaluate(() => document.activeElement?.closest('.woocommerce-error, .woocommerce-notices-wrapper') !== null), {
      timeout: 5_000,
    })
    .toBe(true)
  const outcome = { error: ((await error.textContent()) ?? '').replace(/\s+/g, ' ').trim(), noticeFocused: true }
  const original = keepOrRecall(testInfo, 'account-login', outcome)
  if (original) expect(outcome).toEqual(original)
})

test('the lost password form: a double press asks once; the shop answers as it does with its own script', async ({ page }, testInfo) => {
  await page.goto('/my-account/lost-password/')
  const form = page.locator('form.lost_reset_password')
  await form.locator('#user_login').fill('admin')
  const posts: string[] = []
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().includes('lost-password')) posts.push(request.url())
  })
  const button = form.locator('button[type="submit"]')
  await Promise.all([page.waitForLoadState('load'), button.dblclick()])
  await page.waitForLoadState('networkidle')
  const notice = page.locator('.woocommerce-message, .woocommerce-error, .woocommerce-info').first()
  await expect(notice).toBeVisible()
  const outcome = { posts: posts.length, notice: ((await notice.textContent()) ?? '').replace(/\s+/g, ' ').trim() }
  expect(outcome.posts).toBe(1)
  const original = keepOrRecall(testInfo, 'lost-password', outcome)
  if (original) expect(outcome).toEqual(original)
})
