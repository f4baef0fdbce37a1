// @vitest-environment happy-dom
import { afterEach, beforeAll, beforeEach, describe, expect, it, type MockInstance, vi } from 'vitest'
import * as chunk from '../../../elements/wc-address/index.ts'
import { resetWarnings } from '../../../src/runtime/log.ts'
import { forgetSettingsBlock } from '../../../src/runtime/settings.ts'
import { asLoaded } from '../helpers/adopt.ts'
import { $, loadStylesheets, microtasks, nextTask, render } from '../helpers/dom.ts'

const { define, adopt } = asLoaded({ 'wc-address': chunk })
const globals = globalThis as unknown as Record<string, unknown>
let error: MockInstance<typeof console.error>

const HOSTILE = '<img src=x onerror="window.__pwned=1">'

const countries = {
  US: { CA: 'California', NY: 'New York' },
  XH: { H1: HOSTILE },
  AT: [],
}
const locale = {
  default: { state: { label: 'State / County', required: true }, postcode: { label: 'Postcode / ZIP', required: true } },
  XH: { state: { label: HOSTILE }, postcode: { required: false } },
}
const localeFields = { state: '#billing_state_field', postcode: '#billing_postcode_field' }

function form(country = 'US') {
  return render(`<form><div class="woocommerce-billing-fields"><div class="woocommerce-billing-fields__field-wrapper">
    <p class="form-row validate-required" id="billing_country_field" data-priority="40"><label for="billing_country">Country&nbsp;<span class="required" aria-hidden="true">*</span></label>
      <select id="billing_country" name="billing_country" class="country_to_state country_select" aria-required="true">
        <option value="">Select a country…</option><option value="US"${country === 'US' ? ' selected' : ''}>United States (US)</option><option value="XH">Hostile</option><option value="AT">Austria</option><option value="GB">United Kingdom</option>
      </select></p>
    <p class="form-row validate-required" id="billing_postcode_field" data-priority="90"><label for="billing_postcode">ZIP&nbsp;<span class="required" aria-hidden="true">*</span></label><input id="billing_postcode" name="billing_postcode" aria-required="true"></p>
    <p class="form-row validate-required" id="billing_state_field" data-priority="80"><label for="billing_state">State&nbsp;<span class="required" aria-hidden="true">*</span></label>
      <select id="billing_state" name="billing_state" class="state_select" data-input-classes="" autocomplete="address-level1"><option value="">Select an option…</option><option value="NY" selected>New York</option></select></p>
  </div></div></form>`)
}

const choose = (page: HTMLElement, code: string) => {
  const select = $<HTMLSelectElement>(page, '#billing_country')
  select.value = code
  select.dispatchEvent(new Event('change', { bubbles: true }))
}

beforeAll(() => define())

beforeEach(() => {
  resetWarnings()
  forgetSettingsBlock()
  error = vi.spyOn(console, 'error').mockImplementation(() => {})
  globals.wc_country_select_params = {
    countries: JSON.stringify(countries),
    i18n_select_state_text: 'Select an option…',
    i18n_no_matches: 'No matches found',
  }
  globals.wc_address_i18n_params = {
    locale: JSON.stringify(locale),
    locale_fields: JSON.stringify(localeFields),
    i18n_optional_text: 'optional',
  }
})

afterEach(async () => {
  document.body.replaceChildren()
  await microtasks()
  await nextTask()
  delete globals.wc_country_select_params
  delete globals.wc_address_i18n_params
  delete globals.__pwned
  error.mockRestore()
})

describe('<wc-address> adopted', () => {
  it('refreshes a chosen country once ready: its states, the state kept, the events raised', () => {
    const page = form()
    const heard: string[] = []
    for (const name of ['country_to_state_changed', 'country_to_state_changing', 'wc_address_i18n_ready'])
      document.body.addEventListener(name, (event) => heard.push(`${name} ${String((event as CustomEvent<unknown[]>).detail?.[0] ?? '')}`))
    adopt($(page, '#billing_country'))
    expect([...$<HTMLSelectElement>(page, '#billing_state').options].map((option) => option.value)).toEqual(['', 'CA', 'NY'])
    expect($<HTMLSelectElement>(page, '#billing_state').value).toBe('NY')
    expect(heard).toEqual(['wc_address_i18n_ready ', 'country_to_state_changed US', 'country_to_state_changing US'])
  })

  it('shows hostile state names and labels as text, never as markup', () => {
    const page = form()
    adopt($(page, '#billing_country'))
    choose(page, 'XH')
    const option = $<HTMLSelectElement>(page, '#billing_state').options[1]!
    expect(option.textContent).toBe(HOSTILE)
    expect(page.querySelector('img')).toBeNull()
    expect($(page, '#billing_state_field label').textContent).toBe(`${HOSTILE}\u00a0*`)
    expect($(page, '#billing_postcode_field label').textContent).toBe('Postcode / ZIP\u00a0(optional)')
    expect($(page, '#billing_postcode').hasAttribute('aria-required')).toBe(false)
    expect(globals.__pwned).toBeUndefined()
  })

  it('makes the state a text field for a country not listed, and a hidden one for a country listed empty', () => {
    const page = form()
    adopt($(page, '#billing_country'))
    choose(page, 'GB')
    const text = $<HTMLInputElement>(page, '#billing_state')
    expect(text.type).toBe('text')
    expect(text.className).toBe('input-text')
    expect(text.getAttribute('autocomplete')).toBe('address-level1')
    choose(page, 'AT')
    expect($<HTMLInputElement>(page, '#billing_state').type).toBe('hidden')
    expect($(page, '#billing_state_field').style.display).toBe('none')
  })

  it('missing countries: one error, data-island-error, and nothing changes', () => {
    globals.wc_country_select_params = {}
    const page = form()
    const select = $(page, '#billing_country')
    adopt(select)
    expect(select.getAttribute('data-island-error')).toMatch(/countries/)
    expect(error).toHaveBeenCalledTimes(1)
    choose(page, 'GB')
    expect($(page, '#billing_state').localName).toBe('select')
  })

  it('malformed locale rules: one error; the states still follow the country', () => {
    globals.wc_address_i18n_params = { locale: '{"default":', locale_fields: '{}' }
    const page = form()
    adopt($(page, '#billing_country'))
    expect(error).toHaveBeenCalledTimes(1)
    expect(String(error.mock.calls[0]?.[0])).toMatch(/wc_address_i18n_params\.locale/)
    choose(page, 'GB')
    expect($<HTMLInputElement>(page, '#billing_state').type).toBe('text')
  })

  it('with its stylesheet, a combobox per select; removed, the selects and labels are as found', async () => {
    const page = form()
    const select = $<HTMLSelectElement>(page, '#billing_country')
    const before = select.outerHTML
    const label = $<HTMLLabelElement>(page, '#billing_country_field label')
    adopt(select)
    loadStylesheets()
    await microtasks()
    const box = $<HTMLInputElement>(page, '#billing_country_field [role="combobox"]')
    expect(box.value).toBe('United States (US)')
    expect(label.htmlFor).toBe(box.id)
    expect(box.getAttribute('aria-required')).toBe('true')
    expect(page.querySelectorAll('[role="combobox"]')).toHaveLength(2)
    // The box's own typing never reaches the form's listeners.
    const formChanges: string[] = []
    page.addEventListener('input', () => formChanges.push('input'))
    box.value = 'aus'
    box.dispatchEvent(new Event('input', { bubbles: true }))
    expect(formChanges).toEqual([])
    expect([...page.querySelectorAll('#billing_country_field [role="option"]:not([hidden])')].map((item) => item.textContent)).toEqual([
      'Austria',
    ])
    page.remove()
    // The removal is seen (a mutation observer), then the unmount waits a task in case the node comes back.
    await microtasks()
    await nextTask()
    await nextTask()
    expect(select.outerHTML).toBe(before)
    expect(label.htmlFor).toBe('billing_country')
    expect(label.hasAttribute('id')).toBe(false)
  })
  it('a shop selling to one country: its hidden country field drives the state field, with no combobox for it', async () => {
    const page =
      render(`<div class="woocommerce-shipping-fields"><p class="form-row" id="shipping_country_field"><strong>United States (US)</strong>
      <input type="hidden" name="shipping_country" id="shipping_country" value="US" class="country_to_state" readonly></p>
      <p class="form-row" id="shipping_state_field"><input type="text" class="input-text" name="shipping_state" id="shipping_state" value="new york" data-input-classes=""></p></div>`)
    adopt($(page, '#shipping_country'))
    loadStylesheets()
    await microtasks()
    expect($<HTMLSelectElement>(page, '#shipping_state').localName).toBe('select')
    expect($<HTMLSelectElement>(page, '#shipping_state').value).toBe('NY')
    expect(page.querySelectorAll('[role="combobox"]')).toHaveLength(1)
    expect($(page, '#shipping_state_field [role="combobox"]')).toBeTruthy()
  })
})
