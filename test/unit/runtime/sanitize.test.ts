// @vitest-environment happy-dom
import { beforeAll, describe, expect, it } from 'vitest'
import { sanitizeHtml } from '../../../src/runtime/sanitize.ts'

/**
 * Limits of the DOM here (the e2e tests run the real thing in Chromium):
 * happy-dom 21 defines `Node.prototype.nodeName` as a getter that returns '' (elements override
 * it lower in the chain). DOMPurify 3.4 reads nodeName through that prototype getter, so in
 * happy-dom it sees no tag names and removes every element. Make the prototype getter dispatch to
 * the node's own class, as it does in browsers; DOMPurify is otherwise the real library.
 * happy-dom's NodeIterator also skips the node that follows a removed one, so each input below
 * holds one element to remove per run of siblings (in happy-dom `<script>1</script><script>2</script>`
 * keeps the second script; browsers remove both).
 */
beforeAll(() => {
  const original = Object.getOwnPropertyDescriptor(Node.prototype, 'nodeName')
  Object.defineProperty(Node.prototype, 'nodeName', {
    configurable: true,
    get(this: Node) {
      let proto: object | null = Object.getPrototypeOf(this)
      while (proto && proto !== Node.prototype) {
        const own = Object.getOwnPropertyDescriptor(proto, 'nodeName')
        if (own?.get) return own.get.call(this)
        proto = Object.getPrototypeOf(proto)
      }
      return original?.get?.call(this)
    },
  })
})

function fragment(html: string): HTMLTemplateElement {
  const template = document.createElement('template')
  template.innerHTML = html
  return template
}

describe('sanitizeHtml', () => {
  it('keeps ordinary shop HTML as it is', async () => {
    const price = '<span class="price"><del><bdi>10,00&nbsp;€</bdi></del> <ins><bdi>8,00&nbsp;€</bdi></ins></span>'
    expect(await sanitizeHtml(price)).toBe(price)
  })

  it('removes scripts and their content', async () => {
    const clean = await sanitizeHtml('<p class="stock">In stock<script>alert(1)</script></p>')
    expect(clean).toBe('<p class="stock">In stock</p>')
  })

  it('removes event-handler attributes', async () => {
    const clean = await sanitizeHtml('<img src="/a.jpg" alt="A" onerror="alert(1)"><b onclick="x()">b</b>')
    const template = fragment(clean)
    expect(template.content.querySelector('img')?.getAttribute('src')).toBe('/a.jpg')
    expect(clean).not.toMatch(/onerror|onclick/)
  })

  it('removes javascript: URLs and keeps the link text', async () => {
    const clean = await sanitizeHtml('<a href="javascript:alert(1)">size guide</a><a href=" JaVaScRiPt:alert(2)">x</a>')
    expect(clean).not.toMatch(/javascript/i)
    expect(fragment(clean).content.textContent).toBe('size guidex')
  })

  it.each([
    ['<p>a<input name="add-to-cart"></p>', '<p>a</p>'],
    ['<p><button>b</button></p>', '<p>b</p>'],
    ['<p><style>p{}</style></p>', '<p></p>'],
    ['<div><form action="/cart"><span>x</span></form></div>', '<div><span>x</span></div>'],
  ])('removes form controls and style blocks: %s', async (html, expected) => {
    expect(await sanitizeHtml(html)).toBe(expected)
  })

  it('never leaves a link that opens a new window without rel="noopener"', async () => {
    const clean = await sanitizeHtml('<a href="/guide" target="_blank">size guide</a>')
    const link = fragment(clean).content.querySelector('a')
    expect(link?.getAttribute('href')).toBe('/guide')
    if (link?.getAttribute('target') === '_blank') expect(link.getAttribute('rel')).toContain('noopener')
  })

  it('keeps target="_blank" and adds rel="noopener noreferrer"', async () => {
    const clean = await sanitizeHtml('<a href="/guide" target="_blank">size guide</a>')
    const link = fragment(clean).content.querySelector('a')
    expect(link?.getAttribute('target')).toBe('_blank')
    expect(link?.getAttribute('rel')).toBe('noopener noreferrer')
  })
})
