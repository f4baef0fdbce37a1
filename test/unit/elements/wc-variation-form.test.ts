// @vitest-environment happy-dom
import { afterEach, beforeAll, beforeEach, describe, expect, it, type MockInstance, vi } from 'vitest'
import * as chunk from '../../../elements/wc-variation-form/index.ts'
import { asLoaded } from '../helpers/adopt.ts'
import { BEFORE_NOTICE_EVENT, FIRST_CHECK_DELAY_MS, REVEAL_DELAY_MS } from '../../../elements/wc-variation-form/variation-form.ts'
import { DEFAULT_VARIATION_TEXTS, type Variation } from '../../../src/core/variations/index.ts'
import { resetWarnings } from '../../../src/runtime/log.ts'
import { loadSanitizer } from '../../../src/runtime/sanitize.ts'
import { forgetSettingsBlock } from '../../../src/runtime/settings.ts'
import { $, microtasks, nextTask, render } from '../helpers/dom.ts'
import { installJQuery, removeJQuery } from '../helpers/jquery.ts'

const { define, adopt } = asLoaded({ 'wc-variation-form': chunk })

const price = (amount: string) =>
  `<span class="woocommerce-Price-amount amount"><bdi><span class="woocommerce-Price-currencySymbol">$</span>${amount}</bdi></span>`

function variation(id: number, color: string, size: string, extra: Partial<Variation> = {}): Variation {
  return {
    variation_id: id,
    attributes: { attribute_pa_color: color, attribute_pa_size: size },
    is_purchasable: true,
    is_in_stock: true,
    variation_is_visible: true,
    variation_is_active: true,
    is_sold_individually: 'no',
    min_qty: 1,
    max_qty: '',
    display_price: 45,
    price_html: `<span class="price">${price('45.00')}</span>`,
    availability_html: '<p class="stock in-stock">12 in stock</p>',
    variation_description: `<p>Variation ${id}</p>`,
    sku: `hoodie-${color}-${size}`,
    weight: '0.5',
    weight_html: '0.5 kg',
    dimensions: { length: '10', width: '5', height: '2' },
    dimensions_html: '10 &times; 5 &times; 2 cm',
    image: {
      src: `/img/${color}.svg`,
      src_w: 600,
      src_h: 600,
      srcset: false,
      sizes: false,
      title: color,
      caption: '',
      alt: `Hoodie ${color}`,
      full_src: `/img/${color}-full.svg`,
      full_src_w: 1200,
      full_src_h: 1200,
      gallery_thumbnail_src: `/img/${color}-thumb.svg`,
    },
    image_id: id,
    ...extra,
  }
}

const HOODIE: Variation[] = [
  variation(101, 'blue', 'small'),
  variation(102, 'blue', 'large', { is_in_stock: false, availability_html: '<p class="stock out-of-stock">Out of stock</p>' }),
  variation(103, 'red', 'small', { price_html: price('50.00') }),
  variation(104, 'red', 'medium', { variation_is_active: false }),
  variation(105, 'green', 'large', { is_sold_individually: 'yes' }),
  variation(106, 'green', 'medium', { min_qty: 2, max_qty: 6 }),
]

const escapeAttribute = (text: string) => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;')

/** WooCommerce 9's single-product/add-to-cart/variable.php, inside a product with gallery and meta. */
function productMarkup(data: unknown, options: { showOptionNone?: string; quantity?: string; min?: string; rawData?: string } = {}) {
  const select = (slug: string, values: string[]) =>
    `<select id="pa_${slug}" name="attribute_pa_${slug}" data-attribute_name="attribute_pa_${slug}" data-show_option_none="${options.showOptionNone ?? 'yes'}">` +
    `<option value="">Choose an option</option>${values.map((value) => `<option value="${value}" class="attached enabled">${value}</option>`).join('')}</select>`
  return `<div class="product type-product product-type-variable" id="product-40">
  <div class="woocommerce-product-gallery images">
    <div class="woocommerce-product-gallery__image" data-thumb="/img/hoodie-thumb.svg">
      <a href="/img/hoodie-full.svg"><img class="wp-post-image" src="/img/hoodie.svg" width="600" height="600" alt="Hoodie" title="hoodie" data-caption="" data-src="/img/hoodie-full.svg" data-large_image="/img/hoodie-full.svg" data-large_image_width="1200" data-large_image_height="1200"></a>
    </div>
  </div>
  <form class="variations_form cart" action="/pages/variable-product.html" method="post" data-product_id="40" data-product_variations="${escapeAttribute(options.rawData ?? JSON.stringify(data))}">
    <table class="variations" role="presentation"><tbody>
      <tr><th class="label"><label for="pa_color">Color</label></th><td class="value">${select('color', ['blue', 'green', 'red'])}</td></tr>
      <tr><th class="label"><label for="pa_size">Size</label></th><td class="value">${select('size', ['small', 'medium', 'large'])}<a class="reset_variations" href="#" aria-label="Clear options">Clear</a></td></tr>
    </tbody></table>
    <div class="reset_variations_alert screen-reader-text" role="alert" aria-live="polite" aria-relevant="all"></div>
    <div class="single_variation_wrap">
      <div class="woocommerce-variation single_variation" role="alert" aria-relevant="additions"></div>
      <div class="woocommerce-variation-add-to-cart variations_button">
        <div class="quantity"><label class="screen-reader-text" for="quantity_1">Hoodie quantity</label>
          <input type="number" id="quantity_1" class="input-text qty text" name="quantity" value="${options.quantity ?? '1'}" aria-label="Product quantity" min="${options.min ?? '1'}" step="1"></div>
        <button type="submit" class="single_add_to_cart_button button alt">Add to cart</button>
        <input type="hidden" name="add-to-cart" value="40"><input type="hidden" name="product_id" value="40">
        <input type="hidden" name="variation_id" class="variation_id" value="0">
      </div>
    </div>
  </form>
  <div class="product_meta"><span class="sku_wrapper">SKU: <span class="sku">hoodie</span></span></div>
  <table class="woocommerce-product-attributes shop_attributes">
    <tr class="woocommerce-product-attributes-item woocommerce-product-attributes-item--weight"><th>Weight</th><td class="woocommerce-product-attributes-item__value">0.4 – 0.6 kg</td></tr>
    <tr class="woocommerce-product-attributes-item woocommerce-product-attributes-item--dimensions"><th>Dimensions</th><td class="woocommerce-product-attributes-item__value">N/A</td></tr>
  </table>
</div>`
}

let error: MockInstance<typeof console.error>

beforeAll(async () => {
  define()
  // The sanitizer loads on first need; have its module ready so fake clocks do not wait for it.
  await loadSanitizer()
})

beforeEach(() => {
  resetWarnings()
  forgetSettingsBlock()
  error = vi.spyOn(console, 'error').mockImplementation(() => {})
  vi.spyOn(console, 'warn').mockImplementation(() => {})
  vi.useFakeTimers()
})

afterEach(async () => {
  document.body.replaceChildren()
  vi.runOnlyPendingTimers()
  vi.useRealTimers()
  await nextTask()
  removeJQuery()
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
  delete (globalThis as { wc_add_to_cart_variation_params?: unknown }).wc_add_to_cart_variation_params
})

interface Page {
  container: HTMLElement
  form: HTMLFormElement
  color: HTMLSelectElement
  size: HTMLSelectElement
  button: HTMLButtonElement
  details: HTMLElement
  variationId: HTMLInputElement
  quantity: HTMLInputElement
  resetLink: HTMLElement
}

/** The product page, with the shopper's pointer over the form (which loads the form's UI) unless `untouched`. */
async function mountProduct(data: unknown = HOODIE, options: Parameters<typeof productMarkup>[1] = {}, wrap = true) {
  const markup = productMarkup(data, options)
  const container = render(wrap ? markup.replace(/(<form[\s\S]*<\/form>)/, '<wc-variation-form>$1</wc-variation-form>') : markup)
  const form = $<HTMLFormElement>(container, 'form.variations_form')
  if (!wrap) adopt(form)
  await microtasks()
  return {
    container,
    form,
    color: $<HTMLSelectElement>(form, 'select[name=attribute_pa_color]'),
    size: $<HTMLSelectElement>(form, 'select[name=attribute_pa_size]'),
    button: $<HTMLButtonElement>(form, 'button.single_add_to_cart_button'),
    details: $(form, '.single_variation'),
    variationId: $<HTMLInputElement>(form, 'input[name=variation_id]'),
    quantity: $<HTMLInputElement>(form, 'input[name=quantity]'),
    resetLink: $(form, '.reset_variations'),
  } satisfies Page
}

/** What the browser does when the shopper picks an option. */
function choose(select: HTMLSelectElement, value: string) {
  select.value = value
  select.dispatchEvent(new Event('change', { bubbles: true }))
}

async function started(page: Promise<Page>) {
  const ready = await page
  vi.advanceTimersByTime(FIRST_CHECK_DELAY_MS)
  return ready
}

const optionValues = (select: HTMLSelectElement) => Array.from(select.options, (option) => option.value)

describe('<wc-variation-form>: start', () => {
  it('runs the first check 100 ms after it starts, not before', async () => {
    const page = await mountProduct()
    const heard: string[] = []
    for (const name of ['check_variations', 'wc_variation_form']) page.form.addEventListener(name, () => heard.push(name))
    vi.advanceTimersByTime(FIRST_CHECK_DELAY_MS - 1)
    expect(heard).toEqual([])
    expect(page.button.classList.contains('disabled')).toBe(false)
    vi.advanceTimersByTime(1)
    expect(heard).toEqual(['check_variations', 'wc_variation_form'])
    expect(page.button.className).toContain('disabled wc-variation-selection-needed')
    expect(page.button.getAttribute('aria-disabled')).toBe('true')
  })

  it('runs no pending timer once it is taken out of the page: the first check and the reveal are bound to its connection', async () => {
    const page = await mountProduct()
    const heard: string[] = []
    for (const name of ['check_variations', 'wc_variation_form']) page.form.addEventListener(name, () => heard.push(name))
    const host = $(page.container, 'wc-variation-form')
    host.remove()
    vi.advanceTimersByTime(FIRST_CHECK_DELAY_MS + REVEAL_DELAY_MS)
    expect(heard).toEqual([])
    expect(host.hasAttribute('data-island-mounted')).toBe(false)
  })

  it('raises the quantity to its minimum on load', async () => {
    const page = await mountProduct(HOODIE, { quantity: '1', min: '3' })
    expect(page.quantity.value).toBe('3')
  })

  it('hides the Clear link until something is chosen', async () => {
    const page = await started(mountProduct())
    expect(page.resetLink.style.visibility).toBe('hidden')
    choose(page.color, 'blue')
    expect(page.resetLink.style.visibility).toBe('visible')
  })

  it('works the same when the form is adopted in place, with no wrapper', async () => {
    const page = await started(mountProduct(HOODIE, {}, false))
    choose(page.color, 'blue')
    choose(page.size, 'small')
    expect(page.variationId.value).toBe('101')
  })
})

describe('<wc-variation-form>: its details and messages', () => {
  it('shows a choice made before the shopper came near the form at once, with the text in the page for show_variation', async () => {
    const page = await started(mountProduct(HOODIE, {}, true))
    const heard: string[] = []
    page.form.addEventListener('show_variation', () =>
      heard.push(`show_variation ${$(page.details, '.woocommerce-variation-price').textContent}`),
    )
    page.form.addEventListener('found_variation', () => heard.push('found_variation'))
    choose(page.color, 'red')
    choose(page.size, 'small')
    expect(page.variationId.value).toBe('103')
    expect($(page.details, '.woocommerce-variation-price').textContent).toBe('$50.00')
    expect(heard).toEqual(['show_variation $50.00', 'found_variation'])
  })

  it("shows the shop's default choice at load without waiting for the shopper", async () => {
    const defaults = productMarkup(HOODIE).replace('value="red"', 'value="red" selected').replace('value="small"', 'value="small" selected')
    expect(defaults).toContain('selected')
    const container = render(defaults.replace(/(<form[\s\S]*<\/form>)/, '<wc-variation-form>$1</wc-variation-form>'))
    await microtasks()
    vi.advanceTimersByTime(FIRST_CHECK_DELAY_MS)
    await microtasks(20)
    expect($<HTMLInputElement>(container, 'input[name=variation_id]').value).not.toMatch(/^0?$/)
    expect($(container, '.woocommerce-variation-price').textContent).toMatch(/^\$\d+\.00$/)
  })
})

describe('<wc-variation-form>: a match', () => {
  it('sets variation_id, the button and the price at once, and reveals the details 300 ms later', async () => {
    const page = await started(mountProduct())
    choose(page.color, 'red')
    choose(page.size, 'small')
    expect(page.variationId.value).toBe('103')
    expect(page.button.classList.contains('disabled')).toBe(false)
    expect(page.button.getAttribute('aria-disabled')).toBe('false')
    expect($(page.form, '.woocommerce-variation-add-to-cart').className).toContain('woocommerce-variation-add-to-cart-enabled')
    expect($(page.details, '.woocommerce-variation-price').textContent).toBe('$50.00')
    expect(page.details.style.display).toBe('none')
    vi.advanceTimersByTime(REVEAL_DELAY_MS - 1)
    expect(page.details.style.display).toBe('none')
    vi.advanceTimersByTime(1)
    expect(page.details.style.display).toBe('')
  })

  it('changes the details at once when they are already shown', async () => {
    const page = await started(mountProduct())
    choose(page.color, 'blue')
    choose(page.size, 'small')
    vi.advanceTimersByTime(REVEAL_DELAY_MS)
    choose(page.color, 'red')
    expect($(page.details, '.woocommerce-variation-price').textContent).toBe('$50.00')
    expect(page.details.style.display).toBe('')
  })

  it('marks an out-of-stock match unavailable', async () => {
    const page = await started(mountProduct())
    choose(page.color, 'blue')
    choose(page.size, 'large')
    expect(page.variationId.value).toBe('102')
    expect(page.button.className).toContain('disabled wc-variation-is-unavailable')
    expect(page.button.classList.contains('wc-variation-selection-needed')).toBe(false)
  })

  it('shows the unavailable text instead of the details of a variation that is not visible', async () => {
    const hidden = HOODIE.map((v) => (v.variation_id === 101 ? { ...v, variation_is_visible: false } : v))
    const page = await started(mountProduct(hidden))
    choose(page.color, 'blue')
    choose(page.size, 'small')
    expect(page.details.textContent).toBe(DEFAULT_VARIATION_TEXTS.i18n_unavailable_text)
    expect(page.button.className).toContain('wc-variation-is-unavailable')
  })

  it('writes SKU, weight and dimensions into the product meta as text, and restores them on reset', async () => {
    const page = await started(mountProduct())
    const sku = $(page.container, '.product_meta .sku')
    const dimensions = $(page.container, '.woocommerce-product-attributes-item--dimensions td')
    choose(page.color, 'blue')
    choose(page.size, 'small')
    expect(sku.textContent).toBe('hoodie-blue-small')
    expect($(page.container, '.woocommerce-product-attributes-item--weight td').textContent).toBe('0.5 kg')
    expect(dimensions.textContent).toBe('10 × 5 × 2 cm')
    choose(page.size, '')
    expect(sku.textContent).toBe('hoodie')
    expect(dimensions.textContent).toBe('N/A')
  })

  it('swaps the gallery image and restores it on reset', async () => {
    const page = await started(mountProduct())
    const image = $<HTMLImageElement>(page.container, '.wp-post-image')
    choose(page.color, 'red')
    choose(page.size, 'small')
    expect(image.getAttribute('src')).toBe('/img/red.svg')
    expect(image.getAttribute('alt')).toBe('Hoodie red')
    expect(image.getAttribute('data-o_src')).toBe('/img/hoodie.svg')
    expect($(page.container, '.woocommerce-product-gallery__image a').getAttribute('href')).toBe('/img/red-full.svg')
    choose(page.color, '')
    expect(image.getAttribute('src')).toBe('/img/hoodie.svg')
    expect(image.getAttribute('alt')).toBe('Hoodie')
  })

  it('never puts a javascript: URL of the data into the gallery link', async () => {
    const hostile = HOODIE.map((v) => (v.variation_id === 101 ? { ...v, image: { ...v.image, full_src: 'javascript:alert(1)' } } : v))
    const page = await started(mountProduct(hostile))
    choose(page.color, 'blue')
    choose(page.size, 'small')
    expect($(page.container, '.woocommerce-product-gallery__image a').getAttribute('href')).toBe('/img/hoodie-full.svg')
  })
})

describe('<wc-variation-form>: options', () => {
  it('removes options that cannot lead to a match and disables those of inactive variations', async () => {
    const page = await started(mountProduct())
    choose(page.color, 'red')
    // red: small (active), medium (inactive); no red large.
    expect(optionValues(page.size)).toEqual(['', 'small', 'medium'])
    const medium = Array.from(page.size.options).find((option) => option.value === 'medium')
    expect(medium?.disabled).toBe(true)
    expect(medium?.classList.contains('enabled')).toBe(false)
    choose(page.color, '')
    expect(optionValues(page.size)).toEqual(['', 'small', 'medium', 'large'])
  })

  it('keeps the same option nodes (other scripts hold them)', async () => {
    const page = await started(mountProduct())
    const large = Array.from(page.size.options).find((option) => option.value === 'large')
    choose(page.color, 'red')
    choose(page.color, '')
    expect(Array.from(page.size.options).includes(large as HTMLOptionElement)).toBe(true)
  })

  it('drops the placeholder of a chosen select with data-show_option_none="no"', async () => {
    const page = await started(mountProduct(HOODIE, { showOptionNone: 'no' }))
    choose(page.color, 'blue')
    expect(optionValues(page.color)[0]).toBe('blue')
    expect(optionValues(page.size)[0]).toBe('')
  })

  it('resets a choice that cannot lead to a match, with a change event, instead of matching nothing', async () => {
    // Through the UI pruning never offers such a choice; a script or a stale default can set one.
    // (WooCommerce resets the select too, then still matches the stale choice; ajax mode shows the
    // no-match message, see below.)
    const page = await started(mountProduct(HOODIE))
    const changed: string[] = []
    page.size.addEventListener('change', () => changed.push(page.size.value))
    page.color.value = 'red'
    page.size.value = 'large'
    page.color.dispatchEvent(new Event('change', { bubbles: true }))
    expect(page.size.value).toBe('')
    expect(changed).toEqual([''])
    expect(page.variationId.value).toBe('')
    expect(page.form.querySelector('.wc-no-matching-variations')).toBeNull()
  })
})

describe('<wc-variation-form>: quantity', () => {
  it('fixes the quantity at 1 and hides it for a variation sold individually', async () => {
    const page = await started(mountProduct(HOODIE, { quantity: '4' }))
    choose(page.color, 'green')
    choose(page.size, 'large')
    expect(page.quantity.value).toBe('1')
    expect(page.quantity.getAttribute('min')).toBe('1')
    expect(page.quantity.getAttribute('max')).toBe('')
    expect($(page.form, '.quantity').style.display).toBe('none')
    choose(page.size, 'medium')
    expect($(page.form, '.quantity').style.display).toBe('')
  })

  it('clamps the quantity between min_qty and max_qty', async () => {
    const page = await started(mountProduct(HOODIE, { quantity: '9' }))
    choose(page.color, 'green')
    choose(page.size, 'medium')
    expect(page.quantity.value).toBe('6')
    expect(page.quantity.getAttribute('min')).toBe('2')
    expect(page.quantity.getAttribute('max')).toBe('6')
  })

  it('turns a quantity that is not a number into min_qty', async () => {
    const page = await started(mountProduct(HOODIE, { quantity: 'abc' }))
    choose(page.color, 'green')
    choose(page.size, 'medium')
    expect(page.quantity.value).toBe('2')
  })
})

describe('<wc-variation-form>: the disabled button', () => {
  it('explains a click in an accessible notice instead of an alert: selection needed', async () => {
    const alert = vi.fn()
    vi.stubGlobal('alert', alert)
    const page = await started(mountProduct())
    const submitted = vi.fn((event: Event) => event.preventDefault())
    page.form.addEventListener('submit', submitted)
    page.button.click()
    const notice = $(page.form, '.wc-variation-form-notice')
    expect(notice.textContent).toBe(DEFAULT_VARIATION_TEXTS.i18n_make_a_selection_text)
    expect(notice.getAttribute('role')).toBe('alert')
    expect(page.button.getAttribute('aria-describedby')).toBe(notice.id)
    expect(alert).not.toHaveBeenCalled()
    expect(submitted).not.toHaveBeenCalled()
  })

  it('says the variation is unavailable when it is, and drops the notice once the button is enabled', async () => {
    const page = await started(mountProduct())
    choose(page.color, 'blue')
    choose(page.size, 'large')
    page.button.click()
    expect($(page.form, '.wc-variation-form-notice').textContent).toBe(DEFAULT_VARIATION_TEXTS.i18n_unavailable_text)
    choose(page.size, 'small')
    expect(page.form.querySelector('.wc-variation-form-notice')).toBeNull()
    expect(page.button.hasAttribute('aria-describedby')).toBe(false)
  })

  it('announces the notice again on every click: a new node each time', async () => {
    const page = await started(mountProduct())
    page.button.click()
    const first = $(page.form, '.wc-variation-form-notice')
    page.button.click()
    const second = $(page.form, '.wc-variation-form-notice')
    expect(second).not.toBe(first)
    expect(page.form.querySelectorAll('.wc-variation-form-notice')).toHaveLength(1)
  })

  it('lets a site show its own message by cancelling wc-variation-form-before-notice', async () => {
    const page = await started(mountProduct())
    const heard: unknown[] = []
    page.form.addEventListener(BEFORE_NOTICE_EVENT, (event) => {
      heard.push((event as CustomEvent).detail)
      event.preventDefault()
    })
    page.button.click()
    expect(heard).toEqual([[{ message: DEFAULT_VARIATION_TEXTS.i18n_make_a_selection_text, reason: 'selection-needed' }]])
    expect(page.form.querySelector('.wc-variation-form-notice')).toBeNull()
  })

  it('takes its texts from wc_add_to_cart_variation_params', async () => {
    ;(globalThis as Record<string, unknown>).wc_add_to_cart_variation_params = {
      i18n_make_a_selection_text: 'Choisissez des options.',
    }
    const page = await started(mountProduct())
    page.button.click()
    expect($(page.form, '.wc-variation-form-notice').textContent).toBe('Choisissez des options.')
  })
})

describe('<wc-variation-form>: Clear', () => {
  it('clears every choice, announces the reset, hides the details and focuses the first select', async () => {
    const page = await started(mountProduct())
    choose(page.color, 'blue')
    choose(page.size, 'small')
    vi.advanceTimersByTime(REVEAL_DELAY_MS)
    page.resetLink.click()
    expect([page.color.value, page.size.value]).toEqual(['', ''])
    expect(page.variationId.value).toBe('')
    expect($(page.form, '.reset_variations_alert').textContent).toBe(DEFAULT_VARIATION_TEXTS.i18n_reset_alert_text)
    expect(document.activeElement).toBe(page.color)
    expect(page.resetLink.style.visibility).toBe('hidden')
    expect(page.button.className).toContain('wc-variation-selection-needed')
    vi.advanceTimersByTime(500)
    expect(page.details.style.display).toBe('none')
  })

  it('empties the announcement again on the next change', async () => {
    const page = await started(mountProduct())
    choose(page.color, 'blue')
    page.resetLink.click()
    choose(page.color, 'red')
    expect($(page.form, '.reset_variations_alert').textContent).toBe('')
  })
})

describe('<wc-variation-form>: events', () => {
  it('raises WooCommerce events in the order a jQuery listener hears them from WooCommerce', async () => {
    const jQuery = await installJQuery()
    const page = await mountProduct()
    const heard: string[] = []
    const names = [
      'check_variations',
      'wc_variation_form',
      'woocommerce_variation_select_change',
      'update_variation_values',
      'woocommerce_update_variation_values',
      'found_variation',
      'show_variation',
      'reset_data',
      'hide_variation',
      'reset_image',
      'woocommerce_variation_has_changed',
      'clear_reset_announcement',
    ]
    jQuery(page.form).on(names.join(' '), (event, ...args) => {
      heard.push(
        args.length > 0 && event.type === 'found_variation' ? `found_variation:${(args[0] as Variation).variation_id}` : event.type,
      )
    })
    jQuery(page.variationId).on('change', () => heard.push(`variation_id=${page.variationId.value}`))
    vi.advanceTimersByTime(FIRST_CHECK_DELAY_MS)
    expect(heard).toEqual([
      'woocommerce_update_variation_values',
      'update_variation_values',
      'reset_image',
      'hide_variation',
      'reset_data',
      'check_variations',
      'wc_variation_form',
    ])
    choose(page.color, 'blue')
    heard.length = 0
    choose(page.size, 'small')
    expect(heard).toEqual([
      'variation_id=',
      'clear_reset_announcement',
      'woocommerce_variation_select_change',
      'woocommerce_update_variation_values',
      'update_variation_values',
      'variation_id=101',
      'show_variation',
      'found_variation:101',
      'check_variations',
      'woocommerce_variation_has_changed',
    ])
  })

  it('passes show_variation its variation and purchasable flag, on .single_variation', async () => {
    const jQuery = await installJQuery()
    const page = await started(mountProduct())
    const shown: unknown[] = []
    jQuery(page.details).on('show_variation', (_event, shownVariation: Variation, purchasable: boolean) =>
      shown.push([shownVariation.variation_id, purchasable]),
    )
    choose(page.color, 'blue')
    choose(page.size, 'large')
    expect(shown).toEqual([[102, false]])
  })

  it('hears a swatch plugin that sets a select and triggers change through jQuery', async () => {
    const jQuery = await installJQuery()
    const page = await started(mountProduct())
    jQuery(page.color).val('blue').trigger('change')
    jQuery(page.size).val('small').trigger('change')
    expect(page.variationId.value).toBe('101')
  })

  it('re-reads its data on reload_product_variations', async () => {
    const jQuery = await installJQuery()
    const page = await started(mountProduct())
    page.form.setAttribute('data-product_variations', JSON.stringify([variation(301, 'blue', '')]))
    page.color.value = 'blue'
    page.size.value = 'large'
    jQuery(page.form).trigger('reload_product_variations')
    expect(page.variationId.value).toBe('301')
  })

  it('answers check_variations triggered by another script, without raising it twice', async () => {
    const jQuery = await installJQuery()
    const page = await started(mountProduct())
    let heard = 0
    jQuery(page.form).on('check_variations', () => heard++)
    page.color.value = 'red'
    page.size.value = 'small'
    jQuery(page.form).trigger('check_variations')
    expect(page.variationId.value).toBe('103')
    expect(heard).toBe(1)
  })

  it("stands down when WooCommerce's own script already drives the form", async () => {
    const jQuery = await installJQuery()
    const markup = productMarkup(HOODIE)
    const container = render(markup)
    const form = $<HTMLFormElement>(container, 'form')
    jQuery(form).on('check_variations.wc-variation-form', () => {})
    adopt(form)
    await microtasks()
    vi.advanceTimersByTime(FIRST_CHECK_DELAY_MS)
    expect(form.hasAttribute('data-island-mounted')).toBe(false)
    expect(console.warn).toHaveBeenCalledWith(expect.stringContaining('add-to-cart-variation.js'))
  })
})

describe('<wc-variation-form>: bad input', () => {
  it('leaves the server form alone on malformed JSON, with one error naming the attribute', async () => {
    const page = await started(mountProduct(HOODIE, { rawData: '[{"variation_id": 1,' }))
    const host = $(page.container, 'wc-variation-form')
    expect(host.getAttribute('data-island-error')).toContain('data-product_variations')
    expect(host.hasAttribute('data-island-mounted')).toBe(false)
    expect(error).toHaveBeenCalledTimes(1)
    expect(String(error.mock.calls[0]?.[0])).toContain('<wc-variation-form> attribute "data-product_variations" is invalid')
    choose(page.color, 'blue')
    expect(page.button.classList.contains('disabled')).toBe(false)
    expect(optionValues(page.size)).toEqual(['', 'small', 'medium', 'large'])
  })

  it('leaves the server form alone without data-product_variations, with one error saying so', async () => {
    const container = render(
      productMarkup(HOODIE)
        .replace(/ data-product_variations="[^"]*"/, '')
        .replace(/(<form[\s\S]*<\/form>)/, '<wc-variation-form>$1</wc-variation-form>'),
    )
    await microtasks()
    const host = $(container, 'wc-variation-form')
    expect(host.getAttribute('data-island-error')).toBe('attribute "data-product_variations"')
    expect(error).toHaveBeenCalledTimes(1)
    expect(String(error.mock.calls[0]?.[0])).toContain(
      '<wc-variation-form> attribute "data-product_variations" is invalid at (root): the attribute is missing.',
    )
  })

  it('leaves the server form alone when the data is neither a list nor false', async () => {
    const page = await started(mountProduct({ variations: [] }))
    expect($(page.container, 'wc-variation-form').getAttribute('data-island-error')).toContain('data-product_variations')
    expect(page.button.classList.contains('disabled')).toBe(false)
  })

  it('reports variations it cannot trust once, and works with the rest', async () => {
    const page = await started(
      mountProduct([
        variation(101, 'blue', 'small'),
        { attributes: {} },
        { ...variation(103, 'red', 'small'), attributes: { attribute_pa_fabric: 'wool' } },
      ]),
    )
    expect(error).toHaveBeenCalledTimes(1)
    const message = String(error.mock.calls[0]?.[0])
    expect(message).toContain('[1]')
    expect(message).toContain(
      '<wc-variation-form> attribute "data-product_variations" has problems; the form works with the variations that can be trusted. [1]',
    )
    expect($(page.container, 'wc-variation-form').hasAttribute('data-island-error')).toBe(false)
    choose(page.color, 'blue')
    choose(page.size, 'small')
    expect(page.variationId.value).toBe('101')
  })

  it('works with a variation that carries no prices: matched, buyable, details without a price', async () => {
    const noPrices: Variation = {
      variation_id: 501,
      attributes: { attribute_pa_color: 'blue', attribute_pa_size: 'small' },
      is_purchasable: true,
      is_in_stock: true,
      variation_is_visible: true,
      variation_is_active: true,
    }
    const page = await started(mountProduct([noPrices]))
    choose(page.color, 'blue')
    choose(page.size, 'small')
    expect(page.variationId.value).toBe('501')
    expect(page.button.classList.contains('disabled')).toBe(false)
    expect($(page.details, '.woocommerce-variation-price').textContent).toBe('')
    expect(error).not.toHaveBeenCalled()
  })

  it('reads missing flags as WooCommerce does: a variation without variation_is_active leads nowhere', async () => {
    const bare: Variation = { variation_id: 502, attributes: { attribute_pa_color: 'blue', attribute_pa_size: 'small' } }
    const page = await started(mountProduct([bare]))
    expect(Array.from(page.color.options).find((option) => option.value === 'blue')?.disabled).toBe(true)
  })

  // HTML-by-contract fields go through DOMPurify, which happy-dom cannot run faithfully: the
  // Playwright suite checks them in Chromium.
  it('shows hostile text of the data as text', async () => {
    const hostile = '"><img src=x onerror="window.hacked=1">'
    const page = await started(mountProduct([variation(101, 'blue', 'small', { sku: hostile, weight_html: hostile })]))
    choose(page.color, 'blue')
    choose(page.size, 'small')
    expect($(page.container, '.product_meta .sku').textContent).toBe(hostile)
    expect(page.container.querySelectorAll('img')).toHaveLength(1)
  })
})

describe('<wc-variation-form>: ajax mode', () => {
  type FetchCall = {
    url: string
    body: URLSearchParams
    resolve(response: Response): void
    reject(error: unknown): void
    signal: AbortSignal
  }

  function stubFetch() {
    const calls: FetchCall[] = []
    vi.stubGlobal(
      'fetch',
      vi.fn((url: string, init: RequestInit) => {
        const signal = init.signal as AbortSignal
        return new Promise<Response>((resolve, reject) => {
          calls.push({ url, body: init.body as URLSearchParams, resolve, reject, signal })
          signal.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')))
        })
      }),
    )
    return calls
  }

  const json = (value: unknown) => new Response(JSON.stringify(value), { headers: { 'content-type': 'application/json' } })

  it('posts the choice to get_variation under an overlay, then shows the answer', async () => {
    const calls = stubFetch()
    const page = await started(mountProduct(false))
    choose(page.color, 'red')
    expect(calls).toHaveLength(0)
    expect(optionValues(page.size)).toEqual(['', 'small', 'medium', 'large'])
    choose(page.size, 'small')
    expect(calls).toHaveLength(1)
    const call = calls[0] as FetchCall
    expect(call.url).toBe('/?wc-ajax=get_variation')
    expect(Object.fromEntries(call.body)).toEqual({ attribute_pa_color: 'red', attribute_pa_size: 'small', product_id: '40' })
    expect(page.form.querySelector('div.blockUI.blockOverlay')).not.toBeNull()
    expect(page.form.getAttribute('aria-busy')).toBe('true')
    call.resolve(json(variation(103, 'red', 'small')))
    await vi.waitFor(() => expect(page.variationId.value).toBe('103'))
    expect(page.form.querySelector('.blockUI')).toBeNull()
    expect(page.form.hasAttribute('aria-busy')).toBe(false)
  })

  it('aborts the older request when the choice changes, and never shows its answer', async () => {
    const calls = stubFetch()
    const page = await started(mountProduct(false))
    choose(page.color, 'red')
    choose(page.size, 'small')
    choose(page.size, 'medium')
    expect(calls).toHaveLength(2)
    expect(calls[0]?.signal.aborted).toBe(true)
    calls[1]?.resolve(json(variation(104, 'red', 'medium')))
    await vi.waitFor(() => expect(page.variationId.value).toBe('104'))
    expect(page.form.querySelectorAll('.blockUI')).toHaveLength(0)
  })

  it('ends a failed request with the form usable and a message', async () => {
    const calls = stubFetch()
    const page = await started(mountProduct(false))
    choose(page.color, 'red')
    choose(page.size, 'small')
    calls[0]?.resolve(new Response('<html>critical error</html>', { status: 500 }))
    await vi.waitFor(() => expect(page.form.querySelector('.wc-variation-load-error')).not.toBeNull())
    expect(page.form.querySelector('.blockUI')).toBeNull()
    expect(page.button.className).toContain('wc-variation-selection-needed')
    expect(page.variationId.value).toBe('')
    choose(page.size, 'medium')
    expect(page.form.querySelector('.wc-variation-load-error')).toBeNull()
  })

  it('shows the no-match message when the server answers false', async () => {
    const calls = stubFetch()
    const page = await started(mountProduct(false))
    choose(page.color, 'green')
    choose(page.size, 'small')
    calls[0]?.resolve(json(false))
    await vi.waitFor(() => expect(page.form.querySelector('.wc-no-matching-variations')).not.toBeNull())
  })

  it('treats broken JSON as a failure, not a match', async () => {
    const calls = stubFetch()
    const page = await started(mountProduct(false))
    choose(page.color, 'red')
    choose(page.size, 'small')
    calls[0]?.resolve(new Response('{"variation_id": 1', { status: 200 }))
    await vi.waitFor(() => expect(page.form.querySelector('.wc-variation-load-error')).not.toBeNull())
    expect(page.form.querySelector('.blockUI')).toBeNull()
  })
})
