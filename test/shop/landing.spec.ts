import { expect, test } from '@playwright/test'

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
