import { describe, expect, it } from 'vitest'
import { toDefinition, wcpaDefinitionSchema, wcpaSettingsSchema } from '../../../elements/wcpa-form/schema.ts'
import { issuePath, z } from '../../../src/runtime/zod.ts'

function parse(value: unknown) {
  return z.safeParse(wcpaDefinitionSchema, value)
}

function pathOf(value: unknown): string {
  const result = parse(value)
  if (result.success) throw new Error('expected a failure')
  return issuePath(result.error)
}

const section = (fields: unknown[][], extra: Record<string, unknown> = { key: 's' }) => ({ fields: { s: { extra, fields } } })

describe('the definition schema', () => {
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
              { type: 'text', elementId: 'a', label: 'A', col: '6', rows: '', description: false, placeholder: null, maxlength: '5', custom: 'kept' },
              { type: 'select', elementId: 7, values: [{ label: 'One', value: 1 }, { label: 'Group', options: [{ value: 'x' }] }] },
            ],
          ],
        },
      },
    })
    expect(result.success).toBe(true)
    if (!result.success) return
    const definition = toDefinition(result.data)
    const [a, b] = definition.fields.s?.fields[0] ?? []
    expect(a).toMatchObject({ type: 'text', elementId: 'a', col: 6, rows: undefined, description: undefined, maxlength: '5', custom: 'kept' })
    expect(b?.elementId).toBe('7')
    expect(b?.values).toEqual([{ label: 'One', value: '1' }, { label: 'Group', options: [{ value: 'x' }] }])
    expect(definition.design).toEqual({ conf: { LabelPosition: 'left' } })
  })

  it('reads an empty PHP array as a form without sections', () => {
    const result = parse({ fields: [] })
    expect(result.success && toDefinition(result.data).fields).toEqual({})
  })

  it('keeps the sections in the order the definition gives them', () => {
    const result = parse({ fields: { b: { fields: [] }, a: { fields: [] } } })
    expect(result.success && Object.keys(toDefinition(result.data).fields)).toEqual(['b', 'a'])
  })

  it('names the path of what is wrong', () => {
    expect(pathOf({})).toBe('fields')
    expect(pathOf(section([[{ elementId: 'a' }]]))).toBe('fields.s.fields[0][0].type')
    expect(pathOf(section([[{ type: 'text', elementId: '' }]]))).toBe('fields.s.fields[0][0].elementId')
    expect(pathOf(section([[{ type: 'text', elementId: 'a', label: { html: '<b>' } }]]))).toBe('fields.s.fields[0][0].label')
    expect(pathOf(section([[{ type: 'select', elementId: 'a', values: [{ label: 'no value' }] }]]))).toBe('fields.s.fields[0][0].values[0]')
    expect(pathOf(section([[{ type: 'text', elementId: 'a', relations: 'yes' }]]))).toBe('fields.s.fields[0][0].relations')
    expect(pathOf(section([[{ type: 'text', elementId: 'a', relations: [{ rules: 'x' }] }]]))).toBe('fields.s.fields[0][0].relations[0].rules')
    expect(pathOf({ fields: { s: { fields: {} } } })).toBe('fields.s.fields')
  })
})

describe('the settings schema', () => {
  const { shape } = wcpaSettingsSchema
  const value = <T>(schema: z.core.$ZodType<T>, input: unknown) => z.parse(schema, input)

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
    expect(z.safeParse(shape.ajax_add_to_cart, 'maybe').success).toBe(false)
  })

  it('reads init_triggers as a list or a comma-separated string', () => {
    expect(value(shape.init_triggers, ['a', ' b '])).toEqual(['a', 'b'])
    expect(value(shape.init_triggers, 'quick-view-displayed, popup_open')).toEqual(['quick-view-displayed', 'popup_open'])
    expect(value(shape.init_triggers, false)).toEqual([])
  })

  it('refuses validation messages that are not text', () => {
    expect(z.safeParse(shape.validation_messages, { requiredError: 'Needed' }).success).toBe(true)
    expect(z.safeParse(shape.validation_messages, { requiredError: ['Needed'] }).success).toBe(false)
  })
})
