/**
 * The options form (system B) under use, on wcpa-2000.html (2,000 fields, 20 sections; every 100th
 * field a select that fans out, chains of fields each shown when the one before it is filled): a
 * seeded random walk of changes, timed in the page.
 *
 *  - `settled`: from the 100 ms debounce firing to conditions, checks and the total settled and on
 *    the page. `<wcpa-form>` records that span itself as the `wcpa-form:update` performance measure
 *    (its update runs synchronously, the render included, so the span ends with the page updated);
 *  - `nextFrame`: from the same start to the next animation frame having run (style, layout, paint),
 *    which adds the wait for vsync;
 *  - `evaluated`: the conditions the update evaluated (the measure's detail), against the form's
 *    conditional fields: it must follow the dependency graph, not the form's size.
 *
 * Each step types into a visible chain or fan field (a clear now and then, which hides the rest of
 * its chain) or picks another value in a hub select (which shows or hides its fan), and checks that
 * the field behind it followed. The budget: settled p95 ≤ 16 ms.
 */
import type { Page } from '@playwright/test'
import { type Spread, spread } from './stats.ts'

export interface OptionsFormFigures {
  interactions: number
  settledMs: Spread
  nextFrameMs: Spread
  /** Conditions each update evaluated (the dependency graph's share), out of `conditional`. */
  evaluated: Spread
  conditional: number
  /** Steps that changed what is shown (a field or more appeared or went). */
  cascades: number
}

interface Sample {
  settled: number
  nextFrame: number
  cascaded: boolean
  evaluated: number
  conditional: number
}

export async function measureOptionsForm(page: Page, interactions: number, warmUp = 10): Promise<OptionsFormFigures> {
  if (interactions < 50) throw new Error('the options form benchmark times at least 50 interactions, as its budget is a p95 of them')
  // The bench runs through tsx, whose transform names inner functions with a `__name` helper that
  // the page does not have.
  await page.evaluate('window.__name = window.__name || ((fn) => fn)')
  // Mounted: every slice on the page and the mount announced (its `wcpa_fields_updated` carries no
  // update measure; on the slower React build it could otherwise land in the first step).
  await page.waitForFunction(
    () => document.querySelector('.wcpa_form_outer[data-island-mounted], wcpa-form[data-island-mounted]') !== null,
    undefined,
    { timeout: 60_000 },
  )
  await page.waitForFunction(() => document.querySelectorAll('.wcpa_form [data-field]').length > 100)
  const samples = await page.evaluate(
    async ({ count, warm }) => {
      const form = document.querySelector('.wcpa_form')
      if (!form) throw new Error('no options form on the page')
      let state = 0x1f2e3d4c
      const random = () => {
        state ^= state << 13
        state ^= state >>> 17
        state ^= state << 5
        return (state >>> 0) / 0x100000000
      }
      const nextFrame = () => new Promise<number>((resolve) => requestAnimationFrame(() => setTimeout(() => resolve(performance.now()), 0)))
      const updated = () =>
        new Promise<void>((resolve, reject) => {
          const timer = setTimeout(() => reject(new Error('the form did not update within 2 s')), 2000)
          // Raised on the form's container, bubbling to the document.
          document.addEventListener(
            'wcpa_fields_updated',
            () => {
              clearTimeout(timer)
              // The update's measure is recorded right after the event, in the same task.
              queueMicrotask(resolve)
            },
            { once: true },
          )
        })
      const fieldCount = () => form.querySelectorAll('[data-field]').length
      const results: { settled: number; nextFrame: number; cascaded: boolean; evaluated: number; conditional: number }[] = []
      for (let step = 0; step < count + warm; step++) {
        const hubs = Array.from(form.querySelectorAll<HTMLSelectElement>('select'))
        const texts = Array.from(form.querySelectorAll<HTMLInputElement>('input[type="text"]'))
        const before = fieldCount()
        const done = updated()
        if (random() < 0.25 && hubs.length > 0) {
          const hub = hubs[Math.floor(random() * hubs.length)] as HTMLSelectElement
          const values = ['a', 'b', 'c'].filter((value) => value !== hub.value)
          hub.value = values[Math.floor(random() * values.length)] as string
          hub.dispatchEvent(new Event('change', { bubbles: true }))
        } else {
          const input = texts[Math.floor(random() * texts.length)] as HTMLInputElement
          // Mostly typing; now and then a clear, which hides the rest of the chain.
          input.value = random() < 0.2 ? '' : `${input.value}x`.slice(-18)
          input.dispatchEvent(new Event('input', { bubbles: true }))
        }
        await done
        const entries = performance.getEntriesByName('wcpa-form:update', 'measure')
        const entry = entries[entries.length - 1]
        if (!entry) throw new Error('no wcpa-form:update measure')
        const frame = (await nextFrame()) - entry.startTime
        const after = fieldCount()
        const detail = (entry as PerformanceMeasure).detail as { evaluated: number; conditional: number }
        if (step >= warm) {
          results.push({
            settled: entry.duration,
            nextFrame: frame,
            cascaded: after !== before,
            evaluated: detail.evaluated,
            conditional: detail.conditional,
          })
        }
        performance.clearMeasures('wcpa-form:update')
      }
      return results
    },
    { count: interactions, warm: warmUp },
  )
  return summarise(samples)
}

function summarise(samples: Sample[]): OptionsFormFigures {
  return {
    interactions: samples.length,
    settledMs: spread(samples.map((sample) => sample.settled)),
    nextFrameMs: spread(samples.map((sample) => sample.nextFrame)),
    cascades: samples.filter((sample) => sample.cascaded).length,
    evaluated: spread(samples.map((sample) => sample.evaluated)),
    conditional: samples[0]?.conditional ?? 0,
  }
}
