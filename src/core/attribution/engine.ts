/**
 * The order-attribution engine: one page view in, the sbjs_* cookies to write out. It reads the
 * cookies WooCommerce's sourcebuster already wrote (plain or base64), so a shop can switch without
 * losing its visitors' history, and writes them in the same format, so it could switch back.
 *
 * Pure: the URL, referrer, user agent, clock, random numbers and cookie jar all come in as
 * arguments; the runtime applies the returned writes to document.cookie.
 */

import { type Classification, type ClassifyInput, classify, classifyWith, decodedOrNone, makeSource } from './classify.ts'
import { ATTRIBUTION_COOKIE_BUDGET, decodeSbjs, encodeSbjs, largestFitting, MAX_COOKIE_BYTES } from './cookie-format.ts'
import { trimmed } from '../text/uri.ts'
import {
  NONE,
  SOURCE_KEYS,
  type AttributionSettings,
  type CookieWrite,
  type SourceRecord,
  type SourcebusterData,
  type VisitExtra,
} from './types.ts'
import { cookieDomain, splitUrl } from './url.ts'

export { cookieDomain } from './url.ts'

/**
 * The sbjs cookies without their `sbjs_` prefix, in the order WooCommerce's consent revoke lists
 * them. The data's containers bear the same names (`current_add` as `currentAdd`), migrations aside.
 */
export const SBJS_NAMES = 'current current_add first first_add session udata migrations promo'.split(' ')

/** Every cookie sourcebuster may write, as WooCommerce's consent revoke lists them. */
export const ALL_COOKIE_NAMES: readonly string[] = SBJS_NAMES.map((name) => `sbjs_${name}`)

/** sourcebuster's only migration (0.x `|` delimiters → `|||`); `id=1` marks it done. */
export const MIGRATION_ID = '1418474375998'

const EXTRA_KEYS: readonly (keyof VisitExtra)[] = ['fd', 'ep', 'rf']

const MINUTE_MS = 60_000

export interface VisitInput {
  /** location.href */
  url: string
  /** document.referrer ('' when none) */
  referrer: string
  /** navigator.userAgent */
  userAgent: string
  /** Milliseconds since the epoch. */
  now: number
  /** Cookie name → value, as document.cookie lists them (raw; already-decoded values also read). */
  cookies: ReadonlyMap<string, string>
  /** Math.random or a seeded stand-in; used for the promocode only (without it: the lowest code). */
  random?: () => number
}

export interface VisitResult {
  data: SourcebusterData
  writes: CookieWrite[]
  /** This page view started a session (visit count +1). */
  newSession: boolean
  /** A new source was recorded (sbjs_current_add rewritten). */
  sourceChanged: boolean
}

/**
 * A whole number from settings: `fallback` unless `value` is a positive finite number, times
 * `scale`, cut to an integer. Cookie lifetime is months of 30 days cut to whole minutes, as in
 * sourcebuster, so 0.00001 months is 0 minutes: session cookies. (sourcebuster would write
 * already-expired cookies for a negative lifetime; we use the default.)
 */
function whole(value: unknown, fallback: number, scale = 1): number {
  return Math.trunc((typeof value === 'number' && value > 0 && value < Infinity ? value : fallback) * scale)
}

/** `YYYY-MM-DD HH:MM:SS` at UTC plus `offsetHours` (sourcebuster's `setDate`); an unusable clock reads as the epoch. */
export function formatFireDate(now: number, offsetHours = 0): string {
  return new Date(+new Date(now + offsetHours * 3_600_000) || 0).toISOString().slice(0, 19).replace('T', ' ')
}

/** The raw value of a cookie by its name without `sbjs_`. */
function getter(cookies: ReadonlyMap<string, string>): (name: string) => unknown {
  return (name) => cookies.get(`sbjs_${name}`)
}

/** The data the cookies hold, undefined without a readable current source. */
function dataOf(get: (name: string) => unknown): SourcebusterData | undefined {
  const read = reader(get)
  const current = sourceOf(read('current'))
  const code = read('promo')?.get('code')
  return (
    current && {
      current,
      currentAdd: pick(read('current_add'), EXTRA_KEYS),
      first: sourceOf(read('first')) ?? pick(undefined, SOURCE_KEYS),
      firstAdd: pick(read('first_add'), EXTRA_KEYS),
      session: pick(read('session'), ['pgs', 'cpg']),
      udata: pick(read('udata'), ['vst', 'uip', 'uag']),
      ...(code === undefined ? {} : { promo: { code } }),
    }
  )
}

/** A cookie's pairs; undefined when it is absent or blank (sourcebuster tests the decoded text). */
function reader(get: (name: string) => unknown): (name: string) => Map<string, string> | undefined {
  return (name) => {
    const raw = get(name)
    return typeof raw === 'string' && raw.trim() ? decodeSbjs(raw) : undefined
  }
}

function pick<K extends string>(pairs: ReadonlyMap<string, string> | undefined, keys: readonly K[]): Record<K, string> {
  return Object.fromEntries(keys.map((key) => [key, pairs?.get(key) ?? NONE])) as Record<K, string>
}

/**
 * A stored source is usable when it names a type; a cookie without one (junk, or the `null`
 * sourcebuster writes when it loses its current source) is as good as absent. A type we do not
 * know gives the Houston record; keys other than the ten known ones are dropped.
 */
function sourceOf(pairs: Map<string, string> | undefined): SourceRecord | undefined {
  const typ = pairs?.get('typ')
  return typ ? makeSource(typ, Object.fromEntries(pairs as Map<string, string>)) : undefined
}

/** sourcebuster's `parseInt(x) || 1`, kept positive and sane (a hostile cookie cannot overflow it). */
function count(pairs: Map<string, string> | undefined, key: string): number {
  const n = parseInt(pairs?.get(key) as string, 10)
  return n >= 1 ? Math.min(n, 999_999_999) : 1
}

// ---------------------------------------------------------------------------------------------
// Tracking one page view

export function trackVisit(input: VisitInput, settings: Partial<AttributionSettings> = {}): VisitResult {
  // Anything may come in here: a jar that is no map is an empty jar, an unusable clock the epoch, base64
  // is on only when true, and the settings the page tracker never sets are checked (trackPageView
  // takes them as they are).
  const jar: unknown = input.cookies
  return trackPageView(
    {
      ...input,
      cookies: typeof (jar as ReadonlyMap<string, string> | undefined)?.get === 'function' ? input.cookies : new Map(),
      now: Number.isFinite(input.now) ? input.now : 0,
    },
    {
      ...settings,
      base64: settings.base64 === true,
      timezoneOffsetHours: Number(settings.timezoneOffsetHours) || 0,
      maxValueLength: Math.max(1, whole(settings.maxValueLength, 1000)),
    },
    promoCode,
    (page) => classify(page, settings),
  )
}

/** Writes a cookie record: its name without `sbjs_`, the record, and its expiry (default: the lifetime). */
type Write = (name: string, record: object, expires?: number) => void

/**
 * sourcebuster's optional promocode: a code in [min, max], zero-padded to the width of max, given
 * once. sourcebuster: `parseInt(min) || 100000`, `parseInt(max) || 999999`; we also keep min ≤ max,
 * and random() in [0, 1) whatever it gives.
 */
function promoCode(settings: Partial<AttributionSettings>, input: VisitInput, has: (name: string) => unknown, write: Write): void {
  const promo = settings.promocode
  if (!promo || has('promo')) return
  const a = whole(promo.min, 100_000)
  const b = whole(promo.max, 999_999)
  const max = Math.max(a, b)
  const min = Math.min(a, b)
  const r = Math.min(Math.max(Number(input.random?.()) || 0, 0), 1 - Number.EPSILON)
  const code = Math.floor(r * (max - min + 1)) + min
  write('promo', { code: `${code}`.padStart(`${max}`.length, '0') })
}

/**
 * trackVisit without the promocode and the custom search engines and referral aliases, unless
 * `promo` and `sources` bring them: the page tracker, whose settings never set them (WooCommerce
 * prints none), ships without their code. It also trusts what the page tracker gives and trackVisit
 * checks: a cookie Map, a finite clock, a boolean base64, and a timezone offset and value cap that
 * are numbers or absent (0 hours, 1000 characters).
 */
export function trackPageView(
  input: VisitInput,
  settings: Partial<AttributionSettings> = {},
  promo?: typeof promoCode,
  sources: (page: ClassifyInput) => Classification = classifyWith,
): VisitResult {
  const get = getter(input.cookies)
  const read = reader(get)
  const now = input.now
  const url = trimmed(input.url)
  const referrer = trimmed(input.referrer)
  const host = splitUrl(url).host
  const session = read('session')
  const udata = read('udata')

  const { changed, source } = sources({ url, referrer, host, hasLiveSession: !!session, stored: sourceOf(read('current')) })
  const extra: VisitExtra = {
    fd: formatFireDate(now, settings.timezoneOffsetHours),
    ep: decodedOrNone(url),
    rf: decodedOrNone(referrer),
  }
  // A stored entry point and referrer count when the cookie has one of their keys.
  const extraOf = (name: string) => {
    const pairs = read(name)
    return EXTRA_KEYS.some((key) => pairs?.has(key)) ? pick(pairs, EXTRA_KEYS) : undefined
  }

  const lifetime = whole(settings.lifetimeMonths, 6, 30 * 24 * 60)
  /** Cookie name without `sbjs_` → the record and its expiry, in the order of writing. */
  const records = new Map<string, [record: object, expires?: number]>()
  const write: Write = (name, record, expires = lifetime > 0 ? now + lifetime * MINUTE_MS : undefined) => {
    records.set(name, [record, expires])
  }
  /** The writes, every value cut to `cap` code points (and each cookie to its size limit). */
  const encodeAll = (cap: number): CookieWrite[] =>
    [...records].map(([name, [record, expires]]) => ({
      name: `sbjs_${name}`,
      value: encodeSbjs(Object.entries(record), {
        base64: settings.base64,
        maxLength: MAX_COOKIE_BYTES - name.length - 6, // `sbjs_${name}=${value}`
        maxValueLength: cap,
      }),
      ...(expires === undefined ? {} : { expires }),
      domain: cookieDomain(host),
      path: '/',
    }))
  /** Bytes as sent: `name=value; ` per cookie. */
  const size = (list: CookieWrite[]) => list.reduce((sum, { name, value }) => sum + name.length + value.length + 3, 0)

  // In sourcebuster's order: migrations, current_add, first_add, current, first, udata, session, promo.
  if (!read('migrations')) write('migrations', { [MIGRATION_ID]: '1' })
  // sourcebuster leaves current_add alone while the source is kept, so it could expire before the
  // source it describes; we rewrite it with the source to keep referrer and entry page alive.
  const currentAdd = changed ? extra : extraOf('current_add')
  if (currentAdd) write('current_add', currentAdd)
  if (changed && !extraOf('first_add')) write('first_add', extra)
  write('current', source)
  if (!sourceOf(read('first'))) write('first', source)
  // Visits +1 when a session starts; pages +1 on each page of a session, the first page being 1.
  write('udata', {
    vst: `${udata ? count(udata, 'vst') + (session ? 0 : 1) : 1}`,
    uip: NONE,
    uag: decodedOrNone(trimmed(input.userAgent)),
  })
  const sessionMinutes = Math.max(1, whole(settings.sessionMinutes, 30))
  write('session', { pgs: `${session ? count(session, 'pgs') + 1 : 1}`, cpg: extra.ep }, now + sessionMinutes * MINUTE_MS)
  promo?.(settings, input, read, write)

  // All of them within the budget: every value cut to one common length, the longest first. The
  // cookies this page keeps count too (as rewritten, last) and are rewritten only when a cut is needed.
  const cap = settings.maxValueLength ?? 1000
  const ownWrites = records.size
  for (const name of SBJS_NAMES) {
    if (read(name) && !records.has(name)) write(name, Object.fromEntries(read(name) as Map<string, string>))
  }
  const fitting = largestFitting(cap, (n) => size(encodeAll(n)) <= ATTRIBUTION_COOKIE_BUDGET)
  const writes = encodeAll(fitting).slice(0, fitting < cap ? undefined : ownWrites)

  // The data is what the cookies now hold (values cut to size included), read as the next page will.
  const data = dataOf((name) => writes.find((w) => w.name === `sbjs_${name}`)?.value ?? get(name)) as SourcebusterData
  return { data, writes, newSession: !session, sourceChanged: changed }
}

/**
 * What the cookies say, without tracking anything (for a page that must not count as a view, or
 * after consent). Undefined when there is no readable current source. Reading needs no settings
 * (base64 is recognised per cookie); the parameter is accepted for symmetry with trackVisit.
 */
export function readAttribution(
  cookies: ReadonlyMap<string, string>,
  _settings?: Partial<AttributionSettings>,
): SourcebusterData | undefined {
  return dataOf(getter(cookies))
}

/**
 * The writes that delete every sbjs cookie on the domain the engine writes on (the consent revoke
 * WooCommerce gets wrong on www. hosts, where it looks on `.www.example.com`).
 */
export function deletionWrites(host: string): CookieWrite[] {
  const domain = cookieDomain(host)
  return ALL_COOKIE_NAMES.map((name) => ({ name, value: '', expires: 0, domain, path: '/' as const }))
}
