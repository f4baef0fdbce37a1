/**
 * How a condition reads a source field: its kind, its
 * date format, and its current value turned into comparable items.
 */
import {
  BASE_REFERENCE_DATE,
  SECONDS_PER_DAY,
  compileDateFormat,
  parseDateOrRange,
  resolveDateFormat,
  toSerialSeconds,
  type CompiledDateFormat,
  type DateTimeRange,
} from '../dates/index.ts'
import { OTHER_PREFIX, parseDecimal, sourceKind, valueItems, type SourceKind } from './fields.ts'
import type { FieldDefinition, FieldValue, FrontSettings } from './types.ts'

/** A source field as compiled once per form. */
export interface CompiledSource {
  readonly id: string
  readonly field: FieldDefinition
  readonly kind: SourceKind
  /** Date kinds: 'date' compares whole days, 'datetime' seconds, 'time' seconds on 2022-01-01. */
  readonly precision?: 'date' | 'datetime' | 'time'
  /**
   * Date kinds: the field's format (its dateFormat, else the shop's date / time formats), or
   * 'invalid' when it has no valid parts.
   */
  readonly format?: CompiledDateFormat | 'invalid'
}

export function compileSource(field: FieldDefinition, settings: FrontSettings = {}): CompiledSource {
  const kind = sourceKind(field.type)
  if (kind !== 'date') return { id: field.elementId, field, kind }
  const precision = field.type === 'time' ? 'time' : field.type === 'datetime-local' ? 'datetime' : 'date'
  const pattern = resolveDateFormat(field.type, field.date_pic_conf ? field.date_pic_conf.dateFormat : undefined, settings)
  let format: CompiledDateFormat | 'invalid'
  try {
    format = compileDateFormat(pattern)
  } catch {
    // "Invalid date format definition.": a condition that has to read this field's dates fails.
    format = 'invalid'
  }
  return { id: field.elementId, field, kind, precision, format }
}

/** A closed span of serial seconds (a single date or a "start to end" range). */
export interface Span {
  readonly start: number
  readonly end: number
}

/**
 * The formats the plugin stores dates in (its `getUNIDate`: 'Y-m-d', 'Y-m-d H:i', 'H:i'), tried
 * before the field's own format. The most precise comes first, since reading stops at the first fit.
 */
const UNIVERSAL: Record<'date' | 'datetime' | 'time', readonly CompiledDateFormat[]> = {
  date: /* @__PURE__ */ ['Y-m-d'].map(compileDateFormat),
  datetime: /* @__PURE__ */ ['Y-m-d H:i:s', 'Y-m-d H:i', 'Y-m-d'].map(compileDateFormat),
  time: /* @__PURE__ */ ['H:i:s', 'H:i'].map(compileDateFormat),
}

/** Thrown when a date must be read with a format that has no valid parts. */
export class DateFormatFailure extends Error {}

/**
 * A date or range in the source's precision; null when no format reads it. For a source of kind
 * 'date' both ends become whole days; a date-only text on a date-time source covers its whole day;
 * a time source puts every value on the base date 2022-01-01.
 */
export function readSpan(text: string, source: CompiledSource, universalFirst: boolean): Span | null {
  const precision = source.precision ?? 'date'
  const own = source.format
  const formats: (CompiledDateFormat | 'invalid' | undefined)[] = universalFirst
    ? [...UNIVERSAL[precision], own]
    : [own, ...UNIVERSAL[precision]]
  for (const format of formats) {
    if (format === undefined) continue
    if (format === 'invalid') throw new DateFormatFailure()
    const range = parseDateOrRange(text, format)
    if (range) return toSpan(range, format, precision)
  }
  return null
}

function toSpan(range: DateTimeRange, format: CompiledDateFormat, precision: 'date' | 'datetime' | 'time'): Span {
  if (precision === 'time') {
    const base = toSerialSeconds(BASE_REFERENCE_DATE)
    const timeOf = (v: DateTimeRange['start']) => v.hour * 3600 + v.minute * 60 + v.second
    return { start: base + timeOf(range.start), end: base + timeOf(range.end) }
  }
  const start = toSerialSeconds(range.start)
  const end = toSerialSeconds(range.end)
  if (precision === 'date') return { start: dayStart(start), end: dayStart(end) }
  // A date without a time on a date-time field stands for the whole day.
  if (!format.hasTime) return { start, end: dayStart(end) + SECONDS_PER_DAY - 1 }
  return { start, end }
}

export function dayStart(serial: number): number {
  return Math.floor(serial / SECONDS_PER_DAY) * SECONDS_PER_DAY
}

/** The relations whose date sources are compared as text, not read as dates (the plugin does the same). */
export const TEXT_RELATIONS = new Set(['contains', 'not_contains'])

/** A source value made comparable for one relation. `items` empty means "no value". */
export type Reading =
  | { readonly kind: 'text'; readonly items: readonly string[] }
  | { readonly kind: 'number'; readonly items: readonly number[] }
  | { readonly kind: 'date'; readonly items: readonly Span[] }

/**
 * By kind: text-like lowercased and trimmed; number as a decimal; select, checkbox-group and
 * radio-group lowercased with WCPAOTH values counting as "other"; dates as a date or a range.
 * For contains / not_contains every kind compares its text (an 'other' value by the words typed
 * after the prefix, as the plugin's server does), and a number that does not read is no value.
 * Throws DateFormatFailure when a date must be read with a format that has no parts.
 */
export function readSource(source: CompiledSource, value: FieldValue, relation: string): Reading {
  const raw = valueItems(value, source.field)
  const asText = TEXT_RELATIONS.has(relation)
  switch (source.kind) {
    case 'none':
      return { kind: 'text', items: [] }
    case 'choice':
      return {
        kind: 'text',
        items: raw.map((item) => {
          if (!item.startsWith(OTHER_PREFIX)) return item.toLowerCase()
          return asText ? item.slice(OTHER_PREFIX.length).trim().toLowerCase() : 'other'
        }),
      }
    case 'number': {
      const numeric = raw.filter((item) => !Number.isNaN(parseDecimal(item)))
      if (asText) return { kind: 'text', items: texts(numeric) }
      return { kind: 'number', items: numeric.map(parseDecimal) }
    }
    case 'date':
      if (asText) return { kind: 'text', items: texts(raw) }
      return {
        kind: 'date',
        items: raw.flatMap((item) => {
          const span = readSpan(item, source, false)
          return span ? [span] : []
        }),
      }
    case 'text':
      return { kind: 'text', items: texts(raw) }
  }
}

function texts(raw: readonly string[]): string[] {
  return raw.map((item) => item.trim().toLowerCase()).filter((item) => item !== '')
}
