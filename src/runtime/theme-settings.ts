import { parseThemeSettings, type ThemeGlobals, type ThemeSettings } from '../core/theme/settings.ts'
import { settingsGroup } from './settings-source.ts'
import { logError } from './log.ts'

/**
 * The Panoramic theme's settings globals (`panoramicStickyHeaderDeactivationBreakpoint`, …), read
 * from the page once for every element of the theme's chrome: bad values take the theme's defaults
 * with one console.error for the page, however many elements read them.
 */
let cached: ThemeSettings | undefined

export function themeSettings(): ThemeSettings {
  if (cached) return cached
  const { settings, problems } = parseThemeSettings(globalThis as unknown as ThemeGlobals)
  // One line for all of them (not problems.ts: it rides in a chunk the theme's pages do not need).
  if (problems.length > 0) logError(`the theme settings globals have problems; the theme's defaults are used for them: ${problems.join('; ')}.`)
  cached = settings
  return settings
}

/** For tests: read the globals again next time. */
export function forgetThemeSettings(): void {
  cached = undefined
}

/**
 * A text of the theme's chrome (an accessible name the theme never printed): from our settings
 * (`shop_islands.<key>` in the settings block), else the English default.
 */
export function themeText(key: string, fallback: string): string {
  const value = settingsGroup('shop_islands')[key]
  return typeof value === 'string' && value.trim() ? value : fallback
}
