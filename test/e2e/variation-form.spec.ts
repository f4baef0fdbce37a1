import type { Page } from '@playwright/test'
import { waitForIslands } from '../support/page-weight.ts'
import { expect, expectNoAxeViolations, INERT_PARSE_REPORT, tabTo, test } from './fixtures.ts'

/**
 * <wc-variation-form> on the demo shop's variable products (fixtures/server/README.md lists them),
 * adopted in place on WooCommerce's own markup, with jQuery and WooCommerce's settings global.
 */

const MAKE_A_SELECTION = 'Please select some product options before adding this product to your cart.'
const UNAVAILABLE = 'Sorry, this product is unavailable. Please choose a different combination.'
const RESET_ALERT = 'Your selection has been reset. Please select some product options before adding this product to your cart.'
const NO_MATCH = 'Sorry, no products matched your selection. Please choose a different combination.'

/** Opens a fixture page and waits until the form's first check (100 ms after start) has run. */
async function openProduct(page: Page, file: string) {
  // No window.alert, ever: the test fails on a dialog.
  page.on('dialog', (dialog) => {
    throw new Error(`unexpected ${dialog.type()}: ${dialog.message()}`)
  })
  await page.goto(`/pages/${file}`)
  await waitForIslands(page)
  await expect(page.locator('form.variations_form')).toHaveAttribute('data-island-mounted', '')
  await page.waitForFunction(() => document.querySelector('.single_add_to_cart_button')?.hasAttribute('aria-disabled'))
}

const variationId = (page: Page) => page.locator('input[name=variation_id]')
const button = (page: Page) => page.locator('.single_add_to_cart_button')
const details = (page: Page) => page.locator('.single_variation')

async function session(page: Page) {
  const response = await page.request.get('/wp-json/shop-islands/v1/session')
  return (await response.json()) as { cart: { items: { product_id: number; variation_id: number; quantity: number }[] } }
}

test('with the mouse: choose, see the variation, add it to the cart', async ({ page }) => {
  await openProduct(page, 'variable-product.html')
  await expect(page.locator('.reset_variations')).toBeHidden()
  await page.locator('#pa_color').selectOption('red')
  await expect(page.locator('.reset_variations')).toBeVisible()
  // Red comes in medium and large only: small is taken out of the size select.
  await expect(page.locator('#pa_size option')).toHaveText(['Choose an option', 'Medium', 'Large'])
  await page.locator('#pa_size').selectOption('large')
  await expect(variationId(page)).toHaveValue('4007')
  await expect(button(page)).not.toHaveClass(/disabled/)
  await expect(button(page)).toHaveAttribute('aria-disabled', 'false')
  await expect(details(page).locator('.woocommerce-variation-price')).toHaveText('$52.00')
  await expect(details(page)).toBeVisible()
  await expect(page.locator('.product_meta .sku')).toHaveText('woo-hoodie-red-large')
  await expect(page.locator('.wp-post-image')).toHaveAttribute('src', /red/)
  await expectNoAxeViolations(page)
  await button(page).click()
  await expect(page.locator('.woocommerce-message')).toContainText('Hoodie')
  const cart = await session(page)
  expect(cart.cart.items).toEqual([expect.objectContaining({ product_id: 40, variation_id: 4007, quantity: 1 })])
})

test('the details are revealed 300 ms after a match, while the state changes at once', async ({ page }) => {
  await openProduct(page, 'variable-product.html')
  await page.locator('#pa_color').selectOption('blue')
  const timing = await page.evaluate(async () => {
    const size = document.querySelector<HTMLSelectElement>('#pa_size') as HTMLSelectElement
    const area = document.querySelector<HTMLElement>('.single_variation') as HTMLElement
    const start = performance.now()
    size.value = 'small'
    size.dispatchEvent(new Event('change', { bubbles: true }))
    const atOnce = {
      id: (document.querySelector('input[name=variation_id]') as HTMLInputElement).value,
      enabled: !document.querySelector('.single_add_to_cart_button')?.classList.contains('disabled'),
      price: area.querySelector('.woocommerce-variation-price')?.textContent,
      hidden: getComputedStyle(area).display === 'none',
    }
    while (getComputedStyle(area).display === 'none') await new Promise((r) => setTimeout(r, 5))
    return { atOnce, shownAfter: performance.now() - start }
  })
  expect(timing.atOnce).toEqual({ id: '4001', enabled: true, price: '$45.00', hidden: true })
  expect(timing.shownAfter).toBeGreaterThanOrEqual(295)
})

test('with the keyboard only: choose, hear why the button is disabled, clear, add to cart', async ({ page }) => {
  await openProduct(page, 'variable-product.html')
  await tabTo(page, '#pa_color')
  // Pressing Enter on the disabled button first: the reason is announced, no alert.
  await tabTo(page, '.single_add_to_cart_button')
  await page.keyboard.press('Enter')
  const notice = page.locator('.wc-variation-form-notice')
  await expect(notice).toHaveText(MAKE_A_SELECTION)
  await expect(notice).toHaveAttribute('role', 'alert')
  await expect(button(page)).toHaveAttribute('aria-describedby', (await notice.getAttribute('id')) ?? 'none')
  await page.locator('#pa_color').focus()
  await page.keyboard.press('ArrowDown') // Blue
  await expect(page.locator('#pa_color')).toHaveValue('blue')
  await expect(notice).toHaveCount(0)
  await page.keyboard.press('Tab')
  await expect(page.locator('#pa_size')).toBeFocused()
  await page.keyboard.press('ArrowDown') // Small
  await expect(variationId(page)).toHaveValue('4001')
  // The Clear link follows the last select.
  await page.keyboard.press('Tab')
  await expect(page.locator('.reset_variations')).toBeFocused()
  await page.keyboard.press('Enter')
  await expect(page.locator('#pa_color')).toBeFocused()
  await expect(page.locator('.reset_variations_alert')).toHaveText(RESET_ALERT)
  await expect(variationId(page)).toHaveValue('')
  await expect(details(page)).toBeHidden()
  await page.keyboard.press('ArrowDown')
  await page.keyboard.press('ArrowDown') // Green
  await page.keyboard.press('Tab')
  await page.keyboard.press('ArrowDown') // Small (green medium is out of stock)
  await expect(variationId(page)).toHaveValue('4004')
  await tabTo(page, '.single_add_to_cart_button')
  await page.keyboard.press('Enter')
  await expect(page.locator('.woocommerce-message')).toContainText('Hoodie')
  expect((await session(page)).cart.items).toEqual([expect.objectContaining({ variation_id: 4004 })])
})

test("a jQuery listener hears WooCommerce's events, in WooCommerce's order, with their arguments", async ({ page }) => {
  await page.addInitScript(() => {
    const w = window as unknown as { __heard: string[]; jQuery: JQueryStatic }
    w.__heard = []
    document.addEventListener('DOMContentLoaded', () => {
      const names =
        'check_variations wc_variation_form woocommerce_variation_select_change update_variation_values ' +
        'woocommerce_update_variation_values found_variation show_variation reset_data hide_variation ' +
        'reset_image woocommerce_variation_has_changed announce_reset reset_focus'
      w.jQuery(document).on(names, 'form.variations_form', (event, first, second) => {
        const args =
          event.type === 'found_variation'
            ? `:${(first as { variation_id: number }).variation_id}`
            : event.type === 'show_variation'
              ? `:${(first as { variation_id: number }).variation_id},${String(second)}`
              : ''
        w.__heard.push(event.type + args)
      })
    })
  })
  await openProduct(page, 'variable-product.html')
  const heard = () => page.evaluate(() => (window as unknown as { __heard: string[] }).__heard.splice(0))
  expect(await heard()).toEqual([
    'woocommerce_update_variation_values',
    'update_variation_values',
    'reset_image',
    'hide_variation',
    'reset_data',
    'check_variations',
    'wc_variation_form',
  ])
  await page.locator('#pa_color').selectOption('green')
  await heard()
  await page.locator('#pa_size').selectOption('medium')
  expect(await heard()).toEqual([
    'woocommerce_variation_select_change',
    'woocommerce_update_variation_values',
    'update_variation_values',
    'show_variation:4005,false',
    'found_variation:4005',
    'check_variations',
    'woocommerce_variation_has_changed',
  ])
  await page.locator('.reset_variations').click()
  // One change per select (each checked as a change is), then the reset itself.
  const afterClear = await heard()
  expect(afterClear.filter((name) => name === 'woocommerce_variation_select_change')).toHaveLength(2)
  expect(afterClear.slice(-5)).toEqual(['announce_reset', 'reset_image', 'hide_variation', 'reset_data', 'reset_focus'])
})

test('out of stock, inactive and hidden variations', async ({ page }) => {
  await openProduct(page, 'variable-stock.html')
  const select = page.locator('select[name=attribute_pa_color]')
  // Orange belongs only to an inactive variation: offered, but disabled.
  await expect(select.locator('option[value=orange]')).toBeDisabled()
  await select.selectOption('blue')
  await expect(button(page)).toHaveClass(/wc-variation-is-unavailable/)
  // A real click at the button (Playwright would wait for aria-disabled to go away).
  await button(page).click({ force: true })
  await expect(page.locator('.wc-variation-form-notice')).toHaveText(UNAVAILABLE)
  await select.selectOption('yellow')
  await expect(details(page)).toHaveText(UNAVAILABLE)
  await expect(button(page)).toHaveClass(/wc-variation-is-unavailable/)
  await select.selectOption('black')
  await expect(button(page)).not.toHaveClass(/disabled/)
  await expectNoAxeViolations(page)
})

test('"any" values match on either side, the first match winning', async ({ page }) => {
  await openProduct(page, 'variable-any.html')
  await page.locator('select[name=attribute_pa_color]').selectOption('white')
  await page.locator('select[name=attribute_pa_size]').selectOption('small')
  await page.locator('select[name=attribute_logo]').selectOption('Yes')
  await expect(variationId(page)).toHaveValue('4103')
  await page.locator('select[name=attribute_pa_color]').selectOption('red')
  await expect(variationId(page)).toHaveValue('4107')
})

test('sold individually: quantity fixed at 1 and hidden', async ({ page }) => {
  await openProduct(page, 'variable-sold-individually.html')
  // A3 / matte are chosen by the shop's defaults: found by the first check.
  await expect(variationId(page)).toHaveValue('4301')
  await expect(page.locator('.quantity')).toBeHidden()
  await expect(page.locator('input[name=quantity]')).toHaveValue('1')
})

test('min and max quantities clamp the quantity', async ({ page }) => {
  await openProduct(page, 'variable-min-max.html')
  const quantity = page.locator('input[name=quantity]')
  await quantity.fill('9')
  await page.locator('select[name=attribute_pa_size]').selectOption('small')
  await expect(quantity).toHaveValue('6')
  await expect(quantity).toHaveAttribute('min', '2')
  await expect(quantity).toHaveAttribute('max', '6')
  await quantity.fill('')
  await page.locator('select[name=attribute_pa_size]').selectOption('medium')
  await expect(quantity).toHaveValue('3')
  await expect(quantity).toHaveAttribute('max', '')
})

test.describe('ajax mode', () => {
  async function withFault(page: Page, fault: string, delay = 0) {
    await page.route('**/*wc-ajax=get_variation*', (route) =>
      route.continue({
        headers: { ...route.request().headers(), 'x-shop-islands-fault': fault, 'x-shop-islands-delay': String(delay) },
      }),
    )
  }

  async function chooseAll(page: Page, values: string[]) {
    const selects = page.locator('form.variations_form .variations select')
    for (let i = 0; i < values.length; i++) await selects.nth(i).selectOption(values[i] as string)
  }

  async function firstValues(page: Page) {
    return page
      .locator('form.variations_form .variations select')
      .evaluateAll((selects) => selects.map((select) => (select as HTMLSelectElement).options[1]?.value ?? ''))
  }

  test('asks get_variation under an overlay, with the attributes, product_id and custom_data', async ({ page }) => {
    await withFault(page, 'slow', 400)
    await openProduct(page, 'variable-ajax.html')
    const values = await firstValues(page)
    const request = page.waitForRequest('**/*wc-ajax=get_variation*')
    await chooseAll(page, values)
    const body = new URLSearchParams((await request).postData() ?? '')
    expect(body.get('product_id')).toBe('45')
    expect(body.get('custom_data[source]')).toBe('demo-shop')
    expect(body.get('attribute_pa_color')).toBe(values[0])
    await expect(page.locator('form.variations_form .blockUI.blockOverlay')).toHaveCount(1)
    await expect(page.locator('form.variations_form')).toHaveAttribute('aria-busy', 'true')
    await expect(variationId(page)).not.toHaveValue('')
    await expect(page.locator('.blockUI')).toHaveCount(0)
    await expect(page.locator('form.variations_form')).not.toHaveAttribute('aria-busy', 'true')
    await expectNoAxeViolations(page)
  })

  test('a newer choice aborts the older request; its late answer never shows', async ({ page }) => {
    await openProduct(page, 'variable-ajax.html')
    const values = await firstValues(page)
    await page.route('**/*wc-ajax=get_variation*', async (route) => {
      const body = new URLSearchParams(route.request().postData() ?? '')
      // The first complete choice answers late; the second at once.
      const delay = body.get('attribute_pa_material') === values[2] ? 800 : 0
      await route.continue({
        headers: { ...route.request().headers(), 'x-shop-islands-fault': 'slow', 'x-shop-islands-delay': String(delay) },
      })
    })
    await chooseAll(page, values)
    const other = await page
      .locator('form.variations_form .variations select')
      .last()
      .evaluate((select) => (select as HTMLSelectElement).options[2]?.value ?? '')
    await page.locator('form.variations_form .variations select').last().selectOption(other)
    await expect(variationId(page)).not.toHaveValue('')
    const second = await variationId(page).inputValue()
    await page.waitForTimeout(1000)
    await expect(variationId(page)).toHaveValue(second)
    await expect(page.locator('.blockUI')).toHaveCount(0)
  })

  for (const fault of ['500', 'badjson', 'drop']) {
    test(`a ${fault} answer leaves the form usable, with a message and no overlay`, async ({ page, watch }) => {
      watch.expectConsoleErrors()
      await withFault(page, fault)
      await openProduct(page, 'variable-ajax.html')
      await chooseAll(page, await firstValues(page))
      await expect(page.locator('.wc-variation-load-error')).toBeVisible()
      await expect(page.locator('.blockUI')).toHaveCount(0)
      await expect(button(page)).toHaveClass(/wc-variation-selection-needed/)
      await expect(variationId(page)).toHaveValue('')
      expect(watch.consoleErrors.some((e) => e.includes('could not load the chosen variation'))).toBe(true)
      await page.unroute('**/*wc-ajax=get_variation*')
      const last = page.locator('form.variations_form .variations select').last()
      await last.selectOption({ index: 2 })
      await expect(variationId(page)).not.toHaveValue('')
      await expect(page.locator('.wc-variation-load-error')).toHaveCount(0)
    })
  }

  test('no match from the server shows the no-match message', async ({ page }) => {
    await openProduct(page, 'variable-ajax.html')
    await page.route('**/*wc-ajax=get_variation*', (route) => route.fulfill({ json: false }))
    await chooseAll(page, await firstValues(page))
    await expect(page.locator('.wc-no-matching-variations')).toHaveText(NO_MATCH)
  })
})

test('a quick view inserted after load is enhanced as soon as it appears', async ({ page }) => {
  await page.goto('/pages/quick-view.html')
  await waitForIslands(page)
  await page.getByRole('button', { name: 'Quick view: Hoodie' }).click()
  const form = page.locator('dialog form.variations_form')
  await expect(form).toHaveAttribute('data-island-mounted', '')
  await form.locator('select[name=attribute_pa_color]').selectOption('blue')
  await form.locator('select[name=attribute_pa_size]').selectOption('medium')
  await expect(form.locator('input[name=variation_id]')).toHaveValue('4002')
  await expect(form.locator('.woocommerce-variation-price')).toHaveText('$45.00')
  await expectNoAxeViolations(page)
})

test('10,000 variations inline: the options follow the choices and a match is found', async ({ page }) => {
  test.setTimeout(60_000)
  await openProduct(page, 'variable-10k.html')
  const selects = page.locator('form.variations_form .variations select')
  for (let i = 0; i < 4; i++) {
    const value = await selects.nth(i).evaluate((select) => {
      const option = Array.from((select as HTMLSelectElement).options).find((o) => o.value && !o.disabled)
      return option?.value ?? ''
    })
    await selects.nth(i).selectOption(value)
  }
  await expect(variationId(page)).not.toHaveValue('')
  // One loader, whatever the chunks import (a chunk importing the ?ver= loader would load it twice).
  expect(await page.evaluate(() => performance.getEntriesByName('shop-islands:loader-start').length)).toBe(1)
  // The form's details and messages are plain DOM: no React runtime on the page.
  const scripts = await page.evaluate(() => performance.getEntriesByType('resource').map((entry) => entry.name))
  expect(scripts.filter((name) => /\/chunks\/react-[^/]+\.js$/.test(name))).toEqual([])
})

test('hostile variation data: text stays text, HTML fields are sanitised, nothing runs', async ({ page, watch }) => {
  // document.title would read 'hacked' if anything ran. Chromium reports the inline handlers of the
  // hostile HTML when DOMPurify parses it (in an inert document: nothing runs there); any other
  // violation, from markup that reached the page, still fails the test.
  watch.allowCspViolations(INERT_PARSE_REPORT)
  await openProduct(page, 'variable-hostile.html')
  const hostile = '"><img src=x onerror="document.title=\'hacked\'">'
  const select = page.locator('select[name=attribute_pa_pattern]')
  await expect(select.locator('option').nth(2)).toHaveAttribute('value', hostile)
  await select.selectOption('plain')
  await expect(variationId(page)).toHaveValue('4901')
  await expect(page.locator('.product_meta .sku')).toHaveText(hostile)
  const area = details(page)
  await expect(area.locator('.woocommerce-variation-price')).toHaveText('$12.00')
  await expect(area.locator('script, iframe, style, [onerror], [onmouseover], a[href^="javascript"]')).toHaveCount(0)
  await expect(area.locator('.woocommerce-variation-availability')).toContainText('In stock')
  await expect(page.locator('[href^="javascript"], [src^="javascript"]')).toHaveCount(0)
  await select.selectOption(hostile)
  await expect(variationId(page)).toHaveValue('4902')
  await page.waitForTimeout(400)
  expect(await page.title()).not.toBe('hacked')
  await expectNoAxeViolations(page)
})

test('malformed data-product_variations: one error, and the server form still adds the chosen variation', async ({ page, watch }) => {
  watch.expectConsoleErrors()
  await page.route('**/pages/variable-product.html', async (route) => {
    const response = await route.fetch()
    const body = (await response.text()).replace('data-product_variations="[', 'data-product_variations="[{broken')
    await route.fulfill({ response, body })
  })
  await page.goto('/pages/variable-product.html')
  await waitForIslands(page)
  const form = page.locator('form.variations_form')
  await expect(form).toHaveAttribute('data-island-error', 'attribute "data-product_variations"')
  expect(watch.consoleErrors.filter((e) => e.includes('<wc-variation-form>'))).toHaveLength(1)
  // No pruning, no disabled button: the plain form, as without JavaScript.
  await expect(page.locator('#pa_size option')).toHaveCount(4)
  await page.locator('#pa_color').selectOption('blue')
  await page.locator('#pa_size').selectOption('medium')
  await button(page).click()
  await expect(page.locator('.woocommerce-message')).toContainText('Hoodie')
  expect((await session(page)).cart.items).toEqual([expect.objectContaining({ variation_id: 4002 })])
})

// Every other variable product page, keyboard only: Tab to each select, ArrowDown to the first
// value it offers, then Tab to the button and press Enter: added to the cart, or told why not.
for (const file of [
  'variable-any.html',
  'variable-stock.html',
  'variable-sold-individually.html',
  'variable-min-max.html',
  'variable-ajax.html',
  'variable-30.html',
  'variable-1k.html',
]) {
  test(`${file} with the keyboard only`, async ({ page }) => {
    await openProduct(page, file)
    const count = await page.locator('form.variations_form .variations select').count()
    await tabTo(page, 'form.variations_form .variations select')
    for (let i = 0; i < count; i++) {
      if (i > 0) await page.keyboard.press('Tab')
      await expect(page.locator('form.variations_form .variations select').nth(i)).toBeFocused()
      await page.keyboard.press('ArrowDown')
    }
    await expect(variationId(page)).not.toHaveValue('')
    await tabTo(page, '.single_add_to_cart_button')
    const enabled = !(await button(page).getAttribute('class'))?.includes('disabled')
    await page.keyboard.press('Enter')
    if (enabled) await expect(page.locator('.woocommerce-message')).toBeVisible()
    else await expect(page.locator('.wc-variation-form-notice')).toHaveText(UNAVAILABLE)
    await expectNoAxeViolations(page)
  })
}

test('a choice made at once shows its details at once, with no further chunk fetched for them', async ({ page }) => {
  await openProduct(page, 'variable-product.html')
  const requested: string[] = []
  page.on('request', (request) => requested.push(new URL(request.url()).pathname))
  // selectOption neither hovers nor focuses the form first.
  await page.locator('#pa_color').selectOption('red')
  await page.locator('#pa_size').selectOption('large')
  await expect(variationId(page)).toHaveValue('4007')
  await expect(details(page).locator('.woocommerce-variation-price')).toHaveText('$52.00')
  expect(requested.filter((path) => /\/dist\//.test(path))).toEqual([])
})
