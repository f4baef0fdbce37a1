/**
 * The date add-on's hidden inputs, as the
 * extension's server reads them back: it shows the date of `timestamp - offset hours`
 * (`wc_pao_convert_timestamp_to_gmt_offset($timestamp, -1 * $offset)`), so the two inputs must
 * agree on the offset.
 *
 * - `{field}-wc-pao-date`: the chosen calendar day at the current hour and minute, as Unix seconds.
 * - `{field}-wc-pao-date-gmt-offset`: 'default' reference → the browser's offset as
 *   `Date#getTimezoneOffset() / 60` (so UTC+2 is `-2`, the original's sign); 'store' → the store's
 *   `gmt_offset` (the time is taken on the store's clock).
 *
 * The offset's rule is date-offset.ts: the element fills that input as it starts, and needs this
 * module (with the calendar rules it imports) only for a date, so it loads it then; the folder's
 * index leaves it out for that reason.
 *
 * Pure: the element passes the browser's offset in minutes, `new Date(y, m - 1, d, h, min)
 * .getTimezoneOffset()` for the chosen moment. (The original took the offset of "now" for the
 * hidden offset but of the chosen day for the timestamp, an hour apart across a daylight-saving
 * change; one offset for both keeps the server's display on the chosen day.)
 */
import { type CalendarDate, isValidDate, isValidTime } from '../dates/calendar.ts'
import type { TimezoneReference } from './settings.ts'

/** A calendar day: the one calendar type of src/core/dates. */
export type DayOfCalendar = CalendarDate

export interface DateInputValues {
  readonly date: DayOfCalendar
  /** The current hour (0–23) and minute (0–59) on the browser's clock. */
  readonly hour: number
  readonly minute: number
  readonly reference: TimezoneReference
  /** `Date#getTimezoneOffset()` for the chosen moment: minutes, UTC minus local (UTC+2 → -120). */
  readonly browserOffsetMinutes: number
  /** `gmt_offset`: the store's offset from UTC in hours (5.5 for UTC+5:30). */
  readonly storeGmtOffset: number
}

/** True for a real day of the Gregorian calendar (no 31 April, 29 February only in leap years). */
export function isCalendarDay(date: DayOfCalendar): boolean {
  return isValidDate(date.year, date.month, date.day)
}

/**
 * `{field}-wc-pao-date`: Unix seconds of the chosen day at the current hour and minute.
 * - 'default': that wall-clock time in the browser's zone (wall time as UTC + the browser's offset);
 * - 'store': the original shifts the browser's moment back by the browser's offset and on by the
 *   store's, which is the wall time as UTC plus the store's offset in hours.
 * '' when the day or time is not a real one (nothing is stored, as for a cleared date).
 */
export function dateTimestamp(input: DateInputValues): string {
  const { date, hour, minute } = input
  if (!isCalendarDay(date) || !isValidTime(hour, minute, 0)) return ''
  const probe = new Date(Date.UTC(2000, date.month - 1, date.day, hour, minute))
  probe.setUTCFullYear(date.year)
  const wallAsUtc = probe.getTime() / 1000
  const shift =
    input.reference === 'store'
      ? (Number.isFinite(input.storeGmtOffset) ? input.storeGmtOffset : 0) * 3600
      : (Number.isFinite(input.browserOffsetMinutes) ? input.browserOffsetMinutes : 0) * 60
  return String(Math.round(wallAsUtc + shift))
}

/** The calendar's years run from 100 back to 10 ahead (jQuery UI's `c-100:c+10`). */
export { YEARS_AHEAD, YEARS_BACK, yearRange } from '../dates/jquery-ui-format.ts'
