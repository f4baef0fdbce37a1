import { describe, expect, it } from 'vitest'
import { fieldProblems, fillMessage, labelName, rowClasses } from '../../../../src/core/checkout/fields.ts'

const text = (value: string) => ({ value, checkbox: false, checked: false })
const none = { required: false, email: false, phone: false }

describe("the checkout's inline checks", () => {
  it('finds an empty required field and an unticked required box', () => {
    expect(fieldProblems({ ...none, required: true }, text(''))).toEqual(['required'])
    expect(fieldProblems({ ...none, required: true }, { value: 'on', checkbox: true, checked: false })).toEqual(['required'])
    expect(fieldProblems({ ...none, required: true }, { value: 'on', checkbox: true, checked: true })).toEqual([])
  })

  it("checks an email with checkout.js's pattern, only when there is one", () => {
    const rules = { ...none, email: true }
    expect(fieldProblems(rules, text(''))).toEqual([])
    expect(fieldProblems(rules, text('ann@example.com'))).toEqual([])
    expect(fieldProblems(rules, text('ännä@exämple.de'))).toEqual([])
    expect(fieldProblems(rules, text('ann@'))).toEqual(['email'])
    expect(fieldProblems(rules, text('ann example.com'))).toEqual(['email'])
    expect(fieldProblems({ required: true, email: true, phone: false }, text(''))).toEqual(['required'])
  })

  it('lets a phone number hold digits, spaces and # _ - + / ( ) . and nothing else', () => {
    const rules = { ...none, phone: true }
    expect(fieldProblems(rules, text('+1 (212) 555-0100 #2'))).toEqual([])
    expect(fieldProblems(rules, text('call me'))).toEqual(['phone'])
    expect(fieldProblems(rules, text(''))).toEqual([])
  })

  it("gives the row checkout.js's classes", () => {
    expect(rowClasses([])).toEqual(['woocommerce-validated'])
    expect(rowClasses(['required'])).toEqual(['woocommerce-invalid', 'woocommerce-invalid-required-field'])
    expect(rowClasses(['email'])).toEqual(['woocommerce-invalid', 'woocommerce-invalid-email'])
  })

  it("names a field by its label without WooCommerce's marks", () => {
    expect(labelName('First name\u00a0*', ['*'])).toBe('First name')
    expect(labelName('Company name (optional)', ['(optional)'])).toBe('Company name')
    expect(fillMessage('%s is a required field.', 'Email address')).toBe('Email address is a required field.')
    expect(fillMessage('%s is a required field.', '<b>$1</b>')).toBe('<b>$1</b> is a required field.')
  })
})
