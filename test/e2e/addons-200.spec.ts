import type { Page } from '@playwright/test'
import { waitForIslands } from '../support/page-weight.ts'
import { expect, test } from './fixtures.ts'

/**
 * The benchmark's long Product Add-Ons form (product 80, addons-200.html: 200 generated add-ons, the
 * incomplete subtotal shown, a price display suffix with both tax placeholders, tax 12.5%) works as
 * a shopper uses it: typed with the keyboard, totalled, one tax request for quick typing, and the
 * cart receives the add-ons.
 */

async function open(page: Page) {
  await page.goto('/pages/addons-200.html')
  await waitForIslands(page)
  await expect(page.locator('.wc-pao-addon-container')).toHaveCount(200)
  await expect(page.locator('.wc-pao-addons-container')).toHaveAttribute('data-island-mounted', '')
  // The incomplete subtotal shows at once, with the server's tax.
  await expect(subtotal(page)).toHaveText('Subtotal $40.00 incl. VAT: $45.00 (excl. $40.00)')
}

const subtotal = (page: Page) => page.locator('#product-addons-total .wc-pao-subtotal-line')

function panelLines(page: Page): Promise<string[]> {
  return page.locator('#product-addons-total li').evaluateAll((items) =>
    items.map((li) => {
      const text = (element: Element | null) => (element?.textContent ?? '').replace(/\s+/g, ' ').trim()
      const first = li.querySelector('.wc-pao-col1')
      return first ? `${text(first)} ${text(li.querySelector('.wc-pao-col2'))}` : text(li)
    }),
  )
}

/** The tax requests the page sends from now on. */
function taxRequests(page: Page): string[] {
  const bodies: string[] = []
  page.on('request', (request) => {
    const body = request.postData() ?? ''
    if (request.method() === 'POST' && body.includes('action=wc_product_addons_calculate_tax')) bodies.push(body)
  })
  return bodies
}

test('typed with the keyboard: the lines and the subtotal follow, with the tax answer', async ({ page }) => {
  await open(page)
  await page.locator('#addon-80-0').focus()
  await page.keyboard.type('Ada')
  // Tab to the textarea, then on to the multiplier: each field is one Tab from the last.
  await page.keyboard.press('Tab')
  await expect(page.locator('#addon-80-1')).toBeFocused()
  await page.keyboard.press('Tab')
  await expect(page.locator('#addon-80-2')).toBeFocused()
  await page.keyboard.type('2')
  await page.keyboard.press('Tab')
  await expect(page.locator('#addon-80-3')).toBeFocused()
  await page.keyboard.type('2.5')
  await page.keyboard.press('Tab')
  await page.keyboard.press('Tab')
  await expect(page.locator('#addon-80-4-1')).toBeFocused()
  await page.keyboard.press('Space')
  await page.locator('#addon-80-8').focus()
  await page.keyboard.press('ArrowDown')
  await page.keyboard.press('ArrowDown')
  await expect(page.locator('#addon-80-8')).toHaveValue('deluxe-2')
  await expect
    .poll(() => panelLines(page))
    .toEqual([
      '1x Wedding album $40.00',
      'Engraving 1 - Ada $8.25',
      'Extra pieces 3 - 2 $5.00',
      'Tip 4 - 2.5 $2.50',
      'Extras 5 - Deluxe $6.50',
      'Size 9 - Deluxe $0.75',
      // $63.00 without tax; with it $45.00 (the album) + $23.00 + $2.88 (12.5%).
      'Subtotal $63.00 incl. VAT: $70.88 (excl. $63.00)',
    ])
  // Letters in a numbers-only field: its notice, the totals still shown (incomplete subtotal on).
  await page.locator('#addon-80-9').focus()
  await page.keyboard.type('12a')
  await expect(page.locator('#wc-pao-addon-80-9 .wc-pao-validation-notice')).toHaveText('Please enter numbers only.')
  await expect(page.locator('#addon-80-9')).toHaveAttribute('aria-invalid', 'true')
  await expect(subtotal(page)).toHaveText('Subtotal $64.75 incl. VAT: $72.84 (excl. $64.75)')
})

test('quick typing asks the server for the tax once, and shows that answer', async ({ page }) => {
  await open(page)
  const requests = taxRequests(page)
  const answers: unknown[] = []
  page.on('response', async (response) => {
    if (response.url().includes('admin-ajax.php')) answers.push(await response.json())
  })
  await page.locator('#addon-80-1').focus()
  // 20 keystrokes 50 ms apart: under the 300 ms debounce, so one check, one total, one request.
  await page.keyboard.type('Love you, always. xo', { delay: 50 })
  await expect(subtotal(page)).toHaveText('Subtotal $40.50 incl. VAT: $45.56 (excl. $40.50)')
  await page.waitForTimeout(700)
  expect(requests).toHaveLength(1)
  expect(new URLSearchParams(requests[0])).toEqual(
    new URLSearchParams('action=wc_product_addons_calculate_tax&product_id=80&add_on_total=0.5&add_on_total_raw=0.5&qty=1'),
  )
  expect(answers).toEqual([{ result: 'SUCCESS', price_including_tax: 45.56, price_excluding_tax: 40.5 }])
})

test('add to cart: the required add-ons are asked for, then the cart receives the add-ons', async ({ page }) => {
  // 200 add-ons, a dozen filled and checked one by one: ~30 s on a machine under load (a limit, not a timing assertion).
  test.slow()
  await open(page)
  await page.locator('#addon-80-0').fill('Ada')
  await page.locator('#addon-80-3').fill('2.50')
  await page.locator('label[for="addon-80-4-1"]').click()
  await page.locator('.single_add_to_cart_button').click()
  // The first required add-on (Email for proof 28) is empty: focus goes there, nothing is posted.
  await expect(page.locator('#addon-80-27')).toBeFocused()
  await expect(page.locator('.wc-pao-validation-notice')).toHaveCount(18)
  for (const container of await page.locator('.wc-pao-required-addon').all()) {
    const text = container.locator('input[type=text], textarea')
    if ((await text.count()) > 0) {
      const rule = (await text.getAttribute('data-restrictions')) ?? ''
      await text.fill(rule.includes('email') ? 'ada@example.com' : rule.includes('only_numbers') ? '42' : 'Ada')
    } else if ((await container.locator('select').count()) > 0) {
      await container.locator('select').selectOption('standard-1')
    } else {
      await container.locator('input[type=radio]').first().check()
    }
  }
  await expect(page.locator('.wc-pao-validation-notice')).toHaveCount(0)
  await page.locator('.single_add_to_cart_button').click()
  await expect(page.locator('.woocommerce-message')).toContainText('Wedding album')
  const response = await page.request.get('/wp-json/shop-islands/v1/session')
  const { cart } = (await response.json()) as { cart: { items: Array<{ product_id: number; fields: Record<string, unknown> }> } }
  expect(cart.items).toHaveLength(1)
  expect(cart.items[0]).toMatchObject({
    product_id: 80,
    fields: {
      'addon-80-0': 'Ada',
      'addon-80-3': '2.50',
      'addon-80-4': ['deluxe'],
      'addon-80-27': 'ada@example.com',
      'addon-80-88': 'standard-1',
    },
  })
})
