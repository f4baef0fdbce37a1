import { ownScripts, REACT_CHUNK, recordScripts, waitForIslands } from '../support/page-weight.ts'
import { buildFolder, expect, test } from './fixtures.ts'

/** Chunks of elements (loaded only where their element is) and of React. */
const ELEMENT_CHUNK = /chunks\/(chrome|wc-|shop-|react)/

test('a page with no island downloads the loader and the always-on behaviours only: no element, no React', async ({ page }) => {
  const scripts = recordScripts(page)
  await page.goto('/pages/plain-page.html')
  await waitForIslands(page)
  await page.waitForLoadState('networkidle')
  const ours = ownScripts(await scripts()).map((s) => new URL(s.url).pathname)
  expect(ours[0]).toBe(`/dist/${buildFolder()}shop-islands.js`)
  expect(ours.filter((p) => p.includes('/chunks/always-on-'))).toHaveLength(1)
  expect(ours.filter((p) => ELEMENT_CHUNK.test(p))).toEqual([])
  expect((await scripts()).map((s) => s.url).join(' ')).not.toMatch(REACT_CHUNK)
})

test('an element chunk loads only on the page that has the element', async ({ page }) => {
  const scripts = recordScripts(page)
  await page.goto('/pages/store-notice-element.html')
  await waitForIslands(page)
  const ours = ownScripts(await scripts()).map((s) => new URL(s.url).pathname)
  // The small React-free elements share one chunk (see vite.config.ts); the trust seal has its own.
  expect(ours.some((p) => /chunks\/chrome-/.test(p))).toBe(true)
  expect(ours.some((p) => /chunks\/shop-trust-seal-/.test(p))).toBe(false)
  expect(ours.join(' ')).not.toMatch(REACT_CHUNK)
})

test('chunks load relative to the loader, from a plugin folder with ?ver=', async ({ page }) => {
  const scripts = recordScripts(page)
  await page.goto('/pages/shop.html')
  await waitForIslands(page)
  const paths = (await scripts()).map((s) => new URL(s.url).pathname)
  expect(paths).toContain(`/wp-content/plugins/shop-islands/dist/${buildFolder()}shop-islands.js`)
  // Once: a chunk importing the loader by its plain URL would load and run a second copy of it.
  expect(paths.filter((p) => p.endsWith('/shop-islands.js'))).toHaveLength(1)
  expect(paths.some((p) => p.startsWith(`/wp-content/plugins/shop-islands/dist/${buildFolder()}chunks/chrome-`))).toBe(true)
  await expect(page.locator('.woocommerce-store-notice')).toBeVisible()
})

test('an element inserted after load is upgraded when it appears', async ({ page }) => {
  const scripts = recordScripts(page)
  await page.goto('/pages/plain-page.html')
  await waitForIslands(page)
  const before = ownScripts(await scripts()).map((s) => new URL(s.url).pathname)
  expect(before.some((p) => p.includes('/chunks/chrome-'))).toBe(false)
  await page.evaluate(() => {
    const host = document.createElement('wc-store-notice')
    host.innerHTML =
      '<p class="woocommerce-store-notice" role="complementary" aria-label="Store notice" data-notice-id="late1" style="display:none">Late notice <a role="button" class="woocommerce-store-notice__dismiss-link">Dismiss</a></p>'
    document.body.append(host)
  })
  await expect(page.locator('wc-store-notice')).toHaveAttribute('data-island-mounted', '')
  await expect(page.locator('.woocommerce-store-notice')).toBeVisible()
})

test('adopt mode picks up plugin markup inserted later (a quick view)', async ({ page }) => {
  await page.goto('/pages/plain-page.html')
  await waitForIslands(page)
  await page.evaluate(() => {
    const wrapper = document.createElement('div')
    wrapper.className = 'woocommerce'
    wrapper.innerHTML = '<form><label for="late-password">Password</label><input type="password" id="late-password" name="password"></form>'
    document.querySelector('main')?.append(wrapper)
  })
  await expect(page.locator('#late-password + button.show-password-input')).toHaveAttribute('aria-label', 'Show password')
})

test('a tag another script already defined gives one console line, not an exception', async ({ page, watch }) => {
  await page.addInitScript(() => {
    customElements.define('wc-store-notice', class extends HTMLElement {})
  })
  await page.goto('/pages/store-notice-element.html')
  await waitForIslands(page)
  const lines = watch.consoleWarnings.filter((w) => w.includes('<wc-store-notice> is already defined'))
  expect(lines).toHaveLength(1)
})
