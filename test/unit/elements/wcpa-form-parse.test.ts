import { afterEach, describe, expect, it, vi } from 'vitest'
import { generateOptionsForm } from '../../../fixtures/generators/options-form.ts'
import { readDefinition, readDefinitionInSlices } from '../../../elements/wcpa-form/parse.ts'
import type { DataOwner } from '../../../src/runtime/data.ts'

/**
 * The sliced read of a form definition (adopt mode) gives what the one-go read
 * gives: the same definition, or the same single error for the same first issue.
 */

function owner(): DataOwner & { attributes: Map<string, string> } {
  const attributes = new Map<string, string>()
  return {
    tag: 'wcpa-form',
    host: { setAttribute: (name: string, value: string) => attributes.set(name, value) } as unknown as Element,
    attributes,
  }
}

async function both(raw: unknown) {
  const errors = vi.spyOn(console, 'error').mockImplementation(() => {})
  const a = owner()
  const whole = readDefinition(a, raw)
  const wholeErrors = errors.mock.calls.map((call) => String(call[0]))
  errors.mockClear()
  const b = owner()
  const sliced = await readDefinitionInSlices(b, raw)
  const slicedErrors = errors.mock.calls.map((call) => String(call[0]))
  return { whole, sliced, wholeErrors, slicedErrors, wholeAttributes: a.attributes, slicedAttributes: b.attributes }
}

const field = (elementId: string, extra: Record<string, unknown> = {}) => ({
  type: 'text',
  elementId,
  label: `Field ${elementId}`,
  ...extra,
})

afterEach(() => {
  vi.restoreAllMocks()
})

describe('readDefinitionInSlices', () => {
  it('reads a 2,000-field definition as readDefinition does', async () => {
    const { definition } = generateOptionsForm({ sections: 20, rowsPerSection: 25, fieldsPerRow: 4 })
    const result = await both(JSON.stringify({ ...definition, product: 62, design: { conf: { LabelPosition: 'above' } } }))
    expect(result.wholeErrors).toEqual([])
    expect(result.slicedErrors).toEqual([])
    expect(result.sliced).toEqual(result.whole)
    expect(Object.keys(result.sliced?.fields ?? {})).toHaveLength(20)
  })

  it('normalises loose WordPress values the same way (numbers as text, false and [] as none)', async () => {
    const raw = {
      fields: {
        a: {
          extra: { key: 'a', name: 7 },
          fields: [
            [field('1', { col: '6', values: false, relations: [] })],
            [field('2', { label: 12, values: [{ value: 3, label: 'Three' }] })],
          ],
        },
        b: { extra: false, fields: false },
        c: { extra: { key: 'c' }, fields: [] },
      },
      design: [],
      unknown: { kept: true },
    }
    const result = await both(JSON.stringify(raw))
    expect(result.slicedErrors).toEqual([])
    expect(result.sliced).toEqual(result.whole)
  })

  it.each([
    ['a bad field deep in a row', { fields: { a: { fields: [[field('1')], [field('2'), { type: 'text' }]] } } }],
    ['a bad section key before a bad row', { fields: { a: { extra: 'x', fields: [[{ type: '' }]] } } }],
    ['a row that is not a list', { fields: { a: { fields: [[field('1')], 'row'] } } }],
    ['a section that is not an object', { fields: { a: 'section' } }],
    ['sections in order', { fields: { a: { fields: [[field('1')]] }, b: { fields: [[{ elementId: 'x' }]] } } }],
    ['a bad key after the sections', { fields: { a: { fields: [[field('1')]] } }, design: { conf: { LabelPosition: 4 } } }],
    ['fields that are not sections', { fields: 'none' }],
    ['no definition', null],
  ])('reports %s with the same one error', async (_name, raw) => {
    const result = await both(raw === null ? null : JSON.stringify(raw))
    expect(result.whole).toBeUndefined()
    expect(result.sliced).toBeUndefined()
    expect(result.wholeErrors).toHaveLength(1)
    expect(result.slicedErrors).toEqual(result.wholeErrors)
    expect(result.slicedAttributes).toEqual(result.wholeAttributes)
  })

  it('reports bad JSON as readDefinition does', async () => {
    const result = await both('{"fields": ')
    expect(result.sliced).toBeUndefined()
    expect(result.slicedErrors).toEqual(result.wholeErrors)
    expect(result.slicedErrors[0]).toContain('(json)')
  })
})
