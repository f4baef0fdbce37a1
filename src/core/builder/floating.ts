/**
 * Rules of the page builder's floating bar and contact buttons (each printed as a document of its
 * own, `data-elementor-type="floating-buttons"`, in the page's footer). Pure: the elements hand in
 * the date, the markup's values and the clicks.
 */

export type TimeFormat = '12h' | '24h'

export const readTimeFormat = (value: unknown): TimeFormat | undefined => (value === '12h' || value === '24h' ? value : undefined)

/**
 * The message bubble's time, in the visitor's local time: `2:05 PM` / `12:00 AM` for 12 h,
 * `14:05` / `00:00` for 24 h.
 */
export function formatMessageTime(date: Date, format: TimeFormat): string {
  const hours = date.getHours()
  const minutes = String(date.getMinutes()).padStart(2, '0')
  if (format === '24h') return `${String(hours).padStart(2, '0')}:${minutes}`
  return `${hours % 12 || 12}:${minutes} ${hours < 12 ? 'AM' : 'PM'}`
}

/** Clicks are sent once this many are waiting (as the builder does), and when the page is left. */
export const CLICK_BATCH_SIZE = 10

export const CLICK_TRACKING_ACTION = 'elementor_send_clicks'

/** The queue after a click on document `id`: `send` holds a full batch to send now. */
export function queueClick(queue: readonly string[], id: string): { queue: string[]; send?: string[] } {
  const next = [...queue, id]
  return next.length >= CLICK_BATCH_SIZE ? { queue: [], send: next } : { queue: next }
}

/** The form fields of one batch, as the builder posts them to admin-ajax. */
export function clickTrackingFields(nonce: string, ids: readonly string[]): Array<[string, string]> {
  return [['action', CLICK_TRACKING_ACTION], ['_nonce', nonce], ...ids.map((id): [string, string] => ['clicks[]', id])]
}

/** A document id the builder prints (`data-elementor-id`): digits only, else not tracked. */
export const readDocumentId = (value: string | null | undefined): string | undefined =>
  value && /^\d{1,20}$/.test(value) ? value : undefined

/** The session-storage key that keeps a floating bar closed for the visit. */
export const closedBarKey = (id: string): string => `e-floating-bars-closed-${id}`
