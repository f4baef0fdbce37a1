/**
 * Reading and writing the `document.cookie` text format, without touching the DOM, so the rules
 * can be tested with any cookie jar (order attribution keeps a whole state machine in cookies).
 */

import { safeDecode, wellFormed } from '../text/uri.ts'

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
    const name = part.trim()
    // A quoted value (RFC 6265 allows the quotes) without its quotes.
    if (name && !jar.has(name)) jar.set(safeDecode(name), safeDecode(value.trim().replace(/^"([^]*)"$/, '$1')))
  }
  return jar
}

// RFC 6265 cookie-octets, minus '%' so that our own escapes stay unambiguous: ! # $, then the
// ranges & to +, - to :, < to [ and ] to ~ (everything printable but space " % , ; \). The `u` flag
// matches whole code points, so an emoji is escaped as one character, not as two halves.
const NEEDS_ESCAPE = /[^!#$&-+\--:<-[\]-~]/gu

/**
 * Encodes a value the way js-cookie does: only what a cookie cannot hold is escaped. A lone
 * surrogate (half an emoji cut off by a length limit) cannot be encoded: it becomes U+FFFD.
 */
export function encodeCookieValue(value: string): string {
  return wellFormed(value).replace(NEEDS_ESCAPE, encodeURIComponent)
}

export function serializeCookie(name: string, value: string, attributes: CookieAttributes = {}): string {
  return serializeRawCookie(name, encodeCookieValue(value), attributes)
}

/** For values already in their cookie form (sourcebuster's own encoding): written as they are. */
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
export function serializeCookieDeletion(
  name: string,
  attributes: Pick<CookieAttributes, 'path' | 'domain'> = {},
) {
  return serializeRawCookie(name, '', { ...attributes, expires: new Date(0) })
}
