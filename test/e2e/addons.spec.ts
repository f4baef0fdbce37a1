import type { Locator, Page } from '@playwright/test'
import { ownScripts, recordScripts, totalGzip, waitForIslands } from '../support/page-weight.ts'
import { budgetsApply, expect, expectNoAxeViolations, INERT_PARSE_REPORT, tabTo, test } from './fixtures.ts'

/**
 * <wc-pao-addons> and <pao-totals> on the demo shop's Product Add-Ons pages (products 50–59,
 * fixtures/pages/addons-*.html), adopted in place on the extension's markup, with jQuery and the
 * extension's `woocommerce_addons_params` global.
 */

const LETTERS_ONLY = 'Please enter letters only.'
const CHOOSE = 'Please choose an option.'
const ENTER_TEXT = 'Please enter some text in this field.'

async function openProduct(page: Page, file: string) {
  // No window.alert, ever (and no hostile handler running one): the test fails on a dialog.
  page.on('dialog', (dialog) => {
    throw new Error(`unexpected ${dialog.type()}: ${dialog.message()}`)
  })
  await page.goto(`/pages/${file}`)
  await waitForIslands(page)
  await expect(page.locator('.wc-pao-addons-container').first()).toHaveAttribute('data-island-mounted', '')
  await expect(page.locator('#product-addons-total').first()).toHaveAttribute('data-island-mounted', '')
}

/** The totals panel as the shopper reads it: one string per line. */
function panelLines(scope: Page | Locator): Promise<string[]> {
  return scope.locator('#product-addons-total li').evaluateAll((items) =>
    items.map((li) => {
      const text = (element: Element | null) => (element?.textContent ?? '').replace(/\s+/g, ' ').trim()
      const first = li.querySelector('.wc-pao-col1')
      return first ? `${text(first)} ${text(li.querySelector('.wc-pao-col2'))}` : text(li)
    }),
  )
}

interface CartItem {
  product_id: number
  variation_id: number
  quantity: number
  fields: Record<string, unknown>
}

async function cartItems(page: Page): Promise<CartItem[]> {
  const response = await page.request.get('/wp-json/shop-islands/v1/session')
  return ((await response.json()) as { cart: { items: CartItem[] } }).cart.items
}

/** The notice a field is described by, as a screen reader reaches it. */
async function describedNotice(field: Locator): Promise<string> {
  return field.evaluate((element) => {
    const ids = (element.getAttribute('aria-describedby') ?? '').split(/\s+/)
    return ids
      .map((id) => document.getElementById(id))
      .filter((node) => node?.classList.contains('wc-pao-validation-notice'))
      .map((node) => node?.textContent ?? '')
      .join(' | ')
  })
}

test.describe('simple product (50)', () => {
  test('with the mouse: fill the add-ons, see the totals follow, add to cart with the fields', async ({ page }) => {
    await openProduct(page, 'addons-simple.html')
    await expectNoAxeViolations(page)
    expect(await panelLines(page)).toEqual([])
    await page.locator('#addon-50-1').fill('Ada')
    await page.locator('#addon-50-10').selectOption('medium-2')
    await page.locator('label[for="addon-50-9-1"]').click()
    await page.locator('label[for="addon-50-14-0"]').click()
    await page.locator('label[for="addon-50-8-0"]').click()
    await page.locator('label[for="addon-50-8-2"]').click()
    await page.locator('.wc-pao-addon-image-swatch[data-value="gold-2"]').click()
    await expect(page.locator('.wc-pao-addon-image-swatch[data-value="gold-2"]')).toHaveAttribute('aria-checked', 'true')
    await expect(page.locator('.wc-pao-addon-image-swatch-selected-swatch')).toHaveText('Gold(+$3.50)')
    await page.locator('#addon-50-7').fill('1.2')
    await page.locator('#addon-50-7').blur()
    await expect(page.locator('#addon-50-7')).toHaveValue('2')
    await expect
      .poll(() => panelLines(page))
      .toEqual([
        '1x Personalised candle $20.00',
        'Name on the label - Ada $2.00',
        'Extra wicks - 2 $2.50',
        'Extras - Gift box $4.00',
        'Extras - Scented insert $2.00',
        'Scent - Lavender $1.00',
        'Jar size - Medium $3.00',
        'Wrapping paper - Gold $3.50',
        'Spelling check - I have checked the spelling -',
        'Subtotal $38.00',
      ])
    await page.locator('#quantity_50').fill('2')
    await page.locator('#quantity_50').blur()
    await expect.poll(async () => (await panelLines(page)).at(-1)).toBe('Subtotal $65.50')
    await expectNoAxeViolations(page)
    await page.locator('.single_add_to_cart_button').click()
    await expect(page.locator('.woocommerce-message')).toContainText('candle')
    const [item] = await cartItems(page)
    expect(item).toMatchObject({ product_id: 50, quantity: 2 })
    expect(JSON.stringify(item?.fields)).toContain('Ada')
    expect(JSON.stringify(item?.fields)).toContain('gold-2')
  })

  test('a blocked submit shows every notice, focuses the first field with an error and posts nothing', async ({ page }) => {
    await openProduct(page, 'addons-simple.html')
    await page.locator('.single_add_to_cart_button').click()
    const name = page.locator('#addon-50-1')
    await expect(name).toBeFocused()
    await expect(name).toHaveAttribute('aria-invalid', 'true')
    // The field's own description stays; the notice is added.
    await expect(name).toHaveAttribute('aria-describedby', 'wc-pao-description-50-1 wc-pao-addon-50-1-validation-notice')
    expect(await describedNotice(name)).toBe(ENTER_TEXT)
    await expect(page.locator('#wc-pao-addon-50-9 small.wc-pao-validation-notice')).toHaveText(CHOOSE)
    await expect(page.locator('#wc-pao-addon-50-9 fieldset')).toHaveAttribute('aria-describedby', 'wc-pao-addon-50-9-validation-notice')
    await expect(page.locator('#wc-pao-addon-50-10 small.wc-pao-validation-notice')).toHaveText(CHOOSE)
    await expect(page.locator('#wc-pao-addon-50-14 small.wc-pao-validation-notice')).toHaveText(CHOOSE)
    await expect(page.locator('small.wc-pao-validation-notice')).toHaveCount(4)
    await expectNoAxeViolations(page)
    expect(await cartItems(page)).toEqual([])
    expect(page.url()).toMatch(/addons-simple\.html$/)
  })

  test('typing is checked 300 ms after the last key, and the notice goes when fixed', async ({ page }) => {
    await openProduct(page, 'addons-simple.html')
    const name = page.locator('#addon-50-1')
    await name.pressSequentially('R2')
    const notice = page.locator('#wc-pao-addon-50-1-validation-notice')
    await expect(notice).toHaveText(LETTERS_ONLY)
    expect(await describedNotice(name)).toBe(LETTERS_ONLY)
    await name.fill('Ro')
    await expect(notice).toHaveCount(0)
    await expect(name).not.toHaveAttribute('aria-invalid', 'true')
    await page.locator('#addon-50-6').fill('1,5')
    await page.locator('#addon-50-6').blur()
    await expect(page.locator('#wc-pao-addon-50-6 small.wc-pao-validation-notice')).toHaveText(
      'Please enter a price with one monetary decimal point (.) without thousand separators.',
    )
  })

  test('with the keyboard only: every kind of add-on, the calendar, then add to cart', async ({ page }) => {
    await openProduct(page, 'addons-simple.html')
    await tabTo(page, '#addon-50-1', 60)
    await page.keyboard.type('Grace')
    await tabTo(page, '#addon-50-9-0')
    await page.keyboard.press('ArrowDown') // Lavender
    await expect(page.locator('#addon-50-9-1')).toBeChecked()
    await page.keyboard.press('Tab')
    await expect(page.locator('#addon-50-10')).toBeFocused()
    await page.keyboard.press('ArrowDown') // Small
    await expect(page.locator('#addon-50-10')).toHaveValue('small-1')
    // The date: the calendar loads and opens on focus; the arrows go into it; Enter chooses.
    await tabTo(page, '#addon-50-12')
    const calendar = page.locator('#wc-pao-addon-50-12 .flatpickr-calendar')
    await expect(calendar).toHaveClass(/open/)
    await page.keyboard.press('ArrowDown')
    await expect(page.locator('.flatpickr-day:focus')).toHaveCount(1)
    await expectNoAxeViolations(page)
    await page.keyboard.press('Enter')
    await expect(page.locator('#addon-50-12')).toBeFocused()
    await expect(page.locator('#addon-50-12')).toHaveValue(/^[A-Z][a-z]+ \d{1,2}, \d{4}$/)
    await expect(page.locator('input[name="addon-50-12-wc-pao-date"]')).toHaveValue(/^\d{10}$/)
    await expect(page.locator('#wc-pao-addon-50-12 .reset_date')).toBeVisible()
    // The swatches: one Tab stop, arrows move and choose.
    await tabTo(page, '.wc-pao-addon-image-swatch[data-value=""]')
    await page.keyboard.press('ArrowRight')
    const red = page.locator('.wc-pao-addon-image-swatch[data-value="red-1"]')
    await expect(red).toBeFocused()
    await expect(red).toHaveAttribute('aria-checked', 'true')
    await page.keyboard.press('ArrowRight')
    await expect(page.locator('#addon-50-13')).toHaveValue('gold-2')
    await expect(page.locator('.wc-pao-addon-image-swatch-tooltip')).toHaveText('Gold +$3.50')
    await page.keyboard.press('Tab')
    await expect(page.locator('#addon-50-14-0')).toBeFocused()
    await page.keyboard.press('Space')
    await expect.poll(async () => (await panelLines(page)).at(-1)).toBe('Subtotal $26.50')
    await tabTo(page, '.single_add_to_cart_button')
    await page.keyboard.press('Enter')
    await expect(page.locator('.woocommerce-message')).toContainText('candle')
    expect(JSON.stringify((await cartItems(page))[0]?.fields)).toContain('Grace')
  })

  test('the calendar downloads only on the first interaction with a date field', async ({ page }) => {
    const scripts: string[] = []
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname)
    })
    await openProduct(page, 'addons-simple.html')
    await page.waitForLoadState('networkidle')
    const before = scripts.length
    expect(await page.locator('link[data-shop-islands-calendar]').count()).toBe(0)
    await page.locator('#addon-50-12').click()
    const calendar = page.locator('#wc-pao-addon-50-12 .flatpickr-calendar')
    await expect(calendar).toBeVisible()
    // The calendar shared with the options form: flatpickr and our accessible layer, one chunk.
    expect(scripts.slice(before).some((path) => /\/chunks\/flatpickr-/.test(path))).toBe(true)
    await expect(page.locator('link[rel="stylesheet"][data-shop-islands-calendar]')).toHaveCount(1)
    // Year dropdown, month dropdown, Monday first.
    await expect(calendar.locator('select.shop-islands-year')).toHaveAttribute('aria-label', 'Year')
    await expect(calendar.locator('.flatpickr-weekday').first()).toHaveText(/Mon/)
    await calendar.locator('select.shop-islands-year').selectOption(String(new Date().getFullYear() + 1))
    await calendar.locator('.flatpickr-day:not(.prevMonthDay):not(.nextMonthDay)').nth(14).click()
    await expect(page.locator('#addon-50-12')).toHaveValue(new RegExp(`, ${new Date().getFullYear() + 1}$`))
    await expect(calendar).toBeHidden()
    const clear = page.locator('#wc-pao-addon-50-12 .reset_date')
    await clear.click()
    await expect(page.locator('#addon-50-12')).toHaveValue('')
    await expect(page.locator('input[name="addon-50-12-wc-pao-date"]')).toHaveValue('')
    await expect(clear).toBeHidden()
  })

  test('our JavaScript stays within the product page budgets, before and after the calendar opened', async ({ page }) => {
    const scripts = recordScripts(page)
    await openProduct(page, 'addons-simple.html')
    await page.waitForLoadState('networkidle')
    const before = totalGzip(ownScripts(await scripts()))
    await page.locator('#addon-50-12').click()
    await expect(page.locator('#wc-pao-addon-50-12 .flatpickr-calendar')).toBeVisible()
    await page.waitForLoadState('networkidle')
    const after = totalGzip(ownScripts(await scripts()))
    console.log(`addons-simple.html: ${before} B gzip of our JS before interaction, ${after} B with the calendar`)
    expect(after).toBeGreaterThan(before)
    // The byte budgets apply to the lean build only.
    if (!budgetsApply()) return
    expect(before).toBeLessThanOrEqual(115 * 1024)
    expect(after).toBeLessThanOrEqual(140 * 1024)
    expect(after - before).toBeLessThanOrEqual(20 * 1024)
  })

  test("a jQuery listener hears the add-ons' events on the form", async ({ page }) => {
    await openProduct(page, 'addons-simple.html')
    await page.evaluate(() => {
      const w = window as unknown as { __heard: string[]; jQuery: JQueryStatic }
      w.__heard = []
      w.jQuery('form.cart').on('updated_addons wc-pao-addons-changed', (event, detail?: { reason: string; valid: boolean }) => {
        w.__heard.push(detail ? `${event.type}:${detail.reason}:${detail.valid}` : event.type)
      })
    })
    await page.locator('#addon-50-10').selectOption('large-3')
    await page.evaluate(() =>
      (window as unknown as { jQuery: JQueryStatic }).jQuery('form.cart').trigger('woocommerce-product-addons-update'),
    )
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { __heard: string[] }).__heard))
      .toEqual(['wc-pao-addons-changed:change:false', 'updated_addons', 'wc-pao-addons-changed:update:false', 'updated_addons'])
  })
})

test.describe('variable product (51): the add-ons inside the variation area', () => {
  test('the totals follow the chosen variation and empty on reset; the cart gets both', async ({ page }) => {
    await openProduct(page, 'addons-variable.html')
    await page.locator('#addon-51-0').fill('For R.')
    await page.locator('label[for="addon-51-3-1"]').click()
    await page.locator('#addon-51-2').selectOption('2-years-1')
    expect(await panelLines(page)).toEqual([])
    await page.locator('#pa_strap').selectOption('steel')
    await page.locator('#pa_face').selectOption('white')
    await expect(page.locator('input[name=variation_id]')).not.toHaveValue('')
    const variation = await page.locator('form.variations_form').evaluate((form) => {
      const id = (form.querySelector('input[name=variation_id]') as HTMLInputElement).value
      const list = JSON.parse(form.getAttribute('data-product_variations') ?? '[]') as { variation_id: number; display_price: number }[]
      return list.find((entry) => String(entry.variation_id) === id)
    })
    const price = variation?.display_price ?? 0
    const money = (amount: number) => `$${amount.toFixed(2)}`
    await expect
      .poll(() => panelLines(page))
      .toEqual([
        `1x Engraved watch ${money(price)}`,
        'Engraving - For R. $10.00',
        `Extended warranty - 2 years ${money(price / 10)}`,
        'Case size - 42 mm $8.00',
        `Subtotal ${money(price * 1.1 + 18)}`,
      ])
    await expectNoAxeViolations(page)
    await page.locator('.reset_variations').click()
    await expect.poll(() => panelLines(page)).toEqual([])
    await page.locator('#pa_strap').selectOption('steel')
    await page.locator('#pa_face').selectOption('white')
    await expect.poll(async () => (await panelLines(page)).length).toBe(5)
    await page.locator('.single_add_to_cart_button').click()
    await expect(page.locator('.woocommerce-message')).toContainText('watch')
    const [item] = await cartItems(page)
    expect(item).toMatchObject({ product_id: 51, variation_id: variation?.variation_id })
    expect(JSON.stringify(item?.fields)).toContain('For R.')
  })
})

test.describe('tax (59): the price display suffix asks the server', () => {
  const lastLine = async (page: Page) => (await panelLines(page)).at(-1)

  test('fills {price_including_tax} and {price_excluding_tax} from the answer', async ({ page }) => {
    await openProduct(page, 'addons-tax-suffix.html')
    const requests: string[] = []
    page.on('request', (request) => {
      if (request.url().includes('admin-ajax.php')) requests.push(request.postData() ?? '')
    })
    await page.locator('#addon-59-0').selectOption('mint-2')
    await expect.poll(() => lastLine(page)).toBe('Subtotal $6.50 incl. VAT: $7.80 (excl. $6.50)')
    expect(new URLSearchParams(requests[0])).toEqual(
      new URLSearchParams('action=wc_product_addons_calculate_tax&product_id=59&add_on_total=0.5&add_on_total_raw=0.5&qty=1'),
    )
    // A custom price is asked for too.
    await page.locator('#addon-59-1').fill('2.5')
    await page.locator('#addon-59-1').blur()
    await expect.poll(() => lastLine(page)).toBe('Subtotal $9.00 incl. VAT: $10.80 (excl. $9.00)')
    await expectNoAxeViolations(page)
  })

  for (const fault of ['500', 'badjson', 'drop'] as const) {
    test(`a ${fault} answer leaves the subtotal without tax`, async ({ page, watch }) => {
      watch.expectConsoleErrors()
      await page.route('**/wp-admin/admin-ajax.php', (route) =>
        route.continue({ headers: { ...route.request().headers(), 'x-shop-islands-fault': fault } }),
      )
      await openProduct(page, 'addons-tax-suffix.html')
      await page.locator('#addon-59-0').selectOption('mint-2')
      await expect.poll(() => lastLine(page)).toBe('Subtotal $6.50')
      await page.waitForTimeout(300)
      expect(await lastLine(page)).toBe('Subtotal $6.50')
      expect(watch.consoleErrors.join('\n')).toContain('<pao-totals> the tax calculation')
    })
  }

  test('a slow answer shows the subtotal without tax meanwhile; a newer choice wins over an older answer', async ({ page }) => {
    let first = true
    await page.route('**/wp-admin/admin-ajax.php', (route) => {
      const headers = { ...route.request().headers() }
      if (first) {
        first = false
        Object.assign(headers, { 'x-shop-islands-fault': 'slow', 'x-shop-islands-delay': '1500' })
      }
      return route.continue({ headers })
    })
    await openProduct(page, 'addons-tax-suffix.html')
    await page.locator('#addon-59-0').selectOption('mint-2')
    await expect.poll(() => lastLine(page)).toBe('Subtotal $6.50')
    await page.locator('#quantity_59').fill('2')
    await page.locator('#quantity_59').blur()
    await expect.poll(() => lastLine(page)).toBe('Subtotal $13.00 incl. VAT: $15.60 (excl. $13.00)')
    // The first, slow answer (for one soap) arrives later and is never shown.
    await page.waitForTimeout(1700)
    expect(await lastLine(page)).toBe('Subtotal $13.00 incl. VAT: $15.60 (excl. $13.00)')
  })
})

test.describe('other product types', () => {
  test('quick view (57): a form inserted later is enhanced, validated and totalled', async ({ page }) => {
    await page.goto('/pages/addons-quick-view.html')
    await waitForIslands(page)
    await page.locator('.quick-view-button').click()
    const dialog = page.locator('dialog.quick-view')
    await expect(dialog.locator('.wc-pao-addons-container')).toHaveAttribute('data-island-mounted', '')
    await expect(dialog.locator('#product-addons-total')).toHaveAttribute('data-island-mounted', '')
    await dialog.locator('.single_add_to_cart_button').click()
    await expect(dialog.locator('#addon-57-0')).toBeFocused()
    expect(await describedNotice(dialog.locator('#addon-57-0'))).toBe(ENTER_TEXT)
    await dialog.locator('#addon-57-0').fill('Happy birthday!')
    await dialog.locator('label[for="addon-57-2-0"]').click()
    await expect
      .poll(() => panelLines(dialog))
      .toEqual(['1x Greeting card $4.00', 'Message - Happy birthday! -', 'Stamp - Add a stamp $1.00', 'Subtotal $5.00'])
    await expectNoAxeViolations(page)
  })

  test('hostile names and labels (58) stay text everywhere', async ({ page, watch }) => {
    watch.allowCspViolations(INERT_PARSE_REPORT)
    await openProduct(page, 'addons-hostile.html')
    // The text add-on takes letters only (up to 10): the hostile parts are the shop's names and labels.
    await page.locator('#addon-58-1').fill('Zoë')
    await page.locator('#addon-58-2').selectOption({ index: 1 })
    await page.locator('label[for="addon-58-3-0"]').click()
    await page.locator('.wc-pao-addon-image-swatch[data-value="swatch-1"]').click()
    const panel = page.locator('#product-addons-total')
    await expect(panel.locator('li')).not.toHaveCount(0)
    await expect(panel.locator('img, script, b, i')).toHaveCount(0)
    await expect(panel).toContainText('Text "><img src=x onerror=alert(1)> {price_including_tax} %c $& - Zoë')
    await expect(panel).toContainText('<b>Bold</b> & "quoted"')
    await expect(panel).toContainText('Box <script>alert(1)</script>')
    await expect(page.locator('.wc-pao-addon-image-swatch-selected-swatch img')).toHaveCount(0)
    await expectNoAxeViolations(page)
  })

  test('subscription (53): the incomplete subtotal shows at once, with the subscription details', async ({ page }) => {
    await openProduct(page, 'addons-subscription.html')
    await expect
      .poll(() => panelLines(page))
      .toEqual(['1x Coffee subscription $15.00', expect.stringMatching(/^Subtotal \$15\.00 .*month/)])
    await page.locator('#addon-53-2').fill('2')
    await page.locator('#addon-53-2').blur()
    await expect.poll(async () => (await panelLines(page))[1]).toBe('Extra bags - 2 $12.00')
    await expectNoAxeViolations(page)
  })

  test('grouped (52): the totals wait for a quantity', async ({ page }) => {
    await openProduct(page, 'addons-grouped.html')
    await page.locator('#addon-52-0').fill('For Sam')
    expect(await panelLines(page)).toEqual([])
    await page.locator('#quantity_15').fill('2')
    await page.locator('#quantity_15').blur()
    await expect.poll(async () => (await panelLines(page)).slice(1)).toEqual(['Gift note - For Sam $1.00', 'Subtotal $33.00'])
  })

  test('gift card of any amount (54): the base is the amount typed', async ({ page }) => {
    await openProduct(page, 'addons-gift-card.html')
    await page.locator('#credit_called').fill('25')
    await page.locator('.wc-pao-addon-image-swatch').first().click()
    await page.locator('#addon-54-1').fill('friend@example.com')
    await page.locator('#addon-54-1').blur()
    await expect.poll(async () => (await panelLines(page))[0]).toBe('1x Gift card $25.00')
    await expect.poll(async () => (await panelLines(page)).at(-1)).toBe('Subtotal $25.00')
    await expectNoAxeViolations(page)
  })

  test('accommodation (56): no totals until the stay has a cost, then the cost is the base line', async ({ page }) => {
    await openProduct(page, 'addons-accommodation.html')
    await page.locator('label[for="addon-56-1-0"]').click()
    await page.waitForTimeout(100)
    expect(await panelLines(page)).toEqual([])
    const year = new Date().getFullYear() + 1
    const bookingForm = page.locator('.wc-bookings-booking-form')
    for (const [prefix, day] of [
      ['start_date', '10'],
      ['end_date', '13'],
    ] as const) {
      await bookingForm.locator(`[name="wc_bookings_field_${prefix}_month"]`).fill('7')
      await bookingForm.locator(`[name="wc_bookings_field_${prefix}_day"]`).fill(day)
      await bookingForm.locator(`[name="wc_bookings_field_${prefix}_year"]`).fill(String(year))
    }
    await page.keyboard.press('Tab')
    const cost = page.locator('.wc-bookings-booking-cost')
    await expect(cost).toBeVisible()
    const booking = Number(await cost.getAttribute('data-raw-price'))
    const product = await page.locator('.wc-pao-addon-container').first().getAttribute('data-product-name')
    await expect
      .poll(() => panelLines(page))
      .toEqual([`${product} $${booking.toFixed(2)}`, 'Late check-out - Late check-out $20.00', `Subtotal $${(booking + 20).toFixed(2)}`])
  })

  test('booking (55): the booking cost is the base line (no quantity); a flat add-on counts once even per block', async ({ page }) => {
    await openProduct(page, 'addons-booking.html')
    const bookingForm = page.locator('.wc-bookings-booking-form')
    const year = new Date().getFullYear() + 1
    await bookingForm.locator('[name="wc_bookings_field_start_date_month"]').fill('6')
    await bookingForm.locator('[name="wc_bookings_field_start_date_day"]').fill('15')
    await bookingForm.locator('[name="wc_bookings_field_start_date_year"]').fill(String(year))
    await page.locator('#wc_bookings_field_duration').fill('2')
    await page.locator('#wc_bookings_field_duration').blur()
    const cost = page.locator('.wc-bookings-booking-cost')
    await expect(cost).toHaveAttribute('data-raw-price', /\d/)
    const booking = Number(await cost.getAttribute('data-raw-price'))
    await page.locator('#addon-55-2').selectOption({ index: 2 })
    const guide = await page
      .locator('#addon-55-2 option')
      .nth(2)
      .evaluate((option) => ({
        label: option.getAttribute('data-label'),
        price: Number(option.getAttribute('data-price')),
        type: option.getAttribute('data-price-type'),
      }))
    const guideCost = guide.type === 'quantity_based' ? guide.price * 2 : guide.price
    const product = await page.locator('.wc-pao-addon-container').first().getAttribute('data-product-name')
    await expect
      .poll(() => panelLines(page))
      .toEqual([
        `${product} $${booking.toFixed(2)}`,
        `Guide - ${guide.label} $${guideCost.toFixed(2)}`,
        `Subtotal $${(booking + guideCost).toFixed(2)}`,
      ])
  })
})

test.describe('bad input (addons-malformed.html): broken add-on markup, and a form without its totals', () => {
  /** What the console said at load: one error per bad add-on, one for the form without totals. */
  const EXPECTED_ERRORS = [
    '<wc-pao-addons> the add-on "Envelope colour" (#wc-pao-addon-57-1): #addon-57-1 option "green-3" data-price is missing (counted as 0), data-raw-price is missing (counted as 0).',
    '<wc-pao-addons> the add-on "Inscription" (#wc-pao-addon-57-3): #addon-57-3 data-restrictions is not JSON (',
    '<wc-pao-addons> the add-on "Recipient" (#wc-pao-addon-57-4): #addon-57-4 data-restrictions is not a JSON object, so the field has no restrictions.',
    '<wc-pao-addons> the add-on "Extras" (#wc-pao-addon-57-5): #addon-57-5-0 data-price "two dollars" is not a number (counted as 0), data-raw-price "two dollars" is not a number (counted as 0); #addon-57-5-1 data-raw-price "n/a" is not a number (counted as 0).',
    '<wc-pao-addons> the add-on "Pressed flower" (#wc-pao-addon-57-6): #addon-57-6-0 data-price-type "per_word" is not flat_fee, quantity_based or percentage_based (counted as flat_fee).',
    '<wc-pao-addons> the add-ons of "Soap bar" have no totals container (#product-addons-total) in their form, so no subtotal is shown; the add-ons are still checked and posted.',
  ]

  async function openMalformed(page: Page, watch: { consoleErrors: string[]; expectConsoleErrors(): void }) {
    watch.expectConsoleErrors()
    await openProduct(page, 'addons-malformed.html')
    await expect(page.locator('.wc-pao-addons-container[data-island-mounted]')).toHaveCount(2)
    // Exactly these, each once, in the order of the page; nothing else (no exception, no CSP report).
    await expect.poll(() => watch.consoleErrors.length).toBe(EXPECTED_ERRORS.length)
    EXPECTED_ERRORS.forEach((expected, index) => expect(watch.consoleErrors[index]).toContain(`shop-islands: ${expected}`))
    expect(watch.consoleErrors[1]).toContain('so the field has no restrictions but stays required (its container says so)')
  }

  test('one console.error names each bad add-on; the rest of the form works, totals and checks included, and posts every field', async ({
    page,
    watch,
  }) => {
    await openMalformed(page, watch)
    const card = page.locator('#product-57 form')
    await expectNoAxeViolations(page)

    // Validation works: the good required field first, then the broken one, still required by its container.
    await card.locator('.single_add_to_cart_button').click()
    await expect(card.locator('#addon-57-0')).toBeFocused()
    expect(await describedNotice(card.locator('#addon-57-0'))).toBe(ENTER_TEXT)
    expect(await describedNotice(card.locator('#addon-57-3'))).toBe(ENTER_TEXT)
    await expect(card.locator('small.wc-pao-validation-notice')).toHaveCount(2)
    // A good field's own restrictions still apply (max 40).
    await card.locator('#addon-57-0').fill('x'.repeat(41))
    await card.locator('#addon-57-0').blur()
    await expect(card.locator('#wc-pao-addon-57-0 small.wc-pao-validation-notice')).toHaveText('Please enter up to 40 characters.')
    await card.locator('#addon-57-0').fill('Happy birthday')
    await card.locator('.single_add_to_cart_button').click()
    await expect(card.locator('#addon-57-3')).toBeFocused()
    expect(await cartItems(page)).toEqual([])

    // Broken restrictions are no restrictions: digits where "only_letters" was meant, more than the unread max 30.
    await card.locator('#addon-57-3').fill('For Ada, with love from all of us at number 12')
    await card.locator('#addon-57-4').fill('Zoë 42')
    await card.locator('#addon-57-4').blur()
    await card.locator('#addon-57-1').selectOption('green-3')
    for (const id of ['addon-57-2-0', 'addon-57-5-0', 'addon-57-5-1', 'addon-57-6-0']) await card.locator(`label[for="${id}"]`).click()
    await card.locator('#quantity_57').fill('2')
    await card.locator('#quantity_57').blur()
    await expect(card.locator('small.wc-pao-validation-notice')).toHaveCount(0)
    // Bad prices count as 0 ('-'); the unknown price type as a flat fee: $3 once, whatever the quantity.
    await expect
      .poll(() => panelLines(card))
      .toEqual([
        '2x Greeting card $8.00',
        'Message - Happy birthday -',
        'Envelope colour - Green -',
        'Stamp - Add a stamp $1.00',
        'Inscription - For Ada, with love from all of us at number 12 $2.00',
        'Recipient - Zoë 42 -',
        'Extras - Ribbon -',
        'Extras - Glitter $1.50',
        'Pressed flower - Daisy $3.00',
        'Subtotal $15.50',
      ])
    await expectNoAxeViolations(page)

    await card.locator('.single_add_to_cart_button').click()
    await expect(page.locator('.woocommerce-message')).toContainText('Greeting card')
    const [item] = await cartItems(page)
    expect(item).toMatchObject({ product_id: 57, quantity: 2 })
    expect(item?.fields).toEqual({
      'addon-57-0': 'Happy birthday',
      'addon-57-1': 'green-3',
      'addon-57-2': ['add-a-stamp'],
      'addon-57-3': 'For Ada, with love from all of us at number 12',
      'addon-57-4': 'Zoë 42',
      'addon-57-5': ['ribbon', 'glitter'],
      'addon-57-6': ['daisy'],
    })
  })

  test("a form without its totals container: its fields are still checked, it posts, and the other form's totals ignore it", async ({
    page,
    watch,
  }) => {
    await openMalformed(page, watch)
    const soap = page.locator('#product-59 form')
    await expect(soap.locator('#product-addons-total')).toHaveCount(0)
    await soap.locator('#addon-59-0').selectOption('mint-2')
    await soap.locator('#addon-59-1').fill('1,5')
    await soap.locator('#addon-59-1').blur()
    await expect(soap.locator('#wc-pao-addon-59-1 small.wc-pao-validation-notice')).toHaveText(
      'Please enter a price with one monetary decimal point (.) without thousand separators.',
    )
    await soap.locator('.single_add_to_cart_button').click()
    await expect(soap.locator('#addon-59-1')).toBeFocused()
    expect(await cartItems(page)).toEqual([])
    // The card's panel has nothing to show: its required fields are empty, and the soap is not its business.
    expect(await panelLines(page.locator('#product-57 form'))).toEqual([])

    await soap.locator('#addon-59-1').fill('2.50')
    await soap.locator('.single_add_to_cart_button').click()
    await expect(page.locator('.woocommerce-message')).toContainText('Soap bar')
    const [item] = await cartItems(page)
    expect(item).toMatchObject({ product_id: 59, quantity: 1, fields: { 'addon-59-0': 'mint-2', 'addon-59-1': '2.50' } })
  })
})

test.describe('several add-on forms on one page (addons-two-forms.html: the product and its own quick view)', () => {
  test('each form validates, focuses, totals and posts only its own fields, with the same names and ids in both', async ({ page }) => {
    await openProduct(page, 'addons-two-forms.html')
    const main = page.locator('main > #product-57 form.cart')
    const dialog = page.locator('dialog.quick-view')
    /** Where the field's aria-describedby leads: the notice's text, and whether it is in the dialog. */
    const notice = (field: Locator) =>
      field.evaluate((element) => {
        const id = (element.getAttribute('aria-describedby') ?? '').split(/\s+/).find((token) => token.includes('-validation-notice'))
        const node = id ? document.getElementById(id) : null
        return { text: node?.textContent ?? '', inDialog: node?.closest('dialog') !== null && node !== null }
      })

    // The quick view's form is inserted (and starts) before any notice is shown.
    await page.locator('.quick-view-button').click()
    await expect(dialog.locator('.wc-pao-addons-container')).toHaveAttribute('data-island-mounted', '')
    await expect(dialog.locator('#product-addons-total')).toHaveAttribute('data-island-mounted', '')
    await dialog.getByRole('button', { name: 'Close' }).click()

    await main.locator('.single_add_to_cart_button').click()
    await expect(main.locator('#addon-57-0')).toBeFocused()
    expect(await notice(main.locator('#addon-57-0'))).toEqual({ text: ENTER_TEXT, inDialog: false })

    await page.locator('.quick-view-button').click()
    await dialog.locator('.single_add_to_cart_button').click()
    await expect(dialog.locator('#addon-57-0')).toBeFocused()
    // Both notices are on the page; each field is described by its own.
    expect(await notice(dialog.locator('#addon-57-0'))).toEqual({ text: ENTER_TEXT, inDialog: true })
    expect(await notice(main.locator('#addon-57-0'))).toEqual({ text: ENTER_TEXT, inDialog: false })
    const ids = await page.locator('small.wc-pao-validation-notice').evaluateAll((nodes) => nodes.map((node) => node.id))
    expect(new Set(ids).size).toBe(2)

    await dialog.locator('#addon-57-0').fill('For Bo')
    // Not its label: `for="addon-57-2-0"` names the first box with that id in the page, the product's.
    await dialog.locator('#addon-57-2-0').check()
    await expect
      .poll(() => panelLines(dialog))
      .toEqual(['1x Greeting card $4.00', 'Message - For Bo -', 'Stamp - Add a stamp $1.00', 'Subtotal $5.00'])
    expect(await panelLines(main)).toEqual([])
    await expect(main.locator('small.wc-pao-validation-notice')).toHaveText(ENTER_TEXT)

    await dialog.getByRole('button', { name: 'Close' }).click()
    await main.locator('#addon-57-0').fill('For Ada')
    await main.locator('#addon-57-0').blur()
    await expect.poll(() => panelLines(main)).toEqual(['1x Greeting card $4.00', 'Message - For Ada -', 'Subtotal $4.00'])
    expect(await panelLines(dialog)).toEqual([
      '1x Greeting card $4.00',
      'Message - For Bo -',
      'Stamp - Add a stamp $1.00',
      'Subtotal $5.00',
    ])

    await main.locator('.single_add_to_cart_button').click()
    await expect(page.locator('.woocommerce-message')).toContainText('Greeting card')
    const [item] = await cartItems(page)
    expect(item).toMatchObject({ product_id: 57, quantity: 1, fields: { 'addon-57-0': 'For Ada' } })
    expect(item?.fields).not.toHaveProperty('addon-57-2')
  })
})
