/**
 * Same-page anchor links (spec §5 "Lightbox and anchors", §2 "Page-builder link actions"): a link
 * scrolls to its target only when the target is a hash, then a letter or underscore, then word
 * characters or hyphens; sticky elements' `sticky_anchor_link_offset` becomes the target's scroll
 * margin so they do not cover it. Anything else is left to the browser and never throws.
 */
import { readWpNumber } from '../wp/values.ts'

/** The spec's rule for an anchor target. */
export const ANCHOR_TARGET = /^#[A-Za-z_][\w-]*$/

/** True when `hash` (with its `#`) is a valid anchor target. */
export function isAnchorTarget(hash: string): boolean {
  return ANCHOR_TARGET.test(hash)
}

/**
 * The id a link jumps to on this page: `href` resolved as the browser does (against the document's
 * base URL, which a `<base href>` changes), same document as `pageUrl` (same origin, path and
 * query), and a hash the rule accepts; undefined otherwise (another page, `#`, `#elementor-action…`
 * hashes with encoded characters, `#1st`, `#a b`).
 */
export function anchorTargetId(href: string, pageUrl: string, baseUrl = pageUrl): string | undefined {
  const hash = samePageHash(href, pageUrl, baseUrl)
  return hash !== undefined && isAnchorTarget(hash) ? hash.slice(1) : undefined
}

/**
 * The hash (with its `#`, as the URL parser writes it) of a link to this same page, whatever the
 * rule says of it; undefined for another page, no hash or no URL. Only the browser's own jump goes
 * to a target the rule refuses (`#2024-collection`), and the sticky elements must not cover it
 * either.
 */
export function samePageHash(href: string, pageUrl: string, baseUrl = pageUrl): string | undefined {
  try {
    const url = new URL(href, baseUrl)
    const page = new URL(pageUrl)
    if (url.origin === page.origin && url.pathname === page.pathname && url.search === page.search && url.hash.length > 1) return url.hash
  } catch {
    // Not a URL: left to the browser.
  }
  return undefined
}

/** The id the browser's own jump looks for: the hash without `#`, percent-decoded (undefined when it cannot be). */
export function fragmentId(hash: string): string | undefined {
  try {
    return decodeURIComponent(hash.slice(1))
  } catch {
    return undefined
  }
}

/**
 * The scroll margin (px) for anchor targets: the largest `sticky_anchor_link_offset` among the
 * sticky elements' settings; 0 when none is set or none is a non-negative number.
 */
export function anchorScrollMargin(offsets: readonly unknown[]): number {
  // An unreadable offset counts as 0; one of 10,000 px or more is a mistake and is ignored.
  return Math.max(0, ...offsets.map((raw) => readWpNumber(raw) ?? 0).filter((value) => value < 10_000))
}
