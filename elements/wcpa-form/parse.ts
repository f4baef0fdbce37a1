import { type DataOwner, reportDataError } from '../../src/runtime/data.ts'
import { runInSlices } from '../../src/runtime/yield.ts'
import type { Validator } from '../../src/runtime/validate.ts'
import { below } from '../../src/runtime/validate-nested.ts'
import {
  rowSchema,
  sectionSchema,
  toDefinition,
  wcpaDefinitionSchema,
  type ParsedDefinition,
  type ParsedSection,
  type WcpaDefinition,
  type WcpaField,
} from './schema.ts'

export const DATA_ATTRIBUTE = 'data-wcpa'
const SOURCE = `attribute "${DATA_ATTRIBUTE}"`

/** JSON text → value, or a reported error (undefined for bad JSON and for nothing at all). */
function readJson(owner: DataOwner, raw: unknown): { value: unknown } | undefined {
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
  return { value }
}

/**
 * Reads a form definition (JSON text from `data-wcpa`, or an object set from script) under the
 * data contract: bad JSON or a definition the checks refuse is one console.error naming the
 * element, the attribute and the path, `data-island-error` on the element, and undefined (the
 * caller keeps the server markup).
 */
export function readDefinition(owner: DataOwner, raw: unknown): WcpaDefinition | undefined {
  const json = readJson(owner, raw)
  if (!json) return undefined
  const result = wcpaDefinitionSchema(json.value)
  if (!result.ok) {
    reportDataError(owner, SOURCE, result.path, result.reason)
    return undefined
  }
  return toDefinition(result.value)
}

/** Work done between two yields of the sliced read (the budget: no task over 50 ms). */
const PARSE_SLICE_MS = 8

const isPlainRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && Object.getPrototypeOf(value) === Object.prototype

/** The first problem of a sliced check: where it is in the whole definition, and what it is. */
class Refused {
  constructor(
    readonly path: string,
    readonly reason: string,
  ) {}
}

/** The checked value, or a Refused naming where (`prefix`, then the problem's own path). */
function check<T>(validator: Validator<T>, value: unknown, prefix: string): T {
  const result = validator(value)
  if (!result.ok) throw new Refused(below(prefix, result.path), result.reason)
  return result.value
}

/** The definition's check, section by section and row by row for one in the usual shape, yielding after each row. */
function* checkInSteps(value: Record<string, unknown>, fields: Record<string, unknown>): Generator<void, ParsedDefinition> {
  const sections: Record<string, ParsedSection> = {}
  for (const [key, section] of Object.entries(fields)) {
    const at = `fields.${key}`
    const rows = isPlainRecord(section) ? section.fields : undefined
    if (!Array.isArray(rows) || rows.length === 0) {
      sections[key] = check(sectionSchema, section, at)
      continue
    }
    // The section's own keys first (its rows stand in as none), then each row.
    const shell = check(sectionSchema, { ...(section as Record<string, unknown>), fields: false }, at)
    const parsedRows: WcpaField[][] = []
    for (let index = 0; index < rows.length; index++) {
      parsedRows.push(check(rowSchema, rows[index], `${at}.fields[${index}]`))
      yield
    }
    sections[key] = { ...shell, fields: parsedRows }
  }
  const rest = check(wcpaDefinitionSchema, { ...value, fields: {} }, '')
  return { ...rest, fields: sections } as ParsedDefinition
}

/**
 * readDefinition for a big definition, in slices: the definition is checked section by
 * section and row by row, yielding to the main thread every few milliseconds, so a 2,000-field
 * form (450 KB) never holds it for one long task (a single check took 40–80 ms). Same results as
 * readDefinition: the same definition, or the same one error for the same first issue (a section's
 * own keys are checked before its rows, sections in order, then the definition's other keys, as the
 * whole check does). A definition whose shape is not the usual one is checked in one go.
 */
export async function readDefinitionInSlices(owner: DataOwner, raw: unknown): Promise<WcpaDefinition | undefined> {
  const json = readJson(owner, raw)
  if (!json) return undefined
  const value = json.value
  if (!isPlainRecord(value) || !isPlainRecord(value.fields)) return readDefinition(owner, value)
  try {
    return toDefinition(await runInSlices(checkInSteps(value, value.fields), PARSE_SLICE_MS))
  } catch (error) {
    if (!(error instanceof Refused)) throw error
    reportDataError(owner, SOURCE, error.path, error.reason)
    return undefined
  }
}
