import { describe, expect, it } from 'vitest'
import { decodeEntities } from '../../../../src/core/text/entities.ts'

describe('decoding the HTML entities WordPress prints in settings and variation data', () => {
  it('decodes numeric references, decimal and hex', () => {
    expect(decodeEntities('&#36;')).toBe('$')
    expect(decodeEntities('&#x20b9;')).toBe('₹')
    expect(decodeEntities('&#X20B9;')).toBe('₹')
    expect(decodeEntities('&#75;&#269;')).toBe('Kč')
  })

  it("decodes WooCommerce's dimensions separator", () => {
    expect(decodeEntities('10 &times; 5 &times; 2 cm')).toBe('10 × 5 × 2 cm')
  })

  it('decodes a numeric reference without its semicolon, as browsers do', () => {
    expect(decodeEntities('&#36')).toBe('$')
  })

  it('decodes the named references of currency symbols and escaped text', () => {
    expect(decodeEntities('&euro; &pound; &yen; &fnof; &nbsp;')).toBe('€ £ ¥ ƒ \u00a0')
    expect(decodeEntities('Tom &amp; Jerry &lt;3 &quot;x&quot; &#039;y&#039;')).toBe('Tom & Jerry <3 "x" \'y\'')
  })

  it('decodes in one pass: &amp;lt; is the text &lt;', () => {
    expect(decodeEntities('&amp;lt;')).toBe('&lt;')
  })

  it('leaves unknown names, bare ampersands and prototype names alone', () => {
    expect(decodeEntities('&unknown; & &constructor; &__proto__;')).toBe('&unknown; & &constructor; &__proto__;')
  })

  it('replaces impossible code points with U+FFFD', () => {
    expect(decodeEntities('&#0;&#xD800;&#x110000;')).toBe('\ufffd\ufffd\ufffd')
  })
})
