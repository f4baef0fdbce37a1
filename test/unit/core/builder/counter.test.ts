import { describe, expect, it } from 'vitest'
import { counterValueAt, decimalsOf, formatCounter, readCounterValue } from '../../../../src/core/builder/counter.ts'

describe('the page-builder counter', () => {
  it('takes the decimals of the target value', () => {
    expect(decimalsOf('12345.67')).toBe(2)
    expect(decimalsOf('4.5')).toBe(1)
    expect(decimalsOf('10')).toBe(0)
  })

  it('puts the thousands delimiter between groups of the whole part only', () => {
    expect(formatCounter(12345.67, 2, ',')).toBe('12,345.67')
    expect(formatCounter(1234567, 0, ' ')).toBe('1 234 567')
    expect(formatCounter(1042, 0, '.')).toBe('1.042')
    expect(formatCounter(999, 0, ',')).toBe('999')
    expect(formatCounter(12345, 0, '')).toBe('12345')
    expect(formatCounter(-1234.5, 1, ',')).toBe('-1,234.5')
    expect(formatCounter(3.14159, 2, ',')).toBe('3.14')
  })

  it('counts from the start value to the target over the duration, ending exactly on the target', () => {
    expect(counterValueAt(0, 100, 0, 2000)).toBe(0)
    expect(counterValueAt(0, 100, 1000, 2000)).toBeCloseTo(50)
    expect(counterValueAt(0, 100, 500, 2000)).toBeLessThan(25)
    expect(counterValueAt(0, 100, 2000, 2000)).toBe(100)
    expect(counterValueAt(100, 10, 5000, 2000)).toBe(10)
    expect(counterValueAt(0, 7, 10, 0)).toBe(7)
  })

  it('reads only plain decimal numbers', () => {
    expect(readCounterValue('12345.67')).toBe(12345.67)
    expect(readCounterValue(' 4 ')).toBe(4)
    expect(readCounterValue('-3')).toBe(-3)
    for (const bad of ['', 'abc', '1e5', '12,5', '<b>1</b>', 'Infinity', null, Number.NaN]) {
      expect(readCounterValue(bad)).toBeUndefined()
    }
  })
})
