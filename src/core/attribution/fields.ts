/**
 * The order attribution fields the checkout sends: hidden inputs
 * `wc_order_attribution_{field}`, each read from the sourcebuster data by a path such as
 * `current.typ`, as WooCommerce's `wc_order_attribution.fields` global maps them.
 */

import { SBJS_NAMES } from './engine.ts'
import { NONE, UTM_KEYS, type SourcebusterData } from './types.ts'

/** The 16 fields, in the order WooCommerce sends them. */
export type FieldName =
  | 'source_type'
  | 'referrer'
  | 'utm_campaign'
  | 'utm_source'
  | 'utm_medium'
  | 'utm_content'
  | 'utm_id'
  | 'utm_term'
  | 'utm_source_platform'
  | 'utm_creative_format'
  | 'utm_marketing_tactic'
  | 'session_entry'
  | 'session_start_time'
  | 'session_pages'
  | 'session_count'
  | 'user_agent'

/** Field → sourcebuster path (WooCommerce's `OrderAttributionMeta::$default_fields`), in that order. */
export const FIELD_SOURCES: Readonly<Record<FieldName, string>> = Object.fromEntries(
  [
    'source_type current.typ',
    'referrer current_add.rf',
    ...UTM_KEYS.map(([name, key]) => `utm_${name} current.${key}`),
    'session_entry current_add.ep',
    'session_start_time current_add.fd',
    'session_pages session.pgs',
    'session_count udata.vst',
    'user_agent udata.uag',
  ].map((entry) => entry.split(' ')),
)

/** The 16 fields, in the order WooCommerce sends them. */
export const FIELD_NAMES = /* @__PURE__ */ Object.freeze(/* @__PURE__ */ Object.keys(FIELD_SOURCES)) as readonly FieldName[]

/**
 * The value at a path such as `current_add.rf` (the container names are sourcebuster's, as in the
 * cookie names: `current_add` is the data's `currentAdd`); undefined when the path leads nowhere.
 */
export function valueAt(data: SourcebusterData, path: string): string | undefined {
  const [name = '', ...rest] = path.split('.')
  // `migrations` names no container of the data. No container inherits a string: only own keys are found.
  const value = SBJS_NAMES.includes(name)
    ? (data as unknown as Record<string, Record<string, unknown> | undefined>)[name.replace('_add', 'Add')]?.[rest.join('.')]
    : undefined
  return typeof value === 'string' ? value : undefined
}

/**
 * The values to send, every one a string. A value the data lacks is `(none)`, as sourcebuster
 * stores absent ones (WooCommerce's server drops `(none)`; WooCommerce's own script would send ''
 * for a path that leads nowhere, which the server treats alike). Without a field map: the 16 fields.
 * Every path of a field map is text (parseFieldMap keeps no other).
 */
export function attributionValues(data: SourcebusterData): Record<FieldName, string>
export function attributionValues<F extends string>(data: SourcebusterData, fieldMap: Readonly<Record<F, string>>): Record<F, string>
export function attributionValues(data: SourcebusterData, fieldMap?: Readonly<Record<string, string>>): Record<string, string>
export function attributionValues(data: SourcebusterData, fieldMap?: Readonly<Record<string, string>>): Record<string, string> {
  return Object.fromEntries(Object.entries(fieldMap ?? FIELD_SOURCES).map(([field, path]) => [field, valueAt(data, path) ?? NONE]))
}

/** Every field '' (tracking disallowed, or nothing known yet). */
export function emptyValues(): Record<FieldName, string>
export function emptyValues<F extends string>(fieldMap: Readonly<Record<F, string>>): Record<F, string>
export function emptyValues(fieldMap?: Readonly<Record<string, string>>): Record<string, string>
export function emptyValues(fieldMap?: Readonly<Record<string, string>>): Record<string, string> {
  return Object.fromEntries(Object.keys(fieldMap ?? FIELD_SOURCES).map((field) => [field, '']))
}

const FIELD_NAME = /^\w{1,64}$/
const PATH = /^\w{1,32}\.\w{1,32}$/
const MAX_FIELDS = 64

/**
 * The `fields` map of the `wc_order_attribution` global (field → path), tolerating junk: an entry
 * is kept when its name is 1–64 word characters (it becomes an input name) and its path is
 * `word.word`; anything else is dropped. Plugins may add fields through WooCommerce's
 * `wc_order_attribution_tracking_fields` filter, so unknown names with good paths are kept.
 * Nothing usable (or not an object at all): WooCommerce's default map.
 */
export function parseFieldMap(input: unknown): Record<string, string> {
  const map: Record<string, string> = {}
  if (typeof input === 'object' && input !== null && !Array.isArray(input)) {
    for (const [field, path] of Object.entries(input as Record<string, unknown>)) {
      if (Object.keys(map).length >= MAX_FIELDS) break
      if (FIELD_NAME.test(field) && typeof path === 'string' && PATH.test(path)) map[field] = path
    }
  }
  return Object.keys(map).length > 0 ? map : { ...FIELD_SOURCES }
}
