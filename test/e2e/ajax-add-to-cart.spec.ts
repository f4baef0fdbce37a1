import type { Page } from '@playwright/test'
import { waitForIslands } from '../support/page-weight.ts'
import { expect, expectNoAxeViolations, test, withJQuery } from './fixtures.ts'

/**
 * WooCommerce 10.5.2's ajax add to cart (add-to-cart.js) and cart fragments (cart-fragments.js) on
 * fixtures/pages/shop-add-to-cart.html: a listing of simple products' ajax buttons, a variable
 * product's Select options, an out-of-stock Read more, and the cart widget.
 */

const PAGE = '/pages/shop-add-to-cart.html'
const BEANIE = 'a.ajax_add_to_cart[data-product_id="15"]'
const BELT = 'a.ajax_add_to_cart[data-product_id="16"]'
const TOTE = 'a.ajax_add_to_cart[data-product_id="21"]'
const MINI_CART = '.widget_shopping_cart_content'
const REGION = '.widget_shopping_cart_live_region'
const EVENTS = [
  'adding_to_cart',
  'added_to_cart',
  'removed_from_cart',
  'wc_cart_button_updated',
  'wc_fragments_loaded',
  'wc_fragments_refreshed',
]

const FRAGMENTS_KEY = 'wc_fragments_5c1f0e3b9d8a7c6b5a4f3e2d1c0b9a87'
const HASH_KEY = 'wc_cart_hash_5c1f0e3b9d8a7c6b5a4f3e2d1c0b9a87'

declare global {
  interface Window {
    __cartEvents?: string[]
  }
}

/** The page, with jQuery when asked (as WordPress prints it, before the settings). */
async function open(page: Page, { jquery = false } = {}): Promise<void> {
  if (jquery) await withJQuery(page, PAGE, '/assets/settings/woocommerce-params.js')
  const refreshed = page.waitForResponse((response) => response.url().includes('wc-ajax=get_refreshed_fragments'))
  await page.goto(PAGE)
  await waitForIslands(page)
  // A first visit has nothing stored: the fragments are asked for (by the chunk the mini cart
  // starts, after the presses' delegation), then kept with their hash.
  await refreshed
  await expect.poll(() => page.evaluate((key) => sessionStorage.getItem(key), HASH_KEY)).not.toBeNull()
}

/** Records the cart events on document.body: through jQuery when it is there, else as DOM events. */
async function recordEvents(page: Page): Promise<void> {
  await page.evaluate((names) => {
    window.__cartEvents = []
    const describe = (value: unknown): string => {
      if (value === null || value === undefined) return String(value)
      if (value instanceof Element)
        return `element:${value.className.split(' ').includes('remove_from_cart_button') ? 'remove' : (value.getAttribute('data-product_id') ?? value.localName)}`
      const first = (value as { jquery?: string; 0?: unknown }).jquery ? (value as { 0?: unknown })[0] : undefined
      if (first instanceof Element) return `jquery:${first.getAttribute('data-product_id') ?? first.localName}`
      if (typeof value === 'object') return `object:${Object.keys(value).sort().join(',')}`
      return typeof value === 'string' ? (/^[0-9a-f]{32}$/.test(value) ? 'hash' : value) : typeof value
    }
    const jq = (window as unknown as { jQuery?: (target: unknown) => { on(name: string, fn: (...args: unknown[]) => void): void } }).jQuery
    for (const name of names) {
      if (jq)
        jq(document.body).on(name, (_event: unknown, ...args: unknown[]) =>
          window.__cartEvents?.push([name, ...args.map(describe)].join(' ')),
        )
      else
        document.body.addEventListener(name, (event) =>
          window.__cartEvents?.push([name, ...((event as CustomEvent).detail ?? []).map(describe)].join(' ')),
        )
    }
  }, EVENTS)
}

const events = (page: Page) => page.evaluate(() => window.__cartEvents ?? [])

const cart = async (page: Page) =>
  (await (await page.request.get('/cart?format=json')).json()) as {
    count: number
    items: { product_id: number; quantity: number; key: string }[]
  }

test.describe('ajax add to cart', () => {
  test('adds without leaving the page: loading, added, the View cart link, the mini cart and the live region', async ({ page }) => {
    await open(page)
    await expect(page.locator('.widget_shopping_cart')).toBeHidden()
    await recordEvents(page)
    await page.locator(BEANIE).click()
    await expect(page.locator(BEANIE)).toHaveClass(/\badded\b/)
    await expect(page.locator(BEANIE)).not.toHaveClass(/\bloading\b/)
    await expect(page.locator(BEANIE)).not.toHaveAttribute('aria-disabled')
    expect(page.url()).toMatch(/shop-add-to-cart\.html$/)
    const link = page.locator(`${BEANIE} + a.added_to_cart.wc-forward`)
    await expect(link).toHaveText('View cart')
    await expect(link).toHaveAttribute('href', '/cart')
    await expect(link).toHaveAttribute('title', 'View cart')
    await expect(page.locator(`${MINI_CART} .woocommerce-mini-cart-item`)).toHaveText(/Beanie/)
    await expect(page.locator('.site-header .cart-contents-count')).toHaveText('1')
    await expect(page.locator(REGION)).toHaveText('“Beanie” has been added to your cart')
    await expect(page.locator(REGION)).toHaveAttribute('role', 'status')
    // The widget marked "hide if empty" shows once something is added.
    await expect(page.locator('.widget_shopping_cart')).toBeVisible()
    await expect
      .poll(() => events(page))
      .toEqual([
        'adding_to_cart element:15 object:product_id,product_sku,quantity,success_message',
        // As with add-to-cart.js, whose added_to_cart handler is bound first and raises these inside it.
        'wc_cart_button_updated element:15',
        'wc_fragments_loaded',
        'added_to_cart object:div.widget_shopping_cart_content,span.cart-contents-count hash element:15',
      ])
    expect((await cart(page)).items).toEqual([expect.objectContaining({ product_id: 15, quantity: 1 })])
    // A second add: one link still, the quantity the button names (data-quantity="2" on the belt).
    await page.locator(BEANIE).click()
    await expect(page.locator(`${MINI_CART} .quantity`)).toHaveText(/^2 ×/)
    await expect(page.locator('a.added_to_cart')).toHaveCount(1)
    await page.locator(BELT).click()
    await expect(page.locator('.site-header .cart-contents-count')).toHaveText('4')
    await expectNoAxeViolations(page)
  })

  test('raises the events through jQuery with the button jQuery-wrapped, once each', async ({ page }) => {
    await open(page, { jquery: true })
    await recordEvents(page)
    await page.locator(BEANIE).click()
    await expect(page.locator(BEANIE)).toHaveClass(/\badded\b/)
    await expect
      .poll(() => events(page))
      .toEqual([
        'adding_to_cart jquery:15 object:product_id,product_sku,quantity,success_message',
        // As with add-to-cart.js, whose added_to_cart handler is bound first and raises these inside it.
        'wc_cart_button_updated jquery:15',
        'wc_fragments_loaded',
        'added_to_cart object:div.widget_shopping_cart_content,span.cart-contents-count hash jquery:15',
      ])
  })

  test('posts what other scripts put in jQuery’s data store, and stops when a should_send_ajax_request handler says no', async ({
    page,
  }) => {
    await open(page, { jquery: true })
    const posted = page.waitForRequest((request) => request.url().includes('wc-ajax=add_to_cart'))
    await page.evaluate(() => {
      const jq = (window as unknown as { jQuery: (target: unknown) => { data(key: string, value: unknown): void } }).jQuery
      jq(document.querySelector('a[data-product_id="15"]')).data('gift_note', 'for Ada')
    })
    await page.locator(BEANIE).click()
    const body = new URLSearchParams((await posted).postData() ?? '')
    expect(Object.fromEntries(body)).toEqual({
      quantity: '1',
      product_id: '15',
      product_sku: 'woo-beanie',
      success_message: '“Beanie” has been added to your cart',
      gift_note: 'for Ada',
    })
    await expect(page.locator(BEANIE)).toHaveClass(/\badded\b/)
    await page.evaluate(() => {
      const jq = (window as unknown as { jQuery: (target: unknown) => { on(name: string, fn: () => boolean): void } }).jQuery
      jq(document.body).on('should_send_ajax_request.adding_to_cart', () => false)
    })
    let sent = false
    page.on('request', (request) => {
      if (request.url().includes('wc-ajax=add_to_cart')) sent = true
    })
    await page.locator(BELT).click()
    await expect(page.locator(BELT)).not.toHaveClass(/\bloading\b/)
    await expect(page.locator(`${BELT} + a.added_to_cart`)).toHaveCount(0)
    expect(sent).toBe(false)
    expect(page.url()).toMatch(/shop-add-to-cart\.html$/)
  })

  test('leaves the other links alone: Select options and Read more go to the product page', async ({ page }) => {
    await open(page)
    await page.locator('a.product_type_variable').click()
    await expect(page).toHaveURL(/variable-product\.html$/)
    await page.goBack()
    await waitForIslands(page)
    await page.locator('a[data-product_id="22"]').click()
    await expect(page).toHaveURL(/simple-product\.html$/)
    expect((await cart(page)).count).toBe(0)
  })

  test('a refused add sends the shopper to the product page, where the notice says why', async ({ page }) => {
    await open(page)
    await page.locator(TOTE).click()
    await expect(page.locator(TOTE)).toHaveClass(/\badded\b/)
    await page.locator(TOTE).click()
    await expect(page).toHaveURL(/simple-product\.html$/)
    await expect(page.locator('.woocommerce-error')).toContainText('You cannot add another “Tote bag” to your cart.')
    expect((await cart(page)).count).toBe(1)
  })

  test('sends the shopper to the cart when the shop redirects after an add', async ({ page }) => {
    await page.route('**/assets/settings/wc-add-to-cart-params.js', (route) =>
      route.fulfill({
        contentType: 'text/javascript',
        body: "window.wc_add_to_cart_params = { wc_ajax_url: '/?wc-ajax=%%endpoint%%', i18n_view_cart: 'View cart', cart_url: '/cart', is_cart: '', cart_redirect_after_add: 'yes' }",
      }),
    )
    await open(page)
    await page.locator(BEANIE).click()
    await expect(page).toHaveURL(/\/cart$/)
    expect((await cart(page)).count).toBe(1)
  })

  test('on the cart page (is_cart) no View cart link is added', async ({ page }) => {
    await page.route('**/assets/settings/wc-add-to-cart-params.js', (route) =>
      route.fulfill({
        contentType: 'text/javascript',
        body: "window.wc_add_to_cart_params = { wc_ajax_url: '/?wc-ajax=%%endpoint%%', i18n_view_cart: 'View cart', cart_url: '/cart', is_cart: '1', cart_redirect_after_add: 'no' }",
      }),
    )
    await open(page)
    await page.locator(BEANIE).click()
    await expect(page.locator(BEANIE)).toHaveClass(/\badded\b/)
    await expect(page.locator('a.added_to_cart')).toHaveCount(0)
  })

  test('a slow answer keeps the button loading and aria-disabled, and a second press meanwhile adds nothing', async ({ page }) => {
    await open(page)
    await page.context().addCookies([
      { name: 'si_fault', value: 'slow', domain: 'localhost', path: '/' },
      { name: 'si_delay', value: '1500', domain: 'localhost', path: '/' },
    ])
    await page.locator(BEANIE).click()
    await expect(page.locator(BEANIE)).toHaveClass(/\bloading\b/)
    await expect(page.locator(BEANIE)).toHaveAttribute('aria-disabled', 'true')
    // Forced: Playwright itself waits for an aria-disabled element to be enabled before it clicks.
    await page.locator(BEANIE).click({ force: true })
    await page.locator(BEANIE).dblclick({ force: true })
    await expect(page.locator(BEANIE)).toHaveClass(/\bloading\b/)
    await expect(page.locator(BEANIE)).toHaveClass(/\badded\b/, { timeout: 10_000 })
    await expect(page.locator(BEANIE)).not.toHaveAttribute('aria-disabled')
    await page.context().clearCookies({ name: 'si_fault' })
    expect((await cart(page)).items).toEqual([expect.objectContaining({ product_id: 15, quantity: 1 })])
  })

  for (const fault of ['500', 'badjson', 'drop'] as const) {
    test(`a failing endpoint (${fault}) follows the button’s own link: the add without JavaScript`, async ({ page, watch }) => {
      watch.expectConsoleErrors()
      await open(page)
      await page.context().addCookies([{ name: 'si_fault', value: fault, domain: 'localhost', path: '/' }])
      await page.locator(BEANIE).click()
      await expect(page.locator('.woocommerce-message')).toContainText('“Beanie” has been added to your cart.')
      await expect(page).toHaveURL(/shop-add-to-cart\.html$/)
      expect((await cart(page)).items).toEqual([expect.objectContaining({ product_id: 15, quantity: 1 })])
      expect(watch.consoleErrors.join('\n')).toMatch(/<wc-add-to-cart> .*the link is followed instead/)
    })
  }

  test('Enter and Space press the button from the keyboard, and the focus stays on it', async ({ page }) => {
    await open(page)
    await page.locator(BEANIE).focus()
    await page.keyboard.press('Enter')
    await expect(page.locator(BEANIE)).toHaveClass(/\badded\b/)
    await expect(page.locator(BEANIE)).toBeFocused()
    await page.locator(BELT).focus()
    await page.keyboard.press('Space')
    await expect(page.locator(BELT)).toHaveClass(/\badded\b/)
    await expect(page.locator(BELT)).toBeFocused()
    expect(page.url()).toMatch(/shop-add-to-cart\.html$/)
    expect((await cart(page)).count).toBe(3)
  })

  test('removes a line from the mini cart in place, says so, and keeps the focus in the cart', async ({ page }) => {
    await open(page)
    await page.locator(BEANIE).click()
    await page.locator(BELT).click()
    await expect(page.locator(`${MINI_CART} .woocommerce-mini-cart-item`)).toHaveCount(2)
    await recordEvents(page)
    const remove = page.locator(`${MINI_CART} .remove_from_cart_button`).first()
    await remove.focus()
    await page.keyboard.press('Space')
    await expect(page.locator(`${MINI_CART} .woocommerce-mini-cart-item`)).toHaveCount(1)
    await expect(page.locator(`${MINI_CART} .woocommerce-mini-cart-item`)).toHaveText(/Belt/)
    await expect(page.locator(REGION)).toHaveText('“Beanie” has been removed from your cart')
    await expect(page.locator(`${MINI_CART} .remove_from_cart_button`)).toBeFocused()
    await expect
      .poll(() => events(page))
      .toEqual([
        // Raised inside add-to-cart.js's removed_from_cart handler, bound before the recorder.
        'wc_fragments_loaded',
        'removed_from_cart object:div.widget_shopping_cart_content,span.cart-contents-count hash element:remove',
      ])
    await page.locator(`${MINI_CART} .remove_from_cart_button`).click()
    await expect(page.locator(`${MINI_CART} .woocommerce-mini-cart__empty-message`)).toHaveText('No products in the cart.')
    expect((await cart(page)).count).toBe(0)
    await expectNoAxeViolations(page)
  })

  test('a remove link whose line is gone follows its own link', async ({ page, watch }) => {
    watch.expectConsoleErrors()
    await open(page)
    await page.locator(BEANIE).click()
    await expect(page.locator(`${MINI_CART} .woocommerce-mini-cart-item`)).toHaveCount(1)
    // The line goes in another tab.
    const key = (await cart(page)).items[0]?.key ?? ''
    await page.request.post('/?wc-ajax=remove_from_cart', { form: { cart_item_key: key } })
    await page.locator(`${MINI_CART} .remove_from_cart_button`).click()
    await expect(page).toHaveURL(/\/cart$/)
    await expect(page.locator('.cart-empty')).toHaveCount(1)
  })
})

test.describe('cart fragments', () => {
  test('a second page load puts the stored fragments back without asking the server', async ({ page }) => {
    await open(page)
    await page.locator(BEANIE).click()
    await expect(page.locator(`${MINI_CART} .woocommerce-mini-cart-item`)).toHaveCount(1)
    const stored = await page.evaluate(
      ({ fragments, hash }) => [
        sessionStorage.getItem(fragments),
        sessionStorage.getItem(hash),
        localStorage.getItem(hash),
        sessionStorage.getItem('wc_cart_created'),
      ],
      { fragments: FRAGMENTS_KEY, hash: HASH_KEY },
    )
    expect(JSON.parse(stored[0] ?? '{}')).toHaveProperty(['div.widget_shopping_cart_content'])
    expect(stored[1]).toMatch(/^[0-9a-f]{32}$/)
    expect(stored[2]).toBe(stored[1])
    expect(Number(stored[3])).toBeGreaterThan(0)
    // Marked, so that the page shows whether the stored copy was put in place.
    await page.evaluate((key) => {
      const fragments = JSON.parse(sessionStorage.getItem(key) ?? '{}') as Record<string, string>
      fragments['span.cart-contents-count'] = '<span class="cart-contents-count">from storage</span>'
      sessionStorage.setItem(key, JSON.stringify(fragments))
    }, FRAGMENTS_KEY)
    const asked: string[] = []
    page.on('request', (request) => {
      if (request.url().includes('get_refreshed_fragments')) asked.push(request.url())
    })
    await page.reload()
    await waitForIslands(page)
    await expect(page.locator('.site-header .cart-contents-count')).toHaveText('from storage')
    expect(asked).toEqual([])
  })

  test('refreshes when the cart hash cookie changed (the cart changed elsewhere)', async ({ page }) => {
    await open(page)
    await page.locator(BEANIE).click()
    await expect(page.locator(`${MINI_CART} .woocommerce-mini-cart-item`)).toHaveCount(1)
    // Another page (here, the server directly) adds a belt: the cookie's hash is no longer the stored one.
    await page.request.post('/?wc-ajax=add_to_cart', { form: { product_id: '16', quantity: '1' } })
    await page.evaluate((key) => sessionStorage.setItem(key, sessionStorage.getItem(key)?.replace('Beanie', 'Stale') ?? ''), FRAGMENTS_KEY)
    const refreshed = page.waitForResponse((response) => response.url().includes('get_refreshed_fragments'))
    await page.reload()
    await refreshed
    await expect(page.locator(`${MINI_CART} .woocommerce-mini-cart-item`)).toHaveCount(2)
    await expect(page.locator(MINI_CART)).not.toContainText('Stale')
  })

  test('refreshes when another tab changes the cart (a storage event)', async ({ page, context }) => {
    await open(page)
    const other = await context.newPage()
    await open(other)
    const refreshed = page.waitForResponse((response) => response.url().includes('get_refreshed_fragments'))
    await other.locator(BELT).click()
    await expect(other.locator(`${MINI_CART} .woocommerce-mini-cart-item`)).toHaveCount(1)
    await refreshed
    await expect(page.locator(`${MINI_CART} .woocommerce-mini-cart-item`)).toHaveText(/Belt/)
    await expect(page.locator('.site-header .cart-contents-count')).toHaveText('2')
  })

  test('wc_fragment_refresh from another script asks the server again, raising wc_fragments_refreshed', async ({ page }) => {
    await open(page, { jquery: true })
    await recordEvents(page)
    await page.request.post('/?wc-ajax=add_to_cart', { form: { product_id: '17', quantity: '1' } })
    await page.evaluate(() =>
      (window as unknown as { jQuery: (target: unknown) => { trigger(name: string): void } })
        .jQuery(document.body)
        .trigger('wc_fragment_refresh'),
    )
    await expect(page.locator(`${MINI_CART} .woocommerce-mini-cart-item`)).toHaveText(/Cap/)
    await expect.poll(() => events(page)).toEqual(['wc_fragments_refreshed'])
  })

  test('a failing refresh leaves the server’s mini cart in place', async ({ page, watch }) => {
    watch.expectConsoleErrors()
    await page.context().addCookies([{ name: 'si_fault', value: '500', domain: 'localhost', path: '/' }])
    await page.goto(PAGE)
    await waitForIslands(page)
    await expect(page.locator(`${MINI_CART} .woocommerce-mini-cart__empty-message`)).toHaveText('No products in the cart.')
    await expect.poll(() => watch.consoleErrors.join('\n')).toMatch(/cart fragments could not be refreshed/)
  })
})
