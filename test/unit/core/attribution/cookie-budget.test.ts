import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  ATTRIBUTION_COOKIE_BUDGET,
  attributionValues,
  encodeSbjs,
  JOURNEY_CAP,
  largestFitting,
  readAttribution,
  trackPageView,
  trackVisit,
  type VisitInput,
} from '../../../../src/core/attribution/index.ts'
import { BrowserJar, MINUTE, T0, visit } from './browser-jar.ts'

/**
 * All of our cookies together within 6,144 bytes as sent. The sbjs cookies share
 * ATTRIBUTION_COOKIE_BUDGET, their values cut first (the journey keeps its cap), and the values the
 * checkout receives are what the cookies hold.
 */

const SHOP = 'https://shop.test/'
const CAMPAIGN = 'spring-sale-'.repeat(417).slice(0, 5000)
const LANDING = `${SHOP}product/poster/?utm_source=newsletter&utm_medium=email&utm_campaign=${CAMPAIGN}`
const UA = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Safari/537.36'

/** Bytes as the Cookie header sends them: `name=value; ` per cookie. */
const sent = (cookies: Iterable<readonly [string, string]>) =>
  [...cookies].filter(([name]) => name.startsWith('sbjs_')).reduce((sum, [name, value]) => sum + name.length + value.length + 3, 0)

const page = (jar: BrowserJar, now: number, url: string) =>
  trackVisit({ url, referrer: '', userAgent: UA, now, cookies: jar.at(now), random: () => 0.5 })

describe('the cookie budget', () => {
  it('leaves room for the journey at its cap and a store-notice dismissal within 6,144 bytes', () => {
    expect(ATTRIBUTION_COOKIE_BUDGET + (64 + 1 + JOURNEY_CAP + 2) + (12 + 64 + 7 + 2)).toBeLessThanOrEqual(6144)
    expect(ATTRIBUTION_COOKIE_BUDGET).toBeGreaterThan(1900)
  })

  it('a 5,000-character utm_campaign: the cookies fit, the campaign is cut, the other fields whole', () => {
    const jar = new BrowserJar()
    const result = page(jar, T0, LANDING)
    jar.apply(result.writes, T0)
    expect(sent(jar.at(T0))).toBeLessThanOrEqual(ATTRIBUTION_COOKIE_BUDGET)
    const { current } = result.data
    expect(CAMPAIGN.startsWith(current.cmp)).toBe(true)
    expect(current.cmp.length).toBeGreaterThan(150)
    expect(current.cmp.length).toBeLessThan(CAMPAIGN.length)
    expect([current.typ, current.src, current.mdm]).toEqual(['utm', 'newsletter', 'email'])
    expect(result.data.udata.uag).toBe(UA)
  })

  it('what this page reports (the checkout inputs) is what the cookies hold for the next page', () => {
    const jar = new BrowserJar()
    const first = page(jar, T0, LANDING)
    jar.apply(first.writes, T0)
    expect(readAttribution(jar.at(T0))).toEqual(first.data)
    const values = attributionValues(first.data)
    expect(values.utm_campaign).toBe(first.data.current.cmp)
    expect(LANDING.startsWith(values.session_entry as string)).toBe(true)
    // The next pages of the visit keep within the budget and report the same source.
    for (let n = 1; n <= 3; n++) {
      const next = page(jar, T0 + n * MINUTE, `${SHOP}cart/`)
      jar.apply(next.writes, T0 + n * MINUTE)
      expect(sent(jar.at(T0 + n * MINUTE))).toBeLessThanOrEqual(ATTRIBUTION_COOKIE_BUDGET)
      expect(next.data.current).toEqual(first.data.current)
      expect(next.data.session.pgs).toBe(String(n + 1))
    }
  })

  it('ordinary values are not cut, and cookies the page keeps are not rewritten', () => {
    const jar = new BrowserJar()
    const url = `${SHOP}?utm_source=google&utm_medium=cpc&utm_campaign=winter`
    const first = visit(jar, T0, url, 'https://www.example.org/some/article')
    expect(first.data.currentAdd.ep).toBe(url)
    expect(first.data.currentAdd.rf).toBe('https://www.example.org/some/article')
    const next = visit(jar, T0 + MINUTE, `${SHOP}shop/`)
    expect(next.writes.map((w) => w.name)).not.toContain('sbjs_first')
    expect(next.writes.map((w) => w.name)).not.toContain('sbjs_first_add')
    expect(next.writes.map((w) => w.name)).not.toContain('sbjs_migrations')
  })

  it("rewrites oversized cookies another tracker left (sourcebuster's own) so that all fit", () => {
    const jar = new BrowserJar()
    const long = encodeSbjs(Object.entries({ typ: 'utm', src: 'newsletter', mdm: 'email', cmp: CAMPAIGN.slice(0, 1100) }))
    jar.set('sbjs_first', long)
    jar.set('sbjs_first_add', encodeSbjs(Object.entries({ fd: '2024-01-01 00:00:00', ep: LANDING.slice(0, 1000), rf: '(none)' })))
    jar.set('sbjs_migrations', encodeSbjs([['1418474375998', '1']]))
    const result = page(jar, T0, `${SHOP}shop/`)
    jar.apply(result.writes, T0)
    expect(sent(jar.at(T0))).toBeLessThanOrEqual(ATTRIBUTION_COOKIE_BUDGET)
    expect(result.writes.map((w) => w.name)).toContain('sbjs_first')
    expect(CAMPAIGN.startsWith(result.data.first.cmp)).toBe(true)
    expect(result.data.first.src).toBe('newsletter')
  })

  it('holds for any landing address, referrer, user agent and stored cookies (when keys alone fit)', () => {
    const text = fc.string({ maxLength: 3000 })
    fc.assert(
      fc.property(text, text, text, fc.boolean(), (query, referrer, userAgent, base64) => {
        const jar = new BrowserJar()
        for (const [n, url] of [`${SHOP}?utm_campaign=${query}`, `${SHOP}?q=${query}`].entries()) {
          const now = T0 + n * MINUTE
          const result = trackVisit({ url, referrer, userAgent, now, cookies: jar.at(now), random: () => 0.5 }, { base64 })
          jar.apply(result.writes, now)
          expect(sent(jar.at(now))).toBeLessThanOrEqual(ATTRIBUTION_COOKIE_BUDGET)
          expect(readAttribution(jar.at(now))).toEqual(result.data)
        }
      }),
      { numRuns: 25 },
    )
  }, 30_000)

  it('trackPageView is trackVisit without a promocode or custom lists', () => {
    const input: VisitInput = {
      url: LANDING,
      referrer: 'https://www.bing.com/search?q=poster',
      userAgent: UA,
      now: T0,
      cookies: new Map(),
      random: () => 0.5,
    }
    expect(trackPageView(input)).toEqual(trackVisit(input))
    expect(trackPageView({ ...input, url: SHOP }).data.current.typ).toBe('organic')
  })
})

describe('largestFitting', () => {
  it('is high when high fits, else the largest that fits, else 0', () => {
    expect(largestFitting(10, () => true)).toBe(10)
    expect(largestFitting(1000, (n) => n <= 377)).toBe(377)
    expect(largestFitting(1000, () => false)).toBe(0)
    expect(largestFitting(0, () => false)).toBe(0)
  })
})
