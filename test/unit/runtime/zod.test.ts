import { describe, expect, it } from 'vitest'
import { fromZod, issueMessage, issuePath, z } from '../../../src/runtime/zod.ts'

function parse<T>(schema: z.core.$ZodType<T>, value: unknown) {
  return z.safeParse(schema, value)
}

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

describe('fromZod', () => {
  it('turns a schema into a validator with the path and reason of the first issue', () => {
    const validate = fromZod(z.object({ a: z.array(z.number()) }))
    expect(validate({ a: [1] })).toEqual({ ok: true, value: { a: [1] } })
    expect(validate({ a: [1, 'x'] })).toEqual({ ok: false, path: 'a[1]', reason: 'expected number' })
  })
})
