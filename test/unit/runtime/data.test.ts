// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, type MockInstance, vi } from 'vitest'
import { booleanFromRaw, type DataOwner, parseAttribute, parseValue } from '../../../src/runtime/data.ts'
import { parseJsonAttribute } from '../../../src/runtime/json-attribute.ts'
import { reportProblems } from '../../../src/runtime/problems.ts'
import { fail, pass, text, type Validator } from '../../../src/runtime/validate.ts'
import { anything, list, looseFields } from '../../../src/runtime/validate-nested.ts'

let host: HTMLElement
let owner: DataOwner
let error: MockInstance<typeof console.error>

const variationsSchema = looseFields({
  attributes: looseFields({ sizes: list(text()) }),
})

const number: Validator<number> = (input) => (typeof input === 'number' ? pass(input) : fail('expected number'))
const optionalNumber: Validator<number | undefined> = (input) => (input === undefined ? pass(undefined) : number(input))
const optionalText: Validator<string | undefined> = (input) => (input === undefined ? pass(undefined) : text()(input))

beforeEach(() => {
  host = document.createElement('wc-variation-form')
  document.body.append(host)
  owner = { tag: 'wc-variation-form', host }
  error = vi.spyOn(console, 'error').mockImplementation(() => {})
})

afterEach(() => {
  document.body.replaceChildren()
})

function loggedText(): string {
  return error.mock.calls.map((call) => call.map(String).join(' ')).join('\n')
}

describe('parseJsonAttribute', () => {
  it('returns the validated value without any report', () => {
    host.setAttribute('data-product', '{"attributes":{"sizes":["S","M"]}}')
    expect(parseJsonAttribute(owner, host, 'data-product', variationsSchema)).toEqual({
      ok: true,
      value: { attributes: { sizes: ['S', 'M'] } },
    })
    expect(error).not.toHaveBeenCalled()
    expect(host.hasAttribute('data-island-error')).toBe(false)
  })

  it('reports bad JSON once, naming the tag, the attribute and "(json)", and marks the host', () => {
    host.setAttribute('data-product', '{"attributes": ')
    expect(parseJsonAttribute(owner, host, 'data-product', variationsSchema)).toEqual({ ok: false })
    expect(error).toHaveBeenCalledTimes(1)
    const text = loggedText()
    expect(text).toContain('wc-variation-form')
    expect(text).toContain('data-product')
    expect(text).toContain('(json)')
    expect(host.getAttribute('data-island-error')).toBe('attribute "data-product"')
  })

  it('reports a schema failure with its path', () => {
    host.setAttribute('data-product', '{"attributes":{"sizes":["S","M",3]}}')
    expect(parseJsonAttribute(owner, host, 'data-product', variationsSchema).ok).toBe(false)
    expect(error).toHaveBeenCalledTimes(1)
    expect(loggedText()).toContain('attributes.sizes[2]')
    expect(loggedText()).toContain('data-product')
    expect(host.hasAttribute('data-island-error')).toBe(true)
  })

  it('reads an absent attribute as undefined, which an optional schema accepts', () => {
    expect(parseJsonAttribute(owner, host, 'data-missing', optionalNumber)).toEqual({
      ok: true,
      value: undefined,
    })
    expect(parseJsonAttribute(owner, host, 'data-missing', number).ok).toBe(false)
    expect(error).toHaveBeenCalledTimes(1)
  })

  it('reads the attribute of a descendant but marks the owner’s host', () => {
    const inner = document.createElement('p')
    inner.setAttribute('data-x', 'not json')
    host.append(inner)
    parseJsonAttribute(owner, inner, 'data-x', anything)
    expect(inner.hasAttribute('data-island-error')).toBe(false)
    expect(host.hasAttribute('data-island-error')).toBe(true)
  })
})

describe('parseAttribute and parseValue', () => {
  it('validates attribute text, with undefined for an absent attribute', () => {
    host.setAttribute('data-notice-id', 'abc')
    expect(parseAttribute(owner, host, 'data-notice-id', text())).toEqual({ ok: true, value: 'abc' })
    expect(parseAttribute(owner, host, 'data-other', optionalText)).toEqual({
      ok: true,
      value: undefined,
    })
  })

  it('reports an invalid value with the source given and "(root)" as its path', () => {
    expect(parseValue(owner, 'property "product"', number, 'x')).toEqual({ ok: false })
    expect(error).toHaveBeenCalledTimes(1)
    expect(loggedText()).toContain('<wc-variation-form> property "product" is invalid at (root): expected number')
    expect(host.getAttribute('data-island-error')).toBe('property "product"')
  })
})

describe('reportProblems', () => {
  it('says nothing when there is no problem', () => {
    reportProblems(owner, 'attribute "data-x"', 'it works', [])
    expect(error).not.toHaveBeenCalled()
  })

  it('lists every problem up to five in one error, without marking the host', () => {
    reportProblems(owner, 'attribute "data-x"', 'the form works with the rest', ['[1]: a', '[2]: b'])
    expect(error).toHaveBeenCalledTimes(1)
    expect(loggedText()).toBe(
      'shop-islands: <wc-variation-form> attribute "data-x" has problems; the form works with the rest. [1]: a; [2]: b.',
    )
    expect(host.hasAttribute('data-island-error')).toBe(false)
  })

  it('lists the first five and counts the rest', () => {
    reportProblems(owner, 'attribute "data-x"', 'ok', ['a', 'b', 'c', 'd', 'e', 'f', 'g'])
    expect(loggedText()).toBe('shop-islands: <wc-variation-form> attribute "data-x" has problems; ok. a; b; c; d; e; and 2 more.')
  })

  it('takes another number to list', () => {
    reportProblems(owner, 'attribute "data-x"', 'ok', ['a', 'b', 'c'], 2)
    expect(loggedText()).toBe('shop-islands: <wc-variation-form> attribute "data-x" has problems; ok. a; b; and 1 more.')
  })
})

describe('booleanFromRaw', () => {
  it('follows HTML presence semantics for attribute text', () => {
    expect(booleanFromRaw('')).toBe(true)
    expect(booleanFromRaw('open')).toBe(true)
    expect(booleanFromRaw('false')).toBe(true)
    expect(booleanFromRaw(null)).toBe(false)
    expect(booleanFromRaw(undefined)).toBe(false)
  })

  it('keeps a boolean assigned from script', () => {
    expect(booleanFromRaw(true)).toBe(true)
    expect(booleanFromRaw(false)).toBe(false)
  })
})
