import type { Page } from '@playwright/test'
import { waitForIslands } from '../support/page-weight.ts'
import { expect, test } from './fixtures.ts'

/**
 * addons-real.html: the real shop's Product Add-Ons product (7.9.1, the engraved cutting board,
 * product 369) with the shop form exactly as WooCommerce and the extension print it — eleven field
 * types and a global group whose optional radio group prints 7.x's "None" choice — under the
 * extension's and WooCommerce's own stylesheets. The expected totals, notices and posted fields
 * are what the extension's own scripts show and post for the same steps on the shop's page.
 */

async function openForm(page: Page) {
  await page.goto('/pages/addons-real.html')
  await waitForIslands(page)
}

async function posted(page: Page): Promise<[string, string][]> {
  return page.evaluate(() =>
    [...new FormData(document.querySelector<HTMLFormElement>('form.cart') ?? undefined)].map(
      ([name, value]) => [name, typeof value === 'string' ? value : `file:${value.name}`] as [string, string],
    ),
  )
}

const totals = (page: Page) => page.locator('#product-addons-total')

/** The required add-ons (the totals show once they are filled, show-incomplete-sub-total being off). */
async function fillRequired(page: Page) {
  await page.locator('a.wc-pao-addon-image-swatch[data-value="walnut-1"]').click()
  await page.locator('#addon-369-5').fill('The Millers')
}

test('no error for 7.9.1’s markup, and the totals follow every kind of field as the extension’s own script shows them', async ({
  page,
}) => {
  await openForm(page)
  await page.locator('a.wc-pao-addon-image-swatch[data-value="walnut-1"]').click()
  await page.locator('[id="369-4-0"]').check()
  await page.locator('[id="369-4-1"]').check()
  await page.locator('[id="369-4-3"]').check()
  await page.locator('#addon-369-5').fill('The Millers')
  await page.locator('#addon-369-3').selectOption('rounded-2')
  await page.locator('[id="addon-369-1700000012-1"]').check()
  await page.locator('#addon-369-8').fill('2')
  await page.locator('#addon-369-7').fill('5')
  await page.locator('input[name="quantity"]').fill('2')
  await page.locator('input[name="quantity"]').press('Tab')
  await expect
    .poll(async () => (await totals(page).innerText()).split('\n').filter(Boolean))
    .toEqual([
      '2x Custom engraved cutting board',
      '$90.00',
      'Wood - Walnut',
      '$15.00',
      'Board size - Medium (40 x 28 cm)',
      '$12.00',
      'Edge profile - Rounded',
      '$4.50',
      'Finishing touches - Juice groove',
      '$9.00',
      'Finishing touches - Rubber feet',
      '$4.00',
      'Finishing touches - Food-safe oil refill',
      '$9.00',
      'Engraving text - The Millers',
      '$8.00',
      'Tip for the maker - 5',
      '$10.00',
      'Matching coasters - 2',
      '$24.00',
      'Gift wrap - Kraft paper and twine',
      '$4.00',
      'Subtotal $189.50',
    ])
  // The same fields as the extension's script would post (the file input empty).
  expect(await posted(page)).toEqual([
    ['addon-369-1', 'walnut-1'],
    ['addon-369-2', 'medium-40-x-28-cm'],
    ['addon-369-3', 'rounded-2'],
    ['addon-369-4[]', 'juice-groove'],
    ['addon-369-4[]', 'rubber-feet'],
    ['addon-369-4[]', 'food-safe-oil-refill'],
    ['addon-369-5', 'The Millers'],
    ['addon-369-6', ''],
    ['addon-369-7', '5'],
    ['addon-369-8', '2'],
    ['addon-369-9', 'file:'],
    ['addon-369-10', ''],
    ['addon-369-10-wc-pao-date', ''],
    ['addon-369-10-wc-pao-date-gmt-offset', '0'],
    ['addon-369-1700000012', 'kraft-paper-and-twine'],
    ['quantity', '2'],
  ])
})

test('the optional gift wrap starts on None and goes back to it: no add-on line, nothing posted but the empty value', async ({ page }) => {
  await openForm(page)
  await fillRequired(page)
  await expect(page.locator('[id="addon-369-1700000012-none"]')).toBeChecked()
  await page.locator('[id="addon-369-1700000012-2"]').check()
  await expect(totals(page)).toContainText('Gift wrap - Linen wrap')
  await page.locator('[id="addon-369-1700000012-none"]').check()
  await expect(totals(page)).not.toContainText('Gift wrap')
  expect((await posted(page)).filter(([name]) => name === 'addon-369-1700000012')).toEqual([['addon-369-1700000012', '']])
})

test('validation: the extension’s messages for a missing swatch and text and numbers over their max, focus on the first', async ({
  page,
}) => {
  await openForm(page)
  await page.locator('#addon-369-8').fill('99')
  await page.locator('#addon-369-7').fill('70')
  await page.locator('.single_add_to_cart_button').click()
  await expect(page.locator('.wc-pao-validation-notice')).toHaveText([
    'Please choose an option.',
    'Please enter some text in this field.',
    'Please enter 50 or less.',
    'Please enter 8 or less.',
  ])
  // The swatches' select is hidden: its notice takes the focus.
  await expect(page.locator('.wc-pao-validation-notice').first()).toBeFocused()
})

test('swatches by keyboard, a file priced in the totals, a date from the calendar with its hidden date field', async ({ page }) => {
  await openForm(page)
  await page.locator('a.wc-pao-addon-image-swatch').first().focus()
  await page.keyboard.press('ArrowRight')
  await expect(page.locator('#addon-369-1')).toHaveValue('maple-2')
  await page.locator('#addon-369-5').fill('The Millers')
  await page.locator('#addon-369-9').setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: Buffer.from([137, 80, 78, 71]) })
  await expect(totals(page)).toContainText('Upload your logo')
  await expect(totals(page)).toContainText('$15.00')
  await page.locator('#addon-369-10').click()
  const calendar = page.getByRole('dialog')
  await expect(calendar).toBeVisible()
  await calendar
    .getByRole('button', { name: /\b15\b/ })
    .first()
    .click()
  await expect(page.locator('#addon-369-10')).not.toHaveValue('')
  await expect(page.locator('[name="addon-369-10-wc-pao-date"]')).not.toHaveValue('')
})
