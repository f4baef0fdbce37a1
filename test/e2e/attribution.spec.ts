import type { BrowserContext, Page } from '@playwright/test'
import { waitForIslands } from '../support/page-weight.ts'
import { expect, expectNoAxeViolations, test } from './fixtures.ts'

const SBJS = ['sbjs_current', 'sbjs_current_add', 'sbjs_first', 'sbjs_first_add', 'sbjs_session', 'sbjs_udata', 'sbjs_migrations']

async function inputValues(page: Page): Promise<Record<string, string>> {
  return page.evaluate(() =>
    Object.fromEntries(
      [...document.querySelectorAll<HTMLInputElement>('wc-order-attribution-inputs input')].map((input) => [
        input.name.replace('wc_order_attribution_', ''),
        input.value,
      ]),
    ),
  )
}

async function sbjsCookies(context: BrowserContext) {
  return (await context.cookies()).filter((c) => c.name.startsWith('sbjs_'))
}

async function placeOrder(page: Page) {
  await page.locator('#billing_first_name').fill('Ada')
  await page.locator('#billing_email').fill('ada@example.com')
  await page.locator('#place_order').click()
  await expect(page.locator('h1')).toHaveText('Order received')
  const session = await (await page.request.get('/wp-json/shop-islands/v1/session')).json()
  return session.orders.at(-1) as { via: string; attribution: Record<string, string> }
}

test('a campaign visit: landing with utm parameters, browsing, then the classic checkout', async ({ page }) => {
  await page.goto('/pages/shop.html?utm_source=newsletter&utm_medium=email&utm_campaign=spring-sale&utm_id=42')
  await waitForIslands(page)
  await page.goto('/pages/simple-product.html')
  await waitForIslands(page)
  await page.goto('/pages/checkout.html')
  await waitForIslands(page)
  const values = await inputValues(page)
  expect(values).toMatchObject({
    source_type: 'utm',
    utm_source: 'newsletter',
    utm_medium: 'email',
    utm_campaign: 'spring-sale',
    utm_id: '42',
    utm_content: '(none)',
    session_pages: '3',
    session_count: '1',
  })
  expect(Object.keys(values)).toHaveLength(16)
  expect(values.session_entry).toContain('/pages/shop.html?utm_source=newsletter')
  expect(values.session_start_time).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/)
  // The demo panel shows the same values live.
  await expect(page.locator('#attribution-values')).toContainText('newsletter')
  await expectNoAxeViolations(page)
  const order = await placeOrder(page)
  expect(order.via).toBe('classic')
  expect(order.attribution).toMatchObject({ source_type: 'utm', utm_source: 'newsletter', session_pages: '3' })
  // The server drops (none), as WooCommerce does.
  expect(order.attribution).not.toHaveProperty('utm_content')
  await expect(page.locator('table.order-attribution')).toContainText('spring-sale')
})

test('a search engine visit is organic; a later page keeps it', async ({ page }) => {
  await page.goto('/pages/shop.html', { referer: 'https://www.google.com/' })
  await waitForIslands(page)
  await page.goto('/pages/checkout.html')
  await waitForIslands(page)
  expect(await inputValues(page)).toMatchObject({ source_type: 'organic', utm_source: 'google', utm_medium: 'organic' })
})

test('a link from another site is a referral; a direct visit is typein', async ({ page, browser }) => {
  await page.goto('/pages/checkout.html', { referer: 'https://blog.example.org/best-beanies' })
  await waitForIslands(page)
  expect(await inputValues(page)).toMatchObject({
    source_type: 'referral',
    utm_source: 'blog.example.org',
    utm_medium: 'referral',
    referrer: 'https://blog.example.org/best-beanies',
  })
  const direct = await browser.newContext()
  const other = await direct.newPage()
  await other.goto(new URL('/pages/checkout.html', page.url()).href)
  await waitForIslands(other)
  expect(await inputValues(other)).toMatchObject({ source_type: 'typein', utm_source: '(direct)', utm_medium: '(none)' })
  await direct.close()
})

test('the block checkout gets the values as extension data and sends them with the order', async ({ page }) => {
  await page.goto('/pages/checkout-block.html?utm_source=partner&utm_medium=affiliate')
  await waitForIslands(page)
  await page.locator('#email').fill('grace@example.com')
  await page.locator('button.wc-block-components-checkout-place-order-button').click()
  await expect(page.locator('h1')).toHaveText('Order received')
  const session = await (await page.request.get('/wp-json/shop-islands/v1/session')).json()
  expect(session.orders.at(-1)).toMatchObject({
    via: 'block',
    attribution: { source_type: 'utm', utm_source: 'partner', utm_medium: 'affiliate', session_pages: '1' },
  })
})

test('withdrawing consent on a www. host deletes every cookie and empties the values', async ({ page, context }) => {
  const origin = new URL(test.info().project.use.baseURL ?? 'http://localhost:8191')
  const www = `http://www.shop.test:${origin.port}`
  await page.goto(`${www}/pages/checkout.html?utm_source=consent-test`)
  await waitForIslands(page)
  const written = await sbjsCookies(context)
  expect(written.map((c) => c.name).sort()).toEqual([...SBJS].sort())
  // Written where sourcebuster writes them: the host without www., for every subdomain.
  expect(new Set(written.map((c) => c.domain))).toEqual(new Set(['.shop.test']))

  await page.locator('#consent-deny').click()
  await expect.poll(() => sbjsCookies(context)).toEqual([])
  expect(Object.values(await inputValues(page)).every((v) => v === '')).toBe(true)
  await expectNoAxeViolations(page)

  // Given again on the same page: tracking starts afresh.
  await page.locator('#consent-allow').click()
  await expect.poll(async () => (await inputValues(page)).utm_source).toBe('consent-test')
  expect((await sbjsCookies(context)).length).toBe(SBJS.length)
})

test('with the WP Consent API saying no, nothing is stored until the visitor consents', async ({ page, context }) => {
  await page.addInitScript(() => {
    const w = window as unknown as { wp_has_consent: (c: string) => boolean; wp_consent_type: string }
    w.wp_consent_type = 'optin'
    w.wp_has_consent = () => false
  })
  await page.goto('/pages/checkout.html?utm_source=later')
  await waitForIslands(page)
  expect(await sbjsCookies(context)).toEqual([])
  expect((await context.cookies()).find((c) => c.name === 'si_journey')).toBeUndefined()
  expect(Object.values(await inputValues(page)).every((v) => v === '')).toBe(true)
  await page.evaluate(() => document.dispatchEvent(new CustomEvent('wp_listen_for_consent_change', { detail: { marketing: 'allow' } })))
  await expect.poll(async () => (await inputValues(page)).utm_source).toBe('later')
  expect((await sbjsCookies(context)).length).toBe(SBJS.length)
})

test('hostile campaign values stay text and keep the cookies within browser limits', async ({ page, context }) => {
  const huge = 'x'.repeat(10_000)
  const hostile = encodeURIComponent('<img src=x onerror="window.__owned=1">"\'')
  await page.goto(`/pages/checkout.html?utm_source=${hostile}&utm_campaign=%E0%A4%A&utm_content=${huge}`)
  await waitForIslands(page)
  const values = await inputValues(page)
  expect(values.source_type).toBe('utm')
  expect(values.utm_source).toContain('<img')
  expect(await page.evaluate(() => (window as { __owned?: number }).__owned)).toBeUndefined()
  expect(await page.locator('wc-order-attribution-inputs img').count()).toBe(0)
  for (const cookie of await sbjsCookies(context)) {
    expect(cookie.name.length + cookie.value.length).toBeLessThanOrEqual(4096)
  }
})

test('link clicks are reported without holding up the navigation', async ({ page }) => {
  await page.goto('/pages/checkout.html')
  await waitForIslands(page)
  // Record whether anything held the click back, and keep this page (the demo's links lead away).
  await page.evaluate(() => {
    const w = window as unknown as { __prevented: boolean[] }
    w.__prevented = []
    document.addEventListener('click', (event) => {
      w.__prevented.push(event.defaultPrevented)
      event.preventDefault()
    })
  })
  await page.locator('a[href^="mailto:"]').click()
  await page.locator('a[href^="tel:"]').click()
  await page.locator('a[href$=".pdf"]').click()
  await page.locator('a[href^="https://wordpress.org"]').click()
  await expect(page.locator('#link-log li')).toHaveText([
    'click: mailto mailto:shop@example.com',
    'click: tel tel:+4930123456',
    /^file_download: download http:\/\/localhost:\d+\/assets\/demo\/size-guide\.pdf$/,
    'click: outbound https://wordpress.org/plugins/woocommerce/',
  ])
  expect(await page.evaluate(() => (window as unknown as { __prevented: boolean[] }).__prevented)).toEqual([false, false, false, false])
})

test('the trust seal reserves its box and loads its badge when near the viewport', async ({ page }) => {
  await page.setViewportSize({ width: 800, height: 400 })
  await page.goto('/pages/checkout.html')
  await waitForIslands(page)
  const seal = page.locator('shop-trust-seal')
  const before = await seal.boundingBox()
  expect(before).toMatchObject({ width: 120, height: 50 })
  await seal.scrollIntoViewIfNeeded()
  await expect(seal.locator('a[rel="noopener noreferrer"] img[alt="Verified secure shop (opens the verifier)"]')).toBeVisible()
  expect(await seal.boundingBox()).toMatchObject({ width: 120, height: 50 })
})

test('the visitor journey keeps the pages of the visit in order, without repeating a reload', async ({ page, context }) => {
  await page.goto('/pages/shop.html')
  await waitForIslands(page)
  await page.reload()
  await waitForIslands(page)
  await page.goto('/pages/simple-product.html')
  await waitForIslands(page)
  const journey = (await context.cookies()).find((c) => c.name === 'si_journey')
  const pages = decodeURIComponent(journey?.value ?? '')
  expect(pages.match(/\/pages\/[a-z-]+\.html/g)).toEqual(['/pages/shop.html', '/pages/simple-product.html'])
  expect(journey?.expires).toBeGreaterThan(Date.now() / 1000 + 364 * 86400)
})
