import type { DataOwner } from './data.ts'
import { logError } from './log.ts'
import { issueMessage, z } from './zod.ts'

/**
 * Settings come, in order of precedence, from the element's own attributes, the JSON settings block
 * `<script type="application/json" id="shop-islands-settings">`, and the globals the replaced plugins
 * print today (so adopt mode needs no template change), then the spec's defaults.
 *
 * The block mirrors the globals: `{ "woocommerce_params": {...}, "wc_order_attribution": {...},
 * "shop_islands": {...} }`, so a site can move what WordPress prints into it unchanged.
 */

export type SettingsGroup =
  | 'shop_islands'
  | 'woocommerce_params'
  | 'wc_add_to_cart_variation_params'
  | 'woocommerce_addons_params'
  | 'wcpa_front'
  | 'wc_order_attribution'

export const SETTINGS_BLOCK_ID = 'shop-islands-settings'

let block: Record<string, unknown> | undefined

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

/** The parsed settings block, read once. A malformed block is reported once and counts as empty. */
export function settingsBlock(doc: Document = document): Record<string, unknown> {
  if (block) return block
  block = {}
  const script = doc.getElementById(SETTINGS_BLOCK_ID)
  if (!script?.textContent?.trim()) return block
  try {
    const parsed: unknown = JSON.parse(script.textContent)
    if (isRecord(parsed)) block = parsed
    else logError(`the settings block #${SETTINGS_BLOCK_ID} must hold a JSON object; it is ignored.`)
  } catch (error) {
    logError(
      `the settings block #${SETTINGS_BLOCK_ID} is not valid JSON (${(error as Error).message}); it is ignored.`,
    )
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
  return { ...(isRecord(fromGlobal) ? fromGlobal : {}), ...(isRecord(fromBlock) ? fromBlock : {}) }
}

export interface SettingSpec<T> {
  /** Attribute on the element that overrides everything else. */
  attribute?: string
  /** Where the value lives in the block and the globals, first found wins. */
  keys: readonly (readonly [SettingsGroup, string])[]
  schema: z.core.$ZodType<T>
  fallback: T
}

export type SettingSpecs<S> = { [K in keyof S]: SettingSpec<S[K]> }

/**
 * Resolves every setting of an element: the first source that holds a valid value wins. A value that
 * fails its schema is reported (naming the element, where it came from and why) and the next source
 * is tried, down to the default: a wrong label must not cost the shopper a working form.
 */
export function readSettings<S>(owner: DataOwner, specs: SettingSpecs<S>): S {
  const result = {} as S
  for (const name of Object.keys(specs) as (keyof S)[]) {
    const spec = specs[name]
    result[name] = spec.fallback
    for (const [source, raw] of candidates(owner.host, spec)) {
      const parsed = z.safeParse(spec.schema, raw)
      if (parsed.success) {
        result[name] = parsed.data
        break
      }
      logError(`<${owner.tag}> ${source} is invalid: ${issueMessage(parsed.error)}; it is ignored.`)
    }
  }
  return result
}

function* candidates<T>(element: Element, spec: SettingSpec<T>): Generator<[source: string, raw: unknown]> {
  if (spec.attribute && element.hasAttribute(spec.attribute)) {
    yield [`attribute "${spec.attribute}"`, element.getAttribute(spec.attribute)]
  }
  for (const [group, key] of spec.keys) {
    const value = settingsGroup(group)[key]
    if (value !== undefined) yield [`setting ${group}.${key}`, value]
  }
}
