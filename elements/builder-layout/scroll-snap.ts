import { readWpFlag } from '../../src/core/wp/values.ts'

/** The page's top-level sections and containers: the places a snapping page stops at. */
const SNAP_POINTS = ':scope > .elementor-section, :scope > .e-con, :scope > .elementor-inner > .elementor-section-wrap > .elementor-section'

/**
 * The page setting `scroll_snap`: the page snaps vertically to its top-level sections and
 * containers. A section taller than the window still scrolls through (the browser lets a snap area
 * larger than the viewport scroll within it).
 */
export function applyScrollSnap(root: Element, pageSettings: Readonly<Record<string, unknown>>): boolean {
  if (!readWpFlag(pageSettings.scroll_snap)) return false
  root.ownerDocument.documentElement.style.scrollSnapType = 'y mandatory'
  for (const point of root.querySelectorAll<HTMLElement>(SNAP_POINTS)) point.style.scrollSnapAlign = 'start'
  return true
}
