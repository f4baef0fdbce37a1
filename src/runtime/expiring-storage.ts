import { dropExpired, parseStore, STORAGE_KEY, type StoreRecord, withValue } from '../core/builder/expiring-store.ts'

/**
 * Locally stored values with an expiry, in the page builder's own format
 * (src/core/builder/expiring-store.ts), so values it stored are read and ours read by it. Storage
 * that is blocked (privacy modes, sandboxed frames) or full reads as empty and writes nothing:
 * never an exception.
 */

export interface StorageOptions {
  /** Lifetime in seconds from now; without it the value keeps any expiry it had. */
  lifetimeInSeconds?: number
  /** sessionStorage instead of localStorage. */
  session?: boolean
}

function storageArea(session?: boolean): Storage | undefined {
  try {
    return session ? sessionStorage : localStorage
  } catch {
    return undefined
  }
}

function load(area: Storage | undefined): StoreRecord {
  try {
    return parseStore(area?.getItem(STORAGE_KEY) ?? null)
  } catch {
    return parseStore(null)
  }
}

function save(area: Storage | undefined, store: StoreRecord): void {
  try {
    area?.setItem(STORAGE_KEY, JSON.stringify(store))
  } catch {
    // Full or blocked: the value is simply not kept.
  }
}

/** The value of `key`, or `undefined` when absent or expired (expired entries are removed). */
export function getStoredValue(key: string, options: StorageOptions = {}): unknown {
  const area = storageArea(options.session)
  const { store, changed } = dropExpired(load(area), Date.now())
  if (changed) save(area, store)
  return store[key]
}

export function setStoredValue(key: string, value: unknown, options: StorageOptions = {}): void {
  const area = storageArea(options.session)
  const { store } = dropExpired(load(area), Date.now())
  save(area, withValue(store, key, value, Date.now(), options.lifetimeInSeconds))
}
