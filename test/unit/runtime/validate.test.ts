import { describe, expect, it } from 'vitest'
import { readWpFlag, readWpNumber } from '../../../src/core/wp/values.ts'
import { fields, optional, pass, text, wpReader, wpString } from '../../../src/runtime/validate.ts'
import { below, list, looseFields, record } from '../../../src/runtime/validate-nested.ts'

// The validator layer over the readers of src/core/wp (what a boolean or number setting would use).
const wpBoolean = wpReader(readWpFlag, 'expected a boolean')
const wpNumber = wpReader(readWpNumber, 'expected a number')

describe('wpBoolean', () => {
  it.each([
    ['1', true],
    ['', false],
    ['yes', true],
    ['no', false],
    ['0', false],
    ['false', false],
    [' OFF ', false],
    ['on', true],
    [true, true],
    [false, false],
    [0, false],
    [1, true],
    [null, false],
  ])('reads %j as %s', (raw, expected) => {
    expect(wpBoolean(raw)).toMatchObject({ ok: true, value: expected })
  })

  it('rejects objects and undefined', () => {
    expect(wpBoolean({}).ok).toBe(false)
    expect(wpBoolean(undefined).ok).toBe(false)
  })

  it.each(['maybe', 'enabled', '2', Number.NaN])('rejects the unreadable %j with "expected a boolean" (it was read as on)', (raw) => {
    expect(wpBoolean(raw)).toEqual({ ok: false, path: '(root)', reason: 'expected a boolean' })
  })
})

describe('wpNumber', () => {
  it.each([
    ['12', 12],
    [' 12.5 ', 12.5],
    ['-3', -3],
    [7, 7],
  ])('reads %j as %s', (raw, expected) => {
    expect(wpNumber(raw)).toMatchObject({ ok: true, value: expected })
  })

  it.each(['', '   ', 'x', '12px', 'Infinity'])('rejects %j with "expected a number"', (raw) => {
    expect(wpNumber(raw)).toEqual({ ok: false, path: '(root)', reason: 'expected a number' })
  })

  it('rejects a non-finite number and booleans', () => {
    expect(wpNumber(Number.POSITIVE_INFINITY).ok).toBe(false)
    expect(wpNumber(Number.NaN).ok).toBe(false)
    expect(wpNumber(true).ok).toBe(false)
  })
})

describe('wpString', () => {
  it('accepts strings and turns numbers into strings', () => {
    expect(wpString('Show password')).toMatchObject({ ok: true, value: 'Show password' })
    expect(wpString('')).toMatchObject({ ok: true, value: '' })
    expect(wpString(12)).toMatchObject({ ok: true, value: '12' })
  })

  it('rejects null, booleans and objects', () => {
    expect(wpString(null).ok).toBe(false)
    expect(wpString(true).ok).toBe(false)
    expect(wpString({ text: 'x' }).ok).toBe(false)
  })

  it('rejects a number that has no decimal text', () => {
    expect(wpString(Number.NaN)).toEqual({ ok: false, path: '(root)', reason: 'expected text' })
    expect(wpString(Number.POSITIVE_INFINITY).ok).toBe(false)
  })
})

describe('text, optional and fields', () => {
  const seal = fields({ alt: text(/\S/, 'needs text'), width: optional(text(/^\d+$/, 'digits'), '0') })

  it('passes a matching object through, with defaults for absent keys', () => {
    expect(seal({ alt: 'Badge' })).toEqual({ ok: true, value: { alt: 'Badge', width: '0' } })
  })

  it('names the failing key in the path', () => {
    expect(seal({ alt: 'Badge', width: '12px' })).toEqual({ ok: false, path: 'width', reason: 'digits' })
    expect(seal({ alt: ' ' })).toEqual({ ok: false, path: 'alt', reason: 'needs text' })
  })

  it('rejects what is not text', () => {
    expect(text()(12)).toEqual({ ok: false, path: '(root)', reason: 'expected text' })
  })
})

describe('list, record and looseFields: paths as a.b[2]', () => {
  const names = list(text())

  it('checks every item and names the failing index', () => {
    expect(names(['a', 'b'])).toEqual({ ok: true, value: ['a', 'b'] })
    expect(names(['a', 3])).toEqual({ ok: false, path: '[1]', reason: 'expected text' })
    expect(names({ 0: 'a' })).toEqual({ ok: false, path: '(root)', reason: 'expected a list' })
  })

  it('checks a map key by key, in its order, and refuses a list or null', () => {
    const map = record(names)
    expect(map({ b: ['x'], a: [] })).toEqual({ ok: true, value: { b: ['x'], a: [] } })
    expect(Object.keys((map({ b: [], a: [] }) as { value: object }).value)).toEqual(['b', 'a'])
    expect(map({ a: [], b: ['x', null] })).toEqual({ ok: false, path: 'b[1]', reason: 'expected text' })
    expect(map([]).ok).toBe(false)
    expect(map(null).ok).toBe(false)
  })

  it('keeps the keys it does not list, leaves out a listed key read as none, and names the first failing key', () => {
    const none = (input: unknown) => pass(input === false ? undefined : input)
    const item = looseFields({ name: text(), note: none })
    expect(item({ name: 'A', note: false, later: { x: 1 } })).toEqual({ ok: true, value: { name: 'A', later: { x: 1 } } })
    expect(list(item)([{ name: 'A' }, { name: 2, note: 'x' }])).toEqual({ ok: false, path: '[1].name', reason: 'expected text' })
    expect(item(['A']).ok).toBe(false)
  })

  it('joins paths as they are written', () => {
    expect(below('fields.a', '[2].label')).toBe('fields.a[2].label')
    expect(below('fields', 'a')).toBe('fields.a')
    expect(below('fields', '(root)')).toBe('fields')
    expect(below('', 'a[1]')).toBe('a[1]')
  })
})
