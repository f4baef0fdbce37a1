// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest'
import { isShown } from '../../../src/runtime/visibility.ts'
import { render } from '../helpers/dom.ts'

afterEach(() => document.body.replaceChildren())

describe('isShown', () => {
  it('is false for a node not in the document, or under display: none', () => {
    const main = render('<div id="outer" style="display: none"><p id="inner">x</p></div><p id="plain">y</p>')
    expect(isShown(document.createElement('p'))).toBe(false)
    expect(isShown(main.querySelector('#inner')!)).toBe(false)
    expect(isShown(main.querySelector('#plain')!)).toBe(true)
  })
})
