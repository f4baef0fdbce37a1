/**
 * Reading and writing the `document.cookie` text format, without touching the DOM, so the rules
 * can be tested with any cookie jar (order attribution keeps a whole state machine in cookies).
 */

import { safeDecode } from '../text/uri.ts'

export interface CookieAttributes {
  /** Absolute expiry. Omitted: a session cookie. */
  expires?: Date
  path?: string
  /** Written as given; browsers treat `.example.com` and `example.com` alike. */
  domain?: string
  sameSite?: 'Lax' | 'Strict' | 'None'
  secure?: boolean
}

export { safeDecode }

/** Splits a `document.cookie` string into name → decoded value; the first of duplicate names wins. */
export function parseCookieString(cookieString: string): Map<string, string> {
  const jar = new Map<string, string>()
  // Each `;`-separated part with a `=`: the name before the first one, the value after it.
  for (const [, part = '', value = ''] of cookieString.matchAll(/([^;=]*)=([^;]*)/g)) {
    // Duplicates are the same name once decoded (`a%20b` and `a b`), as the reader asks for it.
    const name = safeDecode(part.trim())
    // A quoted value (RFC 6265 allows the quotes) without its quotes.
    if (name && !jar.has(name)) jar.set(name, safeDecode(value.trim().replace(/^"([^]*)"$/, '$1')))
  }
  return jar
}

/**
 * For values already in their cookie form (sourcebuster's own encoding): written as they are.
 * (Values to encode first: ./cookie-value.ts.)
 */
export function serializeRawCookie(name: string, valueText: string, attributes: CookieAttributes = {}): string {
  let text = `${encodeURIComponent(name)}=${valueText}`
  if (attributes.expires) text += `; expires=${attributes.expires.toUTCString()}`
  text += `; path=${attributes.path ?? '/'}`
  if (attributes.domain) text += `; domain=${attributes.domain}`
  if (attributes.sameSite) text += `; samesite=${attributes.sameSite}`
  if (attributes.secure) text += '; secure'
  return text
}

/** The text that deletes a cookie: same name, path and domain, expiry in the past. */
export function serializeCookieDeletion(name: string, attributes: Pick<CookieAttributes, 'path' | 'domain'> = {}) {
  return serializeRawCookie(name, '', { ...attributes, expires: new Date(0) })
}

/**
 * The `domain` attribute to use for `domain` on a page of `hostname`, or undefined for a host-only
 * cookie: browsers refuse a domain attribute on `localhost` and on IP addresses.
 */
export function cookieDomainAttribute(domain: string, hostname: string): string | undefined {
  const bare = domain.replace(/^\./, '')
  if (!bare.includes('.') || /^[\d.]+$/.test(bare) || hostname.includes(':')) return undefined
  return domain
}
