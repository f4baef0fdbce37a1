import { describe, expect, it } from 'vitest'
import { fieldLocale, parseLocale, parseLocaleFields, rowOrder } from '../../../../src/core/address/locale.ts'

const locale = {
  default: {
    postcode: { label: 'Postcode / ZIP', required: true, class: ['form-row-wide', 'address-field'], priority: 90 },
    state: { label: 'State / County', required: true, priority: 80 },
  },
  US: { postcode: { label: 'ZIP Code' } },
  AE: { postcode: { required: false, hidden: true } },
  JP: { postcode: { class: ['form-row-first'], priority: 65 } },
}

describe('address-i18n locale rules', () => {
  it("merges the default's rules with the country's", () => {
    expect(fieldLocale(locale, 'US', 'postcode')).toEqual({
      label: 'ZIP Code',
      required: true,
      class: ['form-row-wide', 'address-field'],
      priority: 90,
    })
    expect(fieldLocale(locale, 'AE', 'postcode')).toMatchObject({ label: 'Postcode / ZIP', required: false, hidden: true })
  })

  it("merges class lists index by index, as jQuery's deep extend does", () => {
    expect(fieldLocale(locale, 'JP', 'postcode').class).toEqual(['form-row-first', 'address-field'])
  })

  it('uses the default alone for a country it does not list', () => {
    expect(fieldLocale(locale, 'GB', 'state')).toEqual({ label: 'State / County', required: true, priority: 80 })
    expect(fieldLocale(locale, 'GB', 'city')).toEqual({})
  })

  it('leaves out values of the wrong type and reads WordPress flags', () => {
    const odd = { default: { city: { label: 5, required: 'no', hidden: 'maybe', priority: '70', class: ['a', 3] } } }
    expect(fieldLocale(odd, 'GB', 'city')).toEqual({ required: false, priority: 70, class: ['a'] })
  })

  it('reads the printed JSON texts and rejects malformed ones', () => {
    expect(parseLocale(JSON.stringify(locale)).ok).toBe(true)
    expect(parseLocale('{"default":').ok).toBe(false)
    const fields = parseLocaleFields(JSON.stringify({ state: '#billing_state_field', bad: 3, empty: ' ' }))
    expect(fields.ok && fields.value).toEqual({ state: '#billing_state_field' })
  })
})

describe('field order by priority', () => {
  it('sorts by priority, equal priorities in their order', () => {
    expect(rowOrder([10, 40, 90, 70, 80])).toEqual([0, 1, 3, 4, 2])
    expect(rowOrder([10, 20, 20, 5])).toEqual([3, 0, 1, 2])
  })

  it('puts a row without a priority right after the row before it', () => {
    expect(rowOrder([30, undefined, 10])).toEqual([2, 0, 1])
    expect(rowOrder([undefined, undefined])).toEqual([0, 1])
    expect(rowOrder([50, 0, 31])).toEqual([2, 0, 1])
  })
})
