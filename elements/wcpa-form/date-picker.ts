/** The calendar's flatpickr options for a date, time or date-time field of the options form. */
import type { BaseOptions } from 'flatpickr/dist/types/options'

/** The picker's options for a field: its resolved format, and what `date_pic_conf` may set. */
export function pickerOptions(type: string, format: string, conf: Record<string, unknown>): Partial<BaseOptions> {
  const options: Partial<BaseOptions> = {
    dateFormat: format,
    // Typing stays possible: a keyboard user need not use the calendar.
    allowInput: true,
    disableMobile: true,
    enableTime: type === 'time' || type === 'datetime-local',
    noCalendar: type === 'time',
    time_24hr: !/[hGK]/.test(format.replace(/\\./g, '')),
  }
  const mode = conf.mode
  if (mode === 'range' || mode === 'multiple' || mode === 'single') options.mode = mode
  for (const key of ['minDate', 'maxDate'] as const) {
    const value = conf[key]
    if (typeof value === 'string' || typeof value === 'number') options[key] = value
  }
  return options
}
