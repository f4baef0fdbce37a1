/**
 * Reading a system B definition: its fields in form order, their kinds, and the flag and value
 * shapes WordPress prints loosely.
 */
import { readWpFlag } from '../wp/values.ts'
import type { FieldDefinition, FieldValue, FormDefinition, SectionDefinition } from './types.ts'

/** 'Other' choice values start with this prefix. */
export const OTHER_PREFIX = 'WCPAOTH'

/** A field with where it sits. */
export interface FieldEntry {
  readonly field: FieldDefinition
  readonly sectionKey: string
  readonly row: number
  readonly col: number
}

export interface SectionEntry {
  readonly key: string
  readonly section: SectionDefinition
}

/** Sections in the definition's order (the order of `fields`' keys). */
export function listSections(definition: FormDefinition): SectionEntry[] {
  return Object.entries(definition.fields ?? {}).map(([key, section]) => ({ key, section }))
}

/** Every field in form order: section by section, row by row, column by column. */
export function listFields(definition: FormDefinition): FieldEntry[] {
  const out: FieldEntry[] = []
  for (const { key, section } of listSections(definition)) {
    const rows = Array.isArray(section.fields) ? section.fields : []
    rows.forEach((row, r) => {
      if (!Array.isArray(row)) return
      row.forEach((field, c) => {
        if (field && typeof field.elementId === 'string') out.push({ field, sectionKey: key, row: r, col: c })
      })
    })
  }
  return out
}

/**
 * A flag of the definition, read as WordPress prints it (src/core/wp: true, a non-zero number, '1',
 * 'true', 'yes', 'on' → on); a missing flag, or a word that is not a flag, is off.
 */
export function isOn(flag: unknown): boolean {
  return readWpFlag(flag) ?? false
}

/** The field types grouped by how the condition rules read them. */
export type SourceKind = 'text' | 'number' | 'choice' | 'date' | 'none'

const TEXT_LIKE = new Set(['hidden', 'text', 'color', 'textarea', 'url', 'email'])
const CHOICE = new Set(['select', 'checkbox-group', 'radio-group', 'checkbox'])
const DATE = new Set(['date', 'datetime-local', 'time'])
const STATIC = new Set(['content', 'header', 'separator'])

/**
 * The rules read text-like, number, select / checkbox-group / radio-group and date sources. A
 * single checkbox reads like a choice (its checked value, lowercased); content items hold no value;
 * any other type is read as text, or as choices when their name ends in `-group` (the
 * plugin's image and colour groups).
 */
export function sourceKind(type: string): SourceKind {
  if (TEXT_LIKE.has(type)) return 'text'
  if (type === 'number') return 'number'
  if (CHOICE.has(type) || type.endsWith('-group')) return 'choice'
  if (DATE.has(type)) return 'date'
  if (STATIC.has(type)) return 'none'
  return 'text'
}

/** Empty: an empty or whitespace-only string, false, null, or an array with no non-empty items. */
export function isEmptyValue(value: FieldValue): boolean {
  if (value === null || value === undefined || value === false) return true
  if (typeof value === 'string') return value.trim() === ''
  if (Array.isArray(value)) return !value.some((item) => !isEmptyValue(item as FieldValue))
  return false
}

/**
 * The strings a value holds, in order, empty ones dropped. A checked single checkbox (`true`)
 * holds its `check_value`, or 'on' (what a browser submits for a checkbox without a value).
 */
export function valueItems(value: FieldValue, field?: FieldDefinition): string[] {
  if (value === null || value === undefined || value === false) return []
  if (value === true) return [field?.check_value || 'on']
  const list = Array.isArray(value) ? value : [value]
  return list.map((item) => String(item)).filter((item) => item.trim() !== '')
}

const DECIMAL = /^[+-]?(?:\d+\.?\d*|\.\d+)(?:[eE][+-]?\d+)?$/

/** A decimal number written as a number input writes it, or NaN ('12abc', '' and ' ' are not numbers). */
export function parseDecimal(value: unknown): number {
  if (typeof value === 'number') return value
  if (typeof value !== 'string') return NaN
  const text = value.trim()
  return DECIMAL.test(text) ? Number(text) : NaN
}

/** A limit (`min`, `max`, `maxlength`) given as a number or a decimal string; undefined when absent. */
export function readLimit(limit: unknown): number | undefined {
  if (limit === false || limit === null || limit === undefined || limit === '') return undefined
  const value = parseDecimal(limit)
  return Number.isFinite(value) ? value : undefined
}
