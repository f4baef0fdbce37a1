// @vitest-environment happy-dom
import { afterEach, beforeAll, beforeEach, describe, expect, it, type MockInstance, vi } from 'vitest'
import * as chunk from '../../../elements/wc-shop-listing/index.ts'
import { asLoaded, entryFor } from '../helpers/adopt.ts'
import { resetWarnings } from '../../../src/runtime/log.ts'
import { $, nextTask, render } from '../helpers/dom.ts'
import { installJQuery, removeJQuery } from '../helpers/jquery.ts'

const { define, adopt } = asLoaded({ 'wc-shop-listing': chunk })

/** The sort-order form as WooCommerce's loop/orderby.php prints it on a filtered category page. */
const ORDERING_FORM =
  '<form class="woocommerce-ordering" method="get" action="/product-category/shirts/">' +
  '<select name="orderby" class="orderby" aria-label="Shop order">' +
  '<option value="menu_order" selected>Default sorting</option>' +
  '<option value="price">Sort by price: low to high</option>' +
  '</select>' +
  '<input type="hidden" name="paged" value="1">' +
  '<input type="hidden" name="filter_color" value="blue">' +
  '</form>'

const COUNT_TEXT = 'Showing 1–12 of 40 results'

let error: MockInstance<typeof console.error>
let warn: MockInstance<typeof console.warn>

beforeAll(() => define())

beforeEach(() => {
  resetWarnings()
  error = vi.spyOn(console, 'error').mockImplementation(() => {})
  warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
})

afterEach(async () => {
  document.body.replaceChildren()
  if (vi.isFakeTimers()) {
    // Lets the islands of this test detach (their detach is a setTimeout) before the clock is real again.
    vi.runOnlyPendingTimers()
    vi.useRealTimers()
  }
  await nextTask()
  removeJQuery()
})

/** What the browser does when the shopper picks another option. */
function choose(select: HTMLSelectElement, value: string) {
  select.value = value
  select.dispatchEvent(new Event('change', { bubbles: true }))
}

/** Spies on the form's requestSubmit without letting happy-dom navigate. */
function spySubmit(form: HTMLFormElement) {
  return vi.spyOn(form, 'requestSubmit').mockImplementation(() => {})
}

describe('<wc-ordering>', () => {
  it('submits the form once as soon as the shopper picks another order', () => {
    const page = render(`<wc-ordering>${ORDERING_FORM}</wc-ordering>`)
    const form = $<HTMLFormElement>(page, 'form')
    const submit = spySubmit(form)
    expect($(page, 'wc-ordering').hasAttribute('data-island-mounted')).toBe(true)
    choose($<HTMLSelectElement>(form, 'select.orderby'), 'price')
    expect(submit).toHaveBeenCalledTimes(1)
    expect(submit.mock.contexts[0]).toBe(form)
    expect(error).not.toHaveBeenCalled()
  })

  it('submits again on each later change', () => {
    const page = render(`<wc-ordering>${ORDERING_FORM}</wc-ordering>`)
    const form = $<HTMLFormElement>(page, 'form')
    const submit = spySubmit(form)
    const select = $<HTMLSelectElement>(form, 'select.orderby')
    choose(select, 'price')
    choose(select, 'menu_order')
    expect(submit).toHaveBeenCalledTimes(2)
  })

  it('ignores a change of any other select, and of other fields, in the form', () => {
    const page = render(
      '<wc-ordering><form class="woocommerce-ordering" method="get">' +
        '<select name="orderby" class="orderby"><option value="a">A</option><option value="b">B</option></select>' +
        '<select name="per_page" class="per-page"><option value="12">12</option><option value="24">24</option></select>' +
        '<input type="checkbox" name="in_stock" value="1">' +
        '</form></wc-ordering>',
    )
    const form = $<HTMLFormElement>(page, 'form')
    const submit = spySubmit(form)
    choose($<HTMLSelectElement>(form, 'select.per-page'), '24')
    $<HTMLInputElement>(form, 'input[type=checkbox]').dispatchEvent(new Event('change', { bubbles: true }))
    expect(submit).not.toHaveBeenCalled()
  })

  it('fires the form’s submit event, so other scripts’ submit handlers still run', () => {
    const form = $<HTMLFormElement>(render(`<wc-ordering>${ORDERING_FORM}</wc-ordering>`), 'form')
    const onSubmit = vi.fn((event: Event) => event.preventDefault())
    form.addEventListener('submit', onSubmit)
    choose($<HTMLSelectElement>(form, 'select.orderby'), 'price')
    expect(onSubmit).toHaveBeenCalledTimes(1)
  })

  it('falls back to form.submit() where requestSubmit is missing', () => {
    const form = $<HTMLFormElement>(render(`<wc-ordering>${ORDERING_FORM}</wc-ordering>`), 'form')
    Object.defineProperty(form, 'requestSubmit', { value: undefined, configurable: true })
    const submit = vi.spyOn(form, 'submit').mockImplementation(() => {})
    choose($<HTMLSelectElement>(form, 'select.orderby'), 'price')
    expect(submit).toHaveBeenCalledTimes(1)
  })

  it('finds its form when the element sits inside the form', () => {
    const page = render(
      '<form class="woocommerce-ordering" method="get"><wc-ordering>' +
        '<select name="orderby" class="orderby"><option value="a">A</option><option value="b">B</option></select>' +
        '</wc-ordering></form>',
    )
    const form = $<HTMLFormElement>(page, 'form')
    const submit = spySubmit(form)
    choose($<HTMLSelectElement>(form, 'select.orderby'), 'b')
    expect(submit).toHaveBeenCalledTimes(1)
  })

  it('reports an element that holds no ordering form', () => {
    const host = $(render('<wc-ordering><select class="orderby"></select></wc-ordering>'), 'wc-ordering')
    expect(error).toHaveBeenCalledTimes(1)
    expect(host.getAttribute('data-island-error')).toBe('markup')
  })

  it('stops submitting once the element is removed from the page', async () => {
    const page = render(`<wc-ordering>${ORDERING_FORM}</wc-ordering>`)
    const form = $<HTMLFormElement>(page, 'form')
    const submit = spySubmit(form)
    $(page, 'wc-ordering').remove()
    await nextTask()
    choose($<HTMLSelectElement>(form, 'select.orderby'), 'price')
    expect(submit).not.toHaveBeenCalled()
  })

  describe('adopted', () => {
    it('drives a bare form.woocommerce-ordering the same way', () => {
      const form = $<HTMLFormElement>(render(ORDERING_FORM), 'form')
      const submit = spySubmit(form)
      adopt(form)
      expect(form.hasAttribute('data-island-mounted')).toBe(true)
      choose($<HTMLSelectElement>(form, 'select.orderby'), 'price')
      expect(submit).toHaveBeenCalledTimes(1)
    })

    it('submits once when a form inside <wc-ordering> is adopted too', () => {
      const page = render(`<wc-ordering>${ORDERING_FORM}</wc-ordering>`)
      const form = $<HTMLFormElement>(page, 'form')
      const submit = spySubmit(form)
      adopt(form)
      adopt(form)
      expect(form.hasAttribute('data-island-mounted')).toBe(false)
      choose($<HTMLSelectElement>(form, 'select.orderby'), 'price')
      expect(submit).toHaveBeenCalledTimes(1)
    })

    it('submits once when the same form is adopted twice', () => {
      const form = $<HTMLFormElement>(render(ORDERING_FORM), 'form')
      const submit = spySubmit(form)
      adopt(form)
      adopt(form)
      choose($<HTMLSelectElement>(form, 'select.orderby'), 'price')
      expect(submit).toHaveBeenCalledTimes(1)
    })

    it('stops once the adopted form leaves the page', async () => {
      const form = $<HTMLFormElement>(render(ORDERING_FORM), 'form')
      const submit = spySubmit(form)
      adopt(form)
      form.remove()
      await nextTask()
      await nextTask()
      expect(form.hasAttribute('data-island-mounted')).toBe(false)
      choose($<HTMLSelectElement>(form, 'select.orderby'), 'price')
      expect(submit).not.toHaveBeenCalled()
    })
  })

  describe('next to woocommerce.js', () => {
    /** woocommerce.js: `$('.woocommerce-ordering').on('change', 'select.orderby', …)`, delegated on the form. */
    async function bindOriginal(form: HTMLFormElement) {
      const jQuery = await installJQuery()
      const original = vi.fn<() => void>()
      jQuery(form).on('change', 'select.orderby', original)
      return { jQuery, original }
    }

    it('stands down with one warning when jQuery has a change handler on the form', async () => {
      const container = document.createElement('div')
      container.innerHTML = `<wc-ordering>${ORDERING_FORM}</wc-ordering>`
      const form = $<HTMLFormElement>(container, 'form')
      const submit = spySubmit(form)
      const { jQuery, original } = await bindOriginal(form)
      document.body.append(container)
      expect(warn).toHaveBeenCalledTimes(1)
      expect(String(warn.mock.calls[0]?.[0])).toContain('<wc-ordering>')
      expect(String(warn.mock.calls[0]?.[0])).toContain('woocommerce.js')
      expect($(container, 'wc-ordering').hasAttribute('data-island-mounted')).toBe(false)
      choose($<HTMLSelectElement>(form, 'select.orderby'), 'price')
      expect(original).toHaveBeenCalledTimes(1)
      expect(submit).not.toHaveBeenCalled()
      jQuery(form).off()
    })

    it('warns once however many bound forms it meets', async () => {
      const container = document.createElement('div')
      container.innerHTML = `<wc-ordering>${ORDERING_FORM}</wc-ordering><wc-ordering>${ORDERING_FORM}</wc-ordering>`
      const jQuery = await installJQuery()
      jQuery(container).find('form').on('change', 'select.orderby', vi.fn<() => void>())
      document.body.append(container)
      expect(warn).toHaveBeenCalledTimes(1)
      jQuery(container).find('form').off()
    })

    it('stands down at load when woocommerce.js binds the form after we mounted', async () => {
      const form = $<HTMLFormElement>(render(`<wc-ordering>${ORDERING_FORM}</wc-ordering>`), 'form')
      const submit = spySubmit(form)
      const { jQuery, original } = await bindOriginal(form)
      await nextTask()
      choose($<HTMLSelectElement>(form, 'select.orderby'), 'price')
      expect(original).toHaveBeenCalledTimes(1)
      expect(submit).not.toHaveBeenCalled()
      expect(warn).toHaveBeenCalledTimes(1)
      jQuery(form).off()
    })

    it('runs when jQuery is on the page but nothing is bound to the form', async () => {
      await installJQuery()
      const form = $<HTMLFormElement>(render(`<wc-ordering>${ORDERING_FORM}</wc-ordering>`), 'form')
      const submit = spySubmit(form)
      await nextTask()
      choose($<HTMLSelectElement>(form, 'select.orderby'), 'price')
      expect(submit).toHaveBeenCalledTimes(1)
      expect(warn).not.toHaveBeenCalled()
    })
  })
})

describe('<wc-result-count>', () => {
  /** Page timing: the DOM loaded `loadedAt` ms after navigation start and it is now `now`. */
  function pageClock(loadedAt: number, now: number) {
    const clock = { now, loadedAt }
    vi.spyOn(performance, 'now').mockImplementation(() => clock.now)
    vi.spyOn(performance, 'getEntriesByType').mockImplementation((type: string) =>
      type === 'navigation' ? ([{ domContentLoadedEventEnd: clock.loadedAt }] as unknown as PerformanceEntryList) : [],
    )
    return clock
  }

  function countElement(attributes = '', html = COUNT_TEXT) {
    const count = `<p class="woocommerce-result-count"${attributes}>${html}</p>`
    const page = render(`<wc-result-count>${count}</wc-result-count>`)
    return { host: $(page, 'wc-result-count'), count: $(page, 'p') }
  }

  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
  })

  it('hides the count at mount and puts the same text back 2000 ms after DOMContentLoaded, not before', () => {
    pageClock(100, 100)
    const { host, count } = countElement()
    const printed = count.firstChild
    expect(host.hasAttribute('data-island-mounted')).toBe(true)
    expect(count.getAttribute('aria-hidden')).toBe('true')
    vi.advanceTimersByTime(1999)
    expect(count.getAttribute('aria-hidden')).toBe('true')
    expect(count.firstChild).toBe(printed)
    vi.advanceTimersByTime(1)
    expect(count.getAttribute('aria-hidden')).toBe('false')
    expect(count.textContent).toBe(COUNT_TEXT)
    // New text, not the old node: that is what makes a live region speak.
    expect(count.firstChild).not.toBe(printed)
    expect(error).not.toHaveBeenCalled()
  })

  it('waits less when it mounts late: the 2000 ms run from load', () => {
    pageClock(100, 1600)
    const { count } = countElement()
    vi.advanceTimersByTime(499)
    expect(count.getAttribute('aria-hidden')).toBe('true')
    vi.advanceTimersByTime(1)
    expect(count.getAttribute('aria-hidden')).toBe('false')
  })

  it('puts the text back at once when it mounts more than 2 s after load', () => {
    pageClock(100, 5000)
    const { count } = countElement()
    expect(count.getAttribute('aria-hidden')).toBe('true')
    vi.advanceTimersByTime(0)
    expect(count.getAttribute('aria-hidden')).toBe('false')
    expect(count.textContent).toBe(COUNT_TEXT)
  })

  it('makes a count printed without a live region a polite one', () => {
    pageClock(0, 0)
    expect(countElement().count.getAttribute('aria-live')).toBe('polite')
  })

  it.each([
    ['role="alert" (WooCommerce’s sorted count)', ' role="alert" aria-relevant="all"', 'alert', null],
    ['role="status"', ' role="status"', 'status', null],
    ['aria-live="assertive"', ' aria-live="assertive"', null, 'assertive'],
    ['aria-live="off"', ' aria-live="off"', null, 'off'],
  ])('leaves a count printed with %s as it is', (_what, attributes, role, live) => {
    pageClock(0, 0)
    const { count } = countElement(attributes)
    expect(count.getAttribute('role')).toBe(role)
    expect(count.getAttribute('aria-live')).toBe(live)
    vi.advanceTimersByTime(2000)
    expect(count.getAttribute('aria-hidden')).toBe('false')
  })

  it('clears its timer when removed before 2 s, and takes aria-hidden away', () => {
    pageClock(0, 0)
    const { host, count } = countElement()
    const printed = count.firstChild
    vi.advanceTimersByTime(1000)
    host.remove()
    vi.advanceTimersByTime(0)
    expect(vi.getTimerCount()).toBe(0)
    expect(count.hasAttribute('aria-hidden')).toBe(false)
    expect(host.hasAttribute('data-island-mounted')).toBe(false)
    vi.advanceTimersByTime(2000)
    expect(count.hasAttribute('aria-hidden')).toBe(false)
    expect(count.firstChild).toBe(printed)
  })

  it('keeps its timer when a theme moves it (removed and put back in one task)', () => {
    pageClock(0, 0)
    const { host, count } = countElement()
    const other = document.createElement('div')
    document.body.append(other)
    host.remove()
    other.append(host)
    vi.advanceTimersByTime(2000)
    expect(count.getAttribute('aria-hidden')).toBe('false')
    expect(count.textContent).toBe(COUNT_TEXT)
  })

  it('reports an element that holds no result count', () => {
    pageClock(0, 0)
    const host = $(render('<wc-result-count><p>40 results</p></wc-result-count>'), 'wc-result-count')
    expect(error).toHaveBeenCalledTimes(1)
    expect(host.getAttribute('data-island-error')).toBe('markup')
  })

  it('drives an adopted .woocommerce-result-count the same way', () => {
    pageClock(100, 100)
    const count = $(render(`<p class="woocommerce-result-count">${COUNT_TEXT}</p>`), 'p')
    adopt(count)
    expect(count.hasAttribute('data-island-mounted')).toBe(true)
    expect(count.getAttribute('aria-hidden')).toBe('true')
    expect(count.getAttribute('aria-live')).toBe('polite')
    vi.advanceTimersByTime(1999)
    expect(count.getAttribute('aria-hidden')).toBe('true')
    vi.advanceTimersByTime(1)
    expect(count.getAttribute('aria-hidden')).toBe('false')
    expect(count.textContent).toBe(COUNT_TEXT)
  })

  it('clears the timer of an adopted count that leaves the page', async () => {
    pageClock(0, 0)
    const count = $(render(`<p class="woocommerce-result-count">${COUNT_TEXT}</p>`), 'p')
    const printed = count.firstChild
    adopt(count)
    count.remove()
    // The removal observer reports in a microtask; the detach follows in a task.
    await Promise.resolve()
    await Promise.resolve()
    vi.advanceTimersByTime(1)
    expect(count.hasAttribute('data-island-mounted')).toBe(false)
    expect(count.hasAttribute('aria-hidden')).toBe(false)
    vi.advanceTimersByTime(2000)
    expect(count.firstChild).toBe(printed)
  })

  it('keeps the markup of the count (the screen-reader-only sort order) when it puts it back', () => {
    pageClock(0, 0)
    const html = `${COUNT_TEXT}<span class="screen-reader-text">Sorted by price: low to high</span>`
    const { count } = countElement(' role="alert" aria-relevant="all" data-is-sorted-by="true"', html)
    vi.advanceTimersByTime(2000)
    expect(count.getAttribute('aria-hidden')).toBe('false')
    expect(count.querySelector('span.screen-reader-text')?.textContent).toBe('Sorted by price: low to high')
    expect(count.innerHTML).toBe(html)
  })

  it('counts the 2000 ms from DOMContentLoaded when it mounts before the DOM has loaded', () => {
    const clock = pageClock(0, 300)
    vi.spyOn(document, 'readyState', 'get').mockReturnValue('loading')
    const { count } = countElement()
    vi.advanceTimersByTime(500)
    clock.now = 800
    clock.loadedAt = 800
    document.dispatchEvent(new Event('DOMContentLoaded'))
    vi.advanceTimersByTime(1999)
    expect(count.getAttribute('aria-hidden')).toBe('true')
    vi.advanceTimersByTime(1)
    expect(count.getAttribute('aria-hidden')).toBe('false')
  })
})

describe('<wc-quantity-minimum>', () => {
  function quantity(attributes: string, wrapper = (html: string) => html) {
    const input = `<input class="input-text qty text" name="quantity" ${attributes}>`
    const page = render(wrapper(`<wc-quantity-minimum>${input}</wc-quantity-minimum>`))
    return $<HTMLInputElement>(page, 'input')
  }

  it('raises a value below the minimum to the minimum', () => {
    const input = quantity('type="number" value="1" min="2"')
    expect(input.value).toBe('2')
    expect(input.closest('wc-quantity-minimum')?.hasAttribute('data-island-mounted')).toBe(true)
  })

  it.each([
    ['a fractional value', 'value="0.5" min="1"', '1'],
    ['a fractional minimum', 'value="1" min="1.5"', '1.5'],
    ['a value with a unit (read as WooCommerce reads it)', 'type="text" value="3 pcs" min="5"', '5'],
    ['zero below a minimum of 1', 'value="0" min="1"', '1'],
  ])('raises %s', (_what, attributes, expected) => {
    expect(quantity(attributes).value).toBe(expected)
  })

  it.each([
    ['equal to the minimum', 'type="number" value="2" min="2"', '2'],
    ['above the minimum', 'type="number" value="5" min="2"', '5'],
    ['empty', 'type="number" value="" min="2"', ''],
    ['not a number', 'type="text" value="abc" min="2"', 'abc'],
    ['below a missing minimum', 'type="text" value="0"', '0'],
    ['below an empty minimum', 'type="text" value="-3" min=""', '-3'],
    ['below a negative minimum', 'type="text" value="-3" min="-1"', '-3'],
    ['below a minimum that is not a number', 'type="text" value="0" min="two"', '0'],
  ])('leaves a value %s as it is', (_what, attributes, expected) => {
    expect(quantity(attributes).value).toBe(expected)
  })

  it('leaves the cart’s quantity inputs (.product-quantity) alone', () => {
    const input = quantity(
      'type="number" value="0" min="1"',
      (html) => `<table><tbody><tr><td class="product-quantity">${html}</td></tr></tbody></table>`,
    )
    expect(input.value).toBe('0')
  })

  it('raises an adopted input.qty outside the cart', () => {
    const input = $<HTMLInputElement>(
      render('<form class="cart"><input type="number" class="input-text qty text" value="1" min="3"></form>'),
      'input',
    )
    adopt(input)
    expect(input.value).toBe('3')
    expect(input.hasAttribute('data-island-mounted')).toBe(true)
  })

  it('leaves an adopted input.qty inside .product-quantity alone', () => {
    const input = $<HTMLInputElement>(
      render('<div class="product-quantity"><div class="quantity"><input type="number" class="qty" value="0" min="1"></div></div>'),
      'input',
    )
    adopt(input)
    expect(input.value).toBe('0')
  })

  it('reports an element that holds no quantity input', () => {
    const host = $(render('<wc-quantity-minimum><input name="quantity"></wc-quantity-minimum>'), 'wc-quantity-minimum')
    expect(error).toHaveBeenCalledTimes(1)
    expect(host.getAttribute('data-island-error')).toBe('markup')
  })
})

describe('adopt()', () => {
  it('adopts a node for the island of the entry that matched it, and leaves a tag it does not have alone', () => {
    const page = render('<p class="woocommerce-result-count">Showing all 3 results</p><div class="other"></div>')
    const [count, other] = [...page.children] as Element[]
    chunk.adopt(count as Element, entryFor('wc-result-count'))
    expect(count?.hasAttribute('data-island-mounted')).toBe(true)
    const error = vi.spyOn(console, 'error').mockImplementation(() => {})
    chunk.adopt(other as Element, { tag: 'wc-unknown', folder: 'wc-shop-listing', adopt: '.other' })
    expect(other?.hasAttribute('data-island-mounted')).toBe(false)
    expect(error).toHaveBeenCalledTimes(1)
    expect(String(error.mock.calls[0]?.[0])).toContain('<wc-unknown>')
  })
})
