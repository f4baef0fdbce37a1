import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { parseCookieString, safeDecode, serializeCookieDeletion } from '../../../src/core/cookies/cookie-string.ts'
import { encodeCookieValue, serializeCookie } from '../../../src/core/cookies/cookie-value.ts'

/** Any BMP character but the surrogate halves (which only make sense in pairs). */
const bmpString = fc.string({
  unit: fc
    .integer({ min: 0, max: 0xffff })
    .filter((c) => c < 0xd800 || c > 0xdfff)
    .map((c) => String.fromCharCode(c)),
})

function isWellFormed(text: string): boolean {
  return !/\p{Surrogate}/u.test(text)
}

/** Writes `value` as document.cookie would list it among other cookies, and reads it back. */
function readBack(value: string): string | undefined {
  const written = serializeCookie('k', value).split('; ')[0] as string
  return parseCookieString(`other=1; ${written}; after=2`).get('k')
}

describe('parseCookieString', () => {
  it('reads every name and value of a document.cookie string', () => {
    const jar = parseCookieString('a=1; store_noticeabc=hidden;  spaced = x y ')
    expect([...jar]).toEqual([
      ['a', '1'],
      ['store_noticeabc', 'hidden'],
      ['spaced', 'x y'],
    ])
  })

  it('keeps the first of duplicate names, as browsers list the most specific path first', () => {
    expect(parseCookieString('a=first; b=2; a=second').get('a')).toBe('first')
  })

  it('counts a name written encoded and plain as one name: the first still wins', () => {
    expect(parseCookieString('sbjs_current=first; sbjs%5Fcurrent=second').get('sbjs_current')).toBe('first')
    expect(parseCookieString('a b=first; a%20b=second').get('a b')).toBe('first')
  })

  it('strips one pair of surrounding double quotes', () => {
    const jar = parseCookieString('q="quoted value"; lone="; empty=""')
    expect(jar.get('q')).toBe('quoted value')
    expect(jar.get('lone')).toBe('"')
    expect(jar.get('empty')).toBe('')
  })

  it('decodes percent-escapes in names and values', () => {
    const jar = parseCookieString('n%20ame=caf%C3%A9%3B%20ok')
    expect(jar.get('n ame')).toBe('café; ok')
  })

  it('keeps a value with bad percent-encoding as it was written', () => {
    const jar = parseCookieString('foreign=100%; other=%E0%A4%A; fine=%41')
    expect(jar.get('foreign')).toBe('100%')
    expect(jar.get('other')).toBe('%E0%A4%A')
    expect(jar.get('fine')).toBe('A')
  })

  it('keeps an equals sign inside a value', () => {
    expect(parseCookieString('utm=a=b=c').get('utm')).toBe('a=b=c')
  })

  it('returns an empty jar for an empty string and skips parts without a name or "="', () => {
    expect(parseCookieString('').size).toBe(0)
    expect([...parseCookieString('novalue; =orphan; ;; ok=1')]).toEqual([['ok', '1']])
  })

  it('accepts an empty value', () => {
    expect(parseCookieString('blank=').get('blank')).toBe('')
  })
})

describe('safeDecode', () => {
  it('decodes valid escapes and returns invalid text unchanged', () => {
    expect(safeDecode('a%2Fb')).toBe('a/b')
    expect(safeDecode('%zz')).toBe('%zz')
  })
})

describe('serializeCookie', () => {
  it('writes a session cookie for the whole site by default', () => {
    expect(serializeCookie('store_noticeabc', 'hidden')).toBe('store_noticeabc=hidden; path=/')
  })

  it('writes every attribute in document.cookie syntax', () => {
    const text = serializeCookie('sbjs_current', 'typ=utm|src=google', {
      expires: new Date(Date.UTC(2030, 0, 2, 3, 4, 5)),
      path: '/shop',
      domain: '.example.com',
      sameSite: 'Lax',
      secure: true,
    })
    expect(text).toBe(
      'sbjs_current=typ=utm|src=google; expires=Wed, 02 Jan 2030 03:04:05 GMT; path=/shop; domain=.example.com; samesite=Lax; secure',
    )
  })

  it('escapes a name and the characters a cookie value cannot hold', () => {
    expect(serializeCookie('a b', 'x;y, "z"\\ %')).toBe('a%20b=x%3By%2C%20%22z%22%5C%20%25; path=/')
  })

  it('deletes a cookie with an empty value, an expiry in the past and the same path and domain', () => {
    expect(serializeCookieDeletion('store_noticeabc', { path: '/', domain: 'example.com' })).toBe(
      'store_noticeabc=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/; domain=example.com',
    )
  })
})

describe('encodeCookieValue', () => {
  it('leaves the characters a cookie can hold as they are (js-cookie compatible)', () => {
    expect(encodeCookieValue("typ=utm|src=(direct)&x[1]:{~}?@!#$'*+-./^_`")).toBe("typ=utm|src=(direct)&x[1]:{~}?@!#$'*+-./^_`")
  })

  it('escapes exactly the ASCII characters outside the cookie octets of RFC 6265, and "%"', () => {
    const kept = [...Array(128).keys()].map((code) => String.fromCharCode(code)).filter((ch) => encodeCookieValue(ch) === ch)
    expect(kept.join('')).toBe("!#$&'()*+-./0123456789:<=>?@ABCDEFGHIJKLMNOPQRSTUVWXYZ[]^_`abcdefghijklmnopqrstuvwxyz{|}~")
    expect(encodeCookieValue('é€😀')).toBe(encodeURIComponent('é€😀'))
  })

  it('always escapes "%" so that a literal percent reads back unchanged', () => {
    expect(encodeCookieValue('50%')).toBe('50%25')
    expect(parseCookieString(`v=${encodeCookieValue('%41')}`).get('v')).toBe('%41')
  })

  it('never writes a character that would end or split a cookie', () => {
    fc.assert(
      fc.property(bmpString, (value) => {
        expect(encodeCookieValue(value)).not.toMatch(/[;,\s"\\]/)
      }),
    )
  })

  it('round-trips any string of the Basic Multilingual Plane through serialize and parse', () => {
    fc.assert(
      fc.property(bmpString, (value) => {
        expect(readBack(value)).toBe(value)
      }),
      { numRuns: 300 },
    )
  })

  it('round-trips a value holding an emoji', () => {
    expect(readBack('🎉 summer sale')).toBe('🎉 summer sale')
  })

  it('round-trips any well-formed string value through serialize and parse', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary' }).filter(isWellFormed), (value) => {
        expect(readBack(value)).toBe(value)
      }),
      { numRuns: 300, seed: 20240601 },
    )
  })
})
