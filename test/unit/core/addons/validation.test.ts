import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  DEFAULT_ADDON_TEXTS,
  hasRequiredAddon,
  isLettersAndNumbersOnly,
  isLettersOnly,
  isNumbersOnly,
  isEmailAddress,
  revalidateContainers,
  VALID,
  validateField,
  validateForm,
  type AddonField,
  type AddonValues,
  type ContentRule,
  type FormValidation,
  type ValidationOptions,
  type ValidationReason,
} from '../../../../src/core/addons/index.ts'
import { container, field, form, options, required } from './builders.ts'

function check(f: AddonField, values: AddonValues, opts: ValidationOptions = options) {
  return validateField(f, container('c', 'Add-on', [f]), values, opts)
}

describe('the validation state', () => {
  it('starts valid with an empty message', () => {
    expect(VALID).toEqual({ validity: true, message: '', reason: '' })
    expect(check(field('t', 'text'), {})).toEqual(VALID)
  })
})

describe('rule 1: required', () => {
  it("checkbox or radio group: at least one checked, else 'Please choose an option.'", () => {
    const boxes = [field('a', 'checkbox', { restrictions: required() }), field('b', 'checkbox', { restrictions: required() })]
    const group = container('c', 'Toppings', boxes)
    const none = { a: { value: 'a', checked: false }, b: { value: 'b', checked: false } }
    expect(validateField(boxes[0]!, group, none, options)).toEqual({
      validity: false,
      message: 'Please choose an option.',
      reason: 'required',
    })
    const oneChecked = { ...none, b: { value: 'b', checked: true } }
    expect(validateField(boxes[0]!, group, oneChecked, options)).toEqual(VALID)
    expect(validateField(boxes[1]!, group, oneChecked, options)).toEqual(VALID)
    const radio = field('r', 'radio', { restrictions: required() })
    expect(check(radio, {}).message).toBe('Please choose an option.')
  })

  it("image swatch: one selected, else 'Please choose an option.'", () => {
    const swatch = field('s', 'image_swatch', { restrictions: required() })
    expect(check(swatch, { s: { value: '' } }).message).toBe('Please choose an option.')
    expect(check(swatch, { s: { value: 'blue-2' } })).toEqual(VALID)
  })

  it("file: an existing stored value counts as filled, else 'Please upload a file.'", () => {
    const file = field('f', 'file', { restrictions: required() })
    expect(check(file, { f: { value: '' } }).message).toBe('Please upload a file.')
    expect(check(file, { f: { value: '', storedFile: 'cat.png' } })).toEqual(VALID)
    expect(check(file, { f: { value: 'C:\\fakepath\\cat.png' } })).toEqual(VALID)
  })

  it("number or custom price: 'Please enter a number in this field.'", () => {
    for (const type of ['number', 'custom_price', 'multiplier'] as const) {
      expect(check(field('n', type, { restrictions: required() }), {}).message).toBe('Please enter a number in this field.')
    }
  })

  it("text input or textarea: 'Please enter some text in this field.'", () => {
    for (const type of ['text', 'textarea', 'date'] as const) {
      expect(check(field('t', type, { restrictions: required() }), { t: { value: '' } }).message).toBe(
        'Please enter some text in this field.',
      )
    }
  })

  it("select: 'Please choose an option.'", () => {
    expect(check(field('s', 'select', { restrictions: required() }), { s: { value: '' } }).message).toBe('Please choose an option.')
  })

  it('a value of "0" or spaces is a value (the original did not trim)', () => {
    expect(check(field('n', 'number', { restrictions: required() }), { n: { value: '0' } })).toEqual(VALID)
    expect(check(field('t', 'text', { restrictions: required() }), { t: { value: '  ' } })).toEqual(VALID)
  })

  it('an optional empty field is valid', () => {
    expect(check(field('t', 'text', { restrictions: { required: false, content: 'email', min: '3' } }), {})).toEqual(VALID)
  })
})

describe('rule 2: custom price format', () => {
  const price = field('p', 'custom_price', { restrictions: { required: false, min: '0' } })

  it("accepts an optional minus, digits and one decimal point, else the decimal message with '.' filled in", () => {
    for (const ok of ['12', '12.50', '0']) expect(check(price, { p: { value: ok } })).toEqual(VALID)
    expect(check(price, { p: { value: '1,000.50' } })).toEqual({
      validity: false,
      message: 'Please enter a price with one monetary decimal point (.) without thousand separators.',
      reason: 'decimals',
    })
    for (const bad of ['1.2.3', '.5', '12.', 'abc', '1e3']) expect(check(price, { p: { value: bad } }).reason).toBe('decimals')
  })

  it("uses the shop's decimal separator", () => {
    const comma = { ...options, decimalSeparator: ',' }
    expect(check(price, { p: { value: '12,50' } }, comma)).toEqual(VALID)
    expect(check(price, { p: { value: '12.50' } }, comma).message).toBe(
      'Please enter a price with one monetary decimal point (,) without thousand separators.',
    )
  })
})

describe('rule 3: content', () => {
  const withContent = (content: ContentRule) => field('t', 'text', { restrictions: { required: false, content } })

  it("only_letters: no punctuation or digits, else 'Please enter letters only.'", () => {
    for (const ok of ['Anna', 'José María', 'Zoë', 'Владимир', '李小龍', 'e\u0301te']) {
      expect(check(withContent('only_letters'), { t: { value: ok } })).toEqual(VALID)
    }
    for (const bad of ['R2D2', 'Hello!', "O'Brien", 'a_b', 'a$b', 'a+b', '١٢', 'x😀']) {
      expect(check(withContent('only_letters'), { t: { value: bad } })).toEqual({
        validity: false,
        message: 'Please enter letters only.',
        reason: 'letters',
      })
    }
  })

  it("only_numbers: digits only, else 'Please enter numbers only.'", () => {
    expect(check(withContent('only_numbers'), { t: { value: '0123' } })).toEqual(VALID)
    expect(check(withContent('only_numbers'), { t: { value: '١٢٣' } })).toEqual(VALID)
    for (const bad of ['12a', '1.5', '-1', '1 2', '½']) {
      expect(check(withContent('only_numbers'), { t: { value: bad } })).toEqual({
        validity: false,
        message: 'Please enter numbers only.',
        reason: 'numbers',
      })
    }
  })

  it("only_letters_numbers: no punctuation, else 'Please enter letters and numbers only.'", () => {
    expect(check(withContent('only_letters_numbers'), { t: { value: 'Zoë 42' } })).toEqual(VALID)
    expect(check(withContent('only_letters_numbers'), { t: { value: 'abc-123' } })).toEqual({
      validity: false,
      message: 'Please enter letters and numbers only.',
      reason: 'letters_numbers',
    })
  })

  it("email: local part, '@', dotted domain, final part of 2–4 alphanumerics, else 'Please enter a valid email address.'", () => {
    for (const ok of ['ann@example.com', 'a.b+tag@mail.example.co.uk', 'x_y-z@host-1.io', 'me@shop.info']) {
      expect(check(withContent('email'), { t: { value: ok } })).toEqual(VALID)
    }
    for (const bad of ['ann', 'ann@', '@example.com', 'ann@example', 'ann@example.c', 'ann@example.museum', 'a b@x.com', 'ann@ex..com']) {
      expect(check(withContent('email'), { t: { value: bad } })).toEqual({
        validity: false,
        message: 'Please enter a valid email address.',
        reason: 'email',
      })
    }
  })

  it('answers a long hostile email at once (no catastrophic backtracking)', () => {
    const hostile = `${'a'.repeat(5000)}@${'b.'.repeat(5000)}${'c'.repeat(5000)}!`
    const started = performance.now()
    expect(isEmailAddress(hostile)).toBe(false)
    expect(performance.now() - started).toBeLessThan(200)
  })

  it('the predicates agree with the rules', () => {
    expect(isLettersOnly('Ève')).toBe(true)
    expect(isLettersAndNumbersOnly('Ève 2')).toBe(true)
    expect(isNumbersOnly('')).toBe(false)
  })
})

describe('rules 4 and 5: min and max', () => {
  const number = field('n', 'number', { restrictions: { required: false, min: '2', max: '10' } })
  const text = field('t', 'textarea', { restrictions: { required: false, min: '3', max: '5' } })

  it("a number below min: 'Please enter {min} or more.'", () => {
    expect(check(number, { n: { value: '1' } })).toEqual({
      validity: false,
      message: 'Please enter 2 or more.',
      reason: 'min',
    })
    expect(check(number, { n: { value: '2' } })).toEqual(VALID)
    expect(check(number, { n: { value: '1.5' } }).reason).toBe('min')
  })

  it("a number above max: 'Please enter {max} or less.'", () => {
    expect(check(number, { n: { value: '11' } })).toEqual({
      validity: false,
      message: 'Please enter 10 or less.',
      reason: 'max',
    })
    expect(check(number, { n: { value: '10' } })).toEqual(VALID)
  })

  it("a text shorter than min: 'Please enter at least {min} characters.'", () => {
    expect(check(text, { t: { value: 'ab' } })).toEqual({
      validity: false,
      message: 'Please enter at least 3 characters.',
      reason: 'min',
    })
  })

  it("a text longer than max: 'Please enter up to {max} characters.'", () => {
    expect(check(text, { t: { value: 'abcdef' } })).toEqual({
      validity: false,
      message: 'Please enter up to 5 characters.',
      reason: 'max',
    })
  })

  it('counts characters as the server does (an emoji is one)', () => {
    expect(check(text, { t: { value: '😀😀😀' } })).toEqual(VALID)
    expect(check(text, { t: { value: '😀😀😀😀😀😀' } }).reason).toBe('max')
  })

  it("shows custom price bounds with the shop's decimal separator", () => {
    const price = field('p', 'custom_price', { restrictions: { required: false, min: '2.5', max: '1500.75' } })
    const comma = { ...options, decimalSeparator: ',' }
    expect(check(price, { p: { value: '2' } }, comma).message).toBe('Please enter 2,5 or more.')
    expect(check(price, { p: { value: '2000' } }, comma).message).toBe('Please enter 1500,75 or less.')
    expect(check(price, { p: { value: '2,6' } }, comma)).toEqual(VALID)
    expect(check(price, { p: { value: '-1' } }, { ...options }).message).toBe('Please enter 2.5 or more.')
  })

  it('applies to non-empty values only', () => {
    expect(check(number, { n: { value: '' } })).toEqual(VALID)
    expect(check(text, { t: { value: '' } })).toEqual(VALID)
  })

  it('ignores min and max on choice fields', () => {
    const select = field('s', 'select', { restrictions: { required: false, min: '5' } })
    expect(check(select, { s: { value: 'a' } })).toEqual(VALID)
  })
})

describe('order: a field stops at its first failure', () => {
  it('required comes before everything', () => {
    const f = field('t', 'text', { restrictions: required({ content: 'email', min: '3' }) })
    expect(check(f, {}).reason).toBe('required')
  })

  it('the price format comes before content and bounds', () => {
    const f = field('p', 'custom_price', { restrictions: { required: true, content: 'only_numbers', min: '100' } })
    expect(check(f, { p: { value: '1.2.3' } }).reason).toBe('decimals')
  })

  it('content comes before min, and min before max', () => {
    const f = field('t', 'text', { restrictions: { required: false, content: 'only_letters', min: '5', max: '3' } })
    expect(check(f, { t: { value: 'a1' } }).reason).toBe('letters')
    expect(check(f, { t: { value: 'ab' } }).reason).toBe('min')
    expect(check(f, { t: { value: 'abcdef' } }).reason).toBe('max')
  })
})

describe('messages come from the settings (the English texts by default)', () => {
  it('uses the texts given, filling %c', () => {
    const texts = { ...DEFAULT_ADDON_TEXTS, i18n_validation_min_number: 'Mindestens %c.' }
    const f = field('n', 'number', { restrictions: { required: false, min: '4' } })
    expect(check(f, { n: { value: '1' } }, { ...options, texts }).message).toBe('Mindestens 4.')
  })

  it('puts a bound in as written, even one that looks like a replacement pattern', () => {
    const texts = { ...DEFAULT_ADDON_TEXTS, i18n_validation_decimal_separator: 'Use %c' }
    const price = field('p', 'custom_price')
    expect(check(price, { p: { value: 'x' } }, { ...options, decimalSeparator: "$'", texts }).message).toBe("Use $'")
  })
})

describe('the whole form', () => {
  const shop = form([
    container('c-name', 'Name', [field('name', 'text', { restrictions: required() })]),
    container('c-size', 'Size', [field('size', 'select', { restrictions: required() })]),
    container('c-note', 'Note', [field('note', 'text', { restrictions: { required: false, max: '3' } })]),
  ])

  it('checks every field and points to the first with an error', () => {
    const result = validateForm(shop, { name: { value: 'Ann' }, size: { value: '' }, note: { value: 'long' } }, options)
    expect(result.valid).toBe(false)
    expect(result.firstInvalid).toEqual({ containerId: 'c-size', fieldId: 'size' })
    expect(result.fields.get('name')).toEqual(VALID)
    expect(result.fields.get('note')?.reason).toBe('max')
    expect(result.containers.map((c) => [c.containerId, c.state.reason, c.fieldId])).toEqual([
      ['c-name', '', undefined],
      ['c-size', 'required', 'size'],
      ['c-note', 'max', 'note'],
    ])
  })

  it('checks only fields in visible containers', () => {
    const result = validateForm(shop, { name: { value: 'Ann' } }, { ...options, isContainerVisible: (id) => id !== 'c-size' })
    expect(result.valid).toBe(true)
    expect(result.fields.get('size')).toEqual(VALID)
    expect(result.firstInvalid).toBeUndefined()
  })

  it("after a change, checks only the changed containers and keeps the others' states", () => {
    const before = { name: { value: 'Ann' }, size: { value: '' }, note: { value: 'long' } }
    const previous = validateForm(shop, before, options)
    // The rules read a field's value through Object.hasOwn: the values read are the fields checked.
    const read: string[] = []
    const watched = (values: AddonValues) =>
      new Proxy(values, {
        getOwnPropertyDescriptor: (target, key) => (read.push(String(key)), Reflect.getOwnPropertyDescriptor(target, key)),
      })
    const after = { ...before, note: { value: 'ok' } }
    const result = revalidateContainers(shop, previous, new Set(['c-note']), watched(after), options)
    expect(new Set(read)).toEqual(new Set(['note']))
    expect(result).toEqual(validateForm(shop, after, options))
    expect(result.firstInvalid).toEqual({ containerId: 'c-size', fieldId: 'size' })
    // The untouched containers' entries are the previous ones: nothing was recomputed for them.
    expect(result.containers[0]).toBe(previous.containers[0])
    expect(result.containers[1]).toBe(previous.containers[1])
    // Fixing the last error makes the form valid; nothing changed means nothing checked.
    const fixed = revalidateContainers(shop, result, new Set(['c-size']), { ...after, size: { value: 'l-1' } }, options)
    expect(fixed.valid).toBe(true)
    expect(fixed.firstInvalid).toBeUndefined()
    read.length = 0
    expect(revalidateContainers(shop, fixed, new Set(), watched({ ...after, size: { value: 'l-1' } }), options)).toEqual(fixed)
    expect(read).toEqual([])
  })

  it('checks again a container shown or hidden since, though the shopper did not touch it', () => {
    const values = { name: { value: 'Ann' }, size: { value: '' }, note: { value: '' } }
    const shown = validateForm(shop, values, options)
    expect(shown.firstInvalid?.containerId).toBe('c-size')
    const hiding = { ...options, isContainerVisible: (id: string) => id !== 'c-size' }
    const hidden = revalidateContainers(shop, shown, new Set(['c-note']), values, hiding)
    expect(hidden).toEqual(validateForm(shop, values, hiding))
    expect(hidden.valid).toBe(true)
    expect(hidden.containers[1]).toMatchObject({ containerId: 'c-size', visible: false, state: VALID })
    expect(revalidateContainers(shop, hidden, new Set(), values, options)).toEqual(shown)
    // Only containers whose state can change are asked: the invalid and the hidden ones.
    const asked: string[] = []
    const asking = { ...options, isContainerVisible: (id: string) => (asked.push(id), true) }
    revalidateContainers(shop, shown, new Set(), values, asking)
    expect(asked).toEqual(['c-size'])
    asked.length = 0
    revalidateContainers(shop, hidden, new Set(), values, asking)
    expect(asked).toEqual(['c-size'])
    // A valid container hidden since stays valid: the same states as a full check.
    const hidingName = { ...options, isContainerVisible: (id: string) => id !== 'c-name' }
    const states = (validation: FormValidation) => [
      validation.valid,
      validation.firstInvalid,
      [...validation.fields],
      validation.containers.map((c) => [c.state, c.fieldId]),
    ]
    expect(states(revalidateContainers(shop, shown, new Set(), values, hidingName))).toEqual(states(validateForm(shop, values, hidingName)))
  })

  it('checks the whole form when the previous validation is of another form', () => {
    const other = validateForm(form([container('c-x', 'X', [field('x', 'text')])]), {}, options)
    const values = { name: { value: '' } }
    expect(revalidateContainers(shop, other, new Set(['c-name']), values, options)).toEqual(validateForm(shop, values, options))
  })

  it("equals a full check whatever the changes, as long as only the changed containers' values moved", () => {
    const fields = shop.containers.map((c) => c.fields[0]?.id as string)
    const value = fc.constantFrom('', 'Ann', 'l-1', 'long', '1!')
    fc.assert(
      fc.property(
        fc.array(value, { minLength: 3, maxLength: 3 }),
        fc.array(fc.array(fc.tuple(fc.nat(2), value), { maxLength: 3 }), { maxLength: 6 }),
        (start, steps) => {
          let values: AddonValues = Object.fromEntries(fields.map((id, i) => [id, { value: start[i] ?? '' }]))
          let validation = validateForm(shop, values, options)
          for (const step of steps) {
            const changed = new Set<string>()
            for (const [index, text] of step) {
              values = { ...values, [fields[index] as string]: { value: text } }
              changed.add(shop.containers[index]?.id as string)
            }
            validation = revalidateContainers(shop, validation, changed, values, options)
            expect(validation).toEqual(validateForm(shop, values, options))
          }
        },
      ),
      { numRuns: 200 },
    )
  })

  it('knows whether the form has a required add-on', () => {
    expect(hasRequiredAddon(shop)).toBe(true)
    expect(hasRequiredAddon(form([container('c', 'x', [field('t', 'text')])]))).toBe(false)
    expect(hasRequiredAddon(form([container('c', 'x', [field('t', 'text')], { required: true })]))).toBe(true)
  })
})

// -------------------------------------------------------------------------------------------------
// Property: the order of the rules. Each rule is judged alone, naively, from its plain wording; the
// field's state must be the first one that fails, in the order required, custom price format, content,
// min, max.

const REQUIRED_MESSAGE: Record<string, string> = {
  text: 'Please enter some text in this field.',
  textarea: 'Please enter some text in this field.',
  number: 'Please enter a number in this field.',
  custom_price: 'Please enter a number in this field.',
}

function naiveFailures(type: AddonField['type'], restrictions: AddonField['restrictions'], value: string) {
  const failures: { reason: ValidationReason; message: string }[] = []
  const numeric = type !== 'text' && type !== 'textarea'
  if (restrictions.required && value === '') failures.push({ reason: 'required', message: REQUIRED_MESSAGE[type]! })
  if (value === '') return failures
  if (type === 'custom_price' && !/^-?\d+(\.\d+)?$/.test(value)) {
    failures.push({
      reason: 'decimals',
      message: 'Please enter a price with one monetary decimal point (.) without thousand separators.',
    })
  }
  const content = restrictions.content
  if (content === 'only_numbers' && !/^\p{Nd}+$/u.test(value)) failures.push({ reason: 'numbers', message: 'Please enter numbers only.' })
  if (content === 'only_letters' && /[\p{P}\p{S}\p{N}]/u.test(value))
    failures.push({ reason: 'letters', message: 'Please enter letters only.' })
  const measure = numeric ? Number(value) : [...value].length
  if (restrictions.min !== undefined && Number.isFinite(measure) && measure < Number(restrictions.min)) {
    failures.push({
      reason: 'min',
      message: numeric ? `Please enter ${restrictions.min} or more.` : `Please enter at least ${restrictions.min} characters.`,
    })
  }
  if (restrictions.max !== undefined && Number.isFinite(measure) && measure > Number(restrictions.max)) {
    failures.push({
      reason: 'max',
      message: numeric ? `Please enter ${restrictions.max} or less.` : `Please enter up to ${restrictions.max} characters.`,
    })
  }
  return failures
}

describe('validation order property', () => {
  it('a field reports the first failing rule in the order required, price format, content, min, max, or is valid', () => {
    const bound = fc.option(fc.integer({ min: 0, max: 12 }).map(String), { nil: undefined })
    const scenario = fc.record({
      type: fc.constantFrom<AddonField['type']>('text', 'textarea', 'number', 'custom_price'),
      requiredField: fc.boolean(),
      content: fc.option(fc.constantFrom<ContentRule>('only_letters', 'only_numbers'), { nil: undefined }),
      min: bound,
      max: bound,
      value: fc.oneof(fc.stringMatching(/^-?[0-9]{0,3}(\.[0-9]{0,2})?$/), fc.stringMatching(/^[a-zé1!,. ]{0,14}$/)),
    })
    fc.assert(
      fc.property(scenario, (s) => {
        const restrictions = {
          required: s.requiredField,
          ...(s.content ? { content: s.content } : {}),
          ...(s.min !== undefined ? { min: s.min } : {}),
          ...(s.max !== undefined ? { max: s.max } : {}),
        }
        // A number input only ever holds a valid floating-point number or '' (the browser sanitizes it).
        if (s.type === 'number' && s.value !== '' && !/^-?\d+(\.\d+)?$/.test(s.value)) return
        const state = check(field('f', s.type, { restrictions }), { f: { value: s.value } })
        const [first] = naiveFailures(s.type, restrictions, s.value)
        if (first) expect(state).toEqual({ validity: false, ...first })
        else expect(state).toEqual(VALID)
      }),
      { numRuns: 500 },
    )
  })
})
