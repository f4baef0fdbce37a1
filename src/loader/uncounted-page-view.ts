/**
 * A page the visitor left before the order attribution tracker started (its chunk still loading,
 * or the browser never idle): the loader keeps it in the tab's session storage, and the next
 * page's tracker counts it first (elements/wc-order-attribution-inputs/uncounted-views.ts reads
 * it). WooCommerce's tracker is a synchronous script that counts every page as it runs, the landing
 * page of a campaign included; without this, a visitor who lands from a campaign and clicks on at
 * once would lose the campaign.
 *
 * The record: `shop-islands:uncounted-page-views` → a JSON list of `{ url, referrer, time, page }`,
 * `page` being the document's `performance.timeOrigin` (one per page load).
 */
export const UNCOUNTED_PAGE_VIEWS_KEY = 'shop-islands:uncounted-page-views'
/** At most this many are kept (a tab left open on pages that never finish loading). */
const MAX_KEPT = 20

export function rememberUncountedPageView(): void {
  try {
    const kept: unknown = JSON.parse(sessionStorage.getItem(UNCOUNTED_PAGE_VIEWS_KEY) ?? '[]')
    const views = Array.isArray(kept) ? kept : []
    views.push({ url: location.href, referrer: document.referrer, time: Date.now(), page: performance.timeOrigin })
    sessionStorage.setItem(UNCOUNTED_PAGE_VIEWS_KEY, JSON.stringify(views.slice(-MAX_KEPT)))
  } catch {
    // Session storage refused (disabled, full, a sandboxed frame): this page stays uncounted.
  }
}
