import { describe, expect, it } from 'vitest'
import { issueMessage, issuePath, wpBoolean, wpNumber, wpString, z } from '../../../src/runtime/zod.ts'

function parse<T>(schema: z.core.$ZodType<T>, value: unknown) {
  return z.safeParse(schema, value)
}

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
    expect(parse(wpBoolean, raw)).toMatchObject({ success: true, data: expected })
  })

  it('rejects objects and undefined', () => {
    expect(parse(wpBoolean, {}).success).toBe(false)
    expect(parse(wpBoolean, undefined).success).toBe(false)
  })
})

describe('wpNumber', () => {
  it.each([
    ['12', 12],
    [' 12.5 ', 12.5],
    ['-3', -3],
    [7, 7],
  ])('reads %j as %s', (raw, expected) => {
    expect(parse(wpNumber, raw)).toMatchObject({ success: true, data: expected })
  })

  it.each(['', '   ', 'x', '12px', 'Infinity'])('rejects %j with "expected a number"', (raw) => {
    const result = parse(wpNumber, raw)
    expect(result.success).toBe(false)
    if (!result.success) expect(issueMessage(result.error)).toBe('expected a number')
  })

  it('rejects a non-finite number and booleans', () => {
    expect(parse(wpNumber, Number.POSITIVE_INFINITY).success).toBe(false)
    expect(parse(wpNumber, Number.NaN).success).toBe(false)
    expect(parse(wpNumber, true).success).toBe(false)
  })
})

describe('wpString', () => {
  it('accepts strings and turns numbers into strings', () => {
    expect(parse(wpString, 'Show password')).toMatchObject({ success: true, data: 'Show password' })
    expect(parse(wpString, '')).toMatchObject({ success: true, data: '' })
    expect(parse(wpString, 12)).toMatchObject({ success: true, data: '12' })
  })

  it('rejects null, booleans and objects', () => {
    expect(parse(wpString, null).success).toBe(false)
    expect(parse(wpString, true).success).toBe(false)
    expect(parse(wpString, { text: 'x' }).success).toBe(false)
  })
})

describe('issuePath and issueMessage', () => {
  const schema = z.object({ a: z.object({ b: z.array(z.number()) }) })

  it('shows where the first issue is, as a.b[2]', () => {
    const result = parse(schema, { a: { b: [1, 2, 'three'] } })
    expect(result.success).toBe(false)
    if (!result.success) {
      expect(issuePath(result.error)).toBe('a.b[2]')
      expect(issueMessage(result.error)).toBe('expected number')
    }
  })

  it('writes an index first and a key after an index', () => {
    const list = z.array(z.object({ name: z.string() }))
    const result = parse(list, [{ name: 'ok' }, { name: 3 }])
    if (result.success) throw new Error('expected a failure')
    expect(issuePath(result.error)).toBe('[1].name')
  })

  it('names the root when the value itself is wrong', () => {
    const result = parse(schema, 'text')
    if (result.success) throw new Error('expected a failure')
    expect(issuePath(result.error)).toBe('(root)')
    expect(issueMessage(result.error)).toBe('expected object')
  })

  it('uses the schema’s own message for other issues', () => {
    const result = parse(z.string().check(z.regex(/^a/, 'must start with a')), 'b')
    if (result.success) throw new Error('expected a failure')
    expect(issueMessage(result.error)).toBe('must start with a')
  })
})
