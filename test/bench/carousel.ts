/**
 * Issue 14's carousel figure on builder-gallery.html: from a press on the first carousel's Next
 * arrow (`click()`, which also stops its automatic play for good) to the next animation frame having
 * run (style, layout, paint), over `count` moves after `warm` warm-up moves, each after the previous
 * move's animation has ended. Budget: p95 ≤ 16 ms (a bench row, never asserted).
 */
import type { Page } from '@playwright/test'
import { type Spread, spread } from './stats.ts'

export async function measureCarouselSlideChange(page: Page, count = 30, warm = 5): Promise<Spread> {
  // The bench runs through tsx, whose transform names inner functions with a `__name` helper that the page lacks.
  await page.evaluate('window.__name = window.__name || ((fn) => fn)')
  const samples = await page.evaluate(
    async ({ count, warm }) => {
      const next = document.querySelector<HTMLElement>('#carousel-c1a2b3c .elementor-swiper-button-next')
      if (!next) throw new Error('no carousel arrow on the page')
      const nextFrame = () => new Promise<number>((resolve) => requestAnimationFrame(() => setTimeout(() => resolve(performance.now()), 0)))
      const results: number[] = []
      for (let step = 0; step < count + warm; step++) {
        const start = performance.now()
        next.click()
        const frame = (await nextFrame()) - start
        if (step >= warm) results.push(frame)
        // The move's animation (500 ms) and the loop's jump back onto the real slides.
        await new Promise((resolve) => setTimeout(resolve, 600))
      }
      return results
    },
    { count, warm },
  )
  return spread(samples)
}
