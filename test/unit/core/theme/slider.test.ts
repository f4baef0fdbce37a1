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
  it("names of Object's own members are not effects", () => {
    for (const effect of ['constructor', 'toString', '__proto__', 'hasOwnProperty']) {
      const { value, problems } = resolveSliderOptions({ effect, speed: 500, interval: false })
      expect(value.effect).toBe('scroll')
      expect(problems).toEqual([expect.stringContaining(`"${effect}" is not a transition effect`)])
    }
  })
  it("a page with neither version's globals → defaults, no autoscroll, no problem", () => {
    const { value, problems, source } = resolveSliderOptions({})
    expect(value).toEqual({ effect: 'scroll', speed: 500, autoscroll: false, pauseOnHover: true })
    expect(problems).toEqual([])
    expect(source).toBe('none')
  })
  it('Premium without an autoscroll global: no autoscroll, no problem', () => {
    const { value, problems, source } = resolveSliderOptions({ effect: 'fade', speed: '700' })
    expect(value).toMatchObject({ effect: 'fade', speed: 700, autoscroll: false })
    expect(problems).toEqual([])
    expect(source).toBe('premium')
  })
  it('pause on hover from a flag', () => {
    expect(resolveSliderOptions({ effect: 'none', speed: 0, interval: false, pauseOnHover: 'no' }).value.pauseOnHover).toBe(false)
  })
})

describe('home slider options of the free theme (panoramic = {sliderTransitionSpeed, fontAwesomeVersion})', () => {
  it('reads the transition speed as the free theme localizes it (a string), with its uncover-fade and no autoscroll', () => {
    const { value, problems, source } = resolveSliderOptions({ free: { sliderTransitionSpeed: '450', fontAwesomeVersion: '4.7.0' } })
    expect(value).toEqual({ effect: 'fade', speed: 450, autoscroll: false, pauseOnHover: true })
    expect(problems).toEqual([])
    expect(source).toBe('free')
  })
  it("Premium's globals absent is not a problem on the free theme", () => {
    expect(
      resolveSliderOptions({ effect: undefined, speed: undefined, interval: undefined, free: { sliderTransitionSpeed: 450 } }).problems,
    ).toEqual([])
  })
  it('a speed that is not a number is named once, the default used', () => {
    const { value, problems } = resolveSliderOptions({ free: { sliderTransitionSpeed: 'slow' } })
    expect(value.speed).toBe(500)
    expect(problems).toEqual([expect.stringContaining('panoramic.sliderTransitionSpeed "slow"')])
  })
  it('a panoramic global that is not an object is named once', () => {
    const { value, problems } = resolveSliderOptions({ free: 'yes' })
    expect(value).toMatchObject({ effect: 'fade', speed: 500, autoscroll: false })
    expect(problems).toHaveLength(1)
  })
  it("Premium's globals win when a page prints both", () => {
    const { value, source } = resolveSliderOptions({ effect: 'scroll', speed: 300, interval: 5000, free: { sliderTransitionSpeed: 900 } })
    expect(source).toBe('premium')
    expect(value).toMatchObject({ effect: 'scroll', speed: 300, autoscroll: 5000 })
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
