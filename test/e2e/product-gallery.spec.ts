import type { Page, Route } from '@playwright/test'
import { waitForIslands } from '../support/page-weight.ts'
import { layoutShiftLog, watchLayoutShifts } from '../support/layout-shift.ts'
import { swipe } from '../support/touch.ts'
import { expect, expectNoAxeViolations, test } from './fixtures.ts'

/*
 * WooCommerce's product gallery without jQuery (elements/wc-product-gallery) on single-product.html
 * (a simple product, four images) and variable-gallery.html (a variable product whose colours swap
 * the image): thumbnails by mouse and keyboard, swipe, the zoom only over images larger than the
 * gallery, the full-screen dialog with its focus, a variation's image, no layout shift, the markup
 * as it was after the cleanup, and settings it cannot read.
 */

test.describe.configure({ timeout: 60_000 })

const PAGE = '/pages/single-product.html'
const VARIABLE = '/pages/variable-gallery.html'

const GALLERY = '.woocommerce-product-gallery'
const THUMBS = `${GALLERY} ol.flex-control-nav.flex-control-thumbs`
const THUMB = `${THUMBS} li button`
const DIALOG = '#glightbox-body'

async function open(page: Page, path = PAGE, width = 1280) {
  await page.setViewportSize({ width, height: 900 })
  await page.goto(path)
  await waitForIslands(page)
  await expect(page.locator(`${GALLERY}:is([data-island-mounted], [data-island-error])`)).toHaveCount(1)
}

/** The index of the slide shown (`.flex-active-slide`), and that it is the one in the viewport. */
async function shownSlide(page: Page): Promise<number> {
  return page.evaluate((gallery) => {
    const slides = [...document.querySelectorAll(`${gallery} .woocommerce-product-gallery__image`)]
    return slides.findIndex((slide) => slide.classList.contains('flex-active-slide'))
  }, GALLERY)
}

/** The slide whose box sits in the viewport (what the shopper sees), once the scroll settles. */
async function expectSlideInView(page: Page, index: number) {
  await expect
    .poll(() =>
      page.evaluate((gallery) => {
        const viewport = document.querySelector(`${gallery} .flex-viewport`)?.getBoundingClientRect()
        const slides = [...document.querySelectorAll(`${gallery} .woocommerce-product-gallery__image`)]
        return slides.findIndex((slide) => Math.abs(slide.getBoundingClientRect().left - (viewport?.left ?? 0)) < 2)
      }, GALLERY),
    )
    .toBe(index)
}

async function expectCurrent(page: Page, index: number) {
  expect(await shownSlide(page)).toBe(index)
  await expect(page.locator(`${THUMB}[aria-current="true"]`)).toHaveCount(1)
  await expect(page.locator(THUMB).nth(index)).toHaveAttribute('aria-current', 'true')
  await expect(page.locator(`${THUMB} img.flex-active`)).toHaveCount(1)
  await expect(page.locator(THUMB).nth(index).locator('img')).toHaveClass(/flex-active/)
  await expectSlideInView(page, index)
}

test.describe('the simple product gallery', () => {
  test('starts as a slider with the thumbnails list, shown, axe clean', async ({ page }) => {
    await open(page)
    await expect(page.locator(GALLERY)).toHaveCSS('opacity', '1')
    await expect(page.locator(`${GALLERY} > .flex-viewport > .woocommerce-product-gallery__wrapper`)).toHaveCount(1)
    await expect(page.locator(THUMB)).toHaveCount(4)
    await expect(page.locator(THUMB).first()).toHaveAccessibleName('Wool blanket')
    await expect(page.locator(THUMB).nth(1)).toHaveAccessibleName('Wool blanket - Image 2')
    await expectCurrent(page, 0)
    // One Tab stop for the thumbnails: the current one.
    await expect(page.locator(`${THUMB}[tabindex="0"]`)).toHaveCount(1)
    await expect(page.locator(`${GALLERY} > a.woocommerce-product-gallery__trigger`)).toHaveAccessibleName('View full-screen image gallery')
    await expect(page.locator(`${GALLERY} > a.woocommerce-product-gallery__trigger`)).toHaveAttribute('role', 'button')
    await expectNoAxeViolations(page)
  })

  test('a thumbnail clicked shows its image; the others leave the Tab order', async ({ page }) => {
    await open(page)
    await page.locator(THUMB).nth(2).click()
    await expectCurrent(page, 2)
    const inert = await page.evaluate(
      (gallery) =>
        [...document.querySelectorAll<HTMLElement>(`${gallery} .woocommerce-product-gallery__image`)].map((slide) => slide.inert),
      GALLERY,
    )
    expect(inert).toEqual([true, true, false, true])
    await page.locator(THUMB).nth(0).click()
    await expectCurrent(page, 0)
    await expectNoAxeViolations(page)
  })

  test('the arrow keys, Home and End move along the thumbnails (no wrap without the loop)', async ({ page }) => {
    await open(page)
    await page.locator(THUMB).first().focus()
    await page.keyboard.press('ArrowRight')
    await expectCurrent(page, 1)
    await expect(page.locator(THUMB).nth(1)).toBeFocused()
    await page.keyboard.press('End')
    await expectCurrent(page, 3)
    await page.keyboard.press('ArrowRight')
    await expectCurrent(page, 3)
    await page.keyboard.press('ArrowLeft')
    await expectCurrent(page, 2)
    await page.keyboard.press('Home')
    await expectCurrent(page, 0)
    await expect(page.locator(THUMB).first()).toBeFocused()
    await page.keyboard.press('ArrowLeft')
    await expectCurrent(page, 0)
  })

  test('a swipe moves to the next and the previous image', async ({ page }) => {
    await open(page, PAGE, 390)
    await swipe(page, `${GALLERY} .flex-viewport`, -150)
    await expectCurrent(page, 1)
    await swipe(page, `${GALLERY} .flex-viewport`, 150)
    await expectCurrent(page, 0)
    // A short or vertical move is no swipe.
    await swipe(page, `${GALLERY} .flex-viewport`, -30)
    await expectCurrent(page, 0)
  })

  test('under reduced motion the slides change at once', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' })
    await open(page)
    await page.locator(THUMB).nth(3).click()
    // No animation: the frame is already there in the same task.
    expect(
      await page.evaluate((gallery) => {
        const viewport = document.querySelector<HTMLElement>(`${gallery} .flex-viewport`)
        return viewport ? Math.round(viewport.scrollLeft / viewport.clientWidth) : -1
      }, GALLERY),
    ).toBe(3)
  })

  test('the zoom shows over an image larger than the gallery on hover, never over a smaller one', async ({ page }) => {
    await open(page)
    const zoom = page.locator(`${GALLERY} .woocommerce-product-gallery__image.flex-active-slide > img.zoomImg`)
    await expect(zoom).toHaveCount(1)
    await expect(zoom).toHaveAttribute('aria-hidden', 'true')
    await expect(zoom).toHaveAttribute('alt', '')
    await expect(zoom).toHaveCSS('opacity', '0')
    const box = await page.locator(`${GALLERY} .flex-active-slide`).boundingBox()
    if (!box) throw new Error('no slide box')
    await page.mouse.move(box.x + box.width * 0.75, box.y + box.height * 0.75)
    await expect(zoom).toHaveCSS('opacity', '1')
    // The large image (1200 px) placed as jQuery Zoom places it: the pointer's share of the overflow.
    const left = await zoom.evaluate((image) => parseFloat((image as HTMLElement).style.left))
    expect(left).toBeLessThan(-100)
    await page.mouse.move(box.x + box.width + 50, box.y - 50)
    await expect(zoom).toHaveCSS('opacity', '0')
    // The fourth image's large version (400 px) is narrower than the gallery: no zoom there.
    await page.locator(THUMB).nth(3).click()
    await expectCurrent(page, 3)
    await expect(page.locator(`${GALLERY} img.zoomImg`)).toHaveCount(0)
    await page.locator(THUMB).nth(1).click()
    await expect(page.locator(`${GALLERY} .flex-active-slide > img.zoomImg`)).toHaveCount(1)
    await expect(page.locator(`${GALLERY} img.zoomImg`)).toHaveCount(1)
  })

  test('the trigger opens the full-screen dialog at the current image; Escape closes it and focus returns', async ({ page }) => {
    await open(page)
    await page.locator(THUMB).nth(1).click()
    const trigger = page.locator(`${GALLERY} > a.woocommerce-product-gallery__trigger`)
    await trigger.focus()
    await page.keyboard.press('Enter')
    const dialog = page.locator(DIALOG)
    await expect(dialog).toBeVisible()
    await expect(dialog).toHaveAttribute('aria-modal', 'true')
    await expect(dialog).toHaveAttribute('role', 'dialog')
    await expect(dialog).toHaveAccessibleName('Full screen image')
    await expect(page.locator(`${DIALOG} .gclose`)).toBeFocused()
    await expect(page.locator(`${DIALOG} .gclose`)).toHaveAccessibleName('Close (Esc)')
    await expect(page.locator(`${DIALOG} .si-lightbox-counter`)).toHaveText('2 / 4')
    await expect(page.locator(`${DIALOG} .gslide.current img`)).toHaveAttribute('src', /wool-blanket-detail-large\.svg$/)
    await expect(page.locator(`${DIALOG} .gslide.current .gslide-title`)).toHaveText('The herringbone weave, 100% lambswool')
    await expectNoAxeViolations(page)
    // Tab stays inside the dialog.
    for (let i = 0; i < 6; i++) {
      await page.keyboard.press('Tab')
      expect(await page.evaluate((selector) => document.querySelector(selector)?.contains(document.activeElement) ?? false, DIALOG)).toBe(
        true,
      )
    }
    await page.keyboard.press('ArrowRight')
    await expect(page.locator(`${DIALOG} .si-lightbox-counter`)).toHaveText('3 / 4')
    await page.keyboard.press('Escape')
    await expect(dialog).toHaveCount(0)
    await expect(trigger).toBeFocused()
    await expectNoAxeViolations(page)
  })

  test('a click on the image opens the dialog at it; a caption with markup is text', async ({ page }) => {
    await open(page)
    await page.locator(THUMB).nth(3).click()
    await expectCurrent(page, 3)
    await page.locator(`${GALLERY} .flex-active-slide img`).first().click()
    await expect(page.locator(DIALOG)).toBeVisible()
    await expect(page.locator(`${DIALOG} .si-lightbox-counter`)).toHaveText('4 / 4')
    await expect(page.locator(`${DIALOG} .gslide.current .gslide-title`)).toHaveText('Woven label <b>not bold</b>')
    await expect(page.locator(`${DIALOG} .gslide.current .gslide-title b`)).toHaveCount(0)
    await page.locator(`${DIALOG} .gclose`).click()
    await expect(page.locator(DIALOG)).toHaveCount(0)
    await expect(page.locator(`${GALLERY} .flex-active-slide a`)).toBeFocused()
    expect(new URL(page.url()).pathname).toBe(PAGE)
  })

  test('no layout shift while the page loads and the gallery starts; the images are shown in the task that builds the slider', async ({
    page,
  }) => {
    const shifts = await watchLayoutShifts(page)
    // What the gallery's inline opacity is when the slider's viewport first appears (a mutation
    // callback runs once the task that built it is over: nothing was painted in between).
    await page.addInitScript(() => {
      const win = window as unknown as { __opacityAtStart?: string }
      new MutationObserver((_records, observer) => {
        const gallery = document.querySelector<HTMLElement>('.woocommerce-product-gallery')
        if (!gallery?.querySelector('.flex-viewport')) return
        win.__opacityAtStart = gallery.style.opacity
        observer.disconnect()
      }).observe(document, { childList: true, subtree: true })
    })
    await open(page)
    await page.waitForLoadState('load')
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))))
    expect(await shifts(), await layoutShiftLog(page)).toBe(0)
    expect(await page.evaluate(() => (window as unknown as { __opacityAtStart?: string }).__opacityAtStart)).toBe('1')
  })

  test('the cleanup leaves the server markup as it was', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 })
    const response = await page.request.get(PAGE)
    const served = await response.text()
    await open(page)
    await page.locator(THUMB).nth(2).click()
    await page.locator(GALLERY).hover()
    const original = await page.evaluate(
      ([html, selector]) => {
        const doc = new DOMParser().parseFromString(html, 'text/html')
        return doc.querySelector(selector)?.outerHTML ?? ''
      },
      [served, GALLERY] as const,
    )
    const after = await page.evaluate((selector) => {
      const gallery = document.querySelector(selector) as HTMLElement
      const parent = gallery.parentElement as HTMLElement
      const next = gallery.nextSibling
      gallery.remove()
      return new Promise<string>((resolve) =>
        setTimeout(() => {
          parent.insertBefore(gallery, next)
          resolve(gallery.outerHTML)
        }, 50),
      )
    }, GALLERY)
    // Put back, it is adopted again: compare what the cleanup left, read before the loader sees it again.
    expect(after.replace(/ data-island-(mounted|error)="[^"]*"/g, '')).toBe(original)
  })
})

test.describe('on a touch screen', () => {
  test.use({ hasTouch: true })
  test('a tap on the image shows the zoom there, the next tap hides it; the trigger opens the dialog', async ({ page }) => {
    await open(page, PAGE, 390)
    const zoom = page.locator(`${GALLERY} .flex-active-slide > img.zoomImg`)
    await expect(zoom).toHaveCount(1)
    await page.locator(`${GALLERY} .flex-active-slide img.wp-post-image`).tap()
    await expect(zoom).toHaveCSS('opacity', '1')
    await expect(page.locator(DIALOG)).toHaveCount(0)
    await page.locator(`${GALLERY} .flex-active-slide`).tap()
    await expect(zoom).toHaveCSS('opacity', '0')
    await page.locator(`${GALLERY} > a.woocommerce-product-gallery__trigger`).tap()
    await expect(page.locator(DIALOG)).toBeVisible()
  })
})

test.describe('the variable product gallery', () => {
  test("a variation's image is shown on the first slide, the gallery goes back to it, the dialog shows it", async ({ page }) => {
    await open(page, VARIABLE)
    await page.locator(THUMB).nth(2).click()
    await expectCurrent(page, 2)
    await page.locator('select#pa_color').selectOption('blue')
    await page.locator('select#pa_size').selectOption('small')
    await expect(page.locator(`${GALLERY} .woocommerce-product-gallery__image img.wp-post-image`)).toHaveAttribute(
      'src',
      '/assets/images/hoodie-blue.svg',
    )
    await expect.poll(() => shownSlide(page)).toBe(0)
    await expectCurrent(page, 0)
    await expect(page.locator(THUMB).first().locator('img')).toHaveAttribute('src', '/assets/images/hoodie-blue-thumb.svg')
    await page.locator(`${GALLERY} > a.woocommerce-product-gallery__trigger`).click()
    await expect(page.locator(`${DIALOG} .gslide.current img`)).toHaveAttribute('src', /hoodie-blue\.svg$/)
    await page.keyboard.press('Escape')
    await expect(page.locator(DIALOG)).toHaveCount(0)
    // Cleared: the product's own image again.
    await page.locator('.reset_variations').click()
    await expect(page.locator(`${GALLERY} img.wp-post-image`)).toHaveAttribute('src', '/assets/images/hoodie.svg')
    await expectNoAxeViolations(page)
  })

  test('a variation whose image is a gallery image shows that slide instead', async ({ page }) => {
    await open(page, VARIABLE)
    await page.locator('select#pa_color').selectOption('green')
    await page.locator('select#pa_size').selectOption('small')
    await expect.poll(() => shownSlide(page)).toBe(1)
    await expectCurrent(page, 1)
    // The first image is not swapped.
    await expect(page.locator(`${GALLERY} img.wp-post-image`)).toHaveAttribute('src', '/assets/images/hoodie.svg')
  })
})

test.describe('settings', () => {
  test('a gallery with the slider, zoom and lightbox switched off stays a plain gallery', async ({ page }) => {
    await page.route('**/assets/settings/wc-single-product-params.js', async (route: Route) => {
      const response = await route.fetch()
      const body = (await response.text())
        .replace("zoom_enabled: '1'", "zoom_enabled: ''")
        .replace("photoswipe_enabled: '1'", "photoswipe_enabled: ''")
        .replace("flexslider_enabled: '1'", "flexslider_enabled: ''")
      await route.fulfill({ response, body })
    })
    await open(page)
    await expect(page.locator(GALLERY)).toHaveCSS('opacity', '1')
    await expect(
      page.locator(`${GALLERY} .flex-viewport, ${THUMBS}, ${GALLERY} .woocommerce-product-gallery__trigger, ${GALLERY} img.zoomImg`),
    ).toHaveCount(0)
    // No lightbox: the image's link is a link again.
    await page.locator(`${GALLERY} .woocommerce-product-gallery__image`).first().locator('a').click()
    await expect(page).toHaveURL(/wool-blanket-large\.svg$/)
  })

  test('settings it cannot read: one console error, the defaults, a working gallery', async ({ page, watch }) => {
    watch.expectConsoleErrors()
    await page.route('**/assets/settings/wc-single-product-params.js', (route: Route) =>
      route.fulfill({ path: 'fixtures/pages/assets/settings/wc-single-product-params-bad.js', contentType: 'text/javascript' }),
    )
    await open(page)
    await expect(page.locator(GALLERY)).toHaveAttribute('data-island-error', 'settings')
    const errors = watch.consoleErrors.filter((error) => error.includes('<wc-product-gallery>'))
    expect(errors).toHaveLength(1)
    expect(errors[0]).toContain('flexslider.animation "spin" is not slide or fade')
    expect(errors[0]).toContain('zoom_enabled "maybe" is not a switch')
    await expect(page.locator(THUMB)).toHaveCount(4)
    await page.locator(THUMB).nth(1).click()
    await expectCurrent(page, 1)
    await expect(page.locator(GALLERY)).toHaveCSS('opacity', '1')
  })

  test('without wc_single_product_params: one console warning, no error, the defaults', async ({ page, watch }) => {
    await page.route('**/assets/settings/wc-single-product-params.js', (route: Route) =>
      route.fulfill({ body: '', contentType: 'text/javascript' }),
    )
    await open(page)
    const warnings = watch.consoleWarnings.filter((warning) => warning.includes('<wc-product-gallery>'))
    expect(warnings).toHaveLength(1)
    expect(warnings[0]).toContain('finds no wc_single_product_params')
    await expect(page.locator(GALLERY)).not.toHaveAttribute('data-island-error', /./)
    await expect(page.locator(THUMB)).toHaveCount(4)
  })
})

test.describe('what loads for the slider', () => {
  const isSlider = (url: string) => /\/chunks\/slider-[\w-]{8}\.js$/.test(new URL(url).pathname)
  const isGallery = (url: string) => /\/chunks\/wc-product-gallery-[\w-]{8}\.js$/.test(new URL(url).pathname)

  test('a gallery of one image is shown without the slider, which is never fetched', async ({ page }) => {
    await page.route(`**${PAGE}`, async (route) => {
      const response = await route.fetch()
      // The first image only: its three siblings go.
      const body = (await response.text()).replace(
        /<div data-thumb="\/assets\/images\/wool-blanket-(detail|fringe|label)-thumb\.svg"[\s\S]*?<\/a><\/div>/g,
        '',
      )
      await route.fulfill({ response, body })
    })
    const asked: string[] = []
    page.on('request', (request) => asked.push(request.url()))
    await open(page)
    await expect(page.locator(`${GALLERY} .woocommerce-product-gallery__image`)).toHaveCount(1)
    await expect(page.locator(GALLERY)).toHaveCSS('opacity', '1')
    await expect(page.locator(`${GALLERY} .flex-viewport, ${THUMBS}`)).toHaveCount(0)
    await page.waitForLoadState('networkidle')
    expect(asked.filter(isGallery)).toHaveLength(1)
    expect(asked.filter(isSlider)).toEqual([])
  })

  // src/styles/shop-islands-gallery.css, which the plugin prints inline on product pages.
  test('a gallery of one image is shown from the first paint, without any script of ours; one of several waits for its slider', async ({
    page,
  }) => {
    await page.route(/\/dist\/shop-islands\.js$/, (route) => route.abort())
    await page.route(`**${PAGE}`, async (route) => {
      const response = await route.fetch()
      const body = (await response.text()).replace(
        /<div data-thumb="\/assets\/images\/wool-blanket-(detail|fringe|label)-thumb\.svg"[\s\S]*?<\/a><\/div>/g,
        '',
      )
      await route.fulfill({ response, body })
    })
    await page.goto(PAGE)
    await expect(page.locator(`${GALLERY} .woocommerce-product-gallery__image`)).toHaveCount(1)
    await expect(page.locator(GALLERY)).toHaveCSS('opacity', '1')
    await expect(page.locator(`${GALLERY} .woocommerce-product-gallery__image img.wp-post-image`)).toBeVisible()
    await page.unrouteAll()
    await page.route(/\/dist\/shop-islands\.js$/, (route) => route.abort())
    await page.goto(PAGE)
    await expect(page.locator(`${GALLERY} .woocommerce-product-gallery__image`)).toHaveCount(4)
    await expect(page.locator(GALLERY)).toHaveCSS('opacity', '0')
  })

  test('a gallery of several images: the slider is asked for beside the gallery, not a round trip after it', async ({ page }) => {
    const started = new Map<string, number>()
    let galleryArrived = Number.POSITIVE_INFINITY
    page.on('request', (request) => {
      if (isSlider(request.url()) || isGallery(request.url())) started.set(isSlider(request.url()) ? 'slider' : 'gallery', Date.now())
    })
    page.on('requestfinished', (request) => {
      if (isGallery(request.url())) galleryArrived = Date.now()
    })
    await open(page)
    await expect(page.locator(THUMBS)).toHaveCount(1)
    expect(started.get('slider')).toBeDefined()
    expect(started.get('slider')!).toBeLessThanOrEqual(galleryArrived)
  })
})

test("a slider that cannot load: the gallery's images are shown without it, with one console error", async ({ page, watch }) => {
  watch.expectConsoleErrors()
  await page.route(/\/chunks\/slider-[\w-]{8}\.js$/, (route) => route.fulfill({ status: 503, body: '' }))
  await open(page)
  await expect(page.locator(GALLERY)).toHaveCSS('opacity', '1')
  await expect(page.locator(`${GALLERY} .flex-viewport, ${THUMBS}`)).toHaveCount(0)
  await expect(page.locator(`${GALLERY} .woocommerce-product-gallery__image`)).toHaveCount(4)
  await expect.poll(() => watch.consoleErrors.filter((text) => text.includes('the slider could not load')).length).toBe(1)
})
