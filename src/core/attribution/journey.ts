/**
 * The visitor journey's pure part: the pages of a visit, oldest first, in one cookie value.
 *
 * Format (ours): each page URL-encoded with encodeURIComponent, joined by `|`. encodeURIComponent
 * escapes `|`, so the separator never occurs inside an entry, and the value is plain ASCII, so its
 * length in characters is its size in bytes.
 */

import { decodeComponent, encodeComponent } from '../text/uri.ts'

export const JOURNEY_SEPARATOR = '|'

/** About 4 KB per cookie minus room for the name: the cap the journey tracker has always used. */
export const JOURNEY_CAP = 3996

/** The pages stored in a journey cookie value, oldest first; junk and empty entries are skipped. */
export function readJourney(cookieValue = ''): string[] {
  // ('' splits into one empty entry, which is skipped.)
  return cookieValue.split(JOURNEY_SEPARATOR).filter(Boolean).map(decodeComponent)
}

/**
 * Adds a page to the journey and returns the new cookie value, never longer than `cap` characters.
 * A reload (the same page as the last entry) is not repeated; the oldest entries are dropped first;
 * a page too long to fit on its own is cut, between characters, so that it fits. The journey
 * settings (behaviours/site-analytics) give a cap of 100–3996: it is not checked again here.
 */
export function appendJourney(cookieValue: string | undefined, pageUrl: string, cap = JOURNEY_CAP): string {
  // (A negative cap would leave nothing to cut: the loop below must end.)
  const limit = Math.max(0, cap)
  const pages = readJourney(cookieValue).map(encodeComponent)
  const page = fitEntry(pageUrl, limit)
  if (page !== '' && pages.at(-1) !== page) pages.push(page)
  // Entries are never empty and never hold the separator: dropping the oldest is cutting the text
  // up to its first separator (all of it when there is none).
  let value = pages.join(JOURNEY_SEPARATOR)
  while (value.length > limit) value = value.slice(value.indexOf(JOURNEY_SEPARATOR) + 1 || value.length)
  return value
}

/** The encoded page, cut to at most `limit` characters without splitting a character or an escape. */
function fitEntry(pageUrl: string, limit: number): string {
  let out = ''
  for (const character of pageUrl) {
    const next = encodeComponent(character)
    if (out.length + next.length > limit) break
    out += next
  }
  return out
}
