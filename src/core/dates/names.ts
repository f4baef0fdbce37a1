/**
 * Weekday and month names, AM/PM and the ordinal suffix of `J`. The default names are English; a
 * shop in another language hands in its own (flatpickr's locale shape, flattened).
 */

export interface DateNames {
  /** Sunday first, as `w` counts. */
  readonly weekdaysShort: readonly string[]
  readonly weekdaysLong: readonly string[]
  /** January first. */
  readonly monthsShort: readonly string[]
  readonly monthsLong: readonly string[]
  /** [AM, PM] */
  readonly amPm: readonly [string, string]
  /** The suffix printed after the day by `J` (English: st, nd, rd, th). */
  readonly ordinal: (day: number) => string
}

export const ENGLISH_DATE_NAMES: DateNames = Object.freeze<DateNames>({
  weekdaysShort: ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'],
  weekdaysLong: ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'],
  monthsShort: ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'],
  monthsLong: ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'],
  amPm: ['AM', 'PM'],
  ordinal: englishOrdinal,
})

/** 1st, 2nd, 3rd, 4th … 11th, 12th, 13th … 21st, 22nd, 23rd … 31st. */
function englishOrdinal(day: number): string {
  const lastTwo = day % 100
  if (lastTwo >= 11 && lastTwo <= 13) return 'th'
  switch (day % 10) {
    case 1:
      return 'st'
    case 2:
      return 'nd'
    case 3:
      return 'rd'
    default:
      return 'th'
  }
}

/** Month 1–12 for a short or long name (case-insensitive, short names first), 0 when unknown. */
export function monthFromName(name: string, names: DateNames): number {
  const wanted = name.toLowerCase()
  const short = names.monthsShort.findIndex((m) => m.toLowerCase() === wanted)
  if (short >= 0) return short + 1
  return names.monthsLong.findIndex((m) => m.toLowerCase() === wanted) + 1
}
