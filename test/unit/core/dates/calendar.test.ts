import { describe, expect, it } from 'vitest'
import {
  BASE_REFERENCE_DATE,
  addDays,
  compareDateTimes,
  compareDates,
  dayOfWeek,
  dayOfYear,
  daysInMonth,
  epochDay,
  fromEpochDay,
  fromSerialSeconds,
  isLeapYear,
  isValidDate,
  isValidTime,
  isoWeek,
  toSerialSeconds,
} from '../../../../src/core/dates/index.ts'

const date = (year: number, month: number, day: number) => ({ year, month, day })

describe('calendar-exact dates', () => {
  it('knows the Gregorian leap years', () => {
    expect([2024, 2000, 1600].map(isLeapYear)).toEqual([true, true, true])
    expect([2023, 1900, 2100].map(isLeapYear)).toEqual([false, false, false])
  })

  it('gives each month its length, February by the year', () => {
    expect(daysInMonth(2024, 2)).toBe(29)
    expect(daysInMonth(2023, 2)).toBe(28)
    expect(daysInMonth(2024, 4)).toBe(30)
    expect(daysInMonth(2024, 12)).toBe(31)
    expect(daysInMonth(2024, 13)).toBe(0)
  })

  it('accepts days 1–31 only where the month has them (valid for the month)', () => {
    expect(isValidDate(2024, 2, 29)).toBe(true)
    expect(isValidDate(2023, 2, 29)).toBe(false)
    expect(isValidDate(2024, 4, 31)).toBe(false)
    expect(isValidDate(2024, 1, 31)).toBe(true)
    expect(isValidDate(2024, 0, 1)).toBe(false)
    expect(isValidDate(2024, 13, 1)).toBe(false)
    expect(isValidDate(2024, 1, 0)).toBe(false)
    expect(isValidDate(2024, 1.5, 1)).toBe(false)
  })

  it('accepts hours 0–23, minutes and seconds 0–59', () => {
    expect(isValidTime(0, 0, 0)).toBe(true)
    expect(isValidTime(23, 59, 59)).toBe(true)
    expect(isValidTime(24, 0, 0)).toBe(false)
    expect(isValidTime(12, 60, 0)).toBe(false)
    expect(isValidTime(12, 0, 60)).toBe(false)
    expect(isValidTime(-1, 0, 0)).toBe(false)
  })

  it('counts days from 1970-01-01, both ways', () => {
    expect(epochDay(date(1970, 1, 1))).toBe(0)
    expect(epochDay(date(1969, 12, 31))).toBe(-1)
    expect(epochDay(date(2022, 1, 1))).toBe(18_993)
    expect(fromEpochDay(18_993)).toEqual(date(2022, 1, 1))
    expect(fromEpochDay(-719_468)).toEqual(date(0, 3, 1))
  })

  it('steps by calendar days across daylight-saving changes and month ends', () => {
    expect(addDays(date(2024, 3, 30), 1)).toEqual(date(2024, 3, 31))
    expect(addDays(date(2024, 3, 31), 1)).toEqual(date(2024, 4, 1))
    expect(addDays(date(2024, 10, 26), 2)).toEqual(date(2024, 10, 28))
    expect(addDays(date(2024, 2, 28), 1)).toEqual(date(2024, 2, 29))
    expect(addDays(date(2023, 2, 28), 1)).toEqual(date(2023, 3, 1))
    expect(addDays(date(2024, 1, 1), -1)).toEqual(date(2023, 12, 31))
  })

  it('numbers weekdays from 0 (Sunday) to 6 (Saturday)', () => {
    expect(dayOfWeek(date(1970, 1, 1))).toBe(4)
    expect(dayOfWeek(BASE_REFERENCE_DATE)).toBe(6)
    expect(dayOfWeek(date(2024, 3, 31))).toBe(0)
    expect(dayOfWeek(date(1969, 12, 28))).toBe(0)
  })

  it('numbers the days of the year from 1', () => {
    expect(dayOfYear(date(2024, 1, 1))).toBe(1)
    expect(dayOfYear(date(2024, 3, 1))).toBe(61)
    expect(dayOfYear(date(2023, 3, 1))).toBe(60)
    expect(dayOfYear(date(2024, 12, 31))).toBe(366)
    expect(dayOfYear(date(2023, 12, 31))).toBe(365)
  })

  it('gives the ISO week (the week of its Thursday), as flatpickr prints W', () => {
    expect(isoWeek(date(2021, 1, 3))).toBe(53)
    expect(isoWeek(date(2021, 1, 4))).toBe(1)
    expect(isoWeek(date(2024, 12, 30))).toBe(1)
    expect(isoWeek(BASE_REFERENCE_DATE)).toBe(52)
    expect(isoWeek(date(2024, 3, 5))).toBe(10)
  })

  it('orders dates and date-times, and converts seconds both ways', () => {
    expect(compareDates(date(2024, 1, 2), date(2024, 1, 1))).toBeGreaterThan(0)
    const a = { ...date(2024, 1, 1), hour: 23, minute: 59, second: 59 }
    const b = { ...date(2024, 1, 2), hour: 0, minute: 0, second: 0 }
    expect(compareDateTimes(a, b)).toBe(-1)
    expect(toSerialSeconds(b)).toBe(epochDay(b) * 86_400)
    expect(fromSerialSeconds(toSerialSeconds(a))).toEqual(a)
    expect(fromSerialSeconds(-1)).toEqual({ ...date(1969, 12, 31), hour: 23, minute: 59, second: 59 })
  })
})
