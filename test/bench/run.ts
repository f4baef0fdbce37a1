/**
 * `npm run bench`: builds (via the npm script), serves the demo shop, and measures each fixture page
 * in Chromium, cold cache, several runs: the gzip bytes of the loader and of all JS the page
 * downloads, the time from navigation to each island mounted, and the longest main-thread task
 * from the loader's start to the last island mounted (ARCHITECTURE "Budgets"), with the longest
 * task of the whole load beside it for context (both from Chromium's own trace). Prints a table of medians
 * and writes test/bench/results.json. Then the pages under use: select changes on the large variable
 * products, the 2,000-field options form, and the 200-add-on Product Add-Ons form (issue 4:
 * keystroke bursts, debounce fired → totals updated; 20 quick keystrokes → tax requests). Figures,
 * not assertions: budgets on bytes are asserted by `npm test`; timings are reported here.
 */
import { writeFileSync } from 'node:fs'
import type { AddressInfo } from 'node:net'
import { type Browser, chromium, type Page } from '@playwright/test'
import { createShopServer } from '../../fixtures/server/app.ts'
import { CHROMIUM_ARGS, findChromium } from '../support/chromium.mjs'
import { featureBundle } from '../support/feature-bytes.ts'
import { ownScripts, recordScripts, totalGzip, waitForIslands } from '../support/page-weight.ts'
import { formatSpread } from './stats.ts'
import { taskFigures } from './trace.ts'
import { measureOptionsForm, type OptionsFormFigures } from './options-form.ts'
import { type AddonKeystrokeFigures, type AddonTaxFigures, measureAddonKeystrokes, measureTaxCalls } from './addon-keystrokes.ts'
import { type ChangeFigures, measureVariationChanges } from './variation-changes.ts'
import { measureRepeaterAdds, type RepeaterFigures } from './repeaters.ts'
import { measureFastScroll, measureLoadCls } from './theme-home.ts'

const RUNS = Number(process.env.BENCH_RUNS ?? 7)
const ALL_PAGES = [
  'plain-page.html',
  'shop.html',
  'store-notice-element.html',
  'my-account.html',
  'edit-account.html',
  'simple-product.html',
  'notices.html',
  'checkout.html',
  'checkout-block.html',
  'variable-product.html',
  'variable-30.html',
  'variable-1k.html',
  'variable-10k.html',
  'addons-simple.html',
  'addons-200.html',
  'wcpa-product.html',
  'wcpa-2000.html',
  'wcpa-500.html',
  'richest-product.html',
  'theme-post.html',
  // Page builder (issue 13): the landing page and the media page (video, audio, animations).
  'builder-landing.html',
  'builder-media.html',
  'theme-home.html',
  'theme-blog.html',
]
/** `BENCH_PAGES=a.html,b.html` measures only those pages (and skips the interaction rows of others). */
const ONLY = process.env.BENCH_PAGES?.split(',').map((name) => name.trim()).filter(Boolean)
const selected = (file: string) => !ONLY || ONLY.includes(file)
const PAGES = ALL_PAGES.filter(selected)

/** Variable products with inline data: select change → form updated (ARCHITECTURE "Budgets"). */
const VARIATION_PAGES = ['variable-30.html', 'variable-1k.html', 'variable-10k.html'].filter(selected)
const CHANGES = Number(process.env.BENCH_CHANGES ?? 60)
const THEME_PAGES = ['theme-home.html', 'theme-blog.html'].filter(selected)

/** Runs `measure` on `url` loaded in a fresh browser context, its islands mounted. */
async function onFreshPage<T>(browser: Browser, url: string, measure: (page: Page) => Promise<T>): Promise<T> {
  const context = await browser.newContext()
  try {
    const page = await context.newPage()
    await page.goto(url, { waitUntil: 'load' })
    await waitForIslands(page)
    return await measure(page)
  } finally {
    await context.close()
  }
}

const measureOptions = (browser: Browser, url: string): Promise<OptionsFormFigures> =>
  onFreshPage(browser, url, (page) => measureOptionsForm(page, CHANGES))

/** Issue 4: keystroke bursts on the 200-add-on page, then 20 quick keystrokes on a fresh load of it. */
async function measureAddons(browser: Browser, url: string): Promise<{ keystrokes: AddonKeystrokeFigures; tax: AddonTaxFigures }> {
  const keystrokes = await onFreshPage(browser, url, (page) => measureAddonKeystrokes(page, CHANGES))
  // "Engraving 1": a text priced $8.25 (a flat fee).
  const tax = await onFreshPage(browser, url, (page) => measureTaxCalls(page, '#addon-80-0'))
  return { keystrokes, tax }
}

const measureChanges = (browser: Browser, url: string): Promise<ChangeFigures> =>
  onFreshPage(browser, url, async (page) => {
    // The first check runs 100 ms after the form starts.
    await page.waitForFunction(() => document.querySelector('.single_add_to_cart_button.disabled') !== null)
    return measureVariationChanges(page, CHANGES)
  })

interface PageRun {
  loaderGzip: number
  ownJsGzip: number
  allJsGzip: number
  mountedMs: Record<string, number>
  /** The options form's render, first slice to last (`wcpa-form:render`), when the page has one. */
  formRenderMs: number | undefined
  longestTaskMs: number
  longestLoadTaskMs: number
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b)
  const mid = Math.floor(sorted.length / 2)
  return sorted.length % 2
    ? (sorted[mid] as number)
    : ((sorted[mid - 1] as number) + (sorted[mid] as number)) / 2
}

async function measure(browser: Browser, url: string): Promise<PageRun> {
  const context = await browser.newContext()
  const page = await context.newPage()
  const scripts = recordScripts(page)
  await browser.startTracing(page, {
    categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'blink.user_timing'],
  })
  await page.goto(url, { waitUntil: 'load' })
  await waitForIslands(page)
  await page.waitForLoadState('networkidle')
  const trace = await browser.stopTracing()
  const mountedMs = await page.evaluate(() =>
    Object.fromEntries(
      performance
        .getEntriesByType('mark')
        .filter((m) => m.name.startsWith('shop-islands:mounted:'))
        .map((m) => [m.name.replace('shop-islands:mounted:', ''), m.startTime]),
    ),
  )
  const formRenderMs = await page.evaluate(() => {
    const spans = performance.getEntriesByName('wcpa-form:render', 'measure')
    return spans.length > 0 ? Math.max(...spans.map((span) => span.duration)) : undefined
  })
  const transfers = await scripts()
  await context.close()
  const tasks = taskFigures(trace)
  return {
    loaderGzip: transfers.find((t) => t.url.includes('/dist/shop-islands.js'))?.gzipBytes ?? 0,
    ownJsGzip: totalGzip(ownScripts(transfers)),
    allJsGzip: totalGzip(transfers),
    mountedMs,
    formRenderMs,
    longestTaskMs: tasks.whileMountingMs,
    longestLoadTaskMs: tasks.wholeLoadMs,
  }
}

async function main() {
  const executablePath = findChromium()
  if (!executablePath) throw new Error('Chromium is missing: run `node scripts/ensure.mjs chromium`.')
  const server = createShopServer()
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  const browser = await chromium.launch({ executablePath, args: CHROMIUM_ARGS })
  const results: Record<string, unknown> = {}
  const changes: Record<string, ChangeFigures> = {}
  let options: OptionsFormFigures | undefined
  let addons: { keystrokes: AddonKeystrokeFigures; tax: AddonTaxFigures } | undefined
  let repeats: RepeaterFigures | undefined
  const theme: Record<string, { median: number; max: number }> = {}
  const rows: string[][] = []
  try {
    for (const file of PAGES) {
      await measure(browser, `${origin}/pages/${file}`) // warm-up: server, disk and JIT
      const runs: PageRun[] = []
      for (let i = 0; i < RUNS; i++) runs.push(await measure(browser, `${origin}/pages/${file}`))
      const tags = [...new Set(runs.flatMap((r) => Object.keys(r.mountedMs)))].sort()
      const mounted = Object.fromEntries(
        tags.map((tag) => [tag, median(runs.map((r) => r.mountedMs[tag] ?? Number.NaN))]),
      )
      const summary = {
        runs: RUNS,
        loaderGzipBytes: median(runs.map((r) => r.loaderGzip)),
        ownJsGzipBytes: median(runs.map((r) => r.ownJsGzip)),
        allJsGzipBytes: median(runs.map((r) => r.allJsGzip)),
        mountedMsMedian: mounted,
        longestTaskMsMedian: median(runs.map((r) => r.longestTaskMs)),
        longestTaskMsMax: Math.max(...runs.map((r) => r.longestTaskMs)),
        longestLoadTaskMsMedian: median(runs.map((r) => r.longestLoadTaskMs)),
        ...(runs.some((r) => r.formRenderMs !== undefined) && {
          optionsFormRenderMsMedian: median(runs.map((r) => r.formRenderMs ?? Number.NaN)),
        }),
      }
      results[file] = summary
      rows.push([
        file,
        String(summary.loaderGzipBytes),
        String(summary.ownJsGzipBytes),
        String(summary.allJsGzipBytes),
        tags.map((t) => `${t} ${mounted[t]?.toFixed(0)}`).join(', ') || '-',
        `${summary.longestTaskMsMedian.toFixed(1)} (max ${summary.longestTaskMsMax.toFixed(1)})`,
        summary.longestLoadTaskMsMedian.toFixed(1),
      ])
    }
    for (const file of VARIATION_PAGES) changes[file] = await measureChanges(browser, `${origin}/pages/${file}`)
    if (selected('wcpa-2000.html')) options = await measureOptions(browser, `${origin}/pages/wcpa-2000.html`)
    if (selected('addons-200.html')) addons = await measureAddons(browser, `${origin}/pages/addons-200.html`)
    if (selected('wcpa-500.html')) repeats = await onFreshPage(browser, `${origin}/pages/wcpa-500.html`, (page) => measureRepeaterAdds(page, CHANGES))
    // Issue 12: CLS while the theme pages load; the longest task during a fast scroll of the one-page home.
    for (const file of THEME_PAGES) {
      const cls: number[] = []
      for (let i = 0; i < RUNS; i++) cls.push(await measureLoadCls(browser, `${origin}/pages/${file}`))
      theme[`${file} CLS while loading`] = { median: median(cls), max: Math.max(...cls) }
    }
    if (selected('theme-home.html')) {
      const tasks: number[] = []
      for (let i = 0; i < RUNS; i++) tasks.push(await measureFastScroll(browser, `${origin}/pages/theme-home.html`))
      theme['theme-home.html longest task during a fast scroll, ms'] = { median: median(tasks), max: Math.max(...tasks) }
    }
  } finally {
    await browser.close()
    server.close()
  }
  const header = [
    'page',
    'loader gz B',
    'our JS gz B',
    'all JS gz B',
    'mounted at (ms, median)',
    'longest task mounting ms',
    'longest task whole load ms',
  ]
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] ?? '').length)))
  const line = (cells: string[]) => cells.map((c, i) => c.padEnd(widths[i] ?? 0)).join(' | ')
  console.log(`\nshop-islands bench: ${RUNS} cold loads per page (medians), Chromium ${browser.version()}\n`)
  console.log(line(header))
  console.log(widths.map((w) => '-'.repeat(w)).join('-|-'))
  for (const row of rows) console.log(line(row))
  for (const [file, summary] of Object.entries(results)) {
    const render = (summary as { optionsFormRenderMsMedian?: number }).optionsFormRenderMsMedian
    if (render !== undefined) console.log(`${file}: options form rendered, first slice to last, ${render.toFixed(1)} ms (median)`)
  }
  console.log(`\nSelect change → variation_id, button and price updated (${CHANGES} changes after 10 warm-up, ms):`)
  for (const [file, f] of Object.entries(changes)) {
    const fmt = formatSpread
    console.log(`${file}: handled ${fmt(f.handledMs)}; to next frame ${fmt(f.nextFrameMs)}; ${f.matches} matches`)
  }
  if (options) {
    const o = options
    console.log(
      `\nwcpa-2000.html (2,000-field options form), debounce fired → settled: ${formatSpread(o.settledMs)} ms; to next frame ${formatSpread(o.nextFrameMs)} ms; ${o.cascades} cascades; conditions evaluated per change ${formatSpread(o.evaluated)} of ${o.conditional}`,
    )
  }
  if (repeats) {
    console.log(
      `\nwcpa-500.html (500-field options form), add a copy → rendered: ${formatSpread(repeats.renderedMs)} ms; to next frame ${formatSpread(repeats.nextFrameMs)} ms; ${repeats.adds} adds, ${repeats.fields} fields on the page`,
    )
  }
  if (addons) {
    const { keystrokes: k, tax: t } = addons
    console.log(
      `\naddons-200.html (200 add-ons), debounce fired → totals updated (budget p95 ≤ 16): ${formatSpread(k.updatedMs)} ms; to next frame ${formatSpread(k.nextFrameMs)} ms; ` +
        `${k.bursts} bursts (${k.keystrokes} keys), ${k.priced} of ${k.bursts + k.changes} steps moved the subtotal as expected; ` +
        `MutationObserver after the measure ${formatSpread(k.observerLagMs)} ms; checkbox/select change → totals ${formatSpread(k.changeMs)} ms (${k.changes})`,
    )
    console.log(
      `addons-200.html, ${t.keystrokes} keystrokes 40–60 ms apart → ${t.taxRequests} wc_product_addons_calculate_tax request(s) (budget 1); ` +
        `shown "${t.shown}"${t.shown === t.expected ? ', its answer' : `, NOT its answer "${t.expected}"`}`,
    )
  }
  for (const [name, figure] of Object.entries(theme)) console.log(`${name}: ${figure.median.toFixed(4)} (median; max ${figure.max.toFixed(4)})`)
  // Features on their own (bundled alone, as shipped): the issue budgets that are not per page.
  const features = {
    'order attribution (tracker + element)': (
      await featureBundle({
        start: 'elements/wc-order-attribution-inputs/tracker.ts',
        define: 'elements/wc-order-attribution-inputs/index.ts',
      })
    ).gzipBytes,
    'link and journey trackers': (await featureBundle({ start: 'behaviours/site-analytics/index.ts' })).gzipBytes,
  }
  console.log('')
  for (const [name, bytes] of Object.entries(features)) console.log(`${name}: ${bytes} B gzip`)
  const output = {
    date: new Date().toISOString(),
    chromium: browser.version(),
    pages: results,
    variationChanges: changes,
    optionsForm: options,
    repeaterAdds: repeats,
    addonKeystrokes: addons?.keystrokes,
    addonTaxCalls: addons?.tax,
    featureGzipBytes: features,
    theme,
  }
  writeFileSync(new URL('./results.json', import.meta.url), `${JSON.stringify(output, null, 2)}\n`)
  console.log('\nJSON: test/bench/results.json')
  console.log(JSON.stringify(output))
}

main().catch((error) => {
  console.error(error)
  process.exit(1)
})
