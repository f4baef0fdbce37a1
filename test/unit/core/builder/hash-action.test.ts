import { describe, expect, it } from 'vitest'
import {
  createActionHash,
  decodeBase64Text,
  HASH_MAX,
  isActionHash,
  normalizeActionHash,
  parseHashAction,
  safeUrl,
} from '../../../../src/core/builder/hash-action.ts'

const base = 'https://shop.example/gallery/'
const raw = (action: string, payload: string) => `#${encodeURIComponent(`elementor-action:action=${action}&settings=${payload}`)}`
const b64 = (text: string) => Buffer.from(text, 'utf8').toString('base64')

describe('hash actions: well-formed', () => {
  it('reads an image action as the builder writes it (encoded once)', () => {
    const hash = createActionHash({ type: 'image', url: '/uploads/wool.png', title: 'Wool', description: 'Undyed merino', id: 12 })
    expect(hash.startsWith('#elementor-action%3Aaction%3Dlightbox%26settings%3D')).toBe(true)
    expect(parseHashAction(hash, base)).toEqual({
      action: 'lightbox',
      settings: { type: 'image', url: 'https://shop.example/uploads/wool.png', title: 'Wool', description: 'Undyed merino' },
    })
  })

  it('reads the decoded form, the %23 form and the double-encoded location hash', () => {
    const hash = createActionHash({ type: 'image', url: 'https://cdn.example/a.jpg' })
    const decoded = decodeURIComponent(hash)
    expect(parseHashAction(decoded, base)?.settings.url).toBe('https://cdn.example/a.jpg')
    expect(parseHashAction(encodeURIComponent(hash), base)?.settings.url).toBe('https://cdn.example/a.jpg')
    expect(isActionHash(encodeURIComponent(hash))).toBe(true)
    expect(isActionHash(hash)).toBe(true)
    expect(isActionHash('#top')).toBe(false)
  })

  it('reads videos and slideshows, and UTF-8 titles', () => {
    const video = parseHashAction(
      createActionHash({ type: 'video', videoType: 'youtube', url: 'https://www.youtube.com/embed/aqz-KE-bpKQ' }),
      base,
    )
    expect(video?.settings).toMatchObject({ type: 'video', videoType: 'youtube' })
    const show = parseHashAction(createActionHash({ type: 'slideshow', slideshow: 'a1b2c3', title: 'Laine d’été' }), base)
    expect(show?.settings).toMatchObject({ type: 'slideshow', slideshow: 'a1b2c3', title: 'Laine d’été' })
  })

  it('matches a hash written either way', () => {
    const hash = createActionHash({ type: 'image', url: '/a.png' })
    expect(normalizeActionHash(hash)).toBe(normalizeActionHash(decodeURIComponent(hash)))
    expect(normalizeActionHash(encodeURIComponent(hash))).toBe(normalizeActionHash(hash))
    expect(normalizeActionHash('#top')).toBeUndefined()
    expect(normalizeActionHash('#%E0%A4%A')).toBeUndefined()
  })
})

describe('hash actions: malformed and hostile payloads do nothing', () => {
  const cases: Array<[string, unknown]> = [
    ['not a string', 42],
    ['empty', ''],
    ['no prefix', '#top'],
    ['bad percent-encoding', '#elementor-action%3Aaction%3Dlightbox%26settings%3D%E0%A4%A'],
    ['bad base64', raw('lightbox', '!!!not-base64!!!')],
    ['base64 of one char too many', raw('lightbox', 'QUJDRA=A')],
    ['base64 of invalid UTF-8', raw('lightbox', Buffer.from([0xff, 0xfe, 0x7b]).toString('base64'))],
    ['bad JSON', raw('lightbox', b64('{"type":"image",'))],
    ['JSON that is not an object', raw('lightbox', b64('["image"]'))],
    ['JSON null', raw('lightbox', b64('null'))],
    ['unknown action', raw('popup', b64('{"id":1}'))],
    ['action with odd characters', raw('light<box>', b64('{}'))],
    ['unknown type', raw('lightbox', b64('{"type":"iframe","url":"/a.png"}'))],
    ['javascript: URL', raw('lightbox', b64('{"type":"image","url":"javascript:alert(1)"}'))],
    ['javascript: URL with a tab', raw('lightbox', b64('{"type":"image","url":"java\\tscript:alert(1)"}'))],
    ['data: URL', raw('lightbox', b64('{"type":"image","url":"data:image/svg+xml,<svg onload=alert(1)>"}'))],
    ['URL with credentials', raw('lightbox', b64('{"type":"image","url":"https://user:pw@evil.example/a.png"}'))],
    ['URL not a string', raw('lightbox', b64('{"type":"image","url":{"toString":1}}'))],
    ['image without URL', raw('lightbox', b64('{"type":"image"}'))],
    ['unknown video type', raw('lightbox', b64('{"type":"video","videoType":"flash","url":"https://a.example/v.swf"}'))],
    ['slideshow id with a selector in it', raw('lightbox', b64('{"type":"slideshow","slideshow":"x\\"],body[a=\\""}'))],
    ['huge string', `#elementor-action:action=lightbox&settings=${'A'.repeat(HASH_MAX)}`],
    ['trailing garbage', `${raw('lightbox', b64('{"type":"image","url":"/a.png"}'))}%26x%3D1`],
  ]

  it.each(cases)('%s', (_name, hash) => {
    expect(() => parseHashAction(hash, base)).not.toThrow()
    expect(parseHashAction(hash, base)).toBeUndefined()
  })

  it('keeps hostile captions as plain text (the lightbox escapes them)', () => {
    const hostile = '<img src=x onerror=alert(1)>'
    const action = parseHashAction(createActionHash({ type: 'image', url: '/a.png', title: hostile, description: { html: 1 } }), base)
    expect(action?.settings.title).toBe(hostile)
    expect(action?.settings.description).toBe('')
  })
})

describe('base64 and URLs', () => {
  it('decodes standard and URL-safe base64, with or without padding', () => {
    expect(decodeBase64Text('eyJhIjoxfQ==')).toBe('{"a":1}')
    expect(decodeBase64Text('eyJhIjoxfQ')).toBe('{"a":1}')
    expect(decodeBase64Text(b64('é?>').replace(/\+/g, '-').replace(/\//g, '_'))).toBe('é?>')
    expect(decodeBase64Text('a')).toBeUndefined()
    expect(decodeBase64Text('ab$c')).toBeUndefined()
  })

  it('accepts only http(s) URLs', () => {
    expect(safeUrl('/a.png', base)).toBe('https://shop.example/a.png')
    expect(safeUrl('http://cdn.example/a.png', base)).toBe('http://cdn.example/a.png')
    expect(safeUrl('javascript:alert(1)', base)).toBeUndefined()
    expect(safeUrl(' JAVASCRIPT:alert(1)', base)).toBeUndefined()
    expect(safeUrl('vbscript:x', base)).toBeUndefined()
    expect(safeUrl('https://a.example/\u0000', base)).toBeUndefined()
    expect(safeUrl('x'.repeat(3000), base)).toBeUndefined()
    expect(safeUrl(null, base)).toBeUndefined()
  })
})
