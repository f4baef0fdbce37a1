import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { decodeSbjs, encodeSbjs, unwrapCookieValue } from '../../../../src/core/attribution/index.ts'

/** What btoa(value).replace(/=+$/, '') gives, computed independently of our codec. */
function btoaStripped(ascii: string): string {
  return Buffer.from(ascii, 'latin1').toString('base64').replace(/=+$/, '')
}

/** Text without lone surrogates (which no cookie can carry; they become U+FFFD). */
const wellFormedText = fc.string({ unit: 'grapheme-composite', maxLength: 40 })
const anyText = fc.string({ unit: 'binary', maxLength: 40 })

// A sbjs_current_add value as WooCommerce's sourcebuster writes it (seen on live shops).
const WOO_CURRENT_ADD = 'fd%3D2024-10-07%2008%3A19%3A03%7C%7C%7Cep%3Dhttps%3A%2F%2Fbi.ua%2Fukr%2F%7C%7C%7Crf%3D%28none%29'

describe('the sbjs cookie value format', () => {
  it('joins key=value pairs with ||| and URI-encodes the whole, byte for byte as sourcebuster does', () => {
    const value = encodeSbjs([
      ['fd', '2024-10-07 08:19:03'],
      ['ep', 'https://bi.ua/ukr/'],
      ['rf', '(none)'],
    ])
    expect(value).toBe(WOO_CURRENT_ADD)
  })

  it("escapes ! ' ( ) * ~ as sourcebuster's encodeData does", () => {
    expect(encodeSbjs([['src', "a!b'c(d)e*f~g"]])).toBe('src%3Da%21b%27c%28d%29e%2Af%7Eg')
  })

  it('writes the migrations mark as live shops carry it', () => {
    expect(encodeSbjs([['1418474375998', '1']])).toBe('1418474375998%3D1')
  })

  it('reads a cookie written by WooCommerce', () => {
    expect(Object.fromEntries(decodeSbjs(WOO_CURRENT_ADD))).toEqual({
      fd: '2024-10-07 08:19:03',
      ep: 'https://bi.ua/ukr/',
      rf: '(none)',
    })
  })

  it('decodes each value once more, as sbjs.get reports values taken raw from the URL', () => {
    // sourcebuster stores `utm_source=news%20letter` as found, so the cookie holds %2520.
    expect(decodeSbjs('typ%3Dutm%7C%7C%7Csrc%3Dnews%2520letter').get('src')).toBe('news letter')
  })

  it('stores % and | inside values so they read back unchanged', () => {
    const value = encodeSbjs([['cnt', '100% |||off| %E0%A4%A']])
    expect(decodeSbjs(value).get('cnt')).toBe('100% |||off| %E0%A4%A')
  })

  it('base64-encodes the encoded text and strips the = padding when base64 is on', () => {
    const plain = encodeSbjs([['code', '123456']])
    const value = encodeSbjs([['code', '123456']], { base64: true })
    expect(value).toBe(btoaStripped(plain))
    expect(value).not.toMatch(/=/)
  })

  it.each([1, 2, 3, 4, 5])('reads base64 written with %i padding-dependent length', (n) => {
    const pairs: [string, string][] = [['k', 'x'.repeat(n)]]
    expect([...decodeSbjs(btoaStripped(encodeSbjs(pairs)))]).toEqual(pairs)
  })

  it('reads base64 cookies whatever the setting, and plain ones too (a plain value always holds %3D)', () => {
    const plain = 'typ%3Dtypein%7C%7C%7Csrc%3D%28direct%29'
    expect(decodeSbjs(btoaStripped(plain)).get('src')).toBe('(direct)')
    expect(decodeSbjs(plain).get('src')).toBe('(direct)')
  })

  it('reads a value the runtime already decoded (document.cookie split and decoded)', () => {
    expect(Object.fromEntries(decodeSbjs('typ=utm|||src=news%20letter|||cnt=a=b'))).toEqual({
      typ: 'utm',
      src: 'news letter',
      cnt: 'a=b',
    })
  })

  it('reads a quoted cookie value', () => {
    expect(decodeSbjs(`"${WOO_CURRENT_ADD}"`).get('rf')).toBe('(none)')
  })

  it('keeps unknown keys and lets the last of duplicate keys win, as sourcebuster does', () => {
    expect(Object.fromEntries(decodeSbjs('typ=utm|||mtke=x|||typ=organic'))).toEqual({ typ: 'organic', mtke: 'x' })
  })

  it.each([
    ['empty', ''],
    ['spaces', '   '],
    ['"null" (what sourcebuster writes when it loses its current source)', 'null'],
    ['text without pairs', 'hello world'],
    ['a broken escape', '%%%E0%A4%A'],
    ['only delimiters', '|||'.repeat(3000)],
    ['a base64-looking word', 'abcde'],
    ['markup', '<script>alert(1)</script>'],
  ])('returns no pairs for %s, without throwing', (_label, raw) => {
    expect(() => decodeSbjs(raw)).not.toThrow()
    expect(decodeSbjs(raw).get('typ')).toBeUndefined()
  })

  it('keeps what is usable from a truncated value', () => {
    const whole = encodeSbjs([
      ['typ', 'referral'],
      ['src', 'example.com'],
      ['cnt', '/a/long/path'],
    ])
    const cut = whole.slice(0, whole.length - 8)
    const pairs = decodeSbjs(cut)
    expect(pairs.get('typ')).toBe('referral')
    expect(pairs.get('src')).toBe('example.com')
    expect(pairs.get('cnt')?.startsWith('/a/')).toBe(true)
  })

  it('unwraps null and undefined to empty text', () => {
    expect(unwrapCookieValue(null)).toBe('')
    expect(unwrapCookieValue(undefined)).toBe('')
  })
})

describe('cookie size cap', () => {
  it('cuts a 10 KB value so that the cookie value fits the limit, leaving short values whole', () => {
    const value = encodeSbjs(
      [
        ['typ', 'utm'],
        ['src', 'x'.repeat(10_000)],
        ['mdm', 'email'],
      ],
      { maxLength: 3987 },
    )
    expect(value.length).toBeLessThanOrEqual(3987)
    const pairs = decodeSbjs(value)
    expect(pairs.get('typ')).toBe('utm')
    expect(pairs.get('mdm')).toBe('email')
    expect((pairs.get('src') ?? '').length).toBeGreaterThan(3000)
  })

  it('cuts the longest values first', () => {
    const pairs = decodeSbjs(
      encodeSbjs(
        [
          ['a', 'a'.repeat(3000)],
          ['b', 'b'.repeat(3000)],
          ['c', 'c'.repeat(100)],
        ],
        { maxLength: 2000 },
      ),
    )
    expect(pairs.get('c')).toBe('c'.repeat(100))
    expect(Math.abs((pairs.get('a') ?? '').length - (pairs.get('b') ?? '').length)).toBeLessThanOrEqual(1)
  })

  it('never cuts a percent-escape or a surrogate pair in half', () => {
    const emoji = '😀'.repeat(2000)
    const value = encodeSbjs([['src', emoji]], { maxLength: 1000 })
    expect(value.length).toBeLessThanOrEqual(1000)
    expect(() => decodeURIComponent(value)).not.toThrow()
    const src = decodeSbjs(value).get('src') ?? ''
    expect(src.length).toBeGreaterThan(0)
    expect(emoji.startsWith(src)).toBe(true)
    expect(src).not.toMatch(/\p{Surrogate}/u)
  })

  it('fits base64 values within the limit too', () => {
    const value = encodeSbjs([['uag', 'é'.repeat(5000)]], { base64: true, maxLength: 3990 })
    expect(value.length).toBeLessThanOrEqual(3990)
    expect(decodeSbjs(value).get('uag')).toMatch(/^é+$/)
  })
})

describe('cookie format properties', () => {
  it('decode(encode(pairs)) gives the pairs back, in order, base64 on or off', () => {
    fc.assert(
      fc.property(fc.uniqueArray(fc.tuple(wellFormedText, wellFormedText), { selector: ([k]) => k }), fc.boolean(), (pairs, base64) => {
        expect([...decodeSbjs(encodeSbjs(pairs, { base64 }))]).toEqual(pairs)
      }),
    )
  })

  it('any text, lone surrogates included, encodes to ASCII without throwing', () => {
    fc.assert(
      fc.property(fc.array(fc.tuple(anyText, anyText)), fc.boolean(), (pairs, base64) => {
        expect(encodeSbjs(pairs, { base64 })).toMatch(/^[\x21-\x7e]*$/)
      }),
    )
  })

  it('a capped value fits and every value read back is a prefix of what was given', () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(fc.tuple(fc.string({ minLength: 1, maxLength: 12 }), fc.string({ unit: 'grapheme', maxLength: 600 })), {
          selector: ([k]) => k,
          maxLength: 6,
        }),
        fc.integer({ min: 0, max: 2000 }),
        fc.boolean(),
        (pairs, maxLength, base64) => {
          const value = encodeSbjs(pairs, { base64, maxLength })
          expect(value.length).toBeLessThanOrEqual(maxLength)
          const read = decodeSbjs(value)
          // Only keys too long to fit at all are dropped (from the end).
          expect([...read.keys()]).toEqual(pairs.slice(0, read.size).map(([key]) => key))
          for (const [key, original] of pairs.slice(0, read.size)) expect(original.startsWith(read.get(key) ?? '\u0000')).toBe(true)
        },
      ),
    )
  })

  it('decoding never throws on any input', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 300 }), (raw) => {
        expect(() => decodeSbjs(raw)).not.toThrow()
      }),
    )
  })
})
