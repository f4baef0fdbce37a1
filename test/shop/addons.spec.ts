import { expect, test, type Page } from '@playwright/test'
import { cartOutcome, noticeTexts } from './outcome.ts'
import { keepOrRecall, modeOf, type Mode } from './shop.ts'

// A 1×1 PNG: the logo the shopper uploads.
const LOGO = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64')

/** The shopper picks the 20th of next month in whichever calendar the page has. */
async function pickDate(page: Page, mode: Mode, input: string) {
  await page.locator(input).click()
  if (mode === 'original') {
    const calendar = page.locator('#ui-datepicker-div')
    await expect(calendar).toBeVisible()
    await calendar.locator('.ui-datepicker-next').click()
    await calendar.locator('td:not(.ui-state-disabled) a', { hasText: /^20$/ }).click()
  } else {
    const calendar = page.locator('.flatpickr-calendar.open')
    await expect(calendar).toBeVisible()
    await calendar.locator('.flatpickr-next-month').click()
    await calendar.locator('.flatpickr-day:not(.prevMonthDay):not(.nextMonthDay)', { hasText: /^20$/ }).click()
  }
}

const subtotal = (page: Page) =>
  page.locator('#product-addons-total').evaluate((node) => (node.textContent ?? '').replace(/\s+/g, ' ').trim())

test('the cutting board with Product Add-Ons: totals follow the fields, required fields are checked, the cart line equals the original', async ({
  page,
}, testInfo) => {
  const mode = modeOf(testInfo)
  await page.goto('/product/custom-engraved-cutting-board/')
  const form = page.locator('form.cart')
  const totals = page.locator('#product-addons-total')
  await expect(form.locator('#addon-369-2-1')).toBeChecked()

  // Required fields missing: the form is not sent.
  const cartBefore = await cartOutcome(page)
  await form.locator('.single_add_to_cart_button').click()
  await page.waitForLoadState('load')
  expect((await cartOutcome(page)).itemsCount).toBe(cartBefore.itemsCount)

  await form.locator('a.wc-pao-addon-image-swatch[data-value="walnut-1"]').click()
  await expect(form.locator('#addon-369-1')).toHaveValue('walnut-1')
  await form.locator('#addon-369-2-2').check()
  await form.locator('#addon-369-3').selectOption({ index: 2 })
  await form.locator('input[name="addon-369-4[]"][value="juice-groove"]').check()
  await form.locator('input[name="addon-369-4[]"][value="rubber-feet"]').check()
  await form.locator('input[name="addon-369-4[]"][value="food-safe-oil-refill"]').check()
  await form.locator('input[name="addon-369-5"]').fill('For Sam & Alex <3')
  await form.locator('textarea[name="addon-369-6"]').fill('Happy anniversary!\nLove, J.')
  await form.locator('input[name="addon-369-7"]').fill('5')
  await form.locator('input[name="addon-369-8"]').fill('2')
  await form.locator('input[name="addon-369-9"]').setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: LOGO })
  await pickDate(page, mode, 'input[name="addon-369-10"]')
  await expect(form.locator('input[name="addon-369-10"]')).not.toHaveValue('')
  await form.locator('input.qty').fill('2')
  // Every required field is filled: the totals show, and settle after the typing debounce.
  await expect(totals).toContainText('Subtotal')
  await page.waitForTimeout(1000)
  const settled = await subtotal(page)

  await Promise.all([page.waitForLoadState('load'), form.locator('.single_add_to_cart_button').click()])
  await expect(page.locator('.woocommerce-message')).toBeVisible()
  const cart = await cartOutcome(page)
  // The uploaded file's stored name carries a random part; its presence is what both must record.
  for (const line of cart.lines) {
    for (const data of line.itemData)
      data.display = data.display.replace(/\/uploads\/product_addons_uploads\/[^"<\s]+/g, '/uploads/product_addons_uploads/…')
    for (const data of line.itemData)
      data.value = data.value.replace(/\/uploads\/product_addons_uploads\/[^"<\s]+/g, '/uploads/product_addons_uploads/…')
  }
  const outcome = { settled, notices: await noticeTexts(page), cart }
  const original = keepOrRecall(testInfo, 'addons-board', outcome)
  if (original) expect(outcome).toEqual(original)
})
