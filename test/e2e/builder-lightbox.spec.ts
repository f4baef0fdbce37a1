import type { Page } from '@playwright/test'
import { waitForIslands } from '../support/page-weight.ts'
import { expect, expectNoAxeViolations, tabTo, test } from './fixtures.ts'

/*
 * The page builder's lightbox and hash actions on builder-lightbox.html:
 * glightbox loads on first use only; a real modal dialog; slideshow order without carousel copies;
 * the kit's toolbar; captions as text; hostile hashes do nothing. YouTube answers from a stub.
 */

const PAGE = '/pages/builder-lightbox.html'
const PROVIDER = /^https:\/\/(www\.youtube\.com|www\.youtube-nocookie\.com)\//
const LIGHTBOX_CHUNK = /\/chunks\/lightbox-[^/]+\.js$/
const DIALOG = '#glightbox-body'
const WIDTHS = [1280, 900, 390] as const

interface Opened {
  /** Requests for the lightbox's chunk or glightbox's stylesheet so far. */
  lightboxRequests: string[]
}

async function open(page: Page, { width = 1280, height = 900, path = PAGE } = {}): Promise<Opened> {
  const opened: Opened = { lightboxRequests: [] }
  page.on('request', (request) => {
    const url = request.url()
    if (LIGHTBOX_CHUNK.test(url) || /glightbox/i.test(url)) opened.lightboxRequests.push(url)
  })
  await page.route(PROVIDER, (route) =>
    route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>Player</title><p>Player</p>' }),
  )
  await page.setViewportSize({ width, height })
  await page.goto(path)
  await waitForIslands(page)
  return opened
}

const dialog = (page: Page) => page.locator(DIALOG)
const currentImage = (page: Page) => page.locator(`${DIALOG} .gslide.current .gslide-image img`)
const galleryLink = (page: Page, n: number) => page.locator('#photo-story .gallery-item a').nth(n)

async function expectClosed(page: Page) {
  await expect(dialog(page)).toHaveCount(0)
}

test.describe('lightbox: loading', () => {
  test('nothing of the lightbox before first use; its chunk on the first click', async ({ page }) => {
    const opened = await open(page)
    await page.mouse.wheel(0, 600)
    await page.waitForTimeout(400)
    expect(opened.lightboxRequests).toEqual([])
    await galleryLink(page, 0).click()
    await expect(dialog(page)).toBeVisible()
    expect(opened.lightboxRequests.some((url) => LIGHTBOX_CHUNK.test(url))).toBe(true)
    // No player script from a CDN, ever.
    const scripts = await page.evaluate(() => performance.getEntriesByType('resource').map((entry) => entry.name))
    expect(scripts.filter((url) => /plyr|cdn\./i.test(url))).toEqual([])
  })
})

test.describe('lightbox: slideshow', () => {
  test('mouse: opens at the clicked photo, counter, next and previous, captions, carousel copy left out', async ({ page }) => {
    await open(page)
    await galleryLink(page, 1).click()
    await expect(dialog(page)).toHaveAttribute('role', 'dialog')
    await expect(dialog(page)).toHaveAttribute('aria-modal', 'true')
    await expect(dialog(page)).toHaveAttribute('aria-label', 'Slideshow')
    await expect(currentImage(page)).toHaveAttribute('src', /lightbox-skeins-drying\.svg$/)
    await expect(page.locator(`${DIALOG} .si-lightbox-counter`)).toHaveText('2 / 4')
    await expect(page.locator(`${DIALOG} .gslide.current .gslide-title`)).toHaveText('Skeins drying')
    await page.locator(`${DIALOG} .gnext`).click()
    await expect(currentImage(page)).toHaveAttribute('src', /lightbox-spinning\.svg$/)
    await expect(page.locator(`${DIALOG} .si-lightbox-counter`)).toHaveText('3 / 4')
    await page.locator(`${DIALOG} .gnext`).click()
    await expect(page.locator(`${DIALOG} .si-lightbox-counter`)).toHaveText('4 / 4')
    // The description's "&" and "<by hand>" are text, not markup.
    await expect(page.locator(`${DIALOG} .gslide.current .gslide-desc`)).toHaveText(
      'Each beanie is blocked & steamed before it ships <by hand>.',
    )
    // Four slides: the carousel's copy of the first photo is not a fifth.
    await page.locator(`${DIALOG} .gnext`).click()
    await expect(page.locator(`${DIALOG} .si-lightbox-counter`)).toHaveText('1 / 4')
    await page.locator(`${DIALOG} .gprev`).click()
    await expect(page.locator(`${DIALOG} .si-lightbox-counter`)).toHaveText('4 / 4')
    await expect(page.locator(`${DIALOG} .gslide`)).toHaveCount(4)
    await page.locator(`${DIALOG} .gclose`).click()
    await expectClosed(page)
  })

  test('keyboard only: Enter opens, focus moves in and stays in, arrows page, Escape closes, focus returns', async ({ page }) => {
    await open(page)
    await tabTo(page, '#photo-story .gallery-item:nth-child(1) a')
    await page.keyboard.press('Enter')
    await expect(dialog(page)).toBeVisible()
    await expect(page.locator(`${DIALOG} .gclose`)).toBeFocused()
    await page.keyboard.press('ArrowRight')
    await expect(page.locator(`${DIALOG} .si-lightbox-counter`)).toHaveText('2 / 4')
    await page.keyboard.press('ArrowLeft')
    await expect(page.locator(`${DIALOG} .si-lightbox-counter`)).toHaveText('1 / 4')
    // Tab and Shift+Tab cycle inside the dialog.
    for (let i = 0; i < 12; i++) {
      await page.keyboard.press(i % 3 === 2 ? 'Shift+Tab' : 'Tab')
      expect(await page.evaluate((selector) => document.querySelector(selector)?.contains(document.activeElement) ?? false, DIALOG)).toBe(
        true,
      )
    }
    await page.keyboard.press('Escape')
    await expectClosed(page)
    await expect(galleryLink(page, 0)).toBeFocused()
  })

  test('touch: a tap opens, a swipe pages, the close button closes', async ({ browser }) => {
    const context = await browser.newContext({ hasTouch: true, isMobile: true, viewport: { width: 390, height: 844 } })
    const page = await context.newPage()
    await page.goto(PAGE)
    await waitForIslands(page)
    await galleryLink(page, 0).tap()
    await expect(dialog(page)).toBeVisible()
    await expect(page.locator(`${DIALOG} .si-lightbox-counter`)).toHaveText('1 / 4')
    await expect(currentImage(page)).toBeVisible()
    // A swipe from right to left: the next photo.
    const client = await context.newCDPSession(page)
    const touch = (type: 'touchStart' | 'touchMove' | 'touchEnd', x: number) =>
      client.send('Input.dispatchTouchEvent', { type, touchPoints: type === 'touchEnd' ? [] : [{ x, y: 400 }] })
    await touch('touchStart', 320)
    for (const x of [290, 250, 200, 150, 100, 70]) await touch('touchMove', x)
    await touch('touchEnd', 70)
    await expect(page.locator(`${DIALOG} .si-lightbox-counter`)).toHaveText('2 / 4')
    await page.locator(`${DIALOG} .gclose`).tap()
    await expect(page.locator(DIALOG)).toHaveCount(0)
    await context.close()
  })

  test('reduced motion: it opens and pages without animation', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' })
    await open(page)
    await galleryLink(page, 0).click()
    await expect(currentImage(page)).toBeVisible()
    expect(await page.evaluate((selector) => document.querySelector(selector)?.getAnimations({ subtree: true }).length, DIALOG)).toBe(0)
    await page.keyboard.press('ArrowRight')
    await expect(page.locator(`${DIALOG} .si-lightbox-counter`)).toHaveText('2 / 4')
    expect(await page.evaluate((selector) => document.querySelector(selector)?.getAnimations({ subtree: true }).length, DIALOG)).toBe(0)
  })

  test('the page keeps its scroll position, and the opening event reaches system B’s forms', async ({ page }) => {
    await open(page, { height: 500 })
    await page.evaluate(() => {
      const win = window as unknown as { __triggers: number }
      win.__triggers = 0
      document.addEventListener('wcpaTrigger', () => win.__triggers++)
    })
    await galleryLink(page, 2).scrollIntoViewIfNeeded()
    await page.evaluate(() => window.scrollBy(0, 37))
    const before = await page.evaluate(() => window.scrollY)
    expect(before).toBeGreaterThan(0)
    await galleryLink(page, 2).click()
    await expect(dialog(page)).toBeVisible()
    expect(await page.evaluate(() => (window as unknown as { __triggers: number }).__triggers)).toBe(1)
    await page.keyboard.press('Escape')
    await expectClosed(page)
    expect(await page.evaluate(() => window.scrollY)).toBe(before)
  })

  test('axe: clean with the lightbox open and its share menu open', async ({ page }) => {
    await open(page)
    await galleryLink(page, 0).click()
    await expect(currentImage(page)).toBeVisible()
    await expectNoAxeViolations(page)
    await page.locator(`${DIALOG} .si-lightbox-share`).click()
    await expect(page.locator(`${DIALOG} .si-lightbox-share-menu`)).toBeVisible()
    await expectNoAxeViolations(page)
  })
})

test.describe('lightbox: toolbar', () => {
  test('zoom, fullscreen and share with download, the share part loaded on demand', async ({ page }) => {
    const requests: string[] = []
    page.on('request', (request) => requests.push(request.url()))
    await open(page)
    await page.locator('#dye-chart a').click()
    await expect(dialog(page)).toHaveAttribute('aria-label', 'Lightbox')
    // One image: no counter, no previous / next.
    await expect(page.locator(`${DIALOG} .si-lightbox-counter`)).toHaveCount(0)
    await expect(page.locator(`${DIALOG} .gnext`)).toBeHidden()
    const zoom = page.locator(`${DIALOG} .si-lightbox-zoom`)
    await expect(zoom).toHaveAttribute('aria-label', 'Zoom')
    await zoom.click()
    await expect(zoom).toHaveAttribute('aria-pressed', 'true')
    await expect(dialog(page)).toHaveClass(/si-lightbox-zoomed/)
    await zoom.click()
    await expect(zoom).toHaveAttribute('aria-pressed', 'false')
    await expect(page.locator(`${DIALOG} .si-lightbox-fullscreen`)).toHaveAttribute('aria-label', 'Fullscreen')
    expect(requests.filter((url) => /\/chunks\/share-/.test(url))).toEqual([])
    const share = page.locator(`${DIALOG} .si-lightbox-share`)
    await share.click()
    await expect(share).toHaveAttribute('aria-expanded', 'true')
    expect(requests.filter((url) => /\/chunks\/share-/.test(url))).toHaveLength(1)
    const links = page.locator(`${DIALOG} .si-lightbox-share-menu a`)
    await expect(links).toHaveText(['Share on Facebook', 'Share on Twitter', 'Pin it', 'Download image'])
    await expect(links.nth(0)).toHaveAttribute(
      'href',
      /^https:\/\/www\.facebook\.com\/sharer\/sharer\.php\?u=http%3A%2F%2Flocalhost%3A\d+%2Fassets%2Fimages%2Flightbox-dye-chart\.svg$/,
    )
    await expect(links.nth(0)).toHaveAttribute('rel', 'noopener noreferrer')
    await expect(links.nth(3)).toHaveAttribute('download', 'lightbox-dye-chart.svg')
    await expect(links.nth(0)).toBeFocused()
    // Escape closes the menu first, back to its button; a second Escape closes the lightbox.
    await page.keyboard.press('Escape')
    await expect(share).toHaveAttribute('aria-expanded', 'false')
    await expect(share).toBeFocused()
    await page.keyboard.press('Escape')
    await expectClosed(page)
    await expect(page.locator('#dye-chart a')).toBeFocused()
  })
})

test.describe('lightbox: the link rule', () => {
  test('a link marked no and a PDF are followed, not opened', async ({ page }) => {
    await open(page)
    const prevented = await page.evaluate(() =>
      ['#no-lightbox a', '#care-guide'].map((selector) => {
        const link = document.querySelector(selector) as HTMLAnchorElement
        let defaultPrevented = true
        const stop = (event: Event) => {
          defaultPrevented = event.defaultPrevented
          event.preventDefault()
        }
        window.addEventListener('click', stop, { once: true })
        link.click()
        return defaultPrevented
      }),
    )
    expect(prevented).toEqual([false, false])
    await page.waitForTimeout(300)
    await expectClosed(page)
  })

  test('captions are text: hostile titles inject nothing', async ({ page }) => {
    await open(page)
    const hostile = '<img src=x onerror="window.__owned=1"><script>window.__owned=2</script>'
    await page.locator('#dye-chart a').evaluate((link, title) => {
      link.setAttribute('data-elementor-lightbox-title', title)
      link.setAttribute('data-elementor-lightbox-description', `"><svg onload="window.__owned=3">`)
    }, hostile)
    await page.locator('#dye-chart a').click()
    await expect(page.locator(`${DIALOG} .gslide.current .gslide-title`)).toHaveText(hostile)
    await expect(page.locator(`${DIALOG} .gslide.current .gslide-desc`)).toHaveText('"><svg onload="window.__owned=3">')
    await expect(
      page.locator(`${DIALOG} .gslide-description img, ${DIALOG} .gslide-description script, ${DIALOG} .gslide-description svg`),
    ).toHaveCount(0)
    expect(await page.evaluate(() => (window as unknown as { __owned?: number }).__owned)).toBeUndefined()
  })
})

test.describe('lightbox: video', () => {
  test('the film opens as a YouTube iframe we build, by mouse and by keyboard; closing stops it', async ({ page }) => {
    await open(page)
    await page.locator('#film .elementor-custom-embed-play').click()
    const iframe = page.locator(`${DIALOG} .si-lightbox-video iframe`)
    await expect(iframe).toHaveAttribute(
      'src',
      /^https:\/\/www\.youtube\.com\/embed\/aqz-KE-bpKQ\?autoplay=1&controls=1&rel=0&enablejsapi=1&origin=http/,
    )
    await expect(iframe).toHaveAttribute('title', 'YouTube video player')
    await expect(page.locator(`${DIALOG} .si-lightbox-zoom`)).toBeHidden()
    await expectNoAxeViolations(page)
    await page.keyboard.press('Escape')
    await expectClosed(page)
    await expect(page.locator('iframe')).toHaveCount(0)
    await expect(page.locator('#film .elementor-custom-embed-play')).toBeFocused()
    await page.keyboard.press('Space')
    await expect(iframe).toHaveCount(1)
    await page.keyboard.press('Escape')
    await expectClosed(page)
  })
})

test.describe('hash actions', () => {
  test('a hash-action link opens its image on click and leaves the location alone', async ({ page }) => {
    await open(page)
    await page.locator('#chart-action').click()
    await expect(currentImage(page)).toHaveAttribute('src', /lightbox-dye-chart\.svg$/)
    await expect(page.locator(`${DIALOG} .gslide.current .gslide-title`)).toHaveText('Our dye chart')
    expect(new URL(page.url()).hash).toBe('')
    await page.keyboard.press('Escape')
    await expect(page.locator('#chart-action')).toBeFocused()
  })

  test('the location hash opens the matching image on load (the newsletter link)', async ({ page }) => {
    const opened = await open(page)
    expect(opened.lightboxRequests).toEqual([])
    await page.locator('#newsletter-link').click()
    await page.waitForURL(/from=newsletter/)
    await waitForIslands(page)
    await expect(currentImage(page)).toHaveAttribute('src', /lightbox-skeins-drying\.svg$/)
    await page.keyboard.press('Escape')
    await expectClosed(page)
  })

  const hostileHashes: Array<[string, string]> = [
    ['bad base64', '#elementor-action%3Aaction%3Dlightbox%26settings%3D%21%21%21'],
    ['bad JSON', `#elementor-action%3Aaction%3Dlightbox%26settings%3D${Buffer.from('{"type":"image",').toString('base64')}`],
    [
      'javascript: URL',
      `#elementor-action%3Aaction%3Dlightbox%26settings%3D${Buffer.from('{"type":"image","url":"javascript:window.__owned=1"}').toString('base64')}`,
    ],
    ['unknown action', `#elementor-action%3Aaction%3Dpopup%26settings%3D${Buffer.from('{"id":1}').toString('base64')}`],
    ['selector injection', '#elementor-action"],body,a[x="'],
    ['huge string', `#elementor-action%3Aaction%3Dlightbox%26settings%3D${'QUFB'.repeat(6000)}`],
  ]
  for (const [name, hash] of hostileHashes) {
    test(`a hostile location hash on load does nothing: ${name}`, async ({ page }) => {
      const opened = await open(page, { path: `${PAGE}${hash}` })
      await page.waitForTimeout(300)
      await expectClosed(page)
      expect(opened.lightboxRequests).toEqual([])
      expect(await page.evaluate(() => (window as unknown as { __owned?: number }).__owned)).toBeUndefined()
    })
  }

  test('a hostile hash-action link does nothing on click', async ({ page }) => {
    const opened = await open(page)
    await page.locator('#chart-action').evaluate((link) => {
      link.setAttribute(
        'href',
        `#elementor-action%3Aaction%3Dlightbox%26settings%3D${btoa('{"type":"image","url":"javascript:window.__owned=1"}')}`,
      )
    })
    await page.locator('#chart-action').click()
    await page.waitForTimeout(300)
    await expectClosed(page)
    expect(opened.lightboxRequests).toEqual([])
    expect(new URL(page.url()).hash).toBe('')
  })
})

test.describe('lightbox: widths', () => {
  for (const width of WIDTHS) {
    test(`${width} px: the gallery opens, the image fits the viewport, the toolbar is reachable, axe clean`, async ({ page }) => {
      await open(page, { width, height: width === 390 ? 844 : 900 })
      await galleryLink(page, 0).click()
      await expect(currentImage(page)).toBeVisible()
      const box = await currentImage(page).boundingBox()
      expect(box).not.toBeNull()
      expect((box?.x ?? -1) >= 0 && (box?.width ?? 0) <= width).toBe(true)
      for (const selector of ['.gclose', '.si-lightbox-zoom', '.si-lightbox-share']) {
        await expect(page.locator(`${DIALOG} ${selector}`)).toBeInViewport()
      }
      await expectNoAxeViolations(page)
      await page.screenshot({ path: test.info().outputPath(`lightbox-${width}.png`) })
    })
  }
})

test.describe('the gallery page (builder-gallery.html)', () => {
  const GALLERY = '/pages/builder-gallery.html'
  test('a carousel picture opens its carousel’s slideshow, the loop’s copies left out', async ({ page }) => {
    const opened = await open(page, { path: GALLERY })
    expect(opened.lightboxRequests).toEqual([])
    // A looping carousel: its copies carry the same slideshow links as its slides.
    const group = await page
      .locator('[data-carousel-clone] a[data-elementor-lightbox-slideshow]')
      .first()
      .getAttribute('data-elementor-lightbox-slideshow')
    expect(group).toBeTruthy()
    const links = `a[data-elementor-lightbox-slideshow="${group}"]`
    const originals = await page.locator(`.swiper-slide:not([data-carousel-clone]) ${links}`).count()
    expect(await page.locator(links).count()).toBeGreaterThan(originals)
    await page.locator(`.swiper-slide:not([data-carousel-clone]) ${links}`).first().click()
    await expect(dialog(page)).toBeVisible()
    await expect(page.locator(`${DIALOG} .gslide`)).toHaveCount(originals)
    await expect(page.locator(`${DIALOG} .si-lightbox-counter`)).toHaveText(new RegExp(`^\\d+ / ${originals}$`))
    await expect(page.locator(`${DIALOG} .gslide.current .gslide-title`)).not.toBeEmpty()
    await expectNoAxeViolations(page)
    await page.keyboard.press('Escape')
    await expectClosed(page)
  })

  test('the film opens in the lightbox, the hash-action link opens the dye chart', async ({ page }) => {
    await open(page, { path: GALLERY })
    await page.locator('#gallery-film a').click()
    await expect(page.locator(`${DIALOG} .si-lightbox-video iframe`)).toHaveAttribute(
      'src',
      /^https:\/\/www\.youtube\.com\/embed\/aqz-KE-bpKQ\?autoplay=1/,
    )
    await page.keyboard.press('Escape')
    await expectClosed(page)
    await expect(page.locator('#gallery-film a')).toBeFocused()
    await page.locator('#gallery-chart-action').click()
    await expect(currentImage(page)).toHaveAttribute('src', /lightbox-dye-chart\.svg$/)
    await page.keyboard.press('Escape')
    await expectClosed(page)
  })

  test('the newsletter link opens the page with the dye pots photo in the lightbox', async ({ page }) => {
    await open(page, { path: GALLERY })
    await page.locator('#gallery-newsletter-link').click()
    await page.waitForURL(/from=newsletter/)
    await waitForIslands(page)
    await expect(currentImage(page)).toHaveAttribute('src', /gallery-dye-pots\.svg$/)
  })
})
