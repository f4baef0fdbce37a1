import { expect, test } from '@playwright/test'
import { keepOrRecall } from './shop.ts'

// The Panoramic theme's chrome as the free 1.1.89 renders it: what a visitor sees must be the same
// with our plugin as with the theme's own scripts.

test('the mobile menu opens with one press, each parent item has one submenu toggle, and it closes again', async ({ page }, testInfo) => {
  await page.setViewportSize({ width: 390, height: 844 })
  await page.goto('/')
  const menu = page.locator('#main-menu')
  const journal = menu.getByRole('link', { name: 'Journal' })
  // The closed menu is off the screen (the theme slides it in).
  await expect(journal).not.toBeInViewport()
  await page.locator('.header-menu-button').click()
  await expect(journal).toBeInViewport()
  const shop = menu.locator('li.menu-item-has-children').first()
  const toggles = await shop.locator(':scope > .menu-dropdown-btn, :scope > button, :scope > [role="button"]').count()
  expect(toggles).toBe(1)
  // The Shop item's submenu opens from its toggle.
  await shop.locator(':scope > .menu-dropdown-btn, :scope > button, :scope > [role="button"]').first().click()
  await expect(shop.getByRole('link', { name: 'Clothing' })).toBeInViewport()
  const outcome = { toggles, submenuOpens: true }
  const original = keepOrRecall(testInfo, 'theme-mobile-menu', outcome)
  if (original) expect(outcome).toEqual(original)
})

test('desktop: the Shop submenu opens on hover; the home slider moves to its next slide', async ({ page }, testInfo) => {
  await page.goto('/')
  const shop = page.locator('#main-menu li.menu-item-has-children').first()
  await shop.hover()
  await expect(shop.getByRole('link', { name: 'Clothing' })).toBeVisible()
  const slider = page.locator('.panoramic-slider-container')
  await expect(slider).toBeVisible()
  const visibleSlideTitle = () =>
    slider.locator('.slider > li, .slider li').evaluateAll((slides) => {
      const frame = document.querySelector('.panoramic-slider-container')!.getBoundingClientRect()
      const shown = slides.find((slide) => {
        const box = slide.getBoundingClientRect()
        return box.width > 0 && Math.abs(box.left - frame.left) < 2 && getComputedStyle(slide).visibility !== 'hidden' && !slide.closest('[hidden]')
      })
      return (shown?.textContent ?? '').replace(/\s+/g, ' ').trim().slice(0, 60)
    })
  await expect.poll(visibleSlideTitle).not.toBe('')
  const first = await visibleSlideTitle()
  await slider.locator('.next').click()
  await expect.poll(visibleSlideTitle, { timeout: 10_000 }).not.toBe(first)
  const outcome = { firstSlide: first, nextShowsAnotherSlide: true }
  const original = keepOrRecall(testInfo, 'theme-desktop', outcome)
  if (original) expect(outcome).toEqual(original)
})
