import { describe, expect, it } from 'vitest'
import { CAPTION_MAX, captionText } from '../../../../src/core/builder/hash-action.ts'
import { isLightboxLink, type LinkFacts, opensInLightbox, readLightboxKit } from '../../../../src/core/builder/lightbox-link.ts'
import { counterText, escapeHtml, type SlideFacts, slideshowOrder, startSlide } from '../../../../src/core/builder/lightbox-slides.ts'

const link = (href: string, extra: Partial<LinkFacts> = {}): LinkFacts => ({ href, download: false, video: false, mark: null, ...extra })

describe('lightbox link rule', () => {
  it.each([
    'https://shop.example/wp-content/uploads/wool.png',
    'https://shop.example/a/b.JPG',
    '/uploads/c.jpeg?ver=2',
    'https://shop.example/d.gif?w=100&h=200',
    'https://shop.example/e.svg',
    'https://shop.example/f.WebP',
    'https://shop.example/g.avif#zoom',
  ])('an image file is a lightbox link: %s', (href) => {
    expect(isLightboxLink(link(href))).toBe(true)
  })

  it.each([
    'https://shop.example/catalogue.pdf',
    'https://shop.example/photo.png.html',
    'https://shop.example/page?image=photo.png',
    'https://shop.example/pngs/',
    'https://shop.example/photo.tiff',
    '#elementor-action%3Aaction%3Dlightbox',
    '',
  ])('anything else is not: %s', (href) => {
    expect(isLightboxLink(link(href))).toBe(false)
  })

  it('a download attribute makes an image link an ordinary link', () => {
    expect(isLightboxLink(link('/a.png', { download: true }))).toBe(false)
  })

  it('a link marked as a video is a lightbox link whatever its target', () => {
    expect(isLightboxLink(link('https://www.youtube.com/watch?v=abc', { video: true }))).toBe(true)
  })

  it('opens when marked yes, or globally on and not marked no', () => {
    expect(opensInLightbox(link('/a.png', { mark: 'yes' }), false)).toBe(true)
    expect(opensInLightbox(link('/a.png', { mark: 'default' }), false)).toBe(false)
    expect(opensInLightbox(link('/a.png'), false)).toBe(false)
    expect(opensInLightbox(link('/a.png', { mark: 'default' }), true)).toBe(true)
    expect(opensInLightbox(link('/a.png'), true)).toBe(true)
    expect(opensInLightbox(link('/a.png', { mark: 'no' }), true)).toBe(false)
    expect(opensInLightbox(link('/a.pdf', { mark: 'yes' }), true)).toBe(false)
    expect(opensInLightbox(link('/a.png', { mark: 'yes', download: true }), true)).toBe(false)
  })

  it('a huge href is not tested against the rule', () => {
    expect(isLightboxLink(link(`/${'a'.repeat(10_000)}.png`))).toBe(false)
  })
})

describe('slideshow order', () => {
  const slide = (index: string | null, href: string, clone = false): SlideFacts => ({ index, href, clone })

  it('sorts by index and leaves carousel clones out', () => {
    const links = [slide('2', '/c.png', true), slide('1', '/b.png'), slide('0', '/a.png'), slide('2', '/c.png'), slide('0', '/a.png', true)]
    expect(slideshowOrder(links)).toEqual([2, 1, 3])
  })

  it('keeps document order when an index is missing or not a number', () => {
    expect(slideshowOrder([slide('5', '/a.png'), slide(null, '/b.png'), slide('1', '/c.png')])).toEqual([0, 1, 2])
    expect(slideshowOrder([slide('x', '/a.png'), slide('0', '/b.png')])).toEqual([0, 1])
  })

  it('starts at the clicked slide, or at the slide a clicked clone copies', () => {
    const links = [slide('1', '/b.png', true), slide('0', '/a.png'), slide('1', '/b.png')]
    const order = slideshowOrder(links)
    expect(startSlide(links, order, 1)).toBe(0)
    expect(startSlide(links, order, 2)).toBe(1)
    expect(startSlide(links, order, 0)).toBe(1)
    expect(startSlide(links, order, 9)).toBe(0)
  })
})

describe('captions are text', () => {
  it('collapses whitespace and cuts long text', () => {
    expect(captionText('  Merino \n skeins ')).toBe('Merino skeins')
    expect(captionText('x'.repeat(5000))).toHaveLength(CAPTION_MAX)
    expect(captionText(42)).toBe('')
    expect(captionText(undefined)).toBe('')
  })

  it.each([
    ['<img src=x onerror=alert(1)>', '&lt;img src=x onerror=alert(1)&gt;'],
    ['"><script>alert(1)</script>', '&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;'],
    ["Tom & Jerry's", 'Tom &amp; Jerry&#39;s'],
    ['&lt;b&gt;', '&amp;lt;b&amp;gt;'],
  ])('escapes %s for a library that sets HTML', (input, escaped) => {
    expect(escapeHtml(captionText(input))).toBe(escaped)
  })
})

describe('kit switches', () => {
  it('reads yes / empty flags', () => {
    expect(
      readLightboxKit({
        global_image_lightbox: '',
        lightbox_enable_counter: 'yes',
        lightbox_enable_fullscreen: '',
        lightbox_enable_zoom: 'yes',
        lightbox_enable_share: '',
      }),
    ).toEqual({ globalLightbox: false, counter: true, fullscreen: false, zoom: true, share: false })
  })

  it('defaults everything on and names unreadable keys', () => {
    const problems: string[] = []
    expect(readLightboxKit(undefined, problems)).toEqual({ globalLightbox: true, counter: true, fullscreen: true, zoom: true, share: true })
    expect(readLightboxKit('nonsense', problems).zoom).toBe(true)
    expect(readLightboxKit({ lightbox_enable_zoom: 'maybe' }, problems).zoom).toBe(true)
    expect(problems).toEqual(['kit.lightbox_enable_zoom'])
  })

  it('counts from one', () => {
    expect(counterText(0, 5)).toBe('1 / 5')
  })
})
