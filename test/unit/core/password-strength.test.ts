import { describe, expect, it } from 'vitest'
import { blocksSubmit, disallowedWords, meterReport, strengthOf } from '../../../src/core/password/strength.ts'

const texts = {
  short: 'Very weak',
  bad: 'Weak',
  good: 'Medium',
  strong: 'Strong',
  mismatch: 'Mismatch',
  error: 'Please enter a stronger password.',
}

describe('the password strength meter (password-strength-meter.js)', () => {
  it('names each score as WooCommerce does, with the error below the minimum and the hint for weak ones', () => {
    expect(meterReport(0, 3, texts)).toEqual({ level: 'short', text: 'Very weak - Please enter a stronger password.', hint: true })
    expect(meterReport(1, 3, texts)).toEqual({ level: 'bad', text: 'Weak - Please enter a stronger password.', hint: true })
    expect(meterReport(2, 3, texts)).toEqual({ level: 'bad', text: 'Weak - Please enter a stronger password.', hint: true })
    expect(meterReport(3, 3, texts)).toEqual({ level: 'good', text: 'Medium', hint: false })
    expect(meterReport(3, 4, texts)).toEqual({ level: 'good', text: 'Medium - Please enter a stronger password.', hint: false })
    expect(meterReport(4, 3, texts)).toEqual({ level: 'strong', text: 'Strong', hint: false })
    expect(meterReport(5, 3, texts)).toEqual({ level: 'short', text: 'Mismatch', hint: false })
    expect(meterReport(-1, 3, texts)).toEqual({ level: '', text: '', hint: false })
  })

  it('blocks the submit only for a typed password of known strength below the minimum, where enforced', () => {
    expect(blocksSubmit('abc', 1, 3, true)).toBe(true)
    expect(blocksSubmit('abc', 3, 3, true)).toBe(false)
    expect(blocksSubmit('', 0, 3, true)).toBe(false)
    expect(blocksSubmit('abc', -1, 3, true)).toBe(false)
    expect(blocksSubmit('abc', 0, 3, false)).toBe(false)
  })

  it("reads zxcvbn's score, anything else is unknown", () => {
    expect(strengthOf(2)).toBe(2)
    expect(strengthOf(7)).toBe(-1)
    expect(strengthOf('3')).toBe(-1)
    expect(strengthOf(undefined)).toBe(-1)
  })

  it('disallows the words of four letters or more of the page and the account, each once', () => {
    expect(disallowedWords(['My account – Demo shop', 'http://shop.test/my-account/', '', 'maren@example.com', 'Demo'])).toEqual([
      'account',
      'Demo',
      'shop',
      'http',
      'test',
      'maren',
      'example',
    ])
  })
})
