import type { Page } from '@playwright/test'
import { waitForIslands } from '../support/page-weight.ts'
import { expect, expectNoAxeViolations, test } from './fixtures.ts'

/**
 * After a landing address with a 5,000-character utm_campaign, all of our cookies
 * together stay within 6,144 bytes as sent (nginx and Apache answer 400 to a Cookie header over
 * about 8 KB), the attribution values cut first, the journey at its cap, and the checkout's hidden
 * inputs carry what the cookies hold.
 */

const BUDGET = 6144
const CAMPAIGN = Array.from({ length: 500 }, (_, i) => `spring${String(i).padStart(4, '0')}`)
  .join('')
  .slice(0, 5000)
const OURS = /^(sbjs_|si_journey$|store_notice)/

/** `name=value; ` per cookie of ours, from a `name=value; name=value` list. */
function ourBytes(header: string): number {
  return header
    .split('; ')
    .filter((pair) => OURS.test(pair.slice(0, pair.indexOf('='))))
    .reduce((sum, pair) => sum + pair.length + 2, 0)
}

/** A value of an sbjs cookie as sourcebuster reads it (`key=value|||…`, URI-encoded). */
function sbjsValue(header: string, cookie: string, key: string): string | undefined {
  const raw = header
    .split('; ')
    .find((pair) => pair.startsWith(`${cookie}=`))
    ?.slice(cookie.length + 1)
  const pairs = decodeURIComponent(raw ?? '').split('|||')
  const pair = pairs.find((p) => p.startsWith(`${key}=`))
  return pair === undefined ? undefined : decodeURIComponent(pair.slice(key.length + 1))
}

async function inputValue(page: Page, field: string): Promise<string> {
  return page.locator(`wc-order-attribution-inputs input[name="wc_order_attribution_${field}"]`).first().inputValue()
}

test('a 5,000-character utm_campaign: our cookies stay within 6,144 bytes, in document.cookie and in the next request', async ({
  page,
  context,
}) => {
  await page.goto(`/pages/shop.html?utm_source=newsletter&utm_medium=email&utm_campaign=${CAMPAIGN}`)
  await waitForIslands(page)
  const documentCookie = await page.evaluate(() => document.cookie)
  expect(documentCookie).toContain('sbjs_current=')
  expect(documentCookie).toContain('si_journey=')
  expect(ourBytes(documentCookie)).toBeLessThanOrEqual(BUDGET)
  // The journey keeps its cap; the attribution values were cut instead.
  const journey = (await context.cookies()).find((c) => c.name === 'si_journey')
  expect(journey?.value.length).toBeGreaterThan(3000)
  expect(journey?.value.length).toBeLessThanOrEqual(3996)
  const stored = sbjsValue(documentCookie, 'sbjs_current', 'cmp') ?? ''
  expect(stored.length).toBeGreaterThan(150)
  expect(stored.length).toBeLessThan(CAMPAIGN.length)
  expect(CAMPAIGN.startsWith(stored)).toBe(true)

  // The next request carries them: its Cookie header, as sent.
  const request = page.waitForRequest((r) => r.url().includes('/pages/checkout.html') && r.resourceType() === 'document')
  await page.goto('/pages/checkout.html')
  const header = (await (await request).allHeaders()).cookie ?? ''
  expect(header).toContain('sbjs_current=')
  expect(ourBytes(header)).toBeLessThanOrEqual(BUDGET)
  expect(header.length).toBeLessThan(8190)
  await waitForIslands(page)

  // The checkout's hidden inputs hold what the cookies hold.
  const after = await page.evaluate(() => document.cookie)
  expect(ourBytes(after)).toBeLessThanOrEqual(BUDGET)
  expect(await inputValue(page, 'utm_campaign')).toBe(sbjsValue(after, 'sbjs_current', 'cmp'))
  expect(await inputValue(page, 'utm_campaign')).toBe(stored)
  expect(await inputValue(page, 'utm_source')).toBe('newsletter')
  expect(await inputValue(page, 'session_entry')).toBe(sbjsValue(after, 'sbjs_current_add', 'ep'))
  expect(await inputValue(page, 'session_pages')).toBe('2')

  // The order placed with the keyboard carries the same campaign.
  await page.locator('#billing_first_name').fill('Ada')
  await page.locator('#billing_email').fill('ada@example.com')
  await page.locator('#billing_email').press('Enter')
  await expect(page.locator('h1')).toHaveText('Order received')
  const session = await (await page.request.get('/wp-json/shop-islands/v1/session')).json()
  expect(session.orders.at(-1).attribution.utm_campaign).toBe(stored)
  await expectNoAxeViolations(page)
})
