/**
 * The pages this tab left before the tracker started on them, as the loader kept them
 * (src/loader/uncounted-page-view.ts has the record and why): taken once, for the tracker to count
 * them in order before this page. A malformed record counts nothing.
 */
export const UNCOUNTED_PAGE_VIEWS_KEY = 'shop-islands:uncounted-page-views'

export interface UncountedPageView {
  url: string
  referrer: string
  time: number
  /** The document's performance.timeOrigin: tells this page apart from the earlier ones. */
  page: number
}

function isView(value: unknown): value is UncountedPageView {
  if (typeof value !== 'object' || value === null) return false
  const view = value as Record<string, unknown>
  return (
    typeof view.url === 'string' &&
    typeof view.referrer === 'string' &&
    Number.isFinite(view.time) &&
    Number.isFinite(view.page)
  )
}

export function takeUncountedPageViews(): UncountedPageView[] {
  try {
    const raw = sessionStorage.getItem(UNCOUNTED_PAGE_VIEWS_KEY)
    if (raw === null) return []
    sessionStorage.removeItem(UNCOUNTED_PAGE_VIEWS_KEY)
    const views: unknown = JSON.parse(raw)
    return Array.isArray(views) ? views.filter(isView) : []
  } catch {
    return []
  }
}
