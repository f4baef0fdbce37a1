import { describe, expect, it } from 'vitest'
import { swing } from '../../../../src/core/timing/delay.ts'
import {
  DEFAULT_AUTOSCROLL_INTERVAL,
  reservedHeight,
  resolveSliderOptions,
  sliderEasing,
  stepSlide,
  swipeDirection,
} from '../../../../src/core/theme/slider.ts'

describe('home slider options', () => {
  it('reads the theme globals as WordPress prints them', () => {
    const { value, problems } = resolveSliderOptions({ effect: 'crossfade', speed: 800, interval: '7000' })
    expect(value).toEqual({ effect: 'fade', speed: 800, autoscroll: 7000, pauseOnHover: true })
    expect(problems).toEqual([])
  })
  it('autoscroll off when the interval is false', () => {
    expect(resolveSliderOptions({ effect: 'scroll', speed: 500, interval: false }).value.autoscroll).toBe(false)
  })
  it('bad values → defaults, each named once', () => {
    const { value, problems } = resolveSliderOptions({ effect: 'explode', speed: 'fast', interval: 'NaN' })
    expect(value).toEqual({ effect: 'scroll', speed: 500, autoscroll: DEFAULT_AUTOSCROLL_INTERVAL, pauseOnHover: true })
    expect(problems).toHaveLength(3)
    expect(problems[0]).toContain('"explode"')
  })
  it('names of Object\'s own members are not effects', () => {
    for (const effect of ['constructor', 'toString', '__proto__', 'hasOwnProperty']) {
      const { value, problems } = resolveSliderOptions({ effect, speed: 500, interval: false })
      expect(value.effect).toBe('scroll')
      expect(problems).toEqual([expect.stringContaining(`"${effect}" is not a transition effect`)])
    }
  })
  it('missing globals → defaults, no autoscroll', () => {
    const { value, problems } = resolveSliderOptions({ effect: undefined, speed: undefined, interval: undefined })
    expect(value).toEqual({ effect: 'scroll', speed: 500, autoscroll: false, pauseOnHover: true })
    expect(problems.length).toBeGreaterThan(0)
  })
  it('pause on hover from a flag', () => {
    expect(resolveSliderOptions({ effect: 'none', speed: 0, interval: false, pauseOnHover: 'no' }).value.pauseOnHover).toBe(false)
  })
})

describe('home slider rules', () => {
  it('reserves width × first image height / width', () => {
    expect(reservedHeight(1200, 1500, 445)).toBe(356)
    expect(reservedHeight(390, 1500, 445)).toBe(116)
    expect(reservedHeight(390, 0, 445)).toBeUndefined()
  })
  it('eases as jQuery swing', () => {
    expect(sliderEasing(0)).toBe(0)
    expect(sliderEasing(0.5)).toBeCloseTo(swing(0.5))
    expect(sliderEasing(0.25)).toBeCloseTo(swing(0.25))
    expect(sliderEasing(1)).toBe(1)
  })
  it('is circular, not infinite', () => {
    expect(stepSlide(2, 3, 'next')).toBe(0)
    expect(stepSlide(0, 3, 'prev')).toBe(2)
    expect(stepSlide(0, 0, 'next')).toBe(0)
  })
  it('swipes with one finger past 75 px, not pinches', () => {
    expect(swipeDirection({ fingers: 1, dx: -75, dy: 10, pinch: 0 })).toBe('next')
    expect(swipeDirection({ fingers: 1, dx: 80, dy: 0, pinch: 0 })).toBe('prev')
    expect(swipeDirection({ fingers: 1, dx: -74, dy: 0, pinch: 0 })).toBeUndefined()
    expect(swipeDirection({ fingers: 2, dx: -200, dy: 0, pinch: 0 })).toBeUndefined()
    expect(swipeDirection({ fingers: 1, dx: -100, dy: 120, pinch: 0 })).toBeUndefined()
    expect(swipeDirection({ fingers: 1, dx: -100, dy: 0, pinch: 20 })).toBeUndefined()
  })
})
