/**
 * Compiling a definition's conditional logic once: every field and section becomes a node, every
 * rule an edge from the field it reads to the element it decides, and the nodes get a topological
 * order so a change is followed downstream only, each element evaluated at most once.
 *
 * Edges come from the rules themselves. A rule reads its source's value, its source's status and
 * the status of the source's section (a rule whose source field, or whose source field's section,
 * is not visible reads no value), so the source field and, when that
 * section has logic of its own, the section are both upstream of the element. The plugin's
 * `cl_dependency` lists say the same thing from the other side, but sections are missing from them
 * (a section stands in them as `false`) and an edited form can leave them stale; so they are
 * checked against the rules and a stale entry is reported, never followed (an element whose rules
 * do not read the source cannot change with it).
 *
 * Cycles (A's rule reads B, B's reads A; a rule reading its own field or its own section's fields
 * from the section's rule) have no defined evaluation order: the plugin re-runs until it happens to
 * stop. They are found here (Tarjan's strongly connected components), reported with their element
 * ids, and their members get a fixed outcome: the condition counts as failed, and a condition that
 * fails to evaluate is false — show → hidden, hide or disable → visible. The
 * elements downstream of a cycle evaluate normally against that outcome.
 */
import { INVALID_DATE_FORMAT_MESSAGE } from '../dates/index.ts'
import { compileLogic, type CompiledLogic } from './condition.ts'
import { listFields, listSections } from './fields.ts'
import { compileSource, type CompiledSource } from './sources.ts'
import type { ConditionalLogic, FormDefinition, FrontSettings, RelationGroup } from './types.ts'

export type NodeKind = 'field' | 'section'

export interface RuleNode {
  readonly index: number
  readonly kind: NodeKind
  /** A field's elementId, or a section's key. */
  readonly id: string
  /** For a field, the node index of its section; for a section, its own index. */
  readonly section: number
  readonly logic: CompiledLogic | null
  /** Member of a cycle: its status is fixed (see above). */
  readonly inCycle: boolean
  /** Position in the topological order. */
  readonly rank: number
  /** Node indices of the elements whose rules read this one, in form order. */
  readonly dependents: readonly number[]
}

export type CompileProblemKind = 'duplicate-id' | 'unknown-source' | 'stale-dependency' | 'invalid-date-format' | 'cycle'

export interface CompileProblem {
  readonly kind: CompileProblemKind
  /** The element the problem is on. */
  readonly id: string
  readonly detail: string
}

export interface CompiledRules {
  /** Sections and fields in form order (each section before its fields). */
  readonly nodes: readonly RuleNode[]
  /** Node indices in topological order. */
  readonly order: readonly number[]
  readonly fieldNodes: ReadonlyMap<string, number>
  readonly sectionNodes: ReadonlyMap<string, number>
  readonly sources: ReadonlyMap<string, CompiledSource>
  /** Each cycle's element ids (fields by elementId, sections by key), in form order. */
  readonly cycles: readonly (readonly string[])[]
  readonly problems: readonly CompileProblem[]
}

interface Draft {
  kind: NodeKind
  id: string
  section: number
  logicOf: ConditionalLogic
  logic: CompiledLogic | null
  dependents: number[]
}

/** Drafts compiled between two steps of `compileRulesInSteps` (a 2,000-field form: about 20 steps). */
const DRAFTS_PER_STEP = 100

/** Runs steps to the end at once: the result of `steps`. */
export function runSteps<T>(steps: Generator<void, T>): T {
  let step = steps.next()
  while (!step.done) step = steps.next()
  return step.value
}

export function compileRules(definition: FormDefinition, settings: FrontSettings = {}): CompiledRules {
  return runSteps(compileRulesInSteps(definition, settings))
}

/**
 * compileRules, in steps: it yields between its passes, per section and every DRAFTS_PER_STEP
 * conditions, so that a caller can give the page its turn between steps (no long task at 2,000
 * fields). A yield is only a point where the caller may pause.
 */
export function* compileRulesInSteps(definition: FormDefinition, settings: FrontSettings = {}): Generator<void, CompiledRules> {
  const problems: CompileProblem[] = []
  const drafts: Draft[] = []
  const fieldNodes = new Map<string, number>()
  const sectionNodes = new Map<string, number>()
  const sources = new Map<string, CompiledSource>()

  const fieldsBySection = new Map<string, ReturnType<typeof listFields>>()
  for (const entry of listFields(definition)) {
    const list = fieldsBySection.get(entry.sectionKey) ?? []
    list.push(entry)
    fieldsBySection.set(entry.sectionKey, list)
  }
  yield
  for (const { key, section } of listSections(definition)) {
    yield
    const sectionIndex = drafts.length
    sectionNodes.set(key, sectionIndex)
    drafts.push({ kind: 'section', id: key, section: sectionIndex, logicOf: section.extra ?? {}, logic: null, dependents: [] })
    for (const { field } of fieldsBySection.get(key) ?? []) {
      if (fieldNodes.has(field.elementId)) {
        problems.push({ kind: 'duplicate-id', id: field.elementId, detail: 'a later field with the same elementId is ignored' })
        continue
      }
      fieldNodes.set(field.elementId, drafts.length)
      const source = compileSource(field, settings)
      sources.set(field.elementId, source)
      if (source.format === 'invalid') {
        problems.push({ kind: 'invalid-date-format', id: field.elementId, detail: INVALID_DATE_FORMAT_MESSAGE })
      }
      drafts.push({ kind: 'field', id: field.elementId, section: sectionIndex, logicOf: field, logic: null, dependents: [] })
    }
  }
  for (const key of sectionNodes.keys()) {
    if (fieldNodes.has(key)) problems.push({ kind: 'duplicate-id', id: key, detail: 'a section key equals a field elementId' })
  }

  const lookup = (id: string) => sources.get(id)
  const addEdge = (from: number, to: number) => {
    const list = drafts[from]!.dependents
    if (!list.includes(to)) list.push(to)
  }
  for (let index = 0; index < drafts.length; index++) {
    if (index % DRAFTS_PER_STEP === 0) yield
    const draft = drafts[index]!
    draft.logic = compileLogic(draft.logicOf, lookup)
  }
  yield
  drafts.forEach((draft, index) => {
    if (!draft.logic) return
    const groups: readonly RelationGroup[] = Array.isArray(draft.logicOf.relations) ? draft.logicOf.relations : []
    for (const group of groups) {
      // A group whose rules are not a list was skipped by compileLogic; it names no source either.
      for (const item of Array.isArray(group?.rules) ? group.rules : []) {
        const id = item?.rules?.cl_field
        if (typeof id === 'string' && id !== '' && !sources.has(id)) {
          problems.push({ kind: 'unknown-source', id: draft.id, detail: `its rule reads "${id}", which is no field of this form` })
        }
      }
    }
    for (const sourceId of draft.logic.sources) {
      const from = fieldNodes.get(sourceId)!
      addEdge(from, index)
      const sectionOfSource = drafts[from]!.section
      // A section without logic is visible for good: nothing to follow.
      if (drafts[sectionOfSource]!.logic !== null) addEdge(sectionOfSource, index)
    }
  })
  // Dependents in form order, so equal-rank work happens top to bottom.
  for (const draft of drafts) draft.dependents.sort((a, b) => a - b)

  for (const draft of drafts) {
    if (draft.kind !== 'field' || !Array.isArray(draft.logicOf.cl_dependency)) continue
    for (const declared of draft.logicOf.cl_dependency) {
      if (typeof declared !== 'string' || declared === '') continue
      const target = fieldNodes.get(declared)
      if (target === undefined || !drafts[target]!.logic?.sources.includes(draft.id)) {
        problems.push({
          kind: 'stale-dependency',
          id: draft.id,
          detail: `cl_dependency names "${declared}", whose rules do not read this field`,
        })
      }
    }
  }

  yield
  const cycleSets = findCycles(drafts.map((d) => d.dependents))
  const inCycle = new Set<number>()
  const cycles = cycleSets.map((members) => {
    members.forEach((m) => inCycle.add(m))
    return members.map((m) => drafts[m]!.id)
  })
  for (const ids of cycles) problems.push({ kind: 'cycle', id: ids[0]!, detail: `conditions read each other: ${ids.join(' → ')}` })

  yield
  const order = topologicalOrder(
    drafts.map((d) => d.dependents),
    inCycle,
  )
  const rank = new Array<number>(drafts.length)
  order.forEach((node, position) => (rank[node] = position))
  const nodes: RuleNode[] = drafts.map((draft, index) => ({
    index,
    kind: draft.kind,
    id: draft.id,
    section: draft.section,
    logic: draft.logic,
    inCycle: inCycle.has(index),
    rank: rank[index]!,
    dependents: draft.dependents,
  }))
  return { nodes, order, fieldNodes, sectionNodes, sources, cycles, problems }
}

/**
 * Tarjan's strongly connected components, iterative (a 2,000-field chain must not overflow the
 * stack). Returns the components that are cycles — more than one node, or one node with an edge to
 * itself — each sorted in form order.
 */
export function findCycles(edges: readonly (readonly number[])[]): number[][] {
  const count = edges.length
  const index = new Array<number>(count).fill(-1)
  const low = new Array<number>(count).fill(0)
  const onStack = new Array<boolean>(count).fill(false)
  const stack: number[] = []
  const cycles: number[][] = []
  let next = 0
  for (let root = 0; root < count; root++) {
    if (index[root] !== -1) continue
    const work: [node: number, edge: number][] = [[root, 0]]
    index[root] = low[root] = next++
    stack.push(root)
    onStack[root] = true
    while (work.length > 0) {
      const frame = work[work.length - 1]!
      const [node, edge] = frame
      const targets = edges[node]!
      if (edge < targets.length) {
        frame[1]++
        const target = targets[edge]!
        if (index[target] === -1) {
          index[target] = low[target] = next++
          stack.push(target)
          onStack[target] = true
          work.push([target, 0])
        } else if (onStack[target]) {
          low[node] = Math.min(low[node]!, index[target]!)
        }
        continue
      }
      work.pop()
      const parent = work[work.length - 1]
      if (parent) low[parent[0]] = Math.min(low[parent[0]]!, low[node]!)
      if (low[node] !== index[node]) continue
      const component: number[] = []
      let member: number
      do {
        member = stack.pop()!
        onStack[member] = false
        component.push(member)
      } while (member !== node)
      if (component.length > 1 || edges[node]!.includes(node)) cycles.push(component.sort((a, b) => a - b))
    }
  }
  return cycles.sort((a, b) => a[0]! - b[0]!)
}

/**
 * Kahn's algorithm with edges into cycle members left out (their status is fixed), so the rest is
 * a DAG; ties go in form order.
 */
function topologicalOrder(edges: readonly (readonly number[])[], inCycle: ReadonlySet<number>): number[] {
  const count = edges.length
  const incoming = new Array<number>(count).fill(0)
  edges.forEach((targets) => targets.forEach((t) => inCycle.has(t) || incoming[t]!++))
  const ready = new MinHeap()
  for (let node = 0; node < count; node++) if (incoming[node] === 0) ready.push(node)
  const order: number[] = []
  while (ready.size > 0) {
    const node = ready.pop()
    order.push(node)
    for (const target of edges[node]!) {
      if (inCycle.has(target)) continue
      if (--incoming[target]! === 0) ready.push(target)
    }
  }
  return order
}

/** A binary min-heap of integers. */
export class MinHeap {
  private readonly items: number[] = []

  get size(): number {
    return this.items.length
  }

  push(value: number): void {
    const items = this.items
    items.push(value)
    let i = items.length - 1
    while (i > 0) {
      const parent = (i - 1) >> 1
      if (items[parent]! <= value) break
      items[i] = items[parent]!
      i = parent
    }
    items[i] = value
  }

  pop(): number {
    const items = this.items
    const top = items[0]!
    const last = items.pop()!
    if (items.length > 0) {
      let i = 0
      for (;;) {
        const left = 2 * i + 1
        if (left >= items.length) break
        const right = left + 1
        const child = right < items.length && items[right]! < items[left]! ? right : left
        if (items[child]! >= last) break
        items[i] = items[child]!
        i = child
      }
      items[i] = last
    }
    return top
  }
}
