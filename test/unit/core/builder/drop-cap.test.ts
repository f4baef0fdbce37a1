import { describe, expect, it } from 'vitest'
import { firstVisibleLetter } from '../../../../src/core/builder/drop-cap.ts'

const letter = (text: string) => {
  const at = firstVisibleLetter(text)
  return at && text.slice(at.start, at.end)
}

describe('drop cap: the first visible letter', () => {
  it('is the first character after any spaces', () => {
    expect(letter('Lorem ipsum')).toBe('L')
    expect(letter('   \n\tSpring')).toBe('S')
    expect(firstVisibleLetter('  ab')).toEqual({ start: 2, end: 3 })
  })

  it('skips no-break spaces, zero-width characters, soft hyphens and a BOM', () => {
    expect(letter('\u00a0\u200b\u00ad\ufeffÉté')).toBe('É')
  })

  it('keeps combining accents, emoji sequences and flags whole', () => {
    expect(letter('e\u0301te')).toBe('e\u0301')
    expect(letter('👩‍🍳 cooks')).toBe('👩‍🍳')
    expect(letter('🇫🇷 France')).toBe('🇫🇷')
    expect(letter('𝔄 gothic')).toBe('𝔄')
  })

  it('is a character of the text: "&" stays whole, "&amp;" in text is just its "&"', () => {
    // The caller hands us decoded text nodes: an entity is one character, a tag is never text.
    expect(letter('&amp; more')).toBe('&')
    expect(letter('<b>')).toBe('<')
  })

  it('is nothing in text without a visible character', () => {
    expect(firstVisibleLetter('')).toBeUndefined()
    expect(firstVisibleLetter(' \u00a0\u200b ')).toBeUndefined()
  })
})
