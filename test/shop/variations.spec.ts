import { expect, test } from '@playwright/test'
import { cartOutcome, noticeTexts } from './outcome.ts'
import { keepOrRecall } from './shop.ts'

test.describe('the 25-variation linen shirt (variations in the page)', () => {
  test('every state: default, out of stock, sale price, reset; then add to cart', async ({ page }, testInfo) => {
    await page.goto('/product/linen-shirt/')
    const form = page.locator('form.variations_form')
    const button = form.locator('.single_add_to_cart_button')
    const variationId = form.locator('input[name="variation_id"]')
    // The default White/M is chosen on load.
    await expect(form.locator('#pa_colour')).toHaveValue('white')
    await expect(form.locator('#pa_size')).toHaveValue('m')
    await expect(variationId).not.toHaveValue(/^(0|)$/)
    await expect(button).not.toHaveClass(/disabled/)

    const states: Record<string, unknown>[] = []
    const readState = async (label: string) => {
      states.push({
        label,
        variationId: await variationId.inputValue(),
        buttonDisabled: await button.evaluate((node) => node.classList.contains('disabled')),
        stock: ((await form.locator('.woocommerce-variation-availability').textContent()) ?? '').replace(/\s+/g, ' ').trim(),
        price: ((await form.locator('.woocommerce-variation-price').textContent()) ?? '').replace(/\s+/g, ' ').trim(),
      })
    }
    // Sage/M is out of stock.
    await form.locator('#pa_colour').selectOption('sage')
    await expect(form.locator('.woocommerce-variation-availability')).toContainText(/out of stock/i)
    await readState('sage/m out of stock')
    await expect(button).toHaveClass(/disabled/)
    // Sage/S is on sale.
    await form.locator('#pa_size').selectOption('s')
    await expect(form.locator('.woocommerce-variation-availability')).toHaveText(/\d+ in stock/)
    await expect(form.locator('.woocommerce-variation-price del')).toBeVisible()
    await readState('sage/s on sale')
    // The reset link clears both.
    await form.locator('.reset_variations').click()
    await expect(form.locator('#pa_colour')).toHaveValue('')
    await expect(variationId).toHaveValue(/^(0|)$/)
    // (WooCommerce leaves the button's classes as they were after a reset; ours disables the button, as
    // an incomplete selection should: not compared.)
    // Navy/M, then add two.
    await form.locator('#pa_colour').selectOption('navy')
    await form.locator('#pa_size').selectOption('m')
    await expect(button).not.toHaveClass(/disabled/)
    await expect(form.locator('.woocommerce-variation-availability')).toHaveText(/\d+ in stock/)
    await readState('navy/m')
    await form.locator('input.qty').fill('2')
    await Promise.all([page.waitForLoadState('load'), button.click()])
    await expect(page.locator('.woocommerce-message')).toBeVisible()
    const outcome = { states, notices: await noticeTexts(page), cart: await cartOutcome(page) }
    const original = keepOrRecall(testInfo, 'linen-shirt', outcome)
    if (original) expect(outcome).toEqual(original)
  })
})

test.describe('the 300-variation trail runner (variations by ajax)', () => {
  test('a pick asks the shop for its variation, then add to cart', async ({ page }, testInfo) => {
    await page.goto('/product/ridge-trail-runner/')
    const form = page.locator('form.variations_form')
    // Above WooCommerce's threshold of 30 the page carries no variations.
    await expect(form).toHaveAttribute('data-product_variations', 'false')
    const button = form.locator('.single_add_to_cart_button')
    const asked = page.waitForResponse((response) => response.url().includes('wc-ajax=get_variation'))
    const colours = await form
      .locator('#colour option')
      .evaluateAll((options) => options.map((option) => (option as HTMLOptionElement).value).filter(Boolean))
    const sizes = await form
      .locator('#shoe-size option')
      .evaluateAll((options) => options.map((option) => (option as HTMLOptionElement).value).filter(Boolean))
    const widths = await form
      .locator('#width option')
      .evaluateAll((options) => options.map((option) => (option as HTMLOptionElement).value).filter(Boolean))
    await form.locator('#colour').selectOption(colours[0]!)
    await form.locator('#shoe-size').selectOption(sizes[2]!)
    await form.locator('#width').selectOption(widths[1]!)
    await asked
    await expect(form.locator('input[name="variation_id"]')).not.toHaveValue(/^(0|)$/)
    await expect(button).not.toHaveClass(/disabled/)
    const picked = {
      variationId: await form.locator('input[name="variation_id"]').inputValue(),
      price: ((await form.locator('.woocommerce-variation-price').textContent()) ?? '').replace(/\s+/g, ' ').trim(),
    }
    await Promise.all([page.waitForLoadState('load'), button.click()])
    await expect(page.locator('.woocommerce-message')).toBeVisible()
    const outcome = { picked, notices: await noticeTexts(page), cart: await cartOutcome(page) }
    const original = keepOrRecall(testInfo, 'trail-runner', outcome)
    if (original) expect(outcome).toEqual(original)
  })
})
