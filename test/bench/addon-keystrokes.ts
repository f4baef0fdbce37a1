/**
 * The Product Add-Ons form (system A) under typing, on addons-200.html (200 generated add-ons,
 * product 80; a price display suffix with {price_including_tax}, so every new total asks the server
 * for the tax). Timed in the page:
 *
 *  - `updated`: from the 300 ms typing debounce firing to the totals panel's DOM written: the
 *    `pao-addons:update` measure (`<wc-pao-addons>` marks the debounce, `<pao-totals>` measures right
 *    after its synchronous render; src/core/addons/events.ts). The walk checks the span is honest: when the measure
 *    is recorded, the subtotal in the page is already the new one; and a MutationObserver on the panel
 *    reports within `observerLag` after it (a panel drawn in a later task would show up there);
 *  - `nextFrame`: from the same start to the next animation frame having run (style, layout, paint);
 *  - `change`: a checkbox or select change (no debounce) from dispatch to the panel updated.
 *
 * A seeded random walk of bursts: 1–4 keystrokes 40–60 ms apart (under the debounce) into a visible
 * text, textarea, multiplier or custom price field, now and then a clear, and about one step in
 * seven a checkbox or select change. After each step the subtotal must have moved by what that
 * field's price data says (its own cost before and after, computed here from the markup), so a step
 * that changes nothing cannot pass for a measured update; `priced` counts the steps that moved it.
 * Each step also waits for the tax answer of its total before the next begins.
 *
 * `measureTaxCalls`: 20 keystrokes 40–60 ms apart into a priced text field → the server must hear one
 * `wc_product_addons_calculate_tax` request, and the suffix and subtotal shown are that answer's.
 */
import type { Page } from '@playwright/test'
import { TOTALS_UPDATED_MEASURE as UPDATE_MEASURE } from '../../src/core/addons/events.ts'
import { type Spread, spread } from './stats.ts'

export interface AddonKeystrokeFigures {
  /** Typing bursts measured (after the warm-up). */
  bursts: number
  keystrokes: number
  updatedMs: Spread
  nextFrameMs: Spread
  /** MutationObserver callback after the measure's end: small when the measure ends with the DOM written. */
  observerLagMs: Spread
  /** Checkbox and select changes, dispatch → panel updated. */
  changes: number
  changeMs: Spread
  /** Steps (bursts and changes) whose subtotal moved, each by the amount expected. */
  priced: number
  /** Lines in the panel at the end (the panel grows as the walk fills fields). */
  panelLines: number
}

interface Sample {
  kind: 'burst' | 'change'
  keys: number
  updated: number
  nextFrame: number
  observerLag: number
  priced: boolean
}

export async function measureAddonKeystrokes(page: Page, bursts: number, warmUp = 10): Promise<AddonKeystrokeFigures> {
  if (bursts < 60) throw new Error('at least 60 keystroke bursts')
  // The bench runs through tsx, whose transform names inner functions with a `__name` helper that
  // the page does not have.
  await page.evaluate('window.__name = window.__name || ((fn) => fn)')
  const result = await page.evaluate(
    async ({ count, warm, measureName }) => {
      const form = document.querySelector<HTMLFormElement>('form.cart')
      const totals = document.querySelector<HTMLElement>('#product-addons-total')
      if (!form || !totals) throw new Error('no add-on form or totals panel on the page')
      const basePrice = Number(totals.getAttribute('data-price'))
      const quantity = Number(form.querySelector<HTMLInputElement>('input.qty')?.value ?? '1')

      let state = 0x5eed0080
      const random = () => {
        state ^= state << 13
        state ^= state >>> 17
        state ^= state << 5
        return (state >>> 0) / 0x100000000
      }
      const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)] as T
      const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))
      const nextFrame = () => new Promise<number>((resolve) => requestAnimationFrame(() => setTimeout(() => resolve(performance.now()), 0)))

      // --- What a field costs, from its own price data (flat fee once, quantity-based per unit,
      // percentage-based of the base price per unit), independently of the element.
      const byType = (type: string | null, price: number) =>
        type === 'quantity_based' ? price * quantity : type === 'percentage_based' ? (basePrice * price * quantity) / 100 : price
      const priceOf = (element: Element) => Number(element.getAttribute('data-price') || '0')
      const costOf = (control: HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement): number => {
        const value = control.value
        if (control instanceof HTMLSelectElement) {
          const option = control.selectedOptions[0]
          return option && option.value !== '' ? byType(option.getAttribute('data-price-type'), priceOf(option)) : 0
        }
        if (control.classList.contains('wc-pao-addon-checkbox')) {
          return (control as HTMLInputElement).checked ? byType(control.getAttribute('data-price-type'), priceOf(control)) : 0
        }
        if (control.classList.contains('wc-pao-addon-custom-price')) {
          // Always per unit; a price not written the shop's way costs nothing until it is fixed.
          return /^-?\d+(\.\d+)?$/.test(value) ? Number(value) * quantity : 0
        }
        if (value === '') return 0
        if (control.classList.contains('wc-pao-addon-input-multiplier')) {
          return byType(control.getAttribute('data-price-type'), priceOf(control) * Math.ceil(Number(value)))
        }
        return byType(control.getAttribute('data-price-type'), priceOf(control))
      }
      const subtotalOf = (text: string | null | undefined) => Number((text ?? '').replace(/[^0-9.-]/g, ''))
      const shownSubtotal = () => subtotalOf(totals.querySelector('.wc-pao-subtotal-line .amount')?.textContent)
      const suffixShown = () => totals.querySelector('.woocommerce-price-suffix') !== null

      // --- The honesty checks: the subtotal in the DOM when the measure is taken, and a MutationObserver.
      let atMeasure: number | undefined
      const measure = performance.measure.bind(performance)
      performance.measure = ((name: string, options?: PerformanceMeasureOptions) => {
        if (name === measureName) atMeasure = shownSubtotal()
        return measure(name, options)
      }) as typeof performance.measure
      let observedAt: number | undefined
      const observer = new MutationObserver(() => {
        observedAt ??= performance.now()
      })
      observer.observe(totals, { childList: true, subtree: true, characterData: true })

      /** The next `updated_addons` after now (raised by the panel after every draw). */
      const drawn = () =>
        new Promise<number>((resolve, reject) => {
          const timer = setTimeout(() => reject(new Error('the totals did not update within 2 s')), 2000)
          form.addEventListener(
            'updated_addons',
            () => {
              clearTimeout(timer)
              resolve(performance.now())
            },
            { once: true },
          )
        })
      /** Until the tax answer for the shown total is in (the next step must not meet it). */
      const taxSettled = async () => {
        while (!suffixShown()) await drawn()
      }
      const visible = (element: Element) => element.checkVisibility()
      const typed = Array.from(
        form.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>(
          '.wc-pao-addon-custom-text, .wc-pao-addon-custom-textarea, .wc-pao-addon-input-multiplier, .wc-pao-addon-custom-price',
        ),
      ).filter(visible)
      const choices = Array.from(
        form.querySelectorAll<HTMLInputElement | HTMLSelectElement>('.wc-pao-addon-checkbox, select.wc-pao-addon-select'),
      ).filter(visible)
      if (typed.length < 100 || choices.length < 20) throw new Error(`expected the 200-add-on page, found ${typed.length} typed fields`)

      /** The keys of one burst: the field's new values, one per keystroke. */
      const burstValues = (control: HTMLInputElement | HTMLTextAreaElement): string[] => {
        const keys = 1 + Math.floor(random() * 4)
        const values: string[] = []
        let value = control.value
        if (control.classList.contains('wc-pao-addon-input-multiplier')) {
          // A number input takes digits: each key replaces the count (0–9).
          for (let k = 0; k < keys; k++) values.push(String(Math.floor(random() * 10)))
          return values
        }
        const price = control.classList.contains('wc-pao-addon-custom-price')
        if (value !== '' && random() < 0.15) return [''] // a clear (select all, delete)
        for (let k = 0; k < keys; k++) {
          if (value.length > 0 && random() < 0.15)
            value = value.slice(0, -1) // a backspace
          else if (price)
            value = value.length >= 4 ? value.slice(1) + String(Math.floor(random() * 10)) : value + pick(['1', '2', '5', '0', '.', '9'])
          else value = (value + pick(['a', 'e', 'n', 'r', 's', 't', 'o', ' '])).slice(-30)
          values.push(value)
        }
        return values
      }

      await taxSettled()
      const samples: Array<{
        kind: 'burst' | 'change'
        keys: number
        updated: number
        nextFrame: number
        observerLag: number
        priced: boolean
      }> = []
      const reset = () => {
        performance.clearMeasures(measureName)
        atMeasure = undefined
        observedAt = undefined
      }
      // Until `count` bursts are measured after the warm-up steps (the changes come on top).
      let measured = 0
      for (let step = 0; measured < count; step++) {
        reset()
        const before = shownSubtotal()
        if (random() < 0.15) {
          const control = pick(choices)
          const cost = costOf(control)
          if (control instanceof HTMLSelectElement) {
            control.value = pick(Array.from(control.options).filter((option) => option.value !== control.value)).value
          } else control.checked = !control.checked
          const expected = before + costOf(control) - cost
          const done = drawn()
          const start = performance.now()
          control.dispatchEvent(new Event('change', { bubbles: true }))
          const end = await done
          const frame = (await nextFrame()) - start
          if (Math.abs(shownSubtotal() - expected) > 0.011)
            throw new Error(`step ${step}: subtotal ${shownSubtotal()}, expected ${expected}`)
          if (step >= warm) {
            samples.push({
              kind: 'change',
              keys: 0,
              updated: end - start,
              nextFrame: frame,
              observerLag: 0,
              priced: Math.abs(expected - before) > 0.001,
            })
          }
        } else {
          const control = pick(typed)
          const cost = costOf(control)
          const values = burstValues(control)
          // Leaving the last field rechecks it (a blur): its panel draw happens here, not in the span.
          control.focus()
          await sleep(0)
          reset()
          for (const [index, value] of values.entries()) {
            if (index > 0) await sleep(40 + random() * 20)
            control.value = value
            control.dispatchEvent(
              new InputEvent('input', { bubbles: true, inputType: value === '' ? 'deleteContentBackward' : 'insertText' }),
            )
          }
          const expected = before + costOf(control) - cost
          while (performance.getEntriesByName(measureName, 'measure').length === 0) await drawn()
          const entry = performance.getEntriesByName(measureName, 'measure')[0] as PerformanceEntry
          const end = entry.startTime + entry.duration
          const frame = (await nextFrame()) - entry.startTime
          if (Math.abs(shownSubtotal() - expected) > 0.011)
            throw new Error(`step ${step}: subtotal ${shownSubtotal()}, expected ${expected}`)
          const moved = Math.abs(expected - before) > 0.001
          // Honest end: the new subtotal was in the DOM when the measure was taken …
          if (moved && atMeasure !== expected && Math.abs((atMeasure ?? Number.NaN) - expected) > 0.011) {
            throw new Error(`step ${step}: the measure ended before the panel showed the new subtotal (${atMeasure} ≠ ${expected})`)
          }
          // … and the observer saw the panel change, in the same task.
          if (moved && observedAt === undefined) throw new Error(`step ${step}: the panel changed without a mutation`)
          if (step >= warm) {
            measured += 1
            samples.push({
              kind: 'burst',
              keys: values.length,
              updated: entry.duration,
              nextFrame: frame,
              observerLag: observedAt === undefined ? 0 : observedAt - end,
              priced: moved,
            })
          }
        }
        await taxSettled()
      }
      observer.disconnect()
      performance.measure = measure
      return { samples, panelLines: totals.querySelectorAll('li').length }
    },
    { count: bursts, warm: warmUp, measureName: UPDATE_MEASURE },
  )
  return summarise(result.samples, result.panelLines)
}

function summarise(samples: Sample[], panelLines: number): AddonKeystrokeFigures {
  const typed = samples.filter((sample) => sample.kind === 'burst')
  const changes = samples.filter((sample) => sample.kind === 'change')
  return {
    bursts: typed.length,
    keystrokes: typed.reduce((sum, sample) => sum + sample.keys, 0),
    updatedMs: spread(typed.map((sample) => sample.updated)),
    nextFrameMs: spread(typed.map((sample) => sample.nextFrame)),
    observerLagMs: spread(typed.map((sample) => sample.observerLag)),
    changes: changes.length,
    changeMs: spread(changes.map((sample) => sample.updated)),
    priced: samples.filter((sample) => sample.priced).length,
    panelLines,
  }
}

export interface AddonTaxFigures {
  keystrokes: number
  /** `wc_product_addons_calculate_tax` requests the server received for them: budget 1. */
  taxRequests: number
  /** The subtotal line shown at the end, and the one that answer gives. */
  shown: string
  expected: string
}

/**
 * 20 keystrokes 40–60 ms apart into `selector` (a priced text field) on a freshly loaded page: the
 * debounce lets one tax request out; the subtotal line must be that request's answer, formatted.
 */
export async function measureTaxCalls(page: Page, selector: string, keystrokes = 20): Promise<AddonTaxFigures> {
  const subtotalLine = () =>
    page.locator('#product-addons-total .wc-pao-subtotal-line').evaluate((li) => (li.textContent ?? '').replace(/\s+/g, ' ').trim())
  // The load's own request (the panel shows the incomplete subtotal at once) is answered first.
  await page.waitForSelector('#product-addons-total .woocommerce-price-suffix')
  const answers: Array<Promise<unknown>> = []
  page.on('request', (request) => {
    if (request.method() === 'POST' && (request.postData() ?? '').includes('action=wc_product_addons_calculate_tax')) {
      answers.push(request.response().then((response) => response?.json()))
    }
  })
  const text = 'Forever and always xo'.slice(0, keystrokes).padEnd(keystrokes, 'x')
  await page.locator(selector).focus()
  let state = 0x7a7a7a7a
  for (const key of text) {
    await page.keyboard.type(key)
    state = (state * 1103515245 + 12345) >>> 0
    await page.waitForTimeout(40 + (state % 21))
  }
  // The debounce, the request and its answer, then a quiet second in which nothing more may be asked.
  await page.waitForFunction(() => document.querySelector('#product-addons-total .woocommerce-price-suffix') !== null)
  await page.waitForTimeout(1000)
  const json = (await Promise.all(answers)).at(-1) as
    { result?: string; price_including_tax?: number; price_excluding_tax?: number } | undefined
  const money = (value: number | undefined) =>
    `$${(value ?? Number.NaN).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`
  const expected =
    json?.result === 'SUCCESS'
      ? `Subtotal ${money(json.price_excluding_tax)} incl. VAT: ${money(json.price_including_tax)} (excl. ${money(json.price_excluding_tax)})`
      : '(no successful answer)'
  return { keystrokes: text.length, taxRequests: answers.length, shown: await subtotalLine(), expected }
}
