import { expect, test } from '@playwright/test'
import { keepOrRecall } from './shop.ts'

test('the shop page: choosing a sort order submits it, the result count and the products follow', async ({ page }, testInfo) => {
  await page.goto('/shop/')
  const count = page.locator('.woocommerce-result-count')
  await expect(count).toContainText('Showing all 11 results')
  await Promise.all([page.waitForURL(/orderby=price/), page.locator('select.orderby').selectOption('price')])
  await expect(page.locator('select.orderby')).toHaveValue('price')
  const outcome = {
    query: new URL(page.url()).searchParams.get('orderby'),
    count: ((await count.textContent()) ?? '').trim(),
    products: await page.locator('ul.products li.product .woocommerce-loop-product__title').allTextContents(),
  }
  const original = keepOrRecall(testInfo, 'listing-sort', outcome)
  if (original) expect(outcome).toEqual(original)
})
