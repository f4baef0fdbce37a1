import type { Page } from '@playwright/test'

type Shift = PerformanceEntry & { value: number; hadRecentInput: boolean }

/**
 * The page's layout shift (the CLS sum of `layout-shift` entries not caused by input), for tests and
 * the bench. From `'load'` (before navigating: an init script, buffered entries included) or from
 * `'now'` (a page already loaded: what moves from here on). Returns the reader of the sum so far.
 */
export async function watchLayoutShifts(page: Page, from: 'load' | 'now' = 'load'): Promise<() => Promise<number>> {
  const observe = (buffered: boolean) => {
    const win = window as unknown as { __shopIslandsShifts: number }
    win.__shopIslandsShifts = 0
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as Shift[]) if (!entry.hadRecentInput) win.__shopIslandsShifts += entry.value
    }).observe({ type: 'layout-shift', buffered })
  }
  if (from === 'load') await page.addInitScript(observe, true)
  else await page.evaluate(observe, false)
  return () => page.evaluate(() => (window as unknown as { __shopIslandsShifts: number }).__shopIslandsShifts)
}
