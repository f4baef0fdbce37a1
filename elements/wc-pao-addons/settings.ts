import { readAddonSettings, type AddonSettings } from '../../src/core/addons/index.ts'
import { settingsGroup } from '../../src/runtime/settings.ts'

/**
 * System A's settings: `woocommerce_addons_params` as the extension prints it, with our JSON
 * settings block over it key by key (src/runtime/settings-source.ts), read by the pure reader of
 * src/core/addons (string scalars or typed values; anything unreadable falls back to the spec's
 * defaults).
 */
export function addonSettings(): AddonSettings {
  return readAddonSettings(settingsGroup('woocommerce_addons_params'))
}

// The calendar's texts are shared with the options form's date fields.
export { calendarTexts, type CalendarTexts } from '../../src/runtime/calendar/texts.ts'
