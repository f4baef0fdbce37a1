// @vitest-environment happy-dom
import { afterEach, beforeAll, beforeEach, describe, expect, it, type MockInstance, vi } from 'vitest'
import { jqueryUiToFlatpickr } from '../../../src/core/dates/index.ts'
import * as totalsChunk from '../../../elements/pao-totals/index.ts'
import * as addonsChunk from '../../../elements/wc-pao-addons/index.ts'
import { ADDONS_CHANGED_EVENT, DEFAULT_ADDON_TEXTS, type AddonsChangedDetail } from '../../../src/core/addons/index.ts'
import { resetWarnings } from '../../../src/runtime/log.ts'
import { forgetSettingsBlock } from '../../../src/runtime/settings.ts'
import { $, loadStylesheets, microtasks, nextTask, render } from '../helpers/dom.ts'
import { asLoaded } from '../helpers/adopt.ts'

const { define, adopt } = asLoaded({ 'wc-pao-addons': addonsChunk, 'pao-totals': totalsChunk })

/** templates/addons/datepicker.php (7.9+): a read-only text field, two hidden inputs and a Clear link. */
function datepicker(field: string, options: { value?: string; required?: boolean; offsetInput?: boolean } = {}) {
  const restrictions = options.required ? '{&quot;required&quot;:&quot;yes&quot;}' : '[]'
  return `<div id="wc-pao-addon-${field}" class="wc-pao-addon-container ${options.required ? 'wc-pao-required-addon' : ''} wc-pao-addon wc-pao-addon-${field}" data-product-name="Poster" data-product-tax-status="taxable">
    <label for="addon-${field}" class="wc-pao-addon-name" data-addon-name="Delivery date" data-has-per-person-pricing="" data-has-per-block-pricing="">Delivery date</label>
    <div class="form-row form-row-wide wc-pao-addon-wrap wc-pao-addon-${field}">
      <input autocomplete="off" readonly type="text" class="datepicker input-text wc-pao-addon-field" name="addon-${field}" id="addon-${field}" data-raw-price="" data-price="" data-price-type="flat_fee" data-restrictions="${restrictions}" value="${options.value ?? ''}">
      <input autocomplete="off" type="hidden" name="addon-${field}-wc-pao-date">
      ${options.offsetInput === false ? '' : `<input autocomplete="off" type="hidden" name="addon-${field}-wc-pao-date-gmt-offset">`}
      <a class="reset_date" href="#">Clear</a>
    </div>
  </div>`
}

function page(addons: string) {
  return render(`<form class="cart" method="post"><div class="wc-pao-addons-container">${addons}<div id="product-addons-total" data-price="20" data-product-id="50"></div></div>
    <div class="quantity"><input type="number" class="input-text qty text" name="quantity" value="1"></div>
    <button type="submit" name="add-to-cart" value="50" class="single_add_to_cart_button button alt">Add to cart</button></form>`)
}

let error: MockInstance<typeof console.error>
let listening = new AbortController()

beforeAll(() => define())

beforeEach(() => {
  resetWarnings()
  forgetSettingsBlock()
  error = vi.spyOn(console, 'error').mockImplementation(() => {})
  vi.spyOn(console, 'warn').mockImplementation(() => {})
})

afterEach(async () => {
  listening.abort()
  listening = new AbortController()
  document.body.replaceChildren()
  // A calendar a test started loading (a focus on a field) waits for its stylesheet, once per page:
  // the stylesheet loads before it is taken away, or the next test's calendar would wait for it.
  loadStylesheets()
  document.head.querySelectorAll('style, link').forEach((node) => node.remove())
  vi.useRealTimers()
  await nextTask()
  vi.restoreAllMocks()
  delete (globalThis as { woocommerce_addons_params?: unknown }).woocommerce_addons_params
})

async function mount(addons: string) {
  const heard: AddonsChangedDetail[] = []
  document.addEventListener(ADDONS_CHANGED_EVENT, (event) => heard.push((event as CustomEvent<[AddonsChangedDetail]>).detail[0]), {
    signal: listening.signal,
  })
  const container = page(addons)
  const root = $(container, '.wc-pao-addons-container')
  adopt(root)
  await microtasks()
  return { root, heard }
}

const named = (scope: ParentNode, name: string) => $<HTMLInputElement>(scope, `input[name="${name}"]`)

/**
 * Until the calendar's and the date rules' modules have been imported (the first import of a module
 * is transformed on the spot, which takes a while) and flatpickr has built its calendar.
 */
async function calendarOf(root: Element): Promise<HTMLElement> {
  // (Tasks, not the clock: some tests fake Date.)
  for (let task = 0; task < 2000; task++) {
    const calendar = root.querySelector<HTMLElement>('.flatpickr-calendar')
    if (calendar) return calendar
    loadStylesheets()
    await nextTask()
  }
  throw new Error('the calendar never appeared')
}

describe('jQuery UI date formats in flatpickr tokens', () => {
  it.each([
    ['MM d, yy', 'F j, Y'],
    ['dd/mm/yy', 'd/m/Y'],
    ['yy-mm-dd', 'Y-m-d'],
    ['D, d M y', 'D, j M y'],
    ['DD d MM', 'l j F'],
    ['m/d/y', 'n/j/y'],
    ["d 'de' MM 'de' yy", 'j \\de F \\de Y'],
    ["d M 'o''clock'", "j M o'c\\lock"],
    ["''yy", "'Y"],
  ])('%s → %s', (jqueryUi, flatpickr) => {
    expect(jqueryUiToFlatpickr(jqueryUi)).toBe(flatpickr)
  })

  it.each(['o', 'oo/yy', '@', '!', '', "'text only'"])('has no calendar format for %j', (format) => {
    expect(jqueryUiToFlatpickr(format)).toBeUndefined()
  })
})

describe('<wc-pao-addons>: date fields without the calendar', () => {
  it("fills the offset input with the browser's offset at start, hides Clear, and loads no calendar", async () => {
    vi.useFakeTimers({ now: new Date(2025, 4, 10, 14, 30), toFake: ['Date'] })
    const { root } = await mount(datepicker('d'))
    expect(named(root, 'addon-d-wc-pao-date-gmt-offset').value).toBe(String(new Date().getTimezoneOffset() / 60 || 0))
    expect(named(root, 'addon-d-wc-pao-date').value).toBe('')
    expect($(root, '.reset_date').style.display).toBe('none')
    await nextTask()
    expect(root.querySelector('.flatpickr-calendar')).toBeNull()
    expect(document.head.querySelector('style[data-shop-islands-flatpickr]')).toBeNull()
  })

  it('stores the chosen day at the current hour and minute in Unix seconds, and shows Clear', async () => {
    vi.useFakeTimers({ now: new Date(2025, 4, 10, 14, 30), toFake: ['Date'] })
    const { root, heard } = await mount(datepicker('d'))
    const input = $<HTMLInputElement>(root, '#addon-d')
    input.value = 'June 1, 2025'
    input.dispatchEvent(new Event('change', { bubbles: true }))
    const moment = new Date(2025, 5, 1, 14, 30)
    // Once the date rules have loaded (with the first field that has a date).
    await vi.waitFor(() => expect(named(root, 'addon-d-wc-pao-date').value).toBe(String(moment.getTime() / 1000)))
    expect(named(root, 'addon-d-wc-pao-date-gmt-offset').value).toBe(String(moment.getTimezoneOffset() / 60 || 0))
    expect($(root, '.reset_date').style.display).toBe('')
    expect(heard.at(-1)?.values['addon-d']).toEqual({ value: 'June 1, 2025' })
  })

  it('takes the store\'s offset with the "store" timezone reference', async () => {
    vi.useFakeTimers({ now: new Date(2025, 4, 10, 14, 30), toFake: ['Date'] })
    ;(globalThis as { woocommerce_addons_params?: unknown }).woocommerce_addons_params = {
      date_input_timezone_reference: 'store',
      gmt_offset: '5.5',
    }
    const { root } = await mount(datepicker('d'))
    const input = $<HTMLInputElement>(root, '#addon-d')
    expect(named(root, 'addon-d-wc-pao-date-gmt-offset').value).toBe('5.5')
    input.value = 'June 1, 2025'
    input.dispatchEvent(new Event('change', { bubbles: true }))
    await vi.waitFor(() => expect(named(root, 'addon-d-wc-pao-date').value).toBe(String(Date.UTC(2025, 5, 1, 14, 30) / 1000 + 5.5 * 3600)))
  })

  it('reads a date already in the field (the form opened from the cart) and adds the missing offset input', async () => {
    vi.useFakeTimers({ now: new Date(2025, 4, 10, 9, 5), toFake: ['Date'] })
    const { root } = await mount(datepicker('d', { value: 'December 24, 2025', offsetInput: false }))
    await vi.waitFor(() => expect(named(root, 'addon-d-wc-pao-date').value).toBe(String(new Date(2025, 11, 24, 9, 5).getTime() / 1000)))
    expect(root.querySelectorAll('input[name="addon-d-wc-pao-date-gmt-offset"]')).toHaveLength(1)
    expect($(root, '.reset_date').style.display).toBe('')
  })

  it("reads the shop's own date format", async () => {
    ;(globalThis as { woocommerce_addons_params?: unknown }).woocommerce_addons_params = { datepicker_date_format: 'dd/mm/yy' }
    const { root } = await mount(datepicker('d', { value: '24/12/2025' }))
    await vi.waitFor(() => expect(named(root, 'addon-d-wc-pao-date').value).not.toBe(''))
  })

  it('Clear empties the date and both values, raises change, and returns focus to the field', async () => {
    const { root, heard } = await mount(datepicker('d', { value: 'June 1, 2025', required: true }))
    const input = $<HTMLInputElement>(root, '#addon-d')
    const changed = vi.fn()
    input.addEventListener('change', changed)
    $<HTMLAnchorElement>(root, '.reset_date').click()
    expect(input.value).toBe('')
    expect(named(root, 'addon-d-wc-pao-date').value).toBe('')
    expect($(root, '.reset_date').style.display).toBe('none')
    expect(changed).toHaveBeenCalledTimes(1)
    expect(heard.at(-1)?.valid).toBe(false)
    expect(root.querySelector('small.wc-pao-validation-notice')?.textContent).toBe(DEFAULT_ADDON_TEXTS.i18n_validation_required_input)
    expect(document.activeElement).toBe(input)
  })

  it('names the setting of an unusable date format and uses the default one', async () => {
    ;(globalThis as { woocommerce_addons_params?: unknown }).woocommerce_addons_params = { datepicker_date_format: '@' }
    const { root } = await mount(datepicker('d', { value: 'June 1, 2025' }))
    await vi.waitFor(() => expect(named(root, 'addon-d-wc-pao-date').value).not.toBe(''))
    expect(error).toHaveBeenCalledTimes(1)
    expect(String(error.mock.calls[0]?.[0])).toContain('woocommerce_addons_params.datepicker_date_format')
  })
})

describe('<wc-pao-addons>: the calendar', () => {
  it('loads flatpickr on the first focus, opens it after the field, and links its stylesheet once', async () => {
    const { root } = await mount(datepicker('d') + datepicker('e'))
    const input = $<HTMLInputElement>(root, '#addon-d')
    input.focus()
    const calendar = await calendarOf($(root, '#wc-pao-addon-d'))
    expect(input.nextElementSibling).toBe(calendar)
    expect(calendar.classList.contains('open')).toBe(true)
    expect(calendar.getAttribute('role')).toBe('dialog')
    expect(calendar.getAttribute('aria-label')).toBe('Choose a date')
    $<HTMLInputElement>(root, '#addon-e').dispatchEvent(new Event('pointerdown', { bubbles: true }))
    await calendarOf($(root, '#wc-pao-addon-e'))
    expect(document.head.querySelectorAll('link[rel="stylesheet"][data-shop-islands-calendar]')).toHaveLength(1)
  })

  it("names months and days as the shop's settings say (WordPress's translations), else in English", async () => {
    const months = ['janvier', 'février', 'mars', 'avril', 'mai', 'juin', 'juillet', 'août', 'septembre', 'octobre', 'novembre', 'décembre']
    ;(globalThis as { shop_islands?: unknown }).shop_islands = {
      datepicker_month_names: months,
      datepicker_day_names_min: ['D', 'L', 'M', 'M', 'J', 'V', 'S'],
      // Not 7 names: reported, and flatpickr's kept.
      datepicker_day_names: ['lundi'],
    }
    try {
      const { root } = await mount(datepicker('d'))
      $<HTMLInputElement>(root, '#addon-d').focus()
      const calendar = await calendarOf(root)
      const month = $<HTMLSelectElement>(calendar, 'select.flatpickr-monthDropdown-months:not(.shop-islands-year)')
      expect(Array.from(month.options, (option) => option.textContent)).toContain('février')
      // Weeks start on Monday: L first, D last.
      const weekdays = Array.from(calendar.querySelectorAll('.flatpickr-weekday'), (day) => day.textContent?.trim())
      expect([weekdays[0], weekdays[6]]).toEqual(['L', 'D'])
      expect(error).toHaveBeenCalledWith(
        expect.stringContaining('shop_islands.datepicker_day_names is invalid: expected a list of 7 names'),
      )
    } finally {
      delete (globalThis as { shop_islands?: unknown }).shop_islands
    }
  })

  it('has named, reachable month and year dropdowns (100 years back, 10 ahead) and month buttons', async () => {
    vi.useFakeTimers({ now: new Date(2025, 4, 10, 12, 0), toFake: ['Date'] })
    const { root } = await mount(datepicker('d'))
    $<HTMLInputElement>(root, '#addon-d').focus()
    const calendar = await calendarOf(root)
    const month = $<HTMLSelectElement>(calendar, 'select.flatpickr-monthDropdown-months:not(.shop-islands-year)')
    expect(month.tabIndex).toBe(0)
    expect(month.getAttribute('aria-label')).toBe('Month')
    const year = $<HTMLSelectElement>(calendar, 'select.shop-islands-year')
    expect(year.getAttribute('aria-label')).toBe('Year')
    const years = Array.from(year.options, (option) => Number(option.value))
    expect([years[0], years.at(-1), years.length]).toEqual([1925, 2035, 111])
    expect(year.value).toBe('2025')
    const previous = $(calendar, '.flatpickr-prev-month')
    const next = $(calendar, '.flatpickr-next-month')
    expect([previous.getAttribute('role'), previous.getAttribute('aria-label'), previous.tabIndex]).toEqual(['button', 'Previous month', 0])
    expect([next.getAttribute('role'), next.getAttribute('aria-label')]).toEqual(['button', 'Next month'])
  })

  it('starts weeks on Monday and makes days buttons with one in the Tab order', async () => {
    vi.useFakeTimers({ now: new Date(2025, 4, 10, 12, 0), toFake: ['Date'] })
    const { root } = await mount(datepicker('d'))
    $<HTMLInputElement>(root, '#addon-d').focus()
    const calendar = await calendarOf(root)
    expect($(calendar, '.flatpickr-weekday').textContent?.trim()).toBe('Mon')
    const days = Array.from(calendar.querySelectorAll<HTMLElement>('.flatpickr-day'))
    expect(days.every((day) => day.getAttribute('role') === 'button')).toBe(true)
    const inOrder = days.filter((day) => day.tabIndex === 0)
    expect(inOrder.map((day) => day.getAttribute('aria-label'))).toEqual(['May 10, 2025'])
  })

  it("a chosen day fills the field in the shop's format and the hidden date, and closes back to the field", async () => {
    vi.useFakeTimers({ now: new Date(2025, 4, 10, 12, 0), toFake: ['Date'] })
    const { root, heard } = await mount(datepicker('d'))
    const input = $<HTMLInputElement>(root, '#addon-d')
    input.focus()
    const calendar = await calendarOf(root)
    $(calendar, '.flatpickr-day[aria-label="May 20, 2025"]').click()
    expect(input.value).toBe('May 20, 2025')
    expect(named(root, 'addon-d-wc-pao-date').value).toBe(String(new Date(2025, 4, 20, 12, 0).getTime() / 1000))
    expect(calendar.classList.contains('open')).toBe(false)
    expect(document.activeElement).toBe(input)
    expect(heard.at(-1)?.reason).toBe('change')
  })

  it('Enter on the next-month button and a year from the dropdown move the calendar', async () => {
    vi.useFakeTimers({ now: new Date(2025, 4, 10, 12, 0), toFake: ['Date'] })
    const { root } = await mount(datepicker('d'))
    $<HTMLInputElement>(root, '#addon-d').focus()
    const calendar = await calendarOf(root)
    const next = $(calendar, '.flatpickr-next-month')
    next.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true, cancelable: true }))
    expect(calendar.querySelector('.flatpickr-day[aria-label="June 15, 2025"]:not(.prevMonthDay):not(.nextMonthDay)')).not.toBeNull()
    const year = $<HTMLSelectElement>(calendar, 'select.shop-islands-year')
    year.value = '2030'
    year.dispatchEvent(new Event('change', { bubbles: true }))
    expect(calendar.querySelector('.flatpickr-day[aria-label="June 15, 2030"]')).not.toBeNull()
    // The arrows stay the dropdown's own.
    const arrow = new KeyboardEvent('keydown', { key: 'ArrowDown', bubbles: true, cancelable: true })
    year.dispatchEvent(arrow)
    expect(arrow.defaultPrevented).toBe(false)
  })

  it('Space on a day chooses it', async () => {
    vi.useFakeTimers({ now: new Date(2025, 4, 10, 12, 0), toFake: ['Date'] })
    const { root } = await mount(datepicker('d'))
    const input = $<HTMLInputElement>(root, '#addon-d')
    input.focus()
    const calendar = await calendarOf(root)
    $(calendar, '.flatpickr-day[aria-label="May 12, 2025"]').dispatchEvent(
      new KeyboardEvent('keydown', { key: ' ', bubbles: true, cancelable: true }),
    )
    expect(input.value).toBe('May 12, 2025')
  })

  it('does not complain about a required date while focus is in its calendar', async () => {
    const { root } = await mount(datepicker('d', { required: true }))
    const input = $<HTMLInputElement>(root, '#addon-d')
    input.focus()
    const calendar = await calendarOf(root)
    input.dispatchEvent(new FocusEvent('focusout', { bubbles: true, relatedTarget: $(calendar, '.flatpickr-next-month') }))
    expect(root.querySelector('small.wc-pao-validation-notice')).toBeNull()
  })

  it('Clear after the calendar loaded leaves the calendar closed and the focus on the field', async () => {
    const { root } = await mount(datepicker('d', { value: 'June 1, 2025' }))
    const input = $<HTMLInputElement>(root, '#addon-d')
    input.focus()
    const calendar = await calendarOf(root)
    input.blur()
    document.body.focus()
    $<HTMLAnchorElement>(root, '.reset_date').click()
    expect(document.activeElement).toBe(input)
    expect(calendar.classList.contains('open')).toBe(false)
  })
})
