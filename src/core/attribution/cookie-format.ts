/**
 * The sbjs cookie value format, as sourcebuster (and WooCommerce's fork of it) writes and reads it:
 *
 *   packed text   `key=value|||key=value|||…`
 *   cookie value  encodeURIComponent(packed) with ! ' ( ) * ~ escaped too,
 *                 then, with base64 on, base64 of that with the `=` padding stripped.
 *
 * sourcebuster puts values into the packed text as it finds them (a URL keeps its own `%20`) and
 * percent-decodes each value once more when reading. We write a value with only `%` and `|`
 * escaped, which reads back to the same text in both libraries and gives byte-identical cookies
 * for ordinary values. Details and sources: README.md.
 */

import { decodeComponent, encodeComponent, trimmed } from '../text/uri.ts'

export const DELIMITER = '|||'

/** A cookie's whole `name=value` must stay under the browsers' 4096-byte limit, with room to spare. */
export const MAX_COOKIE_BYTES = 4000

/**
 * All of our cookies together stay within 6,144 bytes as sent: every later request
 * carries them, and nginx (8 KB) or Apache (8,190 B) answer 400 to a `Cookie` header over their
 * limit, so the site's own login and cart cookies need the rest. The journey cookie keeps its cap
 * (3,996 + a name of up to 64 + `=; `) and a store-notice dismissal takes up to 85 (`store_notice`
 * + a 64-character id + `=hidden; `): the sbjs cookies share what is left.
 */
export const ATTRIBUTION_COOKIE_BUDGET = 6144 - (64 + 3996 + 3) - 85

export interface EncodeOptions {
  base64?: boolean
  /** Longest encoded value, in characters (= bytes: the result is ASCII). Values are cut to fit. */
  maxLength?: number
  /** Longest value kept, in code points, before any cut for `maxLength`. */
  maxValueLength?: number
}

/**
 * Encodes pairs into a cookie value. Keys and values may be any text. Values are cut to
 * `maxValueLength` code points; then, with `maxLength`, the longest values are cut first (to a
 * common length found by bisection, between characters, before encoding, so an escape or a
 * surrogate pair is never split) until the value fits; if the keys alone cannot fit, the last
 * pairs are dropped: the limit always holds.
 */
export function encodeSbjs(
  pairs: Iterable<readonly [string, string]>,
  { base64, maxLength = Infinity, maxValueLength = Infinity }: EncodeOptions = {},
): string {
  let list = [...pairs].map(([key, value]) => [key, [...value]] as const)
  /** The pairs of `list`, every value cut to `cap` code points, as a cookie value. */
  const encode = (cap: number) => {
    // Inside the packed text `%` and `|` are escaped (values are decoded on reading), and in a key
    // `=` too (a piece is split at its first `=`).
    const packed = list
      .map(
        ([key, value]) =>
          `${key.replace(/[%|=]/g, encodeURIComponent)}=${value.slice(0, cap).join('').replace(/[%|]/g, encodeURIComponent)}`,
      )
      .join(DELIMITER)
    // sourcebuster's `encodeData`: encodeURIComponent (a lone surrogate, a code point of its own
    // above, becomes U+FFFD), plus the characters `escape()` would also escape.
    const text = encodeComponent(packed).replace(/[!'()*~]/g, (ch) => `%${ch.charCodeAt(0).toString(16).toUpperCase()}`)
    // btoa, then the `=` padding stripped, as WooCommerce's fork does.
    return base64 ? btoa(text).replace(/=+$/, '') : text
  }
  while (list.length > 0 && encode(0).length > maxLength) list = list.slice(0, -1)
  const longest = Math.max(0, ...list.map(([, value]) => value.length))
  return encode(largestFitting(Math.min(maxValueLength, longest), (cap) => encode(cap).length <= maxLength))
}

/**
 * The largest n in [0, high] for which `fits(n)` holds (0 when none does), `fits` holding for every
 * n below one it holds for: `high` itself when it fits (the usual case), else by bisection.
 */
export function largestFitting(high: number, fits: (n: number) => boolean): number {
  let low = 0
  if (fits(high)) return high
  while (low < high) {
    const mid = (low + high + 1) >> 1 // rounded up (lengths are small whole numbers)
    if (fits(mid)) low = mid
    else high = mid - 1
  }
  return low
}

/**
 * Decodes a cookie value into its pairs, in order; never throws. Returns what is usable from
 * foreign, malformed or truncated text: a piece without `=` is dropped, a broken escape is kept
 * as written, and of duplicate keys the last wins (as in sourcebuster). Unknown keys are kept; the
 * engine decides what it understands.
 */
export function decodeSbjs(raw: string | null | undefined): Map<string, string> {
  const pairs = new Map<string, string>()
  for (const piece of unwrapCookieValue(raw).split(DELIMITER)) {
    const eq = piece.indexOf('=')
    if (eq >= 0) pairs.set(decodeComponent(piece.slice(0, eq)), decodeComponent(piece.slice(eq + 1)))
  }
  return pairs
}

/**
 * The packed text inside a cookie value. Like sourcebuster, a value made only of base64 characters
 * is read as base64 whatever the setting, so cookies written with base64 on or off both read.
 * (A plain value always holds `%3D`, which base64 cannot.) atob accepts the value without its
 * padding. A value that already holds `=` or `|` was decoded by whoever split document.cookie,
 * since the writer escapes both: it is used as is.
 */
export function unwrapCookieValue(raw: string | null | undefined): string {
  let text = trimmed(raw).replace(/^"([^]*)"$/, '$1')
  try {
    if (/^[A-Za-z0-9+/]+$/.test(text)) text = atob(text)
  } catch {
    // not base64 after all (a length of 4n + 1): read it as it is
  }
  return /[=|]/.test(text) ? text : decodeComponent(text)
}
