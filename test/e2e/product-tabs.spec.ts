import type { Page } from '@playwright/test'
import { waitForIslands } from '../support/page-weight.ts'
import { expect, expectNoAxeViolations, tabTo, test } from './fixtures.ts'

/**
 * WooCommerce's product tabs and review rating without jQuery's single-product.js
 * (fixtures/pages/single-product-tabs.html, from WooCommerce 10.5.2's templates, on its stylesheets).
 */
const PAGE = '/pages/single-product-tabs.html'

async function open(page: Page, address = PAGE) {
  await page.goto(address)
  await waitForIslands(page)
  await expect(page.locator('.woocommerce-tabs[data-island-mounted]')).toHaveCount(1)
  // The stars come when the reviews are shown: at once with a hash that opens them.
  if (/#(reviews|comment-)/.test(address)) await expect(page.locator('select#rating[data-island-mounted]')).toHaveCount(1)
}

const tab = (page: Page, key: string) => page.locator(`#tab-title-${key} a`)
const panel = (page: Page, key: string) => page.locator(`#tab-${key}`)

async function expectSelected(page: Page, key: string) {
  await expect(tab(page, key)).toHaveAttribute('aria-selected', 'true')
  await expect(page.locator(`#tab-title-${key}`)).toHaveClass(/\bactive\b/)
  await expect(panel(page, key)).toBeVisible()
  await expect(page.locator('.wc-tab:visible')).toHaveCount(1)
  await expect(page.locator('.wc-tabs a[tabindex="0"]')).toHaveCount(1)
}

test.describe('product tabs', () => {
  test('the first tab is open; a click opens another, as WooCommerce draws it; axe clean', async ({ page }) => {
    await open(page)
    await expectSelected(page, 'description')
    await expect(panel(page, 'reviews')).toHaveCSS('display', 'none')
    await expectNoAxeViolations(page)
    await tab(page, 'additional_information').click()
    await expectSelected(page, 'additional_information')
    await expect(panel(page, 'additional_information')).toContainText('0.3 kg')
    // The address stays: a tab is not a link away.
    expect(new URL(page.url()).hash).toBe('')
    // WooCommerce's stylesheet draws the open tab (li.active has a white background).
    await expect(page.locator('#tab-title-additional_information')).toHaveCSS('background-color', 'rgb(255, 255, 255)')
    await expectNoAxeViolations(page)
  })

  test('keyboard: Tab reaches the open tab, arrows and Home/End select and focus, Tab goes on into the panel', async ({ page }) => {
    await open(page)
    await tabTo(page, '.wc-tabs a[aria-selected="true"]')
    await expect(tab(page, 'description')).toBeFocused()
    await page.keyboard.press('ArrowRight')
    await expect(tab(page, 'additional_information')).toBeFocused()
    await expectSelected(page, 'additional_information')
    await page.keyboard.press('ArrowRight')
    await expectSelected(page, 'reviews')
    await page.keyboard.press('ArrowRight')
    await expect(tab(page, 'description')).toBeFocused()
    await expectSelected(page, 'description')
    await page.keyboard.press('ArrowLeft')
    await expectSelected(page, 'reviews')
    await page.keyboard.press('Home')
    await expectSelected(page, 'description')
    await page.keyboard.press('End')
    await expect(tab(page, 'reviews')).toBeFocused()
    // Up/Down do nothing on a row of tabs.
    await page.keyboard.press('ArrowDown')
    await expectSelected(page, 'reviews')
    await page.keyboard.press('Home')
    // The other tabs are out of the tab order: Tab goes into the open panel.
    await page.keyboard.press('Tab')
    await expect(panel(page, 'description')).toBeFocused()
  })

  test('a hash opens its tab at start: #comment-22 the reviews, scrolled to the review', async ({ page }) => {
    await open(page, `${PAGE}#comment-22`)
    await expectSelected(page, 'reviews')
    await expect(page.locator('#comment-22')).toBeInViewport()
  })

  test('#tab-additional_information at start, and each new hash: its tab', async ({ page }) => {
    await open(page, `${PAGE}#tab-additional_information`)
    await expectSelected(page, 'additional_information')
    await page.evaluate(() => {
      location.hash = '#reviews'
    })
    await expectSelected(page, 'reviews')
    await page.evaluate(() => {
      location.hash = '#tab-description'
    })
    await expectSelected(page, 'description')
    // A hash of something outside the tabs keeps the open one.
    await page.evaluate(() => {
      location.hash = '#main'
    })
    await expectSelected(page, 'description')
    await page.goBack()
    await page.goBack()
    await expectSelected(page, 'reviews')
  })

  test('the stars wait for the reviews: the select stays unseen in its closed panel, and the Reviews tab draws them', async ({ page }) => {
    await open(page)
    await expect(page.locator('#respond p.stars')).toHaveCount(0)
    await tab(page, 'reviews').click()
    await expect(page.locator('#respond p.stars a[role="radio"]')).toHaveCount(5)
    await expect(page.locator('select#rating')).toBeHidden()
  })

  test('the review link opens the reviews and scrolls to them', async ({ page }) => {
    await open(page)
    await page.locator('a.woocommerce-review-link').click()
    await expectSelected(page, 'reviews')
    await expect(page).toHaveURL(/#reviews$/)
    await expect(page.locator('#reviews .woocommerce-Reviews-title')).toBeInViewport()
  })

  test('the cleanup puts the server markup back', async ({ page }) => {
    const server = await (await page.request.get(PAGE)).text()
    const tabsOf = (html: string) =>
      html.slice(html.indexOf('<ul class="tabs wc-tabs"'), html.indexOf('</ul>', html.indexOf('<ul class="tabs wc-tabs"')) + 5)
    await open(page)
    await tab(page, 'reviews').click()
    const restored = await page.evaluate(async () => {
      const wrapper = document.querySelector('.woocommerce-tabs') as HTMLElement
      const parent = wrapper.parentElement as HTMLElement
      wrapper.remove()
      await new Promise((resolve) => setTimeout(resolve, 50))
      const result = {
        list: (wrapper.querySelector('ul.tabs') as HTMLElement).outerHTML,
        styled: [...wrapper.querySelectorAll('.wc-tab')].map((panel) => panel.getAttribute('style')),
        active: wrapper.querySelectorAll('li.active').length,
        mounted: wrapper.hasAttribute('data-island-mounted'),
      }
      parent.append(wrapper)
      return result
    })
    expect(restored.list.replace(/\s+/g, ' ')).toBe(tabsOf(server).replace(/\s+/g, ' '))
    expect(restored).toMatchObject({ styled: [null, null, null], active: 0 })
  })
})

test.describe('review rating', () => {
  const stars = (page: Page) => page.locator('#respond p.stars a[role="radio"]')
  const group = (page: Page) => page.getByRole('radiogroup', { name: /Your rating/ })

  async function fillReview(page: Page) {
    await page.locator('#comment').fill('A good belt.')
    await page.locator('#author').fill('Ines')
    await page.locator('#email').fill('ines@example.com')
  }

  test("WooCommerce's five stars as a radio group; the select hidden; a click checks", async ({ page }) => {
    await open(page, `${PAGE}#reviews`)
    await expect(page.locator('select#rating')).toBeHidden()
    await expect(group(page)).toBeVisible()
    await expect(stars(page)).toHaveCount(5)
    await expect(page.getByRole('radio', { name: '3 of 5 stars' })).toHaveAttribute('aria-checked', 'false')
    await expectNoAxeViolations(page)
    await page.locator('#respond p.stars a.star-4').click()
    await expect(page.locator('select#rating')).toHaveValue('4')
    await expect(page.locator('#respond p.stars')).toHaveClass(/\bselected\b/)
    await expect(page.locator('#respond p.stars a.active')).toHaveClass(/star-4/)
    await expect(page.getByRole('radio', { name: '4 of 5 stars' })).toHaveAttribute('aria-checked', 'true')
    await expect(page.getByRole('radio', { name: '4 of 5 stars' })).toBeFocused()
    expect(new URL(page.url()).hash).toBe('#reviews')
    await expectNoAxeViolations(page)
  })

  test('keyboard: one tab stop, arrows move and check, wrapping', async ({ page }) => {
    await open(page, `${PAGE}#reviews`)
    await tabTo(page, '#respond p.stars a')
    await expect(stars(page).first()).toBeFocused()
    await page.keyboard.press('Space')
    await expect(page.locator('select#rating')).toHaveValue('1')
    await page.keyboard.press('ArrowRight')
    await page.keyboard.press('ArrowRight')
    await expect(page.locator('select#rating')).toHaveValue('3')
    await expect(stars(page).nth(2)).toBeFocused()
    await page.keyboard.press('ArrowUp')
    await expect(page.locator('select#rating')).toHaveValue('2')
    await page.keyboard.press('ArrowLeft')
    await page.keyboard.press('ArrowLeft')
    await expect(page.locator('select#rating')).toHaveValue('5')
    // Tab leaves the group for the next field; Shift+Tab comes back to the checked star.
    await page.keyboard.press('Tab')
    await expect(page.locator('#comment')).toBeFocused()
    await page.keyboard.press('Shift+Tab')
    await expect(stars(page).nth(4)).toBeFocused()
  })

  test('a rated review posts rating, comment and the rest to wp-comments-post.php', async ({ page }) => {
    await open(page, `${PAGE}#reviews`)
    await page.locator('#respond p.stars a.star-5').click()
    await fillReview(page)
    await page.locator('#submit').click()
    await expect(page).toHaveURL(/single-product-tabs\.html\?unapproved=1#comments$/)
    const session = (await (await page.request.get('/wp-json/shop-islands/v1/session')).json()) as {
      last_submission: { url: string; fields: Record<string, string> }
    }
    expect(session.last_submission.url).toBe('/wp-comments-post.php')
    expect(session.last_submission.fields).toMatchObject({ rating: '5', comment: 'A good belt.', author: 'Ines', comment_post_ID: '16' })
  })

  test('without a rating the review is stopped and the page says why, at the stars, which take the focus', async ({ page }) => {
    const posts: string[] = []
    await page.route('**/wp-comments-post.php', (route) => {
      posts.push(route.request().postData() ?? '')
      return route.continue()
    })
    await open(page, `${PAGE}#reviews`)
    await fillReview(page)
    page.on('dialog', (dialog) => {
      throw new Error(`a dialog opened: ${dialog.message()}`)
    })
    await page.locator('#submit').click()
    const message = page.locator('#respond .comment-form-rating-error')
    await expect(message).toHaveText('Please select a rating')
    await expect(message).toBeVisible()
    await expect(group(page)).toHaveAttribute('aria-invalid', 'true')
    await expect(group(page)).toHaveAccessibleDescription('Please select a rating')
    await expect(stars(page).first()).toBeFocused()
    await expectNoAxeViolations(page)
    expect(posts).toHaveLength(0)
    await page.keyboard.press('ArrowRight')
    await expect(message).toBeHidden()
    await expect(group(page)).not.toHaveAttribute('aria-invalid')
    await page.locator('#submit').click()
    await expect(page).toHaveURL(/\?unapproved=1#comments$/)
    expect(posts).toHaveLength(1)
    expect(posts[0]).toContain('rating=2')
  })

  test("with the comment form's own checks (wp-comment-form): one message at a time, in the form's order", async ({ page }) => {
    await open(page, `${PAGE}#reviews`)
    await expect(page.locator('#commentform[data-island-mounted]')).toHaveCount(1)
    await expect(page.locator('#commentform')).not.toHaveAttribute('novalidate')
    // Nothing filled: the rating comes first in the form, so its message first, and no other.
    await page.locator('#submit').click()
    await expect(page.locator('.comment-form-rating-error')).toBeVisible()
    await expect(stars(page).first()).toBeFocused()
    // Rated, the browser names the empty review next.
    await page.locator('#respond p.stars a.star-3').click()
    await page.locator('#submit').click()
    await expect(page.locator('#comment')).toBeFocused()
    expect(await page.locator('#comment').evaluate((el) => (el as HTMLTextAreaElement).validationMessage)).not.toBe('')
    await expect(page.locator('.comment-form-rating-error')).toBeHidden()
  })

  test('the cleanup puts the select back and takes the stars away', async ({ page }) => {
    await open(page, `${PAGE}#reviews`)
    await page.locator('#submit').click()
    const after = await page.evaluate(async () => {
      const box = document.querySelector('.comment-form-rating') as HTMLElement
      const form = box.parentElement as HTMLElement
      box.remove()
      await new Promise((resolve) => setTimeout(resolve, 50))
      form.prepend(box)
      const select = box.querySelector('select') as HTMLSelectElement
      return {
        stars: box.querySelectorAll('p.stars').length,
        errors: box.querySelectorAll('.comment-form-rating-error').length,
        style: select.getAttribute('style'),
        required: select.required,
      }
    })
    expect(after).toEqual({ stars: 0, errors: 0, style: null, required: true })
  })

  test("malformed settings: WooCommerce's defaults, each problem reported once", async ({ page, watch }) => {
    watch.expectConsoleErrors()
    await page.route('**/assets/settings/wc-single-product-params.js', (route) =>
      route.fulfill({
        contentType: 'text/javascript',
        body: 'window.wc_single_product_params = { i18n_required_rating_text: 42.5e999, i18n_rating_options: "five", review_rating_required: "sometimes" }',
      }),
    )
    await open(page, `${PAGE}#reviews`)
    await expect(page.getByRole('radio', { name: '2 of 5 stars' })).toHaveCount(1)
    await page.locator('#submit').click()
    await expect(page.locator('.comment-form-rating-error')).toHaveText('Please select a rating')
    const ours = watch.consoleErrors.filter((error) => error.includes('wc-review-rating'))
    expect(ours).toHaveLength(3)
    expect(watch.consoleErrors).toHaveLength(3)
  })
})

test('without JavaScript every panel shows and the review posts with the select', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false })
  const page = await context.newPage()
  await page.goto(`${PAGE}#reviews`)
  await expect(page.locator('.wc-tab:visible')).toHaveCount(3)
  await page.locator('select#rating').selectOption('3')
  await page.locator('#comment').fill('Fine.')
  await page.locator('#author').fill('Ines')
  await page.locator('#email').fill('ines@example.com')
  await page.locator('#submit').click()
  await expect(page).toHaveURL(/\?unapproved=1#comments$/)
  const session = (await (await page.request.get('/wp-json/shop-islands/v1/session')).json()) as {
    last_submission: { fields: Record<string, string> }
  }
  expect(session.last_submission.fields.rating).toBe('3')
  await context.close()
})
