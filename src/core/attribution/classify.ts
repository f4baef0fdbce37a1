/**
 * Which traffic source a page view belongs to, decided in this order (the first that holds wins):
 *
 *   1. utm       any utm_* parameter, or an ad click id (gclid, yclid), is in the URL
 *   2. organic   the referrer is a known search engine
 *   3. referral  an external referrer, and no live session
 *   4. otherwise the stored source is kept; with none stored: typein, (direct) / (none)
 *
 * Values are taken from the raw URL text and percent-decoded once, as sourcebuster's `sbjs.get`
 * gives them. Nothing here throws, whatever the URL or referrer holds.
 */

import { decodeComponent } from '../text/uri.ts'
import {
  HOUSTON,
  NONE,
  SOURCE_KEYS,
  SOURCE_TYPES,
  UTM_KEYS,
  type AttributionSettings,
  type ReferralAlias,
  type SearchEngine,
  type SourceRecord,
} from './types.ts'
import { cookieDomain, hostWithin, queryParams, splitUrl } from './url.ts'

/** The URL parameters that make a visit `utm` (WooCommerce's sourcebuster fork 1.2). */
export const UTM_PARAMS: readonly string[] = [...UTM_KEYS.map(([name]) => `utm_${name}`), 'gclid', 'yclid']

/**
 * sourcebuster's built-in search engines after its two hard-wired ones (google: by host alone;
 * yandex: host plus a `text` parameter). Each needs its query parameter in the referrer. Rows are
 * `host [param [display]]`: the parameter is `q`, the source name the host's first label, unless given.
 */
export const BUILT_IN_SEARCH_ENGINES: readonly SearchEngine[] =
  'bing.com,yahoo.com p,about.com,aol.com,ask.com,globososo.com q globo,go.mail.ru q go.mail.ru,rambler.ru query,tut.by query tut.by'
    .split(',')
    .map((row) => {
      const [host = '', param = 'q', display = host.split('.')[0]] = row.split(' ')
      return { host, param, display }
    })

/** sourcebuster's built-in referral aliases (the social ones): their medium stays `referral`. */
export const BUILT_IN_REFERRAL_ALIASES: readonly ReferralAlias[] = [
  { host: 't.co', display: 'twitter.com' },
  { host: 'plus.url.google.com', display: 'plus.google.com' },
]

// sourcebuster's patterns: google allows only a `www.` prefix and 2–9 characters after `google.`
// (google.com, google.co.uk, google.com.br); yandex allows any subdomain.
const GOOGLE_HOST = /^(?:www\.)?google\..{2,9}$/
const YANDEX_HOST = /^(?:.*\.)?yandex\..{2,9}$/

export interface ClassifyInput {
  /** The page URL (location.href). */
  url: string
  /** document.referrer, '' when none. */
  referrer: string
  /** The shop's host; a referrer on it or on one of its subdomains is internal. */
  host: string
  /** The session cookie is still alive. */
  hasLiveSession: boolean
  /** The source stored in sbjs_current, if it could be read. */
  stored?: SourceRecord | undefined
}

export interface Classification {
  /** A new source was recorded (utm, organic, referral, or typein for a first visit). */
  changed: boolean
  source: SourceRecord
}

type Lists = Pick<AttributionSettings, 'searchEngines' | 'referralAliases'>

export function classify(input: ClassifyInput, settings: Lists = {}): Classification {
  // A stored source of an unknown type is reported as the Houston record.
  const stored = input.stored && makeSource(input.stored.typ, input.stored)
  return classifyWith(
    { ...input, stored },
    [...checked(settings.searchEngines, 'param'), ...BUILT_IN_SEARCH_ENGINES],
    [...checked(settings.referralAliases), ...BUILT_IN_REFERRAL_ALIASES],
  )
}

/**
 * classify with its input already checked: the lists (every `display` and `medium` text, as in the
 * built-in lists, custom entries first; by default the built-in ones only: the page tracker's case,
 * since WooCommerce prints no custom list, so it ships without the checks) and the stored source (a
 * record makeSource made, as the engine reads it).
 */
export function classifyWith(
  input: ClassifyInput,
  engines: readonly SearchEngine[] = BUILT_IN_SEARCH_ENGINES,
  aliases: readonly ReferralAlias[] = BUILT_IN_REFERRAL_ALIASES,
): Classification {
  const params = queryParams(splitUrl(input.url).query)
  const ref = splitUrl(input.referrer)
  const refParams = queryParams(ref.query)
  const yandex = YANDEX_HOST.test(ref.host)
  const found = (type: string, fields: Partial<SourceRecord>): Classification => ({ changed: true, source: makeSource(type, fields) })

  if (UTM_PARAMS.some((name) => params.has(name))) {
    // Click ids fill source, medium and campaign when their utm parameters are absent.
    const click = params.has('gclid') ? 'google' : params.has('yclid') ? 'yandex' : ''
    const clickFields: Partial<SourceRecord> = click ? { src: click, mdm: 'cpc', cmp: `${click}_cpc` } : {}
    const fields: Partial<SourceRecord> = {}
    for (const [name, key] of UTM_KEYS) {
      fields[key] = (!params.has(`utm_${name}`) && clickFields[key]) || decodedOrNone(params.get(`utm_${name}`))
    }
    // sourcebuster takes the search words of a Yandex referrer (`text`) when utm_term is missing.
    if (!params.get('utm_term') && yandex) fields.trm = decodedOrNone(refParams.get('text'))
    return found('utm', fields)
  }
  if (ref.host !== '' && !isInternalHost(ref.host, input.host)) {
    // A search engine: yandex (with its `text` parameter), google (by host alone), else the first
    // listed engine (custom ones first) the referrer is on and has the parameter of, any case.
    const names = new Set([...refParams.keys()].map((name) => name.toLowerCase()))
    const engine = engines.find((e) => hostWithin(ref.host, e.host) && names.has(e.param.toLowerCase()))
    const src = yandex && refParams.has('text') ? 'yandex' : GOOGLE_HOST.test(ref.host) ? 'google' : engine?.display
    if (src) return found('organic', { src, mdm: 'organic' })
    if (!input.hasLiveSession) {
      const alias = aliases.find((a) => hostWithin(ref.host, a.host))
      return found('referral', {
        src: alias?.display ?? ref.host.replace(/^www\./, ''),
        mdm: alias?.medium ?? 'referral',
        cnt: decodedOrNone(ref.path),
      })
    }
  }
  if (input.stored) return { changed: false, source: input.stored }
  return found('typein', { src: '(direct)' }) // medium (none)
}

/** A referrer on the shop's cookie domain (the host without `www.`, or a subdomain of it). */
export function isInternalHost(referrerHost: string, shopHost: string): boolean {
  return referrerHost === shopHost || hostWithin(referrerHost, cookieDomain(shopHost).replace(/^\./, ''))
}

/**
 * Settings may come from a page's JSON: entries without a text host (and param) are dropped, and
 * the names to store are made text: the display name, or else the host; the medium, or else `referral`.
 */
function checked(list: unknown, key = 'host'): (SearchEngine & ReferralAlias)[] {
  return Array.isArray(list)
    ? list
        .filter((entry) => typeof entry?.host === 'string' && typeof entry[key] === 'string')
        .map((entry) => ({ ...entry, display: String(entry.display || entry.host), medium: String(entry.medium || 'referral') }))
    : []
}

/** Raw URL text as sbjs.get reports it: decoded once; missing or empty is `(none)`. */
export function decodedOrNone(raw: string | undefined): string {
  return (raw && decodeComponent(raw)) || NONE
}

/**
 * A source record of the given type, missing fields `(none)`. A type sourcebuster does not know
 * gives its default branch: every field "(Houston, we have a problem)".
 */
export function makeSource(type: string, fields: Partial<SourceRecord> = {}): SourceRecord {
  const known = (SOURCE_TYPES as readonly string[]).includes(type)
  return Object.fromEntries(
    SOURCE_KEYS.map((key) => [key, known ? (key === 'typ' ? type : (fields[key] ?? NONE)) : HOUSTON]),
  ) as unknown as SourceRecord
}
