import type { Page } from '@playwright/test'
import { waitForIslands } from '../support/page-weight.ts'
import { expect, expectNoAxeViolations, tabTo, test } from './fixtures.ts'

/**
 * The page builder's accordion, toggle, tabs, alert, counter and
 * progress bar adopted in place on builder-landing.html, under the strict CSP, at 1280, 900 and
 * 390 px, with the mouse, by touch and with the keyboard only; axe before and after.
 */

// axe over this long page takes a while on a busy machine.
test.describe.configure({ timeout: 90_000 })

const PAGE = '/pages/builder-landing.html'
const FAQ = '.elementor-element-8d41e22'
const SHIPPING = '.elementor-element-8d41e23'
const TOGGLE = '.elementor-element-8d41e21'
const TABS = '.elementor-element-8d41e20'
const VERTICAL_TABS = '.elementor-element-8d41e24'
const WIDGETS = 22 // 21 of builder-a and builder-b's video (its section at the end); the floating bar and contact buttons are on builder-promo.html, audio players and drop caps on builder-media.html

async function open(page: Page, width = 1280) {
  await page.setViewportSize({ width, height: 800 })
  await page.goto(PAGE)
  await waitForIslands(page)
  await expect(page.locator('.elementor-widget[data-island-mounted]')).toHaveCount(WIDGETS)
}

const title = (widget: string, k: number) => `${widget} .elementor-tab-title[data-tab="${k}"]`
const panel = (widget: string, k: number) => `${widget} .elementor-tab-content[data-tab="${k}"]`
const focused = (page: Page) => page.evaluate(() => document.activeElement?.textContent?.trim() ?? '')

for (const [width, mode] of [
  [1280, 'desktop'],
  [900, 'tablet'],
  [390, 'mobile'],
] as const) {
  test(`${width} px: every widget adopted, device mode "${mode}", axe clean before and after use`, async ({ page }) => {
    await open(page, width)
    await expect(page.locator('body')).toHaveAttribute('data-elementor-device-mode', mode)
    await expectNoAxeViolations(page)
    await page.locator(title(FAQ, 2)).click()
    await expect(page.locator(panel(FAQ, 2))).toBeVisible()
    await page.locator(title(TOGGLE, 1)).click()
    const tabTitle =
      width === 390 ? `${TABS} .elementor-tab-mobile-title[data-tab="3"]` : `${TABS} .elementor-tab-desktop-title[data-tab="3"]`
    await page.locator(tabTitle).click()
    await expect(page.locator(panel(TABS, 3))).toBeVisible()
    await page.locator('.elementor-element-3c1a2b9 .elementor-alert-dismiss').click()
    await expect(page.locator('.elementor-element-3c1a2b9 .elementor-alert')).toBeHidden()
    await page.locator('.elementor-element-9e5f305').scrollIntoViewIfNeeded()
    await expect(page.locator('.elementor-element-9e5f305 .elementor-counter-number')).toHaveText('27 318.5', { timeout: 6000 })
    await page.waitForTimeout(500)
    await expectNoAxeViolations(page)
  })
}

test('device mode follows resizes across the default breakpoints', async ({ page }) => {
  await open(page, 1280)
  const body = page.locator('body')
  await page.setViewportSize({ width: 1024, height: 800 })
  await expect(body).toHaveAttribute('data-elementor-device-mode', 'tablet')
  await page.setViewportSize({ width: 767, height: 800 })
  await expect(body).toHaveAttribute('data-elementor-device-mode', 'mobile')
  await page.setViewportSize({ width: 1025, height: 800 })
  await expect(body).toHaveAttribute('data-elementor-device-mode', 'desktop')
})

test('accordion with the mouse: first open at start, one open at a time, the open one closes again', async ({ page }) => {
  await open(page)
  const t1 = page.locator(title(FAQ, 1))
  const t2 = page.locator(title(FAQ, 2))
  await expect(t1).toHaveAttribute('aria-expanded', 'true')
  await expect(page.locator(panel(FAQ, 1))).toBeVisible()
  await expect(t2).toHaveAttribute('aria-expanded', 'false')
  await expect(page.locator(panel(FAQ, 2))).toBeHidden()
  await t2.click()
  await expect(t2).toHaveAttribute('aria-expanded', 'true')
  await expect(t1).toHaveAttribute('aria-expanded', 'false')
  await expect(page.locator(panel(FAQ, 2))).toBeVisible()
  await expect(page.locator(panel(FAQ, 1))).toBeHidden()
  await t2.click()
  await expect(t2).toHaveAttribute('aria-expanded', 'false')
  await expect(page.locator(panel(FAQ, 2))).toBeHidden()
  // The other accordion is its own: its first item stayed open.
  await expect(page.locator(title(SHIPPING, 1))).toHaveAttribute('aria-expanded', 'true')
})

test('accordion titles are real buttons for assistive technology; the inner link leaves the tab order', async ({ page }) => {
  await open(page)
  const t = page.locator(title(FAQ, 2))
  await expect(t).toHaveAttribute('role', 'button')
  await expect(t).toHaveAttribute('tabindex', '0')
  await expect(t.locator('a')).not.toHaveAttribute('tabindex', /.*/)
  await expect(page.getByRole('button', { name: 'How do I wash a merino beanie?' })).toHaveAttribute('aria-expanded', 'false')
  await expect(page.getByRole('region', { name: 'How long does delivery take?' })).toBeVisible()
})

test('accordion with the keyboard only: Enter and Space toggle, arrows, Home and End move between titles', async ({ page }) => {
  await open(page)
  await tabTo(page, title(FAQ, 1), 60)
  await page.keyboard.press('ArrowDown')
  expect(await focused(page)).toContain('How do I wash a merino beanie?')
  await page.keyboard.press('Enter')
  await expect(page.locator(title(FAQ, 2))).toHaveAttribute('aria-expanded', 'true')
  await expect(page.locator(title(FAQ, 1))).toHaveAttribute('aria-expanded', 'false')
  // The first panel closes above the focused title: while it animates, the browser's scroll
  // anchoring moves the page to keep the title in place. Space is judged once that is over.
  const settled = () => page.waitForFunction(() => document.getAnimations().every((animation) => animation.playState !== 'running'))
  await settled()
  const scroll = await page.evaluate(() => window.scrollY)
  await page.keyboard.press(' ')
  await expect(page.locator(title(FAQ, 2))).toHaveAttribute('aria-expanded', 'false')
  await settled()
  expect(await page.evaluate(() => window.scrollY)).toBe(scroll)
  await page.keyboard.press('End')
  expect(await focused(page)).toContain('Do you repair belts?')
  await page.keyboard.press('ArrowDown')
  expect(await focused(page)).toContain('How long does delivery take?')
  await page.keyboard.press('ArrowUp')
  expect(await focused(page)).toContain('Do you repair belts?')
  await page.keyboard.press('Home')
  expect(await focused(page)).toContain('How long does delivery take?')
})

/** Records the duration of every Web Animation started on a tab panel (the machine may be slow to ask). */
async function recordPanelAnimations(page: Page) {
  await page.addInitScript(() => {
    const seen: string[] = []
    ;(window as { panelAnimations?: string[] }).panelAnimations = seen
    const animate = Element.prototype.animate
    Element.prototype.animate = function (this: Element, keyframes, options) {
      if (this.matches('.elementor-tab-content')) seen.push(`${this.id} ${typeof options === 'object' ? options.duration : options}`)
      return animate.call(this, keyframes, options)
    }
  })
  return () => page.evaluate(() => (window as { panelAnimations?: string[] }).panelAnimations ?? [])
}

test('opening and closing animate over 400 ms, and happen at once under reduced motion', async ({ page }) => {
  const animations = await recordPanelAnimations(page)
  await open(page)
  await page.locator(title(FAQ, 3)).click()
  expect(await animations()).toEqual(['elementor-tab-content-2391 400', 'elementor-tab-content-2393 400'])
  await page.emulateMedia({ reducedMotion: 'reduce' })
  await page.locator(title(FAQ, 4)).click()
  await expect(page.locator(panel(FAQ, 4))).toBeVisible()
  await expect(page.locator(panel(FAQ, 3))).toBeHidden()
  expect(await animations()).toHaveLength(2)
})

test('toggle by touch: none open at start, items independent', async ({ browser }) => {
  const context = await browser.newContext({ hasTouch: true, isMobile: true, viewport: { width: 390, height: 800 } })
  const page = await context.newPage()
  await page.goto(PAGE)
  await waitForIslands(page)
  for (const k of [1, 2, 3]) await expect(page.locator(title(TOGGLE, k))).toHaveAttribute('aria-expanded', 'false')
  await page.locator(title(TOGGLE, 1)).tap()
  await page.locator(title(TOGGLE, 3)).tap()
  await expect(page.locator(panel(TOGGLE, 1))).toBeVisible()
  await expect(page.locator(panel(TOGGLE, 3))).toBeVisible()
  await page.locator(title(TOGGLE, 1)).tap()
  await expect(page.locator(panel(TOGGLE, 1))).toBeHidden()
  await expect(page.locator(panel(TOGGLE, 3))).toBeVisible()
  await context.close()
})

test('tabs with the keyboard only: manual activation, roving tabindex, wrap, Home and End', async ({ page }) => {
  await open(page)
  const tab = (k: number) => page.locator(`${TABS} .elementor-tab-desktop-title[data-tab="${k}"]`)
  await expect(page.locator(`${TABS} [role="tablist"]`)).toHaveCount(1)
  await expect(page.locator(`${TABS} .elementor-tabs-wrapper`)).toHaveAttribute('aria-orientation', 'horizontal')
  await expect(tab(1)).toHaveAttribute('aria-selected', 'true')
  await expect(page.locator(panel(TABS, 1))).toBeVisible()
  await tabTo(page, `${TABS} .elementor-tab-desktop-title[data-tab="1"]`, 60)
  await page.keyboard.press('ArrowRight')
  expect(await focused(page)).toBe('Knitting')
  // Manual activation: focus moved, the selection did not.
  await expect(tab(1)).toHaveAttribute('aria-selected', 'true')
  await page.keyboard.press('Enter')
  await expect(tab(2)).toHaveAttribute('aria-selected', 'true')
  await expect(tab(2)).toHaveAttribute('tabindex', '0')
  await expect(tab(1)).toHaveAttribute('tabindex', '-1')
  await expect(page.locator(panel(TABS, 2))).toBeVisible()
  await expect(page.locator(panel(TABS, 1))).toBeHidden()
  await page.keyboard.press('End')
  expect(await focused(page)).toBe('Finishing')
  await page.keyboard.press('ArrowRight')
  expect(await focused(page)).toBe('Spinning')
  await page.keyboard.press('ArrowLeft')
  expect(await focused(page)).toBe('Finishing')
  await page.keyboard.press('Home')
  expect(await focused(page)).toBe('Spinning')
  await page.keyboard.press(' ')
  await expect(tab(1)).toHaveAttribute('aria-selected', 'true')
  // Tab leaves the tab list for the selected panel.
  await page.keyboard.press('Tab')
  expect(await page.evaluate(() => document.activeElement?.getAttribute('role'))).toBe('tabpanel')
})

test('vertical tabs use Up and Down; right-to-left swaps Left and Right', async ({ page }) => {
  await open(page)
  await expect(page.locator(`${VERTICAL_TABS} .elementor-tabs-wrapper`)).toHaveAttribute('aria-orientation', 'vertical')
  await page.locator(`${VERTICAL_TABS} .elementor-tab-desktop-title[data-tab="1"]`).focus()
  await page.keyboard.press('ArrowDown')
  expect(await focused(page)).toBe('Conditioning')
  await page.keyboard.press('ArrowUp')
  expect(await focused(page)).toBe('Cleaning')
  await page.keyboard.press('ArrowRight')
  expect(await focused(page)).toBe('Cleaning')
  await page.locator(TABS).evaluate((el) => el.setAttribute('dir', 'rtl'))
  await page.locator(`${TABS} .elementor-tab-desktop-title[data-tab="1"]`).focus()
  await page.keyboard.press('ArrowLeft')
  expect(await focused(page)).toBe('Knitting')
  await page.keyboard.press('ArrowRight')
  expect(await focused(page)).toBe('Spinning')
})

test('tabs at 390 px: the mobile titles are buttons with aria-expanded, and slide their panel open', async ({ page }) => {
  const animations = await recordPanelAnimations(page)
  await open(page, 390)
  const mobile = (k: number) => page.locator(`${TABS} .elementor-tab-mobile-title[data-tab="${k}"]`)
  await expect(mobile(1)).toHaveAttribute('aria-expanded', 'true')
  await expect(page.getByRole('button', { name: 'Knitting' })).toHaveAttribute('aria-expanded', 'false')
  await mobile(2).click()
  expect(await animations()).toEqual(['elementor-tab-content-2371 400', 'elementor-tab-content-2372 400'])
  await expect(mobile(2)).toHaveAttribute('aria-expanded', 'true')
  await expect(mobile(1)).toHaveAttribute('aria-expanded', 'false')
  await expect(page.locator(panel(TABS, 2))).toBeVisible()
  await expect(page.locator(panel(TABS, 1))).toBeHidden()
  // The same state on the (hidden) desktop titles.
  await expect(page.locator(`${TABS} .elementor-tab-desktop-title[data-tab="2"]`)).toHaveAttribute('aria-selected', 'true')
  await mobile(2).focus()
  await page.keyboard.press('ArrowDown')
  expect(await focused(page)).toBe('Finishing')
  await page.keyboard.press('Enter')
  await expect(mobile(3)).toHaveAttribute('aria-expanded', 'true')
})

test('alert dismissed with the mouse fades out; focus goes to what follows it', async ({ page }) => {
  await open(page)
  const alert = page.locator('.elementor-element-3c1a2b9 .elementor-alert')
  // The fade's class lives 400 ms: recorded as it comes, not polled after the click (a busy machine
  // can spend longer than that between the click and the first check).
  await alert.evaluate((node) => {
    const seen = node as HTMLElement & { fadeSeen?: boolean }
    new MutationObserver(() => {
      if (node.classList.contains('is-dismissing')) seen.fadeSeen = true
    }).observe(node, { attributes: true, attributeFilter: ['class'] })
  })
  await alert.locator('.elementor-alert-dismiss').click()
  await expect(alert).toBeHidden()
  expect(await alert.evaluate((node) => (node as HTMLElement & { fadeSeen?: boolean }).fadeSeen)).toBe(true)
  expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe('Dismiss this alert.')
  // The next focusable after the first alert is the second alert's dismiss button.
  expect(await page.evaluate(() => document.activeElement?.closest('.elementor-widget')?.getAttribute('data-id'))).toBe('3c1a2c0')
})

test('alert dismissed with the keyboard only: focus moves on, never to the body', async ({ page }) => {
  await open(page)
  await tabTo(page, '.elementor-element-3c1a2c0 .elementor-alert-dismiss', 60)
  await page.keyboard.press('Enter')
  await expect(page.locator('.elementor-element-3c1a2c0 .elementor-alert')).toBeHidden()
  expect(await page.evaluate(() => document.activeElement?.textContent?.trim())).toBe('Spinning')
})

test('counters start only once in view, screen readers get only the final number', async ({ page }) => {
  await open(page)
  const counter = page.locator('.elementor-element-9e5f305')
  const number = counter.locator('.elementor-counter-number')
  // The start value, with the target's decimals.
  await expect(number).toHaveText('0.0')
  await expect(number).toHaveAttribute('aria-hidden', 'true')
  await expect(counter.locator('.elementor-screen-only')).toHaveText('27 318.5')
  await counter.scrollIntoViewIfNeeded()
  // Mid-count the number is between the two ends (3000 ms duration).
  await page.waitForTimeout(600)
  const mid = Number((await number.textContent())?.replace(/\s/g, ''))
  expect(mid).toBeGreaterThan(0)
  expect(mid).toBeLessThan(27318.5)
  await expect(number).toHaveText('27 318.5', { timeout: 5000 })
  await page.locator('.elementor-element-9e5f301').scrollIntoViewIfNeeded()
  await expect(page.locator('.elementor-element-9e5f301 .elementor-counter-number')).toHaveText('12,345', { timeout: 5000 })
  await expect(page.locator('.elementor-element-9e5f303 .elementor-counter-number')).toHaveText('4.86', { timeout: 5000 })
  await expect(page.locator('.elementor-element-9e5f306 .elementor-counter-number')).toHaveText('1.042', { timeout: 5000 })
  const snapshot = await page.locator('.elementor-element-9e5f301').ariaSnapshot()
  expect(snapshot).toContain('12,345')
  expect(snapshot).not.toMatch(/\b0\b/)
})

test('counters show the final number at once under reduced motion', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' })
  await open(page)
  await expect(page.locator('.elementor-element-9e5f305 .elementor-counter-number')).toHaveText('27 318.5')
})

test('progress bars fill to data-max % once in view, without moving anything', async ({ page }) => {
  await open(page)
  const bar = page.locator('.elementor-element-a1f0c01 .elementor-progress-bar')
  // Its final width from the start, out of its clipping track until it is in view.
  expect(await bar.evaluate((el) => [el.style.width, el.style.transform, getComputedStyle(el.parentElement as Element).overflow])).toEqual([
    '70%',
    'translateX(-100%)',
    'clip',
  ])
  await bar.scrollIntoViewIfNeeded()
  await expect.poll(() => bar.evaluate((el) => el.style.transform)).toBe('none')
  // A transform: the compositor runs the fill, no main-thread frame per step.
  expect(await bar.evaluate((el) => el.style.transition)).toBe('transform 1000ms ease-in-out')
  expect(
    await bar.evaluate((el) => el.getBoundingClientRect().width / (el.parentElement as Element).getBoundingClientRect().width),
  ).toBeCloseTo(0.7, 1)
})

test('in a right-to-left page the progress bar slides in from the right, and under reduced motion it is full at once', async ({ page }) => {
  await page.route(`**${PAGE}`, async (route) => {
    const response = await route.fetch()
    await route.fulfill({ response, body: (await response.text()).replace('<html lang="en">', '<html lang="ar" dir="rtl">') })
  })
  await open(page)
  const bar = page.locator('.elementor-element-a1f0c01 .elementor-progress-bar')
  expect(await bar.evaluate((el) => el.style.transform)).toBe('translateX(100%)')
  await bar.scrollIntoViewIfNeeded()
  await expect.poll(() => bar.evaluate((el) => el.style.transform)).toBe('none')
  // Filled from the track's right edge.
  await expect
    .poll(() =>
      bar.evaluate((el) => Math.round((el.parentElement as Element).getBoundingClientRect().right - el.getBoundingClientRect().right)),
    )
    .toBe(0)

  await page.emulateMedia({ reducedMotion: 'reduce' })
  await open(page)
  const second = page.locator('.elementor-element-a1f0c02 .elementor-progress-bar')
  await second.scrollIntoViewIfNeeded()
  await expect.poll(() => second.evaluate((el) => el.style.transform)).toBe('none')
  expect(await second.evaluate((el) => el.style.transition)).toBe('none')
})

test('bad data-settings and data attributes: one console.error per widget, markup left readable', async ({ page, watch }) => {
  watch.expectConsoleErrors()
  await page.route('**/pages/builder-landing.html', async (route) => {
    const response = await route.fetch()
    let body = await response.text()
    body = body
      .replace('data-id="8d41e22" data-element_type="widget"', 'data-id="8d41e22" data-element_type="widget" data-settings="{not json"')
      .replace('data-id="8d41e20" data-element_type="widget"', 'data-id="8d41e20" data-element_type="widget" data-settings="[1,2]"')
      .replace('data-to-value="12345"', 'data-to-value="&lt;img src=x onerror=alert(1)&gt;"')
      .replace('data-duration="2500"', 'data-duration="soon" data-delimiter="&lt;b&gt;"')
      .replace('data-max="70"', 'data-max="lots"')
    await route.fulfill({ response, body })
  })
  await page.goto(PAGE)
  await waitForIslands(page)
  const errorsFor = (tag: string) => watch.consoleErrors.filter((e) => e.includes(`<${tag}>`))
  await expect.poll(() => errorsFor('builder-counter').length).toBe(2)
  expect(errorsFor('builder-accordion')).toHaveLength(1)
  expect(errorsFor('builder-accordion')[0]).toContain('8d41e22')
  expect(errorsFor('builder-tabs')).toHaveLength(1)
  expect(errorsFor('builder-progress')).toHaveLength(1)
  expect(errorsFor('builder-counter').filter((e) => e.includes('9e5f301'))).toHaveLength(1)
  expect(errorsFor('builder-counter').filter((e) => e.includes('9e5f304'))).toHaveLength(1)
  expect(watch.consoleErrors).toHaveLength(5)
  // Still working with defaults, the bad counter left as the server printed it, nothing injected.
  await page.locator(title(FAQ, 2)).click()
  await expect(page.locator(panel(FAQ, 2))).toBeVisible()
  await expect(page.locator('.elementor-element-9e5f301 .elementor-counter-number')).toHaveText('0')
  await expect(page.locator('img[src="x"], .elementor-counter b')).toHaveCount(0)
  await page.locator('.elementor-element-9e5f304').scrollIntoViewIfNeeded()
  await expect(page.locator('.elementor-element-9e5f304 .elementor-counter-number')).toHaveText('98', { timeout: 5000 })
  // data-max unreadable: the server's aria-valuenow.
  expect(await page.locator('.elementor-element-a1f0c01 .elementor-progress-bar').evaluate((el) => el.style.width)).toBe('70%')
})

test("stands down beside the builder's own front end: one warning per widget type, nothing enhanced", async ({ page, watch }) => {
  await page.addInitScript(() => {
    ;(window as { elementorFrontend?: object }).elementorFrontend = { hooks: {} }
  })
  await page.goto(PAGE)
  await waitForIslands(page)
  await page.waitForLoadState('load')
  for (const tag of ['accordion', 'toggle', 'tabs', 'alert', 'counter', 'progress']) {
    await expect.poll(() => watch.consoleWarnings.filter((w) => w.includes(`<builder-${tag}> stands down`)).length).toBe(1)
  }
  await expect(page.locator('.elementor-widget[data-island-mounted]')).toHaveCount(0)
  await expect(page.locator(title(FAQ, 1))).toHaveAttribute('aria-expanded', 'false')
})

test("does nothing in the builder's edit mode", async ({ page, watch }) => {
  await page.route('**/assets/settings/elementor-config.js', async (route) => {
    const response = await route.fetch()
    const body = (await response.text()).replace('environmentMode: { edit: false', 'environmentMode: { edit: true')
    await route.fulfill({ response, body })
  })
  await page.goto(PAGE)
  await waitForIslands(page)
  await expect(page.locator(title(FAQ, 1))).toHaveAttribute('aria-expanded', 'false')
  await expect(page.locator(title(FAQ, 1))).not.toHaveAttribute('tabindex', /.*/)
  await expect(page.locator('body')).not.toHaveAttribute('data-elementor-device-mode', /.*/)
  expect(watch.consoleWarnings).toEqual([])
})

test('each enhanced widget raises the element-ready event, through jQuery too', async ({ page }) => {
  await page.addInitScript(() => {
    const seen: string[] = []
    ;(window as { readySeen?: string[] }).readySeen = seen
    document.addEventListener('builder-element-ready', (event) => {
      seen.push(`${(event.target as Element).getAttribute('data-id')} ${(event as CustomEvent<string[]>).detail[0]}`)
    })
  })
  await open(page)
  const seen = await page.evaluate(() => (window as { readySeen?: string[] }).readySeen ?? [])
  expect(seen).toHaveLength(WIDGETS)
  expect(seen).toContain('8d41e22 accordion.default')
  expect(seen).toContain('9e5f301 counter.default')
})
