/**
 * Date ranges as the plugin writes them: "start to end" (the plugin splits on whitespace, `to`,
 * whitespace). A single date is the range from itself to itself.
 */
import { toSerialSeconds, type CalendarDateTime } from './calendar.ts'
import { formatDate, parseDate, type CompiledDateFormat, type ParseOptions } from './format.ts'
import type { DateNames } from './names.ts'

export const RANGE_SEPARATOR = ' to '

export interface DateTimeRange {
  readonly start: CalendarDateTime
  readonly end: CalendarDateTime
}

const SPLIT = /\s+to\s+/

/** The two halves of "start to end", or null when the text holds no (or more than one) " to ". */
export function splitRange(text: string): readonly [string, string] | null {
  const halves = text.trim().split(SPLIT)
  return halves.length === 2 ? [halves[0]!, halves[1]!] : null
}

/**
 * A date or a "start to end" range, each side read with `format`; null when a side does not read.
 * A range written backwards is put in order (the plugin's calendar never writes one, but a typed
 * condition value might).
 */
export function parseDateOrRange(text: string, format: string | CompiledDateFormat, options?: ParseOptions): DateTimeRange | null {
  const halves = splitRange(text)
  if (!halves) {
    const single = parseDate(text.trim(), format, options)
    return single ? { start: single, end: single } : null
  }
  const start = parseDate(halves[0], format, options)
  const end = parseDate(halves[1], format, options)
  if (!start || !end) return null
  return toSerialSeconds(start) <= toSerialSeconds(end) ? { start, end } : { start: end, end: start }
}

export function formatDateRange(range: DateTimeRange, format: string | CompiledDateFormat, names?: DateNames): string {
  return `${formatDate(range.start, format, names)}${RANGE_SEPARATOR}${formatDate(range.end, format, names)}`
}

/** Closed intervals [a.start, a.end] and [b.start, b.end] share at least one instant. */
export function rangesOverlap(a: DateTimeRange, b: DateTimeRange): boolean {
  return toSerialSeconds(a.start) <= toSerialSeconds(b.end) && toSerialSeconds(b.start) <= toSerialSeconds(a.end)
}
