import {
  type CookieAttributes,
  parseCookieString,
  serializeCookie,
  serializeCookieDeletion,
  serializeRawCookie,
} from '../core/cookies/cookie-string.ts'

/** `document.cookie` through the pure cookie rules of src/core/cookies (attributes: none by default). */

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

/**
 * The `domain` attribute to use for `domain` on this page, or undefined for a host-only cookie:
 * browsers refuse a domain attribute on `localhost` and on IP addresses.
 */
export function cookieDomainAttribute(domain: string, hostname: string): string | undefined {
  const bare = domain.replace(/^\./, '')
  if (!bare.includes('.') || /^[\d.]+$/.test(bare) || hostname.includes(':')) return undefined
  return domain
}
