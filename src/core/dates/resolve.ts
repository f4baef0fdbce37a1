/**
 * Which format a system B date, time or date-time field is written in: the field's `dateFormat` if
 * set, else `time_format` for time, `date_format` plus `time_format` for datetime-local,
 * `date_format` otherwise.
 */

export interface DateFormatSettings {
  /** `wcpa_front.date_format` */
  readonly date_format?: string
  /** `wcpa_front.time_format` */
  readonly time_format?: string
}

/** flatpickr's own defaults, for a page whose settings carry no format at all. */
export const FALLBACK_DATE_FORMAT = 'Y-m-d'
export const FALLBACK_TIME_FORMAT = 'H:i'

export function resolveDateFormat(
  fieldType: string,
  fieldDateFormat: string | undefined | null | false,
  settings: DateFormatSettings = {},
): string {
  if (typeof fieldDateFormat === 'string' && fieldDateFormat.trim() !== '') return fieldDateFormat
  const date = nonEmpty(settings.date_format) ?? FALLBACK_DATE_FORMAT
  const time = nonEmpty(settings.time_format) ?? FALLBACK_TIME_FORMAT
  if (fieldType === 'time') return time
  if (fieldType === 'datetime-local') return `${date} ${time}`
  return date
}

function nonEmpty(value: string | undefined): string | undefined {
  return typeof value === 'string' && value.trim() !== '' ? value : undefined
}
