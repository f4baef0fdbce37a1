import type { Page } from '@playwright/test'
import { waitForIslands } from '../support/page-weight.ts'
import { expect, test } from './fixtures.ts'

/**
 * wcpa-real.html: the real shop's options-form product (WCPA Pro 5.2.2, the made-to-measure
 * trousers) with the shop form, the definition and the settings exactly as the shop prints them,
 * under the plugin's and WooCommerce's own stylesheets. The form posts the classic way
 * (`ajax_add_to_cart` is off on that shop) to the demo shop, which reads the post by the plugin
 * server's rules.
 */

/**
 * What the plugin's own script posts for the steps of the add-to-cart test (read from its
 * front-end script run on the shop's page): the same names and values, but for the checkbox
 * group, which it names by the option's index (`checkgroup_extras[2]`) where we post
 * `checkgroup_extras[]`; its server reads the values, not the keys.
 */
const ORIGINAL_POST: [string, string][] = [
  ['number_waist', '40'],
  ['number_inseam', '32'],
  ['select_fit', 'Relaxed'],
  ['radio_hem', 'Turn-up cuff'],
  ['number_cuff', '4'],
  ['checkgroup_extras[]', 'Monogram'],
  ['text_monogram', 'ABC'],
  ['date_needed', ''],
  ['text_nametag', 'Ann'],
  ['textarea_notes', 'Short hem'],
  ['quantity', '1'],
]

async function openForm(page: Page) {
  await page.goto('/pages/wcpa-real.html')
  await waitForIslands(page)
  await expect(page.locator('.wcpa_form')).toHaveCount(1)
}

const control = (page: Page, id: string) => page.locator(`#field_${id}`)
const summaryLine = (page: Page, className: string) => page.locator(`.wcpa_price_summary .${className} .wcpa_price_outer`)

async function posted(page: Page): Promise<[string, string][]> {
  return page.evaluate(() =>
    [...new FormData(document.querySelector<HTMLFormElement>('form.cart') ?? undefined)].map(
      ([name, value]) => [name, typeof value === 'string' ? value : `file:${value.name}`] as [string, string],
    ),
  )
}

async function cartLines(page: Page) {
  const response = await page.request.get('/cart?format=json')
  return ((await response.json()) as { items: { product_id: number; quantity: number; fields: Record<string, unknown> }[] }).items
}

async function fillOrder(page: Page) {
  await control(page, 'number_waist').fill('40')
  await control(page, 'number_inseam').fill('32')
  await control(page, 'select_fit').selectOption('Relaxed')
  await page.getByRole('radio', { name: /Turn-up cuff/ }).check()
  await page.getByRole('checkbox', { name: /Monogram/ }).check()
  await control(page, 'text_monogram').fill('ABC')
  await control(page, 'text_nametag').fill('Ann')
  await control(page, 'textarea_notes').fill('Short hem')
}

test('option prices follow the labels in the plugin’s own format, $0.00 included', async ({ page }) => {
  await openForm(page)
  await expect(control(page, 'select_fit').locator('option')).toHaveText([
    'Choose a fit',
    'Slim ($0.00)',
    'Regular ($0.00)',
    'Relaxed ($5.00)',
  ])
  await expect(page.getByRole('radio', { name: 'Turn-up cuff ($8.00)' })).toBeVisible()
  await expect(page.getByRole('checkbox', { name: 'Belt loops ($0.00)' })).toBeVisible()
})

test('the price summary shows Options / Product / Total as the plugin labels them, per unit, and says the settled total', async ({
  page,
}) => {
  await openForm(page)
  await expect(page.locator('.wcpa_price_summary > div')).toHaveText([
    /^Options Price\s*\$0\.00$/,
    /^Product Price\s*\$120\.00$/,
    /^Total\s*\$120\.00$/,
  ])
  await control(page, 'select_fit').selectOption('Relaxed')
  await expect(summaryLine(page, 'wcpa_options_total')).toHaveText('$5.00')
  await page.getByRole('radio', { name: /Turn-up cuff/ }).check()
  await expect(summaryLine(page, 'wcpa_total')).toHaveText('$133.00')
  await page.getByRole('checkbox', { name: /Monogram/ }).check()
  await expect(summaryLine(page, 'wcpa_options_total')).toHaveText('$25.00')
  await expect(summaryLine(page, 'wcpa_total')).toHaveText('$145.00')
  // change_price_as_quantity is off on that shop: the summary stays per unit.
  await page.locator('input[name="quantity"]').fill('2')
  await expect(summaryLine(page, 'wcpa_total')).toHaveText('$145.00')
  await expect(page.locator('.wcpa_price_summary [role="status"]')).toHaveText('Total: $145.00')
  // The plugin's stylesheet lays the lines out: label left, amount right, the total ruled off.
  const total = page.locator('.wcpa_price_summary .wcpa_total')
  await expect(total).toHaveCSS('display', 'flex')
  await expect(total).toHaveCSS('justify-content', 'space-between')
})

test('the plugin’s stylesheet lays the form out: columns in sixths (waist and inseam share a row, the fit takes it whole)', async ({
  page,
}) => {
  await openForm(page)
  const width = (id: string) => page.locator(`[data-field="${id}"]`).evaluate((element) => element.getBoundingClientRect().width)
  const row = await page
    .locator('[data-field="number_waist"]')
    .evaluate((element) => element.parentElement?.getBoundingClientRect().width ?? 0)
  expect(Math.abs((await width('number_waist')) - row / 2)).toBeLessThan(2)
  expect(Math.abs((await width('number_inseam')) - row / 2)).toBeLessThan(2)
  expect(Math.abs((await width('select_fit')) - row)).toBeLessThan(2)
  await expect(page.locator('[data-field="number_waist"]')).toHaveClass(/\bwcpa-col-3\b/)
})

test('conditions: the cuff depth shows for a turn-up cuff, the initials for a monogram', async ({ page }) => {
  await openForm(page)
  // The sections' titles (show_title), as the plugin prints them.
  await expect(page.locator('.wcpa_section_head .wcpa_sec_title')).toHaveText(['Your measurements', 'Details'])
  await expect(control(page, 'number_cuff')).toHaveCount(0)
  await expect(control(page, 'text_monogram')).toHaveCount(0)
  await page.getByRole('radio', { name: /Turn-up cuff/ }).check()
  await expect(control(page, 'number_cuff')).toHaveValue('4')
  await page.getByRole('radio', { name: /Plain hem/ }).check()
  await expect(control(page, 'number_cuff')).toHaveCount(0)
  await page.getByRole('checkbox', { name: /Monogram/ }).check()
  await expect(control(page, 'text_monogram')).toBeVisible()
})

test('validation: the required measurements and fit block the submit with the plugin’s messages', async ({ page }) => {
  await openForm(page)
  await page.locator('.single_add_to_cart_button').click()
  await expect(page.locator('.wcpa_form_error')).toHaveText('Fix the errors shown above')
  await expect(control(page, 'number_waist')).toBeFocused()
  await expect(control(page, 'number_waist')).toHaveAttribute('aria-invalid', 'true')
  await expect(page.locator('[data-field="number_inseam"]')).toContainText('Field is required')
  await expect(page.locator('[data-field="select_fit"]')).toContainText('Field is required')
  expect(await cartLines(page)).toHaveLength(0)
})

test('the repeated name tag: copies up to four, posted as text_nametag_cl[n], read back by the server', async ({ page }) => {
  await openForm(page)
  await control(page, 'text_nametag').fill('Ann')
  for (let copy = 1; copy <= 4; copy++) {
    await page.getByRole('button', { name: /^Add another name tag/ }).click()
    await expect(control(page, `text_nametag_cl_${copy}`)).toHaveAttribute('name', `text_nametag_cl[${copy}]`)
  }
  await expect(page.getByRole('button', { name: /^Add another name tag/ })).toHaveCount(0)
  await control(page, 'text_nametag_cl_1').fill('Bea')
  await control(page, 'text_nametag_cl_2').fill('Cy')
  await page
    .locator('[data-field="text_nametag_cl_3"]')
    .getByRole('button', { name: /^Remove/ })
    .click()
  await page
    .locator('[data-field="text_nametag_cl_4"]')
    .getByRole('button', { name: /^Remove/ })
    .click()
  await control(page, 'number_waist').fill('40')
  await control(page, 'number_inseam').fill('32')
  await control(page, 'select_fit').selectOption('Slim')
  await page.locator('.single_add_to_cart_button').click()
  await expect(page.getByRole('alert').filter({ hasText: 'has been added to your cart' })).toBeVisible()
  const [line] = await cartLines(page)
  expect(line?.fields).toMatchObject({ text_nametag: 'Ann', 'text_nametag_cl[1]': 'Bea', 'text_nametag_cl[2]': 'Cy' })
  expect(Object.keys(line?.fields ?? {})).not.toContain('text_nametag_cl[3]')
})

test('add to cart posts what the plugin’s own script posts, and the cart line holds it', async ({ page }) => {
  await openForm(page)
  await fillOrder(page)
  await expect(summaryLine(page, 'wcpa_total')).toHaveText('$145.00')
  expect(await posted(page)).toEqual(ORIGINAL_POST)
  await page.locator('.single_add_to_cart_button').click()
  await expect(page.getByRole('alert').filter({ hasText: 'has been added to your cart' })).toBeVisible()
  const [line] = await cartLines(page)
  expect(line?.product_id).toBe(361)
  expect(line?.fields).toMatchObject({
    number_waist: '40',
    select_fit: 'Relaxed',
    radio_hem: 'Turn-up cuff',
    text_monogram: 'ABC',
    text_nametag: 'Ann',
  })
})
