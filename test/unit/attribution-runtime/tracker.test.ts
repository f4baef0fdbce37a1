// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, type MockInstance, vi } from 'vitest'
import { ALL_COOKIE_NAMES, FIELD_NAMES, FIELD_SOURCES, emptyValues } from '../../../src/core/attribution/index.ts'
import {
  clearCookiesOf,
  clearReferrer,
  collectEvents,
  cookieNames,
  getGlobal,
  recordDocumentListeners,
  removeRecordedListeners,
  resetPageGlobals,
  setGlobal,
  setReferrer,
  setURL,
} from './support.ts'

/*
 * The tracker keeps page-lifetime state (trackedThisPage, the consent switch, the published values,
 * the settings cache): every test imports it afresh after vi.resetModules(), together with the
 * values module of the same import, which stands for the elements on the page.
 */

type Values = Record<string, string>

interface AttributionApi {
  setOrderTracking: (allow: boolean) => void
  getAttributionData: () => Values
}

const WWW = 'https://www.example.com/'
const BARE = 'https://example.com/'
const LANDING = `${WWW}shop/?utm_source=newsletter&utm_medium=email&utm_campaign=spring`
const UPDATED = 'wc-order-attribution-updated'
const STORE_KEY = 'woocommerce/order-attribution'

/** What WooCommerce prints today (OrderAttributionController), with its session-cookie lifetime. */
function wooGlobal(params: Record<string, unknown> = {}) {
  return {
    params: {
      lifetime: 0.00001,
      session: 30,
      base64: false,
      ajaxurl: '/wp-admin/admin-ajax.php',
      prefix: 'wc_order_attribution_',
      allowTracking: true,
      ...params,
    },
    fields: { ...FIELD_SOURCES },
  }
}

async function load() {
  const tracker = await import('../../../elements/wc-order-attribution-inputs/tracker.ts')
  const values = await import('../../../elements/wc-order-attribution-inputs/values.ts')
  const consent = await import('../../../src/runtime/tracking-consent.ts')
  return { ...tracker, ...values, ...consent }
}

function sbjsCookies(): string[] {
  return cookieNames().filter((name) => name.startsWith('sbjs_'))
}

function wcApi(): AttributionApi {
  return getGlobal<AttributionApi>('wc_order_attribution')
}

/** A stand-in for `wp.data` with the checkout store, whose subscribe honours unsubscribe. */
function fakeWpData(store: Record<string, unknown> | undefined) {
  const listeners = new Set<() => void>()
  const data = {
    dispatch: vi.fn((name: string) => (name === 'wc/store/checkout' ? store : undefined)),
    subscribe: vi.fn((listener: () => void, _store?: string) => {
      listeners.add(listener)
      return () => listeners.delete(listener)
    }),
  }
  return { data, fire: () => [...listeners].forEach((listener) => listener()) }
}

let warn: MockInstance<typeof console.warn>
let error: MockInstance<typeof console.error>

beforeEach(() => {
  expect(document.cookie).toBe('')
  vi.resetModules()
  recordDocumentListeners()
  warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
  error = vi.spyOn(console, 'error').mockImplementation(() => {})
})

afterEach(() => {
  removeRecordedListeners()
  resetPageGlobals()
  clearReferrer()
  clearCookiesOf([WWW, BARE])
})

describe('order attribution tracker: a visit', () => {
  it('writes the sbjs cookies and publishes the campaign of the landing page', async () => {
    setURL(LANDING)
    setReferrer('https://www.google.com/')
    setGlobal('wc_order_attribution', wooGlobal())
    const { start, currentValues } = await load()
    const events = collectEvents<Values[]>(document, UPDATED)
    start()
    events.stop()
    expect(sbjsCookies()).toEqual(
      expect.arrayContaining([
        'sbjs_migrations',
        'sbjs_current_add',
        'sbjs_first_add',
        'sbjs_current',
        'sbjs_first',
        'sbjs_udata',
        'sbjs_session',
      ]),
    )
    const values = currentValues()
    expect(Object.keys(values ?? {})).toEqual([...FIELD_NAMES])
    expect(values).toMatchObject({
      source_type: 'utm',
      utm_source: 'newsletter',
      utm_medium: 'email',
      utm_campaign: 'spring',
      utm_content: '(none)',
      referrer: 'https://www.google.com/',
      session_entry: LANDING,
      session_pages: '1',
      session_count: '1',
      user_agent: navigator.userAgent,
    })
    expect(values?.session_start_time).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/)
    expect(events.details).toEqual([[values]])
    expect(error).not.toHaveBeenCalled()
    expect(warn).not.toHaveBeenCalled()
  })

  it('writes the cookies on the shared domain, so the bare host sees them too', async () => {
    setURL(LANDING)
    setGlobal('wc_order_attribution', wooGlobal())
    const { start } = await load()
    start()
    setURL(`${BARE}cart/`)
    expect(sbjsCookies()).toEqual(expect.arrayContaining(['sbjs_current', 'sbjs_session', 'sbjs_udata']))
  })

  it('attributes a visit without referrer or campaign as typein', async () => {
    setURL(`${WWW}product/mug/`)
    const { start, currentValues } = await load()
    start()
    expect(currentValues()).toMatchObject({ source_type: 'typein', utm_source: '(direct)', utm_medium: '(none)', referrer: '(none)' })
  })

  it('reads the referrer of the page: a search engine is organic', async () => {
    setURL(`${WWW}product/mug/`)
    setReferrer('https://www.google.com/')
    const { start, currentValues } = await load()
    start()
    expect(currentValues()).toMatchObject({ source_type: 'organic', utm_source: 'google' })
  })

  it('counts the next page of the visit from the cookies the first page wrote', async () => {
    setURL(LANDING)
    setGlobal('wc_order_attribution', wooGlobal())
    await load().then(({ start }) => start())
    vi.resetModules()
    removeRecordedListeners()
    recordDocumentListeners()
    setURL(`${WWW}cart/`)
    const { start, currentValues } = await load()
    start()
    expect(currentValues()).toMatchObject({ source_type: 'utm', utm_source: 'newsletter', session_pages: '2', session_count: '1' })
  })

  it('sends only the fields of the fields setting, in its order', async () => {
    setURL(LANDING)
    setGlobal('wc_order_attribution', {
      params: {},
      fields: { utm_source: 'current.src', source_type: 'current.typ', first_medium: 'first.mdm' },
    })
    const { start, currentValues } = await load()
    start()
    expect(currentValues()).toEqual({ utm_source: 'newsletter', source_type: 'utm', first_medium: 'email' })
  })

  it('never writes a cookie over 4096 bytes, even for a 10 KB campaign value', async () => {
    setURL(`${WWW}?utm_source=${'x'.repeat(10_000)}&utm_campaign=%E0%A4%A`)
    const writes = vi.spyOn(document, 'cookie', 'set')
    const { start, currentValues } = await load()
    expect(() => start()).not.toThrow()
    const texts = writes.mock.calls.map(([text]) => String(text).split(';')[0] ?? '')
    expect(texts.length).toBeGreaterThan(0)
    for (const text of texts) expect(new TextEncoder().encode(text).length).toBeLessThanOrEqual(4096)
    expect(currentValues()?.source_type).toBe('utm')
  })
})

describe('order attribution tracker: the API on the page', () => {
  it('adds setOrderTracking and getAttributionData to the wc_order_attribution global', async () => {
    setURL(LANDING)
    setGlobal('wc_order_attribution', wooGlobal())
    const { start, currentValues } = await load()
    start()
    const api = wcApi()
    expect(typeof api.setOrderTracking).toBe('function')
    expect(api.getAttributionData()).toEqual(currentValues())
    expect(getGlobal<{ params: unknown }>('wc_order_attribution').params).toBeDefined()
  })

  it('adds the same API as shopIslands.attribution when shopIslands exists', async () => {
    setURL(LANDING)
    setGlobal('shopIslands', { version: 'test' })
    const { start, currentValues } = await load()
    start()
    const si = getGlobal<{ version: string; attribution: AttributionApi }>('shopIslands')
    expect(si.version).toBe('test')
    expect(si.attribution.getAttributionData()).toEqual(currentValues())
    expect(getGlobal('wc_order_attribution')).toBeUndefined()
  })

  it('does not create shopIslands when the page has none', async () => {
    setURL(LANDING)
    const { start } = await load()
    start()
    expect(getGlobal('shopIslands')).toBeUndefined()
  })
})

describe('order attribution tracker: consent through setOrderTracking', () => {
  it('deletes every sbjs cookie and publishes empty values when tracking is withdrawn', async () => {
    setURL(LANDING)
    setGlobal('wc_order_attribution', wooGlobal())
    // Written by other scripts: host-only, and on `.` + the full host (where WooCommerce looked).
    document.cookie = 'sbjs_promo=code%3D123456; path=/'
    document.cookie = 'sbjs_first=typ%3Dtypein; path=/; domain=.www.example.com'
    expect(sbjsCookies()).toEqual(['sbjs_promo', 'sbjs_first'])
    const { start, currentValues } = await load()
    start()
    expect(sbjsCookies().length).toBeGreaterThan(2)
    const events = collectEvents<Values[]>(document, UPDATED)
    wcApi().setOrderTracking(false)
    events.stop()
    expect(sbjsCookies()).toEqual([])
    const empty = emptyValues()
    expect(currentValues()).toEqual(empty)
    expect(wcApi().getAttributionData()).toEqual(empty)
    expect(events.details).toEqual([[empty]])
    setURL(BARE)
    expect(sbjsCookies()).toEqual([])
  })

  it('tracks again when tracking is allowed after a withdrawal', async () => {
    setURL(LANDING)
    setGlobal('wc_order_attribution', wooGlobal())
    const { start, currentValues } = await load()
    start()
    wcApi().setOrderTracking(false)
    const events = collectEvents<Values[]>(document, UPDATED)
    wcApi().setOrderTracking(true)
    events.stop()
    expect(sbjsCookies()).toEqual(expect.arrayContaining(['sbjs_current', 'sbjs_session']))
    expect(currentValues()).toMatchObject({ source_type: 'utm', utm_source: 'newsletter', session_pages: '1' })
    expect(events.details).toEqual([[currentValues()]])
  })

  it('publishes nothing new when tracking is allowed while it already is', async () => {
    setURL(LANDING)
    setGlobal('wc_order_attribution', wooGlobal())
    const { start } = await load()
    start()
    const events = collectEvents<Values[]>(document, UPDATED)
    wcApi().setOrderTracking(true)
    events.stop()
    expect(events.details).toEqual([])
  })

  it('writes nothing and publishes empty values when the site disallows tracking', async () => {
    setURL(LANDING)
    setGlobal('wc_order_attribution', wooGlobal({ allowTracking: false }))
    const { start, currentValues } = await load()
    const events = collectEvents<Values[]>(document, UPDATED)
    start()
    events.stop()
    expect(sbjsCookies()).toEqual([])
    expect(currentValues()).toEqual(emptyValues())
    expect(events.details).toEqual([[emptyValues()]])
  })

  it('deletes the cookies of an earlier visit when the site disallows tracking', async () => {
    setURL(LANDING)
    document.cookie = 'sbjs_current=typ%3Dreferral%7C%7C%7Csrc%3Dexample.org; path=/; domain=.example.com'
    setGlobal('wc_order_attribution', wooGlobal({ allowTracking: 'no' }))
    expect(sbjsCookies()).toEqual(['sbjs_current'])
    const { start } = await load()
    start()
    expect(sbjsCookies()).toEqual([])
  })

  it('starts tracking when the WP Consent API reports marketing consent', async () => {
    setURL(LANDING)
    setGlobal('wp_consent_type', 'optin')
    setGlobal('wp_has_consent', () => false)
    const { start, currentValues } = await load()
    start()
    expect(sbjsCookies()).toEqual([])
    expect(currentValues()).toEqual(emptyValues())
    document.dispatchEvent(new CustomEvent('wp_listen_for_consent_change', { detail: { marketing: 'allow' } }))
    expect(sbjsCookies()).toEqual(expect.arrayContaining(['sbjs_current']))
    expect(currentValues()?.source_type).toBe('utm')
  })
})

describe('order attribution tracker: block checkout', () => {
  it('sends the values as checkout extension data and once more when the store changes', async () => {
    setURL(LANDING)
    const setExtensionData = vi.fn()
    const store = { setExtensionData }
    const wp = fakeWpData(store)
    setGlobal('wp', { data: wp.data })
    const { start, currentValues } = await load()
    start()
    expect(setExtensionData).toHaveBeenCalledTimes(1)
    expect(setExtensionData).toHaveBeenCalledWith(STORE_KEY, currentValues(), true)
    expect(setExtensionData.mock.contexts[0]).toBe(store)
    expect(wp.data.subscribe).toHaveBeenCalledWith(expect.any(Function), 'wc/store/checkout')
    wp.fire()
    wp.fire()
    expect(setExtensionData).toHaveBeenCalledTimes(2)
    expect(setExtensionData).toHaveBeenLastCalledWith(STORE_KEY, currentValues(), true)
  })

  it('uses __internalSetExtensionData when it is the only setter', async () => {
    setURL(LANDING)
    const internal = vi.fn()
    setGlobal('wp', { data: fakeWpData({ __internalSetExtensionData: internal }).data })
    const { start, currentValues } = await load()
    start()
    expect(internal).toHaveBeenCalledWith(STORE_KEY, currentValues(), true)
  })

  it('sends the empty values to the checkout store when tracking is withdrawn', async () => {
    setURL(LANDING)
    setGlobal('wc_order_attribution', wooGlobal())
    const setExtensionData = vi.fn()
    setGlobal('wp', { data: fakeWpData({ setExtensionData }).data })
    const { start } = await load()
    start()
    wcApi().setOrderTracking(false)
    expect(setExtensionData).toHaveBeenLastCalledWith(STORE_KEY, emptyValues(), true)
  })

  it('reports a checkout store that throws, and still publishes', async () => {
    setURL(LANDING)
    const setExtensionData = vi.fn(() => {
      throw new Error('store not ready')
    })
    const wp = fakeWpData({ setExtensionData })
    setGlobal('wp', { data: wp.data })
    const { start, currentValues } = await load()
    const events = collectEvents<Values[]>(document, UPDATED)
    expect(() => start()).not.toThrow()
    events.stop()
    expect(error).toHaveBeenCalledTimes(1)
    expect(String(error.mock.calls[0]?.[0])).toContain('block checkout')
    expect(currentValues()?.source_type).toBe('utm')
    expect(events.details).toHaveLength(1)
    expect(() => wp.fire()).not.toThrow()
    expect(error).toHaveBeenCalledTimes(2)
  })

  it('does nothing with wp.data when the checkout store is not registered', async () => {
    setURL(LANDING)
    const wp = fakeWpData(undefined)
    setGlobal('wp', { data: wp.data })
    const { start, currentValues } = await load()
    expect(() => start()).not.toThrow()
    expect(currentValues()?.source_type).toBe('utm')
    expect(error).not.toHaveBeenCalled()
  })
})

describe("order attribution tracker: WooCommerce's sourcebuster on the page", () => {
  it('stands down with one console.warn and writes no cookie', async () => {
    setURL(LANDING)
    setGlobal('sbjs', { init: () => {} })
    setGlobal('wc_order_attribution', wooGlobal())
    const { start, currentValues } = await load()
    const events = collectEvents<Values[]>(document, UPDATED)
    start()
    start()
    events.stop()
    expect(warn).toHaveBeenCalledTimes(1)
    expect(String(warn.mock.calls[0]?.[0])).toContain('stands down')
    expect(sbjsCookies()).toEqual([])
    expect(currentValues()).toBeUndefined()
    expect(events.details).toEqual([])
    expect(wcApi().setOrderTracking).toBeUndefined()
  })
})

describe('deleteTrackingCookies', () => {
  it('deletes the sbjs cookies on every domain they may carry on a www host', async () => {
    setURL(WWW)
    // happy-dom treats a host-only cookie and one on `.` + the same host as one cookie: half of the
    // names go host-only, the other half on `.www.example.com`; all of them also on `.example.com`.
    ALL_COOKIE_NAMES.forEach((name, i) => {
      document.cookie = `${name}=y; path=/; domain=.example.com`
      document.cookie = i % 2 === 0 ? `${name}=x; path=/` : `${name}=z; path=/; domain=.www.example.com`
    })
    document.cookie = 'other=kept; path=/'
    expect(cookieNames()).toHaveLength(ALL_COOKIE_NAMES.length * 2 + 1)
    const { deleteTrackingCookies } = await load()
    deleteTrackingCookies()
    expect(cookieNames()).toEqual(['other'])
    setURL(BARE)
    expect(sbjsCookies()).toEqual([])
  })
})
