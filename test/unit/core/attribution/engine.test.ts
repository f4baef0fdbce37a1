import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  ALL_COOKIE_NAMES,
  HOUSTON,
  attributionValues,
  cookieDomain,
  decodeSbjs,
  deletionWrites,
  encodeSbjs,
  formatFireDate,
  readAttribution,
  trackVisit,
  type CookieWrite,
  type VisitInput,
} from '../../../../src/core/attribution/index.ts'
import { BrowserJar, DAY, MINUTE, T0, visit } from './browser-jar.ts'

const SHOP = 'https://www.shop.test/'
const UA = 'Mozilla/5.0 (Test)'

function once(input: Partial<VisitInput> = {}, settings = {}) {
  return trackVisit({ url: SHOP, referrer: '', userAgent: UA, now: T0, cookies: new Map(), random: () => 0.5, ...input }, settings)
}

function byName(writes: readonly CookieWrite[]) {
  return new Map(writes.map((w) => [w.name, w]))
}

function bytes(write: CookieWrite): number {
  return Buffer.byteLength(`${write.name}=${write.value}`)
}

/** A cookie value as sourcebuster would write it, from its packed text (computed independently). */
function sbjsWrite(packed: string, base64 = false): string {
  const encoded = encodeURIComponent(packed).replace(/[!'()*~]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`)
  return base64 ? Buffer.from(encoded, 'latin1').toString('base64').replace(/=+$/, '') : encoded
}

const WOO_COOKIES = (base64: boolean) =>
  new Map([
    ['sbjs_migrations', sbjsWrite('1418474375998=1', base64)],
    ['sbjs_current_add', sbjsWrite('fd=2024-10-01 10:00:00|||ep=https://www.shop.test/?utm_source=news%20letter|||rf=(none)', base64)],
    ['sbjs_first_add', sbjsWrite('fd=2024-09-01 09:00:00|||ep=https://www.shop.test/|||rf=https://www.google.com/', base64)],
    [
      'sbjs_current',
      sbjsWrite(
        'typ=utm|||src=news%20letter|||mdm=email|||cmp=(none)|||cnt=(none)|||trm=(none)|||id=(none)|||plt=(none)|||fmt=(none)|||tct=(none)',
        base64,
      ),
    ],
    [
      'sbjs_first',
      sbjsWrite(
        'typ=organic|||src=google|||mdm=organic|||cmp=(none)|||cnt=(none)|||trm=(none)|||id=(none)|||plt=(none)|||fmt=(none)|||tct=(none)',
        base64,
      ),
    ],
    ['sbjs_udata', sbjsWrite('vst=4|||uip=(none)|||uag=Mozilla/5.0 (Old)', base64)],
    ['sbjs_session', sbjsWrite('pgs=2|||cpg=https://www.shop.test/shop/', base64)],
  ])

describe('a first visit', () => {
  it('writes every cookie sourcebuster writes, in its order, on the shared domain', () => {
    const { writes } = once()
    expect(writes.map((w) => w.name)).toEqual([
      'sbjs_migrations',
      'sbjs_current_add',
      'sbjs_first_add',
      'sbjs_current',
      'sbjs_first',
      'sbjs_udata',
      'sbjs_session',
    ])
    expect(writes.every((w) => w.domain === '.shop.test' && w.path === '/')).toBe(true)
  })

  it('records typein with the fire date, entrance point and referrer (none)', () => {
    const { data } = once()
    expect(data.current).toMatchObject({ typ: 'typein', src: '(direct)', mdm: '(none)' })
    expect(data.first).toEqual(data.current)
    expect(data.currentAdd).toEqual({ fd: '2024-10-07 08:19:03', ep: SHOP, rf: '(none)' })
    expect(data.firstAdd).toEqual(data.currentAdd)
    expect(data.session).toEqual({ pgs: '1', cpg: SHOP })
    expect(data.udata).toEqual({ vst: '1', uip: '(none)', uag: UA })
  })

  it('writes cookie values sourcebuster itself would write', () => {
    const current = byName(once().writes).get('sbjs_current')
    expect(current?.value).toBe(
      sbjsWrite(
        'typ=typein|||src=(direct)|||mdm=(none)|||cmp=(none)|||cnt=(none)|||trm=(none)|||id=(none)|||plt=(none)|||fmt=(none)|||tct=(none)',
      ),
    )
    expect(byName(once().writes).get('sbjs_migrations')?.value).toBe('1418474375998%3D1')
  })
})

describe('session and visit counting across time', () => {
  it('counts pages 1, 2, 3 within a session, then a new session after 31 minutes: pages 1, visits +1', () => {
    const jar = new BrowserJar()
    const seen = [0, 5, 10, 41].map((minutes) => visit(jar, T0 + minutes * MINUTE, SHOP))
    expect(seen.map((r) => [r.data.session.pgs, r.data.udata.vst])).toEqual([
      ['1', '1'],
      ['2', '1'],
      ['3', '1'],
      ['1', '2'],
    ])
    expect(seen.map((r) => r.newSession)).toEqual([true, false, false, true])
  })

  it.each([
    [29, '2', '1'],
    [30, '1', '2'],
    [31, '1', '2'],
  ])('a page %i minutes after the last one: pages %s, visits %s', (minutes, pages, visits) => {
    const jar = new BrowserJar()
    visit(jar, T0, SHOP)
    const { data } = visit(jar, T0 + minutes * MINUTE, SHOP)
    expect([data.session.pgs, data.udata.vst]).toEqual([pages, visits])
  })

  it('the session is measured from the last page view, not the first', () => {
    const jar = new BrowserJar()
    for (let minute = 0; minute <= 100; minute += 20) visit(jar, T0 + minute * MINUTE, SHOP)
    const { data } = visit(jar, T0 + 120 * MINUTE, SHOP)
    expect([data.session.pgs, data.udata.vst]).toEqual(['7', '1'])
  })

  it('honours a custom session length', () => {
    const jar = new BrowserJar()
    visit(jar, T0, SHOP, '', { sessionMinutes: 5 })
    expect(visit(jar, T0 + 6 * MINUTE, SHOP, '', { sessionMinutes: 5 }).data.udata.vst).toBe('2')
  })

  it('matches a naive simulation for any sequence of page views', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 3 * 24 * 60 }), { minLength: 1, maxLength: 12 }), (gaps) => {
        const jar = new BrowserJar()
        let now = T0
        let pages = 0
        let visits = 0
        let last: number | undefined
        for (const gap of gaps) {
          now += gap * MINUTE
          // The reference: a page within 30 minutes of the previous one continues its session.
          const sameSession = last !== undefined && now - last < 30 * MINUTE
          pages = sameSession ? pages + 1 : 1
          visits = sameSession ? visits : visits + 1
          last = now
          const { data } = visit(jar, now, SHOP)
          expect([data.session.pgs, data.udata.vst]).toEqual([String(pages), String(visits)])
        }
      }),
    )
  })
})

describe('first and current sources over a visitor history', () => {
  it('keeps the first source and replaces the current one with a later campaign', () => {
    const jar = new BrowserJar()
    visit(jar, T0, SHOP, 'https://www.google.com/')
    const later = visit(jar, T0 + 2 * DAY, `${SHOP}?utm_source=newsletter&utm_medium=email`)
    expect(later.data.first).toMatchObject({ typ: 'organic', src: 'google' })
    expect(later.data.firstAdd.rf).toBe('https://www.google.com/')
    expect(later.data.current).toMatchObject({ typ: 'utm', src: 'newsletter' })
    expect(later.data.currentAdd.ep).toBe(`${SHOP}?utm_source=newsletter&utm_medium=email`)
  })

  it('a referral mid-session does not replace the source, nor its entry point and start time', () => {
    const jar = new BrowserJar()
    const start = visit(jar, T0, `${SHOP}?utm_source=newsletter`)
    const mid = visit(jar, T0 + 10 * MINUTE, SHOP, 'https://mail.example.com/')
    expect(mid.sourceChanged).toBe(false)
    expect(mid.data.current).toEqual(start.data.current)
    expect(mid.data.currentAdd).toEqual(start.data.currentAdd)
  })

  it('a referral in a new session replaces the source', () => {
    const jar = new BrowserJar()
    visit(jar, T0, `${SHOP}?utm_source=newsletter`)
    const next = visit(jar, T0 + DAY, SHOP, 'https://www.facebook.com/groups/mugs')
    expect(next.data.current).toMatchObject({ typ: 'referral', src: 'facebook.com', cnt: '/groups/mugs' })
    expect(next.data.currentAdd).toMatchObject({ fd: '2024-10-08 08:19:03', rf: 'https://www.facebook.com/groups/mugs' })
  })

  it('typing the address later keeps the stored source (typein never overrides)', () => {
    const jar = new BrowserJar()
    visit(jar, T0, `${SHOP}?gclid=abc`)
    const later = visit(jar, T0 + 3 * DAY, SHOP)
    expect(later.data.current).toMatchObject({ typ: 'utm', src: 'google', mdm: 'cpc' })
    expect(later.sourceChanged).toBe(false)
  })

  it('keeps the entry point cookie alive as long as the source it describes', () => {
    const jar = new BrowserJar()
    visit(jar, T0, `${SHOP}?utm_source=newsletter`)
    for (let day = 30; day <= 300; day += 30) visit(jar, T0 + day * DAY, SHOP)
    expect(readAttribution(jar.at(T0 + 300 * DAY))?.currentAdd.ep).toBe(`${SHOP}?utm_source=newsletter`)
  })
})

describe('lifetime and expiry', () => {
  it('writes cookies for 6 months of 30 days by default, the session for 30 minutes', () => {
    const writes = byName(once().writes)
    expect(writes.get('sbjs_current')?.expires).toBe(T0 + 180 * DAY)
    expect(writes.get('sbjs_udata')?.expires).toBe(T0 + 180 * DAY)
    expect(writes.get('sbjs_session')?.expires).toBe(T0 + 30 * MINUTE)
  })

  it('turns the lifetime into whole minutes as sourcebuster does', () => {
    // 0.5 months = 21600 minutes; 1.00001 months = 43200.432 → 43200 minutes.
    expect(byName(once({}, { lifetimeMonths: 0.5 }).writes).get('sbjs_first')?.expires).toBe(T0 + 15 * DAY)
    expect(byName(once({}, { lifetimeMonths: 1.00001 }).writes).get('sbjs_first')?.expires).toBe(T0 + 30 * DAY)
  })

  it("0.00001 months (WooCommerce's default) is under a minute: session cookies, but the session still ends after 30 minutes", () => {
    const writes = once({}, { lifetimeMonths: 0.00001 }).writes
    for (const write of writes) {
      if (write.name === 'sbjs_session') expect(write.expires).toBe(T0 + 30 * MINUTE)
      else expect(write.expires).toBeUndefined()
    }
  })

  it('with session cookies, closing the browser forgets the visitor', () => {
    const jar = new BrowserJar()
    visit(jar, T0, `${SHOP}?utm_source=fb`, '', { lifetimeMonths: 0.00001 })
    jar.closeBrowser()
    const { data } = visit(jar, T0 + 5 * MINUTE, SHOP, '', { lifetimeMonths: 0.00001 })
    expect(data.current.typ).toBe('typein')
  })

  it.each([0, -1, Number.NaN, Number.POSITIVE_INFINITY])('an unusable lifetime (%s) falls back to 6 months', (lifetimeMonths) => {
    expect(byName(once({}, { lifetimeMonths }).writes).get('sbjs_current')?.expires).toBe(T0 + 180 * DAY)
  })
})

describe('base64', () => {
  it('writes base64 values without padding when base64 is on', () => {
    const writes = once({}, { base64: true }).writes
    for (const write of writes) expect(write.value).toMatch(/^[A-Za-z0-9+/]+$/)
    const plain = byName(once().writes).get('sbjs_current')?.value ?? ''
    expect(byName(writes).get('sbjs_current')?.value).toBe(Buffer.from(plain).toString('base64').replace(/=+$/, ''))
  })

  it.each([
    ['base64 off reading cookies another version wrote in base64', true, false],
    ['base64 on reading plain cookies', false, true],
    ['base64 off reading plain cookies', false, false],
    ['base64 on reading base64 cookies', true, true],
  ])('%s keeps the visitor history', (_label, writtenBase64, settingBase64) => {
    const { data, writes } = once({ cookies: WOO_COOKIES(writtenBase64), now: T0 }, { base64: settingBase64 })
    expect(data.current).toMatchObject({ typ: 'utm', src: 'news letter', mdm: 'email' })
    expect(data.first).toMatchObject({ typ: 'organic', src: 'google' })
    expect(data.currentAdd.ep).toBe('https://www.shop.test/?utm_source=news letter')
    expect([data.session.pgs, data.udata.vst]).toEqual(['3', '4'])
    // Everything rewritten is now in the setting's encoding.
    for (const write of writes) expect(/^[A-Za-z0-9+/]+$/.test(write.value)).toBe(settingBase64)
  })
})

describe('cookie domain', () => {
  it.each([
    ['www.example.com', '.example.com'],
    ['example.com', '.example.com'],
    ['shop.example.com', '.shop.example.com'],
    ['WWW.Example.COM', '.example.com'],
    ['www.example.co.uk', '.example.co.uk'],
    ['shop.www.example.com', '.shop.www.example.com'],
    ['localhost', 'localhost'],
    ['127.0.0.1', '127.0.0.1'],
    ['[::1]', '[::1]'],
    ['intranet', 'intranet'],
    ['www.intranet', 'www.intranet'],
    ['', ''],
  ])('%s → %s', (host, domain) => {
    expect(cookieDomain(host)).toBe(domain)
  })

  it('writes on the domain of the page', () => {
    expect(once({ url: 'http://localhost:8080/shop/' }).writes.every((w) => w.domain === 'localhost')).toBe(true)
  })

  it("treats the shop's other subdomains as internal (they share the cookies)", () => {
    const jar = new BrowserJar()
    visit(jar, T0, `${SHOP}?utm_source=fb`)
    const { data } = visit(jar, T0 + DAY, 'https://shop.test/', 'https://blog.shop.test/')
    expect(data.current.src).toBe('fb')
  })

  it('deletes every cookie on the domain they were written on, www. host included', () => {
    const deletions = deletionWrites('www.shop.test')
    expect(deletions.map((w) => w.name)).toEqual([...ALL_COOKIE_NAMES])
    expect(deletions.every((w) => w.domain === '.shop.test' && w.expires === 0 && w.value === '')).toBe(true)
  })

  it('ALL_COOKIE_NAMES lists the 8 sbjs cookies', () => {
    expect(ALL_COOKIE_NAMES).toEqual([
      'sbjs_current',
      'sbjs_current_add',
      'sbjs_first',
      'sbjs_first_add',
      'sbjs_session',
      'sbjs_udata',
      'sbjs_migrations',
      'sbjs_promo',
    ])
  })
})

describe('fire date', () => {
  it.each([
    [0, Date.UTC(2024, 0, 1, 23, 30, 5), '2024-01-01 23:30:05'],
    [2, Date.UTC(2024, 0, 1, 23, 30, 5), '2024-01-02 01:30:05'],
    [-5, Date.UTC(2024, 0, 1, 2, 0, 0), '2023-12-31 21:00:00'],
    [5.5, Date.UTC(2024, 5, 30, 20, 0, 0), '2024-07-01 01:30:00'],
  ])('at offset %s hours is YYYY-MM-DD HH:MM:SS', (offset, now, text) => {
    expect(formatFireDate(now, offset)).toBe(text)
    expect(once({ now }, { timezoneOffsetHours: offset }).data.currentAdd.fd).toBe(text)
  })

  it('never throws on an unusable clock', () => {
    expect(formatFireDate(Number.NaN)).toBe('1970-01-01 00:00:00')
    expect(() => once({ now: Number.POSITIVE_INFINITY })).not.toThrow()
  })
})

describe('promocode', () => {
  it('is off by default', () => {
    expect(byName(once().writes).has('sbjs_promo')).toBe(false)
    expect(once().data.promo).toBeUndefined()
  })

  it.each([
    [0, '100000'],
    [0.5, '550000'],
    [0.999999999, '999999'],
  ])('with random() = %s gives %s in 100000–999999', (r, code) => {
    const { data, writes } = once({ random: () => r }, { promocode: { min: 100000, max: 999999 } })
    expect(data.promo).toEqual({ code })
    expect(byName(writes).get('sbjs_promo')?.expires).toBe(T0 + 180 * DAY)
  })

  it('is zero-padded to the width of max', () => {
    expect(once({ random: () => 0 }, { promocode: { min: 7, max: 999 } }).data.promo?.code).toBe('007')
  })

  it('stays in range for any random number, even a broken one', () => {
    fc.assert(
      fc.property(fc.double(), (r) => {
        const code = Number(once({ random: () => r }, { promocode: { min: 100000, max: 999999 } }).data.promo?.code)
        expect(code).toBeGreaterThanOrEqual(100000)
        expect(code).toBeLessThanOrEqual(999999)
      }),
    )
  })

  it('is given once: a returning visitor keeps the code', () => {
    const jar = new BrowserJar()
    const settings = { promocode: { min: 100000, max: 999999 } }
    const first = visit(jar, T0, SHOP, '', settings)
    const again = visit(jar, T0 + DAY, SHOP, '', settings)
    expect(again.data.promo).toEqual(first.data.promo)
    expect(again.writes.some((w) => w.name === 'sbjs_promo')).toBe(false)
  })
})

describe('migrations', () => {
  it('marks a new visitor as migrated, and writes the mark only once', () => {
    const jar = new BrowserJar()
    visit(jar, T0, SHOP)
    expect(visit(jar, T0 + MINUTE, SHOP).writes.some((w) => w.name === 'sbjs_migrations')).toBe(false)
  })

  it('does not convert sourcebuster 0.x cookies (single | delimiters; WooCommerce never shipped 0.x): their type is unknown', () => {
    const cookies = new Map([
      ['sbjs_current', sbjsWrite('typ=utm|src=old|mdm=email')],
      ['sbjs_first', sbjsWrite('typ=organic|src=google|mdm=organic')],
    ])
    const { data, writes } = once({ cookies })
    expect(data.current.typ).toBe(HOUSTON)
    expect(byName(writes).get('sbjs_migrations')?.value).toBe('1418474375998%3D1')
  })
})

describe('malformed and foreign sbjs cookies', () => {
  it.each([
    ['junk text', 'hello world'],
    ['"null", as sourcebuster writes when it loses its current source', 'null'],
    ['a broken escape', '%E0%A4%A'],
    ['base64-looking junk', 'QUJD'],
    ['a pair without typ', sbjsWrite('src=google|||mdm=organic')],
    ['markup', '<img src=x onerror=alert(1)>'],
    ['10 KB of delimiters', '%7C'.repeat(3500)],
  ])('a current cookie holding %s counts as no source: the visit is attributed afresh', (_label, value) => {
    const cookies = new Map(ALL_COOKIE_NAMES.map((name) => [name, value]))
    const result = once({ cookies, url: `${SHOP}?utm_source=fb` })
    expect(result.data.current).toMatchObject({ typ: 'utm', src: 'fb' })
    const typein = once({ cookies })
    expect(typein.data.current).toMatchObject({ typ: 'typein', src: '(direct)' })
    expect(Number(typein.data.udata.vst)).toBeGreaterThanOrEqual(1)
    expect(Number(typein.data.session.pgs)).toBeGreaterThanOrEqual(1)
  })

  it('repairs an unreadable first source with the current one', () => {
    const cookies = new Map([['sbjs_first', 'junk']])
    const { data, writes } = once({ cookies, url: `${SHOP}?utm_source=fb` })
    expect(data.first).toMatchObject({ typ: 'utm', src: 'fb' })
    expect(byName(writes).has('sbjs_first')).toBe(true)
  })

  it('reports a stored source of an unknown type with the Houston fallback', () => {
    const cookies = new Map([['sbjs_current', sbjsWrite('typ=social|||src=facebook')]])
    const { data } = once({ cookies })
    expect(data.current.typ).toBe(HOUSTON)
    expect(attributionValues(data).source_type).toBe('(Houston, we have a problem)')
  })

  it("rewrites a kept source with the keys it knows, in sourcebuster's order", () => {
    const cookies = new Map([['sbjs_current', sbjsWrite('mtke=42|||src=x|||typ=utm')]])
    const written = byName(once({ cookies }).writes).get('sbjs_current')
    expect([...decodeSbjs(written?.value).keys()]).toEqual(['typ', 'src', 'mdm', 'cmp', 'cnt', 'trm', 'id', 'plt', 'fmt', 'tct'])
  })

  it('reads a cookie of the older WooCommerce fork without plt/fmt/tct as (none)', () => {
    const cookies = new Map([['sbjs_current', sbjsWrite('typ=utm|||src=x|||mdm=y|||cmp=c|||cnt=(none)|||trm=(none)|||id=7')]])
    expect(once({ cookies }).data.current).toMatchObject({ id: '7', plt: '(none)', fmt: '(none)', tct: '(none)' })
  })

  it.each([
    ['-5', '2'],
    ['abc', '2'],
    ['99999999999999999999999', '1000000000'],
    ['3.7', '4'],
  ])('a visit count of %s reads sanely (next session: %s)', (vst, next) => {
    const cookies = new Map([['sbjs_udata', sbjsWrite(`vst=${vst}|||uip=(none)|||uag=x`)]])
    expect(once({ cookies }).data.udata.vst).toBe(next)
  })

  it('reads cookies the runtime already percent-decoded', () => {
    const decoded = new Map([...WOO_COOKIES(false)].map(([name, value]) => [name, decodeURIComponent(value)]))
    expect(once({ cookies: decoded }).data.current).toMatchObject({ typ: 'utm', src: 'news letter' })
  })
})

describe('hostile and huge values', () => {
  const huge = 'x'.repeat(10_000)
  const hostileUrls = [
    `${SHOP}?utm_source=${huge}`,
    `${SHOP}?utm_source=%E0%A4%A&utm_campaign=%&utm_term=%ZZ`,
    `${SHOP}?utm_source=<script>alert("x")</script>&utm_medium='"><svg/onload=alert(1)>`,
    `${SHOP}?utm_source=${'😀'.repeat(3000)}&utm_medium=${'é'.repeat(3000)}&utm_campaign=${'%C3%A9'.repeat(2000)}`,
    `${SHOP}${'a/'.repeat(5000)}`,
  ]

  it.each(hostileUrls.map((url, i) => [i, url]))('URL %i: never throws, every cookie stays within 4000 bytes', (_i, url) => {
    const result = once({ url, referrer: `https://evil.test/${huge}`, userAgent: huge })
    for (const write of result.writes) {
      expect(bytes(write)).toBeLessThanOrEqual(4000)
      expect(write.value).toMatch(/^[\x21-\x7e]*$/)
    }
    // Still attributed: the utm parameters when there are some, else the referrer.
    expect(result.data.current.typ).toBe(url.includes('utm_source') ? 'utm' : 'referral')
    expect(result.data.currentAdd.rf.startsWith('https://evil.test/xxx')).toBe(true)
  })

  it('attributes a 10 KB utm value sensibly: same source, value cut, other fields whole', () => {
    const { data } = once({ url: `${SHOP}?utm_source=${huge}&utm_medium=email` })
    // Cut to share the cookie budget with the four other copies of the address.
    expect(data.current.src).toMatch(/^x{200,}$/)
    expect(data.current.mdm).toBe('email')
  })

  it('keeps invalid percent-encoding and markup as plain text', () => {
    const { data } = once({ url: `${SHOP}?utm_source=%E0%A4%A&utm_medium=<b>x</b>` })
    expect(data.current.src).toBe('%E0%A4%A')
    expect(data.current.mdm).toBe('<b>x</b>')
  })

  it('the next page reads back exactly what this page reported', () => {
    const jar = new BrowserJar()
    const first = visit(jar, T0, hostileUrls[3] as string, `https://evil.test/${huge}`)
    const next = visit(jar, T0 + MINUTE, SHOP)
    expect(next.data.current).toEqual(first.data.current)
    expect(next.data.currentAdd).toEqual(first.data.currentAdd)
  })

  it('never throws on junk input types', () => {
    const junk = { url: 42, referrer: null, userAgent: undefined, now: 'now', cookies: 'a=b', random: () => Number.NaN }
    expect(() => trackVisit(junk as unknown as VisitInput)).not.toThrow()
  })

  it('every write stays within 4000 bytes for any URL, referrer, user agent and stored cookies', () => {
    const text = fc.string({ unit: 'binary', maxLength: 6000 })
    fc.assert(
      fc.property(
        fc.oneof(
          text,
          text.map((t) => `${SHOP}?utm_source=${t}&utm_content=${t}`),
        ),
        fc.oneof(
          text,
          text.map((t) => `https://ref.test/${t}`),
        ),
        text,
        fc.dictionary(fc.constantFrom(...ALL_COOKIE_NAMES), fc.string({ maxLength: 5000 })),
        fc.boolean(),
        (url, referrer, userAgent, stored, base64) => {
          const result = trackVisit(
            { url, referrer, userAgent, now: T0, cookies: new Map(Object.entries(stored)), random: Math.random },
            { base64, promocode: { min: 1, max: 9 } },
          )
          for (const write of result.writes) expect(bytes(write)).toBeLessThanOrEqual(4000)
        },
      ),
      { numRuns: 60 },
    )
  }, 30_000)
})

describe('readAttribution', () => {
  it('reads what the cookies say without writing anything', () => {
    const data = readAttribution(WOO_COOKIES(false))
    expect(data?.current.src).toBe('news letter')
    expect(data?.session.pgs).toBe('2')
    expect(data?.udata.uag).toBe('Mozilla/5.0 (Old)')
  })

  it('is undefined with no readable current source', () => {
    expect(readAttribution(new Map())).toBeUndefined()
    expect(readAttribution(new Map([['sbjs_current', 'junk']]))).toBeUndefined()
  })

  it('reports absent containers as (none)', () => {
    const data = readAttribution(new Map([['sbjs_current', encodeSbjs([['typ', 'typein']])]]))
    expect(data?.currentAdd).toEqual({ fd: '(none)', ep: '(none)', rf: '(none)' })
    expect(data?.session).toEqual({ pgs: '(none)', cpg: '(none)' })
    expect(data?.first.typ).toBe('(none)')
  })
})
