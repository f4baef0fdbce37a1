/**
 * The shapes of order attribution: the settings a shop gives, and the data the sbjs_* cookies hold.
 * Field names follow the sourcebuster cookie keys (`typ`, `src`, …) so that a path such as
 * `current.typ` from WooCommerce's `wc_order_attribution.fields` map reads straight off the data.
 */

/** The four traffic types sourcebuster knows. Anything else is reported as {@link HOUSTON}. */
export type SourceType = 'utm' | 'organic' | 'referral' | 'typein'

export const SOURCE_TYPES = 'utm organic referral typein'.split(' ') as readonly SourceType[]

/** sourcebuster's word for "no value"; WooCommerce's server drops values equal to it. */
export const NONE = '(none)'

/** sourcebuster's fallback for a traffic type it does not know. */
export const HOUSTON = '(Houston, we have a problem)'

/** A search engine recognised from the referrer: its host (or a parent of it) and its query parameter. */
export interface SearchEngine {
  host: string
  /** The referrer must carry this query parameter (`q` for bing) to count as organic. */
  param: string
  /** The source name stored instead of the host, e.g. `bing`. */
  display?: string
}

/** A referrer host renamed (and optionally given a medium, e.g. `social`) when it sends a referral. */
export interface ReferralAlias {
  host: string
  display?: string
  /** Defaults to `referral`. */
  medium?: string
}

export interface AttributionSettings {
  /** Cookie lifetime in months of 30 days. A lifetime under one minute makes session cookies. */
  lifetimeMonths: number
  /** A session ends this many minutes after its last page view. */
  sessionMinutes: number
  /** Write cookie values base64-encoded (WooCommerce's answer to WAF false positives). */
  base64: boolean
  /** The `fd` dates are written at UTC plus this many hours. */
  timezoneOffsetHours: number
  /**
   * Give each visitor a random code in [min, max], zero-padded to the width of max. A bound that is
   * not a positive number is sourcebuster's default (100000, 999999).
   */
  promocode: false | { min: number; max: number }
  /** Extra search engines, checked before the built-in ones. */
  searchEngines?: readonly SearchEngine[]
  /** Extra referral aliases, checked before the built-in ones. */
  referralAliases?: readonly ReferralAlias[]
  /**
   * Longest value kept, in characters (not from sourcebuster: ours; default 1000). Every sbjs cookie is sent with
   * every request to the shop, so a hostile 10 KB utm value must not bloat the Cookie header.
   */
  maxValueLength?: number
}

export const DEFAULT_SETTINGS: Readonly<AttributionSettings> = /* @__PURE__ */ Object.freeze({
  lifetimeMonths: 6,
  sessionMinutes: 30,
  base64: false,
  timezoneOffsetHours: 0,
  promocode: false,
})

/** The keys of a source record, in the order sourcebuster writes them. */
export const SOURCE_KEYS = 'typ src mdm cmp cnt trm id plt fmt tct'.split(' ') as readonly (keyof SourceRecord)[]

/**
 * The utm parameters (without their `utm_` prefix) and the source keys they fill, in the order of
 * the checkout fields.
 */
export const UTM_KEYS: readonly (readonly [string, keyof SourceRecord])[] =
  'campaign cmp,source src,medium mdm,content cnt,id id,term trm,source_platform plt,creative_format fmt,marketing_tactic tct'
    .split(',')
    .map((entry) => entry.split(' ') as [string, keyof SourceRecord])

/** One traffic source: `sbjs_current` and `sbjs_first`. */
export interface SourceRecord {
  /** Traffic type: one of {@link SOURCE_TYPES}, or {@link HOUSTON}. */
  typ: string
  /** utm_source */
  src: string
  /** utm_medium */
  mdm: string
  /** utm_campaign */
  cmp: string
  /** utm_content (for a referral: the referrer's path) */
  cnt: string
  /** utm_term */
  trm: string
  /** utm_id */
  id: string
  /** utm_source_platform */
  plt: string
  /** utm_creative_format */
  fmt: string
  /** utm_marketing_tactic */
  tct: string
}

/** Where and when a source was recorded: `sbjs_current_add` and `sbjs_first_add`. */
export interface VisitExtra {
  /** Fire date, `YYYY-MM-DD HH:MM:SS` at the configured offset. */
  fd: string
  /** Entrance point: the full URL of the page where the source was recorded. */
  ep: string
  /** Referrer of that page, or `(none)`. */
  rf: string
}

/** `sbjs_session`: lives `sessionMinutes` after the last page view. */
export interface SessionRecord {
  /** Pages seen in this session, as a decimal string (the first page is "1"). */
  pgs: string
  /** Current page URL. */
  cpg: string
}

/** `sbjs_udata` */
export interface UserData {
  /** Visits (sessions) counted, as a decimal string. */
  vst: string
  /** IP address; sourcebuster cannot know it and WooCommerce never passes one: `(none)`. */
  uip: string
  /** The browser's user agent. */
  uag: string
}

/** `sbjs_promo` */
export interface PromoRecord {
  code: string
}

/**
 * Everything the sbjs_* cookies say about a visitor, as sourcebuster's `sbjs.get` gives it: every
 * value a string, percent-escapes decoded once. A value the cookies lack is `(none)`.
 */
export interface SourcebusterData {
  current: SourceRecord
  currentAdd: VisitExtra
  first: SourceRecord
  firstAdd: VisitExtra
  session: SessionRecord
  udata: UserData
  promo?: PromoRecord
}

/** One cookie to set, as the runtime should write it to `document.cookie`. */
export interface CookieWrite {
  name: string
  /** The exact cookie value text (already encoded; ASCII only). */
  value: string
  /** Milliseconds since the epoch. Absent: a session cookie. */
  expires?: number
  /**
   * `.example.com` for a shop on example.com or www.example.com. Without a leading dot (localhost,
   * an IP address, a one-label host, or '' for an unreadable URL) the cookie belongs to that host
   * alone: write it without a Domain attribute (see README "Cookie domain").
   */
  domain: string
  path: '/'
}
