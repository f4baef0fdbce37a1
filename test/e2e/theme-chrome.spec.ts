import { readFileSync } from 'node:fs'
import type { Page } from '@playwright/test'
import { waitForIslands } from '../support/page-weight.ts'
import { expect, expectNoAxeViolations, tabTo, test } from './fixtures.ts'

/**
 * The Panoramic theme's chrome adopted in place: theme-post.html (the
 * header search toggle) and theme-shop.html (the sibling themes' slide-down search panel).
 */
// Several axe runs per test on a shared machine: more than the default 30 s.
test.describe.configure({ timeout: 60_000 })

const POST = '/pages/theme-post.html'
/** Panoramic's style.css gives a post's category and tag links their colour only, inside a line of text: the theme's design, not ours. */
const THEME_DESIGN = '.entry-footer'
const SHOP = '/pages/theme-shop.html'
const DESKTOP = { width: 1280, height: 900 }
const PHONE = { width: 390, height: 844 }

async function open(page: Page, url: string, viewport = DESKTOP) {
  await page.setViewportSize(viewport)
  await page.goto(url)
  await waitForIslands(page)
}

const focused = (page: Page) =>
  page.evaluate(() => {
    const active = document.activeElement
    return active
      ? `${active.tagName.toLowerCase()}${active.id ? `#${active.id}` : ''}.${[...active.classList].join('.')}|${active.getAttribute('aria-label') ?? active.textContent?.trim() ?? ''}`
      : ''
  })
const top = (page: Page, selector: string) => page.locator(selector).evaluate((el) => getComputedStyle(el).top)
/** Records the duration of every Web Animation the page starts (read back with animationDurations). */
async function recordAnimations(page: Page) {
  await page.addInitScript(() => {
    const durations: number[] = []
    ;(window as unknown as { __durations: number[] }).__durations = durations
    const animate = Element.prototype.animate
    Element.prototype.animate = function (keyframes, options) {
      durations.push(typeof options === 'number' ? options : Number(options?.duration))
      return animate.call(this, keyframes, options)
    }
  })
}
const animationDurations = (page: Page) => page.evaluate(() => (window as unknown as { __durations: number[] }).__durations)

test.describe('navigation, desktop layout (1280 px)', () => {
  test('mouse: submenus open on hover; keyboard: focus opens, Escape closes back to the item, leaving closes', async ({ page }) => {
    await open(page, POST)
    await expectNoAxeViolations(page, THEME_DESIGN)
    const shop = page.locator('#menu-item-12')
    const submenu = shop.locator(':scope > ul.sub-menu')
    await expect(submenu).toBeHidden()
    await shop.locator(':scope > a').hover()
    await expect(submenu).toBeVisible()
    await page.mouse.move(5, 880)
    await expect(submenu).toBeHidden()
    // The toggles exist but the theme's CSS shows them only in the mobile layout.
    await expect(shop.locator(':scope > button.menu-dropdown-btn')).toBeHidden()
    await expect(page.locator('.header-menu-button')).toBeHidden()

    await tabTo(page, '#menu-item-12 > a')
    await expect(submenu).toBeVisible()
    await expect(shop).toHaveClass(/\bfocus\b/)
    await page.keyboard.press('Tab')
    expect(await focused(page)).toContain('Knitwear')
    await page.keyboard.press('Escape')
    await expect(submenu).toBeHidden()
    expect(await focused(page)).toContain('Shop')
    await page.keyboard.press('Tab') // Journal: its submenu opens, Shop's stays closed
    await expect(page.locator('#menu-item-13 > ul')).toBeVisible()
    await expect(submenu).toBeHidden()
    await tabTo(page, '#content a, #main a')
    await expect(page.locator('#menu-item-13 > ul')).toBeHidden()
    await expect(page.locator('.main-navigation li.focus, .main-navigation li.open-page-item')).toHaveCount(0)
    await expectNoAxeViolations(page, THEME_DESIGN)
  })

  test('touch: the first tap on a parent item opens its submenu, the second follows its link', async ({ browser }) => {
    const context = await browser.newContext({ viewport: DESKTOP, hasTouch: true })
    const page = await context.newPage()
    await page.goto(POST)
    await waitForIslands(page)
    const shop = page.locator('#menu-item-12')
    await shop.locator(':scope > a').tap()
    await expect(shop.locator(':scope > ul')).toBeVisible()
    await expect(shop).toHaveClass(/\bhover\b/)
    expect(new URL(page.url()).pathname).toBe(POST)
    await shop.locator(':scope > a').tap()
    await page.waitForURL(`**${SHOP}`)
    await context.close()
  })
})

test.describe('navigation, mobile layout (390 px)', () => {
  test('the menu button and close control are named buttons; submenu toggles; Escape; axe open and closed', async ({ page }) => {
    await open(page, POST, PHONE)
    await expectNoAxeViolations(page, THEME_DESIGN)
    const menuButton = page.getByRole('button', { name: 'Menu', exact: true })
    await expect(menuButton).toHaveAttribute('aria-expanded', 'false')
    await expect(menuButton).toHaveAttribute('aria-controls', 'main-menu')
    await expect(page.getByRole('button', { name: 'Shop submenu' })).toHaveAttribute('aria-controls', 'menu-item-12-submenu')
    // Closed, the off-canvas menu is out of the Tab order.
    expect(await page.locator('#main-menu').evaluate((el) => (el as HTMLElement).inert)).toBe(true)
    await menuButton.click()
    await expect(page.locator('body')).toHaveClass(/show-main-menu/)
    await expect(menuButton).toHaveAttribute('aria-expanded', 'true')
    await expect(page.locator('#main-menu')).toBeInViewport()
    const toggle = page.getByRole('button', { name: 'Shop submenu' })
    await expect(toggle).toHaveAttribute('aria-expanded', 'false')
    await expect(toggle.locator('i')).toHaveClass(/fa-angle-right/)
    await toggle.click()
    await expect(page.locator('#menu-item-12')).toHaveClass(/open-page-item/)
    await expect(toggle).toHaveAttribute('aria-expanded', 'true')
    await expect(toggle.locator('i')).toHaveClass(/fa-angle-down/)
    await expect(page.locator('#menu-item-12 > ul')).toBeVisible()
    await expectNoAxeViolations(page, THEME_DESIGN)
    await page.locator('#menu-item-21 > a').focus()
    await page.keyboard.press('Escape')
    await expect(page.locator('#menu-item-12 > ul')).toBeHidden()
    expect(await focused(page)).toContain('Shop submenu')
    await page.keyboard.press('Escape')
    await expect(page.locator('body')).not.toHaveClass(/show-main-menu/)
    expect(await focused(page)).toContain('Menu')
    await expectNoAxeViolations(page, THEME_DESIGN)
  })

  test('keyboard only: open, walk the menu, close with the close control, focus back on the menu button', async ({ page }) => {
    await open(page, POST, PHONE)
    await tabTo(page, '.header-menu-button')
    await page.keyboard.press('Enter')
    await expect(page.locator('body')).toHaveClass(/show-main-menu/)
    await page.keyboard.press('Tab')
    expect(await focused(page)).toContain('Close menu')
    await tabTo(page, '#menu-item-13 > .menu-dropdown-btn', 5)
    await page.keyboard.press(' ')
    await expect(page.locator('#menu-item-13 > ul')).toBeVisible()
    await tabTo(page, '.main-menu-close', 1).catch(() => {})
    await page.locator('.main-menu-close').focus()
    await page.keyboard.press('Enter')
    await expect(page.locator('body')).not.toHaveClass(/show-main-menu/)
    expect(await focused(page)).toContain('header-menu-button')
  })

  test('focus leaving the menu closes it and its submenus', async ({ page }) => {
    await open(page, POST, PHONE)
    await page.locator('.header-menu-button').click()
    await page.getByRole('button', { name: 'Journal submenu' }).click()
    await page.locator('#menu-item-32 > a').focus()
    await page.mouse.click(40, 700) // on the page beside the open menu
    await expect(page.locator('body')).not.toHaveClass(/show-main-menu/)
    await expect(page.locator('.main-navigation li.open-page-item')).toHaveCount(0)
  })

  test('touch: first tap opens the submenu, second tap follows the link; a # link only toggles', async ({ browser }) => {
    const context = await browser.newContext({ viewport: PHONE, hasTouch: true, isMobile: true })
    const page = await context.newPage()
    await page.goto(POST)
    await waitForIslands(page)
    await page.locator('.header-menu-button').tap()
    await expect(page.locator('#main-menu')).toBeInViewport()
    await page.waitForTimeout(350) // the theme's 0.3 s slide-in
    await page.locator('#menu-item-13 > a').tap()
    await expect(page.locator('#menu-item-13 > ul')).toBeVisible()
    await page.locator('#menu-item-12 > a').tap()
    await expect(page.locator('#menu-item-12 > ul')).toBeVisible()
    await expect(page.locator('#menu-item-13 > ul')).toBeHidden()
    expect(new URL(page.url()).pathname).toBe(POST)
    await page.locator('#menu-item-12 > a').tap()
    await page.waitForURL(`**${SHOP}`)
    await context.close()
  })

  test('crossing the breakpoint closes the mobile menu', async ({ page }) => {
    await open(page, POST, PHONE)
    await page.locator('.header-menu-button').click()
    await expect(page.locator('body')).toHaveClass(/show-main-menu/)
    await page.setViewportSize({ width: 961, height: 844 })
    await expect(page.locator('body')).not.toHaveClass(/show-main-menu/)
    // The media query's change event comes with the next rendering step, after the CSS has applied.
    const menuInert = () => page.locator('#main-menu').evaluate((el) => (el as HTMLElement).inert)
    await expect.poll(menuInert).toBe(false)
    await page.setViewportSize({ width: 960, height: 844 })
    await expect(page.locator('.header-menu-button')).toBeVisible()
    await expect.poll(menuInert).toBe(true)
  })
})

test.describe('search', () => {
  test('the header toggle slides the block down 50 px in 150 ms and back; focus in and back', async ({ page }) => {
    await recordAnimations(page)
    await open(page, POST)
    const toggle = page.locator('.social-links .search-btn')
    await expect(toggle).toHaveAttribute('role', 'button')
    await expect(toggle).toHaveAttribute('aria-label', 'Search')
    await expect(toggle).toHaveAttribute('aria-expanded', 'false')
    expect(await top(page, '.site-header .search-block')).toBe('-55px')
    await toggle.click()
    expect(await animationDurations(page)).toEqual([150])
    await expect(toggle).toHaveAttribute('aria-expanded', 'true')
    await expect(page.locator('.site-header .search-field')).toBeFocused()
    // Open: below its toggle (never over it), its top inside the header.
    await expect
      .poll(async () => {
        const [block, button] = await Promise.all([page.locator('.site-header .search-block').boundingBox(), toggle.boundingBox()])
        return (block?.y ?? 0) >= (button?.y ?? 0) + (button?.height ?? 0)
      })
      .toBe(true)
    await expect(page.locator('.site-header .search-block')).toBeInViewport({ ratio: 1 })
    await expectNoAxeViolations(page, THEME_DESIGN)
    await page.keyboard.press('Escape')
    await expect(toggle).toBeFocused()
    await expect(toggle).toHaveAttribute('aria-expanded', 'false')
    await expect.poll(() => top(page, '.site-header .search-block')).toBe('-55px')
    // Keyboard only: Enter opens, the toggle closes again.
    await page.keyboard.press('Enter')
    await expect(page.locator('.site-header .search-field')).toBeFocused()
    await page.keyboard.press('Shift+Tab') // the cart link
    await page.keyboard.press('Shift+Tab')
    await expect(toggle).toBeFocused()
    await page.keyboard.press(' ')
    await expect(toggle).toHaveAttribute('aria-expanded', 'false')
  })

  test("with the theme's rule that hides the closed block (visibility: hidden), opening shows it and closing hides it again", async ({
    page,
  }) => {
    await open(page, POST)
    // Panoramic's style.css: `.search-block { position: absolute; visibility: hidden; top: -55px; … }`.
    await page.addStyleTag({ content: '.site-header .search-block { visibility: hidden; }' })
    const block = page.locator('.site-header .search-block')
    const toggle = page.locator('.social-links .search-btn')
    await toggle.click()
    await expect(block).toBeVisible()
    await expect(page.locator('.site-header .search-field')).toBeFocused()
    await toggle.click()
    await expect(toggle).toHaveAttribute('aria-expanded', 'false')
    await expect(block).toBeHidden()
  })

  test('the toggle controls the block by id; a click outside the open block closes it', async ({ page }) => {
    await open(page, POST)
    const toggle = page.locator('.social-links .search-btn')
    const id = await page.locator('.site-header .search-block').getAttribute('id')
    expect(id).toBeTruthy()
    await expect(toggle).toHaveAttribute('aria-controls', id as string)
    await toggle.click()
    await expect(toggle).toHaveAttribute('aria-expanded', 'true')
    // A click inside the block leaves it open.
    await page.locator('.site-header .search-field').click()
    await expect(toggle).toHaveAttribute('aria-expanded', 'true')
    await page.locator('#content').click({ position: { x: 5, y: 5 } })
    await expect(toggle).toHaveAttribute('aria-expanded', 'false')
    await expect.poll(() => top(page, '.site-header .search-block')).toBe('-55px')
  })

  test('under reduced motion the block moves at once', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' })
    await open(page, POST)
    await page.locator('.social-links .search-btn').click()
    // At once: no animation ran, the block is at its open place already.
    expect(await page.locator('.site-header .search-block').evaluate((block) => block.getAnimations().length)).toBe(0)
    expect(Number.parseFloat(await top(page, '.site-header .search-block'))).toBeGreaterThanOrEqual(0)
  })

  test('on a full-width-logo header the block follows the document width (20 px at or below 780 px)', async ({ page }) => {
    await page.route(`**${POST}`, async (route) => {
      const response = await route.fetch()
      const body = (await response.text()).replace('class="site-header sticky', 'class="site-header full-width-logo sticky')
      await route.fulfill({ response, body })
    })
    await open(page, POST)
    const expectedRight = () =>
      page.evaluate(() => {
        const container = document.querySelector('.site-header .site-container') as HTMLElement
        const style = getComputedStyle(container)
        const width = container.getBoundingClientRect().width - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight)
        const doc = document.documentElement
        return `${(Math.max(doc.scrollWidth, doc.clientWidth) - width) / 2}px`
      })
    await expect
      .poll(() => page.locator('.site-header .search-block').evaluate((el) => (el as HTMLElement).style.right))
      .toBe(await expectedRight())
    await page.setViewportSize({ width: 780, height: 800 })
    await expect.poll(() => page.locator('.site-header .search-block').evaluate((el) => (el as HTMLElement).style.right)).toBe('20px')
    await page.setViewportSize({ width: 1200, height: 800 })
    await expect
      .poll(() => page.locator('.site-header .search-block').evaluate((el) => (el as HTMLElement).style.right))
      .toBe(await expectedRight())
  })

  test('the slide-down panel fades in and out in 150 ms, focus in and back', async ({ page }) => {
    await recordAnimations(page)
    await open(page, SHOP)
    await expectNoAxeViolations(page, THEME_DESIGN)
    const toggle = page.locator('.search-button')
    await expect(toggle).toHaveAttribute('role', 'button')
    await expect(page.locator('.search-slidedown')).toBeHidden()
    await toggle.click()
    expect(await animationDurations(page)).toEqual([150])
    await expect(page.locator('.search-slidedown')).toBeVisible()
    await expect(page.locator('.search-slidedown .search-field')).toBeFocused()
    await expect.poll(() => page.locator('.search-slidedown').evaluate((el) => getComputedStyle(el).opacity)).toBe('1')
    await expectNoAxeViolations(page, THEME_DESIGN)
    await page.keyboard.press('Escape')
    await expect(toggle).toBeFocused()
    await expect(page.locator('.search-slidedown')).toBeHidden()
  })

  test('no search form of the page submits an empty field; a filled one does', async ({ page }) => {
    await open(page, POST)
    await page.locator('.social-links .search-btn').click()
    await page.locator('.site-header .search-submit').click()
    await page.locator('#search-2 .search-field').fill('   ')
    await page.locator('#search-2 .search-field').press('Enter')
    await page.locator('#search-3 .search-submit').click()
    await expect(page.locator('#search-3 .search-field')).toBeFocused()
    await page.waitForTimeout(300)
    expect(new URL(page.url()).pathname).toBe(POST)
    await expect(page.locator('#search-3 .search-submit')).toHaveAttribute('aria-label', 'Search')
    await page.locator('#search-2 .search-field').fill('wool')
    await page.locator('#search-2 .search-submit').click()
    await page.waitForURL(`**${SHOP}?s=wool`)
  })
})

test.describe('back to top', () => {
  test('shown once scrolled past half the viewport; keyboard: scrolls to the top and focus goes to the header', async ({ page }) => {
    await open(page, POST)
    const button = page.getByRole('button', { name: 'Back to top' })
    await expect(page.locator('#back-to-top')).toHaveClass(/\bgone\b/)
    await page.evaluate(() => window.scrollTo(0, 449))
    await page.waitForTimeout(100)
    await expect(page.locator('#back-to-top')).toHaveClass(/\bgone\b/)
    await page.evaluate(() => window.scrollTo(0, 451))
    await expect(page.locator('#back-to-top')).toHaveClass(/\bvisible\b/)
    await expectNoAxeViolations(page, THEME_DESIGN)
    await button.focus()
    await page.keyboard.press('Enter')
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0)
    await expect(page.locator('#masthead')).toBeFocused()
    await expect(page.locator('#back-to-top')).toHaveClass(/\bgone\b/)
    await page.keyboard.press('Tab')
    expect(await focused(page)).toContain('Harbour')
  })

  test('jumps at once under reduced motion', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' })
    await open(page, POST, PHONE)
    await page.evaluate(() => window.scrollTo(0, 2000))
    await expect(page.locator('#back-to-top')).toHaveClass(/\bvisible\b/)
    await page
      .locator('#back-to-top')
      .tap()
      .catch(() => page.locator('#back-to-top').click())
    expect(await page.evaluate(() => window.scrollY)).toBe(0)
  })
})

test.describe('sticky header', () => {
  test('sticks above the deactivation breakpoint with no layout jump; not at or below it', async ({ page }) => {
    await open(page, POST)
    const header = page.locator('#masthead')
    await expect(header).toHaveCSS('position', 'sticky')
    const contentTop = () => page.locator('#content').evaluate((el) => el.getBoundingClientRect().top + window.scrollY)
    const before = await contentTop()
    await page.evaluate(() => window.scrollTo(0, 700))
    await expect(header).toHaveClass(/\bstuck\b/)
    expect(await header.evaluate((el) => el.getBoundingClientRect().top)).toBe(0)
    expect(await contentTop()).toBe(before)
    await page.evaluate(() => window.scrollTo(0, 0))
    await expect(header).not.toHaveClass(/\bstuck\b/)
    await page.setViewportSize({ width: 800, height: 900 })
    await expect(header).not.toHaveCSS('position', 'sticky')
    await page.evaluate(() => window.scrollTo(0, 700))
    await page.waitForTimeout(200)
    await expect(header).not.toHaveClass(/\bstuck\b/)
    await page.setViewportSize({ width: 801, height: 900 })
    await expect(header).toHaveCSS('position', 'sticky')
    await expect(header).toHaveClass(/\bstuck\b/)
  })

  test('bad settings: the defaults and one console.error', async ({ page, watch }) => {
    watch.expectConsoleErrors()
    const bad = readFileSync(new URL('../../fixtures/pages/assets/settings/panoramic-settings-bad.js', import.meta.url), 'utf8')
    await page.route('**/assets/settings/panoramic-settings.js', (route) => route.fulfill({ contentType: 'text/javascript', body: bad }))
    await open(page, POST, { width: 801, height: 900 })
    await expect(page.locator('#masthead')).toHaveCSS('position', 'sticky')
    await page.setViewportSize({ width: 800, height: 900 })
    await expect(page.locator('#masthead')).not.toHaveCSS('position', 'sticky')
    const errors = watch.consoleErrors.filter((error) => error.includes('theme settings'))
    expect(errors).toHaveLength(1)
    expect(errors[0]).toContain('panoramicStickyHeaderDeactivationBreakpoint')
    expect(watch.consoleErrors).toHaveLength(1)
    // Everything else still works.
    await page.locator('.header-menu-button').click()
    await expect(page.locator('body')).toHaveClass(/show-main-menu/)
  })
})

test.describe('comment form', () => {
  test('native validation on: an empty form is not sent; a filled one posts to wp-comments-post.php', async ({ page }) => {
    const posts: string[] = []
    await page.route('**/wp-comments-post.php', async (route) => {
      posts.push(route.request().postData() ?? '')
      await route.fulfill({
        contentType: 'text/html',
        body: '<!doctype html><html lang="en"><title>Comment sent</title><p>Thanks</p></html>',
      })
    })
    await open(page, POST)
    const form = page.locator('#commentform')
    await expect(form).not.toHaveAttribute('novalidate')
    await page.locator('#submit').click()
    await expect(page.locator('#comment')).toBeFocused()
    expect(await page.locator('#comment').evaluate((el) => (el as HTMLTextAreaElement).validationMessage)).not.toBe('')
    await page.locator('#comment').fill('Does the cedar sachet work against moths in a wardrobe too?')
    await page.locator('#author').fill('Ailsa')
    await page.locator('#email').fill('not an address')
    await page.locator('#submit').click()
    await expect(page.locator('#email')).toBeFocused()
    expect(posts).toHaveLength(0)
    await page.locator('#email').fill('ailsa@example.com')
    await page.locator('#submit').click()
    await expect.poll(() => posts.length).toBe(1)
    expect(posts[0]).toContain('comment_post_ID=118')
    expect(posts[0]).toContain('author=Ailsa')
  })

  test('without JavaScript the form still posts', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false })
    const page = await context.newPage()
    const posts: string[] = []
    await page.route('**/wp-comments-post.php', async (route) => {
      posts.push(route.request().postData() ?? '')
      await route.fulfill({ contentType: 'text/html', body: '<p>Thanks</p>' })
    })
    await page.goto(POST)
    await page.locator('#comment').fill('Lovely jumper.')
    await page.locator('#submit').click()
    await expect.poll(() => posts.length).toBe(1)
    await context.close()
  })
})
