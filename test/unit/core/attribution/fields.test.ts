import { describe, expect, it } from 'vitest'
import {
  FIELD_NAMES,
  FIELD_SOURCES,
  attributionValues,
  emptyValues,
  parseFieldMap,
  trackVisit,
  valueAt,
  type SourcebusterData,
} from '../../../../src/core/attribution/index.ts'

const T0 = Date.UTC(2024, 9, 7, 8, 19, 3)

function dataFor(url: string, referrer = ''): SourcebusterData {
  return trackVisit({ url, referrer, userAgent: 'Mozilla/5.0 (Test)', now: T0, cookies: new Map(), random: () => 0 }).data
}

describe('the attribution fields', () => {
  it("are WooCommerce's 16 fields, in its order", () => {
    expect(FIELD_NAMES).toEqual([
      'source_type',
      'referrer',
      'utm_campaign',
      'utm_source',
      'utm_medium',
      'utm_content',
      'utm_id',
      'utm_term',
      'utm_source_platform',
      'utm_creative_format',
      'utm_marketing_tactic',
      'session_entry',
      'session_start_time',
      'session_pages',
      'session_count',
      'user_agent',
    ])
    expect(Object.keys(FIELD_SOURCES)).toEqual(FIELD_NAMES)
  })

  it('map to the sourcebuster paths WooCommerce prints in wc_order_attribution.fields', () => {
    expect(FIELD_SOURCES).toEqual({
      source_type: 'current.typ',
      referrer: 'current_add.rf',
      utm_campaign: 'current.cmp',
      utm_source: 'current.src',
      utm_medium: 'current.mdm',
      utm_content: 'current.cnt',
      utm_id: 'current.id',
      utm_term: 'current.trm',
      utm_source_platform: 'current.plt',
      utm_creative_format: 'current.fmt',
      utm_marketing_tactic: 'current.tct',
      session_entry: 'current_add.ep',
      session_start_time: 'current_add.fd',
      session_pages: 'session.pgs',
      session_count: 'udata.vst',
      user_agent: 'udata.uag',
    })
  })
})

describe('attributionValues', () => {
  it('gives every field as a string, as a checkout after a campaign landing sends it', () => {
    const url = 'https://shop.test/?utm_source=newsletter&utm_medium=email&utm_campaign=spring&utm_id=42'
    expect(attributionValues(dataFor(url, 'https://mail.example.com/'))).toEqual({
      source_type: 'utm',
      referrer: 'https://mail.example.com/',
      utm_campaign: 'spring',
      utm_source: 'newsletter',
      utm_medium: 'email',
      utm_content: '(none)',
      utm_id: '42',
      utm_term: '(none)',
      utm_source_platform: '(none)',
      utm_creative_format: '(none)',
      utm_marketing_tactic: '(none)',
      session_entry: url,
      session_start_time: '2024-10-07 08:19:03',
      session_pages: '1',
      session_count: '1',
      user_agent: 'Mozilla/5.0 (Test)',
    })
  })

  it('sends typein as (direct) / (none)', () => {
    expect(attributionValues(dataFor('https://shop.test/'))).toMatchObject({
      source_type: 'typein',
      utm_source: '(direct)',
      utm_medium: '(none)',
      referrer: '(none)',
    })
  })

  it('follows a custom field map, a path that leads nowhere giving (none)', () => {
    const values = attributionValues(dataFor('https://shop.test/?utm_source=fb'), {
      first_source: 'first.src',
      visits: 'udata.vst',
      ghost: 'nowhere.at_all',
      proto: 'current.__proto__',
    })
    expect(values).toEqual({ first_source: 'fb', visits: '1', ghost: '(none)', proto: '(none)' })
  })

  it('reads promo.code when the promocode is on', () => {
    const data = trackVisit(
      { url: 'https://shop.test/', referrer: '', userAgent: '', now: T0, cookies: new Map(), random: () => 0 },
      { promocode: { min: 100000, max: 999999 } },
    ).data
    expect(valueAt(data, 'promo.code')).toBe('100000')
    expect(valueAt(dataFor('https://shop.test/'), 'promo.code')).toBeUndefined()
  })
})

describe('emptyValues', () => {
  it('gives every field an empty string', () => {
    expect(emptyValues()).toEqual(Object.fromEntries(FIELD_NAMES.map((name) => [name, ''])))
  })

  it('follows a custom field map', () => {
    expect(emptyValues({ a: 'current.typ', b: 'udata.vst' })).toEqual({ a: '', b: '' })
  })
})

describe('parseFieldMap (the fields of the wc_order_attribution global)', () => {
  it('keeps a well-formed map, added fields included', () => {
    const map = { ...FIELD_SOURCES, mailpoet_campaign: 'current.cmp' }
    expect(parseFieldMap(map)).toEqual(map)
  })

  it('drops junk entries: bad names, non-string or malformed paths', () => {
    expect(
      parseFieldMap({
        source_type: 'current.typ',
        'bad name"]': 'current.src',
        number: 5,
        nested: { path: 'x' },
        empty: '',
        noDot: 'current',
        markup: '<b>.x',
      }),
    ).toEqual({ source_type: 'current.typ' })
  })

  it.each([undefined, null, 'fields', 42, [], ['current.typ'], {}, { x: 1 }])("falls back to WooCommerce's map for %j", (junk) => {
    expect(parseFieldMap(junk)).toEqual(FIELD_SOURCES)
  })

  it('caps the number of fields', () => {
    const many = Object.fromEntries(Array.from({ length: 500 }, (_, i) => [`f${i}`, 'current.typ']))
    expect(Object.keys(parseFieldMap(many)).length).toBe(64)
  })
})
