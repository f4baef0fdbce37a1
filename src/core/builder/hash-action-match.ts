/**
 * Recognising the page builder's hash actions (`#elementor-action:…` links): the cheap
 * checks the always-loaded lightbox links need. Reading a hash action's payload is hash-action.ts,
 * loaded when a hash action is used. Pure.
 */

export const ACTION_PREFIX = 'elementor-action:'
/** Longest hash considered (characters): the builder's own are a few hundred. */
export const HASH_MAX = 16_384

/** A hash action link's target: `#elementor-action…`, URL-encoded or not (`%23elementor-action…`). */
export function isActionHash(href: string): boolean {
  return /^(?:#|%23)elementor-action/i.test(href)
}

/** `decodeURIComponent`, undefined for bad percent-encoding instead of an exception. */
export function decodeOnce(text: string): string | undefined {
  try {
    return decodeURIComponent(text)
  } catch {
    return undefined
  }
}

/** The same hash either way it is written (`#elementor-action%3A…` or decoded): for matching. */
export function normalizeActionHash(raw: string): string | undefined {
  if (raw.length > HASH_MAX) return undefined
  let text = raw.trim()
  for (let round = 0; round < 2; round++) {
    const decoded = decodeOnce(text)
    if (decoded === undefined) return undefined
    if (decoded === text) break
    text = decoded
  }
  return text.startsWith(`#${ACTION_PREFIX}`) ? text : undefined
}
