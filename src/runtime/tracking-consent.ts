import { readWpFlag } from '../core/wp/values.ts'
import { settingsGroup } from './settings-source.ts'

/**
 * Whether this visitor may be tracked: order attribution, the link-click and journey trackers all
 * follow this one switch. It starts from the site's setting (`wc_order_attribution.params.allowTracking`,
 * WooCommerce's default: allowed) and the WP Consent API's answer when the page has it; it changes
 * when the visitor gives or withdraws consent (`wp_listen_for_consent_change`) or a script calls
 * `setTrackingAllowed` (through `wc_order_attribution.setOrderTracking`).
 */

type Listener = (allowed: boolean) => void

let allowed: boolean | undefined
const listeners = new Set<Listener>()

interface ConsentApiWindow {
  wp_has_consent?: (category: string) => boolean
  wp_consent_type?: string
}

/** The visitor's answer through the WP Consent API, when a consent type is defined; else undefined. */
export function consentApiAnswer(category: string): boolean | undefined {
  const api = globalThis as ConsentApiWindow
  if (typeof api.wp_has_consent !== 'function' || !api.wp_consent_type) return undefined
  try {
    return Boolean(api.wp_has_consent(category))
  } catch {
    return undefined
  }
}

export function isTrackingAllowed(): boolean {
  if (allowed !== undefined) return allowed
  const params = settingsGroup('wc_order_attribution').params as Record<string, unknown> | undefined
  const category = typeof params?.consentCategory === 'string' ? params.consentCategory : 'marketing'
  // WooCommerce's default is to allow: a missing or unreadable setting allows.
  allowed = (readWpFlag(params?.allowTracking) ?? true) && (consentApiAnswer(category) ?? true)
  document.addEventListener('wp_listen_for_consent_change', (event) => {
    // (A detail that is not an object has no answer equal to 'allow' or 'deny'.)
    const answer = ((event as CustomEvent).detail as Record<string, unknown> | null | undefined)?.[category]
    if (answer === 'allow' || answer === 'deny') setTrackingAllowed(answer === 'allow')
  })
  document.addEventListener('wp_consent_type_defined', () => {
    const answer = consentApiAnswer(category)
    if (answer !== undefined) setTrackingAllowed(answer)
  })
  return allowed
}

export function setTrackingAllowed(next: boolean): void {
  if (isTrackingAllowed() === next) return
  allowed = next
  for (const listener of listeners) listener(next)
}

/** Calls `listener` on every change of the switch; returns the unsubscribe function. */
export function onTrackingChange(listener: Listener): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}
