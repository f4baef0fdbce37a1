/**
 * Cookie values encoded the way js-cookie does (the store notice's dismissal, through
 * src/runtime/cookies.ts). Apart from ./cookie-string.ts, which the always-on trackers use for values
 * already in their cookie form: this encoder stays out of the chunk every page loads.
 */

import { wellFormed } from '../text/uri.ts'
import { type CookieAttributes, serializeRawCookie } from './cookie-string.ts'

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
