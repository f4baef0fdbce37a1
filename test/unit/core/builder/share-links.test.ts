import { describe, expect, it } from 'vitest'
import { downloadName, shareLinks } from '../../../../src/core/builder/share-links.ts'

describe('lightbox share links', () => {
  it('builds one URL per network with the image and its caption as parameters', () => {
    const links = shareLinks('https://shop.example/uploads/wool skein.png', 'Undyed & soft')
    expect(links).toEqual([
      {
        network: 'facebook',
        url: 'https://www.facebook.com/sharer/sharer.php?u=https%3A%2F%2Fshop.example%2Fuploads%2Fwool%2520skein.png',
      },
      {
        network: 'twitter',
        url: 'https://twitter.com/intent/tweet?text=Undyed+%26+soft&url=https%3A%2F%2Fshop.example%2Fuploads%2Fwool%2520skein.png',
      },
      {
        network: 'pinterest',
        url: 'https://www.pinterest.com/pin/create/button/?url=https%3A%2F%2Fshop.example%2Fuploads%2Fwool%2520skein.png&media=https%3A%2F%2Fshop.example%2Fuploads%2Fwool%2520skein.png&description=Undyed+%26+soft',
      },
    ])
  })

  it('keeps hostile text inside the query', () => {
    const links = shareLinks('https://shop.example/a.png', '"><script>alert(1)</script>&u=https://evil.example') ?? []
    for (const { url } of links) {
      const parsed = new URL(url)
      expect(['www.facebook.com', 'twitter.com', 'www.pinterest.com']).toContain(parsed.hostname)
      expect(url).not.toContain('<')
    }
    expect(new URL(links[0]?.url ?? '').searchParams.get('u')).toBe('https://shop.example/a.png')
  })

  it('refuses anything but an absolute http(s) image URL', () => {
    expect(shareLinks('javascript:alert(1)')).toBeUndefined()
    expect(shareLinks('/relative.png')).toBeUndefined()
    expect(shareLinks('data:image/png;base64,AAAA')).toBeUndefined()
  })

  it('names the download after the file', () => {
    expect(downloadName('https://shop.example/uploads/wool%20skein.png?ver=2')).toBe('wool-skein.png')
    expect(downloadName('https://shop.example/')).toBe('image')
    expect(downloadName('not a url')).toBe('image')
  })
})
