/**
 * Property tests: on random acyclic definitions (up to 4 sections and 14 fields of every kind, rules
 * of every relation, and/or mixes, section rules, malformed groups, missing sources) and random
 * sequences of value changes, the incremental engine gives exactly the statuses of a naive
 * reference that re-evaluates every element until nothing moves, reports the same fields as newly
 * visible, and only ever evaluates elements downstream of the change.
 */
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  RELATIONS,
  compileLogic,
  compileRules,
  compileSource,
  createConditionEngine,
  listFields,
  listSections,
  statusOf,
  type ClStatus,
  type CompiledSource,
  type FieldDefinition,
  type FieldValue,
  type FormDefinition,
  type RelationGroup,
  type SectionDefinition,
} from '../../../../src/core/options/index.ts'
import { seededRandom } from '../../../../fixtures/generators/variations.ts'

// ---------------------------------------------------------------------------------------------
// The naive reference: the status rules read literally. Every element with logic is re-evaluated, in
// form order, against the statuses as they are, again and again until a whole pass changes nothing.

type Statuses = { fields: Record<string, ClStatus>; sections: Record<string, ClStatus> }

function naiveSettle(definition: FormDefinition, values: Record<string, FieldValue>, start: Statuses): Statuses {
  const sources = new Map<string, CompiledSource>()
  const sectionOf = new Map<string, string>()
  for (const { field, sectionKey } of listFields(definition)) {
    if (sources.has(field.elementId)) continue
    sources.set(field.elementId, compileSource(field))
    sectionOf.set(field.elementId, sectionKey)
  }
  const lookup = (id: string) => sources.get(id)
  const state: Statuses = { fields: { ...start.fields }, sections: { ...start.sections } }
  const read = (id: string) => ({
    value: values[id],
    visible: state.fields[id] === 'visible' && state.sections[sectionOf.get(id)!] === 'visible',
  })
  const elements = [
    ...listSections(definition).map(({ key, section }) => ({
      kind: 'sections' as const,
      id: key,
      logic: compileLogic(section.extra, lookup),
    })),
    ...listFields(definition).map(({ field }) => ({ kind: 'fields' as const, id: field.elementId, logic: compileLogic(field, lookup) })),
  ]
  for (let pass = 0; pass <= elements.length + 1; pass++) {
    let moved = false
    for (const element of elements) {
      const next = statusOf(element.logic, read)
      if (state[element.kind][element.id] !== next) {
        state[element.kind][element.id] = next
        moved = true
      }
    }
    if (!moved) return state
  }
  throw new Error('the reference did not settle: the definition has a cycle')
}

/** Every element reachable from a field through the rules that read it (or read its section's fields). */
function naiveDownstream(definition: FormDefinition, changed: string): Set<string> {
  const sectionOf = new Map(listFields(definition).map((e) => [e.field.elementId, e.sectionKey]))
  const readers: { id: string; reads: string[] }[] = [
    ...listSections(definition).map(({ key, section }) => ({ id: key, reads: sourcesOf(section.extra.relations) })),
    ...listFields(definition).map(({ field }) => ({ id: field.elementId, reads: sourcesOf(field.relations) })),
  ]
  const reached = new Set<string>()
  const work = [changed]
  while (work.length > 0) {
    const id = work.pop()!
    for (const reader of readers) {
      const readsIt = reader.reads.some((source) => source === id || sectionOf.get(source) === id)
      if (readsIt && !reached.has(reader.id)) {
        reached.add(reader.id)
        work.push(reader.id)
      }
    }
  }
  return reached
}

function sourcesOf(relations: FieldDefinition['relations']): string[] {
  if (!Array.isArray(relations)) return []
  return (relations as readonly RelationGroup[])
    .flatMap((g) => g.rules.map((r) => r.rules.cl_field))
    .filter((id): id is string => typeof id === 'string')
}

// ---------------------------------------------------------------------------------------------
// Random acyclic definitions. Every element gets a random rank; an element's rules may read a
// field only when that field and the field's section both rank below the element, so no chain of
// reads can come back.

const KINDS = ['text', 'number', 'select', 'checkbox-group', 'date', 'checkbox'] as const
const VALUES: Record<(typeof KINDS)[number], FieldValue[]> = {
  text: ['', 'a', 'B ', 'abc', '10'],
  number: ['', '1', '5', '10', 'x'],
  select: ['', 'x', 'y', 'WCPAOTH z'],
  'checkbox-group': [[], ['x'], ['x', 'y'], ['WCPAOTH q']],
  date: ['', '2024-01-05', '2024-01-01 to 2024-01-10', 'bad'],
  checkbox: [true, false],
}
// Comparison values that the values above meet often, so statuses flip and cascade.
const COMPARED: Record<(typeof KINDS)[number], unknown[]> = {
  text: ['a', 'abc', 'b', '10', ['a', 'abc']],
  number: ['5', '1', '10', 'x', ['1', '5']],
  select: ['x', 'y', 'other', ['x', 'other']],
  'checkbox-group': ['x', 'y', 'other', ['y', 'q']],
  date: ['2024-01-05', '2024-01-03 to 2024-01-06', '2024', '5', '1', ['2024-01-10', '2023-01-01']],
  checkbox: ['yes', 'no'],
}
// Emptiness reads visibility most directly: a hidden source is empty.
const RELATION_POOL = [...RELATIONS, 'is_empty', 'is_not_empty', 'is_not_empty', 'is', 'is_not']

interface Generated {
  definition: FormDefinition
  fields: { id: string; kind: (typeof KINDS)[number] }[]
}

function generate(seed: number, sectionCount: number, fieldCount: number): Generated {
  const random = seededRandom(seed)
  const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)]!
  const fields = Array.from({ length: fieldCount }, (_, i) => ({
    id: `f${i}`,
    kind: pick(KINDS),
    section: Math.floor(random() * sectionCount),
  }))
  // Sections rank in the middle, so they can both read fields and be read through theirs.
  const rank = new Map<string, number>([
    ...Array.from({ length: sectionCount }, (_, s): [string, number] => [`s${s}`, 0.15 + random() * 0.5]),
    ...fields.map((f): [string, number] => [f.id, random()]),
  ])

  const logicFor = (id: string) => {
    const eligible = fields.filter((f) => rank.get(f.id)! < rank.get(id)! && rank.get(`s${f.section}`)! < rank.get(id)!)
    if (eligible.length === 0 || random() < 0.2) return {}
    const op = () => (random() < 0.04 ? false : pick(['and', 'or']))
    const groups = Array.from({ length: 1 + Math.floor(random() * 2) }, () => {
      const count = 1 + Math.floor(random() * 3)
      return {
        rules: Array.from({ length: count }, (_, r) => {
          const roll = random()
          const source = roll < 0.03 ? undefined : pick(eligible)
          const id = roll < 0.015 ? '' : roll < 0.03 ? 'ghost' : source!.id
          const relation = roll > 0.97 ? '0' : pick(RELATION_POOL)
          const compared = pick(COMPARED[source?.kind ?? 'text'])
          return { rules: { cl_field: id, cl_relation: relation, cl_val: compared }, operator: r < count - 1 ? op() : false }
        }),
        operator: op(),
      }
    })
    return { enableCl: true, cl_rule: pick(['show', 'hide', 'disable']), relations: groups as RelationGroup[] }
  }

  const definition: FormDefinition = {
    fields: Object.fromEntries(
      Array.from({ length: sectionCount }, (_, s): [string, SectionDefinition] => [
        `s${s}`,
        {
          extra: { key: `s${s}`, ...logicFor(`s${s}`) },
          fields: fields
            .filter((f) => f.section === s)
            .map((f) => [
              {
                type: f.kind,
                elementId: f.id,
                check_value: 'yes',
                date_pic_conf: f.kind === 'date' ? { dateFormat: 'Y-m-d' } : false,
                ...logicFor(f.id),
              },
            ]),
        },
      ]),
    ),
  }
  return { definition, fields }
}

const scenario = fc.record({
  seed: fc.integer(),
  sections: fc.integer({ min: 1, max: 4 }),
  fields: fc.integer({ min: 1, max: 14 }),
  changes: fc.array(fc.tuple(fc.nat(), fc.nat()), { minLength: 1, maxLength: 15 }),
})

describe('the incremental engine against the naive fixpoint', () => {
  it('gives the same statuses, at start and after every change', () => {
    fc.assert(
      fc.property(scenario, ({ seed, sections, fields: count, changes }) => {
        const { definition, fields } = generate(seed, sections, count)
        const rules = compileRules(definition)
        expect(rules.cycles).toEqual([])
        const values: Record<string, FieldValue> = {}
        const engine = createConditionEngine(rules, values)
        const allVisible: Statuses = {
          fields: Object.fromEntries(fields.map((f) => [f.id, 'visible'])),
          sections: Object.fromEntries(Array.from({ length: sections }, (_, s) => [`s${s}`, 'visible'])),
        }
        engine.evaluateAll()
        let expected = naiveSettle(definition, values, allVisible)
        expect(engine.statuses()).toEqual(expected)

        for (const [which, pickValue] of changes) {
          const changed = fields[which % fields.length]!
          const pool = VALUES[changed.kind]
          values[changed.id] = pool[pickValue % pool.length]
          const before = expected
          const update = engine.setValue(changed.id, values[changed.id])
          expected = naiveSettle(definition, values, before)
          expect(engine.statuses()).toEqual(expected)

          const newlyVisible = fields.map((f) => f.id).filter((id) => before.fields[id] !== 'visible' && expected.fields[id] === 'visible')
          expect([...update.becameVisible].sort()).toEqual(newlyVisible.sort())

          const downstream = naiveDownstream(definition, changed.id)
          for (const element of update.evaluated) expect(downstream.has(element.id)).toBe(true)
          expect(new Set(update.evaluated.map((e) => e.id)).size).toBe(update.evaluated.length)
        }
      }),
      { numRuns: 400 },
    )
    // 400 generated forms: a generous time limit for a busy machine, not a timing assertion.
  }, 60_000)
})
