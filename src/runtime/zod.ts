/**
 * The one place zod is configured. `zod/mini` keeps the bundle small (a named `{ z }` import of
 * `zod` drags in every locale), and `jitless` stops zod probing `new Function`, which a strict
 * Content-Security-Policy reports as a violation.
 */
import * as z from 'zod/mini'

z.config({ jitless: true })

export { z }

/** Where the first issue of a failed parse points, as `a.b[2]` (or `(root)`). */
export function issuePath(error: z.core.$ZodError): string {
  const path = error.issues[0]?.path ?? []
  let text = ''
  for (const key of path)
    text += typeof key === 'number' ? `[${key}]` : text ? `.${String(key)}` : String(key)
  return text || '(root)'
}

export function issueMessage(error: z.core.$ZodError): string {
  const issue = error.issues[0]
  if (!issue) return 'invalid'
  return issue.code === 'invalid_type' ? `expected ${String(issue.expected)}` : issue.message
}

/**
 * WordPress prints plugin settings through wp_localize_script, which turns every top-level scalar
 * into a string ("1" / "" for booleans); nested values keep their types. These accept both.
 */
export const wpBoolean = z.pipe(
  z.union([z.boolean(), z.number(), z.string(), z.null()]),
  z.transform((value) => {
    if (typeof value === 'string')
      return !['', '0', 'no', 'false', 'off'].includes(value.trim().toLowerCase())
    return Boolean(value)
  }),
)

export const wpNumber = z.pipe(
  z.union([z.number(), z.string()]),
  z.transform((value, ctx) => {
    const n = typeof value === 'number' ? value : Number(value.trim())
    if (typeof value === 'string' && value.trim() === '') {
      ctx.issues.push({ code: 'custom', message: 'expected a number', input: value })
      return z.NEVER
    }
    if (!Number.isFinite(n)) {
      ctx.issues.push({ code: 'custom', message: 'expected a number', input: value })
      return z.NEVER
    }
    return n
  }),
)

export const wpString = z.pipe(
  z.union([z.string(), z.number()]),
  z.transform((value) => String(value)),
)
