// @vitest-environment happy-dom
import { afterEach, beforeAll, beforeEach, describe, expect, it, type MockInstance, vi } from 'vitest'
import { define } from '../../../elements/wc-order-attribution-inputs/index.ts'
import { forgetAttributionSettings } from '../../../elements/wc-order-attribution-inputs/settings.ts'
import { type AttributionValues, publishValues } from '../../../elements/wc-order-attribution-inputs/values.ts'
import { FIELD_NAMES, emptyValues } from '../../../src/core/attribution/index.ts'
import { resetWarnings } from '../../../src/runtime/log.ts'
import { forgetSettingsBlock } from '../../../src/runtime/settings-source.ts'
import { $, render } from '../helpers/dom.ts'
import { addSettingsBlock, resetPageGlobals, setGlobal } from './support.ts'

/*
 * The element class can be defined only once per window, and the defined class keeps the module
 * instances it was first imported with (values.ts, settings.ts): this file imports them once and
 * resets their state by hand (forgetAttributionSettings, forgetSettingsBlock, an empty publication)
 * instead of vi.resetModules(). The state before any publication is covered by inputs-upgrade.test.ts.
 */

const TAG = 'wc-order-attribution-inputs'

interface InputsElement extends HTMLElement {
  values: AttributionValues | undefined
}

function inputsOf(element: Element): HTMLInputElement[] {
  return [...element.querySelectorAll('input')]
}

function namesOf(element: Element): string[] {
  return inputsOf(element).map((input) => input.name)
}

function valueOf(scope: ParentNode, name: string): string | undefined {
  return scope.querySelector<HTMLInputElement>(`input[name="${name}"]`)?.value
}

const CAMPAIGN: AttributionValues = {
  ...emptyValues(),
  source_type: 'utm',
  utm_source: 'newsletter',
  utm_medium: 'email',
  session_pages: '2',
}

let error: MockInstance<typeof console.error>
let warn: MockInstance<typeof console.warn>

beforeAll(() => define())

beforeEach(() => {
  resetWarnings()
  error = vi.spyOn(console, 'error').mockImplementation(() => {})
  warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
  publishValues(emptyValues())
})

afterEach(() => {
  document.body.replaceChildren()
  resetPageGlobals()
  forgetAttributionSettings()
  forgetSettingsBlock()
})

describe('<wc-order-attribution-inputs> inputs', () => {
  it("stamps 16 hidden inputs named after the fields, in WooCommerce's order", () => {
    const element = $(render(`<form><${TAG}></${TAG}></form>`), TAG)
    expect(namesOf(element)).toEqual(FIELD_NAMES.map((field) => `wc_order_attribution_${field}`))
    expect(inputsOf(element)).toHaveLength(16)
    for (const input of inputsOf(element)) {
      expect(input.type).toBe('hidden')
      expect(input.value).toBe('')
    }
    expect(error).not.toHaveBeenCalled()
  })

  it('follows the order of the fields setting of the wc_order_attribution global', () => {
    setGlobal('wc_order_attribution', {
      params: {},
      fields: { utm_source: 'current.src', source_type: 'current.typ', first_source: 'first.src' },
    })
    const element = $(render(`<form><${TAG}></${TAG}></form>`), TAG)
    expect(namesOf(element)).toEqual([
      'wc_order_attribution_utm_source',
      'wc_order_attribution_source_type',
      'wc_order_attribution_first_source',
    ])
  })

  it('follows the fields of the settings block', () => {
    addSettingsBlock({ wc_order_attribution: { fields: { session_pages: 'session.pgs', referrer: 'current_add.rf' } } })
    const element = $(render(`<form><${TAG}></${TAG}></form>`), TAG)
    expect(namesOf(element)).toEqual(['wc_order_attribution_session_pages', 'wc_order_attribution_referrer'])
  })

  it('names the inputs with the prefix of the settings', () => {
    setGlobal('wc_order_attribution', { params: { prefix: 'shop_attr_' } })
    const element = $(render(`<form><${TAG}></${TAG}></form>`), TAG)
    expect(namesOf(element)).toEqual(FIELD_NAMES.map((field) => `shop_attr_${field}`))
  })
})

describe('<wc-order-attribution-inputs> values', () => {
  it('applies a values attribute', () => {
    const json = JSON.stringify({ source_type: 'referral', utm_source: 'example.org' })
    const element = $(render(`<form><${TAG} values='${json}'></${TAG}></form>`), TAG)
    expect(valueOf(element, 'wc_order_attribution_source_type')).toBe('referral')
    expect(valueOf(element, 'wc_order_attribution_utm_source')).toBe('example.org')
    expect(valueOf(element, 'wc_order_attribution_utm_medium')).toBe('')
  })

  it('applies a values attribute set on a connected element', () => {
    const element = $(render(`<form><${TAG}></${TAG}></form>`), TAG)
    element.setAttribute('values', JSON.stringify({ utm_campaign: 'spring' }))
    expect(valueOf(element, 'wc_order_attribution_utm_campaign')).toBe('spring')
  })

  it('reports a values attribute that is not JSON with one console.error', () => {
    const element = $(render(`<form><${TAG} values="{not json"></${TAG}></form>`), TAG)
    expect(element.getAttribute('data-island-error')).toBe('attribute "values"')
    expect(error).toHaveBeenCalledTimes(1)
  })

  it('marks a values attribute that is not JSON and still stamps its inputs', () => {
    const element = $(render(`<form><${TAG} values="{not json"></${TAG}></form>`), TAG)
    expect(element.getAttribute('data-island-error')).toBe('attribute "values"')
    expect(error).toHaveBeenCalled()
    expect(String(error.mock.calls[0]?.[0])).toContain('attribute "values"')
    expect(inputsOf(element)).toHaveLength(16)
  })

  it('reports a bad values attribute set on a connected element once and keeps the values it had', () => {
    const element = $(render(`<form><${TAG}></${TAG}></form>`), TAG) as InputsElement
    element.values = { source_type: 'utm' }
    element.setAttribute('values', '[1, 2]')
    expect(error).toHaveBeenCalledTimes(1)
    expect(element.getAttribute('data-island-error')).toBe('attribute "values"')
    expect(valueOf(element, 'wc_order_attribution_source_type')).toBe('utm')
  })

  it('refuses an assignment that is not an object with one console.error', () => {
    const element = $(render(`<form><${TAG}></${TAG}></form>`), TAG) as InputsElement
    element.values = { source_type: 'organic' }
    ;(element as unknown as { values: unknown }).values = 'utm'
    expect(error).toHaveBeenCalledTimes(1)
    expect(String(error.mock.calls[0]?.[0])).toContain(`<${TAG}> values must be an object`)
    expect(element.values).toEqual({ source_type: 'organic' })
    expect(valueOf(element, 'wc_order_attribution_source_type')).toBe('organic')
  })

  it('refuses an array assignment', () => {
    const element = $(render(`<form><${TAG}></${TAG}></form>`), TAG) as InputsElement
    ;(element as unknown as { values: unknown }).values = ['utm']
    expect(error).toHaveBeenCalledTimes(1)
    expect(valueOf(element, 'wc_order_attribution_source_type')).toBe('')
  })

  it('turns numbers into strings and null or undefined into empty strings', () => {
    const element = $(render(`<form><${TAG}></${TAG}></form>`), TAG) as InputsElement
    ;(element as unknown as { values: unknown }).values = {
      session_pages: 3,
      session_count: 12,
      referrer: null,
      utm_term: undefined,
      utm_source: 'google',
    }
    expect(valueOf(element, 'wc_order_attribution_session_pages')).toBe('3')
    expect(valueOf(element, 'wc_order_attribution_session_count')).toBe('12')
    expect(valueOf(element, 'wc_order_attribution_referrer')).toBe('')
    expect(valueOf(element, 'wc_order_attribution_utm_term')).toBe('')
    expect(valueOf(element, 'wc_order_attribution_utm_source')).toBe('google')
    expect(element.values).toMatchObject({ session_pages: '3', referrer: '' })
    expect(error).not.toHaveBeenCalled()
  })

  it('empties every input when the values are set to null', () => {
    const element = $(render(`<form><${TAG}></${TAG}></form>`), TAG) as InputsElement
    element.values = CAMPAIGN
    ;(element as unknown as { values: unknown }).values = null
    expect(inputsOf(element).every((input) => input.value === '')).toBe(true)
    expect(error).not.toHaveBeenCalled()
  })

  it('carries published values to every connected instance', () => {
    const page = render(`<form id="checkout"><${TAG}></${TAG}></form><form id="register"><${TAG}></${TAG}></form>`)
    publishValues(CAMPAIGN)
    for (const id of ['checkout', 'register']) {
      const form = $(page, `#${id}`)
      expect(valueOf(form, 'wc_order_attribution_source_type')).toBe('utm')
      expect(valueOf(form, 'wc_order_attribution_utm_source')).toBe('newsletter')
      expect(valueOf(form, 'wc_order_attribution_session_pages')).toBe('2')
    }
  })

  it('starts an instance connected later with the values published before', () => {
    publishValues(CAMPAIGN)
    const element = $(render(`<form><${TAG}></${TAG}></form>`), TAG) as InputsElement
    expect(valueOf(element, 'wc_order_attribution_utm_medium')).toBe('email')
    expect(element.values).toEqual(CAMPAIGN)
  })

  it('replaces values set by a script with the next publication', () => {
    const element = $(render(`<form><${TAG}></${TAG}></form>`), TAG) as InputsElement
    element.values = { source_type: 'typein' }
    publishValues(CAMPAIGN)
    expect(valueOf(element, 'wc_order_attribution_source_type')).toBe('utm')
  })

  it('stops following publications once removed', () => {
    const page = render(`<form><${TAG}></${TAG}></form>`)
    const element = $(page, TAG)
    element.remove()
    publishValues(CAMPAIGN)
    expect(valueOf(element, 'wc_order_attribution_source_type')).toBe('')
  })

  it('shows the latest values when re-inserted after a publication it missed', () => {
    const form = $(render(`<form><${TAG}></${TAG}></form>`), 'form')
    const element = $(form, TAG)
    publishValues(CAMPAIGN)
    element.remove()
    publishValues(emptyValues())
    form.append(element)
    expect(valueOf(element, 'wc_order_attribution_source_type')).toBe('')
  })
})

describe('<wc-order-attribution-inputs> one set of inputs per form', () => {
  it('lets only the first element of a form stamp inputs', () => {
    const page = render(`<form><${TAG} id="first"></${TAG}><${TAG} id="second"></${TAG}></form>`)
    expect(inputsOf($(page, '#first'))).toHaveLength(16)
    expect(inputsOf($(page, '#second'))).toHaveLength(0)
    expect($(page, 'form').querySelectorAll('input')).toHaveLength(16)
  })

  it('hands the inputs over to the next element of the form when the first leaves', () => {
    publishValues(CAMPAIGN)
    const page = render(`<form><${TAG} id="first"></${TAG}><${TAG} id="second"></${TAG}></form>`)
    $(page, '#first').remove()
    const second = $(page, '#second')
    expect(namesOf(second)).toEqual(FIELD_NAMES.map((field) => `wc_order_attribution_${field}`))
    expect(valueOf(second, 'wc_order_attribution_utm_source')).toBe('newsletter')
    expect($(page, 'form').querySelectorAll('input')).toHaveLength(16)
    expect(warn).not.toHaveBeenCalled()
  })

  it('keeps the inputs of one form apart from another form', () => {
    const page = render(`<form id="a"><${TAG}></${TAG}></form><form id="b"><${TAG}></${TAG}><${TAG}></${TAG}></form>`)
    expect($(page, '#a').querySelectorAll('input')).toHaveLength(16)
    expect($(page, '#b').querySelectorAll('input')).toHaveLength(16)
  })

  it('counts the elements outside any form per document', () => {
    const page = render(`<${TAG} id="loose-1"></${TAG}><${TAG} id="loose-2"></${TAG}><form><${TAG} id="in-form"></${TAG}></form>`)
    expect(inputsOf($(page, '#loose-1'))).toHaveLength(16)
    expect(inputsOf($(page, '#loose-2'))).toHaveLength(0)
    expect(inputsOf($(page, '#in-form'))).toHaveLength(16)
  })

  it('hands over between elements outside any form', () => {
    const page = render(`<${TAG} id="loose-1"></${TAG}><${TAG} id="loose-2"></${TAG}>`)
    $(page, '#loose-1').remove()
    expect(inputsOf($(page, '#loose-2'))).toHaveLength(16)
  })

  it('hands the document inputs over to a form-less element, not to one inside a form', () => {
    const page = render(`<${TAG} id="loose-1"></${TAG}><form><${TAG} id="in-form"></${TAG}></form><${TAG} id="loose-2"></${TAG}>`)
    $(page, '#loose-1').remove()
    expect(inputsOf($(page, '#loose-2'))).toHaveLength(16)
  })

  it('keeps one set of inputs in a form whose stamping element is moved', () => {
    const form = $(render(`<form><${TAG} id="first"></${TAG}><${TAG} id="second"></${TAG}></form>`), 'form')
    form.append($(form, '#first'))
    expect(form.querySelectorAll('input')).toHaveLength(16)
  })
})

describe('<wc-order-attribution-inputs> manipulated inputs', () => {
  it("warns with WooCommerce's message on the next update when an input was removed, and restores it", () => {
    const element = $(render(`<form><${TAG}></${TAG}></form>`), TAG)
    element.querySelector('input[name="wc_order_attribution_utm_source"]')?.remove()
    expect(warn).not.toHaveBeenCalled()
    publishValues(CAMPAIGN)
    expect(warn).toHaveBeenCalledTimes(1)
    expect(warn).toHaveBeenCalledWith(
      'Field "utm_source" not found. Most likely, the \'<wc-order-attribution-inputs>\' element was manipulated.',
    )
    expect(valueOf(element, 'wc_order_attribution_utm_source')).toBe('newsletter')
    expect(inputsOf(element)).toHaveLength(16)
  })

  it('warns once per missing input', () => {
    const element = $(render(`<form><${TAG}></${TAG}></form>`), TAG) as InputsElement
    for (const input of inputsOf(element).slice(0, 2)) input.remove()
    element.values = CAMPAIGN
    expect(warn.mock.calls.map((call) => call[0])).toEqual([
      'Field "source_type" not found. Most likely, the \'<wc-order-attribution-inputs>\' element was manipulated.',
      'Field "referrer" not found. Most likely, the \'<wc-order-attribution-inputs>\' element was manipulated.',
    ])
  })
})

describe('<wc-order-attribution-inputs> hostile values', () => {
  const HOSTILE = '"><img src=x onerror=alert(1)>'

  it('keeps a published hostile value as input text, never as markup', () => {
    const element = $(render(`<form><${TAG}></${TAG}></form>`), TAG)
    publishValues({ ...CAMPAIGN, utm_source: HOSTILE, referrer: '</wc-order-attribution-inputs><script>x()</script>' })
    expect(valueOf(element, 'wc_order_attribution_utm_source')).toBe(HOSTILE)
    expect(valueOf(element, 'wc_order_attribution_referrer')).toBe('</wc-order-attribution-inputs><script>x()</script>')
    expect(document.querySelector('img')).toBeNull()
    expect(document.querySelector('script')).toBeNull()
    expect([...element.children].every((child) => child.tagName === 'INPUT')).toBe(true)
  })

  it('keeps a hostile value from the values attribute as input text', () => {
    const element = document.createElement(TAG)
    element.setAttribute('values', JSON.stringify({ utm_campaign: HOSTILE }))
    render('<form></form>').querySelector('form')?.append(element)
    expect(valueOf(element, 'wc_order_attribution_utm_campaign')).toBe(HOSTILE)
    expect(document.querySelector('img')).toBeNull()
  })
})

describe('<wc-order-attribution-inputs> definition', () => {
  it('defines the tag with our class and accepts being defined again', () => {
    define()
    expect(customElements.get(TAG)).toBeDefined()
    expect(document.createElement(TAG)).toHaveProperty('values')
    expect(warn).not.toHaveBeenCalled()
  })
})
