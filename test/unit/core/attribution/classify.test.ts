import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { HOUSTON, NONE, classify, makeSource, type ClassifyInput, type SourceRecord } from '../../../../src/core/attribution/index.ts'

const SHOP = 'https://www.shop.test/product/mug/'
const HOST = 'www.shop.test'

function run(input: Partial<ClassifyInput>, settings = {}) {
  return classify({ url: SHOP, referrer: '', host: HOST, hasLiveSession: false, ...input }, settings)
}

const storedSource: SourceRecord = makeSource('utm', { src: 'newsletter', mdm: 'email', cmp: 'spring' })

describe('source type 1: utm parameters and ad click ids', () => {
  it.each([
    ['utm_source', 'fb', { src: 'fb' }],
    ['utm_medium', 'email', { mdm: 'email' }],
    ['utm_campaign', 'spring', { cmp: 'spring' }],
    ['utm_content', 'banner', { cnt: 'banner' }],
    ['utm_term', 'mugs', { trm: 'mugs' }],
    ['utm_id', 'abc123', { id: 'abc123' }],
    ['utm_source_platform', 'meta', { plt: 'meta' }],
    ['utm_creative_format', 'video', { fmt: 'video' }],
    ['utm_marketing_tactic', 'remarketing', { tct: 'remarketing' }],
  ])('%s alone makes the visit utm and fills its field', (param, value, fields) => {
    const { changed, source } = run({ url: `${SHOP}?${param}=${value}`, referrer: 'https://www.google.com/' })
    expect(changed).toBe(true)
    expect(source).toEqual(makeSource('utm', fields))
  })

  it('reads every utm field at once', () => {
    const url = `${SHOP}?utm_source=fb&utm_medium=cpc&utm_campaign=c&utm_content=ct&utm_term=t&utm_id=1&utm_source_platform=p&utm_creative_format=f&utm_marketing_tactic=m`
    expect(run({ url }).source).toEqual({
      typ: 'utm',
      src: 'fb',
      mdm: 'cpc',
      cmp: 'c',
      cnt: 'ct',
      trm: 't',
      id: '1',
      plt: 'p',
      fmt: 'f',
      tct: 'm',
    })
  })

  it('gclid alone is google / cpc / google_cpc', () => {
    expect(run({ url: `${SHOP}?gclid=Cj0KCQ` }).source).toEqual(makeSource('utm', { src: 'google', mdm: 'cpc', cmp: 'google_cpc' }))
  })

  it('yclid alone is yandex / cpc / yandex_cpc', () => {
    expect(run({ url: `${SHOP}?yclid=123` }).source).toEqual(makeSource('utm', { src: 'yandex', mdm: 'cpc', cmp: 'yandex_cpc' }))
  })

  it('utm parameters win over the click id defaults', () => {
    expect(run({ url: `${SHOP}?gclid=x&utm_source=newsletter` }).source).toMatchObject({ src: 'newsletter', mdm: 'cpc', cmp: 'google_cpc' })
  })

  it('decodes values once, as sbjs.get reports them', () => {
    expect(run({ url: `${SHOP}?utm_campaign=spring%20sale%20%C3%A9t%C3%A9` }).source.cmp).toBe('spring sale été')
  })

  it('an empty utm value is (none), the visit still utm', () => {
    expect(run({ url: `${SHOP}?utm_source=` }).source).toEqual(makeSource('utm'))
  })

  it('takes the search words of a Yandex referrer when utm_term is missing', () => {
    expect(run({ url: `${SHOP}?utm_source=ya`, referrer: 'https://yandex.ru/search/?text=mug' }).source.trm).toBe('mug')
  })

  it.each([
    ['a parameter without = (sourcebuster reads none)', `${SHOP}?gclid`],
    ['a utm parameter in the fragment only', `${SHOP}#?utm_source=fb`],
    ['a parameter of another case', `${SHOP}?UTM_SOURCE=fb`],
  ])('ignores %s', (_label, url) => {
    expect(run({ url }).source.typ).toBe('typein')
  })

  it('utm overrides a live session and a stored source', () => {
    const result = run({ url: `${SHOP}?utm_source=fb`, hasLiveSession: true, stored: storedSource })
    expect(result).toEqual({ changed: true, source: makeSource('utm', { src: 'fb' }) })
  })
})

describe('source type 2: organic, from a known search engine', () => {
  it.each([
    ['https://www.google.com/', 'google'],
    ['https://google.de/', 'google'],
    ['https://www.google.co.uk/', 'google'],
    ['https://www.google.com.br/search?q=mug', 'google'],
    ['https://yandex.ru/search/?text=mug', 'yandex'],
    ['https://www.yandex.com.tr/search/?text=mug', 'yandex'],
    ['https://www.bing.com/search?q=mug', 'bing'],
    ['https://search.yahoo.com/search?p=mug', 'yahoo'],
    ['https://www.about.com/?q=mug', 'about'],
    ['https://search.aol.com/aol/search?q=mug', 'aol'],
    ['https://www.ask.com/web?q=mug', 'ask'],
    ['https://www.globososo.com/search?q=mug', 'globo'],
    ['https://go.mail.ru/search?q=mug', 'go.mail.ru'],
    ['https://nova.rambler.ru/search?query=mug', 'rambler'],
    ['https://search.tut.by/?query=mug', 'tut.by'],
  ])('%s is organic with source %s', (referrer, src) => {
    expect(run({ referrer })).toEqual({ changed: true, source: makeSource('organic', { src, mdm: 'organic' }) })
  })

  it.each([
    ['https://www.bing.com/', 'bing.com'],
    ['https://search.yahoo.com/search?q=mug', 'search.yahoo.com'],
    ['https://yandex.ru/', 'yandex.ru'],
    ['https://nova.rambler.ru/search?q=mug', 'nova.rambler.ru'],
    ['https://news.google.com/articles/1', 'news.google.com'],
  ])('%s lacks what its engine needs: a referral from %s', (referrer, src) => {
    expect(run({ referrer }).source).toMatchObject({ typ: 'referral', src, mdm: 'referral' })
  })

  it('organic overrides a live session and a stored source', () => {
    expect(run({ referrer: 'https://www.google.com/', hasLiveSession: true, stored: storedSource }).source.typ).toBe('organic')
  })

  it('knows extra search engines from the settings, before the built-in ones', () => {
    const settings = { searchEngines: [{ host: 'duckduckgo.com', param: 'q', display: 'duckduckgo' }] }
    expect(run({ referrer: 'https://duckduckgo.com/?q=mug' }, settings).source.src).toBe('duckduckgo')
  })

  it('drops malformed search engine settings', () => {
    const settings = { searchEngines: [null, { host: 5 }, { host: 'x.com' }] as never }
    expect(run({ referrer: 'https://www.bing.com/search?q=mug' }, settings).source.src).toBe('bing')
  })
})

describe('source type 3: referral, only without a live session', () => {
  it('an external referrer with no session is a referral: host without www., path as content', () => {
    expect(run({ referrer: 'https://www.blog.example.org/posts/1?ref=x' })).toEqual({
      changed: true,
      source: makeSource('referral', { src: 'blog.example.org', mdm: 'referral', cnt: '/posts/1' }),
    })
  })

  it('a referral arriving mid-session does not replace the stored source', () => {
    expect(run({ referrer: 'https://www.facebook.com/', hasLiveSession: true, stored: storedSource })).toEqual({
      changed: false,
      source: storedSource,
    })
  })

  it('a referral with no session replaces the stored source', () => {
    expect(run({ referrer: 'https://www.facebook.com/', stored: storedSource }).source).toMatchObject({
      typ: 'referral',
      src: 'facebook.com',
      cnt: '/',
    })
  })

  it.each([
    ['https://t.co/abc', 'twitter.com'],
    ['https://plus.url.google.com/url?q=x', 'plus.google.com'],
  ])('the social alias %s is reported as %s, medium referral', (referrer, src) => {
    expect(run({ referrer }).source).toMatchObject({ typ: 'referral', src, mdm: 'referral' })
  })

  it('extra referral aliases from the settings may set the medium (social)', () => {
    const settings = { referralAliases: [{ host: 'facebook.com', display: 'facebook', medium: 'social' }] }
    expect(run({ referrer: 'https://l.facebook.com/l.php?u=x' }, settings).source).toMatchObject({
      typ: 'referral',
      src: 'facebook',
      mdm: 'social',
    })
  })

  it.each([
    ['the same host', 'https://www.shop.test/cart/'],
    ['the host without www.', 'https://shop.test/'],
    ['a subdomain of the shop', 'https://blog.shop.test/post'],
  ])('a referrer on %s is internal: no referral', (_label, referrer) => {
    expect(run({ referrer }).source.typ).toBe('typein')
    expect(run({ referrer, stored: storedSource })).toEqual({ changed: false, source: storedSource })
  })

  it('a lookalike host is external', () => {
    expect(run({ referrer: 'https://evilshop.test/' }).source).toMatchObject({ typ: 'referral', src: 'evilshop.test' })
  })

  it('a referrer without a host (about:blank) is no referral', () => {
    expect(run({ referrer: 'about:blank' }).source.typ).toBe('typein')
  })
})

describe('source type 4: the stored source, else typein', () => {
  it('with nothing stored and no referrer: typein, (direct) / (none)', () => {
    expect(run({})).toEqual({ changed: true, source: makeSource('typein', { src: '(direct)', mdm: '(none)' }) })
    expect(run({}).source.cmp).toBe(NONE)
  })

  it('keeps the stored source', () => {
    expect(run({ stored: storedSource })).toEqual({ changed: false, source: storedSource })
  })

  it('reports a stored source of an unknown type with the fallback "(Houston, we have a problem)"', () => {
    const result = run({ stored: { ...storedSource, typ: 'carrier-pigeon' } })
    expect(result.changed).toBe(false)
    expect(Object.values(result.source)).toEqual(Array(10).fill(HOUSTON))
  })

  it('makeSource gives the Houston record for any type it does not know', () => {
    expect(makeSource('social').typ).toBe(HOUSTON)
    expect(makeSource('social').src).toBe(HOUSTON)
  })
})

describe('hostile input', () => {
  const hostile = [
    '%E0%A4%A',
    '%',
    '<script>alert("x")</script>',
    `"'><img src=x onerror=alert(1)>`,
    'x'.repeat(10_000),
    'http://[::1',
    '::::',
    '?&=&&==',
    'javascript:alert(1)',
    '\u0000\uD800',
  ]
  it.each(hostile)('never throws on the URL or referrer %#', (text) => {
    expect(() => run({ url: `${SHOP}?utm_source=${text}&utm_campaign=${text}`, referrer: text })).not.toThrow()
    expect(() => run({ url: text, referrer: `https://${text}` })).not.toThrow()
  })

  it('keeps invalid percent-encoding as written and markup as text', () => {
    const { source } = run({ url: `${SHOP}?utm_source=%E0%A4%A&utm_medium=<b>"x"</b>` })
    expect(source).toMatchObject({ typ: 'utm', src: '%E0%A4%A', mdm: '<b>"x"</b>' })
  })
})

// ---------------------------------------------------------------------------------------------
// Against a brute-force reference: the four rules of the source type (utm, organic, referral, else
// the stored source or typein), transcribed literally.

interface RefCase {
  url: string
  isSearchEngine: boolean
  isExternal: boolean
}

const REFERRERS: RefCase[] = [
  { url: '', isSearchEngine: false, isExternal: false },
  { url: 'https://www.google.com/', isSearchEngine: true, isExternal: true },
  { url: 'https://www.bing.com/search?q=mug', isSearchEngine: true, isExternal: true },
  { url: 'https://www.bing.com/', isSearchEngine: false, isExternal: true },
  { url: 'https://yandex.ru/?text=mug', isSearchEngine: true, isExternal: true },
  { url: 'https://t.co/x', isSearchEngine: false, isExternal: true },
  { url: 'https://www.facebook.com/', isSearchEngine: false, isExternal: true },
  { url: 'https://www.shop.test/cart/', isSearchEngine: false, isExternal: false },
  { url: 'https://shop.test/', isSearchEngine: false, isExternal: false },
]

const PARAMS = ['utm_source', 'utm_medium', 'utm_id', 'utm_marketing_tactic', 'gclid', 'yclid', 'page', 'fbclid', 'orderby']

function reference(params: string[], referrer: RefCase, liveSession: boolean, stored: SourceRecord | undefined) {
  // 1. utm: any utm_* parameter or an ad click identifier is in the URL.
  if (params.some((p) => p.startsWith('utm_') || p === 'gclid' || p === 'yclid')) return { type: 'utm', kept: false }
  // 2. organic: the referrer is a known search engine.
  if (referrer.isSearchEngine) return { type: 'organic', kept: false }
  // 3. referral: there is an external referrer and no session exists yet.
  if (referrer.isExternal && !liveSession) return { type: 'referral', kept: false }
  // 4. Otherwise the stored source is kept; with none stored, typein.
  return stored ? { type: stored.typ, kept: true } : { type: 'typein', kept: false }
}

describe('classify against the four rules, transcribed', () => {
  it('gives the type the four rules give, for any mix of parameters, referrer, session and stored source', () => {
    fc.assert(
      fc.property(
        fc.subarray(PARAMS),
        fc.constantFrom(...REFERRERS),
        fc.boolean(),
        fc.option(fc.constantFrom('utm', 'organic', 'referral', 'typein'), { nil: undefined }),
        (params, referrer, liveSession, storedType) => {
          const stored = storedType ? makeSource(storedType, { src: 'stored' }) : undefined
          const url = `${SHOP}${params.length ? '?' : ''}${params.map((p) => `${p}=v`).join('&')}`
          const { source, changed } = classify({ url, referrer: referrer.url, host: HOST, hasLiveSession: liveSession, stored })
          const expected = reference(params, referrer, liveSession, stored)
          expect(source.typ).toBe(expected.type)
          expect(changed).toBe(!expected.kept)
          if (expected.kept) expect(source).toEqual(stored)
        },
      ),
    )
  })
})
