/**
 * Locally stored values that may carry an expiry (given as a lifetime in seconds), kept as the page
 * builder's own storage keeps them, so its add-ons and ours read one another's entries: one JSON
 * object under the storage key `elementor`, `{ <key>: value, …, __expiration: { <key>: <epoch ms> }
 * }`. An entry whose expiry is before now is dropped when read. Pure: the record in, the record
 * out; the runtime does the storage.
 */

export const STORAGE_KEY = 'elementor'
export const EXPIRATION_KEY = '__expiration'

export type StoreRecord = Record<string, unknown> & { [EXPIRATION_KEY]: Record<string, number> }

/** The stored text as a record: anything unreadable (not JSON, not an object) is an empty store. */
export function parseStore(text: string | null): StoreRecord {
  let parsed: unknown
  try {
    parsed = text ? JSON.parse(text) : {}
  } catch {
    parsed = {}
  }
  const record: Record<string, unknown> = typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed) ? { ...parsed } : {}
  const expiration = record[EXPIRATION_KEY]
  record[EXPIRATION_KEY] = typeof expiration === 'object' && expiration !== null && !Array.isArray(expiration) ? { ...expiration } : {}
  return record as StoreRecord
}

/**
 * Drops the entries expired at `now` (ms). `changed` says whether anything was dropped (the caller
 * then saves). A stored expiry that is not a number is read as a date, as the builder does.
 */
export function dropExpired(store: StoreRecord, now: number): { store: StoreRecord; changed: boolean } {
  const next: StoreRecord = { ...store, [EXPIRATION_KEY]: { ...store[EXPIRATION_KEY] } }
  let changed = false
  for (const [key, at] of Object.entries(store[EXPIRATION_KEY])) {
    const time = new Date(at as number | string).getTime()
    // An unreadable expiry (NaN) never compares as past: the builder keeps such entries too.
    if (time < now) {
      delete next[key]
      delete next[EXPIRATION_KEY][key]
      changed = true
    }
  }
  return { store: next, changed }
}

/**
 * The store with `key` set to `value`; a positive `lifetimeSeconds` sets its expiry to now plus the
 * lifetime. Without one, an expiry set before is kept (as the builder does).
 */
export function withValue(store: StoreRecord, key: string, value: unknown, now: number, lifetimeSeconds?: number): StoreRecord {
  const next: StoreRecord = { ...store, [EXPIRATION_KEY]: { ...store[EXPIRATION_KEY] }, [key]: value }
  if (lifetimeSeconds && Number.isFinite(lifetimeSeconds) && lifetimeSeconds > 0) {
    next[EXPIRATION_KEY][key] = now + lifetimeSeconds * 1000
  }
  return next
}
