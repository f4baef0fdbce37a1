import type { Page, Route } from '@playwright/test'
import { waitForIslands } from '../support/page-weight.ts'
import { expect, expectNoAxeViolations, tabTo, test } from './fixtures.ts'
import { layoutShiftLog, watchLayoutShifts } from '../support/layout-shift.ts'
import { swipe } from '../support/touch.ts'

/**
 * The demo pages theme-home.html (slider, header image overlay, one-page
 * sections) and theme-blog.html (masonry grid, one-page links from another page): mouse, touch,
 * keyboard only, reduced motion, bad settings, axe before and after, at 1280 and 390 px.
 */
const HOME = '/pages/theme-home.html'
const BLOG = '/pages/theme-blog.html'
const SETTINGS = '**/assets/settings/panoramic-home-settings.js'
const slides = '.panoramic-slider-container .slide'

/** Serves the theme settings with `replace` applied (a faster autoscroll, bad values...). */
async function withSettings(page: Page, replace: (text: string) => string) {
  await page.route(SETTINGS, async (route: Route) => {
    const response = await route.fetch()
    await route.fulfill({ response, body: replace(await response.text()) })
  })
}

async function open(page: Page, url = HOME) {
  await page.goto(url)
  await waitForIslands(page)
}

const noAutoscroll = (text: string) => text.replace('parseInt(5000)', 'false')

const currentSlide = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll('.panoramic-slider-container .slide')].findIndex((slide) => !(slide as HTMLElement).inert),
  )

for (const width of [1280, 390]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 800 } })

    test('the slider: height reserved from the first image, named buttons, mouse navigation, axe before and after', async ({ page }) => {
      test.slow() // axe runs twice on a shared machine
      await withSettings(page, noAutoscroll)
      await open(page)
      const frame = page.locator('.panoramic-slider-frame')
      const box = await frame.boundingBox()
      const imageHeight = await page
        .locator(`${slides} img`)
        .first()
        .evaluate((img) => img.getBoundingClientRect().height)
      expect(Math.abs(imageHeight - ((box?.width ?? 0) * 445) / 1500)).toBeLessThan(1.5)
      await expect(page.locator('.panoramic-slider-container')).not.toHaveClass(/loading/)
      await expect(page.locator('.panoramic-slider-container')).toHaveAttribute('aria-roledescription', 'carousel')
      await expect(page.locator(slides).first()).toHaveAttribute('aria-label', 'Slide 1 of 3')
      await expectNoAxeViolations(page)
      if (width <= 960) {
        // The theme's stylesheet hides the arrows and the pagination at or below 960 px (swipe there).
        await expect(page.locator('.panoramic-slider-container .next')).toBeHidden()
        await expect(page.locator('.panoramic-slider-container .pagination')).toBeHidden()
        return
      }
      await expect(page.getByRole('button', { name: 'Next slide' })).toBeVisible()
      await page.getByRole('button', { name: 'Next slide' }).click()
      await expect.poll(() => currentSlide(page)).toBe(1)
      await expect(page.locator('.pagination button').nth(1)).toHaveAttribute('aria-current', 'true')
      await page.getByRole('button', { name: 'Previous slide' }).click()
      await page.getByRole('button', { name: 'Previous slide' }).click()
      // Circular: before the first comes the last.
      await expect.poll(() => currentSlide(page)).toBe(2)
      await page.locator('.pagination button').first().click()
      await expect.poll(() => currentSlide(page)).toBe(0)
      await expect.poll(() => frame.evaluate((element) => element.scrollLeft)).toBe(0)
      await expectNoAxeViolations(page)
    })

    test("every slide's overlay text is fitted to its overlay, not only the first one's", async ({ page }) => {
      await open(page)
      const fitted = await page.locator('.panoramic-slider-container .slide .overlay').evaluateAll((overlays) =>
        overlays.map((overlay) => ({
          width: overlay.clientWidth,
          heading: Number.parseFloat((overlay.querySelector('h2') as HTMLElement).style.fontSize),
          button: Number.parseFloat((overlay.querySelector('a.button') as HTMLElement).style.fontSize),
        })),
      )
      expect(fitted).toHaveLength(3)
      // Fitted: a size of the fitting's range set on each (the overlays here are as wide as their
      // text, so each slide's own width decides its size); unfitted ones keep the stylesheet's.
      for (const slide of fitted) {
        expect(slide.heading).toBeGreaterThanOrEqual(17)
        expect(slide.heading).toBeLessThanOrEqual(37)
        expect(slide.button).toBeGreaterThanOrEqual(10)
        expect(slide.button).toBeLessThanOrEqual(14)
      }
    })

    test('the header image overlay: text fitted to its width, loading ended', async ({ page }) => {
      await open(page)
      const header = page.locator('.header-image')
      await expect(header).not.toHaveClass(/loading/)
      const sizes = await header.evaluate((root) => {
        const overlay = root.querySelector('.overlay') as HTMLElement
        const px = (selector: string, property: 'fontSize' | 'lineHeight' | 'paddingLeft' | 'paddingTop') =>
          Number.parseFloat(getComputedStyle(root.querySelector(selector) as Element)[property])
        return {
          width: overlay.clientWidth,
          heading: px('h2', 'fontSize'),
          headingLine: px('h2', 'lineHeight'),
          button: px('a.button', 'fontSize'),
          buttonPadX: px('a.button', 'paddingLeft'),
          buttonPadY: px('a.button', 'paddingTop'),
        }
      })
      const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value))
      expect(sizes.heading).toBeCloseTo(clamp(sizes.width / 20, 17, 37), 1)
      expect(sizes.headingLine).toBeCloseTo(sizes.heading + 3, 1)
      expect(sizes.button).toBeCloseTo(clamp(sizes.width / 45, 10, 14), 1)
      expect(sizes.buttonPadX).toBeCloseTo(clamp(sizes.width / 45, 10, 25), 1)
      expect(sizes.buttonPadY).toBeCloseTo(clamp(sizes.width / 45, 8, 10), 1)
    })

    test('the masonry grid: no overlap, images loaded, transition 50 ms later, axe clean', async ({ page }) => {
      test.slow() // axe runs twice on a shared machine
      await open(page, BLOG)
      const grid = page.locator('.masonry-grid-container')
      await expect(grid).not.toHaveClass(/loading/)
      await expect(page.locator('.featured-image-container.transition')).toHaveCount(7)
      const boxes = await page
        .locator('.masonry-grid-container > article')
        .evaluateAll((articles) => articles.map((article) => article.getBoundingClientRect().toJSON() as DOMRect))
      expect(boxes).toHaveLength(9)
      for (const [i, a] of boxes.entries()) {
        for (const b of boxes.slice(i + 1)) {
          const apart = a.right <= b.left + 0.5 || b.right <= a.left + 0.5 || a.bottom <= b.top + 0.5 || b.bottom <= a.top + 0.5
          expect(apart).toBe(true)
        }
      }
      const columns = new Set(boxes.map((box) => Math.round(box.left))).size
      expect(columns).toBe(width === 1280 ? 3 : 1)
      const gridBox = await grid.boundingBox()
      expect(Math.max(...boxes.map((box) => box.bottom))).toBeLessThanOrEqual((gridBox?.y ?? 0) + (gridBox?.height ?? 0) + 0.5)
      await expectNoAxeViolations(page)
    })
  })
}

test('autoscroll runs with a visible pause control, pauses on hover, and stops for good when focus enters', async ({ page }) => {
  await withSettings(page, (text) => text.replace('parseInt(5000)', 'parseInt(400)'))
  await open(page)
  const rotation = page.locator('button.rotation')
  await expect(rotation).toHaveAccessibleName('Stop automatic slide show')
  await expect.poll(() => currentSlide(page), { timeout: 3000 }).toBeGreaterThan(0)
  // Focus entering the slider stops it; it stays stopped after the focus leaves.
  await page.locator('.pagination button').first().focus()
  await expect(rotation).toHaveAccessibleName('Start automatic slide show')
  await page.locator('#main a').first().focus()
  const stoppedAt = await currentSlide(page)
  await page.waitForTimeout(1000)
  expect(await currentSlide(page)).toBe(stoppedAt)
  // The rotation control starts it again.
  await rotation.click()
  await expect(rotation).toHaveAccessibleName('Stop automatic slide show')
  await page.mouse.move(0, 0)
  await expect.poll(() => currentSlide(page), { timeout: 3000 }).not.toBe(stoppedAt)
})

test('reduced motion: no autoscroll, no rotation control, slides change at once', async ({ page }) => {
  test.slow() // axe runs twice on a shared machine
  await page.emulateMedia({ reducedMotion: 'reduce' })
  await withSettings(page, (text) => text.replace('parseInt(5000)', 'parseInt(300)'))
  await open(page)
  await expect(page.locator('button.rotation')).toHaveCount(0)
  await page.waitForTimeout(900)
  expect(await currentSlide(page)).toBe(0)
  await page.getByRole('button', { name: 'Next slide' }).click()
  const frame = page.locator('.panoramic-slider-frame')
  expect(await frame.evaluate((element) => element.scrollLeft)).toBeGreaterThan(0)
  await expectNoAxeViolations(page)
})

test('keyboard only: Tab reaches the controls, Enter and Space operate them, autoscroll stops', async ({ page }) => {
  test.slow() // axe runs twice on a shared machine
  await open(page)
  await tabTo(page, '.controls .next')
  await expect(page.locator('button.rotation')).toHaveAccessibleName('Start automatic slide show')
  const start = await currentSlide(page)
  await page.keyboard.press('Enter')
  await expect.poll(() => currentSlide(page)).toBe((start + 1) % 3)
  await page.keyboard.press(' ')
  await expect.poll(() => currentSlide(page)).toBe((start + 2) % 3)
  await tabTo(page, '.pagination button:first-child')
  await page.keyboard.press('Enter')
  await expect.poll(() => currentSlide(page)).toBe(0)
  // Hidden slides are out of the Tab order: the next stop is the first slide's own link.
  await tabTo(page, `${slides} a.button`)
  expect(await page.evaluate(() => document.activeElement?.closest('.slide')?.getAttribute('aria-label'))).toBe('Slide 1 of 3')
  await expectNoAxeViolations(page)
})

test.describe('touch', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true })

  test('a one-finger swipe past 75 px changes the slide; a shorter or vertical one does not', async ({ page }) => {
    await withSettings(page, noAutoscroll)
    await open(page)
    await swipe(page, '.panoramic-slider-frame', -60)
    await page.waitForTimeout(700)
    expect(await currentSlide(page)).toBe(0)
    await swipe(page, '.panoramic-slider-frame', -20, 120)
    await page.waitForTimeout(700)
    expect(await currentSlide(page)).toBe(0)
    await swipe(page, '.panoramic-slider-frame', -120)
    await expect.poll(() => currentSlide(page)).toBe(1)
    await swipe(page, '.panoramic-slider-frame', 120)
    await expect.poll(() => currentSlide(page)).toBe(0)
    // No pagination to tap: the theme's stylesheet hides it at this width.
    await expect(page.locator('.panoramic-slider-container .pagination')).toBeHidden()
  })
})

test.describe('one-page mode', () => {
  test.use({ viewport: { width: 1280, height: 800 } })

  test('the first item is highlighted at the top; a menu item scrolls to its section; the highlight follows the scroll', async ({
    page,
  }) => {
    test.slow() // axe runs twice on a shared machine
    await open(page)
    const home = page.locator('#menu-item-101')
    await expect(home).toHaveClass(/current-menu-item/)
    await page.getByRole('link', { name: 'Collections' }).click()
    await expect(page.locator('#menu-item-103')).toHaveClass(/current-menu-item current_page_item|current_page_item/)
    await expect(page.locator('#menu-item-103 > a')).toHaveAttribute('aria-current', 'location')
    const marker = page.locator('a.page-marker[name="collections"]')
    await expect.poll(() => marker.evaluate((element) => Math.abs(Math.round(element.getBoundingClientRect().top)))).toBe(0)
    await expect(page.locator('#collections-section')).toBeFocused()
    await expect(page.locator('body')).not.toHaveClass(/animating/)
    // Scrolling by hand: the last marker passed (+28 px) is highlighted.
    const visitTop = await page
      .locator('a.page-marker[name="visit"]')
      .evaluate((element) => element.getBoundingClientRect().top + window.scrollY)
    await page.evaluate((top) => window.scrollTo(0, top - 28), visitTop)
    await expect(page.locator('#menu-item-104')).toHaveClass(/current-menu-item/)
    await expect(page.locator('#menu-item-103')).not.toHaveClass(/current-menu-item/)
    await page.evaluate((top) => window.scrollTo(0, top - 30), visitTop)
    await expect(page.locator('#menu-item-103')).toHaveClass(/current-menu-item/)
    await expectNoAxeViolations(page)
  })

  test('the item the visitor chose stays current where its section cannot reach the top (Contact, the last); scrolling on releases it', async ({
    page,
  }) => {
    await open(page)
    await page.getByRole('link', { name: 'Contact' }).click()
    await expect(page.locator('body')).not.toHaveClass(/animating/)
    // The page is at its end: the last marker is below the top, the one before was passed.
    const atEnd = await page.evaluate(() => Math.abs(window.scrollY + window.innerHeight - document.documentElement.scrollHeight) < 2)
    const contactTop = await page
      .locator('a.page-marker[name="contact"]')
      .evaluate((element) => Math.round(element.getBoundingClientRect().top))
    expect(atEnd && contactTop > 30).toBe(true)
    await page.waitForTimeout(300)
    await expect(page.locator('#menu-item-105')).toHaveClass(/current-menu-item/)
    await expect(page.locator('#menu-item-104')).not.toHaveClass(/current-menu-item/)
    // The visitor scrolls up: the highlight follows the scroll again.
    const visitTop = await page
      .locator('a.page-marker[name="visit"]')
      .evaluate((element) => element.getBoundingClientRect().top + window.scrollY)
    await page.evaluate((top) => window.scrollTo(0, top - 100), visitTop)
    await expect(page.locator('#menu-item-103')).toHaveClass(/current-menu-item/)
    await expect(page.locator('#menu-item-105')).not.toHaveClass(/current-menu-item/)
  })

  test('the keyboard: Enter on a menu item scrolls there and moves focus into the section', async ({ page }) => {
    await open(page)
    await tabTo(page, '#menu-item-102 > a')
    await page.keyboard.press('Enter')
    await expect(page.locator('#our-story-section')).toBeFocused()
    await expect(page.locator('#menu-item-102')).toHaveClass(/current-menu-item/)
  })

  test('on load with ?section= the item is highlighted at once and the page scrolls there after 1200 ms', async ({ page }) => {
    await page.addInitScript(() => {
      addEventListener('scroll', () => ((window as unknown as { firstScroll?: number }).firstScroll ??= performance.now()))
    })
    await page.goto(`${HOME}?section=visit`)
    await waitForIslands(page)
    await expect(page.locator('#menu-item-104')).toHaveClass(/current-menu-item/)
    await expect.poll(() => page.evaluate(() => window.scrollY), { timeout: 4000 }).toBeGreaterThan(0)
    const waited = await page.evaluate(
      () =>
        ((window as unknown as { firstScroll: number }).firstScroll ?? 0) -
        (performance.getEntriesByName('shop-islands:mounted:panoramic-one-page')[0]?.startTime ?? 0),
    )
    expect(waited).toBeGreaterThanOrEqual(1150)
    const marker = page.locator('a.page-marker[name="visit"]')
    await expect.poll(() => marker.evaluate((element) => Math.abs(Math.round(element.getBoundingClientRect().top)))).toBe(0)
  })

  test('on load with ?section= the page stays where the visitor scrolled', async ({ page }) => {
    await page.goto(`${HOME}?section=contact`)
    await waitForIslands(page)
    await page.mouse.move(600, 400)
    await page.mouse.wheel(0, 200)
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0)
    const y = await page.evaluate(() => window.scrollY)
    await page.waitForTimeout(1600)
    expect(await page.evaluate(() => window.scrollY)).toBe(y)
  })

  test('from another page a scroll link goes to the site root with ?section={slug}', async ({ page }) => {
    // The demo site's root is /site: answer it with the home page, as WordPress would.
    await page.route('**/site/**', async (route) => {
      const response = await route.fetch({ url: new URL(HOME, route.request().url()).href })
      await route.fulfill({ response })
    })
    await open(page, BLOG)
    await page.getByRole('link', { name: 'Our story' }).click()
    await page.waitForURL('**/site/?section=our-story')
    await waitForIslands(page)
    await expect(page.locator('#menu-item-102')).toHaveClass(/current-menu-item/)
    const marker = page.locator('a.page-marker[name="our-story"]')
    await expect
      .poll(() => marker.evaluate((element) => Math.abs(Math.round(element.getBoundingClientRect().top))), { timeout: 4000 })
      .toBe(0)
  })
})

test('bad settings: defaults and exactly one console.error per element, the page still works', async ({ page, watch }) => {
  watch.expectConsoleErrors()
  await withSettings(page, (text) =>
    text
      .replace('parseInt(600)', "'fast'")
      .replace("'scroll'", "'explode'")
      .replace('parseInt(5000)', "'often'")
      .replace('var panoramicLayoutHighlightFirstMenuItem = true', "var panoramicLayoutHighlightFirstMenuItem = 'maybe'")
      .replace('"headerImageButtonMargin":"1.2"', '"headerImageButtonMargin":"wide"'),
  )
  await open(page)
  const errors = (tag: string) => watch.consoleErrors.filter((error) => error.includes(`<${tag}>`))
  await expect.poll(() => errors('panoramic-slider').length).toBe(1)
  expect(errors('panoramic-slider')[0]).toContain('"explode"')
  expect(errors('panoramic-one-page')).toHaveLength(1)
  expect(errors('panoramic-header-image')).toHaveLength(1)
  expect(watch.consoleErrors).toHaveLength(3)
  await page.getByRole('button', { name: 'Next slide' }).click()
  await expect.poll(() => currentSlide(page)).toBe(1)
  await expect(page.locator('#menu-item-101')).not.toHaveClass(/current-menu-item/)
})

test('missing settings globals: defaults, the slider does not autoscroll, and says nothing (a version may print none of them)', async ({
  page,
  watch,
}) => {
  watch.expectConsoleErrors()
  await page.route(SETTINGS, (route) => route.fulfill({ contentType: 'text/javascript', body: '/* nothing printed */' }))
  await open(page)
  await expect(page.locator('button.rotation')).toHaveCount(0)
  expect(watch.consoleErrors.filter((error) => error.includes('<panoramic-slider>'))).toHaveLength(0)
  await page.getByRole('button', { name: 'Next slide' }).click()
  await expect.poll(() => currentSlide(page)).toBe(1)
})

test.describe("the blog's featured images without our script", () => {
  const opacities = (page: Page) =>
    page.locator('.featured-image-container img').evaluateAll((images) => images.map((image) => getComputedStyle(image).opacity))

  test('JavaScript off: every featured image shows (after 3 s at most), and the grid is painted', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false })
    const page = await context.newPage()
    await page.goto(BLOG)
    await expect(page.locator('.masonry-grid-container')).toBeVisible()
    await expect.poll(() => opacities(page), { timeout: 6000 }).toEqual(new Array(7).fill('1'))
    await context.close()
  })

  test('our chunks failing to load: every featured image shows (after 3 s at most)', async ({ page, watch }) => {
    watch.expectConsoleErrors()
    await page.route('**/dist/chunks/**', (route) => route.abort())
    await page.goto(BLOG)
    await expect.poll(() => opacities(page), { timeout: 6000 }).toEqual(new Array(7).fill('1'))
    await expect(page.locator('.masonry-grid-container')).toBeVisible()
  })
})

for (const file of ['theme-home.html', 'theme-blog.html', 'theme-video.html']) {
  test(`${file}: no layout shift while it loads`, async ({ page }) => {
    const shifts = await watchLayoutShifts(page)
    await page.goto(`/pages/${file}`)
    await waitForIslands(page)
    await page.waitForLoadState('networkidle')
    await page.waitForTimeout(300)
    expect(await shifts(), await layoutShiftLog(page)).toBe(0)
  })
}

test.describe('the header video (theme-video.html)', () => {
  const VIDEO = '/pages/theme-video.html'
  const video = '.header-image video'
  const playing = (page: Page) => page.locator(video).evaluate((element) => !(element as HTMLVideoElement).paused)

  test('starts once it can play, with a named pause control that works by mouse and keyboard; axe after', async ({ page }) => {
    await open(page, VIDEO)
    await expect.poll(() => playing(page)).toBe(true)
    const control = page.getByRole('button', { name: 'Pause background video' })
    await expect(control).toBeVisible()
    await control.click()
    await expect.poll(() => playing(page)).toBe(false)
    await expect(page.getByRole('button', { name: 'Play background video' })).toHaveClass(/paused/)
    await expectNoAxeViolations(page)
    // Keyboard only: Tab to the control, Enter plays, Space pauses.
    await tabTo(page, '.header-video-toggle')
    await page.keyboard.press('Enter')
    await expect.poll(() => playing(page)).toBe(true)
    await page.keyboard.press('Space')
    await expect.poll(() => playing(page)).toBe(false)
    await expect(page.locator('.header-image')).not.toHaveClass(/loading/)
  })

  test('never plays under reduced motion, although the theme prints autoplay; the control plays it on request', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' })
    await open(page, VIDEO)
    await expect(page.locator(video)).not.toHaveAttribute('autoplay', /.*/)
    await page.waitForTimeout(600)
    expect(await playing(page)).toBe(false)
    await page.getByRole('button', { name: 'Play background video' }).click()
    await expect.poll(() => playing(page)).toBe(true)
  })

  test('waits for a video that is slow to arrive, polling, then starts', async ({ page }) => {
    let release: () => void = () => {}
    const held = new Promise<void>((resolve) => (release = resolve))
    await page.route('**/assets/video/header-farm.webm', async (route) => {
      await held
      await route.continue()
    })
    await open(page, VIDEO)
    await page.waitForTimeout(400)
    expect(await playing(page)).toBe(false)
    await expect(page.getByRole('button', { name: 'Pause background video' })).toHaveCount(0)
    release()
    await expect.poll(() => playing(page), { timeout: 10_000 }).toBe(true)
  })
})
