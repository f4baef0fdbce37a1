import type { Page } from '@playwright/test'
import { waitForIslands } from '../support/page-weight.ts'
import { expect, expectNoAxeViolations, tabTo, test } from './fixtures.ts'

/**
 * <wc-address> on an account's billing address as WooCommerce renders it
 * (address-fields.html, with the real shop's country and locale settings).
 */
const PAGE = '/pages/address-fields.html'
const country = (page: Page) => page.locator('#billing_country_field [role="combobox"]')
const state = (page: Page) => page.locator('#billing_state_field [role="combobox"]')
const listbox = (page: Page, field: string) => page.locator(`#${field}_field [role="listbox"]`)

async function open(page: Page) {
  await page.goto(PAGE)
  await waitForIslands(page)
  await expect(country(page)).toBeVisible()
}

/** Every country_to_state_changed / _changing and every state `change`, in order, as the page hears them. */
async function recordEvents(page: Page) {
  await page.evaluate(() => {
    const log: string[] = []
    ;(window as unknown as { __events: string[] }).__events = log
    for (const name of ['country_to_state_changed', 'country_to_state_changing']) {
      document.body.addEventListener(name, (event) => {
        const [code, wrapper] = (event as CustomEvent<unknown[]>).detail
        log.push(`${name} ${String(code)} ${(wrapper as Element).className}`)
      })
    }
    document.addEventListener('change', (event) => log.push(`change #${(event.target as Element).id}`))
  })
  return () => page.evaluate(() => (window as unknown as { __events: string[] }).__events.splice(0))
}

test('keyboard only: a country is found by typing, chosen with Enter, and its states follow', async ({ page }) => {
  await open(page)
  const events = await recordEvents(page)
  await tabTo(page, '#billing_country_field [role="combobox"]')
  await expect(country(page)).toHaveAttribute('aria-expanded', 'false')
  await page.keyboard.type('germ')
  await expect(country(page)).toHaveAttribute('aria-expanded', 'true')
  const options = listbox(page, 'billing_country').locator('[role="option"]:not([hidden])')
  await expect(options).toHaveText(['Germany'])
  const active = await country(page).getAttribute('aria-activedescendant')
  await expect(page.locator(`[id="${active}"]`)).toHaveText('Germany')
  // One highlight only, though each letter typed filtered the list anew.
  await expect(listbox(page, 'billing_country').locator('.shop-islands-combobox__option--active')).toHaveText(['Germany'])
  await page.keyboard.press('Enter')
  await expect(country(page)).toHaveValue('Germany')
  await expect(country(page)).toHaveAttribute('aria-expanded', 'false')
  await expect(country(page)).toBeFocused()
  await expect(page.locator('#billing_country')).toHaveValue('DE')
  // Germany's states, the state optional (its locale), the postcode before the city (priority 65).
  await expect(page.locator('select#billing_state option')).toHaveCount(17)
  await expect(page.locator('#billing_state_field label')).toContainText('(optional)')
  await expect(page.locator('#billing_state_field')).not.toHaveClass(/validate-required/)
  const order = await page
    .locator('.woocommerce-address-fields__field-wrapper > .form-row')
    .evaluateAll((rows) => rows.map((row) => row.id))
  expect(order.indexOf('billing_postcode_field')).toBeLessThan(order.indexOf('billing_city_field'))
  // As with country-select.js, whose handler sits on the body: all of it before the change reaches the document.
  expect(await events()).toEqual([
    'change #billing_state',
    'country_to_state_changed DE woocommerce-address-fields',
    'country_to_state_changing DE woocommerce-address-fields',
    'change #billing_country',
  ])

  // Arrow keys from the list: Down opens it on the chosen country; Escape closes and keeps it.
  await page.keyboard.press('ArrowDown')
  await expect(country(page)).toHaveAttribute('aria-expanded', 'true')
  await expect(listbox(page, 'billing_country').locator('.shop-islands-combobox__option--active')).toHaveText('Germany')
  await page.keyboard.press('ArrowDown')
  await expect(listbox(page, 'billing_country').locator('.shop-islands-combobox__option--active')).toHaveText('Ghana')
  await page.keyboard.press('Escape')
  await expect(country(page)).toHaveValue('Germany')
  await expect(page.locator('#billing_country')).toHaveValue('DE')

  // A text the list does not hold says so, in the live region too, and gives way to the choice on leaving.
  await page.keyboard.type('zzz')
  await expect(page.locator('#billing_country_field .shop-islands-combobox__empty')).toHaveText('No matches found')
  await expect(page.locator('#billing_country_field [role="status"]')).toHaveText('No matches found')
  await page.keyboard.press('Escape')
  await expect(country(page)).toHaveValue('Germany')

  // The United States: State required again, ZIP Code; the state is chosen the same way, with Tab.
  await page.keyboard.press('Control+A')
  await page.keyboard.type('united states (us')
  await page.keyboard.press('Enter')
  await expect(page.locator('#billing_country')).toHaveValue('US')
  await expect(page.locator('#billing_postcode_field label')).toHaveText(/^ZIP Code\u00a0\*$/)
  await expect(page.locator('#billing_state_field')).toHaveClass(/validate-required/)
  await tabTo(page, '#billing_state_field [role="combobox"]')
  await page.keyboard.type('calif')
  await page.keyboard.press('Tab')
  await expect(page.locator('#billing_state')).toHaveValue('CA')
  await expect(state(page)).toHaveValue('California')
  await expectNoAxeViolations(page)
})

test('the state field is a list, a text field or hidden as the country has states, none or is not listed', async ({ page }) => {
  await open(page)
  const events = await recordEvents(page)
  const choose = async (name: string) => {
    await country(page).fill(name)
    await page.keyboard.press('Enter')
  }
  await choose('United Kingdom (UK)')
  // Not in the countries' list: a text field, as country-select.js makes it, the county optional.
  await expect(page.locator('input#billing_state[type="text"]')).toBeVisible()
  await expect(page.locator('input#billing_state')).toHaveClass(/input-text/)
  await expect(page.locator('#billing_state_field label')).toHaveText(/^County\u00a0\(optional\)$/)
  await expect(page.locator('#billing_postcode_field label')).toHaveText(/^Postcode\u00a0\*$/)
  await page.locator('input#billing_state').fill('Kent')
  expect(await events()).toEqual([
    'country_to_state_changed GB woocommerce-address-fields',
    'country_to_state_changing GB woocommerce-address-fields',
    'change #billing_country',
  ])
  // Another country without a list: the text field stays (no changed event), with what was typed.
  await choose('Andorra')
  await expect(page.locator('input#billing_state')).toHaveValue('Kent')
  expect((await events()).filter((line) => line.startsWith('country_'))).toEqual([
    'country_to_state_changing AD woocommerce-address-fields',
  ])
  // Listed with no states: hidden (the row too), empty.
  await choose('Austria')
  await expect(page.locator('input#billing_state[type="hidden"]')).toHaveValue('')
  await expect(page.locator('#billing_state_field')).toBeHidden()
  // A state typed by name is kept when its country's list has it.
  await choose('Andorra')
  await page.locator('input#billing_state').fill('Texas')
  await choose('United States (US)')
  await expect(page.locator('select#billing_state')).toHaveValue('TX')
  await expect(state(page)).toHaveValue('Texas')
})

test('Japan puts the postcode first and names the state "Prefecture"; hidden fields give back what was typed', async ({ page }) => {
  await open(page)
  await page.locator('#billing_postcode').fill('12345')
  await country(page).fill('Japan')
  await page.keyboard.press('Enter')
  await expect(page.locator('#billing_state_field label')).toHaveText(/^Prefecture\u00a0\*$/)
  await expect(page.locator('#billing_state_field')).toHaveClass(/form-row-last/)
  const order = await page
    .locator('.woocommerce-address-fields__field-wrapper > .form-row')
    .evaluateAll((rows) => rows.map((row) => row.id.replace(/^billing_|_field$/g, '')))
  expect(order).toEqual([
    'first_name',
    'last_name',
    'company',
    'country',
    'postcode',
    'state',
    'city',
    'address_1',
    'address_2',
    'phone',
    'email',
  ])
  // The United Arab Emirates has no postcode: hidden and emptied, then back with the shopper's text.
  await country(page).fill('United Arab Emirates')
  await page.keyboard.press('Enter')
  await expect(page.locator('#billing_postcode_field')).toBeHidden()
  await expect(page.locator('#billing_postcode')).toHaveValue('')
  await country(page).fill('Japan')
  await page.keyboard.press('Enter')
  await expect(page.locator('#billing_postcode')).toHaveValue('12345')
})

test('the address posts the select values; a label click focuses the combobox', async ({ page }) => {
  await open(page)
  await page.locator('label[for]', { hasText: 'Country / Region' }).click()
  await expect(country(page)).toBeFocused()
  await page.keyboard.type('canad')
  await page.keyboard.press('Enter')
  await state(page).click()
  await listbox(page, 'billing_state').getByRole('option', { name: 'Ontario' }).click()
  await expect(state(page)).toBeFocused()
  await page.locator('#billing_first_name').fill('Maren')
  await page.locator('button[name="save_address"]').click()
  await expect(page).toHaveURL(/address-fields\.html$/)
  const session = (await (await page.request.get('/wp-json/shop-islands/v1/session')).json()) as {
    last_submission: { fields: Record<string, string> }
  }
  expect(session.last_submission.fields).toMatchObject({
    billing_country: 'CA',
    billing_state: 'ON',
    billing_first_name: 'Maren',
    action: 'edit_address',
  })
})

test.describe('at phone width', () => {
  test.use({ viewport: { width: 360, height: 640 }, hasTouch: true })

  test('the list fits the screen and a tap chooses', async ({ page }) => {
    await open(page)
    await country(page).tap()
    const list = listbox(page, 'billing_country')
    await expect(list).toBeVisible()
    const box = await list.boundingBox()
    expect(box!.x).toBeGreaterThanOrEqual(0)
    expect(box!.x + box!.width).toBeLessThanOrEqual(360)
    expect(box!.height).toBeLessThanOrEqual(640 / 2 + 2)
    const input = await country(page).boundingBox()
    expect(Math.abs(box!.width - input!.width)).toBeLessThanOrEqual(1)
    await country(page).fill('new zea')
    await list.getByRole('option', { name: 'New Zealand' }).tap()
    await expect(page.locator('#billing_country')).toHaveValue('NZ')
    const width = await page.evaluate(() => document.documentElement.scrollWidth)
    expect(width).toBeLessThanOrEqual(360)
    await expectNoAxeViolations(page)
  })
})

test('jQuery-free listeners hear the events; a country set by another script shows in the box', async ({ page }) => {
  await open(page)
  await page.evaluate(() => {
    const select = document.querySelector<HTMLSelectElement>('#billing_country')!
    select.value = 'FR'
    select.dispatchEvent(new Event('change', { bubbles: true }))
  })
  await expect(country(page)).toHaveValue('France')
  await expect(page.locator('#billing_state_field')).toBeHidden()
})

test('broken country settings: one error, the plain selects stay and still post', async ({ page, watch }) => {
  watch.expectConsoleErrors()
  await page.route('**/assets/settings/wc-country-select-params.js', (route) =>
    route.fulfill({ contentType: 'text/javascript', body: 'window.wc_country_select_params = { countries: "{not json" }' }),
  )
  await page.goto(PAGE)
  await waitForIslands(page)
  await expect(page.locator('#billing_country')).toHaveAttribute('data-island-error', /countries/)
  await expect(page.locator('[role="combobox"]')).toHaveCount(0)
  await expect(page.locator('select#billing_country')).toBeVisible()
  expect(watch.consoleErrors.filter((line) => line.includes('wc-address'))).toHaveLength(1)
})

/** The page with a script tag added before the settings (jQuery, or the original script's tag). */
const withScript = (page: Page, tag: string) =>
  page.route(`**${PAGE}`, async (route) => {
    const response = await route.fetch()
    const body = (await response.text()).replace(
      '<script src="/assets/settings/wc-country-select-params.js">',
      `${tag}\n<script src="/assets/settings/wc-country-select-params.js">`,
    )
    await route.fulfill({ response, body })
  })

test('with jQuery on the page: its handlers hear each event once, with the wrapper as a jQuery collection, and its triggers are heard', async ({
  page,
}) => {
  await withScript(page, '<script src="/wp-includes/js/jquery/jquery.min.js"></script>')
  await open(page)
  await page.evaluate(() => {
    const $ = (window as unknown as { jQuery: (target: unknown) => { on(name: string, handler: (...args: unknown[]) => void): void } })
      .jQuery
    const log: string[] = []
    ;(window as unknown as { __jq: string[] }).__jq = log
    $(document.body).on('country_to_state_changed country_to_state_changing', (event: unknown, code: unknown, wrapper: unknown) => {
      const $wrapper = wrapper as { jquery?: string; is(selector: string): boolean }
      log.push(
        `${(event as { type: string }).type} ${String(code)} ${Boolean($wrapper.jquery) && $wrapper.is('.woocommerce-address-fields')}`,
      )
    })
    $(document.body).on('change', (event: unknown) => log.push(`change #${(event as { target: Element }).target.id}`))
  })
  await country(page).fill('Canada')
  await page.keyboard.press('Enter')
  expect(await page.evaluate(() => (window as unknown as { __jq: string[] }).__jq.splice(0))).toEqual([
    'change #billing_state',
    'country_to_state_changed CA true',
    'country_to_state_changing CA true',
    'change #billing_country',
  ])
  // Another script's `.val('US').trigger('change')` (jQuery's trigger never reaches addEventListener).
  await page.evaluate(() => {
    const $ = (window as unknown as { jQuery: (target: string) => { val(value: string): { trigger(name: string): void } } }).jQuery
    $('#billing_country').val('US').trigger('change')
  })
  await expect(country(page)).toHaveValue('United States (US)')
  await expect(page.locator('select#billing_state option[value="CA"]')).toHaveText('California')
  await page.evaluate(() => {
    const $ = (window as unknown as { jQuery: (target: string) => { trigger(name: string): void } }).jQuery
    $('#billing_country').trigger('refresh')
  })
  const heard = await page.evaluate(() => (window as unknown as { __jq: string[] }).__jq.splice(0))
  expect(heard.filter((line) => line.startsWith('country_'))).toEqual([
    'country_to_state_changed US true',
    'country_to_state_changing US true',
    'country_to_state_changed US true',
    'country_to_state_changing US true',
  ])
})

test("where WooCommerce's country-select.js is on the page, it stands down with one warning", async ({ page, watch }) => {
  await withScript(page, '<script type="text/plain" id="wc-country-select-js"></script>')
  await page.goto(PAGE)
  await waitForIslands(page)
  await expect(page.locator('[role="combobox"]')).toHaveCount(0)
  await expect(page.locator('#billing_country')).not.toHaveAttribute('data-island-mounted')
  expect(watch.consoleWarnings.filter((line) => line.includes('<wc-address> stands down'))).toHaveLength(1)
})
