// @vitest-environment happy-dom
import { afterEach, beforeAll, beforeEach, describe, expect, it, type MockInstance, vi } from 'vitest'
import { SWATCH_TAP_MAX_MS, SWATCH_TOOLTIP_DELAY_MS } from '../../../elements/wc-pao-addons/swatch-controls.ts'
import { INPUT_DEBOUNCE_MS } from '../../../elements/wc-pao-addons/typing.ts'
import * as totalsChunk from '../../../elements/pao-totals/index.ts'
import * as addonsChunk from '../../../elements/wc-pao-addons/index.ts'
import { ADDONS_CHANGED_EVENT, DEFAULT_ADDON_TEXTS, type AddonsChangedDetail } from '../../../src/core/addons/index.ts'
import { resetWarnings } from '../../../src/runtime/log.ts'
import { loadSanitizer } from '../../../src/runtime/sanitize.ts'
import { forgetSettingsBlock } from '../../../src/runtime/settings.ts'
import { $, microtasks, nextTask, render } from '../helpers/dom.ts'
import { installJQuery, removeJQuery } from '../helpers/jquery.ts'
import { asLoaded } from '../helpers/adopt.ts'

const { define, adopt } = asLoaded({ 'wc-pao-addons': addonsChunk, 'pao-totals': totalsChunk })

const escapeAttr = (text: string) => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;')
const attr = (value: unknown) => escapeAttr(JSON.stringify(value))

/** addon-start.php (8.x): the container, with a label or a fieldset + legend for groups. */
function addon(field: string, name: string, body: string, options: { required?: boolean; fieldset?: boolean; perPerson?: boolean } = {}) {
  const flags = `data-addon-name="${name}" data-has-per-person-pricing="${options.perPerson ? '1' : ''}" data-has-per-block-pricing=""`
  const required = options.required ? '<em class="required" aria-hidden="true">*</em>' : ''
  const heading = options.fieldset
    ? `<legend class="wc-pao-addon-name wc-pao-legend" ${flags}>${name} ${required}</legend>`
    : `<label for="addon-${field}" class="wc-pao-addon-name" ${flags}>${name} ${required}</label>`
  const inner = options.fieldset ? `<fieldset class="wc-pao-fieldset">${heading}${body}</fieldset>` : `${heading}${body}`
  return `<div id="wc-pao-addon-${field}" class="wc-pao-addon-container ${options.required ? 'wc-pao-required-addon' : ''} wc-pao-addon wc-pao-addon-${field}" data-product-name="Poster" data-product-tax-status="taxable"${options.fieldset ? ' data-fieldset' : ''}>${inner}<div class="clear"></div></div>`
}

const restrictions = (value: Record<string, unknown>) => `data-restrictions="${attr(value)}"`

const text = (field: string, r: Record<string, unknown> = {}, price = '') =>
  `<div class="form-row form-row-wide wc-pao-addon-wrap wc-pao-addon-${field}"><input type="text" class="input-text wc-pao-addon-field wc-pao-addon-custom-text" data-raw-price="${price}" data-price="${price}" name="addon-${field}" id="addon-${field}" data-price-type="flat_fee" value="" ${restrictions(r)}></div>`

const textarea = (field: string, r: Record<string, unknown> = {}) =>
  `<div class="form-row form-row-wide wc-pao-addon-wrap wc-pao-addon-${field}"><textarea class="input-text wc-pao-addon-field wc-pao-addon-custom-textarea" data-raw-price="" data-price="" name="addon-${field}" id="addon-${field}" data-price-type="flat_fee" rows="4" cols="20" ${restrictions(r)}></textarea></div>`

const customPrice = (field: string, r: Record<string, unknown> = { min: '0' }) =>
  `<div class="form-row form-row-wide wc-pao-addon-wrap wc-pao-addon-${field}"><input type="text" class="input-text wc-pao-addon-field wc-pao-addon-custom-price" name="addon-${field}" id="addon-${field}" data-price-type="flat_fee" data-raw-price="" data-price="" value="" ${restrictions(r)}></div>`

const multiplier = (field: string, price: string) =>
  `<div class="form-row form-row-wide wc-pao-addon-wrap wc-pao-addon-${field}"><input type="number" step="1" class="input-text wc-pao-addon-field wc-pao-addon-input-multiplier" data-raw-price="${price}" data-price="${price}" name="addon-${field}" id="addon-${field}" data-price-type="flat_fee" value="" ${restrictions({ min: 0 })}></div>`

const checkboxes = (field: string, options: [value: string, label: string, price: string][], r: Record<string, unknown> = {}) =>
  `<div class="form-row form-row-wide wc-pao-addon-wrap wc-pao-addon-${field}">${options
    .map(
      ([value, label, price], i) =>
        `<p class="form-row form-row-wide wc-pao-addon-${field}-${i}"><label><input type="checkbox" id="addon-${field}-${i}" class="wc-pao-addon-field wc-pao-addon-checkbox" name="addon-${field}[]" data-raw-price="${price}" data-price="${price}" data-price-type="flat_fee" value="${value}" data-label="${label}" ${restrictions(r)}> ${label}</label></p>`,
    )
    .join('')}</div>`

const radios = (field: string, options: [value: string, label: string, price: string][], r: Record<string, unknown> = {}) =>
  `<div class="form-row form-row-wide wc-pao-addon-wrap wc-pao-addon-${field}">${options
    .map(
      ([value, label, price]) =>
        `<p class="form-row form-row-wide"><label><input type="radio" class="wc-pao-addon-field wc-pao-addon-radio" name="addon-${field}[]" data-raw-price="${price}" data-price="${price}" data-price-type="quantity_based" value="${value}" data-label="${label}" ${restrictions(r)}> ${label}</label></p>`,
    )
    .join('')}</div>`

const select = (field: string, options: [value: string, label: string, price: string, type: string][], r: Record<string, unknown> = {}) =>
  `<div class="form-row form-row-wide wc-pao-addon-wrap wc-pao-addon-${field}"><select class="wc-pao-addon-field wc-pao-addon-select" name="addon-${field}" id="addon-${field}" ${restrictions(r)}><option value="">None</option>${options
    .map(
      ([value, label, price, type]) =>
        `<option data-raw-price="${price}" data-price="${price}" data-price-type="${type}" value="${value}" data-label="${label}">${label}</option>`,
    )
    .join('')}</select></div>`

const file = (field: string, r: Record<string, unknown> = {}, stored = '') =>
  `<div class="form-row form-row-wide wc-pao-addon-wrap wc-pao-addon-${field}"><input type="file" class="wc-pao-addon-file-upload input-text wc-pao-addon-field" data-raw-price="3" data-price="3" data-price-type="flat_fee" name="addon-${field}" id="addon-${field}" ${restrictions(r)} data-value="${stored}" aria-label="Choose file for Artwork">${
    stored
      ? `<div class="wc-pao-addon-file-name" data-value="${stored.replace(/^.*\//, '')}"><small>Existing file: <a href="${stored}" target="_blank">${stored.replace(/^.*\//, '')}</a></small><div></div><input type="hidden" name="addon-${field}" id="addon-${field}-value" value="${stored}"></div>`
      : ''
  }<small><a class="reset_file ${stored ? 'active' : 'inactive'}" href="#" role="button" aria-label="Clear Artwork">Clear</a></small></div>`

const swatches = (field: string, options: [value: string, label: string, price: string][], required: boolean) =>
  `<div class="form-row form-row-wide wc-pao-addon-wrap wc-pao-addon-${field}">${
    required
      ? ''
      : '<a href="#" title="None" class="wc-pao-addon-image-swatch" data-value="" data-price=""><img src="/none.svg" alt="None"></a>'
  }${options
    .map(
      ([value, label, price]) =>
        `<a href="#" title="${label} +$${price}" class="wc-pao-addon-image-swatch" data-value="${value}" data-price="${escapeAttr(` <span class="wc-pao-addon-image-swatch-price">${label}<span class="wc-pao-addon-price">(+$${price})</span></span>`)}"><img width="65" height="65" src="/${value}.svg" alt="${label} +$${price}"></a>`,
    )
    .join(
      '',
    )}<span class="wc-pao-addon-image-swatch-selected-swatch"></span><select class="wc-pao-addon-image-swatch-select wc-pao-addon-field" name="addon-${field}" id="addon-${field}" ${restrictions(required ? { required: 'yes' } : {})}><option value="">${required ? 'Select an option...' : 'None'}</option>${options
    .map(
      ([value, label, price]) =>
        `<option data-raw-price="${price}" data-price="${price}" data-price-type="flat_fee" value="${value}" data-label="${label}">${label}</option>`,
    )
    .join('')}</select></div>`

const number = (field: string, r: Record<string, unknown> = {}) =>
  `<div class="form-row form-row-wide wc-pao-addon-wrap wc-pao-addon-${field}"><input type="number" class="input-text wc-pao-addon-field" data-raw-price="" data-price="" name="addon-${field}" id="addon-${field}" data-price-type="flat_fee" value="" ${restrictions(r)}></div>`

/** A simple product's form.cart (WooCommerce's simple.php) with the add-ons before the button. */
function productForm(addons: string, options: { totals?: boolean } = {}) {
  return `<div class="product type-product product-type-simple" id="product-50">
  <form class="cart" action="/pages/addons-simple.html" method="post" enctype="multipart/form-data">
    <div class="wc-pao-addons-container">${addons}${
      options.totals === false
        ? ''
        : '<div id="product-addons-total" data-show-sub-total="1" data-type="simple" data-tax-mode="excl" data-tax-display-mode="excl" data-price="20" data-raw-price="20" data-product-id="50"></div>'
    }<div class="validation_message woocommerce-info" id="required_addons_validation_message"></div></div>
    <div class="quantity"><label class="screen-reader-text" for="quantity_50">Poster quantity</label><input type="number" id="quantity_50" class="input-text qty text" name="quantity" value="1" min="1" step="1"></div>
    <button type="submit" name="add-to-cart" value="50" class="single_add_to_cart_button button alt">Add to cart</button>
  </form>
</div>`
}

let error: MockInstance<typeof console.error>
let listening = new AbortController()

beforeAll(async () => {
  define()
  await loadSanitizer()
})

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
  vi.useRealTimers()
  await nextTask()
  removeJQuery()
  vi.restoreAllMocks()
  delete (globalThis as { woocommerce_addons_params?: unknown }).woocommerce_addons_params
  delete (globalThis as { WC_PAO?: unknown }).WC_PAO
})

interface Page {
  form: HTMLFormElement
  root: HTMLElement
  events: AddonsChangedDetail[]
}

/**
 * Renders the form, adopts the add-ons (as the loader does with data-adopt) and records the events.
 * The totals div is there (as the extension prints it) but not adopted: these tests are about the fields.
 */
async function mount(addons: string, { wrap = false, totals = true } = {}): Promise<Page> {
  // Listening before the markup exists: a wrapped form starts as soon as it is parsed.
  const heard: AddonsChangedDetail[] = []
  document.addEventListener(ADDONS_CHANGED_EVENT, (event) => heard.push((event as CustomEvent<[AddonsChangedDetail]>).detail[0]), {
    signal: listening.signal,
  })
  const html = productForm(addons, { totals })
  const page = render(
    wrap
      ? html.replace(
          /(<div class="wc-pao-addons-container">[\s\S]*?<div class="validation_message[^>]*><\/div><\/div>)/,
          '<wc-pao-addons>$1</wc-pao-addons>',
        )
      : html,
  )
  const form = $<HTMLFormElement>(page, 'form.cart')
  const root = $(form, '.wc-pao-addons-container')
  if (!wrap) adopt(root)
  await microtasks()
  return { form, root, events: heard }
}

function type(input: HTMLInputElement | HTMLTextAreaElement, value: string) {
  input.value = value
  input.dispatchEvent(new Event('input', { bubbles: true }))
}

function change(control: HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement, value?: string) {
  if (value !== undefined) control.value = value
  control.dispatchEvent(new Event('change', { bubbles: true }))
}

function check(box: HTMLInputElement, on = true) {
  box.checked = on
  box.dispatchEvent(new Event('change', { bubbles: true }))
}

const notice = (scope: ParentNode) => scope.querySelector<HTMLElement>('small.wc-pao-validation-notice')
const last = (page: Page) => page.events.at(-1) as AddonsChangedDetail

describe('<wc-pao-addons>: reading the markup', () => {
  it('announces the model, the values and the validity at start, without showing notices yet', async () => {
    const page = await mount(
      addon('50-engraving-0', 'Engraving', text('50-engraving-0', { required: 'yes' }, '5'), { required: true }) +
        addon('50-size-1', 'Size', select('50-size-1', [['large', 'Large', '10', 'percentage_based']])),
    )
    const detail = last(page)
    expect(detail.reason).toBe('start')
    expect(detail.valid).toBe(false)
    expect(detail.addons.productName).toBe('Poster')
    expect(detail.addons.taxable).toBe(true)
    expect(detail.addons.containers.map((c) => [c.id, c.name, c.required])).toEqual([
      ['wc-pao-addon-50-engraving-0', 'Engraving', true],
      ['wc-pao-addon-50-size-1', 'Size', false],
    ])
    const [engraving] = detail.addons.containers[0]?.fields ?? []
    expect(engraving).toMatchObject({ id: 'addon-50-engraving-0', type: 'text', price: 5, priceType: 'flat_fee' })
    expect(detail.addons.containers[1]?.fields[0]?.options).toEqual([
      { value: 'large', label: 'Large', price: 10, rawPrice: 10, priceType: 'percentage_based' },
    ])
    expect(notice(page.root)).toBeNull()
    expect(page.root.hasAttribute('data-island-mounted')).toBe(true)
  })

  it('tells every kind of field apart and makes up ids for radios, which have none', async () => {
    const page = await mount(
      addon('a', 'A', text('a')) +
        addon('b', 'B', textarea('b')) +
        addon('c', 'C', customPrice('c')) +
        addon('d', 'D', multiplier('d', '2')) +
        addon('e', 'E', checkboxes('e', [['x', 'X', '1']]), { fieldset: true }) +
        addon(
          'f',
          'F',
          radios('f', [
            ['s', 'S', '1'],
            ['l', 'L', '2'],
          ]),
          { fieldset: true },
        ) +
        addon('g', 'G', select('g', [['o', 'O', '1', 'flat_fee']])) +
        addon('h', 'H', file('h')) +
        addon('i', 'I', swatches('i', [['red', 'Red', '5']], false), { fieldset: true }) +
        addon('j', 'J', number('j')),
    )
    const fields = last(page).addons.containers.flatMap((c) => c.fields.map((f) => [f.id, f.type]))
    expect(fields).toEqual([
      ['addon-a', 'text'],
      ['addon-b', 'textarea'],
      ['addon-c', 'custom_price'],
      ['addon-d', 'multiplier'],
      ['addon-e-0', 'checkbox'],
      ['wc-pao-addon-f::0', 'radio'],
      ['wc-pao-addon-f::1', 'radio'],
      ['addon-g', 'select'],
      ['addon-h', 'file'],
      ['addon-i', 'image_swatch'],
      ['addon-j', 'number'],
    ])
  })

  it('works the same inside its own element as adopted', async () => {
    const page = await mount(addon('a', 'A', text('a', { required: 'yes' }), { required: true }), { wrap: true })
    expect(last(page).valid).toBe(false)
    change($<HTMLInputElement>(page.root, '#addon-a'), 'hello')
    expect(last(page).valid).toBe(true)
  })
})

describe('<wc-pao-addons>: validation notices', () => {
  it("shows the rule's message under the field on change, linked with aria-describedby and aria-invalid", async () => {
    const page = await mount(addon('50-name-0', 'Name', text('50-name-0', { content: 'only_letters' })))
    const input = $<HTMLInputElement>(page.root, '#addon-50-name-0')
    change(input, 'R2D2')
    const shown = notice(page.root)
    expect(shown?.textContent).toBe(DEFAULT_ADDON_TEXTS.i18n_validation_letters_only)
    expect(shown?.id).toBe('wc-pao-addon-50-name-0-validation-notice')
    expect(shown?.parentElement?.classList.contains('wc-pao-addon-wrap')).toBe(true)
    expect(input.getAttribute('aria-invalid')).toBe('true')
    expect(input.getAttribute('aria-describedby')).toBe(shown?.id)
    expect(last(page)).toMatchObject({ valid: false, reason: 'change' })
    change(input, 'Artoo')
    expect(notice(page.root)).toBeNull()
    expect(input.hasAttribute('aria-invalid')).toBe(false)
    expect(input.hasAttribute('aria-describedby')).toBe(false)
  })

  it("keeps the field's own description in aria-describedby next to the notice", async () => {
    const page = await mount(addon('n', 'N', text('n', { required: 'yes' }), { required: true }))
    const input = $<HTMLInputElement>(page.root, '#addon-n')
    input.setAttribute('aria-describedby', 'wc-pao-description-n')
    change(input, '')
    expect(input.getAttribute('aria-describedby')).toBe('wc-pao-description-n wc-pao-addon-n-validation-notice')
    change(input, 'x')
    expect(input.getAttribute('aria-describedby')).toBe('wc-pao-description-n')
  })

  it('checks a field when it loses focus', async () => {
    const page = await mount(addon('n', 'N', text('n', { required: 'yes' }), { required: true }))
    const input = $<HTMLInputElement>(page.root, '#addon-n')
    input.dispatchEvent(new FocusEvent('focusout', { bubbles: true }))
    expect(notice(page.root)?.textContent).toBe(DEFAULT_ADDON_TEXTS.i18n_validation_required_input)
  })

  it('checks a field left by a mouse click only after the click, so no notice moves the target under the pointer', async () => {
    const page = await mount(addon('n', 'N', text('n', { required: 'yes' }), { required: true }) + addon('m', 'M', text('m')))
    const input = $<HTMLInputElement>(page.root, '#addon-n')
    document.dispatchEvent(new Event('pointerdown', { bubbles: true }))
    // The browser's order: the text field's change, then its focusout, both before mouseup.
    change(input, '')
    input.dispatchEvent(new FocusEvent('focusout', { bubbles: true, relatedTarget: document.body }))
    expect(notice(page.root)).toBeNull()
    document.dispatchEvent(new Event('pointerup', { bubbles: true }))
    expect(notice(page.root)).toBeNull()
    await nextTask()
    expect(notice(page.root)?.textContent).toBe(DEFAULT_ADDON_TEXTS.i18n_validation_required_input)
  })

  it('checks typing 300 ms after the last keystroke, each keystroke starting the wait again', async () => {
    vi.useFakeTimers()
    const page = await mount(addon('n', 'N', text('n', { max: '3' })))
    const input = $<HTMLInputElement>(page.root, '#addon-n')
    type(input, 'abcd')
    vi.advanceTimersByTime(INPUT_DEBOUNCE_MS - 1)
    type(input, 'abcde')
    vi.advanceTimersByTime(INPUT_DEBOUNCE_MS - 1)
    expect(notice(page.root)).toBeNull()
    expect(last(page).reason).toBe('start')
    vi.advanceTimersByTime(1)
    expect(notice(page.root)?.textContent).toBe('Please enter up to 3 characters.')
    expect(page.events.filter((event) => event.reason === 'input')).toHaveLength(1)
  })

  it('a change before the wait is over checks at once and cancels the pending check', async () => {
    vi.useFakeTimers()
    const page = await mount(addon('n', 'N', text('n', { max: '3' })))
    const input = $<HTMLInputElement>(page.root, '#addon-n')
    type(input, 'abcd')
    change(input)
    expect(notice(page.root)?.textContent).toBe('Please enter up to 3 characters.')
    vi.advanceTimersByTime(INPUT_DEBOUNCE_MS * 2)
    expect(page.events.map((event) => event.reason)).toEqual(['start', 'change'])
  })

  it("puts one notice under a group's fieldset and marks the group and its choices", async () => {
    const page = await mount(
      addon(
        'e',
        'Extras',
        checkboxes(
          'e',
          [
            ['a', 'A', '1'],
            ['b', 'B', '2'],
          ],
          { required: 'yes' },
        ),
        { required: true, fieldset: true },
      ),
    )
    const [first, second] = Array.from(page.root.querySelectorAll<HTMLInputElement>('input[type=checkbox]'))
    if (!first || !second) throw new Error('no boxes')
    check(first, false)
    const shown = page.root.querySelectorAll('small.wc-pao-validation-notice')
    expect(shown).toHaveLength(1)
    expect(shown[0]?.textContent).toBe(DEFAULT_ADDON_TEXTS.i18n_validation_required_select)
    expect(shown[0]?.closest('fieldset')).not.toBeNull()
    const fieldset = $(page.root, 'fieldset')
    for (const element of [fieldset, first, second]) {
      expect(element.getAttribute('aria-invalid')).toBe('true')
      expect(element.getAttribute('aria-describedby')).toBe('wc-pao-addon-e-validation-notice')
    }
    check(second)
    expect(notice(page.root)).toBeNull()
    expect(fieldset.hasAttribute('aria-invalid')).toBe(false)
  })

  it('does not complain while focus moves between the choices of a group', async () => {
    const page = await mount(
      addon(
        'f',
        'F',
        radios(
          'f',
          [
            ['s', 'S', '1'],
            ['l', 'L', '2'],
          ],
          { required: 'yes' },
        ),
        { required: true, fieldset: true },
      ),
    )
    const [first, second] = Array.from(page.root.querySelectorAll<HTMLInputElement>('input[type=radio]'))
    first?.dispatchEvent(new FocusEvent('focusout', { bubbles: true, relatedTarget: second }))
    expect(notice(page.root)).toBeNull()
    second?.dispatchEvent(new FocusEvent('focusout', { bubbles: true, relatedTarget: document.body }))
    expect(notice(page.root)?.textContent).toBe(DEFAULT_ADDON_TEXTS.i18n_validation_required_select)
  })

  it("makes the extension's aria-required valid: a radio group role, or the single checkbox", async () => {
    const addons =
      addon('f', 'F', radios('f', [['s', 'S', '1']], { required: 'yes' }), { required: true, fieldset: true }) +
      addon('e', 'E', checkboxes('e', [['a', 'A', '0']], { required: 'yes' }), { required: true, fieldset: true }) +
      addon(
        'g',
        'G',
        checkboxes(
          'g',
          [
            ['a', 'A', '0'],
            ['b', 'B', '0'],
          ],
          { required: 'yes' },
        ),
        { required: true, fieldset: true },
      )
    // addon-start.php 8.x prints it on the fieldset of a required group.
    const { root } = await mount(
      addons.replaceAll('<fieldset class="wc-pao-fieldset">', '<fieldset class="wc-pao-fieldset" aria-required="true">'),
    )
    expect($(root, '#wc-pao-addon-f fieldset').getAttribute('role')).toBe('radiogroup')
    expect($(root, '#wc-pao-addon-f fieldset').getAttribute('aria-required')).toBe('true')
    expect($(root, '#wc-pao-addon-e fieldset').hasAttribute('aria-required')).toBe(false)
    expect($(root, '#addon-e-0').getAttribute('aria-required')).toBe('true')
    expect($(root, '#wc-pao-addon-g fieldset').hasAttribute('aria-required')).toBe(false)
    expect($(root, '#addon-g-0').hasAttribute('aria-required')).toBe(false)
  })

  it('takes the native required off while it runs, says required with aria-required, and puts the server markup back when it ends', async () => {
    const addons =
      addon('a', 'A', text('a', { required: 'yes' }), { required: true }) +
      addon(
        'f',
        'F',
        radios(
          'f',
          [
            ['s', 'S', '1'],
            ['t', 'T', '2'],
          ],
          { required: 'yes' },
        ),
        { required: true, fieldset: true },
      ) +
      addon('e', 'E', checkboxes('e', [['a', 'A', '0']], { required: 'yes' }), { required: true, fieldset: true }) +
      addon('u', 'U', file('u', { required: 'yes' }, '/uploads/art.png'), { required: true })
    const page = await mount(
      addons.replace(/(class="[^"]*wc-pao-addon-field[^"]*"[^>]*?)>/g, (_all, start: string) => `${start} required>`),
    )
    const controls = Array.from(page.root.querySelectorAll('.wc-pao-addon-field'))
    expect(controls.length).toBe(5)
    expect(controls.filter((control) => control.hasAttribute('required'))).toEqual([])
    expect($(page.root, '#addon-a').getAttribute('aria-required')).toBe('true')
    expect($(page.root, '#wc-pao-addon-f fieldset').getAttribute('aria-required')).toBe('true')
    expect($(page.root, '#addon-e-0').getAttribute('aria-required')).toBe('true')
    // A file input is a button, which takes no aria-required: its notice says it.
    expect($(page.root, '#addon-u').hasAttribute('aria-required')).toBe(false)
    // A stored file is filled: the form goes through (the browser would have refused it).
    check($<HTMLInputElement>(page.root, '#wc-pao-addon-f input[value="s"]'))
    check($<HTMLInputElement>(page.root, '#addon-e-0'))
    change($(page.root, '#addon-a'), 'Ada')
    expect(last(page).valid).toBe(true)
    expect(page.form.checkValidity()).toBe(true)
    page.root.remove()
    await nextTask()
    await nextTask()
    expect(controls.every((control) => control.hasAttribute('required'))).toBe(true)
    expect(page.root.querySelectorAll('[aria-required]').length).toBe(0)
  })

  it('renders hostile messages as text', async () => {
    ;(globalThis as { woocommerce_addons_params?: unknown }).woocommerce_addons_params = {
      i18n_validation_required_input: '<img src=x onerror="alert(1)">Type something',
    }
    const page = await mount(addon('n', 'N', text('n', { required: 'yes' }), { required: true }))
    change($<HTMLInputElement>(page.root, '#addon-n'), '')
    expect(notice(page.root)?.textContent).toBe('<img src=x onerror="alert(1)">Type something')
    expect(page.root.querySelector('img')).toBeNull()
  })

  it("uses the custom price rule with the shop's decimal separator", async () => {
    ;(globalThis as { woocommerce_addons_params?: unknown }).woocommerce_addons_params = {
      currency_format_decimal_sep: ',',
      currency_format_thousand_sep: '.',
    }
    const page = await mount(addon('c', 'Tip', customPrice('c', { min: '1.5' })))
    const input = $<HTMLInputElement>(page.root, '#addon-c')
    change(input, '1.000,5')
    expect(notice(page.root)?.textContent).toBe('Please enter a price with one monetary decimal point (,) without thousand separators.')
    change(input, '1,2')
    expect(notice(page.root)?.textContent).toBe('Please enter 1,5 or more.')
  })

  it('after a keystroke or a change, runs the rules of that add-on only (and looks at the invalid ones)', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    const page = await mount(
      addon('a', 'A', text('a')) +
        addon('b', 'B', text('b', { required: 'yes' }), { required: true }) +
        addon('c', 'C', text('c', { max: '3' })),
    )
    const looked: string[] = []
    const checkVisibility = vi.spyOn(Element.prototype, 'checkVisibility').mockImplementation(function (this: Element) {
      looked.push(this.id)
      return true
    })
    type($<HTMLInputElement>(page.root, '#addon-c'), 'long')
    vi.advanceTimersByTime(INPUT_DEBOUNCE_MS)
    // C, typed in, and B, invalid (required, empty), which a plugin might have hidden meanwhile; not A.
    expect(new Set(looked)).toEqual(new Set(['wc-pao-addon-c', 'wc-pao-addon-b']))
    expect(notice(page.root)?.textContent).toBe('Please enter up to 3 characters.')
    looked.length = 0
    change($<HTMLInputElement>(page.root, '#addon-b'), 'x')
    expect(new Set(looked)).toEqual(new Set(['wc-pao-addon-b', 'wc-pao-addon-c']))
    expect(last(page)).toMatchObject({ reason: 'change', valid: false })
    // The update event (a plugin changed the form) checks everything.
    looked.length = 0
    page.form.dispatchEvent(new CustomEvent('woocommerce-product-addons-update', { bubbles: true }))
    expect(new Set(looked)).toEqual(new Set(['wc-pao-addon-a', 'wc-pao-addon-b', 'wc-pao-addon-c']))
    checkVisibility.mockRestore()
  })

  it('leaves fields of hidden containers alone (valid, no notice)', async () => {
    const page = await mount(addon('n', 'N', text('n', { required: 'yes' }), { required: true }) + addon('m', 'M', text('m')))
    const hidden = $(page.root, '#wc-pao-addon-n')
    hidden.style.display = 'none'
    change($<HTMLInputElement>(page.root, '#addon-m'), 'x')
    expect(last(page).valid).toBe(true)
    hidden.style.display = ''
    page.form.dispatchEvent(new CustomEvent('woocommerce-product-addons-update', { bubbles: true }))
    expect(last(page)).toMatchObject({ valid: false, reason: 'update' })
  })
})

describe('<wc-pao-addons>: submit', () => {
  it('blocks a submit with errors, shows every notice and focuses the first field with an error', async () => {
    const page = await mount(
      addon('a', 'A', text('a')) +
        addon('b', 'B', text('b', { required: 'yes' }), { required: true }) +
        addon('c', 'C', textarea('c', { required: 'yes' }), { required: true }),
    )
    const submitted = vi.fn((event: Event) => event.preventDefault())
    page.form.addEventListener('submit', submitted)
    const button = $<HTMLButtonElement>(page.form, 'button[type=submit]')
    const onButton = vi.fn()
    button.addEventListener('click', onButton)
    button.click()
    expect(submitted).not.toHaveBeenCalled()
    expect(onButton).not.toHaveBeenCalled()
    expect(page.root.querySelectorAll('small.wc-pao-validation-notice')).toHaveLength(2)
    expect(document.activeElement).toBe($(page.root, '#addon-b'))
    expect(last(page).reason).toBe('submit')
  })

  it('lets a valid form through', async () => {
    const page = await mount(addon('b', 'B', text('b', { required: 'yes' }), { required: true }))
    change($<HTMLInputElement>(page.root, '#addon-b'), 'ok')
    const submitted = vi.fn((event: Event) => event.preventDefault())
    page.form.addEventListener('submit', submitted)
    $<HTMLButtonElement>(page.form, 'button[type=submit]').click()
    expect(submitted).toHaveBeenCalledTimes(1)
  })

  it('focuses the notice when the field with the error cannot take focus (image swatches)', async () => {
    const page = await mount(addon('i', 'Colour', swatches('i', [['red', 'Red', '5']], true), { required: true, fieldset: true }))
    const prevented = new MouseEvent('click', { bubbles: true, cancelable: true })
    $<HTMLButtonElement>(page.form, 'button[type=submit]').dispatchEvent(prevented)
    expect(prevented.defaultPrevented).toBe(true)
    const shown = notice(page.root)
    expect(shown?.textContent).toBe(DEFAULT_ADDON_TEXTS.i18n_validation_required_select)
    expect(document.activeElement).toBe(shown)
  })

  it('leaves the disabled button of an unchosen variation to the variation form', async () => {
    const page = await mount(addon('b', 'B', text('b', { required: 'yes' }), { required: true }))
    const button = $<HTMLButtonElement>(page.form, 'button[type=submit]')
    button.classList.add('disabled')
    // What <wc-variation-form> does with a click on its disabled button.
    const heard = vi.fn((event: Event) => event.preventDefault())
    page.form.addEventListener('click', heard)
    button.click()
    expect(heard).toHaveBeenCalled()
    expect(notice(page.root)).toBeNull()
  })

  it('blocks a submit by Enter (no button click) too', async () => {
    const page = await mount(addon('b', 'B', text('b', { required: 'yes' }), { required: true }))
    const event = new Event('submit', { bubbles: true, cancelable: true })
    page.form.dispatchEvent(event)
    expect(event.defaultPrevented).toBe(true)
  })
})

describe('<wc-pao-addons>: several add-on forms on one page', () => {
  /** The same product twice, as a product page with its own quick view: the same names and ids. */
  const card = () =>
    addon('57-0', 'Message', text('57-0', { required: 'yes' }), { required: true }) +
    addon('57-1', 'Extra', text('57-1', { content: 'email' }))

  async function twoForms(): Promise<{ first: HTMLFormElement; second: HTMLFormElement }> {
    const page = render(productForm(card()) + productForm(card()))
    const [first, second] = Array.from(page.querySelectorAll<HTMLFormElement>('form.cart'))
    if (!first || !second) throw new Error('two forms expected')
    for (const form of [first, second]) adopt($(form, '.wc-pao-addons-container'))
    await microtasks()
    return { first, second }
  }

  /** The notice a screen reader reads for `field`: what its aria-describedby names in the document. */
  const described = (field: Element) =>
    (field.getAttribute('aria-describedby') ?? '')
      .split(/\s+/)
      .map((id) => document.getElementById(id)?.textContent ?? '')
      .join(' | ')

  it('a blocked submit focuses the first field with an error of the submitted form, never the other one', async () => {
    const { first, second } = await twoForms()
    change($<HTMLInputElement>(first, '#addon-57-0'), 'filled')
    change($<HTMLInputElement>(first, '#addon-57-1'), 'not-an-email')
    $<HTMLButtonElement>(second, 'button[type=submit]').click()
    expect(document.activeElement).toBe($(second, '#addon-57-0'))
    $<HTMLButtonElement>(first, 'button[type=submit]').click()
    expect(document.activeElement).toBe($(first, '#addon-57-1'))
  })

  it('gives each form its own notice ids, so a field is described by its own notice', async () => {
    const { first, second } = await twoForms()
    change($<HTMLInputElement>(first, '#addon-57-1'), 'not-an-email')
    change($<HTMLInputElement>(second, '#addon-57-0'), '')
    change($<HTMLInputElement>(second, '#addon-57-1'), 'also@not')
    const ids = Array.from(document.querySelectorAll('small.wc-pao-validation-notice'), (node) => node.id)
    expect(ids).toHaveLength(3)
    expect(new Set(ids).size).toBe(3)
    expect(described($(first, '#addon-57-1'))).toBe(DEFAULT_ADDON_TEXTS.i18n_validation_email_only)
    expect(described($(second, '#addon-57-0'))).toBe(DEFAULT_ADDON_TEXTS.i18n_validation_required_input)
    expect(described($(second, '#addon-57-1'))).toBe(DEFAULT_ADDON_TEXTS.i18n_validation_email_only)
    expect($(second, '#addon-57-1').getAttribute('aria-describedby')).not.toBe($(first, '#addon-57-1').getAttribute('aria-describedby'))
  })

  it('keeps a notice id of a form that was taken away free for the one that comes in its place', async () => {
    const { first } = await twoForms()
    change($<HTMLInputElement>(first, '#addon-57-0'), '')
    const id = first.querySelector('small.wc-pao-validation-notice')?.id
    expect(id).toBe('wc-pao-addon-57-0-validation-notice')
    document.body.replaceChildren()
    // The island unmounts a task after the removal is seen (a moved node is not a removed one).
    await microtasks()
    await nextTask()
    const again = render(productForm(card()))
    adopt($(again, '.wc-pao-addons-container'))
    change($<HTMLInputElement>(again, '#addon-57-0'), '')
    expect(again.querySelector('small.wc-pao-validation-notice')?.id).toBe(id)
  })

  it('with two add-on containers in one form (bundled items), focuses the first field with an error in the form', async () => {
    const page = render(productForm(addon('a', 'A', text('a', { required: 'yes' }), { required: true })))
    const form = $<HTMLFormElement>(page, 'form.cart')
    const bundled = document.createElement('div')
    bundled.className = 'wc-pao-addons-container'
    bundled.innerHTML = addon('b', 'B', text('b', { required: 'yes' }), { required: true })
    // The bundled item's add-ons come first in the form; both start, in document order.
    form.prepend(bundled)
    adopt(bundled)
    adopt($(form, '.wc-pao-addons-container:not(:first-child)'))
    await microtasks()
    const submitted = vi.fn((event: Event) => event.preventDefault())
    form.addEventListener('submit', submitted)
    $<HTMLButtonElement>(form, 'button[type=submit]').click()
    expect(submitted).not.toHaveBeenCalled()
    expect(document.activeElement).toBe($(form, '#addon-b'))
    // Every notice is shown, in both containers.
    expect(form.querySelectorAll('small.wc-pao-validation-notice')).toHaveLength(2)
    change($<HTMLInputElement>(form, '#addon-b'), 'ok')
    $<HTMLButtonElement>(form, 'button[type=submit]').click()
    expect(document.activeElement).toBe($(form, '#addon-a'))
    change($<HTMLInputElement>(form, '#addon-a'), 'ok')
    $<HTMLButtonElement>(form, 'button[type=submit]').click()
    expect(submitted).toHaveBeenCalledTimes(1)
  })
})

describe('<wc-pao-addons>: recounts', () => {
  it('recounts on a quantity change, a found or reset variation and the add-ons update event', async () => {
    const page = await mount(addon('a', 'A', text('a')))
    change($<HTMLInputElement>(page.form, 'input.qty'), '3')
    page.form.dispatchEvent(new CustomEvent('found_variation', { bubbles: true, detail: [{ variation_id: 7 }] }))
    page.form.dispatchEvent(new CustomEvent('reset_data', { bubbles: true }))
    page.form.dispatchEvent(new CustomEvent('woocommerce-product-addons-update', { bubbles: true }))
    page.form.dispatchEvent(new CustomEvent('pao-totals-connected', { bubbles: true }))
    expect(page.events.map((event) => event.reason)).toEqual(['start', 'quantity', 'variation', 'reset', 'update', 'totals'])
  })

  it('hears events raised through jQuery and raises its own through jQuery too', async () => {
    const jQuery = await installJQuery()
    const page = await mount(addon('a', 'A', text('a')))
    const heard: unknown[] = []
    jQuery(page.form).on(ADDONS_CHANGED_EVENT, (_event, detail: AddonsChangedDetail) => heard.push(detail.reason))
    jQuery(page.form).trigger('woocommerce-product-addons-update')
    jQuery(page.form).find('#addon-a').val('x').trigger('change')
    jQuery(document.body).trigger('quick-view-displayed')
    expect(heard).toEqual(['update', 'change', 'quick-view'])
    expect(page.events.map((event) => event.reason)).toEqual(['start', 'update', 'change', 'quick-view'])
  })

  it('rounds a multiplier up and shows the rounded value', async () => {
    const page = await mount(addon('d', 'Copies', multiplier('d', '2')))
    const input = $<HTMLInputElement>(page.root, '#addon-d')
    change(input, '2.2')
    expect(input.value).toBe('3')
    expect(last(page).values['addon-d']).toEqual({ value: '3' })
  })
})

describe('<wc-pao-addons>: image swatches', () => {
  const colours: [string, string, string][] = [
    ['red-1', 'Red', '5'],
    ['blue-2', 'Blue', '7'],
    ['green-3', 'Green', '9'],
  ]

  async function swatchPage(required = true) {
    const page = await mount(addon('i', 'Colour', swatches('i', colours, required), { required, fieldset: true }))
    const all = Array.from(page.root.querySelectorAll<HTMLAnchorElement>('a.wc-pao-addon-image-swatch'))
    const choices = required ? all : all.slice(1)
    return { ...page, all, choices, select: $<HTMLSelectElement>(page.root, 'select.wc-pao-addon-image-swatch-select') }
  }

  it('makes the swatches a radio group, hides the select and keeps one swatch in the Tab order', async () => {
    const page = await swatchPage()
    expect(page.all.map((swatch) => [swatch.getAttribute('role'), swatch.getAttribute('aria-checked'), swatch.tabIndex])).toEqual([
      ['radio', 'false', 0],
      ['radio', 'false', -1],
      ['radio', 'false', -1],
    ])
    expect(page.select.style.display).toBe('none')
  })

  it('a click chooses: selected and checked, the others cleared, the select set and its price shown', async () => {
    const page = await swatchPage()
    const changed = vi.fn()
    page.select.addEventListener('change', changed)
    const [red, blue] = page.choices
    red?.click()
    blue?.click()
    await microtasks()
    expect(page.select.value).toBe('blue-2')
    expect(changed).toHaveBeenCalledTimes(2)
    expect(page.choices.map((swatch) => [swatch.classList.contains('selected'), swatch.getAttribute('aria-checked')])).toEqual([
      [false, 'false'],
      [true, 'true'],
      [false, 'false'],
    ])
    // The price's markup goes in once the sanitiser has loaded, with the first priced choice.
    await vi.waitFor(() => expect($(page.root, '.wc-pao-addon-image-swatch-selected-swatch').textContent).toBe('Blue(+$7)'))
    expect($(page.root, '.wc-pao-addon-image-swatch-selected-swatch .wc-pao-addon-price').textContent).toBe('(+$7)')
    expect(last(page)).toMatchObject({ valid: true, reason: 'change' })
  })

  it('arrow keys move and choose, Space and Enter choose, Home and End go to the ends', async () => {
    const page = await swatchPage()
    const [red, blue, green] = page.choices
    if (!red || !blue || !green) throw new Error('no swatches')
    const key = (target: HTMLElement, name: string) => {
      const event = new KeyboardEvent('keydown', { key: name, bubbles: true, cancelable: true })
      target.dispatchEvent(event)
      return event.defaultPrevented
    }
    red.focus()
    expect(key(red, 'ArrowRight')).toBe(true)
    expect(document.activeElement).toBe(blue)
    expect(page.select.value).toBe('blue-2')
    key(blue, 'ArrowLeft')
    expect(page.select.value).toBe('red-1')
    key(red, 'ArrowUp')
    expect(document.activeElement).toBe(green)
    expect(page.select.value).toBe('green-3')
    key(green, 'Home')
    expect(page.select.value).toBe('red-1')
    expect(red.tabIndex).toBe(0)
    expect(green.tabIndex).toBe(-1)
    page.select.value = ''
    key(red, ' ')
    expect(page.select.value).toBe('red-1')
    expect(key(red, 'a')).toBe(false)
  })

  it('swaps left and right in a right-to-left page', async () => {
    document.documentElement.dir = 'rtl'
    try {
      const page = await swatchPage()
      page.choices[0]?.dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowLeft', bubbles: true }))
      expect(page.select.value).toBe('blue-2')
    } finally {
      document.documentElement.dir = ''
    }
  })

  it('a tap chooses, a touch held longer than 100 ms does not', async () => {
    const page = await swatchPage()
    const [red, blue] = page.choices
    const touch = (target: Element, name: string, timeStamp: number) => {
      const event = new Event(name, { bubbles: true, cancelable: true })
      Object.defineProperty(event, 'timeStamp', { value: timeStamp })
      target.dispatchEvent(event)
      return event
    }
    touch(red as Element, 'touchstart', 1000)
    const long = touch(red as Element, 'touchend', 1000 + SWATCH_TAP_MAX_MS + 1)
    expect(long.defaultPrevented).toBe(true)
    expect(page.select.value).toBe('')
    touch(blue as Element, 'touchstart', 2000)
    touch(blue as Element, 'touchend', 2000 + SWATCH_TAP_MAX_MS)
    expect(page.select.value).toBe('blue-2')
  })

  it("shows the swatch's title in a tooltip 200 ms after hover or focus, and hides it on leave and Escape", async () => {
    vi.useFakeTimers()
    const page = await swatchPage()
    const [red] = page.choices
    if (!red) throw new Error('no swatch')
    expect(red.hasAttribute('title')).toBe(false)
    red.dispatchEvent(new MouseEvent('mouseover', { bubbles: true }))
    vi.advanceTimersByTime(SWATCH_TOOLTIP_DELAY_MS - 1)
    expect(page.root.querySelector('.wc-pao-addon-image-swatch-tooltip')).toBeNull()
    vi.advanceTimersByTime(1)
    expect(page.root.querySelector('.wc-pao-addon-image-swatch-tooltip')?.textContent).toBe('Red +$5')
    red.dispatchEvent(new MouseEvent('mouseout', { bubbles: true, relatedTarget: document.body }))
    expect(page.root.querySelector('.wc-pao-addon-image-swatch-tooltip')).toBeNull()
    red.dispatchEvent(new FocusEvent('focusin', { bubbles: true }))
    vi.advanceTimersByTime(SWATCH_TOOLTIP_DELAY_MS)
    expect(page.root.querySelector('.wc-pao-addon-image-swatch-tooltip')).not.toBeNull()
    red.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }))
    expect(page.root.querySelector('.wc-pao-addon-image-swatch-tooltip')).toBeNull()
  })

  it("shows the text of a title that carries the price's HTML, as the extension's template prints it", async () => {
    const html = render(
      `<a title="Red +&lt;span class=&quot;amount&quot;&gt;&lt;bdi&gt;&amp;#36;2.00&lt;/bdi&gt;&lt;/span&gt;" class="wc-pao-addon-image-swatch" data-value="x"></a>`,
    )
    const wrap = document.createElement('div')
    wrap.className = 'form-row form-row-wide wc-pao-addon-wrap'
    const select = document.createElement('select')
    select.innerHTML = '<option value=""></option><option value="x">X</option>'
    wrap.append($(html, 'a'), select)
    const { SwatchGroup } = await import('../../../elements/wc-pao-addons/swatches.ts')
    const group = new SwatchGroup(select, wrap)
    expect(group.titleOf($(wrap, 'a'))).toBe('Red +$2.00')
    group.destroy()
    expect($(wrap, 'a').getAttribute('title')).toContain('<span')
  })

  it('"None" on an optional add-on clears the choice and its price', async () => {
    const page = await swatchPage(false)
    page.choices[0]?.click()
    await microtasks()
    page.all[0]?.click()
    await microtasks()
    expect(page.select.value).toBe('')
    expect(page.all[0]?.getAttribute('aria-checked')).toBe('true')
    expect($(page.root, '.wc-pao-addon-image-swatch-selected-swatch').textContent).toBe('')
  })

  it('keeps the "None" swatch the server printed checked on an optional add-on', async () => {
    const markup = addon('i', 'Colour', swatches('i', colours, false), { fieldset: true }).replace(
      '<a href="#" title="None" class="wc-pao-addon-image-swatch"',
      '<a href="#" title="None" class="wc-pao-addon-image-swatch selected" role="radio" aria-checked="true"',
    )
    const page = await mount(markup)
    const all = Array.from(page.root.querySelectorAll<HTMLElement>('a.wc-pao-addon-image-swatch'))
    expect(all.map((swatch) => [swatch.getAttribute('aria-checked'), swatch.classList.contains('selected'), swatch.tabIndex])).toEqual([
      ['true', true, 0],
      ['false', false, -1],
      ['false', false, -1],
      ['false', false, -1],
    ])
  })

  it('follows a value another script sets on the select', async () => {
    const page = await swatchPage()
    change(page.select, 'green-3')
    expect(page.choices[2]?.getAttribute('aria-checked')).toBe('true')
  })
})

describe('<wc-pao-addons>: file uploads', () => {
  it('counts a file stored from the cart as filled; Clear removes it and its posted value', async () => {
    vi.useFakeTimers()
    const page = await mount(addon('h', 'Artwork', file('h', { required: 'yes' }, '/uploads/2024/art.png'), { required: true }))
    expect(last(page).valid).toBe(true)
    expect(last(page).values['addon-h']).toEqual({ value: '', storedFile: '/uploads/2024/art.png' })
    const link = $<HTMLAnchorElement>(page.root, '.reset_file')
    expect(link.hidden).toBe(false)
    link.click()
    expect(last(page).valid).toBe(false)
    expect(notice(page.root)?.textContent).toBe(DEFAULT_ADDON_TEXTS.i18n_validation_required_file)
    expect($<HTMLInputElement>(page.root, '#addon-h-value').disabled).toBe(true)
    expect(link.classList.contains('inactive')).toBe(true)
    expect(link.hidden).toBe(true)
    expect(document.activeElement).toBe($(page.root, '#addon-h'))
    vi.advanceTimersByTime(250)
    await microtasks()
    expect(page.root.querySelector('.wc-pao-addon-file-name')).toBeNull()
  })

  it('hides the Clear link until a file is chosen, then shows it', async () => {
    const page = await mount(addon('h', 'Artwork', file('h')))
    const link = $<HTMLAnchorElement>(page.root, '.reset_file')
    expect(link.hidden).toBe(true)
    const input = $<HTMLInputElement>(page.root, '#addon-h')
    input.dispatchEvent(new Event('change', { bubbles: true }))
    expect(link.hidden).toBe(false)
    expect(link.classList.contains('active')).toBe(true)
  })
})

describe('<wc-pao-addons>: bad input', () => {
  it('names the element, attribute and field of malformed restrictions once, and goes on with the rest', async () => {
    const page = await mount(
      addon('a', 'A', text('a').replace(/data-restrictions="[^"]*"/, 'data-restrictions="{oops"'), { required: true }) +
        addon('b', 'B', text('b', { content: 'email' })),
    )
    expect(error).toHaveBeenCalledTimes(1)
    const message = String(error.mock.calls[0]?.[0])
    expect(message).toContain('<wc-pao-addons>')
    expect(message).toContain('#addon-a data-restrictions')
    expect(message).toContain('not JSON')
    // The container still says it is required.
    expect(last(page).valid).toBe(false)
    change($<HTMLInputElement>(page.root, '#addon-b'), 'not-an-email')
    expect(notice($(page.root, '#wc-pao-addon-b'))?.textContent).toBe(DEFAULT_ADDON_TEXTS.i18n_validation_email_only)
  })

  it('reports missing price attributes', async () => {
    await mount(
      addon(
        'a',
        'A',
        text('a')
          .replace(/ data-price="[^"]*"/, '')
          .replace(/ data-price-type="[^"]*"/, ''),
      ),
    )
    expect(String(error.mock.calls[0]?.[0])).toContain(
      '#addon-a data-price is missing (counted as 0), data-price-type is missing (counted as flat_fee)',
    )
  })

  it('names each bad add-on in its own console.error: prices that are not numbers, an unknown price type, an option without price', async () => {
    const page = await mount(
      addon('good', 'Good', text('good', {}, '1')) +
        addon('p', 'Ribbon', checkboxes('p', [['red', 'Red', 'two dollars']]), { fieldset: true }) +
        addon('r', 'Glitter', text('r', {}, '1.5').replace('data-raw-price="1.5"', 'data-raw-price="n/a"')) +
        addon('t', 'Flower', text('t', {}, '3').replace('data-price-type="flat_fee"', 'data-price-type="per_word"')) +
        addon(
          's',
          'Colour',
          select('s', [
            ['white', 'White', '0', 'flat_fee'],
            ['green', 'Green', '2', 'flat_fee'],
          ]).replace(/ data-raw-price="2" data-price="2"/, ''),
        ) +
        addon('j', 'Note', text('j').replace(/data-restrictions="[^"]*"/, `data-restrictions="${attr('only_letters')}"`)),
    )
    const messages = error.mock.calls.map(([message]) => String(message))
    expect(messages).toEqual([
      expect.stringContaining(
        'the add-on "Ribbon" (#wc-pao-addon-p): #addon-p-0 data-price "two dollars" is not a number (counted as 0), data-raw-price "two dollars" is not a number (counted as 0)',
      ),
      expect.stringContaining('the add-on "Glitter" (#wc-pao-addon-r): #addon-r data-raw-price "n/a" is not a number (counted as 0)'),
      expect.stringContaining(
        'the add-on "Flower" (#wc-pao-addon-t): #addon-t data-price-type "per_word" is not flat_fee, quantity_based or percentage_based (counted as flat_fee)',
      ),
      expect.stringContaining(
        'the add-on "Colour" (#wc-pao-addon-s): #addon-s option "green" data-price is missing (counted as 0), data-raw-price is missing (counted as 0)',
      ),
      expect.stringContaining(
        'the add-on "Note" (#wc-pao-addon-j): #addon-j data-restrictions is not a JSON object, so the field has no restrictions',
      ),
    ])
    expect(
      messages.every(
        (message) =>
          message.startsWith('shop-islands: <wc-pao-addons> ') && message.endsWith('the form posts the add-on as the shopper fills it.'),
      ),
    ).toBe(true)
    // What the rules get: the readable parts as printed, the rest as the messages say.
    const fields = new Map(last(page).addons.containers.flatMap((c) => c.fields.map((f) => [f.id, f])))
    expect(fields.get('addon-p-0')).toMatchObject({ price: 0, rawPrice: 0, priceType: 'flat_fee' })
    expect(fields.get('addon-r')).toMatchObject({ price: 1.5, rawPrice: 0 })
    expect(fields.get('addon-t')).toMatchObject({ price: 3, rawPrice: 3, priceType: 'flat_fee' })
    expect(fields.get('addon-s')?.options.map((o) => [o.value, o.price])).toEqual([
      ['white', 0],
      ['green', 0],
    ])
    expect(fields.get('addon-j')?.restrictions).toEqual({ required: false })
  })

  it('reads a price written with a trailing unit as parseFloat does, and says so', async () => {
    await mount(addon('u', 'U', text('u', {}, '2 USD')))
    expect(String(error.mock.calls[0]?.[0])).toContain('#addon-u data-price "2 USD" is not a number (read as 2)')
  })

  it('takes Product Add-Ons 7.x’s "None" choice of an optional radio group, printed without price data, as no choice and no error', async () => {
    // radiobutton.php 7.9: the optional group's first input has value "" and no data-price*.
    const none =
      '<div class="wc-pao-addon-gift"><input type="radio" class="wc-pao-addon-field wc-pao-addon-radio" value="" checked="checked" name="addon-gift" id="addon-gift-none"><label for="addon-gift-none">None</label></div>'
    const page = await mount(addon('gift', 'Gift wrap', none + radios('gift', [['paper', 'Paper', '4']]), { fieldset: true }))
    expect(error).not.toHaveBeenCalled()
    const fields = last(page).addons.containers[0]?.fields ?? []
    expect(fields.map((field) => [field.type, field.price])).toEqual([
      ['radio', 0],
      ['radio', 4],
    ])
  })

  it('names radios, which have no id, by name and value', async () => {
    await mount(
      addon(
        'f',
        'Size',
        radios('f', [
          ['s', 'S', '1'],
          ['l', 'L', 'big'],
        ]),
        { fieldset: true },
      ),
    )
    expect(error).toHaveBeenCalledTimes(1)
    expect(String(error.mock.calls[0]?.[0])).toContain('input[name="addon-f[]"][value="l"] data-price "big" is not a number')
  })

  it('reports a form without its totals container once, and its fields still work', async () => {
    const page = await mount(
      addon('b', 'B', text('b', { required: 'yes' }), { required: true }) + addon('e', 'E', text('e', { content: 'email' })),
      {
        totals: false,
      },
    )
    // A second container in the same form (bundled items) does not say it again.
    const second = document.createElement('div')
    second.className = 'wc-pao-addons-container'
    second.innerHTML = addon('c', 'C', text('c'))
    page.form.prepend(second)
    adopt(second)
    expect(error).toHaveBeenCalledTimes(1)
    expect(String(error.mock.calls[0]?.[0])).toBe(
      'shop-islands: <wc-pao-addons> the add-ons of "Poster" have no totals container (#product-addons-total) in their form, so no subtotal is shown; the add-ons are still checked and posted.',
    )
    change($<HTMLInputElement>(page.root, '#addon-e'), 'not-an-email')
    expect(notice($(page.root, '#wc-pao-addon-e'))?.textContent).toBe(DEFAULT_ADDON_TEXTS.i18n_validation_email_only)
    const submitted = vi.fn((event: Event) => event.preventDefault())
    page.form.addEventListener('submit', submitted)
    $<HTMLButtonElement>(page.form, 'button[type=submit]').click()
    expect(submitted).not.toHaveBeenCalled()
    expect(document.activeElement).toBe($(page.root, '#addon-b'))
    change($<HTMLInputElement>(page.root, '#addon-b'), 'Ada')
    change($<HTMLInputElement>(page.root, '#addon-e'), 'ada@example.com')
    $<HTMLButtonElement>(page.form, 'button[type=submit]').click()
    expect(submitted).toHaveBeenCalledTimes(1)
    expect(Object.fromEntries(new FormData(page.form))).toMatchObject({ 'addon-b': 'Ada', 'addon-e': 'ada@example.com', 'addon-c': '' })
  })

  it('keeps the server markup when the add-ons are not in a form', async () => {
    const page = render('<div class="wc-pao-addons-container"><input class="wc-pao-addon-field" id="x"></div>')
    const root = $(page, '.wc-pao-addons-container')
    adopt(root)
    expect(root.getAttribute('data-island-error')).toBe('markup')
    expect(String(error.mock.calls[0]?.[0])).toContain('not inside a form')
  })

  it("stands down where the extension's own script drives the form", async () => {
    const page = render(productForm(addon('a', 'A', text('a')), { totals: false }))
    const form = $<HTMLFormElement>(page, 'form')
    ;(globalThis as { WC_PAO?: unknown }).WC_PAO = { initialized_forms: [{ $el: [form] }] }
    const root = $(form, '.wc-pao-addons-container')
    adopt(root)
    expect(root.hasAttribute('data-island-mounted')).toBe(false)
    expect(console.warn).toHaveBeenCalledWith(expect.stringContaining("Product Add-Ons extension's addons.js"))
  })

  it('keeps what the shopper typed when the theme moves the add-ons', async () => {
    const page = await mount(addon('a', 'A', text('a', { required: 'yes' }), { required: true }))
    const input = $<HTMLInputElement>(page.root, '#addon-a')
    change(input, 'kept')
    const parent = page.root.parentElement as HTMLElement
    page.root.remove()
    parent.append(page.root)
    await nextTask()
    expect(input.value).toBe('kept')
    change(input, '')
    expect(notice(page.root)).not.toBeNull()
  })
})
