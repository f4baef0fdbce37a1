import { describe, expect, it } from 'vitest'
import { toDefinition, wcpaDefinitionSchema, wcpaSettingValidators as shape } from '../../../elements/wcpa-form/schema.ts'
import type { Validator } from '../../../src/runtime/validate.ts'

const parse = wcpaDefinitionSchema

function pathOf(value: unknown): string {
  const result = parse(value)
  if (result.ok) throw new Error('expected a failure')
  return result.path
}

const section = (fields: unknown[][], extra: unknown = { key: 's' }) => ({ fields: { s: { extra, fields } } })

describe('the definition check', () => {
  it('accepts what the plugin prints: numbers as strings, false and null for nothing, loose extra keys', () => {
    const result = parse({
      product: { product_id: 60 },
      clones: [],
      config: { anything: true },
      design: { conf: { LabelPosition: 'left' } },
      fields: {
        s: {
          extra: { key: 's', section_id: 12, name: 'Section', enableCl: '1', relations: false, form_rules: { x: 1 } },
          fields: [
            [
              {
                type: 'text',
                elementId: 'a',
                label: 'A',
                col: '6',
                rows: '',
                description: false,
                placeholder: null,
                maxlength: '5',
                custom: 'kept',
              },
              {
                type: 'select',
                elementId: 7,
                values: [
                  { label: 'One', value: 1 },
                  { label: 'Group', options: [{ value: 'x' }] },
                ],
              },
            ],
          ],
        },
      },
    })
    expect(result.ok).toBe(true)
    if (!result.ok) return
    const definition = toDefinition(result.value)
    const [a, b] = definition.fields.s?.fields[0] ?? []
    expect(a).toMatchObject({ type: 'text', elementId: 'a', col: 6, maxlength: '5', custom: 'kept' })
    // '' and false are none: the keys are left out.
    expect(a).not.toHaveProperty('rows')
    expect(a).not.toHaveProperty('description')
    expect(b?.elementId).toBe('7')
    expect(b?.values).toEqual([
      { label: 'One', value: '1' },
      { label: 'Group', options: [{ value: 'x' }] },
    ])
    expect(definition.design).toEqual({ conf: { LabelPosition: 'left' } })
  })

  it('reads an empty PHP array as a form without sections', () => {
    const result = parse({ fields: [] })
    expect(result.ok && toDefinition(result.value).fields).toEqual({})
  })

  it('keeps the sections in the order the definition gives them', () => {
    const result = parse({ fields: { b: { fields: [] }, a: { fields: [] } } })
    expect(result.ok && Object.keys(toDefinition(result.value).fields)).toEqual(['b', 'a'])
  })

  it('names the path of what is wrong', () => {
    expect(pathOf({})).toBe('fields')
    expect(pathOf(section([[{ elementId: 'a' }]]))).toBe('fields.s.fields[0][0].type')
    expect(pathOf(section([[{ type: 'text', elementId: '' }]]))).toBe('fields.s.fields[0][0].elementId')
    expect(pathOf(section([[{ type: 'text', elementId: 'a', label: { html: '<b>' } }]]))).toBe('fields.s.fields[0][0].label')
    expect(pathOf(section([[{ type: 'select', elementId: 'a', values: [{ label: 'no value' }] }]]))).toBe('fields.s.fields[0][0].values[0]')
    expect(pathOf(section([[{ type: 'text', elementId: 'a', relations: 'yes' }]]))).toBe('fields.s.fields[0][0].relations')
    expect(pathOf(section([[{ type: 'text', elementId: 'a', relations: [{ rules: 'x' }] }]]))).toBe(
      'fields.s.fields[0][0].relations[0].rules',
    )
    expect(pathOf({ fields: { s: { fields: {} } } })).toBe('fields.s.fields')
    expect(pathOf({ fields: { s: 'section' } })).toBe('fields.s')
    expect(pathOf(section([[{ type: 'text', elementId: 'a' }]], 'extra'))).toBe('fields.s.extra')
    expect(pathOf(section([[{ type: 'select', elementId: 'a', values: [{ label: 'G', options: [{ value: {} }] }] }]]))).toBe(
      'fields.s.fields[0][0].values[0]',
    )
    expect(pathOf({ fields: {}, design: { conf: { LabelPosition: 4 } } })).toBe('design.conf.LabelPosition')
  })

  it('says what was expected where it went wrong', () => {
    expect(parse(section([[{ elementId: 'a' }]]))).toEqual({
      ok: false,
      path: 'fields.s.fields[0][0].type',
      reason: 'expected a field type',
    })
    expect(parse({ fields: { s: { fields: [[{ type: 'text', elementId: 'a', col: [] }]] } } })).toMatchObject({
      reason: 'expected a number',
    })
    expect(parse('text')).toEqual({ ok: false, path: '(root)', reason: 'expected an object' })
    expect(parse({ fields: { s: { fields: ['row'] } } })).toEqual({ ok: false, path: 'fields.s.fields[0]', reason: 'expected a list' })
  })

  it('treats every "none" WordPress prints as none, and keeps the keys it does not read', () => {
    const result = parse({
      fields: {
        s: {
          extra: false,
          fields: [[{ type: 'text', elementId: 'a', values: [], relations: '', date_pic_conf: null, label: true, future: { x: 1 } }]],
        },
      },
      design: [],
      later: 1,
    })
    if (!result.ok) throw new Error(result.reason)
    const definition = toDefinition(result.value)
    expect(definition.fields.s).toEqual({ extra: {}, fields: [[{ type: 'text', elementId: 'a', label: '1', future: { x: 1 } }]] })
    expect(definition.design).toBeNull()
    expect((definition as unknown as Record<string, unknown>).later).toBe(1)
  })
})

describe('the settings checks', () => {
  const value = <T>(validator: Validator<T>, input: unknown): T => {
    const result = validator(input)
    if (!result.ok) throw new Error(`${result.path}: ${result.reason}`)
    return result.value
  }

  it('reads WordPress’s string flags and our typed ones', () => {
    expect(value(shape.ajax_add_to_cart, '1')).toBe(true)
    expect(value(shape.ajax_add_to_cart, '')).toBe(false)
    expect(value(shape.is_cart, 'no')).toBe(false)
    expect(value(shape.is_cart, true)).toBe(true)
  })

  it('reads on / off as every reader of WordPress values does, and refuses a word that is not a flag', () => {
    expect(value(shape.ajax_add_to_cart, 'on')).toBe(true)
    expect(value(shape.ajax_add_to_cart, ' OFF ')).toBe(false)
    expect(value(shape.ajax_add_to_cart, 0)).toBe(false)
    expect(value(shape.ajax_add_to_cart, null)).toBe(false)
    // Before, any other word read as on: now it is reported and the setting keeps its default.
    expect(shape.ajax_add_to_cart('maybe').ok).toBe(false)
  })

  it('reads init_triggers as a list or a comma-separated string', () => {
    expect(value(shape.init_triggers, ['a', ' b '])).toEqual(['a', 'b'])
    expect(value(shape.init_triggers, 'quick-view-displayed, popup_open')).toEqual(['quick-view-displayed', 'popup_open'])
    expect(value(shape.init_triggers, false)).toEqual([])
    expect(shape.init_triggers(['a', 3])).toMatchObject({ ok: false, path: '[1]' })
  })

  it('refuses validation messages that are not text', () => {
    expect(shape.validation_messages({ requiredError: 'Needed' }).ok).toBe(true)
    expect(shape.validation_messages({ requiredError: ['Needed'] })).toMatchObject({ ok: false, path: 'requiredError' })
  })
})
