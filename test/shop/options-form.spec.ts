import { expect, test, type Page } from '@playwright/test'
import { cartOutcome, noticeTexts } from './outcome.ts'
import { keepOrRecall } from './shop.ts'

/**
 * The shopper picks the 20th of next month in the form's calendar: flatpickr in both, WCPA's own
 * copy with its classes prefixed `wcpa-fp-`.
 */
async function pickDate(page: Page, input: string) {
  await page.locator(input).click()
  const calendar = page.locator('.flatpickr-calendar.open, .wcpa-fp-outer.open')
  await expect(calendar).toBeVisible()
  await calendar.locator('.flatpickr-next-month, .wcpa-fp-next-month').click()
  await calendar
    .locator('.flatpickr-day, .wcpa-fp-day')
    .and(page.locator(':not(.prevMonthDay):not(.nextMonthDay)'))
    .getByText(/^20$/)
    .click()
  await page.keyboard.press('Escape')
}

test('the made-to-measure trousers with the options form: conditions, required fields, the repeater, the cart item data equal the original', async ({ page }, testInfo) => {
  await page.goto('/product/made-to-measure-linen-trousers/')
  const form = page.locator('form.cart')
  await expect(form.locator('#field_number_waist')).toBeVisible()
  // Conditional fields wait for their conditions.
  await expect(form.locator('#field_number_cuff')).toHaveCount(0)
  await expect(form.locator('#field_text_monogram')).toHaveCount(0)

  // Required fields empty: nothing reaches the cart.
  await form.locator('.single_add_to_cart_button').click()
  await page.waitForLoadState('load')
  expect((await cartOutcome(page)).itemsCount).toBe(0)

  await form.locator('#field_number_waist').fill('32')
  await form.locator('#field_number_inseam').fill('30')
  await form.locator('#field_select_fit').selectOption({ index: 2 })
  await form.locator('label', { hasText: 'Turn-up cuff' }).click()
  await expect(form.locator('#field_number_cuff')).toBeVisible()
  await form.locator('#field_number_cuff').fill('4')
  await form.locator('label', { hasText: 'Back pockets' }).click()
  await form.locator('label', { hasText: 'Monogram' }).click()
  await expect(form.locator('#field_text_monogram')).toBeVisible()
  await form.locator('#field_text_monogram').fill('JR')
  await pickDate(page, '#field_date_needed')
  await form.locator('#field_text_nametag').fill('Jo')
  await form.getByRole('button', { name: 'Add another name tag' }).click()
  const tags = form.locator('input[id^="field_text_nametag"]')
  // The copy comes with its own input; fill it where the script made one.
  await tags.nth(1).waitFor({ timeout: 5_000 }).catch(() => undefined)
  const copies = await tags.count()
  if (copies > 1) await tags.nth(1).fill('Sam')
  await form.locator('#field_textarea_notes').fill('Slightly longer on the left, please.')
  const summary = ((await form.locator('.wcpa_price_summary').textContent().catch(() => '')) ?? '').replace(/\s+/g, ' ').trim()

  await Promise.all([page.waitForLoadState('load'), form.locator('.single_add_to_cart_button').click()])
  await expect(page.locator('.woocommerce-message')).toBeVisible()
  const outcome = { copies, summary, notices: await noticeTexts(page), cart: await cartOutcome(page) }
  const original = keepOrRecall(testInfo, 'options-form-trousers', outcome)
  if (original) expect(outcome).toEqual(original)
})
