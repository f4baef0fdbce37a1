/**
 * Variable product forms under use: a seeded random walk over the selects (each step picks a select
 * and one of the values it offers at that moment, sometimes the placeholder), timing each step in
 * the page with performance.now():
 *  - `handled`: from dispatching the select's change to the handler's return, by when
 *    `variation_id`, the button classes and the price text are updated (they are checked after
 *    every step: a wrong state fails the bench);
 *  - `nextFrame`: from the same start to the next animation frame having run (style, layout,
 *    paint), which adds the wait for vsync.
 * The budgets: p95 ≤ 16 ms at 1,000 variations, ≤ 50 ms at 10,000.
 */
import type { Page } from '@playwright/test'
import { type Spread, spread } from './stats.ts'

export interface ChangeFigures {
  interactions: number
  handledMs: Spread
  nextFrameMs: Spread
  matches: number
}

interface Sample {
  handled: number
  nextFrame: number
  matched: boolean
}

export async function measureVariationChanges(page: Page, interactions: number, warmUp = 10): Promise<ChangeFigures> {
  // The bench runs through tsx, whose transform names inner functions with a `__name` helper that
  // the page does not have.
  await page.evaluate('window.__name = window.__name || ((fn) => fn)')
  const samples = await page.evaluate(
    async ({ count, warm }) => {
      const form = document.querySelector<HTMLFormElement>('form.variations_form')
      if (!form) throw new Error('no variation form on the page')
      const selects = Array.from(form.querySelectorAll<HTMLSelectElement>('.variations select'))
      const variationId = form.querySelector<HTMLInputElement>('input[name=variation_id]')
      const button = form.querySelector('.single_add_to_cart_button')
      if (!variationId || !button) throw new Error('the form lacks variation_id or its button')
      let state = 0x2545f491
      const random = () => {
        state ^= state << 13
        state ^= state >>> 17
        state ^= state << 5
        return (state >>> 0) / 0x100000000
      }
      const nextFrame = () => new Promise<number>((resolve) => requestAnimationFrame(() => setTimeout(() => resolve(performance.now()), 0)))
      const results: { handled: number; nextFrame: number; matched: boolean }[] = []
      for (let step = 0; step < count + warm; step++) {
        const select = selects[Math.floor(random() * selects.length)] as HTMLSelectElement
        const offered = Array.from(select.options).filter((option) => !option.disabled && option.value !== select.value)
        // Mostly a value, now and then the placeholder (as shoppers do), so the walk keeps moving.
        const values = offered.map((option) => option.value)
        const pick = values.filter((value) => value !== '')
        const value =
          pick.length > 0 && random() > 0.15
            ? (pick[Math.floor(random() * pick.length)] as string)
            : values.includes('')
              ? ''
              : (pick[0] ?? '')
        const start = performance.now()
        select.value = value
        select.dispatchEvent(new Event('change', { bubbles: true }))
        const handled = performance.now() - start
        const complete = selects.every((s) => s.value !== '')
        const matched = variationId.value !== ''
        if (!complete && matched) throw new Error('variation_id set while the choice is incomplete')
        if (matched && button.classList.contains('wc-variation-selection-needed')) throw new Error('button not updated on a match')
        if (!matched && !button.classList.contains('disabled')) throw new Error('button enabled without a match')
        if (matched && !form.querySelector('.woocommerce-variation-price')) throw new Error('price not rendered on a match')
        const frame = (await nextFrame()) - start
        if (step >= warm) results.push({ handled, nextFrame: frame, matched })
      }
      return results
    },
    { count: interactions, warm: warmUp },
  )
  return summarise(samples)
}

function summarise(samples: Sample[]): ChangeFigures {
  return {
    interactions: samples.length,
    handledMs: spread(samples.map((s) => s.handled)),
    nextFrameMs: spread(samples.map((s) => s.nextFrame)),
    matches: samples.filter((s) => s.matched).length,
  }
}
