import {
  ALL_COOKIE_NAMES,
  attributionValues,
  cookieDomain,
  emptyValues,
  readAttribution,
  trackPageView,
  type SourcebusterData,
} from '../../src/core/attribution/index.ts'
// Cookies are written through the pure rules directly, not src/runtime/cookies.ts (see there why).
import {
  cookieDomainAttribute,
  parseCookieString,
  serializeCookieDeletion,
  serializeRawCookie,
} from '../../src/core/cookies/cookie-string.ts'
import { logError, warnOnce } from '../../src/runtime/log.ts'
import { isTrackingAllowed, onTrackingChange, setTrackingAllowed } from '../../src/runtime/tracking-consent.ts'
import { type AttributionPageSettings, readAttributionSettings } from './settings.ts'
import { type AttributionValues, currentValues, publishValues } from './values.ts'

/**
 * Order attribution on every page (started by the loader, no element needed, no React): the pure
 * engine of src/core/attribution applied to this page's cookies, address, referrer and browser.
 * The values go to every `<wc-order-attribution-inputs>`, to the block checkout's extension data
 * (`wp.data`, when present), and to a `wc-order-attribution-updated` event on the document.
 */

const UPDATED_EVENT = 'wc-order-attribution-updated'
/** The block checkout's extension data key: the shop plugin's namespace, then /order-attribution. */
const EXTENSION_KEY = 'woocommerce/order-attribution'

let trackedThisPage = false

/** Runs the engine for this page view (once) and writes its cookies; returns what they say. */
function track(settings: AttributionPageSettings): SourcebusterData {
  const cookies = parseCookieString(document.cookie)
  // This page counted already: read what it wrote. (After a revoke deleted it all, count afresh.)
  const counted = trackedThisPage && readAttribution(cookies)
  if (counted) return counted
  trackedThisPage = true
  const { data, writes } = trackPageView(
    {
      url: location.href,
      referrer: document.referrer,
      userAgent: navigator.userAgent,
      now: Date.now(),
      cookies,
      // No random numbers: the page tracker gives no promocode.
    },
    // Same names as the engine's settings: lifetimeMonths, sessionMinutes, base64.
    settings,
  )
  // The path is `/` by default.
  for (const { name, value, domain, expires } of writes) {
    document.cookie = serializeRawCookie(name, value, {
      domain: cookieDomainAttribute(domain, location.hostname),
      ...(expires !== undefined ? { expires: new Date(expires) } : {}),
    })
  }
  return data
}

/**
 * Deletes every tracking cookie wherever it may have been written: on the shared domain (`.` + the
 * host without its first `www.`, where sourcebuster writes), on `.` + the full host (where
 * WooCommerce's own revoke looked), and host-only.
 */
export function deleteTrackingCookies(hostname: string = location.hostname): void {
  const domains = new Set<string | undefined>([
    undefined,
    cookieDomainAttribute(cookieDomain(hostname), hostname),
    cookieDomainAttribute(`.${hostname}`, hostname),
  ])
  for (const name of ALL_COOKIE_NAMES) {
    for (const domain of domains) document.cookie = serializeCookieDeletion(name, { domain }) // path `/` by default
  }
}

interface WpData {
  dispatch?: (store: string) => Record<string, unknown> | undefined
  subscribe?: (listener: () => void, store?: string) => () => void
}

function wpData(): WpData | undefined {
  return (globalThis as { wp?: { data?: WpData } }).wp?.data
}

/** Block checkout: the values as the checkout store's extension data. */
function sendToBlockCheckout(values: AttributionValues) {
  const store = wpData()?.dispatch?.('wc/store/checkout')
  const set = store?.setExtensionData ?? store?.__internalSetExtensionData
  if (typeof set !== 'function') return
  try {
    set.call(store, EXTENSION_KEY, values, true)
  } catch (error) {
    logError('the block checkout refused the order attribution.', error)
  }
}

function publish(values: AttributionValues) {
  publishValues(values)
  sendToBlockCheckout(values)
  document.dispatchEvent(new CustomEvent(UPDATED_EVENT, { detail: [values] }))
}

function apply(allowed: boolean, settings: AttributionPageSettings) {
  if (!allowed) deleteTrackingCookies()
  publish(allowed ? attributionValues(track(settings), settings.fields) : emptyValues(settings.fields))
}

interface WcOrderAttributionGlobal {
  setOrderTracking?: (allow: boolean) => void
  getAttributionData?: () => AttributionValues
}

export function start(): void {
  // WooCommerce's sourcebuster on the page tracks already: a second tracker would count every page twice.
  if (typeof (globalThis as { sbjs?: unknown }).sbjs !== 'undefined') {
    warnOnce(
      'stand-down:attribution',
      "order attribution stands down: WooCommerce's sourcebuster already tracks this page (see the README).",
    )
    return
  }
  const settings = readAttributionSettings()
  onTrackingChange((next) => apply(next, settings))
  const api = {
    setOrderTracking: (allow: boolean) => setTrackingAllowed(Boolean(allow)),
    getAttributionData: () => ({ ...(currentValues() ?? emptyValues(settings.fields)) }),
  }
  // Consent plugins call WooCommerce's API on the global it prints: keep it working.
  const wc = (globalThis as { wc_order_attribution?: WcOrderAttributionGlobal }).wc_order_attribution
  if (wc && typeof wc === 'object') Object.assign(wc, api)
  const si = (globalThis as { shopIslands?: Record<string, unknown> }).shopIslands
  if (si) si.attribution = api
  apply(isTrackingAllowed(), settings)
  // The block checkout's store may register after us: send the values once more when it does.
  const data = wpData()
  if (typeof data?.subscribe === 'function') {
    const unsubscribe = data.subscribe(() => {
      unsubscribe()
      sendToBlockCheckout(currentValues() ?? emptyValues(settings.fields))
    }, 'wc/store/checkout')
  }
}
