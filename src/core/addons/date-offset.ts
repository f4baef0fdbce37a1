import type { TimezoneReference } from './settings.ts'

/**
 * The date add-on's hidden `{field}-wc-pao-date-gmt-offset` input, the offset in hours (dates.ts
 * says how the server reads it with the timestamp): 'default' reference → the
 * browser's offset as `Date#getTimezoneOffset() / 60` (so UTC+2 is `-2`, the original's sign);
 * 'store' → the store's `gmt_offset` (the time is taken on the store's clock).
 */
/** The offset input's value: hours, as the server reads it back. */
export function dateGmtOffset(reference: TimezoneReference, browserOffsetMinutes: number, storeGmtOffset: number): string {
  if (reference === 'store') return String(Number.isFinite(storeGmtOffset) ? storeGmtOffset : 0)
  const hours = Number.isFinite(browserOffsetMinutes) ? browserOffsetMinutes / 60 : 0
  return String(hours === 0 ? 0 : hours)
}
