import { expect, test } from '@playwright/test'
import { keepOrRecall, modeOf, shopCommand } from './shop.ts'

// The page builder's landing page as Elementor 3.35.9 renders it, with its own stylesheets: every
// panel widget shows its content when opened, the carousel moves.

test('the landing page: accordion, toggle and tabs show their content; the image carousel moves', async ({ page }) => {
  await page.goto('/landing/')
  const accordion = page.locator('.elementor-widget-accordion').first()
  await accordion.scrollIntoViewIfNeeded()
  const accordionTitles = accordion.locator('.elementor-tab-title')
  await accordionTitles.nth(1).click()
  await expect(accordion.locator('.elementor-tab-content').nth(1)).toBeVisible()

  const toggle = page.locator('.elementor-widget-toggle').first()
  await toggle.locator('.elementor-tab-title').first().click()
  await expect(toggle.locator('.elementor-tab-content').first()).toBeVisible()

  const tabs = page.locator('.elementor-widget-tabs').first()
  await tabs.locator('.elementor-tabs-wrapper .elementor-tab-title').nth(1).click()
  await expect(tabs.locator('.elementor-tab-content').nth(1)).toBeVisible()

  const carousel = page.locator('.elementor-widget-image-carousel').first()
  await carousel.scrollIntoViewIfNeeded()
  const firstVisibleImage = () =>
    carousel.locator('img').evaluateAll((images) => {
      const frame = images[0]?.closest('.elementor-widget-image-carousel')?.getBoundingClientRect()
      const shown = images.find((image) => {
        const box = image.getBoundingClientRect()
        return frame && box.width > 0 && box.left >= frame.left - 2 && box.left < frame.left + 20
      })
      return shown?.getAttribute('src') ?? ''
    })
  const before = await firstVisibleImage()
  await carousel.locator('.elementor-swiper-button-next, .swiper-button-next').first().click()
  await expect.poll(firstVisibleImage, { timeout: 10_000 }).not.toBe(before)
})

test('the landing page: counters count to their numbers, progress bars fill, the alert is dismissed, the animated sections show', async ({
  page,
}, testInfo) => {
  await page.goto('/landing/')
  const counters = page.locator('.elementor-counter-number')
  const count = await counters.count()
  for (let index = 0; index < count; index++) {
    const counter = counters.nth(index)
    await counter.scrollIntoViewIfNeeded()
    await expect(counter)
      .toHaveText(String(await counter.getAttribute('data-to-value')).replace(/\B(?=(\d{3})+(?!\d))/g, ','), { timeout: 10_000 })
      .catch(() => {})
  }
  const counted = await counters.allTextContents()
  const bars = page.locator('.elementor-progress-bar')
  await bars.last().scrollIntoViewIfNeeded()
  // Each bar grows to its data-max (Elementor animates the width): read once they have settled.
  const widths = () =>
    bars.evaluateAll((all) =>
      all.map((bar) => Math.round((100 * bar.getBoundingClientRect().width) / (bar.parentElement?.getBoundingClientRect().width || 1))),
    )
  const targets = await bars.evaluateAll((all) => all.map((bar) => Number(bar.getAttribute('data-max'))))
  await expect.poll(widths, { timeout: 10_000 }).toEqual(targets)
  const filled = await widths()
  const alert = page.locator('.elementor-alert').first()
  await alert.scrollIntoViewIfNeeded()
  await alert.locator('.elementor-alert-dismiss').click()
  await expect(alert).toBeHidden()
  // Every section or widget with an entrance animation is shown once scrolled to.
  const animated = page.locator('[data-settings*="animation"]')
  for (let index = 0; index < (await animated.count()); index++) await animated.nth(index).scrollIntoViewIfNeeded()
  await expect
    .poll(
      () =>
        animated.evaluateAll(
          (all) => all.filter((node) => getComputedStyle(node).opacity !== '1' || node.classList.contains('elementor-invisible')).length,
        ),
      { timeout: 10_000 },
    )
    .toBe(0)
  const outcome = { counted, filled, alertDismissed: true, animatedShown: await animated.count() }
  const original = keepOrRecall(testInfo, 'landing-widgets', outcome)
  if (original) expect(outcome).toEqual(original)
})

// The seeded landing page links no image to its file: a page of the builder's own image and image
// carousel linked to their files, with the lightbox on (test/shop/php/plugin.php lightbox-page).
test('the lightbox: an image and a carousel slideshow open full screen, arrows move, Escape closes', async ({ page }, testInfo) => {
  const { url } = shopCommand('lightbox-page') as { url: string }
  await page.goto(url)
  // The image shown full screen: Elementor's lightbox (a swiper) or ours (glightbox), the current slide's.
  const shown = () =>
    page.evaluate(() => {
      const image = document.querySelector<HTMLImageElement>(
        '.elementor-lightbox .swiper-slide-active img, .glightbox-container .gslide.current img',
      )
      return image ? new URL(image.currentSrc || image.src).pathname : ''
    })
  const open = () => page.locator('.elementor-lightbox, .glightbox-container').filter({ visible: true })
  const steps: Record<string, string | boolean>[] = []
  const link = page.locator('.elementor-widget-image a')
  await link.click()
  await expect(open()).toHaveCount(1)
  await expect.poll(shown).not.toBe('')
  steps.push({ opened: await shown() })
  await page.keyboard.press('Escape')
  await expect(open()).toHaveCount(0)
  steps.push({ closed: true })

  // A slide in view (a looping carousel's copies and the slides out of view are inert), read before
  // the dialog makes the page behind it inert.
  const slide = page.locator('.elementor-widget-image-carousel a:not([inert] *):not([aria-hidden="true"] *)').first()
  const href = String(await slide.getAttribute('href'))
  await slide.click()
  await expect(open()).toHaveCount(1)
  await expect.poll(shown).toBe(new URL(href).pathname)
  const first = await shown()
  await page.keyboard.press('ArrowRight')
  await expect.poll(shown).not.toBe(first)
  steps.push({ slideshow: first, next: await shown() })
  await page.keyboard.press('Escape')
  await expect(open()).toHaveCount(0)
  steps.push({ closed: true })
  if (modeOf(testInfo) === 'islands') {
    // Ours is a modal dialog: the focus comes back to the link that opened it.
    await expect
      .poll(() =>
        page.evaluate(() =>
          document.activeElement?.closest('.elementor-widget-image-carousel') ? document.activeElement.getAttribute('href') : null,
        ),
      )
      .toBe(href)
  }
  const original = keepOrRecall(testInfo, 'landing-lightbox', steps)
  if (original) expect(steps).toEqual(original)
})
