import { type DataOwner, reportDataError } from '../../src/runtime/data.ts'
import { issueMessage, issuePath, z } from '../../src/runtime/zod.ts'
import { toDefinition, wcpaDefinitionSchema, type WcpaDefinition } from './schema.ts'

export const DATA_ATTRIBUTE = 'data-wcpa'
const SOURCE = `attribute "${DATA_ATTRIBUTE}"`

/**
 * Reads a form definition (JSON text from `data-wcpa`, or an object set from script) under the
 * data contract: bad JSON or a definition the schema refuses is one console.error naming the
 * element, the attribute and the path, `data-island-error` on the element, and undefined (the
 * caller keeps the server markup).
 */
export function readDefinition(owner: DataOwner, raw: unknown): WcpaDefinition | undefined {
  let value = raw
  if (typeof raw === 'string') {
    try {
      value = JSON.parse(raw)
    } catch (error) {
      reportDataError(owner, SOURCE, '(json)', (error as Error).message)
      return undefined
    }
  }
  if (value === null || value === undefined) {
    reportDataError(owner, SOURCE, '(root)', 'the attribute is missing')
    return undefined
  }
  const result = z.safeParse(wcpaDefinitionSchema, value)
  if (!result.success) {
    reportDataError(owner, SOURCE, issuePath(result.error), issueMessage(result.error))
    return undefined
  }
  return toDefinition(result.data)
}
