import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { dateGmtOffset } from '../../../../src/core/addons/index.ts'
import { dateTimestamp, isCalendarDay, yearRange, type DateInputValues } from '../../../../src/core/addons/dates.ts'

const may10: DateInputValues = {
  date: { year: 2024, month: 5, day: 10 },
  hour: 14,
  minute: 30,
  reference: 'default',
  browserOffsetMinutes: 0,
  storeGmtOffset: 0,
}

describe('the hidden {field}-wc-pao-date input', () => {
  it('stores the chosen day at the current hour and minute, in Unix seconds', () => {
    expect(dateTimestamp(may10)).toBe(String(Date.UTC(2024, 4, 10, 14, 30) / 1000))
  })

  it("with reference 'default', takes the wall time in the browser's zone", () => {
    // UTC+2 (getTimezoneOffset() = -120): 14:30 local is 12:30 UTC.
    expect(dateTimestamp({ ...may10, browserOffsetMinutes: -120 })).toBe(String(Date.UTC(2024, 4, 10, 12, 30) / 1000))
    // UTC-5 (300): 14:30 local is 19:30 UTC.
    expect(dateTimestamp({ ...may10, browserOffsetMinutes: 300 })).toBe(String(Date.UTC(2024, 4, 10, 19, 30) / 1000))
  })

  it("with reference 'store', shifts to the store's offset whatever the browser's", () => {
    const store = { ...may10, reference: 'store' as const, storeGmtOffset: 2 }
    expect(dateTimestamp({ ...store, browserOffsetMinutes: 300 })).toBe(String(Date.UTC(2024, 4, 10, 16, 30) / 1000))
    expect(dateTimestamp({ ...store, browserOffsetMinutes: -60 })).toBe(String(Date.UTC(2024, 4, 10, 16, 30) / 1000))
    expect(dateTimestamp({ ...store, storeGmtOffset: 0 })).toBe(String(Date.UTC(2024, 4, 10, 14, 30) / 1000))
    expect(dateTimestamp({ ...store, storeGmtOffset: 5.5 })).toBe(String(Date.UTC(2024, 4, 10, 20, 0) / 1000))
  })

  it('stores nothing for a day or time that does not exist', () => {
    expect(dateTimestamp({ ...may10, date: { year: 2023, month: 2, day: 29 } })).toBe('')
    expect(dateTimestamp({ ...may10, date: { year: 2024, month: 4, day: 31 } })).toBe('')
    expect(dateTimestamp({ ...may10, date: { year: 2024, month: 13, day: 1 } })).toBe('')
    expect(dateTimestamp({ ...may10, hour: 24 })).toBe('')
    expect(dateTimestamp({ ...may10, minute: 1.5 })).toBe('')
    expect(dateTimestamp({ ...may10, date: { year: Number.NaN, month: 1, day: 1 } })).toBe('')
  })

  it('handles leap days and years before 100 exactly', () => {
    expect(isCalendarDay({ year: 2024, month: 2, day: 29 })).toBe(true)
    expect(isCalendarDay({ year: 1900, month: 2, day: 29 })).toBe(false)
    expect(dateTimestamp({ ...may10, date: { year: 50, month: 1, day: 1 }, hour: 0, minute: 0 })).toBe(String(-60589296000))
  })
})

describe('the hidden {field}-wc-pao-date-gmt-offset input', () => {
  it("with reference 'default' stores the browser offset in hours, getTimezoneOffset's sign", () => {
    expect(dateGmtOffset('default', -120, 0)).toBe('-2')
    expect(dateGmtOffset('default', 300, 0)).toBe('5')
    expect(dateGmtOffset('default', -330, 0)).toBe('-5.5')
    expect(dateGmtOffset('default', 0, 3)).toBe('0')
    expect(dateGmtOffset('default', -0, 3)).toBe('0')
  })

  it("with reference 'store' stores the store's gmt_offset (configured 0)", () => {
    expect(dateGmtOffset('store', -120, 0)).toBe('0')
    expect(dateGmtOffset('store', -120, 5.5)).toBe('5.5')
    expect(dateGmtOffset('store', -120, Number.NaN)).toBe('0')
  })

  it('lets the server show the chosen day: timestamp - offset hours is the wall time', () => {
    fc.assert(
      fc.property(
        fc.record({
          year: fc.integer({ min: 1925, max: 2035 }),
          month: fc.integer({ min: 1, max: 12 }),
          day: fc.integer({ min: 1, max: 28 }),
        }),
        fc.integer({ min: 0, max: 23 }),
        fc.integer({ min: 0, max: 59 }),
        fc.constantFrom<'default' | 'store'>('default', 'store'),
        fc.integer({ min: -14 * 4, max: 12 * 4 }).map((quarters) => quarters * 15),
        fc.integer({ min: -12 * 2, max: 14 * 2 }).map((halves) => halves / 2),
        (date, hour, minute, reference, browserOffsetMinutes, storeGmtOffset) => {
          const input = { date, hour, minute, reference, browserOffsetMinutes, storeGmtOffset }
          const timestamp = Number(dateTimestamp(input))
          const offset = Number(dateGmtOffset(reference, browserOffsetMinutes, storeGmtOffset))
          // The extension's server: date_i18n(format, timestamp + (-offset) * 3600).
          const shown = new Date((timestamp - offset * 3600) * 1000)
          expect([shown.getUTCFullYear(), shown.getUTCMonth() + 1, shown.getUTCDate()]).toEqual([date.year, date.month, date.day])
          expect([shown.getUTCHours(), shown.getUTCMinutes()]).toEqual([hour, minute])
        },
      ),
    )
  })
})

describe('the calendar year range', () => {
  it('runs from 100 years back to 10 ahead', () => {
    expect(yearRange(2024)).toEqual({ first: 1924, last: 2034 })
  })
})
