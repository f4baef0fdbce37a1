import {
  type CookieAttributes,
  parseCookieString,
  serializeCookie,
  serializeCookieDeletion,
} from '../core/cookies/cookie-string.ts'

/** `document.cookie` through the pure cookie rules of src/core/cookies. */

export function getCookie(name: string, doc: Document = document): string | undefined {
  return parseCookieString(doc.cookie).get(name)
}

export function setCookie(
  name: string,
  value: string,
  attributes: CookieAttributes = {},
  doc: Document = document,
) {
  doc.cookie = serializeCookie(name, value, attributes)
}

export function removeCookie(
  name: string,
  attributes: Pick<CookieAttributes, 'path' | 'domain'> = {},
  doc: Document = document,
): void {
  doc.cookie = serializeCookieDeletion(name, attributes)
}
