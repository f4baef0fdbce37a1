/**
 * Same-page anchor links: a link
 * scrolls to its target only when the target is a hash, then a letter or underscore, then word
 * characters or hyphens; sticky elements' `sticky_anchor_link_offset` becomes the target's scroll
 * margin so they do not cover it. Anything else is left to the browser and never throws.
 */
import { readWpNumber } from '../wp/values.ts'

/** A valid anchor target: a hash, then a letter or underscore, then word characters or hyphens. */
export const ANCHOR_TARGET = /^#[A-Za-z_][\w-]*$/

/** True when `hash` (with its `#`) is a valid anchor target. */
export function isAnchorTarget(hash: string): boolean {
  return ANCHOR_TARGET.test(hash)
}

/**
 * The id a link jumps to on this page: `href` resolved as the browser does (against the document's
 * base URL, which a `<base href>` changes), same document as `pageUrl` (same origin, path and
 * query), and a hash the rule accepts; undefined otherwise (another page, `#`, `#elementor-action…`
 * hashes with encoded characters, `#1st`, `#a b`). With `evenRefused`, also the id of a same-page
 * hash the rule refuses, percent-decoded as the browser's own jump reads it (`#2024-collection`):
 * only that jump goes there, and the sticky elements must not cover its target either.
 */
export function anchorTargetId(href: string, pageUrl: string, baseUrl = pageUrl, evenRefused = false): string | undefined {
  try {
    const url = new URL(href, baseUrl)
    const page = new URL(pageUrl)
    if (url.origin === page.origin && url.pathname === page.pathname && url.search === page.search) {
      if (isAnchorTarget(url.hash)) return url.hash.slice(1)
      // (A malformed escape throws: no id.)
      if (evenRefused && url.hash.length > 1) return decodeURIComponent(url.hash.slice(1))
    }
  } catch {
    // Not a URL: left to the browser.
  }
  return undefined
}

/**
 * The scroll margin (px) for anchor targets: the largest `sticky_anchor_link_offset` among the
 * sticky elements' settings; 0 when none is set or none is a non-negative number.
 */
export function anchorScrollMargin(offsets: readonly unknown[]): number {
  // An unreadable offset counts as 0; one of 10,000 px or more is a mistake and is ignored.
  return Math.max(0, ...offsets.map((raw) => readWpNumber(raw) ?? 0).filter((value) => value < 10_000))
}
