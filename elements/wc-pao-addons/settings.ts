import { readAddonSettings, type AddonSettings } from '../../src/core/addons/index.ts'
import type { DataOwner } from '../../src/runtime/data.ts'
import { readSettings, settingsGroup, type SettingSpecs } from '../../src/runtime/settings.ts'
import { wpString } from '../../src/runtime/validate.ts'

/**
 * System A's settings: `woocommerce_addons_params` as the extension prints it, with our JSON
 * settings block over it key by key (src/runtime/settings-source.ts), read by the pure reader of
 * src/core/addons (string scalars or typed values; anything unreadable falls back to the spec's
 * defaults).
 */
export function addonSettings(): AddonSettings {
  return readAddonSettings(settingsGroup('woocommerce_addons_params'))
}

/**
 * Texts of the calendar that jQuery UI brought along and flatpickr lacks (its controls have no
 * names): ours, from `shop_islands`, English by default.
 */
export interface CalendarTexts {
  i18n_datepicker_label: string
  i18n_datepicker_previous_month: string
  i18n_datepicker_next_month: string
  i18n_datepicker_month: string
  i18n_datepicker_year: string
}

const text = (key: keyof CalendarTexts, fallback: string) => ({
  keys: [['shop_islands', key]] as const,
  validate: wpString,
  fallback,
})

export const calendarTextSpecs: SettingSpecs<CalendarTexts> = {
  i18n_datepicker_label: text('i18n_datepicker_label', 'Choose a date'),
  i18n_datepicker_previous_month: text('i18n_datepicker_previous_month', 'Previous month'),
  i18n_datepicker_next_month: text('i18n_datepicker_next_month', 'Next month'),
  i18n_datepicker_month: text('i18n_datepicker_month', 'Month'),
  i18n_datepicker_year: text('i18n_datepicker_year', 'Year'),
}

export function calendarTexts(owner: DataOwner): CalendarTexts {
  return readSettings(owner, calendarTextSpecs)
}
