import { describe, expect, it } from 'vitest'
import { radioMove, rovingMove, rovingTarget } from '../../../../src/core/builder/roving.ts'

describe('roving: keys by orientation', () => {
  it('horizontal: Left/Right, swapped right-to-left; Up/Down ignored', () => {
    expect(rovingMove('ArrowRight', 'horizontal')).toBe('next')
    expect(rovingMove('ArrowLeft', 'horizontal')).toBe('previous')
    expect(rovingMove('ArrowRight', 'horizontal', true)).toBe('previous')
    expect(rovingMove('ArrowLeft', 'horizontal', true)).toBe('next')
    expect(rovingMove('ArrowDown', 'horizontal')).toBeUndefined()
    expect(rovingMove('ArrowUp', 'horizontal')).toBeUndefined()
  })

  it('vertical: Up/Down whatever the direction; Left/Right ignored', () => {
    expect(rovingMove('ArrowDown', 'vertical')).toBe('next')
    expect(rovingMove('ArrowUp', 'vertical', true)).toBe('previous')
    expect(rovingMove('ArrowRight', 'vertical')).toBeUndefined()
    expect(rovingMove('ArrowLeft', 'vertical', true)).toBeUndefined()
  })

  it('Home and End in both orientations; other keys nothing', () => {
    for (const orientation of ['horizontal', 'vertical'] as const) {
      expect(rovingMove('Home', orientation)).toBe('first')
      expect(rovingMove('End', orientation)).toBe('last')
      expect(rovingMove('Enter', orientation)).toBeUndefined()
      expect(rovingMove('a', orientation)).toBeUndefined()
    }
  })
})

describe('roving: the index to focus', () => {
  it('wraps at both ends', () => {
    expect(rovingTarget('next', 2, 3)).toBe(0)
    expect(rovingTarget('previous', 0, 3)).toBe(2)
    expect(rovingTarget('next', 0, 3)).toBe(1)
    expect(rovingTarget('previous', 2, 3)).toBe(1)
  })

  it('first and last', () => {
    expect(rovingTarget('first', 2, 4)).toBe(0)
    expect(rovingTarget('last', 0, 4)).toBe(3)
  })

  it('one title stays put; none gives -1', () => {
    expect(rovingTarget('next', 0, 1)).toBe(0)
    expect(rovingTarget('previous', 0, 1)).toBe(0)
    expect(rovingTarget('first', 0, 0)).toBe(-1)
  })
})

describe('roving: the radio group keys', () => {
  it('Right and Down go to the next radio, Left and Up to the previous', () => {
    expect(radioMove('ArrowRight')).toBe('next')
    expect(radioMove('ArrowDown')).toBe('next')
    expect(radioMove('ArrowLeft')).toBe('previous')
    expect(radioMove('ArrowUp')).toBe('previous')
  })

  it('right-to-left swaps Left and Right only', () => {
    expect(radioMove('ArrowRight', true)).toBe('previous')
    expect(radioMove('ArrowLeft', true)).toBe('next')
    expect(radioMove('ArrowDown', true)).toBe('next')
    expect(radioMove('ArrowUp', true)).toBe('previous')
  })

  it('Home, End and other keys are not moves of a radio group', () => {
    for (const key of ['Home', 'End', 'Enter', ' ', 'Tab', 'a']) expect(radioMove(key)).toBeUndefined()
  })
})
