import type { DataOwner } from '../data.ts'
import { readSettings, type SettingSpecs } from '../settings.ts'
import { fail, pass, type Validator, wpString } from '../validate.ts'

/**
 * What the calendar says. Its controls' names, which flatpickr does not give (ours, from
 * `shop_islands`, English by default), and the month and day names: WordPress translates jQuery
 * UI's (`monthNames`, `monthNamesShort`, `dayNames`, `dayNamesMin` of `wp_localize_jquery_ui_datepicker`),
 * but prints them in an inline script that calls jQuery UI; a shop copies them into our settings
 * block under `datepicker_*`, and flatpickr's English names stay otherwise.
 */
export interface CalendarTexts {
  i18n_datepicker_label: string
  i18n_datepicker_previous_month: string
  i18n_datepicker_next_month: string
  i18n_datepicker_month: string
  i18n_datepicker_year: string
  /** January first; null: flatpickr's. */
  datepicker_month_names: readonly string[] | null
  datepicker_month_names_short: readonly string[] | null
  /** Sunday first, as jQuery UI lists them; null: flatpickr's. */
  datepicker_day_names: readonly string[] | null
  datepicker_day_names_min: readonly string[] | null
}

const text = (key: keyof CalendarTexts, fallback: string) => ({
  keys: [['shop_islands', key]] as const,
  validate: wpString,
  fallback,
})

/** A list of exactly `length` non-empty texts (12 months, 7 days). */
function names(length: number): Validator<readonly string[] | null> {
  return (raw) =>
    Array.isArray(raw) && raw.length === length && raw.every((name) => typeof name === 'string' && name.trim() !== '')
      ? pass(raw as string[])
      : fail(`expected a list of ${length} names`)
}

const list = (key: keyof CalendarTexts, length: number) => ({
  keys: [['shop_islands', key]] as const,
  validate: names(length),
  fallback: null,
})

export const calendarTextSpecs: SettingSpecs<CalendarTexts> = {
  i18n_datepicker_label: text('i18n_datepicker_label', 'Choose a date'),
  i18n_datepicker_previous_month: text('i18n_datepicker_previous_month', 'Previous month'),
  i18n_datepicker_next_month: text('i18n_datepicker_next_month', 'Next month'),
  i18n_datepicker_month: text('i18n_datepicker_month', 'Month'),
  i18n_datepicker_year: text('i18n_datepicker_year', 'Year'),
  datepicker_month_names: list('datepicker_month_names', 12),
  datepicker_month_names_short: list('datepicker_month_names_short', 12),
  datepicker_day_names: list('datepicker_day_names', 7),
  datepicker_day_names_min: list('datepicker_day_names_min', 7),
}

export function calendarTexts(owner: DataOwner): CalendarTexts {
  return readSettings(owner, calendarTextSpecs)
}
