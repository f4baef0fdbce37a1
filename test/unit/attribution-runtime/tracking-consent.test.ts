// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { addSettingsBlock, recordDocumentListeners, removeRecordedListeners, resetPageGlobals, setGlobal } from './support.ts'

/* The consent switch lives for the page: every test imports it afresh after vi.resetModules(). */

async function load() {
  return import('../../../src/runtime/tracking-consent.ts')
}

function consentChange(detail: unknown): void {
  document.dispatchEvent(new CustomEvent('wp_listen_for_consent_change', { detail }))
}

beforeEach(() => {
  vi.resetModules()
  recordDocumentListeners()
})

afterEach(() => {
  removeRecordedListeners()
  resetPageGlobals()
})

describe('tracking consent: the site setting', () => {
  it('allows tracking when the site says nothing, as WooCommerce does', async () => {
    const { isTrackingAllowed } = await load()
    expect(isTrackingAllowed()).toBe(true)
  })

  it.each([false, 'no', '', 0, '0', 'false', 'off', ' OFF ', null])('disallows tracking for allowTracking %j', async (allowTracking) => {
    setGlobal('wc_order_attribution', { params: { allowTracking } })
    const { isTrackingAllowed } = await load()
    expect(isTrackingAllowed()).toBe(false)
  })

  it.each([true, 'yes', '1', 1, 'on', 'true'])('allows tracking for allowTracking %j', async (allowTracking) => {
    setGlobal('wc_order_attribution', { params: { allowTracking } })
    const { isTrackingAllowed } = await load()
    expect(isTrackingAllowed()).toBe(true)
  })

  it('reads allowTracking from the settings block too', async () => {
    addSettingsBlock({ wc_order_attribution: { params: { allowTracking: false } } })
    const { isTrackingAllowed } = await load()
    expect(isTrackingAllowed()).toBe(false)
  })
})

describe('tracking consent: the WP Consent API', () => {
  it('disallows tracking when a consent type is defined and marketing consent is missing', async () => {
    const hasConsent = vi.fn((category: string) => category !== 'marketing')
    setGlobal('wp_consent_type', 'optin')
    setGlobal('wp_has_consent', hasConsent)
    const { isTrackingAllowed } = await load()
    expect(isTrackingAllowed()).toBe(false)
    expect(hasConsent).toHaveBeenCalledWith('marketing')
  })

  it('allows tracking when marketing consent was given', async () => {
    setGlobal('wp_consent_type', 'optin')
    setGlobal('wp_has_consent', () => true)
    const { isTrackingAllowed } = await load()
    expect(isTrackingAllowed()).toBe(true)
  })

  it('ignores wp_has_consent while no consent type is defined', async () => {
    const hasConsent = vi.fn(() => false)
    setGlobal('wp_has_consent', hasConsent)
    const { isTrackingAllowed } = await load()
    expect(isTrackingAllowed()).toBe(true)
    expect(hasConsent).not.toHaveBeenCalled()
  })

  it('treats a wp_has_consent that throws as no answer', async () => {
    setGlobal('wp_consent_type', 'optin')
    setGlobal('wp_has_consent', () => {
      throw new Error('consent plugin broken')
    })
    const { isTrackingAllowed } = await load()
    expect(isTrackingAllowed()).toBe(true)
  })

  it('asks for the consentCategory of the settings', async () => {
    const hasConsent = vi.fn((category: string) => category === 'statistics')
    setGlobal('wc_order_attribution', { params: { consentCategory: 'statistics' } })
    setGlobal('wp_consent_type', 'optout')
    setGlobal('wp_has_consent', hasConsent)
    const { isTrackingAllowed } = await load()
    expect(isTrackingAllowed()).toBe(true)
    expect(hasConsent).toHaveBeenCalledWith('statistics')
  })

  it('keeps tracking off when the site disallows it, whatever the consent API answers', async () => {
    setGlobal('wc_order_attribution', { params: { allowTracking: false } })
    setGlobal('wp_consent_type', 'optin')
    setGlobal('wp_has_consent', () => true)
    const { isTrackingAllowed } = await load()
    expect(isTrackingAllowed()).toBe(false)
  })
})

describe('tracking consent: changes', () => {
  it('follows wp_listen_for_consent_change and notifies the listeners once per change', async () => {
    const { isTrackingAllowed, onTrackingChange } = await load()
    const changes: boolean[] = []
    onTrackingChange((allowed) => changes.push(allowed))
    expect(isTrackingAllowed()).toBe(true)
    consentChange({ marketing: 'allow' })
    expect(changes).toEqual([])
    consentChange({ marketing: 'deny' })
    expect(isTrackingAllowed()).toBe(false)
    consentChange({ marketing: 'deny' })
    consentChange({ marketing: 'allow' })
    expect(isTrackingAllowed()).toBe(true)
    expect(changes).toEqual([false, true])
  })

  it('ignores consent changes of other categories and malformed details', async () => {
    const { isTrackingAllowed, onTrackingChange } = await load()
    const changes: boolean[] = []
    onTrackingChange((allowed) => changes.push(allowed))
    isTrackingAllowed()
    consentChange({ statistics: 'deny', preferences: 'deny' })
    consentChange(null)
    consentChange('deny')
    consentChange({ marketing: 'maybe' })
    expect(isTrackingAllowed()).toBe(true)
    expect(changes).toEqual([])
  })

  it('follows the consentCategory of the settings in consent changes', async () => {
    setGlobal('wc_order_attribution', { params: { consentCategory: 'statistics' } })
    const { isTrackingAllowed } = await load()
    isTrackingAllowed()
    consentChange({ marketing: 'deny' })
    expect(isTrackingAllowed()).toBe(true)
    consentChange({ statistics: 'deny' })
    expect(isTrackingAllowed()).toBe(false)
  })

  it('re-reads wp_has_consent when wp_consent_type_defined fires', async () => {
    const { isTrackingAllowed, onTrackingChange } = await load()
    const changes: boolean[] = []
    onTrackingChange((allowed) => changes.push(allowed))
    expect(isTrackingAllowed()).toBe(true)
    setGlobal('wp_consent_type', 'optin')
    setGlobal('wp_has_consent', () => false)
    document.dispatchEvent(new Event('wp_consent_type_defined'))
    expect(isTrackingAllowed()).toBe(false)
    expect(changes).toEqual([false])
  })

  it('changes nothing on wp_consent_type_defined when the API still gives no answer', async () => {
    const { isTrackingAllowed } = await load()
    isTrackingAllowed()
    document.dispatchEvent(new Event('wp_consent_type_defined'))
    expect(isTrackingAllowed()).toBe(true)
  })

  it('notifies the listeners of setTrackingAllowed once per change, and not after unsubscribing', async () => {
    const { isTrackingAllowed, onTrackingChange, setTrackingAllowed } = await load()
    const changes: boolean[] = []
    const unsubscribe = onTrackingChange((allowed) => changes.push(allowed))
    setTrackingAllowed(false)
    setTrackingAllowed(false)
    expect(isTrackingAllowed()).toBe(false)
    unsubscribe()
    setTrackingAllowed(true)
    expect(isTrackingAllowed()).toBe(true)
    expect(changes).toEqual([false])
  })
})
