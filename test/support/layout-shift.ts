import type { Page } from '@playwright/test'

type Shift = PerformanceEntry & {
  value: number
  hadRecentInput: boolean
  sources?: { node?: Node | null; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }[]
}

interface ShiftWindow {
  __shopIslandsShifts: number
  __shopIslandsShiftLog: string[]
}

/**
 * The page's layout shift (the CLS sum of `layout-shift` entries not caused by input), for tests and
 * the bench. From `'load'` (before navigating: an init script, buffered entries included) or from
 * `'now'` (a page already loaded: what moves from here on). Returns the reader of the sum so far;
 * `layoutShiftLog(page)` says what moved, for the failure message of a test.
 */
export async function watchLayoutShifts(page: Page, from: 'load' | 'now' = 'load'): Promise<() => Promise<number>> {
  const observe = (buffered: boolean) => {
    const win = window as unknown as ShiftWindow
    win.__shopIslandsShifts = 0
    win.__shopIslandsShiftLog = []
    const describe = (node: Node | null | undefined) => {
      if (!(node instanceof Element)) return node ? node.nodeName : '(gone)'
      return `${node.localName}${node.id ? `#${node.id}` : ''}${[...node.classList].map((name) => `.${name}`).join('')}`
    }
    const rect = (r: DOMRectReadOnly) => `${Math.round(r.x)},${Math.round(r.y)} ${Math.round(r.width)}x${Math.round(r.height)}`
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as Shift[]) {
        if (entry.hadRecentInput) continue
        win.__shopIslandsShifts += entry.value
        const moved = (entry.sources ?? []).map((s) => `${describe(s.node)} ${rect(s.previousRect)} -> ${rect(s.currentRect)}`)
        win.__shopIslandsShiftLog.push(`${entry.value.toFixed(4)} at ${Math.round(entry.startTime)} ms: ${moved.join('; ')}`)
      }
    }).observe({ type: 'layout-shift', buffered })
  }
  if (from === 'load') await page.addInitScript(observe, true)
  else await page.evaluate(observe, false)
  return () => page.evaluate(() => (window as unknown as ShiftWindow).__shopIslandsShifts)
}

/** What moved since `watchLayoutShifts`: one line per shift (value, time, each source's rectangles). */
export function layoutShiftLog(page: Page): Promise<string> {
  return page.evaluate(() => ((window as unknown as Partial<ShiftWindow>).__shopIslandsShiftLog ?? []).join('\n'))
}
