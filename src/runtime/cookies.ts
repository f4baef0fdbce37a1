import { type CookieAttributes, parseCookieString, serializeCookieDeletion, serializeRawCookie } from '../core/cookies/cookie-string.ts'
import { serializeCookie } from '../core/cookies/cookie-value.ts'

/**
 * `document.cookie` through the pure cookie rules of src/core/cookies (attributes: none by default),
 * for the elements. The always-on trackers (order attribution, journey) write their values, already
 * in cookie form, through src/core/cookies/cookie-string.ts themselves: importing this module would
 * put it, and the value encoder it carries, in the chunk every page loads.
 */

export function getCookie(name: string): string | undefined {
  return parseCookieString(document.cookie).get(name)
}

export function setCookie(name: string, value: string, attributes?: CookieAttributes): void {
  document.cookie = serializeCookie(name, value, attributes)
}

export function removeCookie(name: string, attributes?: Pick<CookieAttributes, 'path' | 'domain'>): void {
  document.cookie = serializeCookieDeletion(name, attributes)
}

/** Writes a value that is already in its cookie form (see serializeRawCookie). */
export function setRawCookie(name: string, valueText: string, attributes?: CookieAttributes): void {
  document.cookie = serializeRawCookie(name, valueText, attributes)
}
