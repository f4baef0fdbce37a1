// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest'
import { simpleMarkup } from '../../../src/runtime/simple-markup.ts'

describe('simpleMarkup: what needs no sanitiser', () => {
  it("passes WooCommerce's price, sale price and stock lines through unchanged", () => {
    const price =
      '<span class="woocommerce-Price-amount amount"><bdi><span class="woocommerce-Price-currencySymbol">&#36;</span>20.00</bdi></span>'
    const sale = `<del aria-hidden="true">${price}</del> <span class="screen-reader-text">Original price was: $20.00.</span><ins aria-hidden="true">${price}</ins>`
    for (const html of [price, sale, '<p class="stock in-stock">12 in stock</p>', '<p>Soft <strong>linen</strong>,<br>pre-washed.</p>']) {
      expect(simpleMarkup(html)).toBe(html)
    }
  })

  it('passes text without tags, entities included, and the empty string', () => {
    expect(simpleMarkup('')).toBe('')
    expect(simpleMarkup('Only 2 left &amp; &lt;script&gt; is text')).toBe('Only 2 left &amp; &lt;script&gt; is text')
  })

  it.each([
    ['a script', '<p>x</p><script>alert(1)</script>'],
    ['an event handler', '<span onclick="alert(1)">x</span>'],
    ['an image (it loads, and onerror runs)', '<img src=x onerror=alert(1)>'],
    ['a link (a URL, maybe javascript:)', '<a href="javascript:alert(1)">x</a>'],
    ['a style attribute', '<span style="position:fixed;inset:0">x</span>'],
    ['a style element', '<style>body{display:none}</style>'],
    ['an id (clobbers a global)', '<span id="wc_add_to_cart_variation_params">x</span>'],
    ['a name', '<span name="quantity">x</span>'],
    ['SVG', '<svg><p><style><img src=x onerror=alert(1)></style></p></svg>'],
    ['MathML', '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>'],
    ['a comment', '<p>x<!-- y --></p>'],
    ['a form control', '<p><input name="add-to-cart" value="1"></p>'],
    ['a table', '<table><tr><td>x</td></tr></table>'],
    ['noscript', '<noscript><p title="</noscript><img src=x onerror=alert(1)>"></noscript>'],
    ['an iframe', '<iframe srcdoc="<script>alert(1)</script>"></iframe>'],
    ['a data attribute', '<span data-bind="x">x</span>'],
  ])('sends %s to the sanitiser', (_what, html) => {
    expect(simpleMarkup(html)).toBeUndefined()
  })

  it('sends markup nested deeper than a price ever is to the sanitiser', () => {
    const deep = `${'<span>'.repeat(40)}x${'</span>'.repeat(40)}`
    expect(simpleMarkup(deep)).toBeUndefined()
    const shallow = `${'<span>'.repeat(5)}x${'</span>'.repeat(5)}`
    expect(simpleMarkup(shallow)).toBe(shallow)
  })
})

describe('simpleMarkup: what it sends to the sanitiser without parsing', () => {
  it('does not parse markup naming an element outside the allowlist or an on… attribute', () => {
    const parsed: string[] = []
    const doc = document.implementation.createHTMLDocument('')
    const createElement = doc.createElement.bind(doc)
    doc.createElement = ((name: string) => {
      parsed.push(name)
      return createElement(name)
    }) as typeof doc.createElement
    expect(simpleMarkup('<img src=x onerror=alert(1)>', doc)).toBeUndefined()
    expect(simpleMarkup('<span/onclick=alert(1)>x</span>', doc)).toBeUndefined()
    expect(simpleMarkup('<SCRIPT>alert(1)</SCRIPT>', doc)).toBeUndefined()
    expect(parsed).toEqual([])
    expect(simpleMarkup('<p class="stock">3 left</p>', doc)).toBe('<p class="stock">3 left</p>')
    expect(parsed).toEqual(['template'])
  })
})
