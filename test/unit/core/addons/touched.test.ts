import { describe, expect, it } from 'vitest'
import {
  isTouched,
  markTyped,
  settleTyping,
  shownValidation,
  touch,
  UNTOUCHED,
  VALID,
  type ValidationState,
} from '../../../../src/core/addons/index.ts'

const failing: ValidationState = { validity: false, message: 'Please enter some text in this field.', reason: 'required' }

describe('touched add-ons (which notices show)', () => {
  it('starts with nothing touched: no notice shows at page load', () => {
    expect(isTouched(UNTOUCHED, 'a')).toBe(false)
    expect(shownValidation(UNTOUCHED, 'a', failing)).toBe(VALID)
  })

  it('shows the state of an add-on once it is touched (changed, left, or a submit tried)', () => {
    const state = touch(UNTOUCHED, ['a'])
    expect(isTouched(state, 'a')).toBe(true)
    expect(shownValidation(state, 'a', failing)).toBe(failing)
    expect(shownValidation(state, 'b', failing)).toBe(VALID)
  })

  it('touches every add-on of a submit at once', () => {
    const state = touch(UNTOUCHED, ['a', 'b', 'c'])
    expect(['a', 'b', 'c'].map((id) => isTouched(state, id))).toEqual([true, true, true])
  })

  it('does not show an add-on typed in until the typing settles', () => {
    const typing = markTyped(markTyped(UNTOUCHED, 'a'), 'b')
    expect(isTouched(typing, 'a')).toBe(false)
    expect(shownValidation(typing, 'a', failing)).toBe(VALID)
    const { state, settled } = settleTyping(typing)
    expect(settled).toEqual(['a', 'b'])
    expect(isTouched(state, 'a')).toBe(true)
    expect(isTouched(state, 'b')).toBe(true)
    expect(state.typed.size).toBe(0)
  })

  it('settles each typing once: a second settle hands back nothing', () => {
    const { state } = settleTyping(markTyped(UNTOUCHED, 'a'))
    const again = settleTyping(state)
    expect(again.settled).toEqual([])
    expect(again.state).toBe(state)
    expect(isTouched(again.state, 'a')).toBe(true)
  })

  it('keeps an add-on touched when the shopper types in it again', () => {
    const touched = touch(UNTOUCHED, ['a'])
    const typing = markTyped(touched, 'a')
    expect(shownValidation(typing, 'a', failing)).toBe(failing)
    expect(settleTyping(typing).settled).toEqual(['a'])
  })

  it('never changes a state it is given, and returns the same state when nothing changes', () => {
    const touched = touch(UNTOUCHED, ['a'])
    expect(UNTOUCHED.shown.size).toBe(0)
    expect(touch(touched, ['a'])).toBe(touched)
    expect(touch(touched, [])).toBe(touched)
    const typing = markTyped(touched, 'b')
    expect(markTyped(typing, 'b')).toBe(typing)
    expect(touched.typed.size).toBe(0)
    settleTyping(typing)
    expect(typing.typed.has('b')).toBe(true)
    expect(isTouched(typing, 'b')).toBe(false)
  })
})
