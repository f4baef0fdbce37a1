import { expect, test, type Page } from '@playwright/test'
import { keepOrRecall, modeOf, type Mode } from './shop.ts'

/**
 * An account's billing address (/my-account/edit-address/billing/), chosen by keyboard: with the
 * shop's scripts through selectWoo's search box (country-select.js), with ours through
 * <wc-address>'s combobox. Saved twice (Canada, then Germany, whose states and field order differ),
 * each time read back from the server: the addresses it stored must be equal.
 */

async function logIn(page: Page) {
  await page.goto('/my-account/')
  const form = page.locator('form.woocommerce-form-login')
  await form.locator('#username').fill('admin')
  await form.locator('#password').fill('password')
  await Promise.all([page.waitForURL(/\/my-account\/$/), form.locator('button[name="login"]').click()])
}

/** Tab from the field before, type part of the name, Enter: as a keyboard user meets each mode's field. */
async function chooseByKeyboard(
  page: Page,
  mode: Mode,
  before: string,
  field: 'billing_country' | 'billing_state',
  typed: string,
  name: string,
) {
  await page.locator(`#${before}`).focus()
  await page.keyboard.press('Tab')
  if (mode === 'original') {
    await expect(page.locator(`#${field}_field .select2-selection`)).toBeFocused()
    await page.keyboard.press('Enter')
    const search = page.locator('.select2-container--open .select2-search__field')
    await expect(search).toBeVisible()
    // selectWoo opens its search box with Enter but leaves the focus on its selection in the
    // headless browser; a keyboard user types into the box, so the focus is put there.
    if (!(await search.evaluate((node) => node === document.activeElement))) await search.focus()
    await page.keyboard.type(typed)
    await expect(page.locator('.select2-results__option--highlighted')).toHaveText(name)
  } else {
    const box = page.locator(`#${field}_field [role="combobox"]`)
    await expect(box).toBeFocused()
    await page.keyboard.type(typed)
    const active = page.locator(`#${field}_field .shop-islands-combobox__option--active`)
    await expect(active).toHaveText(name)
    await expect(box).toHaveAttribute('aria-activedescendant', (await active.getAttribute('id')) ?? '')
  }
  await page.keyboard.press('Enter')
}

/** What the server stored, read from its own pages without scripts: the chosen options and the address as shown. */
async function savedAddress(page: Page) {
  const form = await (await page.request.get('/my-account/edit-address/billing/')).text()
  const selected = (name: string) => {
    const select = new RegExp(`<select name="${name}"[\\s\\S]*?</select>`).exec(form)?.[0] ?? ''
    return /<option value="([^"]*)"\s+selected=/.exec(select)?.[1] ?? null
  }
  const value = (name: string) => new RegExp(`name="${name}"[^>]*value="([^"]*)"`).exec(form)?.[1] ?? null
  const overview = await (await page.request.get('/my-account/edit-address/')).text()
  const address = /<address>([\s\S]*?)<\/address>/.exec(overview)?.[1] ?? ''
  return {
    country: selected('billing_country'),
    state: selected('billing_state'),
    fields: Object.fromEntries(
      [
        'billing_first_name',
        'billing_last_name',
        'billing_address_1',
        'billing_city',
        'billing_postcode',
        'billing_phone',
        'billing_email',
      ].map((name) => [name, value(name)]),
    ),
    address: address
      .replace(/<br\s*\/?>/g, ' | ')
      .replace(/<[^>]+>/g, '')
      .replace(/\s+/g, ' ')
      .trim(),
  }
}

async function save(page: Page) {
  await Promise.all([page.waitForURL(/\/my-account\/edit-address\/$/), page.locator('button[name="save_address"]').click()])
  await expect(page.locator('.woocommerce-message')).toContainText('Address changed successfully')
}

test('billing address: a country and a state chosen by keyboard, saved twice, stored alike with either scripts', async ({
  page,
}, testInfo) => {
  const mode = modeOf(testInfo)
  await logIn(page)
  await page.goto('/my-account/edit-address/billing/')
  if (mode === 'islands') {
    // Ours, not selectWoo: the country field is our combobox and selectWoo is not on the page.
    await expect(page.locator('#billing_country_field [role="combobox"]')).toBeVisible()
    await expect(page.locator('script#selectWoo-js, script#wc-country-select-js')).toHaveCount(0)
  } else await expect(page.locator('#billing_country_field .select2-selection')).toBeVisible()

  await page.locator('#billing_first_name').fill('Maren')
  await page.locator('#billing_last_name').fill('Holm')
  await chooseByKeyboard(page, mode, 'billing_company', 'billing_country', 'canad', 'Canada')
  await expect(page.locator('#billing_country')).toHaveValue('CA')
  await page.locator('#billing_address_1').fill('12 Front Street')
  await page.locator('#billing_city').fill('Toronto')
  await chooseByKeyboard(page, mode, 'billing_city', 'billing_state', 'ontar', 'Ontario')
  await expect(page.locator('#billing_state')).toHaveValue('ON')
  await page.locator('#billing_postcode').fill('M5J 2N8')
  await page.locator('#billing_phone').fill('4165550100')
  await page.locator('#billing_email').fill('maren@example.com')
  await save(page)
  const canada = await savedAddress(page)
  expect(canada.country).toBe('CA')
  expect(canada.state).toBe('ON')

  // Germany: its own states, the state optional, the postcode before the city.
  await page.goto('/my-account/edit-address/billing/')
  await chooseByKeyboard(page, mode, 'billing_company', 'billing_country', 'germ', 'Germany')
  await expect(page.locator('#billing_country')).toHaveValue('DE')
  const order = await page
    .locator('.woocommerce-address-fields__field-wrapper > .form-row')
    .evaluateAll((rows) => rows.map((row) => row.id))
  expect(order.indexOf('billing_postcode_field')).toBeLessThan(order.indexOf('billing_city_field'))
  await expect(page.locator('#billing_state_field label')).toContainText('optional')
  await page.locator('#billing_address_1').fill('Lindenstraße 4')
  await page.locator('#billing_city').fill('München')
  await page.locator('#billing_postcode').fill('80331')
  await chooseByKeyboard(page, mode, 'billing_city', 'billing_state', 'bava', 'Bavaria')
  await expect(page.locator('#billing_state')).toHaveValue('DE-BY')
  await save(page)
  const germany = await savedAddress(page)
  expect(germany.country).toBe('DE')
  expect(germany.state).toBe('DE-BY')

  const outcome = { canada, germany }
  const original = keepOrRecall(testInfo, 'account-billing-address', outcome)
  if (original) expect(outcome).toEqual(original)
})
