import type { Orientation } from '../builder/roving.ts'

/**
 * WooCommerce's product tabs (templates/single-product/tabs/tabs.php): which tab the page's address
 * opens, and which way the tab list runs. Pure: the element hands in the address and the panels'
 * ids, and reads back the index of the tab to select.
 *
 * WooCommerce 10.5.2's single-product.js opens, when the tabs start: the reviews tab for a hash
 * holding `comment-` (any case), `#reviews` or `#tab-reviews`, or for an address on a page of
 * comments (`comment-page-` in it, or `cpage=`); the additional information tab for
 * `#tab-additional_information`; else the first tab. It never looks at the hash again.
 *
 * We keep those rules and widen two of them: `#tab-<key>` opens any tab whose panel has that id, and
 * a hash naming an element inside a panel (`#respond`, `#review_form`) opens that panel. The same
 * rules run when the hash changes, where nothing matching keeps the tab that is open.
 */

/** The reviews panel's id (`tab-` and the key of WooCommerce's `reviews` tab). */
export const REVIEWS_PANEL_ID = 'tab-reviews'

export interface TabsAddress {
  /** `location.hash`: '' or '#…', percent-encoded as the browser keeps it. */
  readonly hash: string
  /** `location.href`. */
  readonly href: string
}

/**
 * The id a hash names: without its '#', percent-decoded; kept as it is when it is not valid
 * percent-encoding (an id may hold a '%').
 */
export function idOfHash(hash: string): string {
  const raw = hash.startsWith('#') ? hash.slice(1) : hash
  try {
    return decodeURIComponent(raw)
  } catch {
    return raw
  }
}

/**
 * The index of the tab the address opens, among the tabs whose panels have `panelIds`, or -1 to keep
 * the tab that is open. `panelHolding(id)` is the index of the panel that holds an element with that
 * id (-1: none does). `atStart`: the tabs are starting (then the address of a page of comments opens
 * the reviews, and no match opens the first tab).
 */
export function tabOfAddress(
  address: TabsAddress,
  panelIds: readonly string[],
  panelHolding: (id: string) => number,
  atStart: boolean,
): number {
  if (panelIds.length === 0) return -1
  const reviews = panelIds.indexOf(REVIEWS_PANEL_ID)
  const id = idOfHash(address.hash)
  if (id) {
    const panel = panelIds.indexOf(id)
    if (panel >= 0) return panel
    if (reviews >= 0 && (id === 'reviews' || id.toLowerCase().includes('comment-'))) return reviews
    const holding = panelHolding(id)
    if (holding >= 0) return holding
  }
  if (!atStart) return -1
  if (reviews >= 0 && (address.href.includes('comment-page-') || address.href.includes('cpage='))) return reviews
  return 0
}

export interface TabBox {
  readonly top: number
  readonly left: number
}

/**
 * Which way the tabs run, from where the first two sit (themes turn WooCommerce's row of tabs into a
 * column): vertical when the second is further below the first than beside it. With fewer than two
 * tabs, horizontal. WooCommerce's own script decides the same way, on every key press.
 */
export function tabsOrientation(first: TabBox | undefined, second: TabBox | undefined): Orientation {
  if (!first || !second) return 'horizontal'
  return Math.abs(second.top - first.top) > Math.abs(second.left - first.left) ? 'vertical' : 'horizontal'
}
