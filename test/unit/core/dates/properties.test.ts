/**
 * Property tests: the calendar arithmetic against the platform's UTC calendar (a `Date` in UTC has
 * no zone to shift, so it is a fair independent reference here, in the tests only), and writing
 * then reading a date-time giving it back, for formats built from random token mixes.
 */
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  dayOfWeek,
  dayOfYear,
  daysInMonth,
  epochDay,
  formatDate,
  fromEpochDay,
  isoWeek,
  parseDate,
} from '../../../../src/core/dates/index.ts'

const calendarDate = fc
  .record({ year: fc.integer({ min: 1600, max: 2400 }), month: fc.integer({ min: 1, max: 12 }), day: fc.integer({ min: 1, max: 31 }) })
  .filter((d) => d.day <= daysInMonth(d.year, d.month))

const MS_PER_DAY = 86_400_000
const utcDays = (d: { year: number; month: number; day: number }) => {
  const at = new Date(Date.UTC(2000, d.month - 1, d.day))
  at.setUTCFullYear(d.year)
  return Math.round(at.getTime() / MS_PER_DAY)
}

/** ISO week, naively: find the Monday of week 1 (the week with 4 January) by walking back. */
function naiveIsoWeek(d: { year: number; month: number; day: number }): number {
  const days = utcDays(d)
  for (const year of [d.year + 1, d.year, d.year - 1]) {
    let monday = utcDays({ year, month: 1, day: 4 })
    while (new Date(monday * MS_PER_DAY).getUTCDay() !== 1) monday--
    if (days >= monday) return Math.floor((days - monday) / 7) + 1
  }
  throw new Error('unreachable')
}

describe('calendar arithmetic against the UTC calendar', () => {
  it('counts the same days since 1970 and converts back', () => {
    fc.assert(
      fc.property(calendarDate, (d) => {
        expect(epochDay(d)).toBe(utcDays(d))
        expect(fromEpochDay(epochDay(d))).toEqual(d)
      }),
    )
  })

  it('gives the same weekday', () => {
    fc.assert(
      fc.property(calendarDate, (d) => {
        expect(dayOfWeek(d)).toBe(new Date(utcDays(d) * MS_PER_DAY).getUTCDay())
      }),
    )
  })

  it('gives the day of the year as the sum of the months before plus the day', () => {
    fc.assert(
      fc.property(calendarDate, (d) => {
        let sum = d.day
        for (let m = 1; m < d.month; m++) sum += daysInMonth(d.year, m)
        expect(dayOfYear(d)).toBe(sum)
      }),
    )
  })

  it('gives the ISO week number', () => {
    fc.assert(
      fc.property(calendarDate, (d) => {
        expect(isoWeek(d)).toBe(naiveIsoWeek(d))
      }),
    )
  })
})

const dateTime = fc.record({
  year: fc.integer({ min: 1970, max: 2069 }),
  month: fc.integer({ min: 1, max: 12 }),
  day: fc.integer({ min: 1, max: 28 }),
  hour: fc.integer({ min: 0, max: 23 }),
  minute: fc.integer({ min: 0, max: 59 }),
  second: fc.integer({ min: 0, max: 59 }),
})

// Every format names the whole date-time once, with a choice of token for each part.
const format = fc
  .tuple(
    fc.constantFrom('Y', 'y'),
    fc.constantFrom('m', 'n', 'M', 'F'),
    fc.constantFrom('d', 'j', 'J'),
    fc.constantFrom('H', 'h K', 'G K'),
    fc.constantFrom('i'),
    fc.constantFrom('S', 's'),
    fc.constantFrom('-', '/', ' ', '.'),
    fc.boolean(),
    fc.constantFrom('', 'D ', 'l, '),
  )
  .map(([y, m, d, h, i, s, sep, dayFirst, weekday]) => {
    const date = dayFirst ? [d, m, y].join(sep) : [y, m, d].join(sep)
    return `${weekday}${date} ${h.replace(' ', `:${i}:${s} `)}${h.includes('K') ? '' : `:${i}:${s}`}`
  })

describe('writing then reading', () => {
  it('gives the same date-time back', () => {
    fc.assert(
      fc.property(dateTime, format, (at, f) => {
        expect(parseDate(formatDate(at, f), f)).toEqual(at)
      }),
    )
  })

  it('gives the same date back through U and Z', () => {
    fc.assert(
      fc.property(dateTime, fc.constantFrom('U', 'Z'), (at, f) => {
        expect(parseDate(formatDate(at, f), f)).toEqual(at)
      }),
    )
  })
})
