import { gzipSync } from 'node:zlib'
import { mkdirSync, writeFileSync, readFileSync, existsSync } from 'node:fs'
import { join } from 'node:path'
import { expect, test, type ConsoleMessage, type Page, type Response } from '@playwright/test'
import { modeOf, PROJECT_ROOT, shopCommand } from './shop.ts'

/**
 * Every page of the shop: the JavaScript it downloads (bytes after gzip -9 of each script body,
 * script count, whether jQuery loads) with the shop's own scripts and with ours, and a quiet console
 * with ours: no uncaught error and no console.error of ours. The shop is offline: its Google Fonts
 * and emoji requests fail, which is the kit's, not ours.
 */
const PAGES: Record<string, string> = {
  home: '/',
  shop: '/shop/',
  'linen-shirt': '/product/linen-shirt/',
  'trail-runner': '/product/ridge-trail-runner/',
  'addons-board': '/product/custom-engraved-cutting-board/',
  'wcpa-trousers': '/product/made-to-measure-linen-trousers/',
  landing: '/landing/',
  'blog-post': '/how-we-choose-our-linen/',
  journal: '/journal/',
  cart: '/cart/',
  checkout: '/checkout/',
}

const TABLE = join(PROJECT_ROOT, 'test-results-shop', 'pages.json')

interface PageWeight {
  scripts: number
  gzipBytes: number
  jquery: boolean
  handlesKeepingJquery: string[]
  errors: string[]
  /** Each script's path (query and origin dropped) and its gzip -9 bytes, heaviest first. */
  files: { path: string; gzipBytes: number }[]
}

/** A cart with one tee, so the cart and checkout pages render as a shopper sees them. */
async function fillCart(page: Page) {
  await page.goto('/product/organic-cotton-tee/')
  // The post reloads the product page: waited for to the end, so that none of its scripts is
  // counted for the first page weighed after it (the 'load' of the page already shown would not wait).
  await Promise.all([
    page.waitForEvent('framenavigated', (frame) => frame === page.mainFrame()),
    page.locator('form.cart .single_add_to_cart_button').click(),
  ])
  await page.waitForLoadState('networkidle')
}

async function weigh(page: Page, path: string): Promise<PageWeight> {
  const bodies: Promise<{ url: string; body: Buffer } | undefined>[] = []
  const errors: string[] = []
  const onResponse = (response: Response) => {
    if (response.request().resourceType() !== 'script' || !response.ok()) return
    const url = response.url()
    bodies.push(
      response.body().then(
        (body) => ({ url, body }),
        () => undefined,
      ),
    )
  }
  const onConsole = (message: ConsoleMessage) => {
    if (message.type() !== 'error') return
    const text = message.text()
    // The offline shop's font and emoji requests.
    if (/^Failed to load resource: net::ERR_(NAME_NOT_RESOLVED|CONNECTION_REFUSED|INTERNET_DISCONNECTED)/.test(text)) return
    errors.push(text)
  }
  const onPageError = (error: Error) => errors.push(`uncaught: ${error.message}`)
  page.on('response', onResponse)
  page.on('console', onConsole)
  page.on('pageerror', onPageError)
  await page.goto(path)
  await page.waitForLoadState('networkidle').catch(() => undefined)
  await page.waitForTimeout(1_500)
  page.off('response', onResponse)
  page.off('console', onConsole)
  page.off('pageerror', onPageError)
  // A script answered twice (a modulepreload, then its import; from the network or the memory
  // cache) is one download: counted once, from whichever answer's body could be read.
  const scripts = [
    ...new Map((await Promise.all(bodies)).filter((script) => script !== undefined).map((script) => [script.url, script])).values(),
  ]
  const files = scripts
    .map(({ url, body }) => ({ path: new URL(url).pathname, gzipBytes: gzipSync(body, { level: 9 }).length }))
    .sort((a, b) => b.gzipBytes - a.gzipBytes)
  const { jquery, printed } = await page.evaluate(() => {
    const tags = [...document.querySelectorAll<HTMLScriptElement>('script[src]')]
    // WordPress prints each handle's tag with the id `<handle>-js`.
    return {
      jquery: tags.some((tag) => /\/jquery(\.min)?\.js/.test(tag.src)),
      printed: tags.map((tag) => tag.id.replace(/-js$/, '')).filter(Boolean),
    }
  })
  const keeping = jquery ? (shopCommand('jquery-users', ...printed).users as string[]) : []
  return {
    scripts: scripts.length,
    gzipBytes: files.reduce((sum, file) => sum + file.gzipBytes, 0),
    jquery,
    handlesKeepingJquery: keeping,
    errors,
    files,
  }
}

test('every page: its JavaScript weight, its scripts and jQuery, and no console error of ours', async ({ page }, testInfo) => {
  test.setTimeout(300_000)
  const mode = modeOf(testInfo)
  await fillCart(page)
  const weights: Record<string, PageWeight> = {}
  for (const [name, path] of Object.entries(PAGES)) weights[name] = await weigh(page, path)
  const table = existsSync(TABLE) ? (JSON.parse(readFileSync(TABLE, 'utf8')) as Record<string, unknown>) : {}
  table[mode] = weights
  mkdirSync(join(PROJECT_ROOT, 'test-results-shop'), { recursive: true })
  writeFileSync(TABLE, JSON.stringify(table, null, 2))
  if (mode === 'islands') {
    const original = table.original as Record<string, PageWeight> | undefined
    const rows = Object.keys(PAGES).map((name) => {
      const before = original?.[name]
      const after = weights[name]!
      const kept = after.jquery ? ` (kept by ${after.handlesKeepingJquery.join(', ') || 'inline code'})` : ''
      return `${name.padEnd(14)} ${String(before?.gzipBytes ?? '?').padStart(7)} B ${String(before?.scripts ?? '?').padStart(3)} scripts jQuery ${before?.jquery ? 'yes' : 'no '}  →  ${String(after.gzipBytes).padStart(7)} B ${String(after.scripts).padStart(3)} scripts jQuery ${after.jquery ? 'yes' : 'no '}${kept}`
    })
    console.log(`JS per page (gzip -9 of each script), the shop's own scripts → with shop-islands:\n${rows.join('\n')}`)
    const ours = Object.entries(weights).flatMap(([name, weight]) =>
      weight.errors.filter((text) => /shop-islands|uncaught/i.test(text)).map((text) => `${name}: ${text}`),
    )
    expect(ours, 'no uncaught error and no console.error of ours').toEqual([])
  }
})
