import { readdirSync } from 'node:fs'
import { expect, test, type Page } from '@playwright/test'

/**
 * What looked broken. The options form squeezed into a third of the theme's
 * summary column, its columns kept side by side on phones by inline widths no theme could override,
 * pages scrolling sideways at 390 px, and tap targets under 24 px (WCAG 2.5.8).
 */

const PHONE = { width: 390, height: 844 }
const DESKTOP = { width: 1280, height: 900 }

async function settled(page: Page, file: string) {
  await page.goto(`/pages/${file}`)
  await page.waitForLoadState('networkidle')
}

test.describe('the options form on the richest product', () => {
  for (const viewport of [DESKTOP, PHONE]) {
    test(`at ${viewport.width} px it takes the summary's width, with "Add to cart" below it on one line`, async ({ page }) => {
      await page.setViewportSize(viewport)
      await settled(page, 'richest-product.html')
      const outer = page.locator('.wcpa_form_outer')
      await expect(outer.locator('.wcpa_form_item').first()).toBeVisible()
      const form = await page.locator('form.variations_form').boundingBox()
      const box = await outer.boundingBox()
      expect(form && box).toBeTruthy()
      // The form's own line: at least 90% of the shop form's width (it was about 215 px).
      expect(box!.width).toBeGreaterThanOrEqual(form!.width * 0.9)
      const button = page.locator('button.single_add_to_cart_button')
      const buttonBox = await button.boundingBox()
      expect(buttonBox!.y).toBeGreaterThanOrEqual(box!.y + box!.height - 1)
      // One line of text: the button is not taller than twice its line height.
      const lineHeight = await button.evaluate((node) => parseFloat(getComputedStyle(node).lineHeight) || 20)
      expect(buttonBox!.height).toBeLessThan(lineHeight * 2 + 24)
    })
  }
})

test.describe("the options form's columns", () => {
  test("half-width fields (3 sixths) sit side by side on a wide screen, from the plugin's stylesheet", async ({ page }) => {
    await page.setViewportSize(DESKTOP)
    await settled(page, 'wcpa-product.html')
    const halves = page.locator('.wcpa_form_item.wcpa-col-3')
    await expect(halves.first()).toBeVisible()
    const [first, second] = [await halves.nth(0).boundingBox(), await halves.nth(1).boundingBox()]
    expect(Math.abs(first!.y - second!.y)).toBeLessThan(2)
    expect(second!.x).toBeGreaterThan(first!.x + first!.width - 2)
    // No inline width: a theme's stylesheet can change it.
    const inline = await page
      .locator('.wcpa_form_item')
      .evaluateAll((items) => items.filter((item) => /flex|width/.test(item.getAttribute('style') ?? '')).length)
    expect(inline).toBe(0)
  })

  for (const file of ['wcpa-product.html', 'richest-product.html']) {
    test(`${file}: at 390 px every field takes the whole row`, async ({ page }) => {
      await page.setViewportSize(PHONE)
      await settled(page, file)
      await expect(page.locator('.wcpa_form_item').first()).toBeVisible()
      const narrow = await page.locator('.wcpa_row').evaluateAll((rows) =>
        rows.flatMap((row) => {
          const width = row.getBoundingClientRect().width
          return [...row.querySelectorAll(':scope > .wcpa_form_item')]
            .map((item) => item.getBoundingClientRect().width)
            .filter((itemWidth) => itemWidth > 0 && itemWidth < width - 24)
        }),
      )
      expect(narrow).toEqual([])
    })
  }
})

const ALL_PAGES = readdirSync('fixtures/pages').filter((name) => name.endsWith('.html'))

test.describe('at 390 px', () => {
  test.use({ viewport: PHONE, hasTouch: true, isMobile: true })
  for (const file of ALL_PAGES) {
    test(`${file} does not scroll sideways`, async ({ page }) => {
      await settled(page, file)
      const widths = await page.evaluate(() => ({ scroll: document.documentElement.scrollWidth, view: window.innerWidth }))
      expect(widths.scroll).toBeLessThanOrEqual(widths.view)
    })
  }

  const TARGETS = [
    'header a',
    'a.reset_variations',
    '.woocommerce-store-notice__dismiss-link',
    'button',
    'select',
    'input:not([type="hidden"]):not([type="checkbox"]):not([type="radio"])',
  ].join(', ')
  for (const file of [
    'richest-product.html',
    'variable-product.html',
    'wcpa-product.html',
    'addons-simple.html',
    'shop.html',
    'shop-coming-soon.html',
  ]) {
    test(`${file}: links in the header, buttons and fields are at least 24 × 24 px`, async ({ page }) => {
      await settled(page, file)
      if (!file.startsWith('shop')) {
        // The variation form's "Clear" link shows once an option is chosen.
        const select = page.locator('table.variations select').first()
        if ((await select.count()) > 0) await select.selectOption({ index: 1 })
      }
      const small = await page.locator(TARGETS).evaluateAll((nodes) =>
        nodes
          .filter((node) => {
            const box = node.getBoundingClientRect()
            const style = getComputedStyle(node)
            // Visually hidden until focused (the skip link) is not a target yet.
            if (box.width <= 1 || box.height <= 1 || style.visibility === 'hidden') return false
            return box.width < 24 || box.height < 24
          })
          .map((node) => `${node.tagName.toLowerCase()}.${node.className} "${(node.textContent ?? '').trim().slice(0, 20)}"`),
      )
      expect(small).toEqual([])
    })
  }
})
