import { waitForIslands } from '../support/page-weight.ts'
import { expect, expectNoAxeViolations, test } from './fixtures.ts'

/**
 * WooCommerce's password strength meter on the account's password change (edit-account.html), with
 * the demo shop's zxcvbn stand-in (a score by length: under 6 characters 0, from 14 on 4).
 */
const PAGE = '/pages/edit-account.html'
const meter = '#password_strength'
const save = 'button[name="save_account_details"]'

test('the meter names the strength as the shopper types, blocks a weak password and says why', async ({ page }) => {
  const zxcvbn: string[] = []
  page.on('request', (request) => {
    if (request.url().includes('zxcvbn')) zxcvbn.push(request.url())
  })
  await page.goto(PAGE)
  await waitForIslands(page)
  // zxcvbn is fetched for a password typed, not with the page.
  expect(zxcvbn).toEqual([])
  await page.locator('#password_1').focus()
  await page.keyboard.type('abc')
  await expect(page.locator(meter)).toHaveText('Very weak - Please enter a stronger password.')
  expect(zxcvbn).toHaveLength(1)
  await expect(page.locator(meter)).toHaveClass(/\bshort\b/)
  await expect(page.locator(meter)).toHaveAttribute('aria-live', 'polite')
  await expect(page.locator('#password_1')).toHaveAttribute('aria-describedby', 'password_strength')
  await expect(page.locator(`${meter} + small.woocommerce-password-hint`)).toContainText('at least twelve characters')
  await expect(page.locator(save)).toBeDisabled()
  await expect(page.locator(save)).toHaveClass(/\bdisabled\b/)
  // After the toggle's wrapper, as WooCommerce places it.
  expect(await page.locator(meter).evaluate((node) => node.previousElementSibling?.className)).toContain('password-input')
  await expectNoAxeViolations(page)

  await page.keyboard.type('defgh')
  await expect(page.locator(meter)).toHaveText('Weak - Please enter a stronger password.')
  await page.keyboard.type('ijkl')
  await expect(page.locator(meter)).toHaveText('Medium')
  await expect(page.locator('small.woocommerce-password-hint')).toHaveCount(0)
  await expect(page.locator(save)).toBeEnabled()
  await page.keyboard.type('mnop')
  await expect(page.locator(meter)).toHaveText('Strong')
  await expect(page.locator(meter)).toHaveClass(/\bstrong\b/)

  // Emptied: the meter goes, the field is described by nothing, the form can be sent.
  await page.keyboard.press('Control+A')
  await page.keyboard.press('Backspace')
  await expect(page.locator(meter)).toBeHidden()
  await expect(page.locator('#password_1')).not.toHaveAttribute('aria-describedby')
  await expect(page.locator(save)).toBeEnabled()
})

test('words of the page count against a password, as WordPress disallows them', async ({ page }) => {
  await page.goto(PAGE)
  await waitForIslands(page)
  // "password" is in the page's title ("Change password – Demo shop"): the stand-in scores it 0.
  await page.locator('#password_1').fill('mypassword12345')
  await expect(page.locator(meter)).toHaveText('Very weak - Please enter a stronger password.')
})

test('zxcvbn failing to load: the strength is unknown and nothing is blocked', async ({ page, watch }) => {
  // The browser's own line for the failed script; none of ours.
  watch.expectConsoleErrors()
  await page.route('**/zxcvbn-stand-in.js', (route) => route.abort())
  await page.goto(PAGE)
  await waitForIslands(page)
  await page.locator('#password_1').fill('abc')
  await expect(page.locator(meter)).toBeAttached()
  await page.waitForTimeout(300)
  await expect(page.locator(meter)).toHaveText('')
  await expect(page.locator(save)).toBeEnabled()
  expect(watch.consoleErrors.filter((line) => !line.startsWith('Failed to load resource'))).toEqual([])
})
