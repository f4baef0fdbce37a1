import type { Page } from '@playwright/test'
import { waitForIslands } from '../support/page-weight.ts'
import { expect, expectNoAxeViolations, tabTo, test, withJQuery } from './fixtures.ts'

/**
 * The page builder's nested tabs and nested accordion adopted in place on
 * builder-nested.html, under the strict CSP, at 1280, 900 and 390 px, with the mouse, by touch and
 * with the keyboard only, with reduced motion; axe before and after; bad settings.
 */

test.describe.configure({ timeout: 60_000 })

const PAGE = '/pages/builder-nested.html'
const CARE = '.elementor-element-c1a0001' // horizontal, e-n-tabs-mobile, holds the FAQ accordion
const SIZE = '.elementor-element-e7f0002' // vertical
const FAQ = '.elementor-element-d2b0101' // one open, expanded, 300 ms
const SHIPPING = '.elementor-element-a4c0201' // multiple, all collapsed, 0.5 s

async function open(page: Page, width = 1280, state = 'data-island-mounted') {
  await page.setViewportSize({ width, height: 800 })
  await page.goto(PAGE)
  await waitForIslands(page)
  await expect(page.locator(`.elementor-widget-n-tabs[${state}], .elementor-widget-n-accordion[${state}]`)).toHaveCount(4)
}

/** Clicks `summary` in the page and resolves with the ms until its details toggled (the slide's end). */
const msUntilToggled = (page: Page, selector: string) =>
  page.locator(selector).evaluate(
    (el) =>
      new Promise<number>((resolve) => {
        const start = performance.now()
        el.addEventListener('toggle', () => resolve(performance.now() - start), { once: true })
        el.querySelector('summary')?.click()
      }),
  )

const tab = (widget: string, k: number) => `${widget} .e-n-tab-title[data-tab-index="${k}"]`
const tabPanel = (widget: string, k: number) =>
  `${widget} > .elementor-widget-container > .e-n-tabs > .e-n-tabs-content > [data-tab-index="${k}"]`
const summary = (widget: string, k: number) => `${widget} summary[data-accordion-index="${k}"]`
const details = (widget: string, k: number) => `${widget} details:has(> summary[data-accordion-index="${k}"])`
const isOpen = (page: Page, selector: string) => page.locator(selector).evaluate((el) => (el as HTMLDetailsElement).open)
const focusedText = (page: Page) => page.evaluate(() => document.activeElement?.textContent?.trim() ?? '')

async function recordActivations(page: Page) {
  await page.evaluate(() => {
    const win = window as unknown as { __activated: string[]; __byKeyboard: unknown[] }
    win.__activated = []
    win.__byKeyboard = []
    window.addEventListener('elementor/nested-tabs/activate', (event) => {
      const [panel] = (event as CustomEvent<[HTMLElement]>).detail
      win.__activated.push(panel.id)
    })
    window.addEventListener('elementor/nested-elements/activate-by-keyboard', (event) => {
      win.__byKeyboard.push((event as CustomEvent<unknown[]>).detail[0])
    })
  })
  return {
    activated: () => page.evaluate(() => (window as unknown as { __activated: string[] }).__activated),
    byKeyboard: () => page.evaluate(() => (window as unknown as { __byKeyboard: unknown[] }).__byKeyboard),
  }
}

for (const [width, mode, layout] of [
  [1280, 'desktop', 'horizontal'],
  [900, 'tablet', 'horizontal'],
  [390, 'mobile', 'vertical'],
] as const) {
  test(`${width} px: adopted, ${layout} titles, axe clean before and after use`, async ({ page }) => {
    await open(page, width)
    await expect(page.locator('body')).toHaveAttribute('data-elementor-device-mode', mode)
    await expect(page.locator(`${CARE} [role="tablist"]`)).toHaveAttribute('aria-orientation', layout)
    await expect(page.locator(`${SIZE} [role="tablist"]`)).toHaveAttribute('aria-orientation', 'vertical')
    await expectNoAxeViolations(page)
    await page.locator(tab(CARE, 2)).click()
    await expect(page.locator(tabPanel(CARE, 2))).toBeVisible()
    await expect(page.locator(tabPanel(CARE, 1))).toBeHidden()
    await page.locator(tab(SIZE, 3)).click()
    await expect(page.locator(tabPanel(SIZE, 3))).toBeVisible()
    await page.locator(summary(SHIPPING, 2)).click()
    await expect(page.locator(`${details(SHIPPING, 2)} > .e-con`)).toBeVisible()
    await page.waitForTimeout(600)
    await expectNoAxeViolations(page)
  })
}

test('nested tabs with the mouse: one selected, e-active on its panel, roving tabindex, the activate event', async ({ page }) => {
  await open(page)
  const events = await recordActivations(page)
  await expect(page.locator(tab(CARE, 1))).toHaveAttribute('aria-selected', 'true')
  await expect(page.locator(tabPanel(CARE, 1))).toHaveClass(/\be-active\b/)
  await page.locator(tab(CARE, 3)).click()
  for (const k of [1, 2, 3]) {
    await expect(page.locator(tab(CARE, k))).toHaveAttribute('aria-selected', String(k === 3))
    await expect(page.locator(tab(CARE, k))).toHaveAttribute('tabindex', k === 3 ? '0' : '-1')
    await expect(page.locator(tabPanel(CARE, k))).toHaveClass(k === 3 ? /\be-active\b/ : /^(?!.*\be-active\b)/)
  }
  await expect(page.locator(tabPanel(CARE, 3))).toBeVisible()
  await expect(page.locator(tabPanel(CARE, 1))).toBeHidden()
  // Clicking the selected tab again changes nothing on a tab list.
  await page.locator(tab(CARE, 3)).click()
  await expect(page.locator(tabPanel(CARE, 3))).toBeVisible()
  expect(await events.activated()).toEqual(['e-n-tab-content-2033'])
  expect(await events.byKeyboard()).toEqual([])
  // Panel and title name each other.
  await expect(page.locator(tabPanel(CARE, 3))).toHaveAttribute('aria-labelledby', 'e-n-tab-title-2033')
  await expect(page.locator(tab(CARE, 3))).toHaveAttribute('aria-controls', 'e-n-tab-content-2033')
})

test('nested tabs with the keyboard only: arrows move the focus (manual activation), Home/End, wrap, Enter selects, Escape in a panel returns to its title', async ({
  page,
}) => {
  await open(page)
  const events = await recordActivations(page)
  await tabTo(page, tab(CARE, 1))
  await page.keyboard.press('ArrowRight')
  expect(await focusedText(page)).toBe('Leather belts')
  await expect(page.locator(tab(CARE, 1))).toHaveAttribute('aria-selected', 'true')
  await page.keyboard.press('ArrowRight')
  await page.keyboard.press('ArrowRight')
  expect(await focusedText(page)).toBe('Merino beanies') // wrapped
  await page.keyboard.press('ArrowLeft')
  expect(await focusedText(page)).toBe('Caps') // wrapped back
  await page.keyboard.press('Home')
  expect(await focusedText(page)).toBe('Merino beanies')
  await page.keyboard.press('End')
  expect(await focusedText(page)).toBe('Caps')
  await page.keyboard.press('ArrowDown') // not this orientation
  expect(await focusedText(page)).toBe('Caps')
  await page.keyboard.press('Enter')
  await expect(page.locator(tab(CARE, 3))).toHaveAttribute('aria-selected', 'true')
  await expect(page.locator(tabPanel(CARE, 3))).toBeVisible()
  await page.keyboard.press('ArrowLeft')
  await page.keyboard.press('Space')
  await expect(page.locator(tabPanel(CARE, 2))).toBeVisible()
  expect(await events.byKeyboard()).toEqual([
    { widgetId: 'c1a0001', titleIndex: 3 },
    { widgetId: 'c1a0001', titleIndex: 2 },
  ])
  // Tab leaves the tab list for the selected panel's content; Escape there returns to the title.
  await page.keyboard.press('Tab')
  expect(await page.evaluate(() => document.activeElement?.closest('[role="tabpanel"]')?.id)).toBe('e-n-tab-content-2032')
  await page.keyboard.press('Escape')
  expect(await page.evaluate(() => document.activeElement?.id)).toBe('e-n-tab-title-2032')
  // Vertical tabs: Up/Down.
  await tabTo(page, tab(SIZE, 1))
  await page.keyboard.press('ArrowDown')
  expect(await focusedText(page)).toBe('Belts')
  await page.keyboard.press('ArrowUp')
  await page.keyboard.press('ArrowUp')
  expect(await focusedText(page)).toBe('Caps')
  await page.keyboard.press('ArrowRight')
  expect(await focusedText(page)).toBe('Caps')
  await page.keyboard.press('Enter')
  await expect(page.locator(tabPanel(SIZE, 3))).toBeVisible()
  // A panel without anything focusable is itself in the Tab order; Escape from it returns too.
  await page.keyboard.press('Tab')
  expect(await page.evaluate(() => document.activeElement?.getAttribute('role'))).toBe('tabpanel')
  await page.keyboard.press('Escape')
  expect(await focusedText(page)).toBe('Caps')
})

test('nested tabs right-to-left: Left and Right swap', async ({ page }) => {
  await open(page)
  await page.locator(`${CARE} .e-n-tabs`).evaluate((el) => el.setAttribute('dir', 'rtl'))
  await page.locator(tab(CARE, 1)).focus()
  await page.keyboard.press('ArrowLeft')
  expect(await focusedText(page)).toBe('Leather belts')
  await page.keyboard.press('ArrowRight')
  await page.keyboard.press('ArrowRight')
  expect(await focusedText(page)).toBe('Caps')
})

test('nested tabs below e-n-tabs-mobile: accordion layout, Up/Down, the selected title collapses; back to tabs on a wider screen', async ({
  page,
}) => {
  await open(page, 390)
  const list = page.locator(`${CARE} [role="tablist"]`)
  await expect(list).toHaveAttribute('aria-orientation', 'vertical')
  // Each panel shows under its own title.
  const titleBox = await page.locator(tab(CARE, 1)).boundingBox()
  const panelBox = await page.locator(tabPanel(CARE, 1)).boundingBox()
  const nextTitleBox = await page.locator(tab(CARE, 2)).boundingBox()
  expect(panelBox!.y).toBeGreaterThanOrEqual(titleBox!.y + titleBox!.height - 1)
  expect(nextTitleBox!.y).toBeGreaterThanOrEqual(panelBox!.y + panelBox!.height - 1)
  await page.locator(tab(CARE, 1)).focus()
  await page.keyboard.press('ArrowDown')
  expect(await focusedText(page)).toBe('Leather belts')
  await page.keyboard.press('Enter')
  await expect(page.locator(tabPanel(CARE, 2))).toBeVisible()
  await page.locator(tab(CARE, 2)).click()
  await expect(page.locator(tabPanel(CARE, 2))).toBeHidden()
  await expect(page.locator(`${CARE} .e-n-tab-title[aria-selected="true"]`)).toHaveCount(0)
  await expect(page.locator(tab(CARE, 2))).toHaveAttribute('tabindex', '0')
  await page.setViewportSize({ width: 1280, height: 800 })
  await expect(list).toHaveAttribute('aria-orientation', 'horizontal')
  await expect(page.locator(tab(CARE, 2))).toHaveAttribute('aria-selected', 'true')
  await expect(page.locator(tabPanel(CARE, 2))).toBeVisible()
})

test('by touch: tabs and accordion items', async ({ browser }) => {
  const context = await browser.newContext({ hasTouch: true, isMobile: true, viewport: { width: 390, height: 800 } })
  const page = await context.newPage()
  await page.goto(PAGE)
  await waitForIslands(page)
  await page.locator(tab(SIZE, 2)).tap()
  await expect(page.locator(tabPanel(SIZE, 2))).toBeVisible()
  await page.locator(summary(SHIPPING, 3)).tap()
  await expect(page.locator(summary(SHIPPING, 3))).toHaveAttribute('aria-expanded', 'true')
  await expect(page.locator(`${details(SHIPPING, 3)} > .e-con`)).toBeVisible()
  await page.locator(summary(SHIPPING, 3)).tap()
  await expect.poll(() => isOpen(page, details(SHIPPING, 3))).toBe(false)
  await context.close()
})

test('nested accordion, one open: the first open at start, opening another closes it after the 300 ms slide', async ({ page }) => {
  await open(page)
  await expect(page.locator(summary(FAQ, 1))).toHaveAttribute('aria-expanded', 'true')
  expect(await isOpen(page, details(FAQ, 1))).toBe(true)
  await expect(page.locator(summary(FAQ, 2))).toHaveAttribute('aria-expanded', 'false')
  await page.locator(summary(FAQ, 2)).click()
  await expect(page.locator(summary(FAQ, 2))).toHaveAttribute('aria-expanded', 'true')
  await expect(page.locator(summary(FAQ, 1))).toHaveAttribute('aria-expanded', 'false')
  // The details closes when its slide ends.
  await expect.poll(() => isOpen(page, details(FAQ, 1))).toBe(false)
  expect(await isOpen(page, details(FAQ, 2))).toBe(true)
  // Closed again by its own title, after its 300 ms slide.
  expect(await msUntilToggled(page, details(FAQ, 2))).toBeGreaterThanOrEqual(290)
  expect(await isOpen(page, details(FAQ, 2))).toBe(false)
  await expect(page.locator(summary(FAQ, 2))).toHaveAttribute('aria-expanded', 'false')
  // Nothing of ours left on the content: the browser's details rules it again.
  expect(
    await page
      .locator(`${details(FAQ, 2)} > .e-con`)
      .evaluate((el) => (el as HTMLElement).style.display + (el as HTMLElement).style.overflow),
  ).toBe('')
})

test('nested accordion, multiple and all_collapsed: none open at start, several open at once, the slide lasts 0.5 s', async ({ page }) => {
  await open(page)
  for (const k of [1, 2, 3, 4]) expect(await isOpen(page, details(SHIPPING, k))).toBe(false)
  await page.locator(summary(SHIPPING, 1)).click()
  await page.locator(summary(SHIPPING, 3)).click()
  await expect(page.locator(summary(SHIPPING, 1))).toHaveAttribute('aria-expanded', 'true')
  await expect(page.locator(summary(SHIPPING, 3))).toHaveAttribute('aria-expanded', 'true')
  // Closing slides for 0.5 s before the details closes.
  expect(await msUntilToggled(page, details(SHIPPING, 1))).toBeGreaterThanOrEqual(490)
  expect(await isOpen(page, details(SHIPPING, 1))).toBe(false)
  expect(await isOpen(page, details(SHIPPING, 3))).toBe(true)
})

test('nested accordion with the keyboard only: Enter and Space toggle, Up/Down/Home/End move, Escape inside closes and returns', async ({
  page,
}) => {
  await open(page)
  await tabTo(page, summary(SHIPPING, 1))
  await page.keyboard.press('Enter')
  await expect(page.locator(summary(SHIPPING, 1))).toHaveAttribute('aria-expanded', 'true')
  await page.keyboard.press('ArrowDown')
  expect(await focusedText(page)).toContain('How much does shipping cost?')
  await page.keyboard.press('Space')
  await expect(page.locator(summary(SHIPPING, 2))).toHaveAttribute('aria-expanded', 'true')
  await page.keyboard.press('End')
  expect(await focusedText(page)).toContain('Do you repair what you made?')
  await page.keyboard.press('ArrowDown')
  expect(await focusedText(page)).toContain('When will my order ship?')
  await page.keyboard.press('ArrowUp')
  await page.keyboard.press('Home')
  expect(await focusedText(page)).toContain('When will my order ship?')
  // Escape from inside an open item's content closes it and returns to its title.
  await page.locator(`${details(SHIPPING, 2)} > .e-con`).evaluate((el) => {
    const link = document.createElement('a')
    link.href = '#main'
    link.textContent = 'Back to the top'
    el.append(link)
    link.focus()
  })
  await page.keyboard.press('Escape')
  expect(await focusedText(page)).toContain('How much does shipping cost?')
  await expect(page.locator(summary(SHIPPING, 2))).toHaveAttribute('aria-expanded', 'false')
  await expect.poll(() => isOpen(page, details(SHIPPING, 2))).toBe(false)
})

test('reduced motion: accordion items open and close at once', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' })
  await open(page)
  await page.locator(summary(FAQ, 3)).click()
  expect(await page.evaluate(() => document.querySelectorAll('.elementor-element-d2b0101 details[open]').length)).toBe(1)
  expect(await isOpen(page, details(FAQ, 3))).toBe(true)
  expect(await isOpen(page, details(FAQ, 1))).toBe(false)
  await page.locator(summary(SHIPPING, 4)).click()
  await page.locator(summary(SHIPPING, 4)).click()
  expect(await isOpen(page, details(SHIPPING, 4))).toBe(false)
})

test('native details kept: the browser opening an item (find in page) is followed, aria-expanded true, the others closed', async ({
  page,
}) => {
  await open(page)
  // What Chromium does when find-in-page matches text in a closed details: it sets `open`.
  await page.locator(details(FAQ, 3)).evaluate((el) => {
    ;(el as HTMLDetailsElement).open = true
  })
  await expect(page.locator(summary(FAQ, 3))).toHaveAttribute('aria-expanded', 'true')
  await expect(page.locator(summary(FAQ, 1))).toHaveAttribute('aria-expanded', 'false')
  await expect.poll(() => isOpen(page, details(FAQ, 1))).toBe(false)
  // The closed items' text stays in the page (not removed, not hidden by us), for find in page.
  await expect(page.locator(`${details(FAQ, 2)} > .e-con`)).toHaveText(/dry towel/)
  await expect(page.locator(`${FAQ} [hidden]`)).toHaveCount(0)
})

test('with jQuery on the page: the activate event reaches jQuery handlers with the panel', async ({ page }) => {
  await withJQuery(page, '/pages/builder-nested.html', '/assets/settings/elementor-config.js')
  await open(page)
  await page.evaluate(() => {
    const win = window as unknown as {
      __jq: string[]
      jQuery: (target: unknown) => { on(name: string, fn: (e: unknown, $panel: { attr(name: string): string }) => void): void }
    }
    win.__jq = []
    win.jQuery(window).on('elementor/nested-tabs/activate', (_event, $panel) => win.__jq.push($panel.attr('id')))
  })
  await page.locator(tab(SIZE, 2)).click()
  expect(await page.evaluate(() => (window as unknown as { __jq: string[] }).__jq)).toEqual(['e-n-tab-content-2432'])
})

test('bad data-settings: one console.error per widget, defaults used, still working', async ({ page, watch }) => {
  watch.expectConsoleErrors()
  await page.route('**/pages/builder-nested.html', async (route) => {
    const response = await route.fetch()
    const body = (await response.text())
      .replace(/(data-id="c1a0001" data-element_type="widget") data-settings="[^"]*"/, '$1 data-settings="{not json"')
      .replace(
        /(data-id="a4c0201" data-element_type="widget") data-settings="[^"]*"/,
        '$1 data-settings="{&quot;max_items_expended&quot;:&quot;&lt;img src=x onerror=alert(1)&gt;&quot;,&quot;default_state&quot;:7,&quot;n_accordion_animation_duration&quot;:{&quot;unit&quot;:&quot;min&quot;,&quot;size&quot;:2}}"',
      )
    await route.fulfill({ response, body })
  })
  await open(page, 1280, 'data-island-mounted], [data-island-error="settings"')
  const errorsFor = (tag: string) => watch.consoleErrors.filter((e) => e.includes(`<${tag}>`))
  expect(errorsFor('builder-nested-tabs')).toHaveLength(1)
  expect(errorsFor('builder-nested-tabs')[0]).toContain('c1a0001')
  expect(errorsFor('builder-nested-accordion')).toHaveLength(1)
  expect(errorsFor('builder-nested-accordion')[0]).toMatch(/max_items_expended.*default_state.*n_accordion_animation_duration/)
  expect(watch.consoleErrors).toHaveLength(2)
  // Tabs still work; the accordion uses its defaults: expanded (first open), one at a time.
  await page.locator(tab(CARE, 2)).click()
  await expect(page.locator(tabPanel(CARE, 2))).toBeVisible()
  expect(await isOpen(page, details(SHIPPING, 1))).toBe(true)
  await page.locator(summary(SHIPPING, 2)).click()
  await expect.poll(() => isOpen(page, details(SHIPPING, 1))).toBe(false)
  await expect(page.locator('img[src="x"]')).toHaveCount(0)
})
