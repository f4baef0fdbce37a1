import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { appendJourney, readJourney } from '../../../../src/core/attribution/index.ts'

/** Lone surrogates cannot be URL-encoded: the journey stores U+FFFD for them. */
function wellFormed(text: string): string {
  return text.replace(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g, '\uFFFD')
}

function walk(pages: string[], cap?: number): string {
  return pages.reduce<string | undefined>((value, page) => appendJourney(value, page, cap), undefined) ?? ''
}

describe('the visitor journey', () => {
  it('keeps visited pages in order, URL-encoded and joined by |', () => {
    const value = walk(['https://shop.test/', 'https://shop.test/mug?color=blue', 'https://shop.test/cart/'])
    expect(value).toBe('https%3A%2F%2Fshop.test%2F|https%3A%2F%2Fshop.test%2Fmug%3Fcolor%3Dblue|https%3A%2F%2Fshop.test%2Fcart%2F')
    expect(readJourney(value)).toEqual(['https://shop.test/', 'https://shop.test/mug?color=blue', 'https://shop.test/cart/'])
  })

  it('does not repeat a reload of the same page', () => {
    expect(readJourney(walk(['/a', '/a', '/a']))).toEqual(['/a'])
  })

  it('keeps a page visited again later', () => {
    expect(readJourney(walk(['/a', '/b', '/a']))).toEqual(['/a', '/b', '/a'])
  })

  it('drops the oldest entries first to stay within the cap', () => {
    const value = walk(['/one', '/two', '/three', '/four'], 20)
    expect(value.length).toBeLessThanOrEqual(20)
    expect(readJourney(value)).toEqual(['/three', '/four'])
  })

  it('caps at 3996 characters by default', () => {
    const pages = Array.from({ length: 400 }, (_, i) => `https://shop.test/product/${i}/`)
    const value = walk(pages)
    expect(value.length).toBeLessThanOrEqual(3996)
    expect(readJourney(value).at(-1)).toBe('https://shop.test/product/399/')
  })

  it('keeps a journey of exactly 3996 characters whole, and drops the oldest page at 3997', () => {
    // 1,997 characters, '|' and 1,998 more: 3,996 together (letters are stored as they are).
    const first = 'a'.repeat(1997)
    const second = 'b'.repeat(1998)
    expect(readJourney(appendJourney(first, second))).toEqual([first, second])
    expect(readJourney(appendJourney(first, `${second}c`))).toEqual([`${second}c`])
  })

  it('cuts a page longer than the cap on its own, without breaking an escape or a character', () => {
    const page = `https://shop.test/?q=${'é😀'.repeat(2000)}`
    const value = appendJourney('/before', page, 100)
    expect(value.length).toBeLessThanOrEqual(100)
    expect(value).not.toContain('|')
    expect(() => decodeURIComponent(value)).not.toThrow()
    expect(page.startsWith(readJourney(value)[0] ?? '\u0000')).toBe(true)
  })

  it('tolerates a foreign or broken cookie value', () => {
    expect(readJourney(appendJourney('%E0%A4%A||<b>|', '/next'))).toEqual(['%E0%A4%A', '<b>', '/next'])
    expect(appendJourney(undefined, '')).toBe('')
  })

  it('keeps the longest run of newest entries that fits the cap, and nothing older', () => {
    fc.assert(
      fc.property(
        fc.array(fc.string({ minLength: 1, maxLength: 30 }), { maxLength: 40 }),
        fc.string({ minLength: 1, maxLength: 30 }),
        fc.integer({ min: 0, max: 400 }),
        (older, page, cap) => {
          // (A page too long for the cap on its own is cut: the test above covers it.)
          fc.pre(encodeURIComponent(wellFormed(page)).length <= cap)
          const previous = older.map((entry) => encodeURIComponent(wellFormed(entry))).join('|')
          const entries = appendJourney(previous, page, cap)
            .split('|')
            .filter((entry) => entry !== '')
          const all = appendJourney(previous, page, Number.MAX_SAFE_INTEGER).split('|')
          // What was kept is the tail of everything; one more entry from before would not fit.
          expect(all.slice(all.length - entries.length)).toEqual(entries)
          if (entries.length < all.length) expect(all.slice(all.length - entries.length - 1).join('|').length).toBeGreaterThan(cap)
        },
      ),
    )
  })

  it('never exceeds the cap, and ends with the page (or the part of it that fits)', () => {
    fc.assert(
      fc.property(
        fc.option(fc.string({ unit: 'binary', maxLength: 5000 }), { nil: undefined }),
        fc.string({ unit: 'binary', maxLength: 3000 }),
        fc.integer({ min: 0, max: 5000 }),
        (previous, page, cap) => {
          const value = appendJourney(previous, page, cap)
          expect(value.length).toBeLessThanOrEqual(cap)
          const stored = wellFormed(page)
          if (stored !== '' && encodeURIComponent(stored).length <= cap) expect(readJourney(value).at(-1)).toBe(stored)
        },
      ),
    )
  })
})
