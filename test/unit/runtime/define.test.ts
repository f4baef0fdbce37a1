// @vitest-environment happy-dom
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { defineElement } from '../../../src/runtime/define.ts'
import { resetWarnings } from '../../../src/runtime/log.ts'
import { uniqueTag } from '../helpers/dom.ts'

beforeEach(() => resetWarnings())

describe('defineElement', () => {
  it('defines a free tag', () => {
    const tag = uniqueTag()
    class Ours extends HTMLElement {}
    expect(defineElement(tag, Ours)).toBe(true)
    expect(customElements.get(tag)).toBe(Ours)
  })

  it('accepts defining the same class again', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const tag = uniqueTag()
    class Ours extends HTMLElement {}
    defineElement(tag, Ours)
    expect(defineElement(tag, Ours)).toBe(true)
    expect(warn).not.toHaveBeenCalled()
  })

  it('warns once, without throwing, when another script owns the tag', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const tag = uniqueTag('wc-order-attribution-inputs')
    class Theirs extends HTMLElement {}
    class Ours extends HTMLElement {}
    customElements.define(tag, Theirs)
    expect(defineElement(tag, Ours)).toBe(false)
    expect(defineElement(tag, Ours)).toBe(false)
    expect(customElements.get(tag)).toBe(Theirs)
    expect(warn).toHaveBeenCalledTimes(1)
    expect(warn.mock.calls[0]?.[0]).toContain(`<${tag}>`)
    expect(warn.mock.calls[0]?.[0]).toContain('README')
  })
})
