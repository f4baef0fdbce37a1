import type { Locator, Page } from '@playwright/test'
import { waitForIslands } from '../support/page-weight.ts'
import { expect, tabTo, test } from './fixtures.ts'

/**
 * The calendar defects found by shopping as shoppers do: the options form's calendar over
 * "Add to cart" (system B, wcpa-product.html), reopening system A's calendar from the keyboard after
 * "Clear", and a phone's tap on a system A date (addons-simple.html).
 */

const WIDTHS = [1280, 390] as const

async function openPage(page: Page, file: string) {
  page.on('dialog', (dialog) => {
    throw new Error(`unexpected ${dialog.type()}: ${dialog.message()}`)
  })
  await page.goto(`/pages/${file}`)
  await waitForIslands(page)
}

const control = (page: Page, id: string) => page.locator(`#field_${id}`)
const openCalendar = (page: Page) => page.locator('.flatpickr-calendar.open')

async function cart(page: Page) {
  const response = await page.request.get('/cart?format=json')
  return (await response.json()) as { items: { fields: Record<string, unknown> }[] }
}

/** Whether two boxes share any area. */
async function overlap(a: Locator, b: Locator): Promise<boolean> {
  const one = await a.boundingBox()
  const two = await b.boundingBox()
  if (!one || !two) return false
  return one.x < two.x + two.width && two.x < one.x + one.width && one.y < two.y + two.height && two.y < one.y + one.height
}

/** The options form's required fields other than the date. */
async function fillRequiredButDate(page: Page) {
  await control(page, 'print_name').fill('ALEX')
  await control(page, 'print_size').check()
  await control(page, 'proof_email').fill('me@example.com')
}

for (const width of WIDTHS) {
  test.describe(`wcpa-product.html at ${width} px: the delivery date's calendar`, () => {
    test.use({ viewport: { width, height: 900 } })

    test('with the mouse: type a date, click "Add to cart": the item is added with the typed date', async ({ page }) => {
      await openPage(page, 'wcpa-product.html')
      await fillRequiredButDate(page)
      await control(page, 'delivery_date').click()
      await expect(openCalendar(page)).toBeVisible()
      await page.keyboard.type('2030-06-05')
      // Typing keeps the calendar in step (June 2030) or closes it.
      const open = await openCalendar(page).count()
      if (open) {
        await expect(openCalendar(page).locator('select.shop-islands-year')).toHaveValue('2030')
        await expect(openCalendar(page).locator('select.flatpickr-monthDropdown-months:not(.shop-islands-year)')).toHaveValue('5')
      }
      await page.locator('.single_add_to_cart_button').click()
      await expect(page.locator('a.added_to_cart')).toBeVisible()
      await expect(control(page, 'delivery_date')).toHaveValue('2030-06-05')
      expect((await cart(page)).items[0]?.fields['delivery-date']).toBe('2030-06-05')
    })

    test('the open calendar never lies over the quantity box or "Add to cart"', async ({ page }) => {
      await openPage(page, 'wcpa-product.html')
      await control(page, 'delivery_date').click()
      await expect(openCalendar(page)).toBeVisible()
      await expect.poll(async () => (await openCalendar(page).boundingBox())?.width ?? 0).toBeLessThan(400)
      expect(await overlap(openCalendar(page), page.locator('.single_add_to_cart_button'))).toBe(false)
      expect(await overlap(openCalendar(page), page.locator('form.cart input[name="quantity"]'))).toBe(false)
      // And it stays off the field it belongs to.
      expect(await overlap(openCalendar(page), control(page, 'delivery_date'))).toBe(false)
    })

    test('with the keyboard only: Tab from the typed date goes to the next field and closes the calendar', async ({ page }) => {
      await openPage(page, 'wcpa-product.html')
      await tabTo(page, '#field_delivery_date', 60)
      await expect.poll(() => control(page, 'delivery_date').evaluate((input) => '_flatpickr' in input)).toBe(true)
      await expect(openCalendar(page)).toBeVisible()
      await page.keyboard.type('2030-06-05')
      await page.keyboard.press('Tab')
      await expect(control(page, 'pickup_time')).toBeFocused()
      await expect(openCalendar(page)).toHaveCount(0)
      await expect(control(page, 'delivery_date')).toHaveValue('2030-06-05')
      // Nothing hides the next fields.
      await expect(control(page, 'event_datetime')).toBeVisible()
      // The browser's time control has a Tab stop per part (hours, minutes, AM/PM).
      await tabTo(page, '#field_event_datetime', 4)
    })
  })
}

test.describe('addons-simple.html: the keyboard after "Clear" on a date', () => {
  for (const [name, key] of [
    ['ArrowDown', 'ArrowDown'],
    ['Alt+ArrowDown', 'Alt+ArrowDown'],
    ['Space', 'Space'],
  ] as const) {
    test(`${name} on the date field reopens the calendar after "Clear"`, async ({ page }) => {
      await openPage(page, 'addons-simple.html')
      await expect(page.locator('.wc-pao-addons-container').first()).toHaveAttribute('data-island-mounted', '')
      const input = page.locator('#addon-50-12')
      const calendar = page.locator('#wc-pao-addon-50-12 .flatpickr-calendar')
      await tabTo(page, '#addon-50-12', 60)
      await expect(calendar).toHaveClass(/open/)
      await page.keyboard.press('ArrowDown')
      await page.keyboard.press('Enter')
      await expect(input).toHaveValue(/\d{4}$/)
      const clear = page.locator('#wc-pao-addon-50-12 .reset_date')
      await clear.focus()
      await page.keyboard.press('Enter')
      await expect(input).toHaveValue('')
      await expect(input).toBeFocused()
      await expect(calendar).not.toHaveClass(/open/)
      const url = page.url()
      await page.keyboard.press(key)
      await expect(calendar).toHaveClass(/open/)
      // The APG date picker: the key takes focus into the days.
      if (name !== 'Space') {
        await expect(page.locator('#wc-pao-addon-50-12 .flatpickr-day:focus')).toHaveCount(1)
        // Tab and Shift+Tab stay within the calendar (its month controls stay reachable).
        await page.keyboard.press('Tab')
        await expect(page.locator('#wc-pao-addon-50-12 .flatpickr-prev-month')).toBeFocused()
        await page.keyboard.press('Shift+Tab')
        await expect(page.locator('#wc-pao-addon-50-12 .flatpickr-day:focus')).toHaveCount(1)
      }
      await page.keyboard.press('Escape')
      await expect(calendar).not.toHaveClass(/open/)
      await expect(input).toBeFocused()
      // Enter on the read-only field opens the calendar too; it does not submit the form.
      await page.keyboard.press('Enter')
      await expect(calendar).toHaveClass(/open/)
      await page.waitForTimeout(300)
      expect(page.url()).toBe(url)
      await expect(page.locator('.woocommerce-message')).toHaveCount(0)
    })
  }
})

test.describe('addons-simple.html on a phone: tapping a date field', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true })

  test('the field and the opened calendar stay in view', async ({ page }) => {
    await openPage(page, 'addons-simple.html')
    await expect(page.locator('.wc-pao-addons-container').first()).toHaveAttribute('data-island-mounted', '')
    const input = page.locator('#addon-50-12')
    await input.scrollIntoViewIfNeeded()
    const before = await page.evaluate(() => window.scrollY)
    await input.tap()
    const calendar = page.locator('#wc-pao-addon-50-12 .flatpickr-calendar')
    await expect(calendar).toHaveClass(/open/)
    await page.waitForTimeout(500)
    const after = await page.evaluate(() => window.scrollY)
    const inView = (locator: Locator) =>
      locator.evaluate((element) => {
        const box = element.getBoundingClientRect()
        // What the phone's screen shows: the visual viewport.
        const screen = window.visualViewport
        const top = screen?.offsetTop ?? 0
        return box.top >= top && box.bottom <= top + (screen?.height ?? window.innerHeight)
      })
    expect(await inView(input), `field in view (scrollY ${before} → ${after})`).toBe(true)
    expect(await inView(calendar), `calendar in view (scrollY ${before} → ${after})`).toBe(true)
  })
})
