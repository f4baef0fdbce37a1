import { parseFieldMap } from '../../src/core/attribution/index.ts'
import { logError } from '../../src/runtime/log.ts'
import { recordOf, settingsGroup } from '../../src/runtime/settings-source.ts'
import { fail, text, type Validator, wpBoolean, wpNumber } from '../../src/runtime/validate.ts'

/**
 * The `wc_order_attribution` settings WooCommerce prints today (`{ params, fields }`), or the same
 * object in our settings block. (`params.allowTracking` and `params.consentCategory` are read by
 * src/runtime/tracking-consent.ts, the switch shared with the link and journey trackers.)
 * Checked with the small validators of src/runtime/validate.ts rather than with zod: the whole
 * attribution feature runs on every page and must stay within 6 KB gzip (zod alone is 5 KB); a wrong
 * value is reported and its default used.
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

/** `value` if absent (→ fallback) or accepted by `validate`; otherwise reported, and the fallback. */
function setting<T>(key: string, value: unknown, fallback: T, validate: Validator<T>): T {
  if (value === undefined || value === null) return fallback
  const result = validate(value)
  if (result.ok) return result.value
  logError(`<wc-order-attribution-inputs> setting wc_order_attribution.${key} is invalid: ${result.reason}; the default is used.`)
  return fallback
}

const positive: Validator<number> = (value) => {
  const result = wpNumber(value)
  return result.ok && result.value <= 0 ? fail('expected a number above 0') : result
}
const name = text(/^[\w-]{0,64}$/, 'expected a name')

let cached: AttributionPageSettings | undefined

/** Read once per page: the tracker and every element share it (and its error messages). */
export function readAttributionSettings(): AttributionPageSettings {
  if (cached) return cached
  const group = settingsGroup('wc_order_attribution')
  const params = recordOf(group.params)
  cached = {
    lifetimeMonths: setting('params.lifetime', params.lifetime, 6, positive),
    sessionMinutes: setting('params.session', params.session, 30, positive),
    base64: setting('params.base64', params.base64, false, wpBoolean),
    prefix: setting('params.prefix', params.prefix, DEFAULT_PREFIX, name),
    // Junk entries are dropped; nothing usable → the 16 fields of the spec.
    fields: parseFieldMap(group.fields),
  }
  return cached
}

/** For tests. */
export function forgetAttributionSettings(): void {
  cached = undefined
}
