import { readWpFlag } from '../wp/values.ts'
import { parseJsonSetting, type Read } from './states.ts'

/**
 * The address fields' labels, required marks, placeholders, visibility, widths and order by
 * country, as WooCommerce's address-i18n.js applies `wc_address_i18n_params.locale`.
 */

export interface FieldLocale {
  label?: string
  placeholder?: string
  required?: boolean
  hidden?: boolean
  priority?: number
  class?: string[]
}

export type Locale = Readonly<Record<string, Readonly<Record<string, unknown>>>>

export function parseLocale(raw: unknown): Read<Locale> {
  const parsed = parseJsonSetting(raw)
  if (!parsed.ok) return parsed
  const locale: Record<string, Record<string, unknown>> = {}
  for (const [country, fields] of Object.entries(parsed.value)) {
    if (typeof fields === 'object' && fields !== null && !Array.isArray(fields)) locale[country] = fields as Record<string, unknown>
  }
  return { ok: true, value: locale }
}

/** `locale_fields`: field key => the selector of its rows. Selectors that are not text are left out. */
export function parseLocaleFields(raw: unknown): Read<Record<string, string>> {
  const parsed = parseJsonSetting(raw)
  if (!parsed.ok) return parsed
  const fields: Record<string, string> = {}
  for (const [key, selector] of Object.entries(parsed.value)) if (typeof selector === 'string' && selector.trim()) fields[key] = selector
  return { ok: true, value: fields }
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value)

/** jQuery's deep extend: objects merged key by key, arrays index by index (a country's one class replaces the default's first). */
function merge<T extends Record<string, unknown> | unknown[]>(target: T, source: unknown): T {
  if (!isRecord(source) && !Array.isArray(source)) return target
  const into = target as Record<string, unknown>
  for (const [key, value] of Object.entries(source)) {
    if (value === undefined) continue
    const present = into[key]
    if (Array.isArray(value)) into[key] = merge(Array.isArray(present) ? [...(present as unknown[])] : [], value)
    else if (isRecord(value)) into[key] = merge(isRecord(present) ? { ...present } : {}, value)
    else into[key] = value
  }
  return target
}

/**
 * One field's rules for one country: the default's, deepened by the country's (jQuery's deep
 * extend), the country's own falling back to `default` when the country has none. Values of the
 * wrong type are left out: a label must be text, a priority a number.
 */
export function fieldLocale(locale: Locale, country: string, key: string): FieldLocale {
  const own = locale[country] ?? locale.default ?? {}
  const merged: Record<string, unknown> = merge(merge({}, locale.default?.[key]), own[key])
  const result: FieldLocale = {}
  if (typeof merged.label === 'string') result.label = merged.label
  if (typeof merged.placeholder === 'string') result.placeholder = merged.placeholder
  const required = readWpFlag(merged.required)
  if (required !== undefined) result.required = required
  const hidden = readWpFlag(merged.hidden)
  if (hidden !== undefined) result.hidden = hidden
  const priority = typeof merged.priority === 'string' ? Number.parseInt(merged.priority, 10) : merged.priority
  if (typeof priority === 'number' && Number.isFinite(priority)) result.priority = priority
  if (Array.isArray(merged.class)) result.class = merged.class.filter((name): name is string => typeof name === 'string')
  return result
}

/**
 * The order of a fieldset's rows by priority, as address-i18n.js sorts them: a row without one
 * (or with 0) comes right after the row before it; equal priorities keep their order.
 * Returns the rows' indices in their new order.
 */
export function rowOrder(priorities: readonly (number | undefined)[]): number[] {
  let last = 0
  const filled = priorities.map((priority) => {
    const value = priority && Number.isFinite(priority) ? priority : last + 1
    last = value
    return Math.trunc(value)
  })
  return filled.map((_, index) => index).sort((a, b) => filled[a]! - filled[b]!)
}
