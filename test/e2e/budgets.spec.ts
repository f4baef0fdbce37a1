import { ownScripts, recordScripts, totalGzip, waitForIslands } from '../support/page-weight.ts'
import { expect, test } from './fixtures.ts'

/**
 * ARCHITECTURE "Budgets": byte budgets are deterministic, so they are asserted here, measured from
 * what the browser downloaded. (Timings are measured by `npm run bench`, never asserted.)
 */
const KB = 1024

test('the loader is at most 5 KB gzip', async ({ page }) => {
  const scripts = recordScripts(page)
  await page.goto('/pages/plain-page.html')
  await waitForIslands(page)
  const loader = ownScripts(await scripts()).find((s) => s.url.endsWith('/dist/shop-islands.js'))
  expect(loader?.gzipBytes).toBeLessThanOrEqual(5 * KB)
})

test('a page with no island downloads at most 15 KB gzip of our JS', async ({ page }) => {
  const scripts = recordScripts(page)
  await page.goto('/pages/plain-page.html')
  await waitForIslands(page)
  await page.waitForLoadState('networkidle')
  expect(totalGzip(ownScripts(await scripts()))).toBeLessThanOrEqual(15 * KB)
})

test('site chrome (store notice, password toggle, notices) stays within the 15 KB no-React budget', async ({
  page,
}) => {
  const scripts = recordScripts(page)
  await page.goto('/pages/my-account.html')
  await waitForIslands(page)
  await page.goto('/pages/notices.html')
  await waitForIslands(page)
  await page.goto('/pages/shop.html')
  await waitForIslands(page)
  const ours = ownScripts(await scripts())
  const unique = new Map(ours.map((s) => [new URL(s.url).pathname.replace(/^.*\/dist\//, ''), s]))
  expect(totalGzip([...unique.values()])).toBeLessThanOrEqual(15 * KB)
})
