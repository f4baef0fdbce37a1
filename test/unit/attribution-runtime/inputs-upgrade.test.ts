// @vitest-environment happy-dom
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { define } from '../../../elements/wc-order-attribution-inputs/index.ts'
import { type AttributionValues, currentValues, publishValues } from '../../../elements/wc-order-attribution-inputs/values.ts'
import { FIELD_NAMES, emptyValues } from '../../../src/core/attribution/index.ts'
import { $, render } from '../helpers/dom.ts'

/*
 * Elements that exist before the tag is defined (the script loads after the checkout markup). The
 * whole page is prepared once, before define(): a tag can be defined only once per window. Nothing
 * is published until the last test.
 */

const TAG = 'wc-order-attribution-inputs'

interface InputsElement extends HTMLElement {
  values: AttributionValues | undefined
}

function valueOf(scope: ParentNode, field: string): string | undefined {
  return scope.querySelector<HTMLInputElement>(`input[name="wc_order_attribution_${field}"]`)?.value
}

let page: HTMLDivElement
const errors: unknown[][] = []
const originalError = console.error

beforeAll(() => {
  page = render(`
    <form id="plain"><${TAG}></${TAG}></form>
    <form id="early-property"><${TAG}></${TAG}></form>
    <form id="early-attribute"><${TAG} values='{"source_type":"organic","utm_source":"google"}'></${TAG}></form>
    <form id="early-junk"><${TAG}></${TAG}></form>
  `)
  // WooCommerce's own script assigns `element.values = …` whether or not the element upgraded yet.
  ;($(page, `#early-property ${TAG}`) as unknown as { values: unknown }).values = {
    source_type: 'utm',
    utm_source: 'early',
    session_pages: 4,
  }
  ;($(page, `#early-junk ${TAG}`) as unknown as { values: unknown }).values = 'utm=early'
  console.error = (...args: unknown[]) => {
    errors.push(args)
  }
  try {
    define()
  } finally {
    console.error = originalError
  }
})

afterAll(() => {
  document.body.replaceChildren()
})

describe('<wc-order-attribution-inputs> defined after its markup', () => {
  it('has no values before the tracker publishes any', () => {
    expect(currentValues()).toBeUndefined()
  })

  it('stamps every input with an empty string before anything is published', () => {
    const element = $(page, `#plain ${TAG}`)
    const inputs = [...element.querySelectorAll('input')]
    expect(inputs.map((input) => input.name)).toEqual(FIELD_NAMES.map((field) => `wc_order_attribution_${field}`))
    expect(inputs.every((input) => input.value === '')).toBe(true)
  })

  it('applies values assigned as a property before the element was defined', () => {
    const element = $(page, `#early-property ${TAG}`) as InputsElement
    expect(element.values).toEqual({ source_type: 'utm', utm_source: 'early', session_pages: '4' })
    expect(valueOf(element, 'source_type')).toBe('utm')
    expect(valueOf(element, 'utm_source')).toBe('early')
    expect(valueOf(element, 'session_pages')).toBe('4')
    expect(valueOf(element, 'utm_medium')).toBe('')
    expect(Object.hasOwn(element, 'values')).toBe(false)
  })

  it('keeps values assigned before definition working as a property afterwards', () => {
    const element = $(page, `#early-property ${TAG}`) as InputsElement
    element.values = { ...element.values, utm_medium: 'cpc' }
    expect(valueOf(element, 'utm_medium')).toBe('cpc')
  })

  it('applies a values attribute present before the element was defined', () => {
    const element = $(page, `#early-attribute ${TAG}`)
    expect(valueOf(element, 'source_type')).toBe('organic')
    expect(valueOf(element, 'utm_source')).toBe('google')
    expect(element.hasAttribute('data-island-error')).toBe(false)
  })

  it('refuses a non-object assigned before definition with one console.error', () => {
    expect(errors).toHaveLength(1)
    expect(String(errors[0]?.[0])).toContain('values must be an object')
    const element = $(page, `#early-junk ${TAG}`) as InputsElement
    expect(element.querySelectorAll('input')).toHaveLength(16)
    expect(valueOf(element, 'source_type')).toBe('')
  })

  // Runs last: it publishes.
  it('carries a later publication to the elements that had early values too', () => {
    const published = { ...emptyValues(), source_type: 'referral', utm_source: 'example.org' }
    publishValues(published)
    for (const id of ['plain', 'early-property', 'early-attribute', 'early-junk']) {
      const form = $(page, `#${id}`)
      expect(valueOf(form, 'source_type')).toBe('referral')
      expect(valueOf(form, 'utm_source')).toBe('example.org')
      expect(valueOf(form, 'session_pages')).toBe('')
    }
  })
})
