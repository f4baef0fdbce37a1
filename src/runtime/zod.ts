/**
 * The one place zod is configured, for structured data (variations, add-on and form definitions).
 * `zod/mini` keeps the bundle small (a named `{ z }` import of `zod` drags in every locale), and
 * `jitless` stops zod probing `new Function`, which a strict Content-Security-Policy reports.
 */
import * as z from 'zod/mini'
import { fail, pass, type Validator } from './validate.ts'

z.config({ jitless: true })

export { z }

/** Where the first issue of a failed parse points, as `a.b[2]` (or `(root)`). */
export function issuePath(error: z.core.$ZodError): string {
  const path = error.issues[0]?.path ?? []
  let text = ''
  for (const key of path) text += typeof key === 'number' ? `[${key}]` : text ? `.${String(key)}` : String(key)
  return text || '(root)'
}

export function issueMessage(error: z.core.$ZodError): string {
  const issue = error.issues[0]
  if (!issue) return 'invalid'
  return issue.code === 'invalid_type' ? `expected ${String(issue.expected)}` : issue.message
}

/** A zod schema as a runtime validator (./validate.ts), for the data and settings contracts. */
export function fromZod<T>(schema: z.core.$ZodType<T>): Validator<T> {
  return (input) => {
    const result = z.safeParse(schema, input)
    return result.success ? pass(result.data) : fail(issueMessage(result.error), issuePath(result.error))
  }
}
