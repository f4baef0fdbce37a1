/**
 * Just enough URL reading for attribution, tolerant of anything: `new URL()` throws on junk and
 * rewrites what it reads, whereas sourcebuster reads the raw text of `location.search`. These
 * helpers never throw and keep query values exactly as written.
 */

import { trimmed } from '../text/uri.ts'

export interface UrlParts {
  /** Lower-case host name without port, user info or trailing dot; '' when there is none. */
  host: string
  /** The path as written (still percent-encoded), '' when absent. */
  path: string
  /** Everything between the first `?` and the `#`, as written. */
  query: string
}

// [scheme:]//[userinfo@]host[:port] (optional), path, ?query, #fragment. The user info runs to the
// last `@`; a bracketed IPv6 host keeps its brackets; the port is dropped.
const URL_PARTS = /^(?:(?:[a-z][a-z\d+.-]*:)?\/\/(?:[^/?#]*@)?(\[[^\]/?#]*\]?|[^:/?#]*)[^/?#]*)?([^?#]*)(?:\?([^#]*))?/i

export function splitUrl(url: string): UrlParts {
  const [, host = '', path = '', query = ''] = URL_PARTS.exec(trimmed(url)) ?? []
  return { host: host.toLowerCase().replace(/\.+$/, ''), path, query }
}

/**
 * Query parameters as written (not decoded), first occurrence of a name kept. Like sourcebuster, a
 * name without `=` (`?gclid`) is not a parameter; unlike it, a value keeps any `=` it contains.
 */
export function queryParams(query: string): Map<string, string> {
  const params = new Map<string, string>()
  // Each `&`-separated part with a `=`: the name before the first one, the value after it.
  for (const [, name = '', value = ''] of query.matchAll(/(?:^|&)([^&=]*)=([^&]*)/g)) {
    if (!params.has(name)) params.set(name, value)
  }
  return params
}

/** True when `host` is `base` or one of its subdomains (case-insensitive); false for an empty base. */
export function hostWithin(host: string, base: string): boolean {
  return base !== '' && `.${host}`.toLowerCase().endsWith(`.${base.toLowerCase()}`)
}

/**
 * The domain the sbjs cookies are written on: `.` + the host without its leading `www.`, so that
 * www.example.com and example.com (and their subdomains) share one visitor history.
 *
 * sourcebuster writes `domain=.` + `hostname.replace('www.', '')` for every host; for localhost or
 * an IP address that is `.localhost` / `.127.0.0.1`, which browsers refuse, so nothing is tracked
 * there (sourcebuster-js issues #16 and #35). We return such hosts as they are (host-only cookie);
 * likewise any host left without a dot, where a domain cookie cannot exist.
 */
export function cookieDomain(host: string): string {
  const h = trimmed(host).toLowerCase().replace(/\.+$/, '')
  const base = h.replace(/^www\./, '')
  return /^\d{1,3}(?:\.\d{1,3}){3}$|:|^\[/.test(h) || !base.includes('.') ? h : `.${base}`
}
