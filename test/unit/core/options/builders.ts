import {
  compileRules,
  createConditionEngine,
  type ClRule,
  type ConditionalLogic,
  type FieldDefinition,
  type FieldValue,
  type FormDefinition,
  type FrontSettings,
  type RelationGroup,
  type RuleCondition,
  type SectionExtra,
} from '../../../../src/core/options/index.ts'

/** A rule condition: `cl_field` reads `source`. */
export function when(source: string, relation: string, value?: RuleCondition['cl_val']): RuleCondition {
  return value === undefined ? { cl_field: source, cl_relation: relation } : { cl_field: source, cl_relation: relation, cl_val: value }
}

type Item = RuleCondition | 'and' | 'or'

/**
 * One rule group from a flat list: conditions with the operators between them
 * (`group(a, 'and', b)`); the last item's operator is `false`, as the plugin writes it.
 */
export function group(...items: Item[]): { rules: RelationGroup['rules']; operator: false } {
  const rules: { rules: RuleCondition; operator: 'and' | 'or' | false }[] = []
  for (const item of items) {
    if (item === 'and' || item === 'or') rules[rules.length - 1]!.operator = item
    else rules.push({ rules: item, operator: false })
  }
  return { rules, operator: false }
}

/** Groups joined by operators: `relations(g1, 'or', g2)`. */
export function relations(...items: (ReturnType<typeof group> | 'and' | 'or')[]): RelationGroup[] {
  const out: { rules: RelationGroup['rules']; operator: 'and' | 'or' | false }[] = []
  for (const item of items) {
    if (item === 'and' || item === 'or') out[out.length - 1]!.operator = item
    else out.push({ ...item })
  }
  return out
}

/** Conditional logic with one group from the items, or the groups given. */
export function logic(rule: ClRule | string, ...items: Item[]): ConditionalLogic {
  return { enableCl: true, cl_rule: rule, relations: [group(...items)] }
}

export function field(type: string, elementId: string, extra: Partial<FieldDefinition> = {}): FieldDefinition {
  return { type, elementId, name: elementId, label: elementId, ...extra }
}

/** One section, one field per row. */
export function form(fields: FieldDefinition[], extra: SectionExtra = {}, key = 'sec_1'): FormDefinition {
  return { fields: { [key]: { extra: { key, ...extra }, fields: fields.map((f) => [f]) } } }
}

export function sections(...list: { key: string; extra?: SectionExtra; fields: FieldDefinition[] }[]): FormDefinition {
  const fields: FormDefinition['fields'] = Object.fromEntries(
    list.map((s) => [s.key, { extra: { key: s.key, ...s.extra }, fields: s.fields.map((f) => [f]) }]),
  )
  return { fields }
}

export function engineFor(definition: FormDefinition, values: Record<string, FieldValue> = {}, settings?: FrontSettings) {
  const engine = createConditionEngine(compileRules(definition, settings), values)
  engine.evaluateAll()
  return engine
}

/**
 * Whether a condition holds for a source field with a value: a 'show' target reading it is visible
 * exactly when the condition is true.
 */
export function holds(source: FieldDefinition, value: FieldValue, condition: RuleCondition, settings?: FrontSettings): boolean {
  const target = field('text', 'target', logic('show', { ...condition, cl_field: condition.cl_field ?? source.elementId }))
  const engine = engineFor(form([source, target]), { [source.elementId]: value }, settings)
  return engine.fieldStatus('target') === 'visible'
}
