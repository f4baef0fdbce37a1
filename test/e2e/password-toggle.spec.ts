import { waitForIslands } from '../support/page-weight.ts'
import { expect, expectNoAxeViolations, tabTo, test } from './fixtures.ts'

test('adopted password fields: toggle with the mouse keeps the value and focuses the field', async ({
  page,
}) => {
  await page.goto('/pages/my-account.html')
  await waitForIslands(page)
  const toggles = page.locator('.password-input > button.show-password-input')
  await expect(toggles).toHaveCount(2)
  const input = page.locator('#password')
  await input.fill('s3cret!')
  const toggle = page.locator('#password + button.show-password-input')
  await expect(toggle).toHaveAttribute('aria-label', 'Show password')
  await toggle.click()
  await expect(input).toHaveAttribute('type', 'text')
  await expect(input).toHaveValue('s3cret!')
  await expect(toggle).toHaveAttribute('aria-label', 'Hide password')
  await expect(toggle).toHaveClass(/display-password/)
  await expect(input).toBeFocused()
  await expectNoAxeViolations(page)
  await toggle.click()
  await expect(input).toHaveAttribute('type', 'password')
})

test('keyboard only: Space and Enter toggle, focus stays on the button', async ({ page }) => {
  await page.goto('/pages/my-account.html')
  await waitForIslands(page)
  await tabTo(page, '#password')
  await page.keyboard.type('hunter2')
  await page.keyboard.press('Tab')
  const toggle = page.locator('#password + button.show-password-input')
  await expect(toggle).toBeFocused()
  await page.keyboard.press('Space')
  await expect(page.locator('#password')).toHaveAttribute('type', 'text')
  await expect(toggle).toBeFocused()
  await page.keyboard.press('Enter')
  await expect(page.locator('#password')).toHaveAttribute('type', 'password')
  await expect(page.locator('#password')).toHaveValue('hunter2')
})

test('the form still posts the password, as a password field', async ({ page }) => {
  await page.goto('/pages/my-account.html')
  await waitForIslands(page)
  await page.locator('#username').fill('ada')
  await page.locator('#password').fill('p@ss word')
  await page.locator('#password + button.show-password-input').click()
  const [request] = await Promise.all([
    page.waitForRequest((r) => r.method() === 'POST'),
    page.locator('button[name="login"]').click(),
  ])
  expect(new URLSearchParams(request.postData() ?? '').get('password')).toBe('p@ss word')
})

test('labels from the settings block, and from an attribute', async ({ page }) => {
  await page.goto('/pages/edit-account.html')
  await waitForIslands(page)
  await expect(page.locator('#password_current + button')).toHaveAttribute('aria-label', 'Reveal password')
  await expect(page.locator('#password_1 + button')).toHaveAttribute('aria-label', 'Show new password')
  await page.locator('#password_1 + button').click()
  await expect(page.locator('#password_1 + button')).toHaveAttribute('aria-label', 'Hide new password')
  await expectNoAxeViolations(page)
})
