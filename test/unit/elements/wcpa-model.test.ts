import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import {
  CHANGE_DEBOUNCE_MS,
  OptionsFormModel,
  UPDATE_MEASURE,
  type UpdateMeasureDetail,
  fieldKey,
  formKey,
  initialValue,
  rowKey,
  sectionKey,
} from '../../../elements/wcpa-form/model.ts'
import type { WcpaDefinition, WcpaField } from '../../../elements/wcpa-form/schema.ts'
import { generateOptionsForm } from '../../../fixtures/generators/options-form.ts'
import { field, logic, when } from '../core/options/builders.ts'

/** One section per entry, one row per inner list. */
function definition(sections: Record<string, { rows: WcpaField[][]; extra?: object }>): WcpaDefinition {
  return {
    fields: Object.fromEntries(
      Object.entries(sections).map(([key, section]) => [key, { extra: { key, ...section.extra }, fields: section.rows }]),
    ),
  }
}

const f = (type: string, id: string, extra: object = {}) => field(type, id, extra) as WcpaField

function model(def: WcpaDefinition) {
  return new OptionsFormModel({ definition: def })
}

/** Types a value and lets the 100 ms debounce run. */
function type(form: OptionsFormModel, id: string, value: Parameters<OptionsFormModel['input']>[1]) {
  form.input(id, value)
  vi.advanceTimersByTime(CHANGE_DEBOUNCE_MS)
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
})

afterEach(() => {
  vi.useRealTimers()
})

describe('starting values', () => {
  it('takes a preset value over the field value, and the selected options of choices', () => {
    expect(initialValue(f('text', 'a', { value: 'x', preSetValue: 'y' }))).toBe('y')
    expect(initialValue(f('number', 'n', { value: 4 }))).toBe('4')
    expect(initialValue(f('checkbox-group', 'g', { values: [{ value: 'a', selected: true }, { value: 'b' }, { value: 'c', selected: '1' }] }))).toEqual(['a', 'c'])
    expect(initialValue(f('radio-group', 'r', { values: [{ value: 'a' }, { value: 'b', selected: true }] }))).toBe('b')
    expect(initialValue(f('checkbox', 'c', { checked: true }))).toBe(true)
    expect(initialValue(f('checkbox', 'd'))).toBe(false)
  })

  it('gives a select without value or placeholder its first option (spec §5)', () => {
    expect(initialValue(f('select', 's', { values: [{ value: 'one' }, { value: 'two' }] }))).toBe('one')
    expect(initialValue(f('select', 's', { placeholder: 'Choose', values: [{ value: 'one' }] }))).toBe('')
    expect(initialValue(f('select', 's', { dropdown_type: 'custom', values: [{ value: 'one' }] }))).toBe('')
    expect(initialValue(f('select', 's', { multiple: true, values: [{ value: 'one' }] }))).toEqual([])
  })
})

describe('conditions', () => {
  const cascade = definition({
    s1: {
      rows: [
        [f('select', 'size', { placeholder: 'Size', values: [{ value: 'small' }, { value: 'large' }] })],
        [f('text', 'back', { ...logic('show', when('size', 'is', 'large')) }), f('text', 'font', { ...logic('show', when('back', 'is_not_empty')) })],
        [f('text', 'other')],
      ],
    },
  })

  it('hides fields whose show rule does not hold, and rows whose fields are all hidden', () => {
    const form = model(cascade)
    expect(form.status('back')).toBe('hidden')
    expect(form.status('font')).toBe('hidden')
    expect(form.visibleRows('s1')).toEqual([0, 2])
  })

  it('cascades: a change re-evaluates the fields downstream of it, and marks the shown ones new', () => {
    const form = model(cascade)
    type(form, 'size', 'large')
    expect(form.status('back')).toBe('visible')
    expect(form.isNew('back')).toBe(true)
    type(form, 'back', 'Hi')
    expect(form.status('font')).toBe('visible')
    expect(form.isNew('back')).toBe(false)
    // Hiding `back` takes its value away from `font`'s rule: the cascade hides both.
    type(form, 'size', 'small')
    expect(form.status('back')).toBe('hidden')
    expect(form.status('font')).toBe('hidden')
    expect(form.visibleFields('s1', 1)).toEqual([])
  })

  it('waits for the 100 ms debounce before it evaluates', () => {
    const form = model(cascade)
    form.input('size', 'large')
    vi.advanceTimersByTime(CHANGE_DEBOUNCE_MS - 1)
    expect(form.status('back')).toBe('hidden')
    vi.advanceTimersByTime(1)
    expect(form.status('back')).toBe('visible')
  })

  it('announces only what a change touched', () => {
    const form = model(cascade)
    const heard: string[] = []
    for (const key of [formKey, sectionKey('s1'), rowKey('s1', 0), rowKey('s1', 1), rowKey('s1', 2), fieldKey('size'), fieldKey('back'), fieldKey('font'), fieldKey('other')]) {
      form.subscribe(key, () => heard.push(key))
    }
    type(form, 'other', 'typed')
    expect(heard).toEqual([fieldKey('other')])
    heard.length = 0
    type(form, 'size', 'large')
    expect(heard.sort()).toEqual([fieldKey('back'), fieldKey('size'), rowKey('s1', 1), sectionKey('s1')].sort())
  })

  it('renders a disabled section with every field disabled, and leaves a hidden one out', () => {
    const form = model(
      definition({
        s1: { rows: [[f('checkbox', 'rush', { check_value: 'yes' })]] },
        wrap: { rows: [[f('text', 'paper')]], extra: logic('disable', when('rush', 'is', 'yes')) },
        gold: { rows: [[f('text', 'coat')]], extra: logic('show', when('rush', 'is', 'yes')) },
      }),
    )
    expect(form.visibleSections().map((section) => section.key)).toEqual(['s1', 'wrap'])
    type(form, 'rush', true)
    expect(form.sectionStatus('wrap')).toBe('disable')
    expect(form.status('paper')).toBe('disable')
    expect(form.visibleSections().map((section) => section.key)).toEqual(['s1', 'wrap', 'gold'])
  })

  it('reports cycles and unknown sources once, and gives cycle members the failed outcome without looping', () => {
    const form = model(
      definition({
        s1: {
          rows: [
            [f('text', 'a', logic('show', when('b', 'is_not_empty'))), f('text', 'b', logic('show', when('a', 'is_not_empty')))],
            [f('text', 'c', logic('hide', when('missing', 'is', 'x')))],
          ],
        },
      }),
    )
    expect(form.cycles).toEqual([['a', 'b']])
    expect(form.problems.map((problem) => problem.kind).sort()).toEqual(['cycle', 'unknown-source'])
    expect(form.status('a')).toBe('hidden')
    expect(form.status('c')).toBe('visible')
  })

  it('leaves out fields of unknown types and repeated ids, and says so', () => {
    const form = model(definition({ s1: { rows: [[f('file', 'upload'), f('text', 'a'), f('text', 'a')]] } }))
    expect(form.visibleFields('s1', 0).map((item) => item.elementId)).toEqual(['a'])
    expect(form.problems.map((problem) => `${problem.kind}:${problem.id}`)).toEqual(['unknown-type:upload', 'duplicate-id:a'])
  })
})

describe('checks', () => {
  const checked = definition({
    s1: {
      rows: [
        [f('text', 'name', { required: true, maxlength: 5 })],
        [f('number', 'stars', { min: 1, max: 5 })],
        [f('email', 'mail')],
        [f('text', 'secret', { required: true, ...logic('show', when('name', 'is', 'show')) })],
      ],
    },
  })

  it('checks a changed field after the debounce and shows the field message', () => {
    const form = model(checked)
    type(form, 'mail', 'not an address')
    expect(form.error('mail')?.message).toBe('Provide a valid email address')
    type(form, 'mail', 'a@b.co')
    expect(form.error('mail')).toBeUndefined()
  })

  it('checks on blur: an empty required field gets requiredError', () => {
    const form = model(checked)
    expect(form.error('name')).toBeUndefined()
    form.blur('name')
    expect(form.error('name')).toMatchObject({ message: 'Field is required', blocking: true })
  })

  it('truncates to maxlength with a notice that does not block, and keeps the notice', () => {
    const form = model(checked)
    type(form, 'name', 'Alexander')
    expect(form.value('name')).toBe('Alexa')
    expect(form.error('name')).toMatchObject({ message: 'Maximum 5 characters allowed', blocking: false })
    vi.advanceTimersByTime(CHANGE_DEBOUNCE_MS)
    expect(form.error('name')?.kind).toBe('maxlengthError')
    // Leaving the field keeps it too: the cut value is valid, but the notice says what changed.
    form.blur('name')
    expect(form.error('name')?.kind).toBe('maxlengthError')
    type(form, 'name', 'Al')
    expect(form.error('name')).toBeUndefined()
  })

  it('replaces a number above max with max, and blocks below min', () => {
    const form = model(checked)
    type(form, 'stars', '9')
    expect(form.value('stars')).toBe('5')
    expect(form.error('stars')?.message).toBe('Maximum value is 5')
    type(form, 'stars', '0')
    expect(form.error('stars')?.message).toBe('Minimum value is 1')
  })

  it('uses the field’s own message, then validation_messages, then the default', () => {
    const own = new OptionsFormModel({
      definition: definition({ s1: { rows: [[f('text', 'a', { required: true, requiredError: 'Tell us' })], [f('text', 'b', { required: true })]] } }),
      settings: { validation_messages: { requiredError: 'Needed', formError: 'Look above' } },
    })
    const result = own.validateAll()
    expect(own.error('a')?.message).toBe('Tell us')
    expect(own.error('b')?.message).toBe('Needed')
    expect(result.formError).toBe('Look above')
  })

  it('at submit checks every visible field; hidden fields never block', () => {
    const form = model(checked)
    const result = form.validateAll()
    expect(result.valid).toBe(false)
    expect(result.firstBlocking).toBe('name')
    expect(form.formError).toBe('Fix the errors shown above')
    expect(form.error('secret')).toBeUndefined()
    type(form, 'name', 'show')
    expect(form.validateAll().firstBlocking).toBe('secret')
    type(form, 'secret', 'x')
    expect(form.validateAll().valid).toBe(true)
    expect(form.formError).toBeUndefined()
  })

  it('clears the form error once no shown error blocks', () => {
    const form = model(checked)
    form.validateAll()
    type(form, 'name', 'Al')
    expect(form.formError).toBeUndefined()
  })

  it('drops the error of a field that gets hidden', () => {
    const form = model(checked)
    type(form, 'name', 'show')
    form.blur('secret')
    expect(form.error('secret')).toBeDefined()
    type(form, 'name', 'hide')
    expect(form.error('secret')).toBeUndefined()
  })
})

describe('the total', () => {
  const priced = definition({
    s1: {
      rows: [
        [f('select', 'color', { enablePrice: true, values: [{ value: 'white', price: 0 }, { value: 'gold', price: '2.5' }] })],
        [f('checkbox-group', 'extras', { enablePrice: true, enable_quantity: true, values: [{ value: 'wrap', price: 4 }, { value: 'card', price: 1.5 }] })],
        [f('checkbox', 'rush', { enablePrice: true, price: 10, ...logic('show', when('color', 'is', 'gold')) })],
        [f('text', 'formula', { enablePrice: true, price: '{price}*2' })],
      ],
    },
  })

  it('adds the chosen options’ prices, times the quantity, and announces it', () => {
    const totals: number[] = []
    const form = new OptionsFormModel({ definition: priced, onUpdated: (total) => totals.push(total.total) })
    form.announce()
    type(form, 'color', 'gold')
    type(form, 'extras', ['wrap', 'card'])
    form.setQuantity('extras', 2)
    vi.advanceTimersByTime(CHANGE_DEBOUNCE_MS)
    type(form, 'rush', true)
    expect(totals).toEqual([0, 2.5, 8, 13.5, 23.5])
  })

  it('leaves hidden fields and prices that are not numbers out', () => {
    const form = model(priced)
    type(form, 'rush', true)
    type(form, 'formula', 'x')
    expect(form.total.total).toBe(0)
    expect(form.total.unpriced).toEqual([{ elementId: 'formula', value: 'x' }])
  })
})

describe("'other' choices", () => {
  it('carries the typed text after the WCPAOTH prefix, which conditions read as other', () => {
    const form = model(
      definition({
        s1: {
          rows: [
            [f('radio-group', 'pick', { other: true, values: [{ value: 'a' }] })],
            [f('text', 'why', logic('show', when('pick', 'is', 'other')))],
            [f('text', 'teal', logic('show', when('pick', 'contains', 'teal')))],
          ],
        },
      }),
    )
    type(form, 'pick', 'WCPAOTH')
    expect(form.status('why')).toBe('visible')
    form.inputOther('pick', 'teal blue')
    vi.advanceTimersByTime(CHANGE_DEBOUNCE_MS)
    expect(form.value('pick')).toBe('WCPAOTHteal blue')
    expect(form.otherText('pick')).toBe('teal blue')
    expect(form.status('teal')).toBe('visible')
  })
})

describe('a large form', () => {
  it('re-evaluates only downstream of a change on 2,000 fields', () => {
    const { definition: generated, ids } = generateOptionsForm({ sections: 20, rowsPerSection: 25, fieldsPerRow: 4 })
    const form = model(generated as WcpaDefinition)
    const heard = new Set<string>()
    for (const id of ids) form.subscribe(fieldKey(id), () => heard.add(id))
    // The hub f0 starts on its first option, so f1 shows; f2 shows once f1 is filled, and nothing
    // else of the 2,000 is looked at again.
    expect(form.status('f1')).toBe('visible')
    expect(form.status('f2')).toBe('hidden')
    type(form, 'f1', 'typed')
    expect([...heard].sort()).toEqual(['f1', 'f2'])
    expect(form.status('f2')).toBe('visible')
  })

  it('records each update as a performance measure saying how many conditions it evaluated', () => {
    const { definition: generated } = generateOptionsForm({ sections: 20, rowsPerSection: 25, fieldsPerRow: 4 })
    const form = model(generated as WcpaDefinition)
    performance.clearMeasures(UPDATE_MEASURE)
    type(form, 'f1', 'typed')
    const [entry] = performance.getEntriesByName(UPDATE_MEASURE, 'measure') as PerformanceMeasure[]
    const detail = entry?.detail as UpdateMeasureDetail
    // f1's only dependent is f2, which shows, so its own dependent f3 is looked at (and stays
    // hidden, f2 being empty): two conditions of the form's 1,900-odd.
    expect(detail.evaluated).toBe(2)
    expect(detail.conditional).toBeGreaterThan(1500)
    form.dispose()
  })
})
