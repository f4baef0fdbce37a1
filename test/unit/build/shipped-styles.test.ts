import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { STYLES_DIR, shippedStylesheet } from '../../../build/shipped-styles.ts'

describe('a stylesheet as it ships', () => {
  it('has no comments or layout whitespace, and keeps every rule', () => {
    const source = `/* The reason for the rule. */
.a > .b,
.c {
  color: #ffffff;
  margin: 0;
}
`
    expect(shippedStylesheet('a.css', source)).toBe('.a>.b,.c{color:#fff;margin:0}')
  })

  it('writes a character outside ASCII as a CSS escape, whatever the source wrote', () => {
    expect(shippedStylesheet('a.css', '.a::before { content: "\\275A\\275A"; }')).toBe('.a:before{content:"\\275a \\275a "}')
    expect(shippedStylesheet('a.css', '.a::before { content: "▶"; }')).toBe('.a:before{content:"\\25b6 "}')
  })

  it('fails on a rule it cannot read rather than dropping it', () => {
    expect(() => shippedStylesheet('a.css', '.a { color: red; } .b[ { color: blue; }')).toThrow()
  })

  it.each(readdirSync(STYLES_DIR).filter((name) => name.endsWith('.css')))('%s ships, smaller than its source and in ASCII', (name) => {
    const source = readFileSync(join(STYLES_DIR, name), 'utf8')
    const shipped = shippedStylesheet(name, source)
    expect(shipped.length).toBeLessThan(source.length)
    expect(shipped).toMatch(/^[\x20-\x7e]+$/)
  })
})
