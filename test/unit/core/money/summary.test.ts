import { describe, expect, it } from 'vitest'
import { cutUserInput, fileNameWithoutPath, quantityLabel } from '../../../../src/core/money/index.ts'

describe("the quantity label '{qty}x '", () => {
  it("puts the quantity before the symbol 'x '", () => {
    expect(quantityLabel(2)).toBe('2x ')
    expect(quantityLabel(1.5)).toBe('1.5x ')
    expect(quantityLabel('3', '× ')).toBe('3× ')
  })

  it('reverses quantity and symbol in right-to-left layouts', () => {
    expect(quantityLabel(2, 'x ', true)).toBe('x 2')
  })
})

describe('typed values in the summary', () => {
  it('cuts a value longer than 1000 characters to 1000 plus "..."', () => {
    const long = 'a'.repeat(1001)
    expect(cutUserInput(long)).toBe(`${'a'.repeat(1000)}...`)
    expect(cutUserInput('a'.repeat(1000))).toBe('a'.repeat(1000))
  })

  it('uses the configured limit', () => {
    expect(cutUserInput('abcdef', 3)).toBe('abc...')
    expect(cutUserInput('abc', 3)).toBe('abc')
    expect(cutUserInput('abc', 0)).toBe('...')
    expect(cutUserInput('', 0)).toBe('')
  })

  it('counts characters, never cutting an emoji in half', () => {
    expect(cutUserInput('😀😀😀', 2)).toBe('😀😀...')
    expect(cutUserInput('😀😀', 2)).toBe('😀😀')
  })

  it('cuts nothing for a limit that is not a whole number ≥ 0', () => {
    expect(cutUserInput('abcdef', Number.NaN)).toBe('abcdef')
    expect(cutUserInput('abcdef', -1)).toBe('abcdef')
  })

  it('keeps hostile text as text', () => {
    expect(cutUserInput('<script>alert(1)</script>', 8)).toBe('<script>...')
  })
})

describe('file names without their path', () => {
  it('drops a Windows path, as browsers report it', () => {
    expect(fileNameWithoutPath('C:\\fakepath\\photo.png')).toBe('photo.png')
  })

  it('drops a / path', () => {
    expect(fileNameWithoutPath('uploads/2024/05/photo.png')).toBe('photo.png')
    expect(fileNameWithoutPath('https://shop.test/wp-content/uploads/photo.png')).toBe('photo.png')
  })

  it('keeps a bare name, and mixed separators give the last part', () => {
    expect(fileNameWithoutPath('photo.png')).toBe('photo.png')
    expect(fileNameWithoutPath('a/b\\c/photo.png')).toBe('photo.png')
    expect(fileNameWithoutPath('')).toBe('')
    expect(fileNameWithoutPath('line\nbreak/photo.png')).toBe('photo.png')
  })
})
