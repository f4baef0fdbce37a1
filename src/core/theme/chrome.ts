/**
 * The rules of the theme's chrome (Panoramic's custom.js and dynamic CSS), as
 * pure functions: which layout the navigation is in, where the search block sits, when the back-to-top
 * button shows and when the header sticks.
 */

/** The theme's mobile menu breakpoint when its dynamic CSS says nothing (customizer/styles.php). */
export const DEFAULT_MOBILE_MENU_BREAKPOINT = 960

/** The search toggle moves the block down by this much (custom.js: `top: '+=50'`)… */
export const SEARCH_SLIDE_PX = 50
/** …in this time; the slide-down panel variant fades in and out in the same time. */
export const SEARCH_ANIMATION_MS = 150
/** At or below this document width the search block keeps a fixed right offset… */
export const SEARCH_OFFSET_BREAKPOINT = 780
/** …of this many px. */
export const SEARCH_NARROW_RIGHT_PX = 20

/**
 * The `max-width` in px of a media query such as `only screen and (max-width: 960px)`; undefined when
 * it has none in px. (The theme prints its mobile menu rules inside one.)
 */
export function maxWidthOf(mediaText: string): number | undefined {
  const match = /max-width\s*:\s*(\d+(?:\.\d+)?)px/i.exec(mediaText)
  return match ? Number(match[1]) : undefined
}

/**
 * The mobile menu breakpoint from the media queries that hold the theme's mobile menu rules (in the
 * order of the page's stylesheets; the last one wins, as the cascade does), else the default.
 */
export function mobileMenuBreakpoint(mediaTexts: readonly string[]): number {
  let found: number | undefined
  for (const text of mediaTexts) found = maxWidthOf(text) ?? found
  return found ?? DEFAULT_MOBILE_MENU_BREAKPOINT
}

/** The media query that is true in the mobile layout ("at or below" the breakpoint). */
export function atOrBelow(breakpoint: number): string {
  return `(max-width: ${breakpoint}px)`
}

/**
 * The search block's `right` on headers with a full-width logo: centred on the top bar's container
 * above 780 px of document width, 20 px at or below.
 */
export function searchBlockRight(documentWidth: number, containerWidth: number): number {
  return documentWidth > SEARCH_OFFSET_BREAKPOINT ? Math.max(0, (documentWidth - containerWidth) / 2) : SEARCH_NARROW_RIGHT_PX
}

/** Space between the open search block and the toggle above it, in px. */
export const SEARCH_BELOW_TOGGLE_PX = 6

/**
 * The search block's `top` when open: the closed position moved down by the slide, and at least
 * below its toggle (`toggleBottom`: the toggle's bottom edge in the block's offset parent), so that
 * the open block never covers the toggle that closes it, nor starts above its container.
 */
export function searchBlockTop(closedTop: number, open: boolean, toggleBottom = Number.NEGATIVE_INFINITY): number {
  if (!open) return closedTop
  return Math.max(closedTop + SEARCH_SLIDE_PX, 0, toggleBottom + SEARCH_BELOW_TOGGLE_PX)
}

/**
 * A search form whose field is empty is not submitted (custom.js compares with ''; a field of spaces
 * searches for nothing too, so it counts as empty).
 */
export function isEmptySearch(value: string): boolean {
  return value.trim() === ''
}

/** The back-to-top button shows once the page is scrolled more than half the viewport height. */
export function backToTopVisible(scrollY: number, viewportHeight: number): boolean {
  return scrollY > viewportHeight / 2
}

/** The header is sticky only above its deactivation breakpoint (not at or below it). */
export function stickyActive(viewportWidth: number, deactivationBreakpoint: number): boolean {
  return viewportWidth > deactivationBreakpoint
}

/** The sticky header is stuck once the page has scrolled past where it starts. */
export function isStuck(scrollY: number, headerTop: number): boolean {
  return scrollY > headerTop
}
