/**
 * What system B renders, decided without a DOM: which sections, rows and fields show and how,
 * where labels and descriptions go, the control ids, and the total of the chosen options' prices.
 */
import { isEmptyValue, isOn, listSections, parseDecimal, valueItems } from './fields.ts'
import type { ClStatus, DesignConf, FieldDefinition, FieldValue, FormDefinition, OptionDefinition, SectionDefinition } from './types.ts'

export type LabelPosition = 'above' | 'below' | 'left' | 'disable'
export type DescriptionPosition = 'above' | 'below'

/** The design defaults: LabelPosition 'above', DescPosition 'above'. */
export const DEFAULT_LABEL_POSITION: LabelPosition = 'above'
export const DEFAULT_DESCRIPTION_POSITION: DescriptionPosition = 'above'

const LABEL_POSITIONS = new Set<string>(['above', 'below', 'left', 'disable'])
const DESCRIPTION_POSITIONS = new Set<string>(['above', 'below'])
/** Label position is forced to 'disable' for header, separator, hidden and checkbox fields. */
const NO_LABEL = new Set(['header', 'separator', 'hidden', 'checkbox'])

/** The field's own position, 'default' (or none, or an unknown word) → the design's, → 'above'. */
export function labelPosition(field: FieldDefinition, design?: DesignConf | null): LabelPosition {
  if (NO_LABEL.has(field.type)) return 'disable'
  for (const candidate of [field.label_position, design?.LabelPosition]) {
    if (typeof candidate === 'string' && LABEL_POSITIONS.has(candidate)) return candidate as LabelPosition
  }
  return DEFAULT_LABEL_POSITION
}

export function descriptionPosition(field: FieldDefinition, design?: DesignConf | null): DescriptionPosition {
  for (const candidate of [field.desc_position, design?.DescPosition]) {
    if (typeof candidate === 'string' && DESCRIPTION_POSITIONS.has(candidate)) return candidate as DescriptionPosition
  }
  return DEFAULT_DESCRIPTION_POSITION
}

/** Control ids: field_{id}, or field_{id}_{index} when the index is greater than 0. */
export function fieldElementId(elementId: string, index = 0): string {
  return index > 0 ? `field_${elementId}_${index}` : `field_${elementId}`
}

/**
 * A field's width in its row: `col` in sixths of the row, as WCPA Pro 5's form builder gives it (its
 * default, 6, is the whole row), rounded to a whole sixth within 1–6. Rendered as the plugin's class
 * `wcpa-col-{n}`, which its stylesheet sizes (and ours stacks on a phone).
 */
export function columnSixths(col: number | undefined): number {
  if (col === undefined || !Number.isFinite(col)) return 6
  return Math.min(6, Math.max(1, Math.round(col)))
}

/**
 * A field as rendered: a hidden section hides it, a disabled section disables it, and
 * otherwise its own status holds.
 */
export function effectiveStatus(sectionStatus: ClStatus, fieldStatus: ClStatus): ClStatus {
  if (sectionStatus === 'hidden' || fieldStatus === 'hidden') return 'hidden'
  if (sectionStatus === 'disable' || fieldStatus === 'disable') return 'disable'
  return 'visible'
}

export interface StatusLookup {
  field(elementId: string): ClStatus
  section(sectionKey: string): ClStatus
}

export interface FieldLayout {
  readonly field: FieldDefinition
  /** 'visible' or 'disable' (hidden fields are not rendered). */
  readonly status: Exclude<ClStatus, 'hidden'>
  readonly labelPosition: LabelPosition
  readonly descriptionPosition: DescriptionPosition
  readonly domId: string
}

export interface RowLayout {
  /** The row's index in its section (stable across renders, for keys). */
  readonly index: number
  readonly fields: readonly FieldLayout[]
}

export interface SectionLayout {
  readonly key: string
  readonly status: Exclude<ClStatus, 'hidden'>
  readonly rows: readonly RowLayout[]
}

/** A section that renders: every section whose status is not 'hidden', in form order. */
export interface VisibleSection {
  readonly key: string
  readonly section: SectionDefinition
  readonly status: Exclude<ClStatus, 'hidden'>
}

/** Hidden sections are not rendered. */
export function visibleSections(definition: FormDefinition, statuses: StatusLookup): VisibleSection[] {
  const out: VisibleSection[] = []
  for (const { key, section } of listSections(definition)) {
    const status = statuses.section(key)
    if (status !== 'hidden') out.push({ key, section, status })
  }
  return out
}

/**
 * One row as rendered, or undefined when it is not (a row is hidden when all its fields are hidden,
 * an empty row too): hidden fields left out, a disabled section's fields disabled.
 */
export function layoutRow(
  row: readonly FieldDefinition[] | undefined,
  index: number,
  sectionStatus: ClStatus,
  statuses: StatusLookup,
  design?: DesignConf | null,
): RowLayout | undefined {
  const fields: FieldLayout[] = []
  const rendered: ClStatus[] = []
  for (const field of Array.isArray(row) ? row : []) {
    const status = effectiveStatus(sectionStatus, statuses.field(field.elementId))
    rendered.push(status)
    if (status === 'hidden') continue
    fields.push({
      field,
      status,
      labelPosition: labelPosition(field, design),
      descriptionPosition: descriptionPosition(field, design),
      domId: fieldElementId(field.elementId),
    })
  }
  return isRowHidden(rendered) ? undefined : { index, fields }
}

/** The rows of a section that render, in order. */
export function layoutRows(
  section: SectionDefinition,
  sectionStatus: ClStatus,
  statuses: StatusLookup,
  design?: DesignConf | null,
): RowLayout[] {
  const rows: RowLayout[] = []
  ;(Array.isArray(section.fields) ? section.fields : []).forEach((row, index) => {
    const layout = layoutRow(row, index, sectionStatus, statuses, design)
    if (layout) rows.push(layout)
  })
  return rows
}

/**
 * What to render: hidden sections left out, rows whose fields are all hidden left out (an empty
 * row too: all of its no fields are hidden), hidden fields left out, a disabled section's fields
 * disabled. The options form model renders by the same functions, a section or a row at a time.
 */
export function layoutForm(definition: FormDefinition, statuses: StatusLookup): SectionLayout[] {
  const design = definition.design?.conf
  return visibleSections(definition, statuses).map(({ key, section, status }) => ({
    key,
    status,
    rows: layoutRows(section, status, statuses, design),
  }))
}

/** A row is hidden when all its fields are hidden. */
export function isRowHidden(fieldStatuses: readonly ClStatus[]): boolean {
  return fieldStatuses.every((status) => status === 'hidden')
}

export interface PriceLine {
  readonly elementId: string
  /** The option's label, or the field's for a field priced as a whole. */
  readonly label: string
  readonly unitPrice: number
  readonly quantity: number
  readonly amount: number
}

export interface PriceTotal {
  readonly total: number
  readonly lines: readonly PriceLine[]
  /** Chosen things whose price is not a plain number (a formula, a missing option): left out. */
  readonly unpriced: readonly { readonly elementId: string; readonly value: string }[]
}

/** The value of a chosen option, or undefined. Options inside groups count. */
function findOption(options: readonly OptionDefinition[], value: string): OptionDefinition | undefined {
  for (const option of options) {
    if (Array.isArray(option.options)) {
      const inner = findOption(option.options, value)
      if (inner) return inner
    } else if (option.value === value) return option
  }
  return undefined
}

const CHOICES = new Set(['select', 'checkbox-group', 'radio-group'])

/**
 * The total of the prices the definition carries for what is chosen (`enablePrice` fields only):
 * each chosen option's price for selects and groups, the field's own price for a checked checkbox
 * or any other filled field; times the field's quantity when `enable_quantity` is on (default
 * quantity 1). Only rendered, enabled fields count: a hidden or disabled field is not
 * submitted. No formula engine: a price that is not a number is listed in `unpriced`.
 */
export function priceTotal(
  definition: FormDefinition,
  statuses: StatusLookup,
  valueOf: (elementId: string) => FieldValue,
  quantityOf: (elementId: string) => number | undefined = () => undefined,
): PriceTotal {
  const lines: PriceLine[] = []
  const unpriced: { elementId: string; value: string }[] = []
  for (const { key, section } of listSections(definition)) {
    const sectionStatus = statuses.section(key)
    for (const row of Array.isArray(section.fields) ? section.fields : []) {
      for (const field of Array.isArray(row) ? row : []) {
        if (!isOn(field.enablePrice)) continue
        if (effectiveStatus(sectionStatus, statuses.field(field.elementId)) !== 'visible') continue
        const value = valueOf(field.elementId)
        if (isEmptyValue(value)) continue
        const asked = isOn(field.enable_quantity) ? (quantityOf(field.elementId) ?? 1) : 1
        const quantity = Number.isFinite(asked) && asked > 0 ? asked : 0
        const add = (label: string, price: unknown, chosen: string) => {
          const unitPrice = parseDecimal(price)
          if (!Number.isFinite(unitPrice)) {
            unpriced.push({ elementId: field.elementId, value: chosen })
            return
          }
          lines.push({ elementId: field.elementId, label, unitPrice, quantity, amount: dropFloatNoise(unitPrice * quantity) })
        }
        if (CHOICES.has(field.type)) {
          for (const chosen of valueItems(value, field)) {
            const option = findOption(Array.isArray(field.values) ? field.values : [], chosen)
            add(option?.label ?? chosen, option?.price, chosen)
          }
        } else {
          add(field.label ?? field.elementId, field.price, valueItems(value, field).join(', '))
        }
      }
    }
  }
  return { total: dropFloatNoise(lines.reduce((sum, line) => sum + line.amount, 0)), lines, unpriced }
}

/**
 * Whether a section shows each priced field's own amount under it, as WCPA Pro does when its form's
 * display rule `disp_show_field_price` is on (the plugin copies the form's rules into every section).
 */
export function showsFieldPrices(section: SectionDefinition | undefined): boolean {
  return isOn(section?.extra?.form_rules?.disp_show_field_price)
}

/** Whether a field shows its own amount under it: a priced field, in a section that shows field prices. */
export function showsOwnPrice(field: FieldDefinition, section: SectionDefinition | undefined): boolean {
  return isOn(field.enablePrice) && showsFieldPrices(section)
}

/** What one field adds to the options price now: its chosen options' amounts (or its own), 0 with nothing chosen, hidden or disabled. */
export function fieldAmount(total: PriceTotal, elementId: string): number {
  return dropFloatNoise(total.lines.reduce((sum, line) => (line.elementId === elementId ? sum + line.amount : sum), 0))
}

/** Whether two totals give every field the same amount (and so the same total). */
export function sameAmounts(a: PriceTotal, b: PriceTotal): boolean {
  return (
    a.total === b.total &&
    a.lines.length === b.lines.length &&
    a.lines.every((line, index) => line.elementId === b.lines[index]?.elementId && line.amount === b.lines[index]?.amount)
  )
}

/**
 * Decimal prices in binary floats: 0.1 × 3 is 0.30000000000000004. Ten places drop the noise and
 * keep every real cent; rounding to the shop's decimals is the money formatter's job.
 */
function dropFloatNoise(amount: number): number {
  return Math.round(amount * 1e10) / 1e10
}
