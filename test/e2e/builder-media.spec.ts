import type { Page, Request } from '@playwright/test'
import { waitForIslands } from '../support/page-weight.ts'
import { expect, expectNoAxeViolations, tabTo, test } from './fixtures.ts'
import { layoutShiftLog, watchLayoutShifts } from '../support/layout-shift.ts'

/*
 * The page builder's video, audio, drop cap and layout on builder-media.html.
 * Providers are never reached: their hosts answer from a stub, and every request to them is recorded.
 */

const PAGE = '/pages/builder-media.html'
const PROVIDER = /^https:\/\/(www\.youtube\.com|www\.youtube-nocookie\.com|player\.vimeo\.com|www\.dailymotion\.com)\//
const WIDTHS = [1280, 900, 390] as const

async function open(page: Page, width = 1280, height = 900): Promise<Request[]> {
  const requests: Request[] = []
  page.on('request', (request) => {
    if (PROVIDER.test(request.url())) requests.push(request)
  })
  await page.route(PROVIDER, (route) =>
    route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>Player</title><p>Player</p>' }),
  )
  await page.setViewportSize({ width, height })
  await page.goto(PAGE)
  await waitForIslands(page)
  return requests
}

async function scrollThrough(page: Page) {
  const height = await page.evaluate(() => document.documentElement.scrollHeight)
  for (let y = 0; y <= height; y += 300) {
    await page.mouse.wheel(0, 300)
    await page.waitForTimeout(60)
  }
}

test.describe('video', () => {
  test('nothing from a provider before the visitor asks or the video nears the viewport', async ({ page }) => {
    // Nor our own player code (the embed rules, the YouTube bridge): it loads at that moment too.
    const playerChunks: string[] = []
    page.on('request', (request) => {
      if (/\/chunks\/player-[\w-]+\.js$/.test(new URL(request.url()).pathname)) playerChunks.push(request.url())
    })
    const requests = await open(page)
    await page.waitForTimeout(500)
    expect(requests.map((request) => request.url())).toEqual([])
    expect(playerChunks).toEqual([])
    await expect(page.locator('iframe')).toHaveCount(0)
    // The overlay videos wait for the visitor even in view; the Vimeo one loads near the viewport.
    await page.locator('#video-vimeo').scrollIntoViewIfNeeded()
    await expect(page.locator('#video-vimeo iframe')).toHaveAttribute(
      'src',
      /^https:\/\/player\.vimeo\.com\/video\/235215203\?autoplay=0&muted=1&api=1$/,
    )
    await expect(page.locator('#video-vimeo iframe')).toHaveAttribute('title', 'Vimeo video player')
    await page.waitForTimeout(300)
    expect(requests.map((request) => new URL(request.url()).host)).toEqual(['player.vimeo.com'])
    await expect(page.locator('#video-youtube iframe, #video-dailymotion iframe')).toHaveCount(0)
    expect(playerChunks).toHaveLength(1)
  })

  test('overlay play button with the mouse: the privacy host, the start time, autoplay, focus in the player', async ({ page }) => {
    const requests = await open(page)
    await page.locator('#video-youtube .elementor-custom-embed-play').click()
    const iframe = page.locator('#video-youtube iframe.elementor-video-iframe')
    await expect(iframe).toHaveAttribute(
      'src',
      /^https:\/\/www\.youtube-nocookie\.com\/embed\/XHOmBV4js_E\?autoplay=1&controls=1&rel=0&start=12&enablejsapi=1&origin=http/,
    )
    await expect(page.locator('#video-youtube .elementor-custom-embed-image-overlay')).toHaveCount(0)
    await expect(iframe).toBeFocused()
    expect(requests.some((request) => request.url().startsWith('https://www.youtube.com/'))).toBe(false)
    await expectNoAxeViolations(page)
  })

  test('overlay play button with the keyboard only: Enter and Space', async ({ page }) => {
    await open(page)
    await tabTo(page, '#video-youtube .elementor-custom-embed-play', 40)
    await page.keyboard.press('Enter')
    await expect(page.locator('#video-youtube iframe')).toBeFocused()
    await page.locator('#video-dailymotion').scrollIntoViewIfNeeded()
    await expect(page.locator('#video-dailymotion')).not.toHaveClass(/elementor-invisible/)
    await page.locator('#video-dailymotion .elementor-custom-embed-play').focus()
    await page.keyboard.press(' ')
    await expect(page.locator('#video-dailymotion iframe')).toHaveAttribute(
      'src',
      'https://www.dailymotion.com/embed/video/x6tqhqb?autoplay=1&api=postMessage',
    )
  })

  test('overlay by touch', async ({ browser }) => {
    const context = await browser.newContext({ hasTouch: true, isMobile: true, viewport: { width: 390, height: 844 } })
    const page = await context.newPage()
    await open(page, 390, 844)
    await page.locator('#video-youtube .elementor-custom-embed-play').scrollIntoViewIfNeeded()
    await page.locator('#video-youtube .elementor-custom-embed-play').tap()
    await expect(page.locator('#video-youtube iframe')).toHaveAttribute('src', /autoplay=1/)
    await context.close()
  })
})

test('audio: native players, labelled, keyboard reachable, one at a time', async ({ page }) => {
  await open(page)
  const first = page.locator('#audio-42-1')
  const second = page.locator('#audio-42-2')
  await expect(first).toHaveAttribute('aria-label', 'The spinning wheel')
  await expect(second).toHaveAttribute('aria-label', 'The loom weaving a belt strap')
  await expect(first).toHaveJSProperty('controls', true)
  await tabTo(page, '#audio-42-1', 60)
  await first.scrollIntoViewIfNeeded()
  await page.mouse.click(5, 5)
  await first.evaluate((audio: HTMLAudioElement) => audio.play())
  await expect(first).toHaveJSProperty('paused', false)
  await second.evaluate((audio: HTMLAudioElement) => audio.play())
  await expect(second).toHaveJSProperty('paused', false)
  await expect(first).toHaveJSProperty('paused', true)
})

test('drop cap: the first visible letter of the first paragraph, inside its <strong>, entities untouched', async ({ page }) => {
  await open(page)
  const paragraph = page.locator('.elementor-element-2c3d4e8 p').first()
  await expect(paragraph.locator('strong > .elementor-drop-cap > .elementor-drop-cap-letter')).toHaveText('W')
  await expect(paragraph).toHaveText(/^Wool & Thread began in 2016/)
  await expect(page.locator('.elementor-element-2c3d4e8 .elementor-drop-cap')).toHaveCount(1)
})

test.describe('entrance animations', () => {
  test('invisible until in view, then animated after the delay; "none" just shows; CLS 0', async ({ page }) => {
    await open(page)
    const shifts = await watchLayoutShifts(page, 'now')
    const warm = page.locator('#card-warm')
    const breathes = page.locator('#card-breathes')
    const lasts = page.locator('#card-lasts')
    await expect(warm).toHaveAttribute('data-e-entrance', 'waiting')
    await expect(warm).toHaveCSS('visibility', 'hidden')
    // Past the CSS safeguard's 3 s: still hidden while our script waits for it to come into view.
    await page.waitForTimeout(3300)
    await expect(warm).toHaveCSS('visibility', 'hidden')
    await warm.scrollIntoViewIfNeeded()
    await expect(warm).toHaveClass(/animated fadeInUp/)
    await expect(breathes).toHaveClass(/animated fadeInUp/)
    await expect(lasts).not.toHaveClass(/animated/)
    await expect(lasts).toHaveCSS('visibility', 'visible')
    await scrollThrough(page)
    await expect(page.locator('#gift-text')).toHaveClass(/animated fadeIn/)
    await page.waitForTimeout(1400)
    expect(await shifts(), await layoutShiftLog(page)).toBe(0)
    await expect(page.locator('.elementor-invisible')).toHaveCount(0)
  })

  test('the device mode picks the responsive variant: no animation on mobile where animation_mobile is none', async ({ page }) => {
    await open(page, 390, 844)
    await page.locator('#card-breathes').scrollIntoViewIfNeeded()
    await expect(page.locator('#card-breathes')).toHaveAttribute('data-e-entrance', 'shown')
    await expect(page.locator('#card-breathes')).not.toHaveClass(/animated/)
    await page.locator('#card-warm').scrollIntoViewIfNeeded()
    await expect(page.locator('#card-warm')).toHaveClass(/animated fadeInUp/)
  })

  test('reduced motion: shown at once when in view, without animation', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' })
    await open(page)
    await scrollThrough(page)
    await expect(page.locator('.elementor-invisible')).toHaveCount(0)
    await expect(page.locator('.animated')).toHaveCount(0)
  })

  test('never stuck invisible when our script never runs: the page’s CSS safeguard shows it', async ({ page, watch }) => {
    watch.expectConsoleErrors()
    await page.route(/\/shop-islands\.js(\?|$)/, (route) => route.abort())
    await page.goto(PAGE)
    await expect(page.locator('#card-warm')).toHaveCSS('visibility', 'hidden')
    await expect(page.locator('#card-warm')).toHaveCSS('visibility', 'visible', { timeout: 5000 })
    await expect(page.locator('#gift-text')).toHaveCSS('visibility', 'visible')
  })
})

test.describe('stretched section', () => {
  for (const width of WIDTHS) {
    test(`full width without horizontal scroll at ${width} px, recomputed on resize`, async ({ page }) => {
      await open(page, width)
      const box = () =>
        page.locator('.hero').evaluate((element) => {
          const rect = element.getBoundingClientRect()
          return {
            left: rect.left,
            right: rect.right,
            client: document.documentElement.clientWidth,
            scroll: document.documentElement.scrollWidth,
          }
        })
      let now = await box()
      expect(now.left).toBeCloseTo(0, 0)
      expect(now.right).toBeCloseTo(now.client, 0)
      expect(now.scroll).toBeLessThanOrEqual(now.client)
      await page.setViewportSize({ width: width - 100, height: 800 })
      await expect.poll(async () => (await box()).right).toBeCloseTo(width - 100 - (now.client === width ? 0 : width - now.client), 0)
      now = await box()
      expect(now.left).toBeCloseTo(0, 0)
      expect(now.scroll).toBeLessThanOrEqual(now.client)
      await expectNoAxeViolations(page)
    })
  }

  test('right-to-left pages: lined up with `right`', async ({ page }) => {
    await page.route('**/pages/builder-media.html', async (route) => {
      const response = await route.fetch()
      const body = (await response.text()).replace('<html lang="en">', '<html lang="ar" dir="rtl">')
      await route.fulfill({ response, body })
    })
    await open(page, 1280)
    const hero = page.locator('.hero')
    await expect(hero).toHaveAttribute('style', /right: /)
    const rect = await hero.evaluate((element) => ({
      ...element.getBoundingClientRect().toJSON(),
      client: document.documentElement.clientWidth,
      scroll: document.documentElement.scrollWidth,
    }))
    expect(rect.left).toBeCloseTo(0, 0)
    expect(rect.right).toBeCloseTo(rect.client, 0)
    expect(rect.scroll).toBeLessThanOrEqual(rect.client)
  })
})

test.describe('anchor links', () => {
  test('scroll to a valid target under the sticky bar (sticky_anchor_link_offset as scroll margin), focus there', async ({ page }) => {
    await open(page)
    await expect(page.locator('#listen')).toHaveCSS('scroll-margin-top', '80px')
    await page.getByRole('link', { name: 'Listen' }).click()
    await expect.poll(() => page.evaluate(() => Math.round(document.getElementById('listen')?.getBoundingClientRect().top ?? -1))).toBe(80)
    await expect(page.locator('#listen')).toBeFocused()
    expect(new URL(page.url()).hash).toBe('#listen')
  })

  test('with the keyboard only', async ({ page }) => {
    await open(page)
    await tabTo(page, 'a[href="#why-wool"]', 40)
    await page.keyboard.press('Enter')
    await expect
      .poll(() => page.evaluate(() => Math.round(document.getElementById('why-wool')?.getBoundingClientRect().top ?? -1)))
      .toBe(80)
    await expect(page.locator('#why-wool')).toBeFocused()
  })

  test('a target the rule refuses (an id starting with a digit): left to the browser, whose jump still lands below the sticky bar', async ({
    page,
    watch,
  }) => {
    await open(page)
    await expect(page.locator('[id="2024-collection"]')).toHaveCSS('scroll-margin-top', '80px')
    const prevented = page.evaluate(
      () =>
        new Promise<boolean>((resolve) =>
          document.addEventListener('click', (event) => setTimeout(() => resolve(event.defaultPrevented)), { once: true }),
        ),
    )
    await page.getByRole('link', { name: '2024 collection' }).click()
    expect(await prevented).toBe(false)
    expect(new URL(page.url()).hash).toBe('#2024-collection')
    await expect
      .poll(() => page.evaluate(() => Math.round(document.getElementById('2024-collection')?.getBoundingClientRect().top ?? -1)))
      .toBe(80)
    expect(watch.pageErrors).toEqual([])
    expect(watch.consoleErrors).toEqual([])
  })

  test('an invalid or missing target: ours does nothing and nothing throws', async ({ page, watch }) => {
    await open(page)
    const prevented = await page.evaluate(() => {
      const results: boolean[] = []
      const nav = document.querySelector('.sticky-bar nav ul') as HTMLElement
      for (const href of ['#2024-collection', '#nowhere-on-this-page', '#a"b']) {
        const link = document.createElement('a')
        link.href = href
        link.textContent = href
        nav.append(link)
        link.addEventListener('click', (event) => {
          results.push(event.defaultPrevented)
          event.preventDefault()
        })
        link.click()
      }
      return results
    })
    expect(prevented).toEqual([false, false, false])
    expect(watch.pageErrors).toEqual([])
  })
})

test('axe clean before and after interaction at 1280, 900 and 390 px', async ({ page }) => {
  test.setTimeout(120_000)
  for (const width of WIDTHS) {
    await open(page, width)
    await expectNoAxeViolations(page)
    await scrollThrough(page)
    await page.locator('#video-youtube .elementor-custom-embed-play').click()
    await expect(page.locator('#video-youtube iframe')).toHaveCount(1)
    await expectNoAxeViolations(page)
    await page.unrouteAll({ behavior: 'ignoreErrors' })
    page.removeAllListeners('request')
  }
})

test('bad data-settings: one console.error per widget, the server markup kept readable', async ({ page, watch }) => {
  watch.expectConsoleErrors()
  const requests: string[] = []
  page.on('request', (request) => {
    if (PROVIDER.test(request.url()) || request.url().startsWith('javascript:')) requests.push(request.url())
  })
  await page.goto('/pages/builder-media-hostile.html')
  await waitForIslands(page)
  await expect(page.locator('#column-hostile')).toHaveCSS('visibility', 'visible')
  const errors = watch.consoleErrors.filter((error) => error.includes('shop-islands'))
  for (const id of ['aa00003', 'aa00004', 'aa00005', 'aa00006']) {
    expect(
      errors.filter((error) => error.includes(`"${id}"`)),
      id,
    ).toHaveLength(1)
  }
  expect(errors).toHaveLength(4)
  await expect(page.locator('#column-hostile')).not.toHaveAttribute('onmouseover')
  await expect(page.locator('#column-hostile')).not.toHaveClass(/animated/)
  // aria-disabled: Playwright would wait for it to be enabled.
  await page.locator('#video-hostile .elementor-custom-embed-play').click({ force: true })
  await expect(page.locator('iframe')).toHaveCount(0)
  await expect(page.locator('#video-hostile .elementor-custom-embed-play')).toHaveAttribute('aria-disabled', 'true')
  expect(requests).toEqual([])
  await expect(page.locator('#text-wrong-type p')).toHaveText(/^Notes from the workshop/)
  await expectNoAxeViolations(page)
})
