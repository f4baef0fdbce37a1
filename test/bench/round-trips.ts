/**
 * Sequential round trips before each island is ready. Every request for our bundle (the loader and
 * its chunks, under /dist/ or the plugin's /wp-content/plugins/shop-islands/dist/) is answered a
 * fixed time late, much longer than anything the page itself spends: requests made together finish
 * together, requests found one after another add up. A request's depth is 1 if nothing of ours had
 * been answered when it was asked, else one more than the deepest request answered by then; an
 * island's round trips are the deepest request answered before its `shop-islands:mounted:<tag>`
 * mark. Beside it, the same on the clock: the time from navigation to the mark divided by the delay,
 * rounded down, which a busy machine or a page's own work (parsing megabytes of inline data)
 * stretches; the depth does not move with them.
 *
 * Beside it, the time to ready on a slow mobile profile (Chromium's network emulation: 400 ms round
 * trip, 1.6 Mbps down, 750 kbps up, for every request of the page).
 *
 * Run alone: `node --import tsx test/bench/round-trips.ts [page.html …]` (every fixture page with
 * an island without arguments; the bundle in dist/ must be built). Options in the environment:
 * `ROUND_TRIP_DELAY_MS` (1000), `ROUND_TRIP_SLOW_RUNS` (runs of the slow profile, 0 to skip it;
 * 5), `ROUND_TRIP_SLOW_PAGES` (the pages of the slow profile, comma-separated), `ROUND_TRIP_ROOT`
 * (another project root to serve, with its own dist/ and fixtures/: a saved build to compare with),
 * `ROUND_TRIP_JSON` (a file to write the figures to), `ROUND_TRIP_REQUESTS=1` (print each page's
 * requests for our bundle with their depth and when each was asked).
 */
import { readdirSync, writeFileSync } from 'node:fs'
import type { AddressInfo } from 'node:net'
import { fileURLToPath } from 'node:url'
import { type APIResponse, type Browser, chromium, type Page } from '@playwright/test'
import { createShopServer } from '../../fixtures/server/app.ts'
import { CHROMIUM_ARGS, findChromium } from '../support/chromium.mjs'
import { waitForIslands } from '../support/page-weight.ts'

/** Our bundle's requests, either way the pages load it. */
export const OUR_BUNDLE = /^\/(wp-content\/plugins\/shop-islands\/)?dist\//

export const DEFAULT_DELAY_MS = 1000

/** The pages of the slow profile: the options form, the variation form and the add-ons totals. */
export const SLOW_PROFILE_PAGES = ['wcpa-product.html', 'variable-product.html', 'addons-simple.html']

/** Chromium's "slow 4G"-like profile of the budget: 400 ms round trip, 1.6 Mbps down. */
export const SLOW_PROFILE = { offline: false, latency: 400, downloadThroughput: 1_600_000 / 8, uploadThroughput: 750_000 / 8 }

/** A request for our bundle, in ms after navigation. */
export interface BundleRequest {
  path: string
  askedMs: number
  /** When its (late) answer was handed to the page; undefined if never. */
  answeredMs?: number
  /**
   * Its place in the chain: 1 if nothing of ours had been answered when it was asked, else one more
   * than the deepest request answered by then (it may have been found in that answer).
   */
  depth: number
}

export interface RoundTripFigures {
  /** Per island tag: ms from navigation to its mounted mark. */
  mountedMs: Record<string, number>
  /**
   * Per island tag: the deepest request answered before it was ready: the sequential round trips of
   * our bundle it waited for. Read from the order of requests and answers, not from the clock, so
   * a busy machine (or a page that parses megabytes of HTML before it asks for the loader) does not
   * stretch it.
   */
  roundTrips: Record<string, number>
  /** Per island tag: floor(mounted / delay), the same counted on the clock from navigation. */
  roundTripsFromNavigation: Record<string, number>
  requests: BundleRequest[]
}

const readMounted = (page: Page) =>
  page.evaluate(() =>
    Object.fromEntries(
      performance
        .getEntriesByType('mark')
        .filter((mark) => mark.name.startsWith('shop-islands:mounted:'))
        .map((mark) => [mark.name.slice('shop-islands:mounted:'.length), mark.startTime]),
    ),
  )

/** No new mounted mark for this long: every island that was going to mount has (a big form mounts in slices). */
const QUIET_MS = 1000

/** Loads `url` in a fresh context and waits until its islands have mounted and the network is quiet. */
async function loadAndRead(page: Page, url: string): Promise<Record<string, number>> {
  await page.goto(url, { waitUntil: 'load', timeout: 120_000 })
  await waitForIslands(page)
  await page.waitForLoadState('networkidle', { timeout: 120_000 })
  let mounted = await readMounted(page)
  for (let quiet = 0; quiet < QUIET_MS;) {
    await page.waitForTimeout(100)
    const now = await readMounted(page)
    quiet = JSON.stringify(now) === JSON.stringify(mounted) ? quiet + 100 : 0
    mounted = now
  }
  return mounted
}

/** One cold load of `url` with every request for our bundle answered `delayMs` late. */
export async function measureRoundTrips(browser: Browser, url: string, delayMs = DEFAULT_DELAY_MS): Promise<RoundTripFigures> {
  const context = await browser.newContext()
  try {
    const page = await context.newPage()
    const requests: BundleRequest[] = []
    let navigationStart = 0
    // Routing turns Chromium's cache off, so a stylesheet linked twice would be fetched twice; a
    // page's second request for a URL gets the first one's answer, as the memory cache gives it.
    const answers = new Map<string, Promise<APIResponse>>()
    await page.route(
      (requestUrl) => OUR_BUNDLE.test(requestUrl.pathname),
      async (route) => {
        const url = route.request().url()
        let answer = answers.get(url)
        if (!answer) {
          const askedMs = Date.now() - navigationStart
          const answered = requests.filter((each) => each.answeredMs !== undefined && each.answeredMs <= askedMs)
          const request: BundleRequest = {
            path: new URL(url).pathname,
            askedMs,
            depth: 1 + Math.max(0, ...answered.map((each) => each.depth)),
          }
          requests.push(request)
          answer = new Promise((resolve) => setTimeout(resolve, delayMs))
            .then(() => route.fetch())
            .finally(() => (request.answeredMs = Date.now() - navigationStart))
          answers.set(url, answer)
        }
        await route.fulfill({ response: await answer }).catch(() => {})
      },
    )
    navigationStart = Date.now()
    const mountedMs = await loadAndRead(page, url)
    // The marks are on the page's clock (from its time origin), the requests on ours (from goto).
    const offsetMs = (await page.evaluate(() => performance.timeOrigin)) - navigationStart
    const perTag = (count: (ms: number) => number) => Object.fromEntries(Object.entries(mountedMs).map(([tag, ms]) => [tag, count(ms)]))
    const answeredBy = (ms: number) => requests.filter((each) => each.answeredMs !== undefined && each.answeredMs <= ms + offsetMs)
    const roundTrips = perTag((ms) => Math.max(0, ...answeredBy(ms).map((each) => each.depth)))
    return { mountedMs, roundTrips, roundTripsFromNavigation: perTag((ms) => Math.floor(ms / delayMs)), requests }
  } finally {
    await context.close()
  }
}

/** One cold load of `url` on the slow profile: ms from navigation to each island's mounted mark. */
export async function measureSlowProfile(browser: Browser, url: string): Promise<Record<string, number>> {
  const context = await browser.newContext()
  try {
    const page = await context.newPage()
    const cdp = await context.newCDPSession(page)
    await cdp.send('Network.enable')
    await cdp.send('Network.emulateNetworkConditions', SLOW_PROFILE)
    return await loadAndRead(page, url)
  } finally {
    await context.close()
  }
}

/** The fixture pages, by file name (the demo shop serves them under /pages/). */
export const fixturePages = (): string[] =>
  readdirSync(fileURLToPath(new URL('../../fixtures/pages/', import.meta.url)))
    .filter((file) => file.endsWith('.html'))
    .sort()

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b)
  const mid = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? (sorted[mid] as number) : ((sorted[mid - 1] as number) + (sorted[mid] as number)) / 2
}

export interface RoundTripBench {
  delayMs: number
  /** Pages with at least one island. */
  pages: Record<string, RoundTripFigures>
  /** Per page of the slow profile, per island: median ms to mounted, and the runs. */
  slow: Record<string, Record<string, { medianMs: number; runs: number[] }>>
}

export async function benchRoundTrips(
  browser: Browser,
  pageUrl: (file: string) => string,
  options: { pages?: string[]; delayMs?: number; slowRuns?: number; slowPages?: string[] } = {},
): Promise<RoundTripBench> {
  const delayMs = options.delayMs ?? DEFAULT_DELAY_MS
  const pages: Record<string, RoundTripFigures> = {}
  for (const file of options.pages ?? fixturePages()) {
    const figures = await measureRoundTrips(browser, pageUrl(file), delayMs)
    if (Object.keys(figures.mountedMs).length > 0) pages[file] = figures
  }
  const slow: RoundTripBench['slow'] = {}
  for (const file of options.slowPages ?? SLOW_PROFILE_PAGES) {
    const runs: Record<string, number>[] = []
    for (let i = 0; i < (options.slowRuns ?? 5); i++) runs.push(await measureSlowProfile(browser, pageUrl(file)))
    const tags = [...new Set(runs.flatMap((run) => Object.keys(run)))].sort()
    if (tags.length === 0) continue
    slow[file] = Object.fromEntries(
      tags.map((tag) => {
        const values = runs.map((run) => run[tag] ?? Number.NaN)
        return [tag, { medianMs: median(values), runs: values }]
      }),
    )
  }
  return { delayMs, pages, slow }
}

export function printRoundTrips(bench: RoundTripBench): void {
  console.log(
    `\nRound trips of our bundle before each island is ready (every request for it answered ${bench.delayMs} ms late; the deepest request answered before the island was ready; on the clock from navigation beside it; budget 3):\n`,
  )
  for (const [file, figures] of Object.entries(bench.pages)) {
    const islands = Object.keys(figures.roundTrips)
      .sort()
      .map((tag) => `${tag} ${figures.roundTrips[tag]} (${figures.mountedMs[tag]?.toFixed(0)} ms)`)
      .join(', ')
    const worst = Math.max(...Object.values(figures.roundTrips))
    const fromNavigation = Math.max(...Object.values(figures.roundTripsFromNavigation))
    console.log(`${file}: ${worst}${worst > 3 ? ' OVER BUDGET' : ''} (from navigation ${fromNavigation}); ${islands}`)
  }
  if (Object.keys(bench.slow).length === 0) return
  console.log('\nTime to ready on the slow profile (400 ms RTT, 1.6 Mbps down; ms to mounted, median of the runs):\n')
  for (const [file, islands] of Object.entries(bench.slow)) {
    const cells = Object.entries(islands).map(
      ([tag, { medianMs, runs }]) => `${tag} ${medianMs.toFixed(0)} (runs ${runs.map((ms) => ms.toFixed(0)).join(', ')})`,
    )
    console.log(`${file}: ${cells.join('; ')}`)
  }
}

async function main() {
  const executablePath = findChromium()
  if (!executablePath) throw new Error('Chromium is missing: run `node scripts/ensure.mjs chromium`.')
  const files = process.argv.slice(2)
  const server = createShopServer(process.env.ROUND_TRIP_ROOT ? { root: process.env.ROUND_TRIP_ROOT } : {})
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  const browser = await chromium.launch({ executablePath, args: CHROMIUM_ARGS })
  try {
    const bench = await benchRoundTrips(browser, (file) => `${origin}/pages/${file}`, {
      pages: files.length > 0 ? files : undefined,
      delayMs: Number(process.env.ROUND_TRIP_DELAY_MS ?? DEFAULT_DELAY_MS),
      slowRuns: Number(process.env.ROUND_TRIP_SLOW_RUNS ?? 5),
      slowPages: process.env.ROUND_TRIP_SLOW_PAGES?.split(',')
        .map((name) => name.trim())
        .filter(Boolean),
    })
    printRoundTrips(bench)
    if (process.env.ROUND_TRIP_JSON) writeFileSync(process.env.ROUND_TRIP_JSON, `${JSON.stringify(bench, null, 2)}\n`)
    if (process.env.ROUND_TRIP_REQUESTS) {
      for (const [file, figures] of Object.entries(bench.pages)) {
        console.log(`\n${file} requests (depth, ms asked after navigation, path):`)
        for (const request of figures.requests) console.log(`  ${request.depth} ${request.askedMs} ${request.path}`)
      }
    }
  } finally {
    await browser.close()
    server.close()
  }
}

if (process.argv[1] !== undefined && fileURLToPath(import.meta.url) === process.argv[1]) {
  main().catch((error) => {
    console.error(error)
    process.exit(1)
  })
}
