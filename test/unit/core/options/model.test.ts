import { describe, expect, it } from 'vitest'
import {
  CHANGE_DEBOUNCE_MS,
  OptionsFormModel,
  announcementKey,
  fieldKey,
  formKey,
  initialValue,
  layoutForm,
  rowKey,
  sectionKey,
  type FieldDefinition,
  type FormDefinition,
  type ModelOptions,
  type UpdateMeasure,
} from '../../../../src/core/options/index.ts'
import { generateOptionsForm } from '../../../../fixtures/generators/options-form.ts'
import { field, logic, when } from './builders.ts'

/**
 * The options form model as plain functions: no DOM, no React, no timers. A fake clock stands for
 * the element's timers: `advance` runs what the model scheduled, in order, as time passes.
 */
class FakeClock {
  time = 0
  #pending: { at: number; run: () => void; order: number }[] = []
  #order = 0

  readonly schedule = (delayMs: number, run: () => void) => {
    const entry = { at: this.time + delayMs, run, order: this.#order++ }
    this.#pending.push(entry)
    return () => {
      this.#pending = this.#pending.filter((each) => each !== entry)
    }
  }

  readonly now = () => this.time

  get pending(): number {
    return this.#pending.length
  }

  advance(ms: number) {
    const until = this.time + ms
    for (;;) {
      const next = this.#pending.filter((each) => each.at <= until).sort((a, b) => a.at - b.at || a.order - b.order)[0]
      if (!next) break
      this.#pending = this.#pending.filter((each) => each !== next)
      this.time = next.at
      next.run()
    }
    this.time = until
  }
}

let clock = new FakeClock()

/** One section per entry, one row per inner list. */
function definition(sections: Record<string, { rows: FieldDefinition[][]; extra?: object }>): FormDefinition {
  return {
    fields: Object.fromEntries(
      Object.entries(sections).map(([key, section]) => [key, { extra: { key, ...section.extra }, fields: section.rows }]),
    ),
  }
}

const f = (type: string, id: string, extra: object = {}) => field(type, id, extra)

function model(def: FormDefinition, options: Partial<ModelOptions> = {}) {
  clock = new FakeClock()
  return new OptionsFormModel({ definition: def, schedule: clock.schedule, now: clock.now, ...options })
}

/** Types a value and lets the 100 ms debounce run. */
function type(form: OptionsFormModel, id: string, value: Parameters<OptionsFormModel['input']>[1]) {
  form.input(id, value)
  clock.advance(CHANGE_DEBOUNCE_MS)
}

describe('starting values', () => {
  it('takes a preset value over the field value, and the selected options of choices', () => {
    expect(initialValue(f('text', 'a', { value: 'x', preSetValue: 'y' }))).toBe('y')
    expect(initialValue(f('number', 'n', { value: 4 }))).toBe('4')
    expect(
      initialValue(f('checkbox-group', 'g', { values: [{ value: 'a', selected: true }, { value: 'b' }, { value: 'c', selected: '1' }] })),
    ).toEqual(['a', 'c'])
    expect(initialValue(f('radio-group', 'r', { values: [{ value: 'a' }, { value: 'b', selected: true }] }))).toBe('b')
    expect(initialValue(f('checkbox', 'c', { checked: true }))).toBe(true)
    expect(initialValue(f('checkbox', 'd'))).toBe(false)
  })

  it('gives a select without value or placeholder its first option', () => {
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
        [
          f('text', 'back', { ...logic('show', when('size', 'is', 'large')) }),
          f('text', 'font', { ...logic('show', when('back', 'is_not_empty')) }),
        ],
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
    clock.advance(CHANGE_DEBOUNCE_MS - 1)
    expect(form.status('back')).toBe('hidden')
    clock.advance(1)
    expect(form.status('back')).toBe('visible')
  })

  it('says what the form did in its live region, a repeated text still a change', () => {
    const form = model(cascade)
    let heard = 0
    form.subscribe(announcementKey, () => heard++)
    form.say('“Mug” has been added to your cart.')
    const first = form.announcement
    form.say('“Mug” has been added to your cart.')
    expect(heard).toBe(2)
    expect(first.trim()).toBe('“Mug” has been added to your cart.')
    expect(form.announcement).not.toBe(first)
  })

  it('announces only what a change touched', () => {
    const form = model(cascade)
    const heard: string[] = []
    for (const key of [
      formKey,
      sectionKey('s1'),
      rowKey('s1', 0),
      rowKey('s1', 1),
      rowKey('s1', 2),
      fieldKey('size'),
      fieldKey('back'),
      fieldKey('font'),
      fieldKey('other'),
    ]) {
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
    clock.advance(CHANGE_DEBOUNCE_MS)
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
    const own = model(
      definition({ s1: { rows: [[f('text', 'a', { required: true, requiredError: 'Tell us' })], [f('text', 'b', { required: true })]] } }),
      { settings: { validation_messages: { requiredError: 'Needed', formError: 'Look above' } } },
    )
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
        [
          f('select', 'color', {
            enablePrice: true,
            values: [
              { value: 'white', price: 0 },
              { value: 'gold', price: '2.5' },
            ],
          }),
        ],
        [
          f('checkbox-group', 'extras', {
            enablePrice: true,
            enable_quantity: true,
            values: [
              { value: 'wrap', price: 4 },
              { value: 'card', price: 1.5 },
            ],
          }),
        ],
        [f('checkbox', 'rush', { enablePrice: true, price: 10, ...logic('show', when('color', 'is', 'gold')) })],
        [f('text', 'formula', { enablePrice: true, price: '{price}*2' })],
      ],
    },
  })

  it('adds the chosen options’ prices, times the quantity, and announces it', () => {
    const totals: number[] = []
    const form = model(priced, { onUpdated: (total) => totals.push(total.total) })
    form.sendStartTotal()
    type(form, 'color', 'gold')
    type(form, 'extras', ['wrap', 'card'])
    form.setQuantity('extras', 2)
    clock.advance(CHANGE_DEBOUNCE_MS)
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
    clock.advance(CHANGE_DEBOUNCE_MS)
    expect(form.value('pick')).toBe('WCPAOTHteal blue')
    expect(form.otherText('pick')).toBe('teal blue')
    expect(form.status('teal')).toBe('visible')
  })
})

describe('a large form', () => {
  it('re-evaluates only downstream of a change on 2,000 fields', () => {
    const { definition: generated, ids } = generateOptionsForm({ sections: 20, rowsPerSection: 25, fieldsPerRow: 4 })
    const form = model(generated)
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

  it('measures each update on the given clock, saying how many conditions it evaluated', () => {
    const { definition: generated } = generateOptionsForm({ sections: 20, rowsPerSection: 25, fieldsPerRow: 4 })
    const measures: UpdateMeasure[] = []
    const form = model(generated, { onMeasured: (measure) => measures.push(measure) })
    type(form, 'f1', 'typed')
    expect(measures).toHaveLength(1)
    const [entry] = measures
    // The update ran when the debounce fired, on the caller's clock.
    expect(entry?.start).toBe(CHANGE_DEBOUNCE_MS)
    expect(entry?.end).toBe(CHANGE_DEBOUNCE_MS)
    // f1's only dependent is f2, which shows, so its own dependent f3 is looked at (and stays
    // hidden, f2 being empty): two conditions of the form's 1,900-odd.
    expect(entry?.detail.evaluated).toBe(2)
    expect(entry?.detail.conditional).toBeGreaterThan(1500)
    form.dispose()
  })
})

describe('scheduling', () => {
  const two = definition({ s1: { rows: [[f('text', 'a')], [f('text', 'b', logic('show', when('a', 'is', 'x')))]] } })

  it('restarts the debounce on every change: one update, 100 ms after the last', () => {
    const measures: UpdateMeasure[] = []
    const form = model(two, { onMeasured: (measure) => measures.push(measure) })
    form.input('a', 'y')
    clock.advance(60)
    form.input('a', 'x')
    expect(clock.pending).toBe(1)
    clock.advance(CHANGE_DEBOUNCE_MS - 1)
    expect(form.status('b')).toBe('hidden')
    clock.advance(1)
    expect(form.status('b')).toBe('visible')
    expect(measures.map((measure) => measure.start)).toEqual([160])
  })

  it('runs at once on flush, and leaves nothing scheduled', () => {
    const form = model(two)
    form.input('a', 'x')
    form.flush()
    expect(form.status('b')).toBe('visible')
    expect(clock.pending).toBe(0)
  })

  it('cancels what it scheduled when disposed, and schedules nothing after', () => {
    const form = model(two)
    form.input('a', 'x')
    form.dispose()
    expect(clock.pending).toBe(0)
    form.input('a', 'y')
    expect(clock.pending).toBe(0)
  })
})

describe('what renders follows the one layout rule (layoutForm)', () => {
  it('shows the sections, rows and fields layoutForm lays out, after every change', () => {
    const def = definition({
      s1: {
        rows: [
          [f('select', 'size', { placeholder: 'Size', values: [{ value: 'small' }, { value: 'large' }] })],
          [f('text', 'back', logic('show', when('size', 'is', 'large'))), f('text', 'font', logic('hide', when('size', 'is', 'large')))],
          [],
        ],
      },
      s2: { rows: [[f('text', 'coat')]], extra: logic('show', when('size', 'is', 'small')) },
      s3: { rows: [[f('text', 'wrap')]], extra: logic('disable', when('size', 'is', 'large')) },
    })
    const form = model(def)
    const rendered = () =>
      form.visibleSections().map(({ key, status }) => ({
        key,
        status,
        rows: form
          .visibleRows(key)
          .map((index) => ({ index, fields: form.visibleFields(key, index).map((item) => [item.elementId, form.status(item.elementId)]) })),
      }))
    const expected = () =>
      layoutForm(form.definition, { field: (id) => form.status(id), section: (key) => form.sectionStatus(key) }).map(
        ({ key, status, rows }) => ({
          key,
          status,
          rows: rows.map(({ index, fields }) => ({ index, fields: fields.map((item) => [item.field.elementId, item.status]) })),
        }),
      )
    for (const value of ['', 'large', 'small', '']) {
      type(form, 'size', value)
      expect(rendered()).toEqual(expected())
    }
    type(form, 'size', 'large')
    expect(rendered()).toEqual([
      {
        key: 's1',
        status: 'visible',
        rows: [
          { index: 0, fields: [['size', 'visible']] },
          { index: 1, fields: [['back', 'visible']] },
        ],
      },
      { key: 's3', status: 'disable', rows: [{ index: 0, fields: [['wrap', 'disable']] }] },
    ])
  })
})
