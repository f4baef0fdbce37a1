import { describe, expect, it } from 'vitest'
import { readWpFlag } from '../../../../src/core/wp/values.ts'
import { isOn } from '../../../../src/core/options/index.ts'

describe('flags of the definition (isOn)', () => {
  it('reads a flag as every reader of WordPress values does (src/core/wp)', () => {
    for (const flag of [true, 1, 2, '1', 'true', 'yes', 'on', ' ON ', false, 0, null, '', '0', 'no', 'false', 'off', 'Off']) {
      expect(isOn(flag)).toBe(readWpFlag(flag))
    }
  })

  it('takes a missing flag, or a word that is not one, as off', () => {
    expect(isOn(undefined)).toBe(false)
    expect(isOn('maybe')).toBe(false)
    expect(isOn({})).toBe(false)
    expect(isOn(Number.NaN)).toBe(false)
  })
})
