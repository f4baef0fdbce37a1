import type { AddonSettings } from '../../src/core/addons/index.ts'
import { dateTimestamp, type DateInputValues } from '../../src/core/addons/dates.ts'
import {
  compileDateFormat,
  DEFAULT_JQUERY_UI_DATE_FORMAT,
  jqueryUiToFlatpickr,
  parseDate,
  yearRange,
  type CalendarDateTime,
} from '../../src/core/dates/index.ts'
import { calendarTexts, type CalendarTexts } from '../../src/runtime/calendar/texts.ts'
import type { DataOwner } from '../../src/runtime/data.ts'
import { logError } from '../../src/runtime/log.ts'

/**
 * What a date add-on needs once it is used, and not before (date-field.ts loads this module for the
 * first date field that is focused or has a date): the shop's date format in flatpickr's tokens,
 * reading a date written in it, the timestamp the extension's server reads back, the years the
 * calendar offers and what it says (its texts, shared with the options form's date fields).
 */
export interface DateRules {
  /** flatpickr tokens, for the calendar. */
  readonly flatpickr: string
  /** The day a text in the shop's format names, or null. */
  parse(text: string): CalendarDateTime | null
  timestamp(values: DateInputValues): string
  years: typeof yearRange
  readonly texts: CalendarTexts
}

/**
 * `datepicker_date_format` (jQuery UI tokens) in flatpickr's, an unusable one reported and replaced;
 * the calendar's texts, each bad one reported by `owner`.
 */
export function dateRules(settings: AddonSettings, owner: DataOwner): DateRules {
  const { tag } = owner
  let tokens = jqueryUiToFlatpickr(settings.datepickerDateFormat)
  if (tokens === undefined) {
    logError(
      `<${tag}> setting woocommerce_addons_params.datepicker_date_format is invalid: "${settings.datepickerDateFormat}" has no date the calendar can show; '${DEFAULT_JQUERY_UI_DATE_FORMAT}' is used.`,
    )
    tokens = jqueryUiToFlatpickr(DEFAULT_JQUERY_UI_DATE_FORMAT) as string
  }
  const compiled = compileDateFormat(tokens)
  return {
    flatpickr: tokens,
    parse: (text) => parseDate(text, compiled),
    timestamp: dateTimestamp,
    years: yearRange,
    texts: calendarTexts(owner),
  }
}
