import type { Page } from '@playwright/test'
import { expect } from './fixtures.ts'

/** Shared by the options form's specs: the form's controls, and its required fields filled as a shopper would. */

export const wcpaControl = (page: Page, id: string) => page.locator(`#field_${id}`)

/** The T-shirt's (`wcpa-product.html`) required fields, filled as a shopper would. */
export async function fillRequired(page: Page) {
  const control = (id: string) => wcpaControl(page, id)
  await control('print_name').fill('ALEX')
  await control('print_size').check()
  await control('proof_email').fill('me@example.com')
  await control('delivery_date').fill('2030-06-05')
  // The calendar opens with the focus (once its code and stylesheet are in): close it as a keyboard user would.
  await expect(page.locator('.flatpickr-calendar.open')).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(page.locator('.flatpickr-calendar.open')).toHaveCount(0)
  await page.keyboard.press('Tab')
}
