import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  DEFAULT_VALIDATION_MESSAGES,
  formInputs,
  isEmailAddress,
  isValidated,
  isWebAddress,
  messageFor,
  selectDefaultValue,
  validateField,
  validateForm,
  type FieldDefinition,
} from '../../../../src/core/options/index.ts'
import { field, form } from './builders.ts'

describe('which fields are validated', () => {
  it('required fields, enable_quantity fields, email and url fields', () => {
    expect(isValidated(field('select', 'a', { required: true }))).toBe(true)
    expect(isValidated(field('checkbox-group', 'a', { enable_quantity: true }))).toBe(true)
    expect(isValidated(field('email', 'a'))).toBe(true)
    expect(isValidated(field('url', 'a'))).toBe(true)
  })

  it('text and textarea with a maxlength, number with a min or max', () => {
    expect(isValidated(field('text', 'a', { maxlength: 10 }))).toBe(true)
    expect(isValidated(field('textarea', 'a', { maxlength: '10' }))).toBe(true)
    expect(isValidated(field('number', 'a', { min: 0 }))).toBe(true)
    expect(isValidated(field('number', 'a', { max: '5' }))).toBe(true)
  })

  it('nothing else', () => {
    expect(isValidated(field('text', 'a'))).toBe(false)
    expect(isValidated(field('text', 'a', { maxlength: '' }))).toBe(false)
    expect(isValidated(field('text', 'a', { maxlength: 0 }))).toBe(false)
    expect(isValidated(field('number', 'a', { min: '', max: false }))).toBe(false)
    expect(isValidated(field('select', 'a', { required: false }))).toBe(false)
    expect(isValidated(field('date', 'a'))).toBe(false)
    expect(validateField(field('text', 'a'), '')).toEqual({ valid: true, blocking: false })
  })
})

describe('empty values get only the required check', () => {
  const required = field('text', 'a', { required: true, maxlength: 3 })

  it.each([[''], ['   '], [false], [null], [undefined], [[]], [['', '  ']]])('%j is empty: requiredError, blocking', (value) => {
    expect(validateField(required, value as never)).toEqual({
      valid: false,
      kind: 'requiredError',
      message: 'Field is required',
      blocking: true,
    })
  })

  it('an empty value on a field that is not required is valid, whatever its other limits', () => {
    expect(validateField(field('email', 'a'), '')).toEqual({ valid: true, blocking: false })
    expect(validateField(field('number', 'a', { min: 5 }), ' ')).toEqual({ valid: true, blocking: false })
  })

  it('a list with one real item is not empty', () => {
    expect(validateField(field('checkbox-group', 'a', { required: true }), ['', 'x']).valid).toBe(true)
  })
})

describe('maxlength: non-blocking, the value is truncated', () => {
  it('truncates text, textarea, email and url, and fills %s with the limit', () => {
    for (const type of ['text', 'textarea']) {
      expect(validateField(field(type, 'a', { maxlength: 5 }), 'abcdefgh')).toEqual({
        valid: false,
        kind: 'maxlengthError',
        message: 'Maximum 5 characters allowed',
        blocking: false,
        correctedValue: 'abcde',
      })
    }
    expect(validateField(field('email', 'a', { maxlength: 9 }), 'ab@cd.com')).toEqual({ valid: true, blocking: false })
  })

  it('lets a value at the limit pass', () => {
    expect(validateField(field('text', 'a', { maxlength: 3 }), 'abc')).toEqual({ valid: true, blocking: false })
  })

  it('never leaves half of a surrogate pair', () => {
    expect(validateField(field('text', 'a', { maxlength: 2 }), 'a😀b').correctedValue).toBe('a')
  })

  it('checks the truncated value further, and a later blocking error wins', () => {
    const result = validateField(field('email', 'a', { maxlength: 8 }), 'me@example.com')
    expect(result).toEqual({
      valid: false,
      kind: 'validEmailError',
      message: 'Provide a valid email address',
      blocking: true,
      correctedValue: 'me@examp',
    })
  })
})

describe('max: blocking, the input is replaced with max', () => {
  const number = field('number', 'a', { max: '10', min: 2 })

  it('replaces a value above max', () => {
    expect(validateField(number, '12')).toEqual({
      valid: false,
      kind: 'maxValueError',
      message: 'Maximum value is 10',
      blocking: true,
      correctedValue: '10',
    })
  })

  it('lets max itself pass', () => {
    expect(validateField(number, '10')).toEqual({ valid: true, blocking: false })
    expect(validateField(number, 10)).toEqual({ valid: true, blocking: false })
  })

  it('comes before min', () => {
    expect(validateField(field('number', 'a', { max: 1, min: 5 }), '3').kind).toBe('maxValueError')
  })
})

describe('min: blocking, checked last', () => {
  it('rejects a value below min with the limit in the message, and keeps the value', () => {
    expect(validateField(field('number', 'a', { min: '2.5' }), '2')).toEqual({
      valid: false,
      kind: 'minValueError',
      message: 'Minimum value is 2.5',
      blocking: true,
    })
    expect(validateField(field('number', 'a', { min: 0 }), '-1').kind).toBe('minValueError')
    expect(validateField(field('number', 'a', { min: 0 }), '0').valid).toBe(true)
  })

  it('has nothing to compare when the text is not a number', () => {
    expect(validateField(field('number', 'a', { min: 1, max: 5 }), 'abc')).toEqual({ valid: true, blocking: false })
  })
})

describe('email', () => {
  const email = field('email', 'a')
  const many = field('email', 'a', { allow_multiple: true })

  it('accepts an address, in any case', () => {
    expect(validateField(email, 'Someone@Example.COM')).toEqual({ valid: true, blocking: false })
  })

  it('rejects what is not an address, blocking', () => {
    for (const value of ['someone', 'someone@', '@example.com', 'a@b', 'a@@b.com', 'a b@c.com']) {
      expect(validateField(email, value), value).toMatchObject({
        kind: 'validEmailError',
        message: 'Provide a valid email address',
        blocking: true,
      })
    }
  })

  it('splits on commas or whitespace; one address only without allow_multiple', () => {
    expect(validateField(email, 'a@b.com, c@d.com').kind).toBe('validEmailError')
    expect(validateField(many, 'a@b.com, c@d.com')).toEqual({ valid: true, blocking: false })
    expect(validateField(many, 'a@b.com c@d.com\nE@F.org')).toEqual({ valid: true, blocking: false })
    expect(validateField(many, 'a@b.com, nope').kind).toBe('validEmailError')
  })

  it('knows quoted local parts and bracketed IP domains', () => {
    expect(isEmailAddress('"john doe"@example.com')).toBe(true)
    expect(isEmailAddress('john@[192.168.0.1]')).toBe(true)
    expect(isEmailAddress('john..doe@example.com')).toBe(false)
  })
})

describe('url', () => {
  const url = field('url', 'a')

  it('accepts an optional http(s):// prefix, an optional www., and an optional path', () => {
    for (const value of [
      'example.com',
      'www.example.com',
      'http://example.com',
      'https://www.shop.example.co.uk/path/to?x=1',
      'EXAMPLE.COM/A',
    ]) {
      expect(validateField(url, value), value).toEqual({ valid: true, blocking: false })
    }
  })

  it('wants a TLD of 2–6 letters', () => {
    expect(isWebAddress('example.c')).toBe(false)
    expect(isWebAddress('example.museum')).toBe(true)
    expect(isWebAddress('example.abcdefg')).toBe(false)
    expect(isWebAddress('example.c0m')).toBe(false)
  })

  it('wants domain labels of up to 63 characters', () => {
    expect(isWebAddress(`${'a'.repeat(63)}.com`)).toBe(true)
    expect(isWebAddress(`${'a'.repeat(64)}.com`)).toBe(false)
  })

  it('rejects other schemes and shapes, blocking', () => {
    for (const value of ['ftp://example.com', 'example', 'http//example.com', 'http://example.com:8080']) {
      expect(validateField(url, value), value).toMatchObject({ kind: 'validUrlError', message: 'Provide a valid URL', blocking: true })
    }
  })

  it('one address only without allow_multiple', () => {
    expect(validateField(url, 'a.com b.com').kind).toBe('validUrlError')
    expect(validateField(field('url', 'a', { allow_multiple: '1' }), 'a.com, b.com').valid).toBe(true)
  })
})

describe('messages', () => {
  it("has the plugin's default texts (wcpa_front's validation_messages)", () => {
    expect(DEFAULT_VALIDATION_MESSAGES).toEqual({
      requiredError: 'Field is required',
      maxlengthError: 'Maximum %s characters allowed',
      minValueError: 'Minimum value is %s',
      maxValueError: 'Maximum value is %s',
      validEmailError: 'Provide a valid email address',
      validUrlError: 'Provide a valid URL',
      formError: 'Fix the errors shown above',
    })
  })

  it("takes the field's own message first, then validation_messages, then the default", () => {
    const settings = { validation_messages: { requiredError: 'Please fill this in', maxValueError: 'At most %s, please (%s)' } }
    const own = field('text', 'a', { required: true, requiredError: 'Tell us your name' })
    expect(validateField(own, '', settings).message).toBe('Tell us your name')
    expect(validateField(field('text', 'a', { required: true }), '', settings).message).toBe('Please fill this in')
    expect(validateField(field('number', 'a', { max: 3 }), '4', settings).message).toBe('At most 3, please (3)')
    expect(validateField(field('number', 'a', { min: 3 }), '1', settings).message).toBe('Minimum value is 3')
  })

  it('ignores blank messages', () => {
    expect(messageFor('requiredError', { requiredError: ' ' }, { validation_messages: { requiredError: '' } })).toBe('Field is required')
  })
})

describe('the form at submit', () => {
  const definition = form([
    field('text', 'name', { required: true }),
    field('email', 'mail'),
    field('number', 'count', { min: 1 }),
    field('text', 'note', { maxlength: 3 }),
  ])

  it('is valid when no visible field has a blocking error', () => {
    const values: Record<string, unknown> = { name: 'Ann', mail: '', count: '2', note: 'too long' }
    const result = validateForm(
      formInputs(
        definition,
        (id) => values[id] as never,
        () => 'visible',
      ),
    )
    expect(result.valid).toBe(true)
    expect(result.firstBlocking).toBeUndefined()
    expect(result.formError).toBeUndefined()
    // The maxlength notice does not block.
    expect(result.fields.get('note')).toMatchObject({ kind: 'maxlengthError', blocking: false, correctedValue: 'too' })
  })

  it('names the first blocking field in form order, and gives the form error', () => {
    const values: Record<string, unknown> = { name: '', mail: 'nope', count: '0' }
    const result = validateForm(
      formInputs(
        definition,
        (id) => values[id] as never,
        () => 'visible',
      ),
    )
    expect(result.valid).toBe(false)
    expect(result.firstBlocking).toBe('name')
    expect(result.formError).toBe('Fix the errors shown above')
    expect([...result.fields.values()].map((r) => r.kind)).toEqual(['requiredError', 'validEmailError', 'minValueError', undefined])
  })

  it('hidden and disabled fields do not block', () => {
    const values: Record<string, unknown> = { name: '', mail: 'nope', count: '2' }
    const statuses: Record<string, 'hidden' | 'disable' | 'visible'> = { name: 'hidden', mail: 'disable' }
    const result = validateForm(
      formInputs(
        definition,
        (id) => values[id] as never,
        (id) => statuses[id] ?? 'visible',
      ),
    )
    expect(result.valid).toBe(true)
    expect(result.fields.has('name')).toBe(false)
  })

  it('uses the formError of the settings', () => {
    const values: Record<string, unknown> = { name: '' }
    const result = validateForm(
      formInputs(
        definition,
        (id) => values[id] as never,
        () => 'visible',
      ),
      { validation_messages: { formError: 'Check the form' } },
    )
    expect(result.formError).toBe('Check the form')
  })
})

describe('select default', () => {
  const options = [
    { label: 'Small', value: 's' },
    { label: 'Large', value: 'l' },
  ]
  const plain: FieldDefinition = field('select', 'size', { values: options })

  it('a select with no value defaults to its first option', () => {
    expect(selectDefaultValue(plain, '')).toBe('s')
    expect(selectDefaultValue(plain, undefined)).toBe('s')
  })

  it('not with a value, a placeholder, a custom dropdown, multiple, or option groups', () => {
    expect(selectDefaultValue(plain, 'l')).toBeUndefined()
    expect(selectDefaultValue({ ...plain, placeholder: 'Choose…' }, '')).toBeUndefined()
    expect(selectDefaultValue({ ...plain, dropdown_type: 'custom' }, '')).toBeUndefined()
    expect(selectDefaultValue({ ...plain, multiple: true }, '')).toBeUndefined()
    expect(selectDefaultValue({ ...plain, values: [{ label: 'Sizes', value: '', options }] }, '')).toBeUndefined()
    expect(selectDefaultValue({ ...plain, values: [] }, '')).toBeUndefined()
    expect(selectDefaultValue(field('radio-group', 'r', { values: options }), '')).toBeUndefined()
  })

  it('a blank placeholder is no placeholder', () => {
    expect(selectDefaultValue({ ...plain, placeholder: ' ' }, '')).toBe('s')
  })
})

describe('validation against a naive reading of the rules', () => {
  it('number limits: max replaces, min reports, in that order', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -50, max: 50 }),
        fc.option(fc.integer({ min: -20, max: 20 }), { nil: undefined }),
        fc.option(fc.integer({ min: -20, max: 20 }), { nil: undefined }),
        (value, min, max) => {
          const result = validateField(field('number', 'n', { min, max }), String(value))
          if (min === undefined && max === undefined) expect(result).toEqual({ valid: true, blocking: false })
          else if (max !== undefined && value > max) expect(result).toMatchObject({ kind: 'maxValueError', correctedValue: String(max) })
          else if (min !== undefined && value < min) expect(result).toMatchObject({ kind: 'minValueError', blocking: true })
          else expect(result.valid).toBe(true)
        },
      ),
    )
  })

  it('maxlength: the corrected value is the longest prefix within the limit', () => {
    fc.assert(
      fc.property(fc.string({ minLength: 1 }), fc.integer({ min: 1, max: 20 }), (text, limit) => {
        const result = validateField(field('text', 't', { maxlength: limit }), text)
        if (text.trim() === '' || text.length <= limit) expect(result.correctedValue).toBeUndefined()
        else {
          expect(result.kind).toBe('maxlengthError')
          expect(result.blocking).toBe(false)
          expect(text.startsWith(result.correctedValue!)).toBe(true)
          expect(result.correctedValue!.length).toBeGreaterThanOrEqual(limit - 1)
          expect(result.correctedValue!.length).toBeLessThanOrEqual(limit)
        }
      }),
    )
  })
})
