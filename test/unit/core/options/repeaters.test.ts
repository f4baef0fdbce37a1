import { describe, expect, it } from 'vitest'
import {
  EMPTY_REPEAT_STATE,
  MAX_REPLAYED_COPIES,
  OptionsFormModel,
  addCopy,
  announcementKey,
  boundCopies,
  expandRepeaters,
  fieldElementId,
  fieldKey,
  formKey,
  joinName,
  nameParts,
  otherTextName,
  postedName,
  postedRepeatState,
  quantityName,
  removeCopy,
  repeaterConfig,
  repeaterLabels,
  repeaterProblems,
  replayClones,
  setCopyCount,
  suffixedName,
  type FieldDefinition,
  type FormDefinition,
  type RepeatState,
} from '../../../../src/core/options/index.ts'
import { field, logic, when } from './builders.ts'
import { example } from './repeater-example.ts'

function ids(definition: FormDefinition): string[] {
  return Object.values(definition.fields).flatMap((section) => section.fields.flat().map((f) => f.elementId))
}

function fieldOf(definition: FormDefinition, id: string): FieldDefinition {
  const found = Object.values(definition.fields)
    .flatMap((section) => section.fields.flat())
    .find((f) => f.elementId === id)
  if (!found) throw new Error(`no field ${id}`)
  return found
}

const noWait = () => () => {}

describe('repeater definition keys', () => {
  it('reads the keys loosely and ignores a field that does not repeat', () => {
    expect(repeaterConfig({})).toBeUndefined()
    expect(repeaterConfig({ repeater: '0' })).toBeUndefined()
    expect(repeaterConfig({ repeater: true })).toEqual({
      bind: 'none',
      bindField: undefined,
      max: Number.POSITIVE_INFINITY,
      addLabel: undefined,
      removeLabel: undefined,
    })
    expect(
      repeaterConfig({ repeater: '1', repeater_max: '3', repeater_bind: 'field', repeater_bind_field: 'external|num_1' }),
    ).toMatchObject({ bind: 'field', bindField: 'num_1', max: 3 })
    expect(repeaterConfig({ repeater: true, repeater_max: '' })?.max).toBe(Number.POSITIVE_INFINITY)
    expect(repeaterConfig({ repeater: true, repeater_bind: 'nonsense' })?.bind).toBe('none')
  })

  it('labels the controls with the item’s own texts, else wcpa_front.strings, else "Add Field" / "Remove Field"', () => {
    const plain = repeaterConfig({ repeater: true })!
    expect(repeaterLabels(plain)).toEqual({ add: 'Add Field', remove: 'Remove Field' })
    expect(repeaterLabels(plain, { repeater_add: 'Add one', repeater_remove: '' })).toEqual({ add: 'Add one', remove: 'Remove Field' })
    const own = repeaterConfig({ repeater: true, repeater_add_label: 'Add a guest', repeater_remove_label: 'Remove guest' })!
    expect(repeaterLabels(own, { repeater_add: 'Add one' })).toEqual({ add: 'Add a guest', remove: 'Remove guest' })
  })

  it('reports a formula binding and a binding to a missing field', () => {
    const definition = example({
      email: { repeater_bind: 'formula', repeater_bind_formula: '{a}*2' },
      section: { repeater_bind: 'field', repeater_bind_field: 'nope' },
    })
    expect(repeaterProblems(definition).map((p) => p.id)).toEqual(['sec_a1', 'text_d4'])
    expect(repeaterProblems(definition)[1]!.detail).toMatch(/formula/)
  })
})

describe('bound count', () => {
  it('is N − 1 copies, N not numeric or below 1 meaning 1, lists summed, capped at the max', () => {
    expect(boundCopies('3')).toBe(2)
    expect(boundCopies(3)).toBe(2)
    expect(boundCopies('')).toBe(0)
    expect(boundCopies('abc')).toBe(0)
    expect(boundCopies('-4')).toBe(0)
    expect(boundCopies(['2', '3'])).toBe(4)
    expect(boundCopies('10', 3)).toBe(3)
    expect(boundCopies(undefined)).toBe(0)
  })
})

describe('copy state', () => {
  it('counts k up per original and never reuses it', () => {
    let state: RepeatState = EMPTY_REPEAT_STATE
    state = addCopy(state, 'field', 'a').state
    state = addCopy(state, 'field', 'a').state
    state = removeCopy(state, 'field', 'a', 2)
    const third = addCopy(state, 'field', 'a')
    expect(third.k).toBe(3)
    expect(third.state.fields.a).toEqual([1, 3])
  })

  it('follows a count by adding at the end and taking from the end', () => {
    let state = setCopyCount(EMPTY_REPEAT_STATE, 'section', 's', 3)
    expect(state.sections.s).toEqual([1, 2, 3])
    state = setCopyCount(state, 'section', 's', 1)
    expect(state.sections.s).toEqual([1])
    state = setCopyCount(state, 'section', 's', 2)
    expect(state.sections.s).toEqual([1, 4])
  })
})

describe('names', () => {
  it('splits and joins bracketed names', () => {
    expect(nameParts('sec[1][text]')).toEqual(['sec', '1', 'text'])
    expect(nameParts('a_cl[2][]')).toEqual(['a_cl', '2'])
    expect(joinName(['sec', '1', 'a_cl', '2'])).toBe('sec[1][a_cl][2]')
  })

  it('puts suffixes where the plugin’s front end and server put them: a plain name’s end, else the second-to-last part', () => {
    expect(suffixedName('orig_cl[2]', '_quantity')).toBe('orig_cl_quantity[2]')
    expect(suffixedName('sec[1][field]', '_quantity')).toBe('sec[1_quantity][field]')
    expect(suffixedName('sec[1][field_cl][2]', '_quantity')).toBe('sec[1][field_cl_quantity][2]')
    expect(suffixedName('plain', '_quantity')).toBe('plain_quantity')
    expect(quantityName(field('text', 'x', { name: 'x_cl[1]' }))).toBe('x_cl_quantity[1]')
    expect(otherTextName(field('radio-group', 'x', { name: 'x[]' }))).toBe('xother_value')
    expect(otherTextName(field('radio-group', 'x', { name: 'x_cl[1]' }))).toBe('x_clother_value[1]')
    expect(postedName(field('checkbox-group', 'x', { name: 'x_cl[1]' }), true)).toBe('x_cl[1][]')
  })
})

describe('expansion (the worked example: one section add, two field adds)', () => {
  const state = [
    (s: RepeatState) => addCopy(s, 'section', 'sec_a1').state,
    (s: RepeatState) => addCopy(s, 'field', 'text_d4').state,
    (s: RepeatState) => addCopy(s, 'field', 'text_d4').state,
  ].reduce((s, step) => step(s), EMPTY_REPEAT_STATE)
  const { definition, items, copies } = expandRepeaters(example(), state)

  it("gives copies the ids, posted names and labels WCPA Pro's front end gives them", () => {
    expect(Object.keys(definition.fields)).toEqual(['sec_a1', 'sec_a1_cl1', 'sec_z9'])
    expect(definition.fields.sec_a1_cl1!.extra).toMatchObject({
      key: 'sec_a1_cl1',
      section_id: 'sec_a1_cl1',
      name: 'Guest 2',
      isClone: true,
      parentKey: 'sec_a1',
      repeater: false,
    })
    expect(fieldOf(definition, 'sec_a1_cl1_s_text_b2')).toMatchObject({ name: 'sec_a1[1][text_b2]', label: 'Name', isClone: true })
    expect(fieldElementId('sec_a1_cl1_s_text_b2')).toBe('field_sec_a1_cl1_s_text_b2')
    expect(fieldOf(definition, 'text_d4_cl_1')).toMatchObject({
      name: 'text_d4_cl[1]',
      label: 'Email #2',
      isClone: true,
      parentId: 'text_d4',
      binded: false,
      repeater: false,
    })
    expect(fieldOf(definition, 'text_d4_cl_2')).toMatchObject({ name: 'text_d4_cl[2]', label: 'Email #3' })
    expect(fieldOf(definition, 'text_d4')).toMatchObject({ name: 'text_d4', label: 'Email' })
    expect(ids(definition)).toEqual([
      'text_b2',
      'text_c3',
      'sec_a1_cl1_s_text_b2',
      'sec_a1_cl1_s_text_c3',
      'text_d4',
      'text_d4_cl_1',
      'text_d4_cl_2',
    ])
  })

  it('lists items with their copies in order', () => {
    expect(items.get('field:text_d4')?.copies).toEqual(['text_d4_cl_1', 'text_d4_cl_2'])
    expect(items.get('section:sec_a1')?.copies).toEqual(['sec_a1_cl1'])
    expect(copies.get('field:text_d4_cl_2')).toMatchObject({ origin: 'text_d4', k: 2, n: 2, name: 'Email #3' })
  })

  it('repoints a section copy’s rules at the copy’s own fields', () => {
    const rule = fieldOf(definition, 'sec_a1_cl1_s_text_c3').relations as { rules: { rules: { cl_field: string } }[] }[]
    expect(rule[0]!.rules[0]!.rules.cl_field).toBe('sec_a1_cl1_s_text_b2')
    // The original's rule is untouched.
    const original = fieldOf(definition, 'text_c3').relations as { rules: { rules: { cl_field: string } }[] }[]
    expect(original[0]!.rules[0]!.rules.cl_field).toBe('text_b2')
  })

  it('renumbers posted names and counters after a removal, keeping the ids', () => {
    const after = expandRepeaters(example(), removeCopy(state, 'field', 'text_d4', 1)).definition
    expect(fieldOf(after, 'text_d4_cl_2')).toMatchObject({ name: 'text_d4_cl[1]', label: 'Email #2' })
  })

  it('gives an empty title and label for empty templates, and names nested copies sec[n][field_cl][m]', () => {
    const nested: FormDefinition = {
      fields: {
        sec: {
          extra: { key: 'sec', name: 'Room', repeater: true, repeater_section_label: '', repeater_section_field_label: '' },
          fields: [[field('text', 'child', { name: 'child', label: 'Child', repeater: true })]],
        },
      },
    }
    let s = addCopy(EMPTY_REPEAT_STATE, 'section', 'sec').state
    s = addCopy(s, 'field', 'sec_cl1_s_child').state
    const out = expandRepeaters(nested, s)
    expect(out.definition.fields.sec_cl1!.extra.name).toBe('')
    expect(fieldOf(out.definition, 'sec_cl1_s_child').label).toBe('')
    expect(fieldOf(out.definition, 'sec_cl1_s_child_cl_1').name).toBe('sec[1][child_cl][1]')
    // An empty title still leaves the copy a name for screen readers.
    expect(out.copies.get('section:sec_cl1')?.name).toBe('Room 2')
  })

  it('keeps unchanged sections as they were', () => {
    const base = example()
    expect(expandRepeaters(base, EMPTY_REPEAT_STATE).definition.fields.sec_a1).toBe(base.fields.sec_a1)
  })
})

describe('clones (cart edit)', () => {
  it('replays the copies and their values', () => {
    const replay = replayClones({
      sections: { sec_a1: { count: 1, values: { sec_a1_cl1_s_text_b2: 'Ada' } } },
      fields: { text_d4: { count: 2, values: ['a@x.io', 'b@x.io'] } },
    })
    expect(replay.state.sections.sec_a1).toEqual([1])
    expect(replay.state.fields.text_d4).toEqual([1, 2])
    expect(Object.fromEntries(replay.values)).toEqual({ sec_a1_cl1_s_text_b2: 'Ada', text_d4_cl_1: 'a@x.io', text_d4_cl_2: 'b@x.io' })
  })

  it('reads false, junk and hostile counts as none or capped', () => {
    expect(replayClones(false).state).toEqual(EMPTY_REPEAT_STATE)
    expect(replayClones('x').values.size).toBe(0)
    expect(replayClones({ fields: { a: { count: 1e9 } } }).state.fields.a).toHaveLength(MAX_REPLAYED_COPIES)
    expect(replayClones({ fields: { a: { count: 'two' } } }).state.fields.a ?? []).toEqual([])
  })
})

describe('server read-back', () => {
  it('builds copies 1..the last posted index, as the plugin’s server does', () => {
    const state = postedRepeatState(example(), [
      'text_b2',
      'sec_a1[1][text_b2]',
      'sec_a1[3][text_b2]',
      'text_d4',
      'text_d4_cl[2]',
      'text_d4_cl_quantity[5]',
    ])
    expect(state.sections.sec_a1).toEqual([1, 2, 3])
    expect(state.fields.text_d4).toEqual([1, 2])
    const { definition } = expandRepeaters(example(), state)
    expect(fieldOf(definition, 'sec_a1_cl2_s_text_b2').name).toBe('sec_a1[2][text_b2]')
    expect(fieldOf(definition, 'text_d4_cl_2').name).toBe('text_d4_cl[2]')
  })
})

describe('the model with repeaters', () => {
  function model(definition: FormDefinition = example(), extra: Partial<ConstructorParameters<typeof OptionsFormModel>[0]> = {}) {
    return new OptionsFormModel({ definition, schedule: noWait, ...extra })
  }

  it('adds copies up to the max, with the Add control on the last one', () => {
    const form = model(example({ email: { repeater_max: '2' } }))
    expect(form.repeatControls('field', 'text_d4')).toEqual({ add: { kind: 'field', item: 'text_d4', label: 'Add Field', name: 'Email' } })
    expect(form.addCopy('field', 'text_d4')).toBe('text_d4_cl_1')
    expect(form.repeatControls('field', 'text_d4')).toBeUndefined()
    expect(form.repeatControls('field', 'text_d4_cl_1')).toMatchObject({
      add: { item: 'text_d4' },
      remove: { copy: 'text_d4_cl_1', label: 'Remove Field', name: 'Email #2' },
    })
    expect(form.addCopy('field', 'text_d4')).toBe('text_d4_cl_2')
    expect(form.repeatControls('field', 'text_d4_cl_2')?.add).toBeUndefined()
    expect(form.addCopy('field', 'text_d4')).toBeUndefined()
    expect(form.announcement.trim()).toBe('Email #3 added')
  })

  it('removes a copy: its value goes, the others keep theirs and are renumbered', () => {
    const form = model()
    const heard: string[] = []
    form.subscribe(announcementKey, () => heard.push(form.announcement.trim()))
    form.addCopy('field', 'text_d4')
    form.addCopy('field', 'text_d4')
    form.input('text_d4_cl_1', 'one@x.io')
    form.input('text_d4_cl_2', 'two@x.io')
    expect(form.removeCopy('field', 'text_d4_cl_1')).toBe('text_d4')
    expect(form.value('text_d4_cl_1')).toBeUndefined()
    expect(form.value('text_d4_cl_2')).toBe('two@x.io')
    expect(form.place('text_d4_cl_2')?.field).toMatchObject({ name: 'text_d4_cl[1]', label: 'Email #2' })
    expect(heard.at(-1)).toBe('Email #2 removed')
  })

  it('notifies the form, the copies and the original (whose Add control moves)', () => {
    const form = model()
    const keys: string[] = []
    for (const key of [formKey, fieldKey('text_d4'), fieldKey('text_d4_cl_1')]) form.subscribe(key, () => keys.push(key))
    form.addCopy('field', 'text_d4')
    expect(keys).toEqual(expect.arrayContaining([formKey, fieldKey('text_d4'), fieldKey('text_d4_cl_1')]))
  })

  it('evaluates a section copy’s rules against its own fields', () => {
    const form = model()
    form.addCopy('section', 'sec_a1')
    expect(form.status('sec_a1_cl1_s_text_c3')).toBe('hidden')
    form.input('sec_a1_cl1_s_text_b2', 'Ada')
    form.flush()
    expect(form.status('sec_a1_cl1_s_text_c3')).toBe('visible')
    expect(form.status('text_c3')).toBe('hidden')
  })

  it('validates every copy', () => {
    const form = model()
    form.addCopy('field', 'text_d4')
    form.input('text_d4', 'a@x.io')
    const result = form.validateAll()
    expect(result.firstBlocking).toBe('text_d4_cl_1')
    expect(form.error('text_d4_cl_1')?.kind).toBe('requiredError')
  })

  it('follows a field binding and the product quantity, without controls', () => {
    const definition: FormDefinition = {
      fields: {
        s: {
          extra: { key: 's' },
          fields: [
            [field('number', 'guests', { name: 'guests', label: 'Guests' })],
            [
              field('text', 'guest', {
                name: 'guest',
                label: 'Guest name',
                repeater: true,
                repeater_bind: 'field',
                repeater_bind_field: 'guests',
                repeater_max: '4',
              }),
            ],
            [field('text', 'tag', { name: 'tag', label: 'Tag', repeater: true, repeater_bind: 'quantity' })],
          ],
        },
      },
    }
    const form = model(definition)
    form.input('guests', '3')
    form.flush()
    expect(form.repeatItem('field', 'guest')?.copies).toEqual(['guest_cl_1', 'guest_cl_2'])
    expect(form.repeatControls('field', 'guest_cl_2')).toBeUndefined()
    expect(form.addCopy('field', 'guest')).toBeUndefined()
    form.input('guests', '99')
    form.flush()
    expect(form.repeatItem('field', 'guest')?.copies).toHaveLength(4)
    form.input('guests', '')
    form.flush()
    expect(form.repeatItem('field', 'guest')?.copies).toEqual([])
    form.setProductQuantity('3')
    expect(form.repeatItem('field', 'tag')?.copies).toEqual(['tag_cl_1', 'tag_cl_2'])
    expect(form.announcement.trim()).toBe('Tag, Tag added')
  })

  it('skips the bound count while the item is hidden', () => {
    const definition: FormDefinition = {
      fields: {
        s: {
          extra: { key: 's' },
          fields: [
            [field('number', 'n', { name: 'n' })],
            [
              field('text', 'r', {
                name: 'r',
                repeater: true,
                repeater_bind: 'field',
                repeater_bind_field: 'n',
                ...logic('show', when('n', 'is_lessthan', '5')),
              }),
            ],
          ],
        },
      },
    }
    const form = model(definition)
    form.input('n', '3')
    form.flush()
    expect(form.repeatItem('field', 'r')?.copies).toHaveLength(2)
    form.input('n', '9')
    form.flush()
    expect(form.status('r')).toBe('hidden')
    expect(form.repeatItem('field', 'r')?.copies).toHaveLength(2)
  })

  it('replays clones at start and reports a formula binding as a problem', () => {
    const definition = {
      ...example({ section: { repeater_bind: 'formula' } }),
      clones: { fields: { text_d4: { count: 1, values: ['kept@x.io'] } } },
    }
    const form = model(definition)
    expect(form.value('text_d4_cl_1')).toBe('kept@x.io')
    expect(form.problems.filter((p) => p.kind === 'repeater').map((p) => p.id)).toEqual(['sec_a1'])
    expect(form.repeatControls('section', 'sec_a1')).toBeUndefined()
  })

  it('uses wcpa_front.strings for the labels', () => {
    const form = model(example(), { strings: { repeater_add: 'Add another', repeater_remove: 'Remove it' } })
    expect(form.repeatControls('field', 'text_d4')?.add?.label).toBe('Add another')
  })
})

describe('a copy just added', () => {
  it('is not checked when the shopper leaves it untouched, but is at submit and after an input', () => {
    const form = new OptionsFormModel({ definition: example(), schedule: noWait })
    form.addCopy('field', 'text_d4')
    form.blur('text_d4_cl_1')
    expect(form.error('text_d4_cl_1')).toBeUndefined()
    form.input('text_d4_cl_1', 'x')
    form.input('text_d4_cl_1', '')
    form.blur('text_d4_cl_1')
    expect(form.error('text_d4_cl_1')?.kind).toBe('requiredError')
  })
})
