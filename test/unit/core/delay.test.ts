import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { remainingDelay, swing } from '../../../src/core/timing/delay.ts'

describe('remainingDelay', () => {
  it('is the time left until since + delay', () => {
    expect(remainingDelay(100, 150, 500)).toBe(450)
    expect(remainingDelay(0, 0, 500)).toBe(500)
  })

  it('is never negative, whatever the clocks say', () => {
    const any = fc.double({ noNaN: true, noDefaultInfinity: true, min: -1e12, max: 1e12 })
    fc.assert(
      fc.property(any, any, any, (since, now, delay) => {
        expect(remainingDelay(since, now, delay)).toBeGreaterThanOrEqual(0)
      }),
    )
  })

  it('is zero once the moment has passed', () => {
    expect(remainingDelay(100, 600, 500)).toBe(0)
    expect(remainingDelay(0, 10_000, 500)).toBe(0)
  })

  it('is never negative and never more than the delay when now is not before since', () => {
    const time = fc.integer({ min: 0, max: 1e9 })
    fc.assert(
      fc.property(time, time, fc.integer({ min: 0, max: 1e6 }), (since, later, delay) => {
        const now = since + later
        const left = remainingDelay(since, now, delay)
        expect(left).toBeGreaterThanOrEqual(0)
        expect(left).toBeLessThanOrEqual(delay)
        // The reference: what is left of the delay after `later` ms went by.
        expect(left).toBe(Math.max(0, delay - later))
      }),
    )
  })
})

describe('swing', () => {
  it('starts at 0, ends at 1 and passes the middle at one half', () => {
    expect(swing(0)).toBe(0)
    expect(swing(1)).toBe(1)
    expect(swing(0.5)).toBeCloseTo(0.5, 12)
  })

  it('is slow at both ends (jQuery swing)', () => {
    expect(swing(0.1)).toBeLessThan(0.1)
    expect(swing(0.9)).toBeGreaterThan(0.9)
  })

  it('clamps progress outside 0..1', () => {
    expect(swing(-2)).toBe(0)
    expect(swing(3)).toBe(1)
  })

  it('never decreases and stays within 0..1', () => {
    const progress = fc.double({ min: -1, max: 2, noNaN: true })
    fc.assert(
      fc.property(progress, progress, (a, b) => {
        const [low, high] = a <= b ? [a, b] : [b, a]
        expect(swing(low)).toBeLessThanOrEqual(swing(high))
        expect(swing(low)).toBeGreaterThanOrEqual(0)
        expect(swing(high)).toBeLessThanOrEqual(1)
      }),
    )
  })

  it('matches jQuery.easing.swing inside 0..1', () => {
    fc.assert(
      fc.property(fc.double({ min: 0, max: 1, noNaN: true }), (p) => {
        expect(swing(p)).toBeCloseTo(0.5 - Math.cos(p * Math.PI) / 2, 12)
      }),
    )
  })
})
