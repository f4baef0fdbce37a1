import { settingsBlock, settingsGroup } from './settings-source.ts'

/**
 * A text of the theme's chrome (an accessible name the theme never printed): from our settings
 * (`shop_islands.<key>` in the settings block), else the English default.
 */
export function themeText(key: string, fallback: string): string {
  const value = settingsGroup('shop_islands')[key]
  return typeof value === 'string' && value.trim() ? value : fallback
}

/**
 * A settings global of the theme (`panoramic`, `variables`, `panoramicSlider…`): the settings
 * block's copy over the page's own. The WordPress plugin hands over there what the theme localized
 * onto a script it dequeued; what the theme prints inline in its header stays a global.
 */
export function themeGlobal(name: string): unknown {
  const block = settingsBlock()
  return Object.hasOwn(block, name) ? block[name] : (globalThis as Record<string, unknown>)[name]
}
