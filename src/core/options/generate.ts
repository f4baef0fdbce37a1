/**
 * Deterministic large definitions for tests and benchmarks (ARCHITECTURE "Budgets": a 2,000-field
 * options form). Fields are laid out in rows; conditions are chained and fanned out:
 *
 * - every `hubEvery`-th field is a hub: a select (a, b, c) without conditions;
 * - every `chainLength`-th other field fans out from the hub before it: shown when the hub is 'a';
 * - the fields after a hub or a fan form a chain: each shown when the one before it is not empty.
 *
 * So changing a hub reaches its own chain and its fan (and, through status changes, their chains)
 * and nothing else; typing in a chain field reaches the rest of its chain only.
 */
import type { FieldDefinition, FormDefinition, RelationGroup, SectionDefinition } from './types.ts'

export interface GeneratedFormOptions {
  readonly sections: number
  readonly rowsPerSection: number
  readonly fieldsPerRow: number
  /** Default 100. */
  readonly hubEvery?: number
  /** Default 10. */
  readonly chainLength?: number
}

export type GeneratedRole = 'hub' | 'fan' | 'chain'

export interface GeneratedForm {
  readonly definition: FormDefinition
  /** elementIds in form order. */
  readonly ids: readonly string[]
  readonly roles: ReadonlyMap<string, GeneratedRole>
}

export function generatedFieldId(index: number): string {
  return `f${index}`
}

function rule(source: string, relation: string, value: string): RelationGroup[] {
  return [{ rules: [{ rules: { cl_field: source, cl_relation: relation, cl_val: value }, operator: false }], operator: false }]
}

export function generateOptionsForm(options: GeneratedFormOptions): GeneratedForm {
  const hubEvery = options.hubEvery ?? 100
  const chainLength = options.chainLength ?? 10
  const ids: string[] = []
  const roles = new Map<string, GeneratedRole>()
  const fields: Record<string, SectionDefinition> = {}
  let index = 0
  let hub = ''
  for (let s = 0; s < options.sections; s++) {
    const rows: FieldDefinition[][] = []
    for (let r = 0; r < options.rowsPerSection; r++) {
      const row: FieldDefinition[] = []
      for (let c = 0; c < options.fieldsPerRow; c++, index++) {
        const elementId = generatedFieldId(index)
        ids.push(elementId)
        if (index % hubEvery === 0) {
          hub = elementId
          roles.set(elementId, 'hub')
          row.push({
            type: 'select',
            elementId,
            name: elementId,
            label: `Hub ${index}`,
            values: ['a', 'b', 'c'].map((value) => ({ label: value.toUpperCase(), value, price: 1 })),
            enablePrice: true,
          })
        } else if (index % chainLength === 0) {
          roles.set(elementId, 'fan')
          row.push({ type: 'text', elementId, name: elementId, enableCl: true, cl_rule: 'show', relations: rule(hub, 'is', 'a') })
        } else {
          roles.set(elementId, 'chain')
          const previous = generatedFieldId(index - 1)
          row.push({
            type: 'text',
            elementId,
            name: elementId,
            maxlength: 20,
            enableCl: true,
            cl_rule: 'show',
            relations: rule(previous, 'is_not_empty', ''),
          })
        }
      }
      rows.push(row)
    }
    const key = `sec_${s}`
    fields[key] = { extra: { key, section_id: key, name: `Section ${s}` }, fields: rows }
  }
  return { definition: { fields, design: { conf: { LabelPosition: 'above', DescPosition: 'above' } } }, ids, roles }
}
