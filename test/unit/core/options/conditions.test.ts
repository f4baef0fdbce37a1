import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { RELATIONS, combine, statusFor } from '../../../../src/core/options/index.ts'
import { engineFor, field, form, group, holds, logic, relations, when } from './builders.ts'

const text = field('text', 'src')
const number = field('number', 'src')
const select = field('select', 'src', { values: [{ value: 'Red' }, { value: 'Blue' }] })
const boxes = field('checkbox-group', 'src', { values: [{ value: 'a' }, { value: 'b' }, { value: 'c' }] })
const radios = field('radio-group', 'src', { values: [{ value: 'x' }, { value: 'y' }] })
const date = field('date', 'src', { date_pic_conf: { dateFormat: 'd/m/Y' } })

describe('statuses', () => {
  it('combined condition true: show → visible, disable → disable, hide → hidden', () => {
    expect(statusFor('show', true)).toBe('visible')
    expect(statusFor('disable', true)).toBe('disable')
    expect(statusFor('hide', true)).toBe('hidden')
  })

  it('combined condition false: show → hidden, any other rule → visible', () => {
    expect(statusFor('show', false)).toBe('hidden')
    expect(statusFor('disable', false)).toBe('visible')
    expect(statusFor('hide', false)).toBe('visible')
  })

  it('shows, disables and hides a field by its rule', () => {
    const make = (rule: string) => field('text', 'target', logic(rule, when('src', 'is', 'yes')))
    for (const [rule, whenTrue, whenFalse] of [
      ['show', 'visible', 'hidden'],
      ['disable', 'disable', 'visible'],
      ['hide', 'hidden', 'visible'],
    ] as const) {
      expect(engineFor(form([text, make(rule)]), { src: 'yes' }).fieldStatus('target')).toBe(whenTrue)
      expect(engineFor(form([text, make(rule)]), { src: 'no' }).fieldStatus('target')).toBe(whenFalse)
    }
  })

  it("reads an unknown cl_rule as the plugin's server does: true → hidden, false → visible", () => {
    const target = (rule: string) => field('text', 'target', logic(rule, when('src', 'is', 'yes')))
    expect(engineFor(form([text, target('sometimes')]), { src: 'yes' }).fieldStatus('target')).toBe('hidden')
    expect(engineFor(form([text, target('')]), { src: 'no' }).fieldStatus('target')).toBe('visible')
  })

  it('no relations → visible, whatever the rule', () => {
    const noRelations = field('text', 'target', { enableCl: true, cl_rule: 'show', relations: [] })
    const emptyGroups = field('text', 'target2', { enableCl: true, cl_rule: 'show', relations: [{ rules: [], operator: false }] })
    const falseRelations = field('text', 'target3', { enableCl: true, cl_rule: 'show', relations: false })
    const engine = engineFor(form([noRelations, emptyGroups, falseRelations]))
    expect(['target', 'target2', 'target3'].map(engine.fieldStatus)).toEqual(['visible', 'visible', 'visible'])
  })

  it('enableCl off → visible, whatever the relations say', () => {
    const target = field('text', 'target', { ...logic('show', when('src', 'is', 'yes')), enableCl: false })
    expect(engineFor(form([text, target]), { src: 'no' }).fieldStatus('target')).toBe('visible')
  })

  it("reads WordPress's string flags", () => {
    const target = field('text', 'target', { ...logic('show', when('src', 'is', 'yes')), enableCl: '1' })
    expect(engineFor(form([text, target]), { src: 'no' }).fieldStatus('target')).toBe('hidden')
  })
})

describe('fixed rules', () => {
  it('empty cl_field → the rule holds', () => {
    expect(holds(text, '', { cl_field: '', cl_relation: 'is', cl_val: 'x' })).toBe(true)
    expect(holds(text, '', { cl_field: false, cl_relation: 'is' })).toBe(true)
  })

  it('cl_relation "0" → the rule fails', () => {
    expect(holds(text, 'x', when('src', '0', 'x'))).toBe(false)
  })

  it('a missing source field → the rule fails, even is_empty', () => {
    expect(holds(text, 'x', when('nowhere', 'is_empty'))).toBe(false)
    expect(holds(text, 'x', when('nowhere', 'is_not', 'y'))).toBe(false)
  })

  it('an unknown relation never holds', () => {
    expect(holds(text, 'abc', when('src', 'starts_with', 'a'))).toBe(false)
  })
})

describe('empty source values', () => {
  it('only is_empty is true', () => {
    for (const value of ['', '   ', undefined, null, false, [], ['', ' ']]) {
      for (const relation of RELATIONS) {
        const source = Array.isArray(value) ? boxes : text
        expect(holds(source, value, when('src', relation, 'x')), `${relation} on ${JSON.stringify(value)}`).toBe(relation === 'is_empty')
      }
    }
  })

  it('a number that does not read as a decimal is no value', () => {
    expect(holds(number, 'abc', when('src', 'is_empty'))).toBe(true)
    expect(holds(number, '12abc', when('src', 'is_not_empty'))).toBe(false)
  })
})

describe('comparison values', () => {
  it('only is_in and is_not_in use the whole list', () => {
    expect(holds(text, 'b', when('src', 'is_in', ['a', 'b']))).toBe(true)
    expect(holds(text, 'b', when('src', 'is_not_in', ['a', 'b']))).toBe(false)
    expect(holds(text, 'b', when('src', 'is', ['a', 'b']))).toBe(false)
    expect(holds(text, 'a', when('src', 'is', ['a', 'b']))).toBe(true)
    expect(holds(text, 'b', when('src', 'is_not', ['a', 'b']))).toBe(true)
    expect(holds(text, 'xb', when('src', 'contains', ['a', 'b']))).toBe(false)
  })

  it('reads { value } objects and numbers as their text', () => {
    expect(holds(text, 'a', when('src', 'is', { value: 'A' }))).toBe(true)
    expect(holds(number, '5', when('src', 'is', 5))).toBe(true)
  })
})

describe('text-like sources: lowercased and trimmed', () => {
  it.each(['hidden', 'text', 'color', 'textarea', 'url', 'email'])('%s compares without case or outer spaces', (type) => {
    const source = field(type, 'src')
    expect(holds(source, '  Hello World ', when('src', 'is', 'hello world'))).toBe(true)
    expect(holds(source, 'Hello', when('src', 'is', ' HELLO '))).toBe(true)
    expect(holds(source, 'Hello', when('src', 'is_not', 'hello'))).toBe(false)
  })

  it('contains and not_contains test substrings', () => {
    expect(holds(text, 'Large Box', when('src', 'contains', 'GE B'))).toBe(true)
    expect(holds(text, 'Large Box', when('src', 'contains', 'small'))).toBe(false)
    expect(holds(text, 'Large Box', when('src', 'not_contains', 'small'))).toBe(true)
    expect(holds(text, 'Large Box', when('src', 'not_contains', 'box'))).toBe(false)
  })

  it('orders decimals as numbers and other text by code units', () => {
    expect(holds(text, '10', when('src', 'is_greater', '9'))).toBe(true)
    expect(holds(text, 'b', when('src', 'is_greater', 'a'))).toBe(true)
    expect(holds(text, 'a', when('src', 'is_lessthan_or_equal', 'a'))).toBe(true)
  })

  it('is_not_empty holds for any non-blank text', () => {
    expect(holds(text, ' x ', when('src', 'is_not_empty'))).toBe(true)
  })
})

describe('number sources: compared as decimals', () => {
  it.each([
    ['is', '5', '5.0', true],
    ['is', '5', '6', false],
    ['is_not', '5', '6', true],
    ['is_greater', '5', '4.5', true],
    ['is_greater', '5', '5', false],
    ['is_greater_or_equal', '5', '5', true],
    ['is_lessthan', '5', '5', false],
    ['is_lessthan', '-1', '0', true],
    ['is_lessthan_or_equal', '5', '5', true],
    ['is_in', '2', ['1', '2.00'], true],
    ['is_not_in', '3', ['1', '2'], true],
  ] as const)('%s: %s against %s → %s', (relation, value, compared, expected) => {
    expect(holds(number, value, when('src', relation, compared as never))).toBe(expected)
  })

  it('a comparison value that is not a decimal never matches or orders', () => {
    expect(holds(number, '5', when('src', 'is', 'five'))).toBe(false)
    expect(holds(number, '5', when('src', 'is_not', 'five'))).toBe(true)
    expect(holds(number, '5', when('src', 'is_greater', 'five'))).toBe(false)
    expect(holds(number, '5', when('src', 'is_lessthan', 'five'))).toBe(false)
  })

  it('contains compares the typed text', () => {
    expect(holds(number, '1250', when('src', 'contains', '25'))).toBe(true)
  })
})

describe('choice sources: lowercased, WCPAOTH values count as "other"', () => {
  it('select compares without case', () => {
    expect(holds(select, 'Red', when('src', 'is', 'red'))).toBe(true)
    expect(holds(select, 'red', when('src', 'is', 'RED'))).toBe(true)
    expect(holds(select, 'Blue', when('src', 'is_in', ['red', 'blue']))).toBe(true)
  })

  it('radio group compares without case', () => {
    expect(holds(radios, 'X', when('src', 'is', 'x'))).toBe(true)
    expect(holds(radios, 'y', when('src', 'is_not', 'x'))).toBe(true)
  })

  it('an option value starting with WCPAOTH is "other"', () => {
    expect(holds(select, 'WCPAOTH Purple', when('src', 'is', 'other'))).toBe(true)
    expect(holds(boxes, ['a', 'WCPAOTH my own'], when('src', 'is', 'other'))).toBe(true)
    expect(holds(radios, 'WCPAOTH', when('src', 'is', 'Other'))).toBe(true)
    expect(holds(select, 'WCPAOTH Purple', when('src', 'is', 'purple'))).toBe(false)
  })

  it("contains reads an 'other' value by the words typed after the prefix", () => {
    expect(holds(select, 'WCPAOTH Deep Purple', when('src', 'contains', 'purple'))).toBe(true)
    expect(holds(select, 'WCPAOTH Deep Purple', when('src', 'contains', 'wcpaoth'))).toBe(false)
  })

  it('with several boxes checked, is, is_in and contains hold when any checked value matches', () => {
    const checked = ['a', 'c']
    expect(holds(boxes, checked, when('src', 'is', 'c'))).toBe(true)
    expect(holds(boxes, checked, when('src', 'is_in', ['b', 'c']))).toBe(true)
    expect(holds(boxes, checked, when('src', 'contains', 'c'))).toBe(true)
    expect(holds(boxes, checked, when('src', 'is', 'b'))).toBe(false)
    expect(holds(boxes, checked, when('src', 'is_not', 'c'))).toBe(false)
    expect(holds(boxes, checked, when('src', 'is_not_in', ['b']))).toBe(true)
    expect(holds(boxes, checked, when('src', 'not_contains', 'a'))).toBe(false)
  })

  it('orders every checked value', () => {
    const numbers = field('checkbox-group', 'src', { values: [{ value: '1' }, { value: '5' }, { value: '9' }] })
    expect(holds(numbers, ['5', '9'], when('src', 'is_greater', '4'))).toBe(true)
    expect(holds(numbers, ['1', '9'], when('src', 'is_greater', '4'))).toBe(false)
  })

  it('a single checkbox reads its checked value', () => {
    const box = field('checkbox', 'src', { check_value: 'Yes' })
    expect(holds(box, true, when('src', 'is', 'yes'))).toBe(true)
    expect(holds(box, false, when('src', 'is_empty'))).toBe(true)
    expect(holds(box, 'Yes', when('src', 'is_not_empty'))).toBe(true)
  })
})

describe('date sources: a date or a "start to end" range', () => {
  it('matches the same day, in the field format or the stored Y-m-d', () => {
    expect(holds(date, '05/01/2024', when('src', 'is', '2024-01-05'))).toBe(true)
    expect(holds(date, '05/01/2024', when('src', 'is', '05/01/2024'))).toBe(true)
    expect(holds(date, '05/01/2024', when('src', 'is', '2024-01-06'))).toBe(false)
    expect(holds(date, '05/01/2024', when('src', 'is_not', '2024-01-06'))).toBe(true)
  })

  it('ranges match if they overlap', () => {
    expect(holds(date, '05/01/2024 to 10/01/2024', when('src', 'is', '2024-01-08'))).toBe(true)
    expect(holds(date, '05/01/2024', when('src', 'is', '2024-01-01 to 2024-01-05'))).toBe(true)
    expect(holds(date, '05/01/2024 to 10/01/2024', when('src', 'is', '2024-01-10 to 2024-01-20'))).toBe(true)
    expect(holds(date, '05/01/2024 to 10/01/2024', when('src', 'is', '2024-01-11 to 2024-01-20'))).toBe(false)
    expect(holds(date, '01/01/2024 to 31/01/2024', when('src', 'is_in', ['2023-12-25', '2024-01-15']))).toBe(true)
    expect(holds(date, '01/01/2024 to 31/01/2024', when('src', 'is_not_in', ['2024-02-01']))).toBe(true)
  })

  it('orders dates: after the end, not before the start, before the start, not after the end', () => {
    expect(holds(date, '06/01/2024', when('src', 'is_greater', '2024-01-05'))).toBe(true)
    expect(holds(date, '05/01/2024', when('src', 'is_greater', '2024-01-05'))).toBe(false)
    expect(holds(date, '05/01/2024', when('src', 'is_greater_or_equal', '2024-01-05'))).toBe(true)
    expect(holds(date, '04/01/2024', when('src', 'is_lessthan', '2024-01-05'))).toBe(true)
    expect(holds(date, '05/01/2024', when('src', 'is_lessthan_or_equal', '2024-01-05'))).toBe(true)
    expect(holds(date, '03/01/2024 to 06/01/2024', when('src', 'is_lessthan', '2024-01-05'))).toBe(false)
    expect(holds(date, '03/01/2024 to 06/01/2024', when('src', 'is_greater', '2024-01-02'))).toBe(true)
    expect(holds(date, '03/01/2024', when('src', 'is_greater', '2023-12-01 to 2024-01-02'))).toBe(true)
    expect(holds(date, '03/01/2024', when('src', 'is_greater_or_equal', '2024-01-01 to 2024-01-09'))).toBe(true)
  })

  it('year_is, week_day_is, month_is and month_day_is compare integers', () => {
    // 5 January 2024 was a Friday.
    expect(holds(date, '05/01/2024', when('src', 'year_is', '2024'))).toBe(true)
    expect(holds(date, '05/01/2024', when('src', 'week_day_is', 5))).toBe(true)
    expect(holds(date, '05/01/2024', when('src', 'week_day_is', '05'))).toBe(true)
    expect(holds(date, '05/01/2024', when('src', 'month_is', '1'))).toBe(true)
    expect(holds(date, '05/01/2024', when('src', 'month_day_is', '5'))).toBe(true)
    expect(holds(date, '05/01/2024', when('src', 'month_day_is', '6'))).toBe(false)
    expect(holds(date, '05/01/2024', when('src', 'year_is', 'next year'))).toBe(false)
  })

  it('date relations hold when any day of a range has the part', () => {
    expect(holds(date, '05/01/2024 to 07/01/2024', when('src', 'week_day_is', '0'))).toBe(true)
    expect(holds(date, '05/01/2024 to 06/01/2024', when('src', 'week_day_is', '1'))).toBe(false)
    expect(holds(date, '30/12/2023 to 02/01/2024', when('src', 'year_is', '2024'))).toBe(true)
    expect(holds(date, '01/01/2020 to 31/12/2023', when('src', 'month_day_is', '31'))).toBe(true)
    expect(holds(date, '01/01/2020 to 31/12/2023', when('src', 'month_day_is', '32'))).toBe(false)
  })

  it('use the first comparison value only', () => {
    expect(holds(date, '05/01/2024', when('src', 'week_day_is', ['1', '5']))).toBe(false)
  })

  it('contains reads the date as text', () => {
    expect(holds(date, '05/01/2024', when('src', 'contains', '/01/'))).toBe(true)
  })

  it('a value the format cannot read is no value', () => {
    expect(holds(date, 'soon', when('src', 'is_empty'))).toBe(true)
  })

  it('date-time fields compare to the minute, and a date alone covers its whole day', () => {
    const when_ = field('datetime-local', 'src')
    const settings = { date_format: 'd/m/Y', time_format: 'H:i' }
    expect(holds(when_, '05/01/2024 10:30', when('src', 'is', '2024-01-05 10:30'), settings)).toBe(true)
    expect(holds(when_, '05/01/2024 10:30', when('src', 'is', '2024-01-05 10:31'), settings)).toBe(false)
    expect(holds(when_, '05/01/2024 10:30', when('src', 'is', '2024-01-05'), settings)).toBe(true)
    expect(holds(when_, '05/01/2024 10:30', when('src', 'is_lessthan', '2024-01-05 11:00'), settings)).toBe(true)
    expect(holds(when_, '05/01/2024 10:30', when('src', 'is_greater_or_equal', '2024-01-05'), settings)).toBe(true)
  })

  it('time fields compare times on the base date 2022-01-01', () => {
    const time = field('time', 'src')
    const settings = { time_format: 'h:i K' }
    expect(holds(time, '2:30 PM', when('src', 'is', '14:30'), settings)).toBe(true)
    expect(holds(time, '2:30 PM', when('src', 'is_greater', '12:00'), settings)).toBe(true)
    expect(holds(time, '9:00 AM', when('src', 'is_lessthan', '09:30'), settings)).toBe(true)
    // 2022-01-01 was a Saturday.
    expect(holds(time, '9:00 AM', when('src', 'week_day_is', '6'), settings)).toBe(true)
  })
})

describe('rule groups joined by and / or', () => {
  const T = when('', 'is') // empty cl_field: always true
  const F = when('src', '0') // cl_relation "0": always false
  const status = (rels: ReturnType<typeof relations>) =>
    engineFor(form([text, field('text', 'target', { enableCl: true, cl_rule: 'show', relations: rels })])).fieldStatus('target')

  it('joins rules inside a group', () => {
    expect(status(relations(group(T, 'and', T)))).toBe('visible')
    expect(status(relations(group(T, 'and', F)))).toBe('hidden')
    expect(status(relations(group(F, 'or', T)))).toBe('visible')
    expect(status(relations(group(F, 'or', F)))).toBe('hidden')
  })

  it('joins groups', () => {
    expect(status(relations(group(T), 'and', group(F)))).toBe('hidden')
    expect(status(relations(group(F), 'or', group(T)))).toBe('visible')
  })

  it('and binds tighter than or, as the plugin evaluates its expression string', () => {
    // T or F and F = T or (F and F) = true; left to right it would be (T or F) and F = false.
    expect(status(relations(group(T, 'or', F, 'and', F)))).toBe('visible')
    // F and F or T = (F and F) or T = true.
    expect(status(relations(group(F, 'and', F, 'or', T)))).toBe('visible')
    // F and T or F = false.
    expect(status(relations(group(F, 'and', T, 'or', F)))).toBe('hidden')
    expect(status(relations(group(T), 'or', group(F), 'and', group(F)))).toBe('visible')
  })

  it('parenthesises each group', () => {
    // (F or T) and (T) = true; without the parentheses F or (T and T) would be true as well,
    // so take (T or F) and (F): false, where T or (F and F) would be true.
    expect(status(relations(group(T, 'or', F), 'and', group(F)))).toBe('hidden')
  })

  it("never reads the last item's operator", () => {
    const rels = relations(group(T))
    const withTrailing = [{ rules: [{ rules: T, operator: 'and' }], operator: 'or' }]
    expect(status(rels)).toBe('visible')
    expect(status(withTrailing)).toBe('visible')
  })

  it('takes operators in any case', () => {
    expect(
      status([
        {
          rules: [
            { rules: F, operator: 'OR' },
            { rules: T, operator: false },
          ],
          operator: false,
        },
      ]),
    ).toBe('visible')
  })

  it('skips groups without rules, operator included', () => {
    expect(
      status([
        { rules: [{ rules: F, operator: false }], operator: 'or' },
        { rules: [], operator: 'and' },
        { rules: [{ rules: T, operator: false }], operator: false },
      ]),
    ).toBe('visible')
  })

  it('a missing operator between two items fails the evaluation: the condition is false', () => {
    expect(
      status([
        {
          rules: [
            { rules: T, operator: false },
            { rules: T, operator: false },
          ],
          operator: false,
        },
      ]),
    ).toBe('hidden')
    expect(
      status([
        { rules: [{ rules: T, operator: false }], operator: false },
        { rules: [{ rules: T, operator: false }], operator: false },
      ]),
    ).toBe('hidden')
    expect(
      status([
        {
          rules: [
            { rules: T, operator: 'xor' },
            { rules: T, operator: false },
          ],
          operator: false,
        },
      ]),
    ).toBe('hidden')
  })

  it('a failed evaluation with cl_rule hide leaves the field visible', () => {
    const target = field('text', 'target', {
      enableCl: true,
      cl_rule: 'hide',
      relations: [
        {
          rules: [
            { rules: T, operator: false },
            { rules: T, operator: false },
          ],
          operator: false,
        },
      ],
    })
    expect(engineFor(form([text, target])).fieldStatus('target')).toBe('visible')
  })

  it('a date format without valid parts fails the evaluation, whatever the other rules say', () => {
    const broken = field('date', 'when', { date_pic_conf: { dateFormat: 'at' } })
    const target = field('text', 'target', {
      enableCl: true,
      cl_rule: 'show',
      relations: relations(group(T, 'or', when('when', 'is', '2024-01-01'))),
    })
    const engine = engineFor(form([text, broken, target]), { when: 'soon' })
    expect(engine.fieldStatus('target')).toBe('hidden')
    expect(engine.rules.problems).toContainEqual({ kind: 'invalid-date-format', id: 'when', detail: 'Invalid date format definition.' })
    // With no value to read, nothing needs the format: only the other rule counts.
    engine.setValue('when', '')
    expect(engine.fieldStatus('target')).toBe('visible')
  })

  it('combine is an OR of AND-runs', () => {
    expect(combine([true], [])).toBe(true)
    expect(combine([], [])).toBe(false)
    expect(combine([false, true, true], ['or', 'and'])).toBe(true)
    expect(combine([true, true, false], ['or', 'and'])).toBe(true)
    expect(combine([true, false, false], ['and', 'or'])).toBe(false)
  })
})

describe('text and number rules against a naive reading of the rules', () => {
  // The comparison rules, word by word: empty source → only is_empty; text lowercased and trimmed,
  // numbers as decimals; only is_in / is_not_in take the whole list; contains is a substring test.
  const naive = (kind: 'text' | 'number', value: string, relation: string, compared: string[]): boolean => {
    const source = value.trim().toLowerCase()
    const asNumber = (s: string) => (/^[+-]?(\d+\.?\d*|\.\d+)$/.test(s.trim()) ? Number(s.trim()) : NaN)
    const empty = kind === 'number' ? Number.isNaN(asNumber(value)) : source === ''
    if (empty) return relation === 'is_empty'
    const used = relation === 'is_in' || relation === 'is_not_in' ? compared : compared.slice(0, 1)
    const equal = (c: string) => (kind === 'number' ? asNumber(c) === asNumber(value) : c.trim().toLowerCase() === source)
    const first = used[0]
    const diff = (): number => {
      if (first === undefined) return NaN
      const a = kind === 'number' ? asNumber(value) : asNumber(source)
      const b = asNumber(first)
      if (!Number.isNaN(a) && !Number.isNaN(b)) return a - b
      if (kind === 'number') return NaN
      const c = first.trim().toLowerCase()
      return source < c ? -1 : source > c ? 1 : 0
    }
    switch (relation) {
      case 'is':
      case 'is_in':
        return used.some(equal)
      case 'is_not':
      case 'is_not_in':
        return !used.some(equal)
      case 'is_empty':
        return false
      case 'is_not_empty':
        return true
      case 'contains':
        return source.includes((first ?? '').trim().toLowerCase())
      case 'not_contains':
        return !source.includes((first ?? '').trim().toLowerCase())
      case 'is_greater':
        return diff() > 0
      case 'is_greater_or_equal':
        return diff() >= 0
      case 'is_lessthan':
        return diff() < 0
      case 'is_lessthan_or_equal':
        return diff() <= 0
      default:
        return false
    }
  }
  const word = fc.constantFrom('', ' ', 'a', 'A ', 'ab', 'b', ' 10', '9', '-2', '2.50', 'x1')

  it('agree on every relation', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('text' as const, 'number' as const),
        word,
        fc.constantFrom(...RELATIONS),
        fc.array(word, { maxLength: 3 }),
        (kind, value, relation, compared) => {
          const source = field(kind, 'src')
          expect(holds(source, value, when('src', relation, compared))).toBe(naive(kind, value, relation, compared))
        },
      ),
      { numRuns: 500 },
    )
  })
})
