import type { Page } from '@playwright/test'
import { waitForIslands } from '../support/page-weight.ts'
import { layoutShiftLog, watchLayoutShifts } from '../support/layout-shift.ts'
import { expect, expectNoAxeViolations as expectNoAxeViolationsBut, tabTo, test } from './fixtures.ts'

/*
 * The real shop's landing page as the page builder 3.35.9 renders it (builder-landing-335.html:
 * its optimized markup without widget containers, containers, `hidden="false"` on the first tab
 * panel), with the builder's own stylesheets only and ours from dist/styles: every widget works.
 */

test.describe.configure({ timeout: 60_000 })

const PAGE = '/pages/builder-landing-335.html'
const PROVIDER = /^https:\/\/(www\.youtube\.com|www\.youtube-nocookie\.com)\//
const ACCORDION = '.elementor-element-83c2fc8'
const TOGGLE = '.elementor-element-d598208'
const TABS = '.elementor-element-c5b34b6'
const VIDEO = '.elementor-element-683a142'
const CAROUSEL = '.elementor-element-1ef3623'

async function open(page: Page, width = 1280) {
  await page.route(PROVIDER, (route) =>
    route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>Player</title><p>Player</p>' }),
  )
  await page.setViewportSize({ width, height: 900 })
  await page.goto(PAGE)
  await waitForIslands(page)
}

/**
 * The progress bars' inner texts are white on the builder's stock `progress-success` /
 * `progress-info` / `progress-warning` colours, which the site chose in the builder: their contrast
 * is the site's design, not markup of ours (pages.spec.ts leaves them out likewise).
 */
const expectNoAxeViolations = (page: Page) => expectNoAxeViolationsBut(page, '.elementor-progress-bar')

/** Scrolls to the bottom in steps, so every entrance animation and counter starts. */
async function scrollThrough(page: Page) {
  const height = await page.evaluate(() => document.documentElement.scrollHeight)
  for (let y = 0; y <= height; y += 400) {
    await page.evaluate((top) => window.scrollTo(0, top), y)
    await page.waitForTimeout(100)
  }
}

/** The real slides in view (not inert), by their "k of N" labels. */
const inView = (page: Page) =>
  page.evaluate(
    (selector) =>
      [...document.querySelectorAll<HTMLElement>(`${selector} .swiper-slide:not([data-carousel-clone])`)]
        .filter((slide) => !slide.inert)
        .map((slide) => slide.getAttribute('aria-label')),
    CAROUSEL,
  )

for (const width of [1280, 390]) {
  test(`${width} px: the builder's stylesheets only, no layout shift while loading, axe clean before and after use`, async ({
    page,
    watch,
  }) => {
    test.slow()
    const shifts = await watchLayoutShifts(page)
    await open(page, width)
    await page.waitForLoadState('networkidle')
    expect(await shifts(), await layoutShiftLog(page)).toBe(0)
    await expectNoAxeViolations(page)
    await scrollThrough(page)
    // Every entrance animation ends visible.
    await expect(page.locator('.elementor-invisible')).toHaveCount(0)
    for (const container of await page.locator('.e-con.e-parent').all()) {
      await expect(container).toHaveCSS('opacity', '1')
      await expect(container).toHaveCSS('visibility', 'visible')
    }
    await page.locator(`${ACCORDION} .elementor-tab-title`).nth(1).click()
    await page.locator(`${TOGGLE} .elementor-tab-title`).first().click()
    await expect(page.locator(`${TOGGLE} .elementor-tab-content`).first()).toBeVisible()
    await expectNoAxeViolations(page)
    expect(watch.consoleErrors).toEqual([])
    expect(watch.pageErrors).toEqual([])
  })
}

test('accordion and toggle: the panels open and show their content under the builder’s stylesheets', async ({ page }) => {
  await open(page)
  const accordion = page.locator(ACCORDION)
  // Its container's entrance animation shows it once in view.
  await accordion.scrollIntoViewIfNeeded()
  await expect(page.locator('.elementor-element-422fe00')).not.toHaveClass(/elementor-invisible/)
  const panels = accordion.locator('.elementor-tab-content')
  // The first open at start, as the builder does; its text shows.
  await expect(panels.nth(0)).toBeVisible()
  await expect(panels.nth(0)).toContainText('Relaxed')
  await expect(panels.nth(1)).toBeHidden()
  await accordion.getByRole('button', { name: 'Will it shrink?' }).click()
  await expect(panels.nth(1)).toBeVisible()
  await expect(panels.nth(1)).toContainText('less than 2%')
  await expect(panels.nth(0)).toBeHidden()
  expect(await panels.nth(1).evaluate((panel) => panel.getBoundingClientRect().height)).toBeGreaterThan(20)
  // The builder's icons follow the open title.
  await expect(accordion.locator('.elementor-tab-title').nth(1).locator('.elementor-accordion-icon-opened')).toBeVisible()
  await expect(accordion.locator('.elementor-tab-title').nth(1).locator('.elementor-accordion-icon-closed')).toBeHidden()

  const toggle = page.locator(TOGGLE)
  const toggles = toggle.locator('.elementor-tab-content')
  await expect(toggles.nth(0)).toBeHidden()
  await toggle.getByRole('button', { name: 'Shipping' }).focus()
  await page.keyboard.press('Enter')
  await expect(toggles.nth(0)).toBeVisible()
  await page.keyboard.press('ArrowDown')
  await page.keyboard.press(' ')
  await expect(toggles.nth(1)).toBeVisible()
  await expect(toggles.nth(0)).toBeVisible()
  await expect(toggle.getByRole('button', { name: 'Returns' })).toHaveAttribute('aria-expanded', 'true')
})

test('tabs by keyboard only: the first panel shows despite its hidden="false", arrows and Enter select', async ({ page }) => {
  await open(page)
  const tabs = page.locator(TABS)
  await tabs.scrollIntoViewIfNeeded()
  await expect(tabs.locator('#elementor-tab-content-2071')).toBeVisible()
  await expect(tabs.locator('#elementor-tab-content-2071')).toContainText('Cold wash')
  await tabTo(page, `${TABS} .elementor-tab-desktop-title[aria-selected="true"]`, 40)
  await page.keyboard.press('ArrowRight')
  await expect(tabs.getByRole('tab', { name: 'Materials' })).toBeFocused()
  await page.keyboard.press('Enter')
  await expect(tabs.getByRole('tab', { name: 'Materials' })).toHaveAttribute('aria-selected', 'true')
  await expect(tabs.locator('#elementor-tab-content-2072')).toBeVisible()
  await expect(tabs.locator('#elementor-tab-content-2072')).toContainText('185 gsm')
  await expect(tabs.locator('#elementor-tab-content-2071')).toBeHidden()
  await page.keyboard.press('Tab')
  await expect(tabs.locator('#elementor-tab-content-2072')).toBeFocused()
})

test('tabs at 390 px: the mobile titles open their panel under the builder’s stylesheets', async ({ page }) => {
  await open(page, 390)
  const tabs = page.locator(TABS)
  await tabs.scrollIntoViewIfNeeded()
  await expect(page.locator('.elementor-element-422fe00')).not.toHaveClass(/elementor-invisible/)
  await expect(tabs.locator('.elementor-tabs-wrapper')).toBeHidden()
  await expect(tabs.locator('#elementor-tab-content-2071')).toBeVisible()
  await tabs.locator('.elementor-tab-mobile-title', { hasText: 'Sizing' }).click()
  await expect(tabs.locator('#elementor-tab-content-2073')).toBeVisible()
  await expect(tabs.locator('#elementor-tab-content-2073')).toContainText('XS–XL')
  await expect(tabs.locator('#elementor-tab-content-2071')).toBeHidden()
})

test('image carousel: Next moves it, automatic play moves it and has a pause control', async ({ page }) => {
  await open(page)
  const carousel = page.locator(CAROUSEL)
  await carousel.scrollIntoViewIfNeeded()
  await expect(carousel).toHaveAttribute('data-island-mounted', '')
  await expect(carousel.locator('.elementor-image-carousel-wrapper')).toHaveClass(/swiper-initialized/)
  await expect.poll(() => inView(page)).toEqual(['1 of 5', '2 of 5', '3 of 5'])
  // Automatic play (4 s) moves it by itself.
  await expect.poll(() => inView(page), { timeout: 8000 }).toEqual(['2 of 5', '3 of 5', '4 of 5'])
  const pause = carousel.getByRole('button', { name: 'Pause automatic slide show' })
  await pause.click()
  await expect(carousel.getByRole('button', { name: 'Play automatic slide show' })).toBeVisible()
  await page.mouse.move(0, 0)
  await page.waitForTimeout(4500)
  expect(await inView(page)).toEqual(['2 of 5', '3 of 5', '4 of 5'])
  await carousel.getByRole('button', { name: 'Next slide' }).click()
  await expect.poll(() => inView(page)).toEqual(['3 of 5', '4 of 5', '5 of 5'])
  // The bullets sit under the slides, centred (the builder's stylesheet, keyed on Swiper's marks).
  const [bullets, frame] = await Promise.all([
    carousel.locator('.swiper-pagination').boundingBox(),
    carousel.locator('.e-image-carousel-frame').boundingBox(),
  ])
  expect(bullets && frame && bullets.y >= frame.y + frame.height - 1).toBe(true)
  expect(bullets && frame && Math.abs(bullets.x + bullets.width / 2 - (frame.x + frame.width / 2)) < 2).toBe(true)
})

test('counters count up, progress bars fill, once in view', async ({ page }) => {
  await open(page)
  const counter = page.locator('.elementor-element-f929354 .elementor-counter-number')
  await counter.scrollIntoViewIfNeeded()
  await expect(counter).toHaveText('12,500', { timeout: 5000 })
  await expect(page.locator('.elementor-element-cbd7645 .elementor-counter-number')).toHaveText('98', { timeout: 5000 })
  const bar = page.locator('.elementor-element-efebbd3 .elementor-progress-bar')
  await bar.scrollIntoViewIfNeeded()
  await expect
    .poll(() =>
      bar.evaluate((element) =>
        Math.round((element.getBoundingClientRect().width / (element.parentElement as HTMLElement).getBoundingClientRect().width) * 100),
      ),
    )
    .toBe(85)
})

test('video: the image overlay plays the provider’s player (privacy mode) on a click', async ({ page }) => {
  await open(page)
  const video = page.locator(VIDEO)
  await video.scrollIntoViewIfNeeded()
  const box = await video.locator('.elementor-wrapper').boundingBox()
  expect(box && box.height > 100).toBe(true)
  await video.getByRole('button', { name: 'Play Video' }).click()
  const iframe = video.locator('iframe')
  await expect(iframe).toHaveAttribute('src', /^https:\/\/www\.youtube-nocookie\.com\/embed\/XHOmBV4js_E\?/)
  await expect(iframe).toHaveAttribute('src', /autoplay=1/)
  await expect(video.locator('.elementor-custom-embed-image-overlay')).toHaveCount(0)
  await expect(page.frameLocator(`${VIDEO} iframe`).getByText('Player')).toBeVisible()
})
