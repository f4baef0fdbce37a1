import type { Page } from '@playwright/test'
import { ownScripts, recordScripts, totalGzip, waitForIslands } from '../support/page-weight.ts'
import { BUDGETS_LEAN_ONLY, budgetsApply, expect, expectNoAxeViolations, tabTo, test } from './fixtures.ts'
import { fillRequired, wcpaControl } from './wcpa-shopper.ts'

/**
 * <wcpa-form> (the custom product options form, system B) on the demo shop: adopted in place on
 * the plugin's markup (wcpa-product.html, wcpa-variable.html, wcpa-2000.html, wcpa-redirect.html)
 * and as our own element without adopt mode (wcpa-element.html). fixtures/server/README.md lists
 * the products; wcpa_ajax_add_to_cart is the demo server's.
 */

const FORM_ERROR = 'Fix the errors shown above'
const REQUIRED = 'Field is required'

async function openForm(page: Page, file: string) {
  page.on('dialog', (dialog) => {
    throw new Error(`unexpected ${dialog.type()}: ${dialog.message()}`)
  })
  await page.goto(`/pages/${file}`)
  await waitForIslands(page)
  await expect(page.locator('.wcpa_form')).toHaveCount(1)
}

const button = (page: Page) => page.locator('.single_add_to_cart_button')
const control = wcpaControl
const item = (page: Page, id: string) => page.locator(`[data-field="${id}"]`)

async function cart(page: Page) {
  const response = await page.request.get('/cart?format=json')
  return (await response.json()) as {
    items: { product_id: number; variation_id: number; quantity: number; fields: Record<string, unknown> }[]
  }
}

test('renders every field type of the plugin in the shop form, replacing the skeleton', async ({ page }) => {
  await openForm(page, 'wcpa-product.html')
  const outer = page.locator('form.cart div.wcpa_form_outer')
  await expect(outer).toHaveAttribute('data-island-mounted', '')
  await expect(outer.locator('.wcpa_skeleton_loader_area')).toHaveCount(0)
  await expect(page.locator('form.cart')).toHaveAttribute('autocomplete', 'off')
  await expect(page.locator('.wcpa_form h2.wcpa_header')).toHaveText('Personalise your T-shirt')
  await expect(item(page, 'print_intro').locator('br')).toHaveCount(1)
  await expect(control(page, 'print_name')).toHaveAttribute('name', 'print-name')
  await expect(control(page, 'print_name')).toHaveAttribute('aria-required', 'true')
  await expect(page.locator('#field_print_name-description strong')).toHaveText('Up to 12')
  await expect(control(page, 'print_color')).toHaveValue('white')
  await expect(control(page, 'print_color').locator('option')).toHaveText(['White', 'Black', 'Gold (+$2.50)', 'Custom colour (+$4.00)'])
  await expect(page.locator('[data-field="print_size"] legend')).toHaveText('Size of print *')
  await expect(page.locator('input[name="extras[]"]')).toHaveCount(3)
  await expect(control(page, 'rush')).toHaveAttribute('value', 'yes')
  await expect(control(page, 'stars')).toHaveAttribute('type', 'number')
  await expect(control(page, 'website')).toHaveAttribute('type', 'url')
  await expect(control(page, 'proof_email')).toHaveAttribute('type', 'email')
  await expect(page.locator('input[type="hidden"][name="order-source"]')).toHaveValue('options-demo')
  await expect(control(page, 'wrap_paper')).toHaveAttribute('name', 'wrap-paper[]')
  await expect(control(page, 'delivery_date')).toHaveAttribute('type', 'text')
  await expect(control(page, 'pickup_time')).toHaveAttribute('type', 'time')
  await expect(control(page, 'event_datetime')).toHaveAttribute('type', 'text')
  await expect(page.locator('hr.wcpa_separator')).toHaveCount(1)
  // Conditional fields and sections start hidden: not rendered at all.
  for (const id of ['custom_color', 'back_print', 'back_font', 'card_message', 'weekend_note', 'december_note']) {
    await expect(item(page, id)).toHaveCount(0)
  }
  await expect(page.locator('[data-section="sec_gold"]')).toHaveCount(0)
  await expectNoAxeViolations(page)
})

test('the form needs no HTML sanitiser: with DOMPurify unreachable its HTML descriptions show and no error is said', async ({ page }) => {
  let asked = 0
  await page.route(/\/chunks\/purify\.es-[\w-]{8}\.js$/, (route) => {
    asked += 1
    return route.fulfill({ status: 503, body: '' })
  })
  await openForm(page, 'wcpa-product.html')
  await expect(page.locator('#field_print_name-description strong')).toHaveText('Up to 12')
  await control(page, 'print_name').fill('Al')
  await expect(control(page, 'print_name')).toHaveValue('Al')
  await page.waitForLoadState('networkidle')
  // The fixture's watch fails the test on any console error.
  expect(asked).toBe(0)
})

test('conditions: a cascade shows and hides downstream fields, sections show and disable', async ({ page }) => {
  await openForm(page, 'wcpa-product.html')
  await control(page, 'print_size-1').check()
  await expect(control(page, 'back_print')).toBeVisible()
  await expect(item(page, 'back_print')).toHaveClass(/wcpa_new/)
  await expect(item(page, 'back_font')).toHaveCount(0)
  await control(page, 'back_print').fill('Team')
  await expect(control(page, 'back_font')).toBeVisible()
  // Clicking the chosen radio again clears it: the cascade hides both fields.
  await control(page, 'print_size-1').click()
  await expect(control(page, 'print_size-1')).not.toBeChecked()
  await expect(item(page, 'back_print')).toHaveCount(0)
  await expect(item(page, 'back_font')).toHaveCount(0)
  await control(page, 'print_color').selectOption('gold')
  await expect(page.locator('[data-section="sec_gold"]')).toBeVisible()
  await control(page, 'print_color').selectOption('custom')
  await expect(page.locator('[data-section="sec_gold"]')).toHaveCount(0)
  await expect(control(page, 'custom_color')).toBeVisible()
  await control(page, 'extras-1').check()
  await expect(control(page, 'card_message')).toBeVisible()
  await control(page, 'rush').check()
  await expect(control(page, 'wrap_paper')).toBeDisabled()
  await expectNoAxeViolations(page)
})

test('date relations: a weekend date and a December date show their notes', async ({ page }) => {
  await openForm(page, 'wcpa-product.html')
  await control(page, 'delivery_date').fill('2030-06-08') // a Saturday
  await expect(item(page, 'weekend_note')).toContainText('Weekend delivery costs $5 more.')
  await expect(item(page, 'december_note')).toHaveCount(0)
  await control(page, 'delivery_date').fill('2030-12-04') // a Wednesday in December
  await expect(item(page, 'weekend_note')).toHaveCount(0)
  await expect(item(page, 'december_note')).toHaveText('December orders ship before the holidays.')
})

test('the date picker loads on the first interaction only, and picks a date', async ({ page }) => {
  const scripts = recordScripts(page)
  const stylesheets: string[] = []
  page.on('request', (request) => {
    if (request.resourceType() === 'stylesheet') stylesheets.push(request.url())
  })
  await openForm(page, 'wcpa-product.html')
  await page.waitForLoadState('networkidle')
  const before = ownScripts(await scripts())
  expect(stylesheets.some((url) => url.includes('/assets/calendar-'))).toBe(false)
  await expect(page.locator('.flatpickr-calendar')).toHaveCount(0)
  await control(page, 'delivery_date').click()
  await expect(page.locator('.flatpickr-calendar.open')).toBeVisible()
  expect(stylesheets.some((url) => url.includes('/assets/calendar-'))).toBe(true)
  // The accessible calendar shared with system A: a named dialog right after the field.
  await expect(page.locator('.flatpickr-calendar.open')).toHaveAttribute('role', 'dialog')
  await expect(page.locator('.flatpickr-calendar.open .flatpickr-next-month')).toHaveAttribute('aria-label', 'Next month')
  expect(ownScripts(await scripts()).length).toBeGreaterThan(before.length)
  await page.locator('.flatpickr-calendar.open .flatpickr-day:not(.prevMonthDay):not(.nextMonthDay)', { hasText: /^15$/ }).click()
  await expect(control(page, 'delivery_date')).toHaveValue(/^\d{4}-\d{2}-15$/)
  await expectNoAxeViolations(page)
})

test('with the keyboard: a submit with errors focuses the first field and announces the form error', async ({ page }) => {
  await openForm(page, 'wcpa-product.html')
  await tabTo(page, '.single_add_to_cart_button', 60)
  await page.keyboard.press('Enter')
  await expect(control(page, 'print_name')).toBeFocused()
  const formError = page.locator('.wcpa_form_error')
  await expect(formError).toHaveAttribute('role', 'alert')
  await expect(formError).toHaveText(FORM_ERROR)
  await expect(page.locator('#field_print_name-error')).toHaveText(REQUIRED)
  await expect(control(page, 'print_name')).toHaveAttribute('aria-invalid', 'true')
  await expect(control(page, 'print_name')).toHaveAttribute('aria-describedby', 'field_print_name-description field_print_name-error')
  await expect(page.locator('#field_proof_email-error')).toHaveText(REQUIRED)
  await expect(page.locator('[data-field="print_size"] fieldset')).toHaveAttribute('aria-describedby', 'field_print_size-error')
  await expectNoAxeViolations(page)
  // Typing fixes the field: its error and, once nothing blocks, the form error go.
  await page.keyboard.type('ALEXANDER THE GREAT')
  await page.keyboard.press('Tab')
  await expect(control(page, 'print_name')).toHaveValue('ALEXANDER TH')
  await expect(page.locator('#field_print_name-error')).toHaveText('Maximum 12 characters allowed')
  // The custom dropdown, by keyboard: show the back print first.
  await control(page, 'print_size-1').focus()
  await page.keyboard.press('Space')
  await control(page, 'back_print').focus()
  await page.keyboard.type('Team')
  // The field behind it appears once the 100 ms debounce has run.
  await expect(control(page, 'back_font')).toBeVisible()
  await page.keyboard.press('Tab')
  await expect(control(page, 'back_font')).toBeFocused()
  await page.keyboard.press('ArrowDown')
  await expect(control(page, 'back_font')).toHaveAttribute('aria-expanded', 'true')
  await page.keyboard.press('ArrowDown')
  await page.keyboard.press('Enter')
  await expect(control(page, 'back_font')).toHaveText('Sans serif')
  await expect(page.locator('[data-field="back_font"] input[type="hidden"]')).toHaveValue('sans')
})

test('a submit with errors scrolls smoothly up to the first field that blocks', async ({ page }) => {
  await openForm(page, 'wcpa-product.html')
  await page.setViewportSize({ width: 800, height: 400 })
  await button(page).scrollIntoViewIfNeeded()
  const start = await page.evaluate(() => window.scrollY)
  expect(start).toBeGreaterThan(300)
  await button(page).click()
  await expect(control(page, 'print_name')).toBeFocused()
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeLessThan(start - 300)
  await expect(control(page, 'print_name')).toBeInViewport()
})

test('with the mouse: fill the options and add to the cart in the page, fragments and View cart link', async ({ page }) => {
  await openForm(page, 'wcpa-product.html')
  const updated = page.evaluate(
    () =>
      new Promise<unknown>((resolve) =>
        document.addEventListener('wcpa_fields_updated', (event) => resolve((event as CustomEvent).detail[0]), { once: true }),
      ),
  )
  await control(page, 'print_color').selectOption('gold')
  expect(await updated).toMatchObject({ productId: '60', total: 2.5, quantity: 1 })
  await fillRequired(page)
  await control(page, 'extras').check()
  await page.locator('[data-field="extras"] .wcpa_quantity').fill('2')
  const url = page.url()
  await button(page).click()
  await expect(page.locator('.widget_shopping_cart_content')).toContainText('Custom T-shirt')
  await expect(page.locator('.cart-contents-count')).toHaveText('1')
  await expect(button(page)).toHaveClass(/added/)
  await expect(button(page)).toBeEnabled()
  const viewCart = page.locator('a.added_to_cart.wc-forward')
  await expect(viewCart).toHaveText('View cart')
  await expect(viewCart).toHaveAttribute('href', '/cart')
  expect(page.url()).toBe(url)
  const { items } = await cart(page)
  expect(items).toEqual([
    expect.objectContaining({
      product_id: 60,
      fields: expect.objectContaining({
        'print-name': 'ALEX',
        'print-color': 'gold',
        'print-size': 'small',
        'gold-coat': 'matte',
        extras: ['wrap'],
        extras_quantity: '2',
        'delivery-date': '2030-06-05',
        'order-source': 'options-demo',
      }),
    }),
  ])
  // Hidden and disabled fields are not sent.
  expect(Object.keys(items[0]?.fields ?? {})).not.toContain('back-print')
  await expectNoAxeViolations(page)
})

test('an in-page add to cart that fails leaves the button usable, says so, and never orders twice', async ({
  page,
  context,
  baseURL,
  watch,
}) => {
  watch.expectConsoleErrors()
  await openForm(page, 'wcpa-product.html')
  await fillRequired(page)
  for (const fault of ['500', 'badjson', 'drop']) {
    await context.addCookies([{ name: 'si_fault', value: fault, url: baseURL ?? '' }])
    await button(page).click()
    await expect(page.locator('.wcpa_cart_error')).toHaveText('Sorry, the product could not be added to your cart. Please try again.')
    await expect(button(page)).toBeEnabled()
    await expect(button(page)).not.toHaveClass(/loading/)
    await expect(button(page)).toHaveAttribute('aria-describedby', /wcpa-cart-notice/)
    await page.waitForTimeout(350)
  }
  expect((await cart(page)).items).toEqual([])
  await context.clearCookies({ name: 'si_fault' })
  // A double click while the request runs: one line, quantity one.
  await button(page).dblclick()
  await expect(button(page)).toHaveClass(/added/)
  await expect(page.locator('.wcpa_cart_error')).toHaveCount(0)
  await page.waitForTimeout(400)
  const { items } = await cart(page)
  expect(items.map((line) => line.quantity)).toEqual([1])
})

test('the button shows loading and is disabled while the request runs', async ({ page }) => {
  await openForm(page, 'wcpa-product.html')
  await fillRequired(page)
  await page.route('**/*wc-ajax=wcpa_ajax_add_to_cart*', (route) =>
    route.continue({ headers: { ...route.request().headers(), 'x-shop-islands-fault': 'slow', 'x-shop-islands-delay': '600' } }),
  )
  await button(page).click()
  await expect(button(page)).toHaveClass(/loading/)
  await expect(button(page)).toBeDisabled()
  await expect(button(page)).toHaveClass(/added/)
  await expect(button(page)).toBeEnabled()
})

test('without the in-page add to cart, a valid form posts the classic way', async ({ page }) => {
  await page.route('**/assets/settings/wcpa-front.js', async (route) => {
    const body = (await (await route.fetch()).text()).replace("ajax_add_to_cart: '1'", "ajax_add_to_cart: ''")
    await route.fulfill({ body, contentType: 'application/javascript' })
  })
  await openForm(page, 'wcpa-product.html')
  await fillRequired(page)
  // The plugin's rules take an address without a scheme; the browser's own check would refuse it.
  await control(page, 'website').fill('example.com')
  await button(page).click()
  await expect(page.locator('.woocommerce-message')).toContainText('“Custom T-shirt” has been added to your cart.')
  expect((await cart(page)).items).toEqual([
    expect.objectContaining({ product_id: 60, fields: expect.objectContaining({ 'print-name': 'ALEX', website: 'example.com' }) }),
  ])
})

test('our element without adopt mode: texts stay text, descriptions are sanitised, a refused add goes to the product page', async ({
  page,
}) => {
  await openForm(page, 'wcpa-element.html')
  const host = page.locator('wcpa-form')
  await expect(host).toHaveAttribute('data-island-mounted', '')
  await expect(page.locator('[data-field="pen_font"] legend')).toHaveText(`Font <img src=x onerror="document.title='hacked'"> *`)
  await expect(host.locator('img, b, script')).toHaveCount(0)
  await expect(page.locator('#field_engraving-description')).toHaveText('Letters and digits. Free engraving.')
  await expect(page.locator('#field_engraving-description em')).toHaveText('Free')
  await control(page, 'engraving').fill('JD')
  await control(page, 'pen_font-1').check()
  await expect(control(page, 'pen_note')).toBeVisible()
  await button(page).click()
  await expect(page.locator('a.added_to_cart')).toBeVisible()
  // Sold individually: the second add is refused, and the browser goes to the product page with the notice.
  await page.waitForTimeout(350)
  await Promise.all([page.waitForURL('**/pages/wcpa-element.html'), page.waitForEvent('load'), button(page).click()])
  await expect(page.locator('.woocommerce-error')).toContainText('You cannot add another “Engraved pen” to your cart.')
  expect(await page.title()).not.toBe('hacked')
  expect((await cart(page)).items).toHaveLength(1)
  await waitForIslands(page)
  await expectNoAxeViolations(page)
})

test('a redirect answer sends the browser where it points', async ({ page }) => {
  await openForm(page, 'wcpa-redirect.html')
  await control(page, 'mug_text').fill('Best mum')
  await Promise.all([page.waitForURL('**/cart'), button(page).click()])
  await expect(page.locator('table.shop_table.cart')).toContainText('Mug')
})

test('with the variation form: the disabled button is the variation form’s, the options travel with the variation', async ({ page }) => {
  await openForm(page, 'wcpa-variable.html')
  await page.waitForFunction(() => document.querySelector('.single_add_to_cart_button')?.hasAttribute('aria-disabled'))
  // aria-disabled: Playwright's click would wait for it to go; a shopper's click does not.
  await button(page).click({ force: true })
  await expect(page.locator('.wc-variation-form-notice')).toHaveText(
    'Please select some product options before adding this product to your cart.',
  )
  await expect(page.locator('.wcpa_form_error')).toHaveText('')
  await page.locator('#pa_color').selectOption('red')
  await page.locator('#pa_size').selectOption('large')
  await expect(page.locator('input[name=variation_id]')).toHaveValue('6404')
  await control(page, 'placement-1').check()
  await button(page).click()
  await expect(page.locator('#field_sleeve_side')).toBeFocused()
  await control(page, 'sleeve_side').selectOption('right')
  await control(page, 'thread').selectOption('silk')
  // The fixed field's error goes 100 ms after the change (the change debounce) and the button moves up
  // with it: a shopper clicks where the button is once it has gone, and so does this test (clicking
  // at once, Playwright's pointer could land where the button was, outside the form, on a busy machine).
  await expect(page.locator('.wcpa_has_error')).toHaveCount(0)
  await button(page).click()
  await expect(page.locator('.widget_shopping_cart_content')).toContainText('Hoodie with options')
  expect((await cart(page)).items).toEqual([
    expect.objectContaining({
      product_id: 64,
      variation_id: 6404,
      fields: expect.objectContaining({ placement: 'sleeve', 'sleeve-side': 'right', thread: 'silk' }),
    }),
  ])
  await expectNoAxeViolations(page)
})

test('bad input: malformed data keeps the skeleton with one clear error; a form inserted later renders', async ({ page, watch }) => {
  watch.expectConsoleErrors()
  await openForm(page, 'wcpa-element.html')
  await page.evaluate(() => {
    const form = document.createElement('form')
    form.className = 'cart'
    form.innerHTML = '<wcpa-form id="broken" data-wcpa="{&quot;fields&quot;: ["><p class="skeleton">Loading options…</p></wcpa-form>'
    document.querySelector('main')?.append(form)
  })
  await expect(page.locator('#broken')).toHaveAttribute('data-island-error', 'attribute "data-wcpa"')
  await expect(page.locator('#broken .skeleton')).toHaveText('Loading options…')
  expect(watch.consoleErrors.filter((line) => line.includes('<wcpa-form> attribute "data-wcpa" is invalid at (json)'))).toHaveLength(1)
  await page.evaluate(() => {
    const later = document.createElement('wcpa-form')
    later.id = 'later'
    later.setAttribute(
      'data-wcpa',
      JSON.stringify({
        fields: {
          s: {
            fields: [
              [{ type: 'text', elementId: 'later_a', label: 'Later' }],
              [
                {
                  type: 'text',
                  elementId: 'later_b',
                  label: 'Cycle',
                  enableCl: true,
                  cl_rule: 'show',
                  relations: [
                    { rules: [{ rules: { cl_field: 'later_b', cl_relation: 'is_not_empty' }, operator: false }], operator: false },
                  ],
                },
              ],
              [{ type: 'magic', elementId: 'later_c', label: 'Unknown' }],
            ],
          },
        },
      }),
    )
    document.querySelector('#broken')?.after(later)
  })
  await expect(page.locator('#later #field_later_a')).toBeVisible()
  await expect(page.locator('#later [data-field="later_b"]')).toHaveCount(0)
  const problems = watch.consoleErrors.filter((line) => line.includes('has problems'))
  expect(problems).toHaveLength(1)
  expect(problems[0]).toContain('cycle at later_b')
  expect(problems[0]).toContain('unknown-type at later_c')
})

test('hostile HTML in a description never runs', async ({ page, watch }) => {
  // Chromium reports the inline handler when DOMPurify parses it in its inert document.
  watch.allowCspViolations(/script-src-attr|script-src-elem|inline/)
  await openForm(page, 'wcpa-element.html')
  await page.evaluate(() => {
    const element = document.createElement('wcpa-form')
    element.id = 'hostile'
    ;(element as HTMLElement & { wcpa: unknown }).wcpa = {
      fields: {
        s: {
          fields: [
            [
              {
                type: 'text',
                elementId: 'h1',
                label: 'Hostile',
                description: `<img src="/assets/images/cap.svg" alt="" onload="document.title='hacked'"><a href="javascript:document.title='hacked'">link</a><svg><script>document.title='hacked'</script></svg>`,
              },
            ],
            [
              {
                type: 'content',
                elementId: 'h2',
                contentType: 'rich',
                value: `<iframe src="/pages/plain-page.html"></iframe><p onclick="document.title='hacked'">Click</p>`,
              },
            ],
          ],
        },
      },
    }
    document.querySelector('main')?.append(element)
  })
  await expect(page.locator('#field_h1-description a')).toHaveText('link')
  await page.locator('#field_h1-description a').click()
  await page.locator('[data-field="h2"] p').click()
  await expect(page.locator('#hostile iframe, #hostile script, #hostile [onload], #hostile [onclick]')).toHaveCount(0)
  await expect(page.locator('#field_h1-description a')).not.toHaveAttribute('href', /javascript/)
  expect(await page.title()).not.toBe('hacked')
})

test('wcpaTrigger renders a form again whose markup another script replaced', async ({ page }) => {
  await openForm(page, 'wcpa-product.html')
  await page.evaluate(() => document.querySelector('.wcpa_form_outer')?.replaceChildren())
  await expect(page.locator('.wcpa_form')).toHaveCount(0)
  await page.evaluate(() => document.dispatchEvent(new Event('wcpaTrigger', { bubbles: true })))
  await expect(page.locator('.wcpa_form #field_print_name')).toBeVisible()
})

test('a jQuery listener hears wcpaDidMount and wcpa_fields_updated', async ({ page }) => {
  await page.addInitScript(() => {
    const w = window as unknown as { __heard: string[] }
    w.__heard = []
    document.addEventListener('DOMContentLoaded', () => {
      const jq = (window as unknown as { jQuery: JQueryStatic }).jQuery
      jq(document).on('wcpaDidMount', (_event, detail: { productId: string }) => w.__heard.push(`mount ${detail.productId}`))
      jq(document).on('wcpa_fields_updated', (_event, detail: { total: number }) => w.__heard.push(`total ${detail.total}`))
    })
  })
  await openForm(page, 'wcpa-product.html')
  await control(page, 'rush').check()
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { __heard: string[] }).__heard))
    .toEqual(['mount 60', 'total 0', 'total 10'])
})

test('the 2,000-field form renders and follows a change', async ({ page }) => {
  await openForm(page, 'wcpa-2000.html')
  await expect(control(page, 'f1')).toBeVisible()
  await expect(item(page, 'f2')).toHaveCount(0)
  await control(page, 'f1').fill('x')
  await expect(control(page, 'f2')).toBeVisible()
  await control(page, 'f0').selectOption('b')
  await expect(item(page, 'f10')).toHaveCount(0)
})

test('the options form page stays within the richest page budget before interaction', async ({ page }) => {
  test.skip(!budgetsApply(), BUDGETS_LEAN_ONLY)
  const scripts = recordScripts(page)
  await openForm(page, 'wcpa-product.html')
  await page.waitForLoadState('networkidle')
  const ours = ownScripts(await scripts())
  expect(totalGzip(ours)).toBeLessThanOrEqual(115 * 1024)
})

test('the custom dropdown has type-ahead: a letter opens the list on the first option it starts with (APG)', async ({ page }) => {
  await openForm(page, 'wcpa-product.html')
  // The font shows once a size is chosen and a back print typed.
  await control(page, 'print_size-1').focus()
  await page.keyboard.press('Space')
  await control(page, 'back_print').fill('Team')
  const font = control(page, 'back_font')
  await expect(font).toBeVisible()
  await font.focus()
  const active = () =>
    page.evaluate(() => {
      const combobox = document.querySelector('[data-field="back_font"] [role="combobox"]')
      const id = combobox?.getAttribute('aria-activedescendant')
      return id ? document.getElementById(id)?.textContent : null
    })
  await page.keyboard.press('s')
  await expect(font).toHaveAttribute('aria-expanded', 'true')
  await expect.poll(active).toBe('Sans serif')
  // Letters typed in quick succession search as one string.
  await page.keyboard.type('c')
  await expect.poll(active).toBe('Script')
  await page.keyboard.press('Enter')
  await expect(font).toHaveText('Script')
  // Later, the same letter starts a new search after the chosen option, wrapping to the start.
  await page.waitForTimeout(600)
  await page.keyboard.press('s')
  await expect.poll(active).toBe('Serif')
  await page.keyboard.press('Enter')
  await expect(page.locator('[data-field="back_font"] input[type="hidden"]')).toHaveValue('serif')
})

test('required radio and checkbox groups are announced as required', async ({ page }) => {
  await page.goto('/pages/wcpa-validation.html')
  // The asterisk is hidden from assistive technology: the group itself says it.
  const shape = page.getByRole('radiogroup', { name: /^Shape/ })
  await expect(shape).toHaveAttribute('aria-required', 'true')
  await expect(page.getByRole('group', { name: /^Finish.*required/ })).toBeVisible()
  // An optional group stays unmarked.
  const optional = page.locator('fieldset.wcpa_group:not([aria-required])', { has: page.locator('input[type="radio"]') })
  for (const group of await optional.all()) await expect(group).not.toHaveAccessibleName(/required/)
  await expectNoAxeViolations(page)
})
