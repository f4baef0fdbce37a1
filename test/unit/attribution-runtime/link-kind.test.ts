import { describe, expect, it } from 'vitest'
import { DEFAULT_DOWNLOAD_EXTENSIONS } from '../../../behaviours/site-analytics/settings.ts'
import { classifyLink } from '../../../src/core/analytics/link-kind.ts'

const PAGE = 'https://shop.example/product/mug/'

function kindOf(href: string, page = PAGE, extensions: readonly string[] = DEFAULT_DOWNLOAD_EXTENSIONS) {
  return classifyLink(href, page, extensions)
}

describe('classifyLink', () => {
  it('reports a link to another host as outbound', () => {
    expect(kindOf('https://partner.example/offer?x=1')).toEqual({ kind: 'outbound', url: 'https://partner.example/offer?x=1' })
  })

  it('reports a protocol-relative link to another host as outbound', () => {
    expect(kindOf('//partner.example/')).toEqual({ kind: 'outbound', url: 'https://partner.example/' })
  })

  it('reports a subdomain of the shop as outbound', () => {
    expect(kindOf('https://blog.shop.example/')?.kind).toBe('outbound')
  })

  it.each([
    ['/cart/', PAGE],
    ['../other/', PAGE],
    ['#reviews', PAGE],
    ['https://shop.example/checkout/', PAGE],
    ['http://shop.example/checkout/', PAGE],
    ['https://www.shop.example/checkout/', PAGE],
    ['https://shop.example/checkout/', 'https://www.shop.example/'],
  ])('does not report a same-site link (%s from %s)', (href, page) => {
    expect(kindOf(href, page)).toBeUndefined()
  })

  it('reports mailto and tel links', () => {
    expect(kindOf('mailto:orders@shop.example?subject=Hi')).toEqual({ kind: 'mailto', url: 'mailto:orders@shop.example?subject=Hi' })
    expect(kindOf('tel:+441234567890')).toEqual({ kind: 'tel', url: 'tel:+441234567890' })
  })

  it.each(DEFAULT_DOWNLOAD_EXTENSIONS)('reports a .%s link as a download, whatever its case and query', (extension) => {
    expect(kindOf(`/files/size-guide.${extension}`)).toEqual({
      kind: 'download',
      url: `https://shop.example/files/size-guide.${extension}`,
      extension,
    })
    expect(kindOf(`/files/Size-Guide.${extension.toUpperCase()}?v=2#page=3`)).toEqual({
      kind: 'download',
      url: `https://shop.example/files/Size-Guide.${extension.toUpperCase()}?v=2#page=3`,
      extension,
    })
  })

  it('has the download extensions doc, docx, pdf, ppt, pptx, xls, xlsx and zip by default', () => {
    expect([...DEFAULT_DOWNLOAD_EXTENSIONS].sort()).toEqual(['doc', 'docx', 'pdf', 'ppt', 'pptx', 'xls', 'xlsx', 'zip'])
  })

  it('reports a download on another host as a download', () => {
    expect(kindOf('https://cdn.example/manual.pdf')).toMatchObject({ kind: 'download', extension: 'pdf' })
  })

  it('does not take an extension in the query string for a download', () => {
    expect(kindOf('/download.php?file=manual.pdf')).toBeUndefined()
  })

  it('does not report a same-site file whose extension is not listed', () => {
    expect(kindOf('/images/mug.png')).toBeUndefined()
  })

  it('uses the configured extensions', () => {
    expect(kindOf('/books/guide.EPUB', PAGE, ['epub'])).toMatchObject({ kind: 'download', extension: 'epub' })
    expect(kindOf('/files/guide.pdf', PAGE, ['epub'])).toBeUndefined()
  })

  it.each([
    'javascript:alert(1)',
    'JavaScript:void(0)',
    'data:text/html,<b>x</b>',
    'ftp://files.example/a.zip',
    'http://[bad',
    'https://exa mple.com:99999/',
  ])('ignores %s', (href) => {
    expect(kindOf(href)).toBeUndefined()
  })

  it('ignores everything when the page address cannot be read', () => {
    expect(kindOf('https://partner.example/', 'not a url')).toBeUndefined()
  })
})
