/**
 * Calendar-exact dates: plain year / month / day (and hour / minute / second) numbers, never a
 * `Date`. A `Date` carries the browser's time zone, so "2024-03-31" read at midnight can become the
 * 30th, and stepping by 86,400,000 ms skips or repeats a day across a daylight-saving change. Here a
 * day is a day: arithmetic goes through the day count since 1970-01-01 in the proleptic Gregorian
 * calendar (H. Hinnant's `days_from_civil` / `civil_from_days`), integers all the way.
 */

export interface CalendarDate {
  readonly year: number
  /** 1–12 */
  readonly month: number
  /** 1–31, valid for the month */
  readonly day: number
}

export interface CalendarDateTime extends CalendarDate {
  /** 0–23 */
  readonly hour: number
  /** 0–59 */
  readonly minute: number
  /** 0–59 */
  readonly second: number
}

/** System B's base reference date, 2022-01-01: the day a time-only value is placed on. */
export const BASE_REFERENCE_DATE: CalendarDate = Object.freeze({ year: 2022, month: 1, day: 1 })

export const SECONDS_PER_DAY = 86_400

export function isLeapYear(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0
}

const MONTH_LENGTHS = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31]

/** Days in the month (1–12) of the year; 0 for a month out of range. */
export function daysInMonth(year: number, month: number): number {
  if (month === 2 && isLeapYear(year)) return 29
  return MONTH_LENGTHS[month - 1] ?? 0
}

/** Integers, month 1–12, day 1 to the month's length (so 31 April and 29 February 2023 are out). */
export function isValidDate(year: number, month: number, day: number): boolean {
  return (
    Number.isInteger(year) &&
    Number.isInteger(month) &&
    Number.isInteger(day) &&
    month >= 1 &&
    month <= 12 &&
    day >= 1 &&
    day <= daysInMonth(year, month)
  )
}

/** Valid times: hours 0–23, minutes and seconds 0–59. */
export function isValidTime(hour: number, minute: number, second: number): boolean {
  return (
    Number.isInteger(hour) &&
    Number.isInteger(minute) &&
    Number.isInteger(second) &&
    hour >= 0 &&
    hour <= 23 &&
    minute >= 0 &&
    minute <= 59 &&
    second >= 0 &&
    second <= 59
  )
}

/** Days since 1970-01-01 (negative before). */
export function epochDay(date: CalendarDate): number {
  const y = date.month <= 2 ? date.year - 1 : date.year
  const era = Math.floor(y / 400)
  const yearOfEra = y - era * 400
  const monthIndex = date.month > 2 ? date.month - 3 : date.month + 9
  const dayOfYear = Math.floor((153 * monthIndex + 2) / 5) + date.day - 1
  const dayOfEra = yearOfEra * 365 + Math.floor(yearOfEra / 4) - Math.floor(yearOfEra / 100) + dayOfYear
  return era * 146_097 + dayOfEra - 719_468
}

/** The date `days` days after 1970-01-01. */
export function fromEpochDay(days: number): CalendarDate {
  const z = days + 719_468
  const era = Math.floor(z / 146_097)
  const dayOfEra = z - era * 146_097
  const yearOfEra = Math.floor(
    (dayOfEra - Math.floor(dayOfEra / 1460) + Math.floor(dayOfEra / 36_524) - Math.floor(dayOfEra / 146_096)) / 365,
  )
  const dayOfYear = dayOfEra - (365 * yearOfEra + Math.floor(yearOfEra / 4) - Math.floor(yearOfEra / 100))
  const monthIndex = Math.floor((5 * dayOfYear + 2) / 153)
  const day = dayOfYear - Math.floor((153 * monthIndex + 2) / 5) + 1
  const month = monthIndex < 10 ? monthIndex + 3 : monthIndex - 9
  return { year: yearOfEra + era * 400 + (month <= 2 ? 1 : 0), month, day }
}

export function addDays(date: CalendarDate, days: number): CalendarDate {
  return fromEpochDay(epochDay(date) + days)
}

/** 0 (Sunday) to 6 (Saturday), as flatpickr's `w` and PHP's `date('w')`. 1970-01-01 was a Thursday. */
export function dayOfWeek(date: CalendarDate): number {
  return (((epochDay(date) + 4) % 7) + 7) % 7
}

/** 1 (1 January) to 365 or 366. */
export function dayOfYear(date: CalendarDate): number {
  return epochDay(date) - epochDay({ year: date.year, month: 1, day: 1 }) + 1
}

/**
 * ISO 8601 week number (1–53), which is what flatpickr's `W` prints with its default `getWeek`: the
 * week belongs to the year of its Thursday, and week 1 holds 4 January.
 */
export function isoWeek(date: CalendarDate): number {
  const days = epochDay(date)
  const mondayBased = (dayOfWeek(date) + 6) % 7
  const thursday = fromEpochDay(days - mondayBased + 3)
  return Math.floor((dayOfYear(thursday) - 1) / 7) + 1
}

export function atTime(date: CalendarDate, hour = 0, minute = 0, second = 0): CalendarDateTime {
  return { year: date.year, month: date.month, day: date.day, hour, minute, second }
}

/** Seconds since 1970-01-01 00:00:00 of the same (zone-less) calendar: a total order for comparisons. */
export function toSerialSeconds(value: CalendarDate | CalendarDateTime): number {
  const time = 'hour' in value ? value.hour * 3600 + value.minute * 60 + value.second : 0
  return epochDay(value) * SECONDS_PER_DAY + time
}

export function fromSerialSeconds(serial: number): CalendarDateTime {
  const days = Math.floor(serial / SECONDS_PER_DAY)
  let rest = serial - days * SECONDS_PER_DAY
  const hour = Math.floor(rest / 3600)
  rest -= hour * 3600
  const minute = Math.floor(rest / 60)
  return atTime(fromEpochDay(days), hour, minute, rest - minute * 60)
}

/** Negative, zero or positive, by calendar day only. */
export function compareDates(a: CalendarDate, b: CalendarDate): number {
  return epochDay(a) - epochDay(b)
}

/** Negative, zero or positive, to the second. */
export function compareDateTimes(a: CalendarDateTime, b: CalendarDateTime): number {
  return toSerialSeconds(a) - toSerialSeconds(b)
}
