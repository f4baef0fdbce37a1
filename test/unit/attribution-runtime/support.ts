/**
 * Shared set-up for the attribution runtime tests (happy-dom only): the page address, the referrer,
 * the cookie jar, the globals WordPress plugins print, and the document listeners that modules with
 * page-lifetime state leave behind when a test re-imports them after vi.resetModules().
 */

/** The page globals these tests set (each one is deleted by resetPageGlobals). */
export const PAGE_GLOBALS = [
  'wc_order_attribution',
  'shop_islands',
  'shopIslands',
  'wp',
  'sbjs',
  'gtag',
  'dataLayer',
  'wp_has_consent',
  'wp_consent_type',
] as const

export type PageGlobal = (typeof PAGE_GLOBALS)[number]

const page = globalThis as unknown as Record<string, unknown>

export function setGlobal(name: PageGlobal, value: unknown): void {
  page[name] = value
}

export function getGlobal<T = unknown>(name: PageGlobal): T {
  return page[name] as T
}

export function resetPageGlobals(): void {
  for (const name of PAGE_GLOBALS) delete page[name]
  document.getElementById('shop-islands-settings')?.remove()
}

/** Adds the JSON settings block (`<script type="application/json" id="shop-islands-settings">`). */
export function addSettingsBlock(settings: unknown): void {
  const script = document.createElement('script')
  script.type = 'application/json'
  script.id = 'shop-islands-settings'
  script.textContent = JSON.stringify(settings)
  document.head.append(script)
}

export const DEFAULT_URL = 'http://localhost:3000/'

interface HappyDomApi {
  setURL(url: string): void
}

/** Moves the page to `url` without navigating (happy-dom's `window.happyDOM.setURL`). */
export function setURL(url: string): void {
  ;(window as unknown as { happyDOM: HappyDomApi }).happyDOM.setURL(url)
}

/** happy-dom has no way to set `document.referrer`: an own property hides the prototype's getter. */
export function setReferrer(referrer: string): void {
  Object.defineProperty(document, 'referrer', { value: referrer, configurable: true })
}

export function clearReferrer(): void {
  delete (document as unknown as { referrer?: string }).referrer
}

/** The raw text of cookie `name` as `document.cookie` shows it (not decoded), or undefined. */
export function rawCookie(name: string): string | undefined {
  const entry = document.cookie.split('; ').find((part) => part.startsWith(`${name}=`))
  return entry?.slice(name.length + 1)
}

export function cookieNames(): string[] {
  return document.cookie
    .split(';')
    .map((part) => part.split('=')[0]?.trim() ?? '')
    .filter((name) => name !== '')
}

/** Every domain a cookie visible on `hostname` may carry: host-only, and each parent domain. */
function domainsOf(hostname: string): (string | undefined)[] {
  const labels = hostname.split('.')
  const parents = labels.map((_, i) => labels.slice(i).join('.'))
  return [undefined, ...parents, ...parents.map((domain) => `.${domain}`)]
}

/** Deletes every cookie visible on the current page (host-only and on every parent domain). */
export function clearVisibleCookies(): void {
  for (const name of cookieNames()) {
    for (const domain of domainsOf(location.hostname)) {
      document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/${domain ? `; domain=${domain}` : ''}`
    }
  }
}

/**
 * Deletes the cookies of every page in `urls`, then goes back to the default address. Cookies of
 * another host are invisible from here, so each host is visited in turn.
 */
export function clearCookiesOf(urls: readonly string[]): void {
  for (const url of [...urls, DEFAULT_URL]) {
    setURL(url)
    clearVisibleCookies()
  }
}

type ListenerEntry = [string, EventListenerOrEventListenerObject, boolean | AddEventListenerOptions | undefined]

const recorded: ListenerEntry[] = []

/**
 * Records every listener added to `document` from now on. A module re-imported after
 * vi.resetModules() adds its listeners again, and the old copies would still react to the next
 * test's events (reporting a click twice, say): removeRecordedListeners takes them all off.
 */
export function recordDocumentListeners(): void {
  const original = Document.prototype.addEventListener
  const record = function (
    this: Document,
    type: string,
    listener: EventListenerOrEventListenerObject,
    options?: boolean | AddEventListenerOptions,
  ) {
    recorded.push([type, listener, options])
    original.call(this, type, listener, options)
  }
  Object.defineProperty(document, 'addEventListener', { value: record, configurable: true, writable: true })
}

export function removeRecordedListeners(): void {
  for (const [type, listener, options] of recorded.splice(0)) document.removeEventListener(type, listener, options)
  delete (document as unknown as { addEventListener?: unknown }).addEventListener
}

/** Collects the `detail` of every `type` event dispatched on `target` until `stop` is called. */
export function collectEvents<T = unknown>(target: EventTarget, type: string): { details: T[]; stop: () => void } {
  const details: T[] = []
  const listener = (event: Event) => details.push((event as CustomEvent<T>).detail)
  target.addEventListener(type, listener)
  return { details, stop: () => target.removeEventListener(type, listener) }
}
