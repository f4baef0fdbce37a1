/**
 * One-page layout mode (the theme's `panoramicLayoutMode` setting): which menu item a
 * link stands for, the `?section={slug}` address other pages send visitors to, and which item the
 * highlight follows while the home page scrolls. Pure: offsets come in as numbers.
 */

/** Scroll-position detection adds 28 px. */
export const SCROLL_DETECTION_OFFSET = 28
/** On load with `section`, the page scrolls there after 1200 ms unless the visitor scrolled. */
export const SECTION_SCROLL_DELAY_MS = 1200
/** The query parameter of the theme's newer builds (its older builds used `page`). */
export const SECTION_PARAMETER = 'section'

/** A page slug as WordPress makes them; anything else in an address is ignored (hostile strings). */
const SLUG = /^[\w-]{1,200}$/

export function isSlug(value: string): boolean {
  return SLUG.test(value)
}

const withoutTrailingSlashes = (value: string) => value.replace(/\/+$/, '')

/**
 * The slug a menu link stands for: the front page's slug for a link to the site root, the last path
 * segment of a link ending in `<slug>/`, or the slug of a `#slug` or `?section=slug` link to the root.
 * `href` and `siteUrl` are absolute addresses (the caller resolves them). `undefined`: not a section.
 */
export function linkSlug(href: string, siteUrl: string, pageOnFront: string): string | undefined {
  let url: URL
  let root: URL
  try {
    url = new URL(href)
    root = new URL(withoutTrailingSlashes(siteUrl) + '/')
  } catch {
    return undefined
  }
  if (url.origin !== root.origin) return undefined
  const path = withoutTrailingSlashes(url.pathname)
  const rootPath = withoutTrailingSlashes(root.pathname)
  if (path === rootPath) {
    const named = url.searchParams.get(SECTION_PARAMETER) ?? decodeHash(url.hash)
    if (named) return isSlug(named) ? named : undefined
    return isSlug(pageOnFront) ? pageOnFront : undefined
  }
  if (!url.pathname.endsWith('/') || !path.startsWith(rootPath + '/')) return undefined
  const slug = path.slice(path.lastIndexOf('/') + 1)
  return isSlug(slug) ? slug : undefined
}

function decodeHash(hash: string): string | undefined {
  if (hash.length < 2) return undefined
  try {
    return decodeURIComponent(hash.slice(1))
  } catch {
    return undefined
  }
}

/** The address another page sends a visitor to: the site root with `?section={slug}`. */
export function sectionUrl(siteUrl: string, slug: string): string {
  return `${withoutTrailingSlashes(siteUrl)}/?${SECTION_PARAMETER}=${encodeURIComponent(slug)}`
}

/** The slug asked for by a page address's query (`?section=about`), when it is a slug. */
export function sectionFromSearch(search: string): string | undefined {
  const value = new URLSearchParams(search).get(SECTION_PARAMETER)
  return value !== null && isSlug(value) ? value : undefined
}

/**
 * The marker the highlight follows: the last one whose top (document offset, in order) the visitor
 * scrolled past, counting the sticky header and the 28 px of `SCROLL_DETECTION_OFFSET`. With none
 * passed, the first item when `highlightFirst` asks for it, otherwise none (-1).
 */
export function highlightedIndex(markerTops: readonly number[], scrollTop: number, stickyHeight: number, highlightFirst: boolean): number {
  const line = scrollTop + stickyHeight + SCROLL_DETECTION_OFFSET
  let passed = -1
  markerTops.forEach((top, index) => {
    if (top <= line) passed = index
  })
  if (passed >= 0) return passed
  return highlightFirst && markerTops.length > 0 ? 0 : -1
}

/**
 * Where the window scrolls to show a section: its marker under the sticky header (when the header
 * sticks at this width), the first one also under the content's top margin.
 */
export function sectionScrollTop(markerTop: number, isFirst: boolean, contentMarginTop: number, stickyHeight: number): number {
  return Math.max(0, Math.round(markerTop - stickyHeight - (isFirst ? contentMarginTop : 0)))
}

/** The sticky header's height counts only above the deactivation breakpoint (at or below it: 0). */
export function stickyAllowance(viewportWidth: number, deactivationBreakpoint: number, headerHeight: number, sticky: boolean): number {
  return sticky && viewportWidth > deactivationBreakpoint ? headerHeight : 0
}
