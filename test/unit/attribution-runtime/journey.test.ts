// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { readAnalyticsSettings } from '../../../behaviours/site-analytics/settings.ts'
import { readJourney } from '../../../src/core/attribution/index.ts'
import {
  clearCookiesOf,
  recordDocumentListeners,
  removeRecordedListeners,
  resetPageGlobals,
  rawCookie,
  setGlobal,
  setURL,
} from './support.ts'

/*
 * Each page view is a fresh import (vi.resetModules()) of the journey tracker and of the consent
 * switch it follows, on the address the test sets; the cookie jar carries the journey between them.
 */

const SHOP = 'https://shop.example/'

/** Loads the page at `url` the way the loader starts the journey on every page. */
async function visit(url: string) {
  vi.resetModules()
  removeRecordedListeners()
  recordDocumentListeners()
  setURL(url)
  const consent = await import('../../../src/runtime/tracking-consent.ts')
  const { startJourney } = await import('../../../behaviours/site-analytics/journey.ts')
  const settings = await import('../../../behaviours/site-analytics/settings.ts')
  startJourney(settings.readAnalyticsSettings().journey)
  return consent
}

function journey(name = 'si_journey'): string[] {
  return readJourney(rawCookie(name))
}

beforeEach(() => {
  recordDocumentListeners()
})

afterEach(() => {
  removeRecordedListeners()
  resetPageGlobals()
  clearCookiesOf([SHOP])
})

describe('visitor journey', () => {
  it('stores the first page in the si_journey cookie', async () => {
    await visit(`${SHOP}?utm_source=news#top`)
    expect(journey()).toEqual([`${SHOP}?utm_source=news`])
  })

  it('appends the next page of the visit', async () => {
    await visit(SHOP)
    await visit(`${SHOP}product/mug/?color=blue`)
    expect(journey()).toEqual([SHOP, `${SHOP}product/mug/?color=blue`])
  })

  it('does not repeat a reload of the same page', async () => {
    await visit(SHOP)
    await visit(`${SHOP}cart/`)
    await visit(`${SHOP}cart/`)
    expect(journey()).toEqual([SHOP, `${SHOP}cart/`])
  })

  it('keeps a page visited again later', async () => {
    await visit(SHOP)
    await visit(`${SHOP}cart/`)
    await visit(SHOP)
    expect(journey()).toEqual([SHOP, `${SHOP}cart/`, SHOP])
  })

  it('stores nothing while tracking is not allowed', async () => {
    setGlobal('wc_order_attribution', { params: { allowTracking: false } })
    await visit(SHOP)
    await visit(`${SHOP}cart/`)
    expect(rawCookie('si_journey')).toBeUndefined()
  })

  it('deletes the cookie when consent is withdrawn, and records the page again when it is given', async () => {
    await visit(SHOP)
    const { setTrackingAllowed } = await visit(`${SHOP}cart/`)
    expect(journey()).toHaveLength(2)
    setTrackingAllowed(false)
    expect(rawCookie('si_journey')).toBeUndefined()
    setTrackingAllowed(true)
    expect(journey()).toEqual([`${SHOP}cart/`])
  })

  it('follows a consent withdrawal through the WP Consent API', async () => {
    const { isTrackingAllowed } = await visit(SHOP)
    expect(isTrackingAllowed()).toBe(true)
    document.dispatchEvent(new CustomEvent('wp_listen_for_consent_change', { detail: { marketing: 'deny' } }))
    expect(rawCookie('si_journey')).toBeUndefined()
  })

  it('drops the oldest pages to stay within the cap of the settings', async () => {
    setGlobal('shop_islands', { analytics: { journey: { cap: 120 } } })
    const pages = ['first', 'second', 'third', 'fourth', 'fifth'].map((name) => `${SHOP}${name}-page-of-the-visit/`)
    for (const page of pages) await visit(page)
    const value = rawCookie('si_journey') ?? ''
    expect(value.length).toBeLessThanOrEqual(120)
    const kept = journey()
    expect(kept.length).toBeGreaterThan(0)
    expect(kept).toEqual(pages.slice(pages.length - kept.length))
  })

  it('uses the cookie name of the settings, and can be turned off', async () => {
    setGlobal('shop_islands', { analytics: { journey: { cookie: 'my_path' } } })
    await visit(SHOP)
    expect(journey('my_path')).toEqual([SHOP])
    expect(rawCookie('si_journey')).toBeUndefined()
    setGlobal('shop_islands', { analytics: { journey: { enabled: false } } })
    await visit(`${SHOP}cart/`)
    expect(journey('my_path')).toEqual([SHOP])
  })

  it('keeps the cookie for 365 days by default', async () => {
    const now = Date.UTC(2025, 2, 1, 12, 0, 0)
    vi.useFakeTimers({ toFake: ['Date'], now })
    try {
      const write = vi.spyOn(document, 'cookie', 'set')
      await visit(SHOP)
      const text = String(write.mock.calls.find(([cookie]) => String(cookie).startsWith('si_journey='))?.[0])
      expect(text).toContain(`expires=${new Date(now + 365 * 86_400_000).toUTCString()}`)
      expect(text).toContain('path=/')
    } finally {
      vi.useRealTimers()
    }
  })
})

describe('site-analytics settings', () => {
  it('has the defaults of the README', () => {
    expect(readAnalyticsSettings()).toEqual({
      links: { enabled: true, downloadExtensions: ['doc', 'pdf', 'ppt', 'zip', 'xls', 'docx', 'pptx', 'xlsx'], sink: 'auto' },
      journey: { enabled: true, cookie: 'si_journey', days: 365, cap: 3996 },
    })
  })

  it('keeps the journey cap at 3996 at most and refuses a cap under 100', () => {
    setGlobal('shop_islands', { analytics: { journey: { cap: 10_000 } } })
    expect(readAnalyticsSettings().journey.cap).toBe(3996)
    setGlobal('shop_islands', { analytics: { journey: { cap: 10 } } })
    expect(readAnalyticsSettings().journey.cap).toBe(3996)
  })

  it('reads the flags and numbers WordPress prints as strings, and keeps the default for unreadable ones', () => {
    setGlobal('shop_islands', { analytics: { links: { enabled: 'no' }, journey: { enabled: '0', days: '30', cap: '200' } } })
    expect(readAnalyticsSettings().links.enabled).toBe(false)
    expect(readAnalyticsSettings().journey).toEqual({ enabled: false, cookie: 'si_journey', days: 30, cap: 200 })
    setGlobal('shop_islands', { analytics: { links: { enabled: 'off' }, journey: { enabled: 'maybe', days: 'soon', cap: '' } } })
    expect(readAnalyticsSettings().links.enabled).toBe(false)
    expect(readAnalyticsSettings().journey).toEqual({ enabled: true, cookie: 'si_journey', days: 365, cap: 3996 })
    setGlobal('shop_islands', { analytics: { links: { enabled: null }, journey: { enabled: 'ON' } } })
    expect(readAnalyticsSettings().links.enabled).toBe(false)
    expect(readAnalyticsSettings().journey.enabled).toBe(true)
  })

  it('drops download extensions that are not words, and lower-cases the rest', () => {
    setGlobal('shop_islands', { analytics: { links: { downloadExtensions: ['PDF', '.zip', 7, 'e pub', 'epub'], sink: 'nowhere' } } })
    expect(readAnalyticsSettings().links).toEqual({ enabled: true, downloadExtensions: ['pdf', 'epub'], sink: 'auto' })
  })
})
