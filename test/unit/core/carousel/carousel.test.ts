import { describe, expect, it } from 'vitest'
import {
  liveMode,
  nextRotation,
  type Rotation,
  rotationTicks,
  slideLabel,
  startRotation,
  swipeDirection,
} from '../../../../src/core/carousel/carousel.ts'

describe('slideLabel', () => {
  it('fills the 1-based number and the count', () => {
    expect(slideLabel('{n} of {total}', 0, 6)).toBe('1 of 6')
    expect(slideLabel('Slide {n} of {total}', 4, 5)).toBe('Slide 5 of 5')
    expect(slideLabel('Go to slide {n}', 2, 9)).toBe('Go to slide 3')
  })
})

describe('rotation', () => {
  it('never starts under reduced motion or without autoplay', () => {
    expect(startRotation(true, false)).toEqual({ rotating: true, hovered: false })
    expect(startRotation(true, true).rotating).toBe(false)
    expect(startRotation(false, false).rotating).toBe(false)
  })

  it('focus stops it for good; only the control starts it again', () => {
    let state: Rotation = startRotation(true, false)
    state = nextRotation(state, 'focus')
    expect(rotationTicks(state)).toBe(false)
    state = nextRotation(state, 'pointer-leave')
    expect(rotationTicks(state)).toBe(false)
    state = nextRotation(state, 'toggle')
    expect(rotationTicks(state)).toBe(true)
  })

  it('pauses while hovered and resumes on leave', () => {
    let state = nextRotation(startRotation(true, false), 'pointer-enter')
    expect(state.rotating).toBe(true)
    expect(rotationTicks(state)).toBe(false)
    state = nextRotation(state, 'pointer-leave')
    expect(rotationTicks(state)).toBe(true)
  })

  it('an interaction stops it; the live region is off only while rotating', () => {
    const running = startRotation(true, false)
    expect(liveMode(running)).toBe('off')
    const stopped = nextRotation(running, 'interaction')
    expect(stopped.rotating).toBe(false)
    expect(liveMode(stopped)).toBe('polite')
    expect(nextRotation(stopped, 'focus')).toBe(stopped)
  })
})

describe('swipeDirection', () => {
  it('one finger, 75 px, mostly sideways; reversed right to left', () => {
    expect(swipeDirection({ fingers: 1, dx: -80, dy: 5, pinch: 0 })).toBe('next')
    expect(swipeDirection({ fingers: 1, dx: 80, dy: 5, pinch: 0 })).toBe('prev')
    expect(swipeDirection({ fingers: 1, dx: -80, dy: 5, pinch: 0 }, true)).toBe('prev')
    expect(swipeDirection({ fingers: 1, dx: 80, dy: 5, pinch: 0 }, true)).toBe('next')
    expect(swipeDirection({ fingers: 1, dx: -74, dy: 0, pinch: 0 })).toBeUndefined()
    expect(swipeDirection({ fingers: 2, dx: -200, dy: 0, pinch: 0 })).toBeUndefined()
  })
})
