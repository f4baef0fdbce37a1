import type { APIRequestContext, Page } from '@playwright/test'
import { waitForIslands } from '../support/page-weight.ts'
import { expect, expectNoAxeViolations, tabTo, test } from './fixtures.ts'
import { layoutShiftLog, watchLayoutShifts } from '../support/layout-shift.ts'

/**
 * The page builder's floating bar and contact buttons (the floating-buttons
 * documents of builder-promo.html), under the strict CSP, at 1280, 900 and 390 px,
 * with the mouse, by touch and with the keyboard only; axe before and after; session storage
 * blocked; bad data; click tracking in batches, sent with sendBeacon when the page is left.
 */

test.describe.configure({ timeout: 90_000 })

const PAGE = '/pages/builder-promo.html'
const BAR = '.e-floating-bars'
const CLOSE_BAR = '.e-floating-bars__close-button'
const CHAT = '.e-contact-buttons__chat-button'
const PANEL = '#e-contact-buttons__content-wrapper'
const SEND = '.e-contact-buttons__send-cta'
const TIME = '.e-contact-buttons__message-bubble-time'

async function open(page: Page, width = 1280) {
  // The chat's send button opens WhatsApp in a new tab: answered locally, no network.
  await page
    .context()
    .route('https://wa.me/**', (route) => route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>Chat</title>' }))
  await page.setViewportSize({ width, height: 800 })
  await page.goto(PAGE)
  await waitForIslands(page)
  await expect(
    page.locator('[data-widget_type^="floating-bars-"][data-island-mounted], [data-widget_type^="contact-buttons"][data-island-mounted]'),
  ).toHaveCount(2)
}

const paddingTop = (page: Page) => page.evaluate(() => parseFloat(getComputedStyle(document.body).paddingTop))

interface Batch {
  clicks: string[]
  contentType: string
}
async function recordedBatches(request: APIRequestContext, clear = false): Promise<Batch[]> {
  const response = await request.get(`/wp-admin/admin-ajax.php?action=demo_floating_clicks${clear ? '&clear=1' : ''}`)
  return ((await response.json()) as { batches: Batch[] }).batches
}

for (const width of [1280, 900, 390]) {
  test(`${width} px: the bar pads the page by its height without a shift, contact buttons work, axe clean before and after`, async ({
    page,
  }) => {
    const shifts = await watchLayoutShifts(page)
    await open(page, width)
    const bar = page.locator(BAR)
    await expect(bar).toBeVisible()
    await expect(bar).toHaveAttribute('role', 'region')
    await expect(bar).toHaveAttribute('aria-label', 'Banner')
    const box = await bar.boundingBox()
    expect(box!.y).toBe(0)
    expect(await paddingTop(page)).toBeCloseTo(box!.height, 0)
    // The first content is below the bar, not under it.
    const header = await page.locator('.site-header').boundingBox()
    expect(header!.y).toBeGreaterThanOrEqual(box!.height - 1)
    await page.waitForTimeout(300)
    expect(await shifts(), await layoutShiftLog(page)).toBe(0)
    await expectNoAxeViolations(page)
    await page.locator(CHAT).click()
    await expect(page.locator(PANEL)).toBeVisible()
    await expectNoAxeViolations(page)
    await page.locator(CLOSE_BAR).click()
    await expect(bar).toBeHidden()
    expect(await paddingTop(page)).toBe(0)
    await expectNoAxeViolations(page)
  })
}

test('floating bar: the close button closes it for the visit (session storage), a new visit shows it again', async ({ browser }) => {
  const context = await browser.newContext()
  const page = await context.newPage()
  await open(page)
  await expect(page.locator(BAR)).not.toHaveClass(/is-hidden/)
  await page.locator(CLOSE_BAR).click()
  await expect(page.locator(BAR)).toHaveClass(/\bis-hidden\b/)
  await page.reload()
  await waitForIslands(page)
  await expect(page.locator(BAR)).toHaveClass(/\bis-hidden\b/)
  await expect(page.locator(BAR)).toBeHidden()
  expect(await paddingTop(page)).toBe(0)
  await page.goto('/pages/builder-nested.html')
  await page.goto(PAGE)
  await waitForIslands(page)
  await expect(page.locator(BAR)).toBeHidden()
  await context.close()
  const visit = await browser.newContext()
  const again = await visit.newPage()
  await open(again)
  await expect(again.locator(BAR)).toBeVisible()
  await visit.close()
})

test('floating bar with the keyboard only: Escape inside closes it, the focus goes to the main content', async ({ page }) => {
  await open(page)
  await tabTo(page, '.e-floating-bars__cta-button', 80)
  await page.keyboard.press('Escape')
  await expect(page.locator(BAR)).toBeHidden()
  expect(await page.evaluate(() => document.activeElement?.id)).toBe('main')
  // The close button by keyboard, on a fresh visit.
  await page.evaluate(() => sessionStorage.clear())
  await page.reload()
  await waitForIslands(page)
  await tabTo(page, CLOSE_BAR, 80)
  await page.keyboard.press('Enter')
  await expect(page.locator(BAR)).toBeHidden()
})

test('floating bar with session storage blocked: closes for this page only, no error', async ({ page }) => {
  await page.addInitScript(() => {
    Object.defineProperty(window, 'sessionStorage', {
      get() {
        throw new DOMException('The operation is insecure.', 'SecurityError')
      },
    })
  })
  await open(page)
  await page.locator(CLOSE_BAR).click()
  await expect(page.locator(BAR)).toBeHidden()
  await page.reload()
  await waitForIslands(page)
  await expect(page.locator(BAR)).toBeVisible()
})

test('contact buttons with the mouse: the chat button toggles the panel, aria-expanded, aria-hidden and hidden follow; focus in and back', async ({
  page,
}) => {
  await open(page)
  const chat = page.locator(CHAT)
  const panel = page.locator(PANEL)
  await expect(chat).toHaveAttribute('aria-expanded', 'false')
  await expect(panel).toBeHidden()
  await expect(panel).toHaveAttribute('aria-hidden', 'true')
  await chat.click()
  await expect(chat).toHaveAttribute('aria-expanded', 'true')
  await expect(panel).toBeVisible()
  await expect(panel).toHaveAttribute('aria-hidden', 'false')
  await expect(panel).not.toHaveClass(/\bhidden\b/)
  expect(await page.evaluate(() => document.activeElement?.classList.contains('e-contact-buttons__close-button'))).toBe(true)
  await chat.click()
  await expect(chat).toHaveAttribute('aria-expanded', 'false')
  await expect(panel).toBeHidden()
  await expect(panel).toHaveClass(/\bhidden\b/)
  await chat.click()
  await page.locator('.e-contact-buttons__close-button').click()
  await expect(panel).toBeHidden()
  await expect(chat).toBeFocused()
})

test('contact buttons with the keyboard only: Enter opens and focuses inside, Escape closes and returns to the chat button', async ({
  page,
}) => {
  await open(page)
  await tabTo(page, CHAT, 120)
  await page.keyboard.press('Enter')
  await expect(page.locator(PANEL)).toBeVisible()
  await expect(page.locator('.e-contact-buttons__close-button')).toBeFocused()
  await page.keyboard.press('Tab')
  await expect(page.locator(SEND)).toBeFocused()
  await page.keyboard.press('Escape')
  await expect(page.locator(PANEL)).toBeHidden()
  await expect(page.locator(CHAT)).toBeFocused()
  await expect(page.locator(CHAT)).toHaveAttribute('aria-expanded', 'false')
})

test('contact buttons by touch, with reduced motion: open and close at once', async ({ browser }) => {
  const context = await browser.newContext({
    hasTouch: true,
    isMobile: true,
    viewport: { width: 390, height: 800 },
    reducedMotion: 'reduce',
  })
  const page = await context.newPage()
  await page.goto(PAGE)
  await waitForIslands(page)
  await page.locator(CHAT).tap()
  await expect(page.locator(PANEL)).toBeVisible()
  await page.locator('.e-contact-buttons__close-button').tap()
  await expect(page.locator(PANEL)).toBeHidden()
  await page.locator(CLOSE_BAR).tap()
  await expect(page.locator(BAR)).toBeHidden()
  await context.close()
})

test('the message time in the 12 h format of data-time-format, and in 24 h', async ({ page }) => {
  await page.clock.setFixedTime(new Date(2026, 10, 26, 14, 5))
  await open(page)
  await expect(page.locator(TIME)).toHaveText('2:05 PM')
  await page.route('**/pages/builder-promo.html', async (route) => {
    const response = await route.fetch()
    const body = (await response.text()).replace('data-time-format="12h"', 'data-time-format="24h"')
    await route.fulfill({ response, body })
  })
  await page.reload()
  await waitForIslands(page)
  await expect(page.locator(TIME)).toHaveText('14:05')
})

test('bad data: an unknown time format is one console.error and 12 h; hostile text is not markup', async ({ page, watch }) => {
  watch.expectConsoleErrors()
  await page.clock.setFixedTime(new Date(2026, 10, 26, 9, 30))
  await page.route('**/pages/builder-promo.html', async (route) => {
    const response = await route.fetch()
    const body = (await response.text())
      .replace('data-time-format="12h"', 'data-time-format="&lt;img src=x onerror=alert(1)&gt;"')
      .replace('data-widget_type="contact-buttons.default"', 'data-settings="{bad" data-widget_type="contact-buttons.default"')
    await route.fulfill({ response, body })
  })
  await page.setViewportSize({ width: 1280, height: 800 })
  await page.goto(PAGE)
  await waitForIslands(page)
  await expect(page.locator(TIME)).toHaveText('9:30 AM')
  const errors = watch.consoleErrors.filter((e) => e.includes('<builder-contact-buttons>'))
  expect(errors).toHaveLength(1)
  expect(errors[0]).toMatch(/data-settings is not valid JSON.*data-time-format/)
  expect(watch.consoleErrors).toHaveLength(1)
  await expect(page.locator('img[src="x"]')).toHaveCount(0)
  await page.locator(CHAT).click()
  await expect(page.locator(PANEL)).toBeVisible()
})

test('click tracking: batched, sent with sendBeacon when the page is left, with the nonce; ten clicks send at once; clicks never wait', async ({
  page,
}) => {
  // Each sendBeacon call, kept across the navigation (same tab, same origin), then sent as usual.
  await page.addInitScript(() => {
    const send = navigator.sendBeacon.bind(navigator)
    navigator.sendBeacon = (url, data) => {
      const calls = JSON.parse(sessionStorage.getItem('beacons') ?? '[]') as string[][]
      calls.push([String(url), String(data)])
      sessionStorage.setItem('beacons', JSON.stringify(calls))
      return send(url, data)
    }
  })
  await open(page)
  await recordedBatches(page.request, true)
  await page.locator(CHAT).click()
  for (let i = 0; i < 3; i++) {
    const popup = page.waitForEvent('popup')
    await page.locator(SEND).click()
    await (await popup).close()
  }
  // Nothing sent yet: a batch waits for ten clicks or the page being left.
  expect(await recordedBatches(page.request)).toEqual([])
  // The bar's call to action leaves the page at once (the click is not held), and the queue goes with a beacon.
  await Promise.all([page.waitForURL('**/pages/shop.html?coupon=MILL10'), page.locator('.e-floating-bars__cta-button').click()])
  await expect
    .poll(() => recordedBatches(page.request))
    .toEqual([
      {
        clicks: ['313', '313', '313', '312'],
        contentType: expect.stringContaining('application/x-www-form-urlencoded'),
        at: expect.any(String),
      },
    ])
  const beacons = await page.evaluate(() => JSON.parse(sessionStorage.getItem('beacons') ?? '[]') as string[][])
  expect(beacons).toHaveLength(1)
  expect(beacons[0]?.[0]).toBe('/wp-admin/admin-ajax.php')
  expect([...new URLSearchParams(beacons[0]?.[1])]).toEqual([
    ['action', 'elementor_send_clicks'],
    ['_nonce', '5b8c1f2e7a'],
    ['clicks[]', '313'],
    ['clicks[]', '313'],
    ['clicks[]', '313'],
    ['clicks[]', '312'],
  ])

  // Ten clicks: sent at once, without leaving.
  await recordedBatches(page.request, true)
  await open(page)
  await page.locator(CHAT).click()
  for (let i = 0; i < 10; i++) {
    const popup = page.waitForEvent('popup')
    await page.locator(SEND).click()
    await (await popup).close()
  }
  await expect.poll(async () => (await recordedBatches(page.request)).map((batch) => batch.clicks.length)).toEqual([10])
  // Hidden (a phone's tab switch) sends what is left: here, nothing more.
  await page.evaluate(() => {
    Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true })
    document.dispatchEvent(new Event('visibilitychange'))
  })
  await page.waitForTimeout(300)
  expect((await recordedBatches(page.request)).length).toBe(1)
})

test('click tracking when the tab is hidden: the queue is sent then', async ({ page }) => {
  await open(page)
  await recordedBatches(page.request, true)
  await page.locator(CHAT).click()
  const popup = page.waitForEvent('popup')
  await page.locator(SEND).click()
  await (await popup).close()
  await page.evaluate(() => {
    Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true })
    document.dispatchEvent(new Event('visibilitychange'))
  })
  await expect.poll(async () => (await recordedBatches(page.request)).map((batch) => batch.clicks)).toEqual([['313']])
})
