import { parseFieldMap } from '../../src/core/attribution/index.ts'
import { readWpFlag } from '../../src/core/wp/values.ts'
import { logError } from '../../src/runtime/log.ts'
import { recordOf, settingsGroup } from '../../src/runtime/settings-source.ts'

/**
 * The `wc_order_attribution` settings WooCommerce prints today (`{ params, fields }`), or the same
 * object in our settings block. (`params.allowTracking` and `params.consentCategory` are read by
 * src/runtime/tracking-consent.ts, the switch shared with the link and journey trackers.)
 * Checked by hand: the whole attribution feature runs on every page and must stay within 6 KB
 * gzip; a wrong value is reported and its default used.
 */
export interface AttributionPageSettings {
  lifetimeMonths: number
  sessionMinutes: number
  base64: boolean
  /** Input names are `${prefix}${field}`. */
  prefix: string
  /** Field → sourcebuster path (`current.typ`); its keys are the inputs, in order. */
  fields: Record<string, string>
}

export const DEFAULT_PREFIX = 'wc_order_attribution_'

/** A positive number, or its text ('' and blanks are 0: refused). */
const positive = (value: unknown) => {
  const n = Number(value)
  return (typeof value === 'number' || typeof value === 'string') && n > 0 ? n : undefined
}
const name = (value: unknown) => (typeof value === 'string' && /^[\w-]{0,64}$/.test(value) ? value : undefined)

let cached: AttributionPageSettings | undefined

/** Read once per page: the tracker and every element share it (and its error messages). */
export function readAttributionSettings(): AttributionPageSettings {
  if (cached) return cached
  const group = settingsGroup('wc_order_attribution')
  const params = recordOf(group.params)
  /** `params[key]` if absent (→ fallback) or accepted by `read`; otherwise reported, and the fallback. */
  const setting = <T>(key: string, fallback: T, read: (value: unknown) => T | undefined): T => {
    const value = params[key]
    const read_ = value === undefined || value === null ? fallback : read(value)
    if (read_ !== undefined) return read_
    logError(`<wc-order-attribution-inputs> setting wc_order_attribution.params.${key} is invalid; the default is used.`)
    return fallback
  }
  cached = {
    lifetimeMonths: setting('lifetime', 6, positive),
    sessionMinutes: setting('session', 30, positive),
    base64: setting('base64', false, readWpFlag),
    prefix: setting('prefix', DEFAULT_PREFIX, name),
    // Junk entries are dropped; nothing usable → WooCommerce's 16 default fields.
    fields: parseFieldMap(group.fields),
  }
  return cached
}

/** For tests. */
export function forgetAttributionSettings(): void {
  cached = undefined
}
