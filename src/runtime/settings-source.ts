import { logError } from './log.ts'

/**
 * Settings come, in order of precedence, from the element's own attributes, the JSON settings block
 * `<script type="application/json" id="shop-islands-settings">`, and the globals the replaced plugins
 * print today (so adopt mode needs no template change), then the defaults.
 *
 * The block mirrors the globals: `{ "woocommerce_params": {...}, "wc_order_attribution": {...},
 * "shop_islands": {...} }`, so a site can move what WordPress prints into it unchanged.
 */

export type SettingsGroup =
  | 'shop_islands'
  | 'woocommerce_params'
  | 'wc_add_to_cart_variation_params'
  | 'wc_single_product_params'
  | 'wc_add_to_cart_params'
  | 'wc_cart_fragments_params'
  | 'wc_cart_params'
  | 'woocommerce_addons_params'
  | 'wcpa_front'
  | 'wc_order_attribution'
  | 'wc_country_select_params'
  | 'wc_address_i18n_params'
  | 'wc_password_strength_meter_params'
  | 'pwsL10n'
  | '_zxcvbnSettings'
  | 'wc_checkout_params'

export const SETTINGS_BLOCK_ID = 'shop-islands-settings'

let block: Record<string, unknown> | undefined

/** A plain object (not null, not an array): what a settings group or nested setting must be. */
export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

/** The parsed settings block, read once. A malformed block is reported once and counts as empty. */
export function settingsBlock(): Record<string, unknown> {
  if (block) return block
  block = {}
  const script = document.getElementById(SETTINGS_BLOCK_ID)
  if (!script?.textContent.trim()) return block
  try {
    const parsed: unknown = JSON.parse(script.textContent)
    if (isRecord(parsed)) block = parsed
    else logError(`the settings block #${SETTINGS_BLOCK_ID} must hold a JSON object; it is ignored.`)
  } catch (error) {
    logError(`the settings block #${SETTINGS_BLOCK_ID} is not valid JSON (${(error as Error).message}); it is ignored.`)
  }
  return block
}

/** For tests and for pages that replace the block: read it again next time. */
export function forgetSettingsBlock(): void {
  block = undefined
}

/** The whole group, block over global, key by key. */
export function settingsGroup(group: SettingsGroup): Record<string, unknown> {
  const fromGlobal = (globalThis as Record<string, unknown>)[group]
  const fromBlock = settingsBlock()[group]
  return { ...recordOf(fromGlobal), ...recordOf(fromBlock) }
}

/** A nested setting as an object, or an empty one when it is anything else. */
export function recordOf(value: unknown): Record<string, unknown> {
  return isRecord(value) ? value : {}
}
