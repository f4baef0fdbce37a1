/**
 * One rule condition of a system B form, compiled once against its source field
 * and then tested against the source's current reading.
 */
import { SECONDS_PER_DAY, dayOfWeek, fromEpochDay } from '../dates/index.ts'
import { parseDecimal } from './fields.ts'
import { DateFormatFailure, TEXT_RELATIONS, readSpan, type CompiledSource, type Reading, type Span } from './sources.ts'
import type { ConditionScalar, RuleCondition } from './types.ts'

/** Every relation a rule may name, date relations last. */
export const RELATIONS = [
  'is',
  'is_not',
  'is_in',
  'is_not_in',
  'is_empty',
  'is_not_empty',
  'is_greater',
  'is_greater_or_equal',
  'is_lessthan',
  'is_lessthan_or_equal',
  'contains',
  'not_contains',
  'year_is',
  'week_day_is',
  'month_is',
  'month_day_is',
] as const

export type Relation = (typeof RELATIONS)[number]

const KNOWN = new Set<string>(RELATIONS)
const DATE_PART = new Set<string>(['year_is', 'week_day_is', 'month_is', 'month_day_is'])
const ORDERING = new Set<string>(['is_greater', 'is_greater_or_equal', 'is_lessthan', 'is_lessthan_or_equal'])

/** The outcome of one rule: held, not held, or failed (a failure makes the whole condition false). */
export type RuleOutcome = boolean | 'fail'

export type CompiledRule =
  /** Decided without looking at any value: empty cl_field, cl_relation "0", missing source, unknown relation. */
  | { readonly kind: 'fixed'; readonly outcome: boolean; readonly source?: undefined }
  | {
      readonly kind: 'test'
      readonly source: CompiledSource
      readonly relation: Relation
      readonly expected: Expected
    }

/** The comparison values, normalised for the source's kind. */
interface Expected {
  /** As text: trimmed and lowercased for text-like sources, lowercased otherwise. */
  readonly texts: readonly string[]
  /** Number sources: as decimals (NaN when not one). */
  readonly numbers: readonly number[]
  /** Date sources: as spans (null when no format reads them); 'fail' when that needed a format without parts. */
  readonly spans: readonly (Span | null)[] | 'fail'
  /** year_is, week_day_is, month_is, month_day_is: the integer. */
  readonly integer: number
}

/** The value(s) of cl_val as strings: objects by their `value`, null as ''. */
function scalars(value: RuleCondition['cl_val']): string[] {
  const list: readonly ConditionScalar[] = Array.isArray(value) ? value : value === undefined ? [] : [value as ConditionScalar]
  return list.map((item) => {
    if (item === null || item === undefined) return ''
    if (typeof item === 'object') return item.value === undefined || item.value === null ? '' : String(item.value)
    return String(item)
  })
}

/**
 * Compiles one rule. `lookup` finds a source field by elementId (cl_field is an elementId, not a
 * name). The order of the checks is the plugin's: empty cl_field → true, cl_relation "0" → false,
 * missing source field → false.
 */
export function compileRule(rule: RuleCondition | undefined, lookup: (id: string) => CompiledSource | undefined): CompiledRule {
  const field = rule?.cl_field
  if (field === undefined || field === null || field === false || field === '') return { kind: 'fixed', outcome: true }
  const relation = rule?.cl_relation
  if (relation === '0') return { kind: 'fixed', outcome: false }
  const source = lookup(String(field))
  if (!source) return { kind: 'fixed', outcome: false }
  // A relation not in RELATIONS (the plugin's server knows starts_with, ends_with, is_visible...) never holds.
  if (typeof relation !== 'string' || !KNOWN.has(relation)) return { kind: 'fixed', outcome: false }
  const known = relation as Relation
  // Only is_in and is_not_in use the full list of comparison values; all other relations use the first value only.
  const all = scalars(rule?.cl_val)
  const used = known === 'is_in' || known === 'is_not_in' ? all : all.slice(0, 1)
  return { kind: 'test', source, relation: known, expected: expectedFor(source, known, used) }
}

function expectedFor(source: CompiledSource, relation: Relation, used: readonly string[]): Expected {
  const lower = used.map((v) => (source.kind === 'text' || TEXT_RELATIONS.has(relation) ? v.trim() : v).toLowerCase())
  const numbers = source.kind === 'number' ? used.map(parseDecimal) : []
  let spans: Expected['spans'] = []
  if (source.kind === 'date' && !TEXT_RELATIONS.has(relation) && !DATE_PART.has(relation)) {
    try {
      spans = used.map((v) => readSpan(v.trim(), source, true))
    } catch (error) {
      if (!(error instanceof DateFormatFailure)) throw error
      spans = 'fail'
    }
  }
  const integer = DATE_PART.has(relation) ? Math.trunc(parseDecimal(used[0] ?? '')) : NaN
  return { texts: lower, numbers, spans, integer }
}

/**
 * Tests a compiled rule against the source's reading. If the source value is empty, only is_empty
 * is true. Several values (a checkbox group with several boxes checked): is, is_in and
 * contains hold when any value matches, is_not, is_not_in and not_contains when none does, and the
 * ordering relations when every value is on the right side (as the plugin's server decides).
 */
export function testRule(rule: Extract<CompiledRule, { kind: 'test' }>, reading: Reading): RuleOutcome {
  const { relation, expected } = rule
  if (reading.items.length === 0) return relation === 'is_empty'
  switch (relation) {
    case 'is_empty':
      return false
    case 'is_not_empty':
      return true
    case 'is':
    case 'is_in':
    case 'is_not':
    case 'is_not_in': {
      const found = anyEqual(reading, expected)
      if (found === 'fail') return 'fail'
      return relation === 'is' || relation === 'is_in' ? found : !found
    }
    case 'contains':
    case 'not_contains': {
      const needle = expected.texts[0] ?? ''
      const found = reading.kind === 'text' && reading.items.some((item) => item.includes(needle))
      return relation === 'contains' ? found : !found
    }
    case 'year_is':
    case 'week_day_is':
    case 'month_is':
    case 'month_day_is':
      return reading.kind === 'date' && reading.items.some((span) => spanHasPart(span, relation, expected.integer))
    default:
      if (ORDERING.has(relation)) return ordered(reading, relation, expected)
      return false
  }
}

function anyEqual(reading: Reading, expected: Expected): RuleOutcome {
  switch (reading.kind) {
    case 'text':
      return expected.texts.some((e) => reading.items.includes(e))
    case 'number':
      return expected.numbers.some((e) => reading.items.includes(e))
    case 'date':
      // Ranges match if they overlap (a single date is a range of one day or instant).
      if (expected.spans === 'fail') return 'fail'
      return expected.spans.some((e) => e !== null && reading.items.some((v) => v.start <= e.end && e.start <= v.end))
  }
}

function ordered(reading: Reading, relation: string, expected: Expected): RuleOutcome {
  switch (reading.kind) {
    case 'number': {
      const limit = expected.numbers[0]
      if (limit === undefined || Number.isNaN(limit)) return false
      return reading.items.every((v) => compareBy(relation, v - limit))
    }
    case 'text': {
      const limit = expected.texts[0]
      if (limit === undefined) return false
      return reading.items.every((v) => compareBy(relation, compareText(v, limit)))
    }
    case 'date': {
      if (expected.spans === 'fail') return 'fail'
      const limit = expected.spans[0]
      if (!limit) return false
      // Against a range: greater = after its end, greater-or-equal = not before its start,
      // less = before its start, less-or-equal = not after its end. A date value's own range
      // counts by its start for the greater relations and by its end for the lesser ones.
      return reading.items.every((v) => {
        switch (relation) {
          case 'is_greater':
            return v.start > limit.end
          case 'is_greater_or_equal':
            return v.start >= limit.start
          case 'is_lessthan':
            return v.end < limit.start
          default:
            return v.end <= limit.end
        }
      })
    }
  }
}

function compareBy(relation: string, difference: number): boolean {
  switch (relation) {
    case 'is_greater':
      return difference > 0
    case 'is_greater_or_equal':
      return difference >= 0
    case 'is_lessthan':
      return difference < 0
    default:
      return difference <= 0
  }
}

/** Two decimals compare as numbers (as PHP compares numeric strings), anything else by code units. */
function compareText(a: string, b: string): number {
  const x = parseDecimal(a)
  const y = parseDecimal(b)
  if (!Number.isNaN(x) && !Number.isNaN(y)) return x - y
  return a < b ? -1 : a > b ? 1 : 0
}

/** Beyond this many days a span holds every weekday, month and day of the month. */
const FULL_CYCLE_DAYS = 400

/** year_is / week_day_is / month_is / month_day_is: some day of the span has that part (integers). */
function spanHasPart(span: Span, relation: string, wanted: number): boolean {
  if (!Number.isInteger(wanted)) return false
  const first = Math.floor(span.start / SECONDS_PER_DAY)
  const last = Math.floor(span.end / SECONDS_PER_DAY)
  if (relation === 'year_is') return fromEpochDay(first).year <= wanted && wanted <= fromEpochDay(last).year
  if (last - first >= FULL_CYCLE_DAYS) {
    if (relation === 'week_day_is') return wanted >= 0 && wanted <= 6
    if (relation === 'month_is') return wanted >= 1 && wanted <= 12
    return wanted >= 1 && wanted <= 31
  }
  for (let day = first; day <= last; day++) {
    const date = fromEpochDay(day)
    const part = relation === 'week_day_is' ? dayOfWeek(date) : relation === 'month_is' ? date.month : date.day
    if (part === wanted) return true
  }
  return false
}
