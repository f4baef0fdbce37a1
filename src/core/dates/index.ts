/** Calendar-exact dates and flatpickr-style formats, pure: see README.md in this folder. */

export {
  BASE_REFERENCE_DATE,
  SECONDS_PER_DAY,
  addDays,
  atTime,
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
  type CalendarDate,
  type CalendarDateTime,
} from './calendar.ts'
export {
  DATE_TOKENS,
  INVALID_DATE_FORMAT_MESSAGE,
  compileDateFormat,
  formatDate,
  parseDate,
  twoDigitYear,
  type CompiledDateFormat,
  type DateToken,
  type FormatPart,
  type ParseOptions,
} from './format.ts'
export { ENGLISH_DATE_NAMES, monthFromName, type DateNames } from './names.ts'
export { RANGE_SEPARATOR, formatDateRange, parseDateOrRange, rangesOverlap, splitRange, type DateTimeRange } from './range.ts'
export { FALLBACK_DATE_FORMAT, FALLBACK_TIME_FORMAT, resolveDateFormat, type DateFormatSettings } from './resolve.ts'
export { DEFAULT_JQUERY_UI_DATE_FORMAT, jqueryUiToFlatpickr, YEARS_AHEAD, YEARS_BACK, yearRange } from './jquery-ui-format.ts'
