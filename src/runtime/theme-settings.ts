import { settingsGroup } from './settings-source.ts'

/**
 * A text of the theme's chrome (an accessible name the theme never printed): from our settings
 * (`shop_islands.<key>` in the settings block), else the English default.
 */
export function themeText(key: string, fallback: string): string {
  const value = settingsGroup('shop_islands')[key]
  return typeof value === 'string' && value.trim() ? value : fallback
}
