import type { Page } from '@playwright/test'
import { waitForIslands } from '../support/page-weight.ts'
import { expect, expectNoAxeViolations, tabTo, test } from './fixtures.ts'
import { fillRequired } from './wcpa-shopper.ts'

/**
 * "Defects found by shopping as shoppers do": a variation that failed to load can be
 * loaded again from the keyboard, and the focus never falls to `<body>` (the options form's
 * in-page add to cart, the store notice and the coming-soon banner dismissed with Enter).
 */

const LOAD_ERROR = 'Sorry, the details of this combination could not be loaded. Please try again.'
const MAKE_A_SELECTION = 'Please select some product options before adding this product to your cart.'

const focusedIsBody = (page: Page) => page.evaluate(() => document.activeElement === null || document.activeElement === document.body)

test.describe('a variation that failed to load', () => {
  const GET_VARIATION = '**/*wc-ajax=get_variation*'

  async function openAjaxProduct(page: Page) {
    page.on('dialog', (dialog) => {
      throw new Error(`unexpected ${dialog.type()}: ${dialog.message()}`)
    })
    await page.goto('/pages/variable-ajax.html')
    await waitForIslands(page)
    await expect(page.locator('form.variations_form')).toHaveAttribute('data-island-mounted', '')
    await page.waitForFunction(() => document.querySelector('.single_add_to_cart_button')?.hasAttribute('aria-disabled'))
  }

  /** Every select set to its first value; the last change sends get_variation. */
  async function chooseFirstValues(page: Page) {
    const selects = page.locator('form.variations_form .variations select')
    const count = await selects.count()
    for (let i = 0; i < count; i++) await selects.nth(i).selectOption({ index: 1 })
  }

  /** get_variation answers with `fault` while `state.on`; counts the requests. */
  async function faultWhile(page: Page, fault: string) {
    const state = { on: true, requests: 0 }
    await page.route(GET_VARIATION, (route) => {
      state.requests++
      const headers = { ...route.request().headers(), 'x-shop-islands-fault': state.on ? fault : 'none' }
      return route.continue({ headers })
    })
    return state
  }

  for (const fault of ['500', 'badjson', 'drop']) {
    test(`after a ${fault} answer, "Try again" re-sends the same request from the keyboard and the focus goes on`, async ({
      page,
      watch,
    }) => {
      watch.expectConsoleErrors()
      const state = await faultWhile(page, fault)
      await openAjaxProduct(page)
      await chooseFirstValues(page)
      const message = page.locator('.wc-variation-load-error')
      await expect(message).toContainText(LOAD_ERROR)
      const retry = message.getByRole('button', { name: 'Try again' })
      await expect(retry).toBeVisible()
      await expectNoAxeViolations(page)
      await tabTo(page, '.wc-variation-load-error button')
      // Still failing: the same request again, the message again, the focus kept on "Try again".
      const again = page.waitForRequest(GET_VARIATION)
      await page.keyboard.press('Enter')
      const body = new URLSearchParams((await again).postData() ?? '')
      expect(body.get('product_id')).toBe('45')
      await expect.poll(() => state.requests).toBe(2)
      await expect(page.locator('.blockUI')).toHaveCount(0)
      await expect(message).toContainText(LOAD_ERROR)
      await expect(retry).toBeFocused()
      // The shop answers now: the variation is found, the message goes, the focus lands on the button.
      state.on = false
      await page.keyboard.press('Enter')
      await expect(page.locator('input[name=variation_id]')).not.toHaveValue('')
      await expect(message).toHaveCount(0)
      await expect(page.locator('.single_add_to_cart_button')).toBeFocused()
      expect(await focusedIsBody(page)).toBe(false)
      expect(state.requests).toBe(3)
    })
  }

  test('after a failed load, Add to cart says the details could not be loaded, not "select some options"', async ({ page, watch }) => {
    watch.expectConsoleErrors()
    await faultWhile(page, '500')
    await openAjaxProduct(page)
    await chooseFirstValues(page)
    await expect(page.locator('.wc-variation-load-error')).toBeVisible()
    const button = page.locator('.single_add_to_cart_button')
    await tabTo(page, '.single_add_to_cart_button')
    await page.keyboard.press('Enter')
    const notice = page.locator('.wc-variation-form-notice')
    await expect(notice).toHaveText(LOAD_ERROR)
    await expect(notice).not.toHaveText(MAKE_A_SELECTION)
    await expect(button).toHaveAttribute('aria-describedby', /wc-variation-form-notice/)
  })
})

test.describe('the focus never falls to the page', () => {
  test('options form: Enter on Add to cart keeps the focus on the button while the request runs, and the addition is announced', async ({
    page,
  }) => {
    await page.goto('/pages/wcpa-product.html')
    await waitForIslands(page)
    await expect(page.locator('.wcpa_form')).toHaveCount(1)
    await fillRequired(page)
    await page.route('**/*wc-ajax=wcpa_ajax_add_to_cart*', (route) =>
      route.continue({ headers: { ...route.request().headers(), 'x-shop-islands-fault': 'slow', 'x-shop-islands-delay': '800' } }),
    )
    const button = page.locator('.single_add_to_cart_button')
    await tabTo(page, '.single_add_to_cart_button', 60)
    await page.keyboard.press('Enter')
    await expect(button).toHaveClass(/loading/)
    // Read once, while the request (800 ms) runs: a retrying assertion would wait for the end.
    expect(await focusedIsBody(page)).toBe(false)
    expect(await button.evaluate((element) => element === document.activeElement)).toBe(true)
    await expect(button).toHaveClass(/loading/)
    await expect(button).toHaveAttribute('aria-disabled', 'true')
    await expect(button).toHaveClass(/added/)
    await expect(button).toBeFocused()
    await expect(button).not.toHaveAttribute('aria-disabled', 'true')
    // The form's announcer (the price summary has a polite status of its own, for its total).
    const live = page.locator('form.cart [aria-live="polite"]', { hasText: 'added to your cart' })
    await expect(live).toHaveText('“Custom T-shirt” has been added to your cart.')
    await expectNoAxeViolations(page)
  })

  test('store notice: Enter on Dismiss moves the focus to the main content', async ({ page }) => {
    await page.goto('/pages/shop.html')
    await waitForIslands(page)
    await expect(page.locator('.woocommerce-store-notice')).toBeVisible()
    await tabTo(page, '.woocommerce-store-notice__dismiss-link', 60)
    await page.keyboard.press('Enter')
    await expect(page.locator('.woocommerce-store-notice')).toBeHidden()
    await expect(page.locator('main#main')).toBeFocused()
    expect(await focusedIsBody(page)).toBe(false)
  })

  test('coming-soon banner: Enter on Dismiss moves the focus to the main content once it is gone', async ({ page }) => {
    await page.goto('/pages/shop-coming-soon.html')
    await waitForIslands(page)
    const banner = page.locator('#coming-soon-footer-banner')
    await expect(banner).toBeVisible()
    await tabTo(page, 'a.coming-soon-footer-banner-dismiss', 60)
    await page.keyboard.press('Enter')
    await expect(banner).toBeHidden()
    await expect(page.locator('main#main')).toBeFocused()
    expect(await focusedIsBody(page)).toBe(false)
    await expectNoAxeViolations(page)
  })
})
