// @vitest-environment happy-dom
import { afterEach, beforeAll, beforeEach, describe, expect, it, type MockInstance, vi } from 'vitest'
import { UPDATED_EVENT } from '../../../elements/pao-totals/totals.ts'
import * as totalsChunk from '../../../elements/pao-totals/index.ts'
import { INPUT_DEBOUNCE_MS } from '../../../elements/wc-pao-addons/typing.ts'
import * as addonsChunk from '../../../elements/wc-pao-addons/index.ts'
import { DEBOUNCE_FIRED_MARK, TOTALS_UPDATED_MEASURE } from '../../../src/core/addons/index.ts'
import { resetWarnings } from '../../../src/runtime/log.ts'
import { forgetSettingsBlock } from '../../../src/runtime/settings.ts'
import { $, microtasks, nextTask, render } from '../helpers/dom.ts'
import { asLoaded } from '../helpers/adopt.ts'
import { installJQuery, removeJQuery } from '../helpers/jquery.ts'
import { type FormOptions, productForm, settleTotals, textAddon } from '../helpers/addon-form.ts'

const { define, adopt } = asLoaded({ 'wc-pao-addons': addonsChunk, 'pao-totals': totalsChunk })

let error: MockInstance<typeof console.error>

beforeAll(() => define())

beforeEach(() => {
  resetWarnings()
  forgetSettingsBlock()
  error = vi.spyOn(console, 'error').mockImplementation(() => {})
  vi.spyOn(console, 'warn').mockImplementation(() => {})
})

afterEach(async () => {
  vi.useRealTimers()
  document.body.replaceChildren()
  document.documentElement.dir = ''
  await nextTask()
  removeJQuery()
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
  delete (globalThis as { woocommerce_addons_params?: unknown }).woocommerce_addons_params
})

function params(values: Record<string, unknown>) {
  ;(globalThis as { woocommerce_addons_params?: unknown }).woocommerce_addons_params = values
}

async function mount(addons: string, options: FormOptions = {}, order: 'addons-first' | 'totals-first' = 'addons-first') {
  const page = render(productForm(addons, options))
  const form = $<HTMLFormElement>(page, 'form')
  const totals = $(form, '#product-addons-total')
  const updates = vi.fn()
  form.addEventListener(UPDATED_EVENT, updates)
  const container = $(form, '.wc-pao-addons-container')
  if (order === 'addons-first') {
    adopt(container)
    adopt(totals)
  } else {
    adopt(totals)
    adopt(container)
  }
  await settleTotals()
  return { form, totals, updates }
}

/** The panel as a shopper reads it: one string per line. */
function lines(totals: Element): string[] {
  const text = (element: Element | null) => (element?.textContent ?? '').replace(/\s+/g, ' ').trim()
  return Array.from(totals.querySelectorAll('li'), (li) =>
    li.querySelector('.wc-pao-col1') ? `${text(li.querySelector('.wc-pao-col1'))} ${text(li.querySelector('.wc-pao-col2'))}` : text(li),
  )
}

async function typeInto(form: Element, id: string, value: string) {
  const input = $<HTMLInputElement>(form, `#${id}`)
  input.value = value
  input.dispatchEvent(new Event('change', { bubbles: true }))
  await settleTotals()
}

describe('<pao-totals>: the panel', () => {
  it('draws "{qty}x {product name}", one line per chosen add-on and the Subtotal, in the extension\'s structure', async () => {
    const page = await mount(textAddon({ field: 'e', name: 'Engraving', price: '5' }))
    expect(lines(page.totals)).toEqual([])
    await typeInto(page.form, 'addon-e', 'Happy birthday')
    expect(lines(page.totals)).toEqual(['1x Poster $20.00', 'Engraving - Happy birthday $5.00', 'Subtotal $25.00'])
    expect($(page.totals, '.product-addon-totals > ul > li:first-child .wc-pao-col1 strong span').textContent).toBe('1x ')
    expect($(page.totals, 'li.wc-pao-subtotal-line p.price .amount').textContent).toBe('$25.00')
  })

  it('counts quantity-based add-ons per item and shows the quantity', async () => {
    const page = await mount(textAddon({ field: 'e', name: 'Engraving', price: '2.5', priceType: 'quantity_based' }))
    await typeInto(page.form, 'addon-e', 'Hi')
    const quantity = $<HTMLInputElement>(page.form, 'input.qty')
    quantity.value = '3'
    quantity.dispatchEvent(new Event('change', { bubbles: true }))
    await settleTotals()
    expect(lines(page.totals)).toEqual(['3x Poster $60.00', 'Engraving - Hi $7.50', 'Subtotal $67.50'])
    expect(page.totals.querySelector('li.wc-pao-row-quantity-based')).not.toBeNull()
  })

  it('keeps the lines already drawn when a line comes before them (no remount of the rest)', async () => {
    const page = await mount(textAddon({ field: 'a', name: 'A', price: '1' }) + textAddon({ field: 'b', name: 'B', price: '2' }))
    await typeInto(page.form, 'addon-b', 'x')
    const line = $(page.totals, 'li:nth-child(2)')
    expect(line.textContent).toContain('B - x')
    await typeInto(page.form, 'addon-a', 'y')
    expect(lines(page.totals)).toEqual(['1x Poster $20.00', 'A - y $1.00', 'B - x $2.00', 'Subtotal $23.00'])
    expect($(page.totals, 'li:nth-child(3)')).toBe(line)
  })

  it('shows a free add-on as "-"', async () => {
    const page = await mount(textAddon({ field: 'n', name: 'Note' }))
    await typeInto(page.form, 'addon-n', 'x')
    expect(lines(page.totals)[1]).toBe('Note - x -')
  })

  it('stays empty while a required add-on is missing, unless incomplete subtotals are shown', async () => {
    const hidden = await mount(textAddon({ field: 'e', name: 'Engraving', price: '5', required: true }))
    expect(lines(hidden.totals)).toEqual([])
    await typeInto(hidden.form, 'addon-e', 'ok')
    expect(lines(hidden.totals)).toHaveLength(3)
    document.body.replaceChildren()
    const shown = await mount(textAddon({ field: 'f', name: 'Engraving', price: '5', required: true }), {
      totals: { 'data-show-incomplete-sub-total': '1' },
    })
    expect(lines(shown.totals)).toEqual(['1x Poster $20.00', 'Subtotal $20.00'])
  })

  it('takes the Subtotal label from data-i18n_sub_total, else from the settings', async () => {
    params({
      i18n_sub_total: 'Zwischensumme',
      currency_format_symbol: '&euro;',
      currency_format: '%v&nbsp;%s',
      currency_format_decimal_sep: ',',
      currency_format_thousand_sep: '.',
    })
    const page = await mount(textAddon({ field: 'e', name: 'E', price: '1000' }))
    await typeInto(page.form, 'addon-e', 'x')
    expect(lines(page.totals).at(-1)).toBe('Zwischensumme 1.020,00 €')
    page.totals.setAttribute('data-i18n_sub_total', 'Summe')
    await typeInto(page.form, 'addon-e', 'y')
    expect(lines(page.totals).at(-1)).toBe('Summe 1.020,00 €')
  })

  it('shows a suffix without placeholders as written, without asking the server', async () => {
    const fetch = vi.fn()
    vi.stubGlobal('fetch', fetch)
    params({ price_display_suffix: 'excl. VAT', tax_enabled: '1' })
    const page = await mount(textAddon({ field: 'e', name: 'E', price: '5' }))
    await typeInto(page.form, 'addon-e', 'x')
    expect(lines(page.totals).at(-1)).toBe('Subtotal $25.00 excl. VAT')
    expect($(page.totals, 'small.woocommerce-price-suffix').textContent).toBe('excl. VAT')
    expect(fetch).not.toHaveBeenCalled()
  })

  it('renders hostile names and typed values as text', async () => {
    const page = await mount(textAddon({ field: 'e', name: '<img src=x onerror=alert(1)>', price: '1' }, '<b>Poster</b>'))
    await typeInto(page.form, 'addon-e', '<script>alert(1)</script>')
    expect(page.totals.querySelector('img, b, script')).toBeNull()
    expect(lines(page.totals)[0]).toBe('1x <b>Poster</b> $20.00')
    expect(lines(page.totals)[1]).toBe('<img src=x onerror=alert(1)> - <script>alert(1)</script> $1.00')
  })

  it('puts the quantity symbol first in a right-to-left page', async () => {
    document.documentElement.dir = 'rtl'
    const page = await mount(textAddon({ field: 'e', name: 'E', price: '1' }))
    await typeInto(page.form, 'addon-e', 'x')
    expect($(page.totals, 'li:first-child strong span').textContent).toBe('x 1')
  })

  it('follows the subscription details after the subtotal', async () => {
    const page = await mount(textAddon({ field: 'e', name: 'E', price: '1' }), {
      after: '<span class="subscription-details"> / month</span>',
    })
    await typeInto(page.form, 'addon-e', 'x')
    expect(lines(page.totals).at(-1)).toBe('Subtotal $21.00 / month')
  })

  it('works whichever of the two elements starts first', async () => {
    const page = await mount(
      textAddon({ field: 'e', name: 'E', price: '1', required: true }),
      { totals: { 'data-show-incomplete-sub-total': '1' } },
      'totals-first',
    )
    expect(lines(page.totals)).toEqual(['1x Poster $20.00', 'Subtotal $20.00'])
  })
})

describe('<pao-totals>: events', () => {
  it('raises updated_addons on the form after each update, through jQuery too, and keeps price_data there', async () => {
    const jQuery = await installJQuery()
    const page = render(productForm(textAddon({ field: 'e', name: 'E', price: '4' })))
    const form = $<HTMLFormElement>(page, 'form')
    const heard = vi.fn()
    jQuery(form).on('updated_addons', heard)
    adopt($(form, '.wc-pao-addons-container'))
    adopt($(form, '#product-addons-total'))
    await settleTotals()
    const before = heard.mock.calls.length
    expect(before).toBeGreaterThan(0)
    await typeInto(form, 'addon-e', 'x')
    expect(heard.mock.calls.length).toBe(before + 1)
    const priceData = jQuery('#product-addons-total').data('price_data') as { name: string; cost: number }[]
    expect(priceData.map((line) => [line.name, line.cost])).toEqual([['E - x', 4]])
  })

  it("draws once for a found variation and the add-ons' recount it causes", async () => {
    const page = await mount(textAddon({ field: 'e', name: 'E', price: '1' }), { variable: true })
    const variationId = $<HTMLInputElement>(page.form, 'input[name=variation_id]')
    page.updates.mockClear()
    variationId.value = '51'
    page.form.dispatchEvent(new CustomEvent('found_variation', { bubbles: true, detail: [{ variation_id: 51, display_price: 30 }] }))
    await settleTotals()
    expect(page.updates).toHaveBeenCalledTimes(1)
  })
})

describe('<pao-totals>: several add-on forms on one page', () => {
  it('each panel follows only its own form, the same product twice included, and keeps its own price_data', async () => {
    const jQuery = await installJQuery()
    const addons =
      textAddon({ field: 'e', name: 'Engraving', price: '5' }) +
      textAddon({ field: 'f', name: 'Gift tag', price: '1', priceType: 'quantity_based' })
    const page = render(productForm(addons) + productForm(addons))
    const [first, second] = Array.from(page.querySelectorAll<HTMLFormElement>('form'))
    if (!first || !second) throw new Error('two forms expected')
    for (const form of [first, second]) {
      adopt($(form, '.wc-pao-addons-container'))
      adopt($(form, '#product-addons-total'))
    }
    await settleTotals()
    await typeInto(first, 'addon-e', 'Ada')
    const firstTotals = $(first, '#product-addons-total')
    const secondTotals = $(second, '#product-addons-total')
    expect(lines(firstTotals)).toEqual(['1x Poster $20.00', 'Engraving - Ada $5.00', 'Subtotal $25.00'])
    expect(lines(secondTotals)).toEqual([])
    $<HTMLInputElement>(second, 'input.qty').value = '3'
    await typeInto(second, 'addon-f', 'Bo')
    expect(lines(secondTotals)).toEqual(['3x Poster $60.00', 'Gift tag - Bo $3.00', 'Subtotal $63.00'])
    expect(lines(firstTotals)).toEqual(['1x Poster $20.00', 'Engraving - Ada $5.00', 'Subtotal $25.00'])
    const names = (totals: Element) => (jQuery(totals).data('price_data') as { name: string }[]).map((line) => line.name)
    expect(names(firstTotals)).toEqual(['Engraving - Ada'])
    expect(names(secondTotals)).toEqual(['Gift tag - Bo'])
  })
})

describe("<pao-totals>: the benchmark's span (src/core/addons/events.ts)", () => {
  it('measures from the typing debounce firing to the panel written, once, and not for a change', async () => {
    const page = await mount(textAddon({ field: 'e', name: 'Engraving', price: '5' }))
    performance.clearMeasures(TOTALS_UPDATED_MEASURE)
    // What the page shows at the moment the span ends.
    const shown: string[] = []
    const measure = performance.measure.bind(performance)
    vi.spyOn(performance, 'measure').mockImplementation(((name: string, options?: PerformanceMeasureOptions) => {
      if (name === TOTALS_UPDATED_MEASURE) shown.push(lines(page.totals).at(-1) ?? '')
      return measure(name, options)
    }) as typeof performance.measure)
    // Only the debounce's timer: the span is read from the real performance timeline.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    const input = $<HTMLInputElement>(page.form, '#addon-e')
    input.value = 'Hi'
    input.dispatchEvent(new Event('input', { bubbles: true }))
    vi.advanceTimersByTime(INPUT_DEBOUNCE_MS - 1)
    await microtasks(6)
    expect(performance.getEntriesByName(DEBOUNCE_FIRED_MARK, 'mark')).toHaveLength(0)
    vi.advanceTimersByTime(1)
    // The mark is set when the debounce fires; the span ends with the panel's draw, a microtask later.
    expect(performance.getEntriesByName(DEBOUNCE_FIRED_MARK, 'mark')).toHaveLength(1)
    expect(shown).toEqual([])
    await microtasks(6)
    expect(shown).toEqual(['Subtotal $25.00'])
    const entries = performance.getEntriesByName(TOTALS_UPDATED_MEASURE, 'measure')
    expect(entries).toHaveLength(1)
    expect(entries[0]?.duration).toBeGreaterThanOrEqual(0)
    expect(performance.getEntriesByName(DEBOUNCE_FIRED_MARK, 'mark')).toHaveLength(0)
    // A change draws at once, without the debounce: no span.
    input.value = 'Hello'
    input.dispatchEvent(new Event('change', { bubbles: true }))
    await microtasks(6)
    expect(lines(page.totals).at(-1)).toBe('Subtotal $25.00')
    expect(shown).toHaveLength(1)
  })
})

describe('<pao-totals>: variable products', () => {
  async function variable() {
    const page = await mount(textAddon({ field: 'e', name: 'E', price: '10', priceType: 'percentage_based' }), { variable: true })
    const variationId = $<HTMLInputElement>(page.form, 'input[name=variation_id]')
    const button = $(page.form, '.single_add_to_cart_button')
    const found = async (id: number, price: number) => {
      variationId.value = String(id)
      button.classList.remove('disabled')
      page.form.dispatchEvent(new CustomEvent('found_variation', { bubbles: true, detail: [{ variation_id: id, display_price: price }] }))
      await settleTotals()
    }
    const reset = async () => {
      variationId.value = ''
      button.classList.add('disabled')
      page.form.dispatchEvent(new CustomEvent('reset_data', { bubbles: true }))
      await settleTotals()
    }
    return { ...page, found, reset }
  }

  it("takes the base price from the found variation's display_price", async () => {
    const page = await variable()
    await typeInto(page.form, 'addon-e', 'x')
    expect(lines(page.totals)).toEqual([])
    await page.found(51, 30)
    expect(lines(page.totals)).toEqual(['1x Poster $30.00', 'E - x $3.00', 'Subtotal $33.00'])
    await page.found(52, 40)
    expect(lines(page.totals)).toEqual(['1x Poster $40.00', 'E - x $4.00', 'Subtotal $44.00'])
  })

  it('empties the panel when the variation is reset', async () => {
    const page = await variable()
    await typeInto(page.form, 'addon-e', 'x')
    await page.found(51, 30)
    await page.reset()
    expect(lines(page.totals)).toEqual([])
  })

  it("keeps the found variation's id and display_price in the totals' jQuery data, where the extension put them", async () => {
    const jQuery = await installJQuery()
    const page = await variable()
    expect(jQuery(page.totals).data('price')).toBe(20)
    await page.found(51, 30)
    expect(jQuery(page.totals).data('product-id')).toBe(51)
    expect(jQuery(page.totals).data('price')).toBe(30)
    // A variation without display_price leaves the price; the id is the variation's.
    page.form.dispatchEvent(new CustomEvent('found_variation', { bubbles: true, detail: [{ variation_id: 52 }] }))
    await settleTotals()
    expect(jQuery(page.totals).data('product-id')).toBe(52)
    expect(jQuery(page.totals).data('price')).toBe(30)
  })

  it('counts the form invalid while the add-to-cart button is disabled', async () => {
    const page = await variable()
    await typeInto(page.form, 'addon-e', 'x')
    await page.found(51, 30)
    $(page.form, '.single_add_to_cart_button').classList.add('disabled')
    await typeInto(page.form, 'addon-e', 'y')
    expect(lines(page.totals)).toEqual([])
  })
})

describe('<pao-totals>: tax', () => {
  interface Call {
    url: string
    body: URLSearchParams
    resolve(response: Response): void
    reject(error: unknown): void
    signal: AbortSignal | undefined
  }

  function fakeServer() {
    const calls: Call[] = []
    vi.stubGlobal(
      'fetch',
      vi.fn(
        (url: string, init: RequestInit) =>
          new Promise<Response>((resolve, reject) => {
            init.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')))
            calls.push({ url, body: new URLSearchParams(String(init.body)), resolve, reject, signal: init.signal ?? undefined })
          }),
      ),
    )
    return calls
  }

  const json = (value: unknown, status = 200) =>
    new Response(JSON.stringify(value), { status, headers: { 'Content-Type': 'application/json' } })

  beforeEach(() => {
    params({ price_display_suffix: 'incl. VAT: {price_including_tax}', tax_enabled: '1', ajax_url: '/wp-admin/admin-ajax.php' })
  })

  it('asks the server, showing the subtotal without tax meanwhile, then fills the suffix', async () => {
    const calls = fakeServer()
    const page = await mount(textAddon({ field: 'e', name: 'E', price: '5' }))
    await typeInto(page.form, 'addon-e', 'x')
    // The tax question's channel loads with the first question.
    await vi.waitFor(() => expect(calls).toHaveLength(1))
    const call = calls[0] as Call
    expect(call.url).toBe('/wp-admin/admin-ajax.php')
    expect(Object.fromEntries(call.body)).toEqual({
      action: 'wc_product_addons_calculate_tax',
      product_id: '50',
      add_on_total: '5',
      add_on_total_raw: '5',
      qty: '1',
    })
    expect(lines(page.totals).at(-1)).toBe('Subtotal $25.00')
    call.resolve(json({ result: 'SUCCESS', price_including_tax: '30', price_excluding_tax: '25' }))
    await settleTotals()
    expect(lines(page.totals).at(-1)).toBe('Subtotal $25.00 incl. VAT: $30.00')
  })

  it('shows the including-tax subtotal when the shop displays prices with tax', async () => {
    params({ price_display_suffix: '{price_excluding_tax} excl.', tax_enabled: '1', display_include_tax: '1' })
    const calls = fakeServer()
    const page = await mount(textAddon({ field: 'e', name: 'E', price: '5' }))
    await typeInto(page.form, 'addon-e', 'x')
    await vi.waitFor(() => expect(calls).toHaveLength(1))
    calls[0]?.resolve(json({ result: 'SUCCESS', price_including_tax: 30, price_excluding_tax: 25 }))
    await settleTotals()
    expect(lines(page.totals).at(-1)).toBe('Subtotal $30.00 $25.00 excl.')
  })

  it.each([
    ['a 500', () => json({ error: 'boom' }, 500), true],
    ['broken JSON', () => new Response('<html>', { status: 200 }), true],
    ['a result other than SUCCESS', () => json({ result: 'ERROR' }), false],
  ])('shows the subtotal without tax after %s', async (_name, answer, logged) => {
    const calls = fakeServer()
    const page = await mount(textAddon({ field: 'e', name: 'E', price: '5' }))
    await typeInto(page.form, 'addon-e', 'x')
    calls[0]?.resolve(answer())
    await settleTotals()
    expect(lines(page.totals).at(-1)).toBe('Subtotal $25.00')
    expect(page.totals.querySelector('.woocommerce-price-suffix')).toBeNull()
    expect(error.mock.calls.some(([message]) => String(message).includes('<pao-totals> the tax calculation'))).toBe(logged)
  })

  it('shows the subtotal without tax when the network fails', async () => {
    const calls = fakeServer()
    const page = await mount(textAddon({ field: 'e', name: 'E', price: '5' }))
    await typeInto(page.form, 'addon-e', 'x')
    calls[0]?.reject(new TypeError('Failed to fetch'))
    await settleTotals()
    expect(lines(page.totals).at(-1)).toBe('Subtotal $25.00')
  })

  it('aborts a pending request when the totals change, and never shows its answer', async () => {
    const calls = fakeServer()
    const page = await mount(textAddon({ field: 'e', name: 'E', price: '5', priceType: 'quantity_based' }))
    await typeInto(page.form, 'addon-e', 'x')
    const quantity = $<HTMLInputElement>(page.form, 'input.qty')
    quantity.value = '2'
    quantity.dispatchEvent(new Event('change', { bubbles: true }))
    await settleTotals()
    expect(calls).toHaveLength(2)
    expect(calls[0]?.signal?.aborted).toBe(true)
    expect(calls[1]?.body.get('qty')).toBe('2')
    calls[1]?.resolve(json({ result: 'SUCCESS', price_including_tax: 60, price_excluding_tax: 50 }))
    await settleTotals()
    expect(lines(page.totals).at(-1)).toBe('Subtotal $50.00 incl. VAT: $60.00')
  })

  it('does not ask again for the same totals', async () => {
    const calls = fakeServer()
    const page = await mount(textAddon({ field: 'e', name: 'E', price: '5' }))
    await typeInto(page.form, 'addon-e', 'x')
    await vi.waitFor(() => expect(calls).toHaveLength(1))
    calls[0]?.resolve(json({ result: 'SUCCESS', price_including_tax: 30, price_excluding_tax: 25 }))
    await settleTotals()
    await typeInto(page.form, 'addon-e', 'another text, same price')
    expect(calls).toHaveLength(1)
    expect(lines(page.totals)).toEqual(['1x Poster $20.00', 'E - another text, same price $5.00', 'Subtotal $25.00 incl. VAT: $30.00'])
  })

  it('asks for a custom price even on a taxable product without placeholders', async () => {
    params({ price_display_suffix: '', tax_enabled: '1' })
    const calls = fakeServer()
    const page = await mount(textAddon({ field: 'c', name: 'Tip', customPrice: true }))
    await typeInto(page.form, 'addon-c', '7.5')
    expect(calls).toHaveLength(1)
    expect(calls[0]?.body.get('add_on_total')).toBe('7.5')
  })
})

describe('<pao-totals>: other product types', () => {
  it('uses the booking cost on booking forms, per person where the add-on says so', async () => {
    params({ is_bookings: '1' })
    const booking = `<div class="wc-bookings-booking-form"><input id="wc_bookings_field_persons_11" value="2"><input id="wc_bookings_field_persons_12" value="1"><div class="wc-bookings-booking-cost" data-raw-price="100">Booking cost: $100</div></div>`
    const page = await mount(textAddon({ field: 'per-person', name: 'Lunch', price: '10', priceType: 'quantity_based' }), {
      before: booking,
      totals: { 'data-type': 'booking' },
    })
    await typeInto(page.form, 'addon-per-person', 'yes')
    expect(lines(page.totals)).toEqual(['Poster $100.00', 'Lunch - yes $30.00', 'Subtotal $130.00'])
  })

  it('waits for the booking cost: a hidden, empty cost element is no cost yet', async () => {
    params({ is_bookings: '1' })
    const booking = `<div class="wc-bookings-booking-form"><input id="wc_bookings_field_persons" value="2"><div class="wc-bookings-booking-cost" style="display:none" data-raw-price=""></div></div>`
    const page = await mount(textAddon({ field: 'n', name: 'Notes', price: '3' }), {
      before: booking,
      totals: { 'data-type': 'accommodation-booking' },
    })
    await typeInto(page.form, 'addon-n', 'late')
    expect(lines(page.totals)).toEqual([])
    const cost = $(page.form, '.wc-bookings-booking-cost')
    cost.setAttribute('data-raw-price', '160')
    cost.style.display = ''
    page.form.dispatchEvent(new CustomEvent('woocommerce-product-addons-update', { bubbles: true }))
    await settleTotals()
    expect(lines(page.totals)).toEqual(['Poster $160.00', 'Notes - late $3.00', 'Subtotal $163.00'])
  })

  it("takes a gift card's amount from the shopper's own field", async () => {
    const page = await mount(textAddon({ field: 'm', name: 'Message', price: '2' }), {
      totals: { 'data-price': '', 'data-raw-price': '' },
      before: '<input type="number" id="credit_called" name="credit_called" value="">',
    })
    await typeInto(page.form, 'addon-m', 'hi')
    expect(lines(page.totals)[0]).toBe('1x Poster $0.00')
    const amount = $<HTMLInputElement>(page.form, '#credit_called')
    amount.value = '50'
    amount.dispatchEvent(new Event('input', { bubbles: true }))
    await settleTotals()
    expect(lines(page.totals)).toEqual(['1x Poster $50.00', 'Message - hi $2.00', 'Subtotal $52.00'])
  })

  it('counts one item on a form without a quantity input (sold individually)', async () => {
    const page = await mount(textAddon({ field: 'e', name: 'E', price: '1' }), { quantity: null })
    await typeInto(page.form, 'addon-e', 'x')
    expect(lines(page.totals)[0]).toBe('1x Poster $20.00')
  })
})

describe('<pao-totals>: bad input', () => {
  it('names a missing data-price, keeps the server markup, and lets the add-ons work', async () => {
    const again = render(productForm(textAddon({ field: 'e', name: 'E', price: '1' })).replace(' data-price="20"', ''))
    const totals = $(again, '#product-addons-total')
    adopt($(again, '.wc-pao-addons-container'))
    adopt(totals)
    await settleTotals()
    expect(totals.getAttribute('data-island-error')).toBe('attribute "data-price"')
    expect(
      error.mock.calls.some(([message]) => /<pao-totals> attribute "data-price" is invalid at #product-addons-total/.test(String(message))),
    ).toBe(true)
    await typeInto(again, 'addon-e', 'x')
    expect(totals.childElementCount).toBe(0)
  })

  it('is no panel at all when it stands outside a form', async () => {
    const page = render('<div id="product-addons-total" data-price="1" data-product-id="1"></div>')
    const totals = $(page, '#product-addons-total')
    adopt(totals)
    expect(totals.getAttribute('data-island-error')).toBe('markup')
  })
})
