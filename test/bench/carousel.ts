/**
 * Slide changes → next frame: from a press (`click()`) to the next animation frame having run
 * (style, layout, paint), over `count` moves after `warm` warm-up moves, each after the previous
 * move's animation has ended. Budget: p95 ≤ 16 ms (bench rows, never asserted).
 *  - the page builder's carousel on builder-gallery.html: the first carousel's Next arrow (which
 *    also stops its automatic play for good);
 *  - the product gallery on single-product.html: its thumbnails, each in turn.
 */
import type { Page } from '@playwright/test'
import { type Spread, spread } from './stats.ts'

/** Presses the `step`-th of the controls matching `selector` (cycling through them) and times the next frame. */
async function measurePresses(page: Page, selector: string, settleMs: number, count: number, warm: number): Promise<Spread> {
  // The bench runs through tsx, whose transform names inner functions with a `__name` helper that the page lacks.
  await page.evaluate('window.__name = window.__name || ((fn) => fn)')
  const samples = await page.evaluate(
    async ({ selector, settleMs, count, warm }) => {
      const controls = [...document.querySelectorAll<HTMLElement>(selector)]
      if (controls.length === 0) throw new Error(`nothing to press: ${selector}`)
      const nextFrame = () => new Promise<number>((resolve) => requestAnimationFrame(() => setTimeout(() => resolve(performance.now()), 0)))
      const results: number[] = []
      for (let step = 0; step < count + warm; step++) {
        const control = controls[step % controls.length] as HTMLElement
        const start = performance.now()
        control.click()
        const frame = (await nextFrame()) - start
        if (step >= warm) results.push(frame)
        await new Promise((resolve) => setTimeout(resolve, settleMs))
      }
      return results
    },
    { selector, settleMs, count, warm },
  )
  return spread(samples)
}

export function measureCarouselSlideChange(page: Page, count = 30, warm = 5): Promise<Spread> {
  // The move's animation (500 ms) and the loop's jump back onto the real slides.
  return measurePresses(page, '#carousel-c1a2b3c .elementor-swiper-button-next', 600, count, warm)
}

export async function measureGallerySlideChange(page: Page, count = 50, warm = 5): Promise<Spread> {
  // Thumbnails 1, 2, 3, 4, 1, …: after the first (a warm-up press of the image shown), every press
  // shows another image; the move's animation is 500 ms. The thumbnails are waited for.
  const thumbnails = '.woocommerce-product-gallery .flex-control-thumbs li button'
  await page.locator(thumbnails).first().waitFor()
  return measurePresses(page, thumbnails, 600, count, warm)
}
