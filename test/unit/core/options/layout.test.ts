import { describe, expect, it } from 'vitest'
import {
  columnSixths,
  fieldAmount,
  sameAmounts,
  showsFieldPrices,
  showsOwnPrice,
  descriptionPosition,
  effectiveStatus,
  fieldElementId,
  isRowHidden,
  labelPosition,
  layoutForm,
  priceTotal,
  type ClStatus,
  type FormDefinition,
} from '../../../../src/core/options/index.ts'
import { field } from './builders.ts'

const lookup = (fields: Record<string, ClStatus> = {}, sections: Record<string, ClStatus> = {}) => ({
  field: (id: string) => fields[id] ?? 'visible',
  section: (key: string) => sections[key] ?? 'visible',
})

const definition: FormDefinition = {
  fields: {
    one: { extra: { key: 'one' }, fields: [[field('text', 'a'), field('text', 'b')], [field('text', 'c')]] },
    two: { extra: { key: 'two' }, fields: [[field('text', 'd')]] },
  },
  design: { conf: { LabelPosition: 'left', DescPosition: 'below' } },
}

describe('layout', () => {
  it('hides a row when all its fields are hidden', () => {
    const layout = layoutForm(definition, lookup({ a: 'hidden', b: 'hidden' }))
    expect(layout[0]!.rows.map((r) => r.index)).toEqual([1])
    expect(isRowHidden(['hidden', 'hidden'])).toBe(true)
    expect(isRowHidden(['hidden', 'disable'])).toBe(false)
    expect(isRowHidden([])).toBe(true)
  })

  it('keeps a row with one field left, and leaves the hidden field out', () => {
    const layout = layoutForm(definition, lookup({ a: 'hidden' }))
    expect(layout[0]!.rows[0]!.fields.map((f) => f.field.elementId)).toEqual(['b'])
  })

  it('does not render a hidden section', () => {
    expect(layoutForm(definition, lookup({}, { one: 'hidden' })).map((s) => s.key)).toEqual(['two'])
  })

  it('renders a disabled section with all its fields disabled', () => {
    const [one] = layoutForm(definition, lookup({}, { one: 'disable' }))
    expect(one!.status).toBe('disable')
    expect(one!.rows.flatMap((r) => r.fields.map((f) => f.status))).toEqual(['disable', 'disable', 'disable'])
  })

  it('combines section and field statuses', () => {
    expect(effectiveStatus('visible', 'visible')).toBe('visible')
    expect(effectiveStatus('visible', 'disable')).toBe('disable')
    expect(effectiveStatus('disable', 'visible')).toBe('disable')
    expect(effectiveStatus('disable', 'hidden')).toBe('hidden')
    expect(effectiveStatus('hidden', 'visible')).toBe('hidden')
  })

  it('gives each field its control id, label and description positions', () => {
    const [one] = layoutForm(definition, lookup())
    expect(one!.rows[0]!.fields[0]).toMatchObject({ domId: 'field_a', labelPosition: 'left', descriptionPosition: 'below' })
  })

  it('names controls field_{id}, or field_{id}_{index} when the index is greater than 0', () => {
    expect(fieldElementId('text_123')).toBe('field_text_123')
    expect(fieldElementId('text_123', 0)).toBe('field_text_123')
    expect(fieldElementId('text_123', 2)).toBe('field_text_123_2')
  })
})

describe('label and description positions', () => {
  it("'default' takes the design's position, and the design defaults to above", () => {
    expect(labelPosition(field('text', 'a', { label_position: 'default' }), { LabelPosition: 'below' })).toBe('below')
    expect(labelPosition(field('text', 'a', { label_position: 'default' }))).toBe('above')
    expect(labelPosition(field('text', 'a'), {})).toBe('above')
    expect(descriptionPosition(field('text', 'a', { desc_position: 'default' }), { DescPosition: 'below' })).toBe('below')
    expect(descriptionPosition(field('text', 'a'))).toBe('above')
  })

  it("a field's own position wins", () => {
    expect(labelPosition(field('text', 'a', { label_position: 'left' }), { LabelPosition: 'below' })).toBe('left')
    expect(labelPosition(field('text', 'a', { label_position: 'disable' }))).toBe('disable')
    expect(descriptionPosition(field('text', 'a', { desc_position: 'below' }), { DescPosition: 'above' })).toBe('below')
  })

  it('forces disable for header, separator, hidden and checkbox fields', () => {
    for (const type of ['header', 'separator', 'hidden', 'checkbox']) {
      expect(labelPosition(field(type, 'a', { label_position: 'above' }), { LabelPosition: 'left' })).toBe('disable')
    }
  })

  it('ignores unknown words', () => {
    expect(labelPosition(field('text', 'a', { label_position: 'sideways' }), { LabelPosition: 'below' })).toBe('below')
  })
})

describe("the chosen options' price total", () => {
  const priced: FormDefinition = {
    fields: {
      s: {
        extra: { key: 's' },
        fields: [
          [
            field('select', 'size', {
              enablePrice: true,
              values: [
                { label: 'Small', value: 's', price: 2 },
                { label: 'Large', value: 'l', price: '3.5' },
              ],
            }),
          ],
          [
            field('checkbox-group', 'extras', {
              enablePrice: true,
              enable_quantity: true,
              values: [
                { label: 'Bow', value: 'bow', price: 1.25 },
                { label: 'Card', value: 'card', price: '0.1' },
                { label: 'Custom', value: 'custom', price: '{quantity}*2' },
              ],
            }),
          ],
          [field('text', 'engraving', { enablePrice: true, price: 5 })],
          [field('checkbox', 'wrap', { enablePrice: true, price: '0.2', check_value: 'yes' })],
          [field('select', 'free', { values: [{ value: 'x', price: 100 }] })],
        ],
      },
    },
  }
  const values: Record<string, unknown> = { size: 'l', extras: ['bow', 'card'], engraving: 'Hi', wrap: true, free: 'x' }
  const valueOf = (id: string) => values[id] as never

  it('adds the prices the definition carries for what is chosen, enablePrice fields only', () => {
    const total = priceTotal(priced, lookup(), valueOf)
    expect(total.lines.map((l) => [l.elementId, l.label, l.amount])).toEqual([
      ['size', 'Large', 3.5],
      ['extras', 'Bow', 1.25],
      ['extras', 'Card', 0.1],
      ['engraving', 'engraving', 5],
      ['wrap', 'wrap', 0.2],
    ])
    expect(total.total).toBe(10.05)
  })

  it('multiplies by the quantity when enable_quantity is on (default 1)', () => {
    const total = priceTotal(priced, lookup(), valueOf, (id) => (id === 'extras' ? 3 : 7))
    expect(total.lines.filter((l) => l.elementId === 'extras').map((l) => l.amount)).toEqual([3.75, 0.3])
    expect(total.lines.find((l) => l.elementId === 'size')!.quantity).toBe(1)
    expect(total.total).toBe(12.75)
  })

  it('leaves out hidden and disabled fields and empty values', () => {
    expect(priceTotal(priced, lookup({ size: 'hidden', extras: 'disable' }), valueOf).total).toBe(5.2)
    expect(priceTotal(priced, lookup({}, { s: 'hidden' }), valueOf).total).toBe(0)
    expect(priceTotal(priced, lookup(), () => '').lines).toEqual([])
  })

  it("gives each field its own amount: its chosen options' together, 0 with nothing chosen", () => {
    const total = priceTotal(priced, lookup(), valueOf)
    expect(fieldAmount(total, 'size')).toBe(3.5)
    expect(fieldAmount(total, 'extras')).toBe(1.35)
    expect(fieldAmount(total, 'free')).toBe(0)
    expect(fieldAmount(priceTotal(priced, lookup({ size: 'hidden' }), valueOf), 'size')).toBe(0)
  })

  it("tells totals apart by every field's amount, not by the sum alone", () => {
    const total = priceTotal(priced, lookup(), valueOf)
    expect(sameAmounts(total, priceTotal(priced, lookup(), valueOf))).toBe(true)
    // The same sum from other fields: Large (3.5) out, the engraving (5) out, 8.5 of the same elsewhere is not the same.
    const moved = { ...total, lines: total.lines.map((line) => (line.elementId === 'size' ? { ...line, elementId: 'engraving' } : line)) }
    expect(moved.total).toBe(total.total)
    expect(sameAmounts(total, moved)).toBe(false)
  })

  it('lists prices that are not numbers instead of guessing (no formula engine)', () => {
    const total = priceTotal(priced, lookup(), (id) => (id === 'extras' ? ['custom'] : id === 'size' ? 'xl' : ''))
    expect(total.unpriced).toEqual([
      { elementId: 'size', value: 'xl' },
      { elementId: 'extras', value: 'custom' },
    ])
    expect(total.total).toBe(0)
  })
})

describe('field prices under the fields', () => {
  it("are shown in a section whose form rules say so (the plugin copies the form's rules into each)", () => {
    const section = (rules: unknown) => ({ extra: { key: 's', form_rules: rules }, fields: [] }) as never
    expect(showsFieldPrices(section({ disp_show_field_price: true }))).toBe(true)
    expect(showsFieldPrices(section({ disp_show_field_price: '1' }))).toBe(true)
    for (const rules of [{ disp_show_field_price: false }, { disp_show_field_price: '' }, {}, null, undefined])
      expect(showsFieldPrices(section(rules))).toBe(false)
    expect(showsFieldPrices(undefined)).toBe(false)
  })

  it('are shown for priced fields only', () => {
    const shown = { extra: { key: 's', form_rules: { disp_show_field_price: true } }, fields: [] } as never
    const hidden = { extra: { key: 's', form_rules: { disp_show_field_price: '' } }, fields: [] } as never
    const priced = { type: 'text', elementId: 'a', enablePrice: true } as never
    const free = { type: 'text', elementId: 'b' } as never
    expect(showsOwnPrice(priced, shown)).toBe(true)
    expect(showsOwnPrice(free, shown)).toBe(false)
    expect(showsOwnPrice(priced, hidden)).toBe(false)
  })
})

describe('column widths (sixths of the row, as WCPA Pro 5 gives them)', () => {
  it('gives a field of col sixths that class, rounded and kept within 1–6', () => {
    expect(columnSixths(3)).toBe(3)
    expect(columnSixths(1)).toBe(1)
    expect(columnSixths(2.6)).toBe(3)
    expect(columnSixths(0.2)).toBe(1)
    expect(columnSixths(-1)).toBe(1)
    expect(columnSixths(12)).toBe(6)
  })

  it("gives the whole row to a field without a usable col (the builder's default, 6)", () => {
    for (const col of [undefined, Number.NaN, Number.POSITIVE_INFINITY]) expect(columnSixths(col)).toBe(6)
  })
})
