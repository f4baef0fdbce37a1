import { describe, expect, it } from 'vitest'
import {
  FALLBACK_DATE_FORMAT,
  FALLBACK_TIME_FORMAT,
  formatDateRange,
  parseDateOrRange,
  rangesOverlap,
  resolveDateFormat,
  splitRange,
} from '../../../../src/core/dates/index.ts'

const day = (year: number, month: number, d: number) => ({ year, month, day: d, hour: 0, minute: 0, second: 0 })

describe('ranges written "start to end"', () => {
  it('splits on " to " once, not inside words', () => {
    expect(splitRange('2024-01-01 to 2024-01-10')).toEqual(['2024-01-01', '2024-01-10'])
    expect(splitRange('October 5, 2024')).toBeNull()
    expect(splitRange('October 5 to October 9')).toEqual(['October 5', 'October 9'])
    expect(splitRange('a to b to c')).toBeNull()
  })

  it('reads a single date as a range of itself', () => {
    expect(parseDateOrRange('2024-01-05', 'Y-m-d')).toEqual({ start: day(2024, 1, 5), end: day(2024, 1, 5) })
  })

  it('reads both ends with the format, in order', () => {
    expect(parseDateOrRange('05/01/2024 to 10/01/2024', 'd/m/Y')).toEqual({ start: day(2024, 1, 5), end: day(2024, 1, 10) })
    expect(parseDateOrRange('10/01/2024 to 05/01/2024', 'd/m/Y')).toEqual({ start: day(2024, 1, 5), end: day(2024, 1, 10) })
    expect(parseDateOrRange('05/01/2024 to someday', 'd/m/Y')).toBeNull()
  })

  it('writes a range back the same way', () => {
    expect(formatDateRange({ start: day(2024, 1, 5), end: day(2024, 1, 10) }, 'j M')).toBe('5 Jan to 10 Jan')
  })

  it('overlaps when the ranges share a day, ends included', () => {
    const r = (a: number, b: number) => ({ start: day(2024, 1, a), end: day(2024, 1, b) })
    expect(rangesOverlap(r(1, 5), r(5, 9))).toBe(true)
    expect(rangesOverlap(r(1, 10), r(3, 4))).toBe(true)
    expect(rangesOverlap(r(3, 4), r(1, 10))).toBe(true)
    expect(rangesOverlap(r(1, 4), r(5, 9))).toBe(false)
  })
})

describe('which format a field uses', () => {
  const settings = { date_format: 'd/m/Y', time_format: 'H:i' }

  it("uses the field's dateFormat when it has one", () => {
    expect(resolveDateFormat('date', 'F j, Y', settings)).toBe('F j, Y')
    expect(resolveDateFormat('time', 'h:i K', settings)).toBe('h:i K')
  })

  it('uses time_format for time, date_format + time_format for datetime-local, date_format otherwise', () => {
    expect(resolveDateFormat('time', undefined, settings)).toBe('H:i')
    expect(resolveDateFormat('datetime-local', '', settings)).toBe('d/m/Y H:i')
    expect(resolveDateFormat('date', false, settings)).toBe('d/m/Y')
  })

  it("falls back to flatpickr's defaults when the settings carry no format", () => {
    expect(resolveDateFormat('date', undefined)).toBe(FALLBACK_DATE_FORMAT)
    expect(resolveDateFormat('time', undefined, { date_format: '' })).toBe(FALLBACK_TIME_FORMAT)
  })
})
