/**
 * Adding a copy to a repeated field of the 500-field options form (wcpa-500.html): each
 * step clicks the field's Add control and reads the `wcpa-form:repeat` measure `<wcpa-form>` records
 * from the click to the copy on the page (the add runs synchronously, render included), then the
 * next frame; then removes the copy again so every add meets the same form.
 */
import type { Page } from '@playwright/test'
import { type Spread, spread } from './stats.ts'

export interface RepeaterFigures {
  adds: number
  /** Click on Add → the copy rendered (the element's measure). */
  renderedMs: Spread
  /** The same start → the next animation frame run. */
  nextFrameMs: Spread
  /** Fields on the page, the copy included. */
  fields: number
}

export async function measureRepeaterAdds(page: Page, adds: number, warmUp = 5): Promise<RepeaterFigures> {
  await page.evaluate('window.__name = window.__name || ((fn) => fn)')
  await page.waitForSelector('[data-repeater-add="field:rep"]')
  const samples = await page.evaluate(
    async ({ count, warm }) => {
      const nextFrame = () => new Promise<number>((resolve) => requestAnimationFrame(() => setTimeout(() => resolve(performance.now()), 0)))
      const out: { rendered: number; nextFrame: number; fields: number }[] = []
      for (let step = 0; step < count + warm; step++) {
        const add = document.querySelector<HTMLButtonElement>('[data-repeater-add="field:rep"]')
        if (!add) throw new Error('no Add control')
        const start = performance.now()
        add.click()
        const frame = await nextFrame()
        const measure = performance.getEntriesByName('wcpa-form:repeat', 'measure').at(-1)
        const copy = document.querySelector('[data-field^="rep_cl_"]')
        if (!measure || !copy) throw new Error('the copy did not render')
        if (step >= warm)
          out.push({
            rendered: measure.duration,
            nextFrame: frame - start,
            fields: document.querySelectorAll('.wcpa_form [data-field]').length,
          })
        copy.querySelector<HTMLButtonElement>('.wcpa_rep_field_remove button')?.click()
        await nextFrame()
      }
      return out
    },
    { count: adds, warm: warmUp },
  )
  return {
    adds: samples.length,
    renderedMs: spread(samples.map((s) => s.rendered)),
    nextFrameMs: spread(samples.map((s) => s.nextFrame)),
    fields: samples.at(-1)?.fields ?? 0,
  }
}
