/**
 * The theme's and the page builder's figures (issues 12, 13): the layout shift (CLS,
 * PerformanceObserver `layout-shift`, shifts after input excluded) while a page loads, or through
 * the load, a wheel scroll to the bottom and the animations it starts (counters, progress bars);
 * and the longest main-thread task while a page is scrolled fast (mouse wheel, 40 steps of 400 px,
 * top to bottom and back), from Chromium's trace: its wall time, the most CPU time one task took,
 * and both again for the same page without our script (the floor on this machine).
 */
import type { Browser } from '@playwright/test'
import { waitForIslands } from '../support/page-weight.ts'
import { taskFigures } from './trace.ts'
import { watchLayoutShifts } from '../support/layout-shift.ts'

export async function measureLoadCls(browser: Browser, url: string, options: { scrollThrough?: boolean } = {}): Promise<number> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } })
  try {
    const page = await context.newPage()
    const shifts = await watchLayoutShifts(page)
    await page.goto(url, { waitUntil: 'load' })
    await waitForIslands(page)
    await page.waitForLoadState('networkidle')
    if (options.scrollThrough) {
      await page.mouse.move(640, 400)
      const height = await page.evaluate(() => document.documentElement.scrollHeight)
      for (let y = 0; y < height; y += 600) {
        await page.mouse.wheel(0, 600)
        await page.waitForTimeout(16)
      }
      // Counters run up to 3 s, progress bars 1 s, once in view.
      await page.waitForTimeout(3000)
    }
    await page.waitForTimeout(500)
    return await shifts()
  } finally {
    await context.close()
  }
}

export interface FastScrollFigures {
  /** The longest main-thread task, wall time. */
  longestTaskMs: number
  /** The most main-thread CPU time one task took (see TaskFigures.wholeLoadCpuMs). */
  busiestTaskCpuMs: number
}

/**
 * With `withoutOurScript`, the loader's request is refused: the same page, stylesheets and images
 * with the server's markup only, so the figure is the machine's and the browser's floor for this
 * scroll, beside which ours is read.
 */
export async function measureFastScroll(
  browser: Browser,
  url: string,
  options: { withoutOurScript?: boolean } = {},
): Promise<FastScrollFigures> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } })
  try {
    const page = await context.newPage()
    if (options.withoutOurScript) await page.route(/\/shop-islands\.js(\?|$)/, (route) => route.abort())
    await page.goto(url, { waitUntil: 'load' })
    if (!options.withoutOurScript) await waitForIslands(page)
    await page.waitForLoadState('networkidle')
    await page.mouse.move(640, 500)
    await browser.startTracing(page, { categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline'] })
    for (const direction of [1, -1]) {
      for (let step = 0; step < 20; step++) await page.mouse.wheel(0, 400 * direction)
    }
    await page.waitForTimeout(300)
    const figures = taskFigures(await browser.stopTracing())
    return { longestTaskMs: figures.wholeLoadMs, busiestTaskCpuMs: figures.wholeLoadCpuMs }
  } finally {
    await context.close()
  }
}
