/**
 * The conditional-logic engine of a system B form: statuses of every field and section, kept in
 * step with the values.
 *
 * `evaluateAll()` at start (every element once, in topological order) and `applyChange(id)` after a
 * value changes: only the elements downstream of that field are looked at, in topological order,
 * each at most once, and an element's own dependents only when its status actually changed (a
 * change of status cascades to them). So the work follows the change, not the size of the form.
 * Because every element is evaluated after everything it reads, one pass gives the same statuses
 * as re-evaluating the whole form until nothing moves (the property tests hold it to that).
 */
import { statusFor, statusOf, type SourceState } from './condition.ts'
import { MinHeap, runSteps, type CompiledRules, type NodeKind, type RuleNode } from './graph.ts'
import type { ClStatus, FieldValue } from './types.ts'

export interface ElementRef {
  readonly kind: NodeKind
  readonly id: string
}

export interface StatusChange extends ElementRef {
  readonly from: ClStatus
  readonly to: ClStatus
}

export interface ConditionUpdate {
  /** Every status that changed, in evaluation order. */
  readonly changes: readonly StatusChange[]
  /** Fields whose status became 'visible' (a field that becomes visible is marked new). */
  readonly becameVisible: readonly string[]
  /** Every element whose condition was evaluated, in order (for tests and diagnostics). */
  readonly evaluated: readonly ElementRef[]
}

export type ValuesInput = ReadonlyMap<string, FieldValue> | Readonly<Record<string, FieldValue>>

export interface ConditionEngine {
  readonly rules: CompiledRules
  value(elementId: string): FieldValue
  /** A field's own status ('visible' for an unknown id). */
  fieldStatus(elementId: string): ClStatus
  sectionStatus(sectionKey: string): ClStatus
  /** Whether rules reading this field see its value: the field and its section are both visible. */
  isSourceVisible(elementId: string): boolean
  statuses(): { fields: Record<string, ClStatus>; sections: Record<string, ClStatus> }
  /** Loads the given values (if any), then evaluates every element. */
  evaluateAll(values?: ValuesInput): ConditionUpdate
  /** evaluateAll in steps: it yields every EVALUATIONS_PER_STEP elements (a caller may pause there). */
  evaluateAllInSteps(values?: ValuesInput): Generator<void, ConditionUpdate>
  /** Stores the value, then `applyChange(elementId)`. */
  setValue(elementId: string, value: FieldValue): ConditionUpdate
  /** The value of this field has changed: re-evaluates what is downstream of it. */
  applyChange(elementId: string): ConditionUpdate
}

function entriesOf(values: ValuesInput): Iterable<[string, FieldValue]> {
  return values instanceof Map ? values.entries() : Object.entries(values)
}

/** Elements evaluated between two steps of `evaluateAllInSteps`. */
const EVALUATIONS_PER_STEP = 100

/** All statuses start 'visible'; call `evaluateAll()` before reading them. */
export function createConditionEngine(rules: CompiledRules, values: ValuesInput = {}): ConditionEngine {
  const { nodes, fieldNodes, sectionNodes, order } = rules
  const status: ClStatus[] = nodes.map(() => 'visible')
  const store = new Map<string, FieldValue>(entriesOf(values))

  const read = (id: string): SourceState => {
    const node = fieldNodes.get(id)
    if (node === undefined) return { value: undefined, visible: false }
    return { value: store.get(id), visible: status[node] === 'visible' && status[nodes[node]!.section] === 'visible' }
  }

  const evaluate = (node: RuleNode): ClStatus =>
    // A cycle member's condition cannot be evaluated: it counts as failed, so false.
    node.inCycle && node.logic ? statusFor(node.logic.rule, false) : statusOf(node.logic, read)

  const settle = (node: RuleNode, changes: StatusChange[], becameVisible: string[]): boolean => {
    const to = evaluate(node)
    const from = status[node.index]!
    if (to === from) return false
    status[node.index] = to
    changes.push({ kind: node.kind, id: node.id, from, to })
    if (node.kind === 'field' && to === 'visible') becameVisible.push(node.id)
    return true
  }

  function* evaluateAllInSteps(next?: ValuesInput): Generator<void, ConditionUpdate> {
    if (next) for (const [id, value] of entriesOf(next)) store.set(id, value)
    const changes: StatusChange[] = []
    const becameVisible: string[] = []
    const evaluated: ElementRef[] = []
    for (const index of order) {
      if (evaluated.length % EVALUATIONS_PER_STEP === 0) yield
      const node = nodes[index]!
      evaluated.push({ kind: node.kind, id: node.id })
      settle(node, changes, becameVisible)
    }
    return { changes, becameVisible, evaluated }
  }

  const applyChange = (elementId: string): ConditionUpdate => {
    const changes: StatusChange[] = []
    const becameVisible: string[] = []
    const evaluated: ElementRef[] = []
    const start = fieldNodes.get(elementId)
    if (start === undefined) return { changes, becameVisible, evaluated }
    const queue = new MinHeap()
    const queued = new Set<number>()
    const enqueue = (from: RuleNode) => {
      for (const target of from.dependents) {
        const node = nodes[target]!
        // Cycle members have a fixed status: nothing to re-evaluate.
        if (node.inCycle || queued.has(target)) continue
        queued.add(target)
        queue.push(node.rank)
      }
    }
    enqueue(nodes[start]!)
    while (queue.size > 0) {
      const node = nodes[order[queue.pop()]!]!
      evaluated.push({ kind: node.kind, id: node.id })
      if (settle(node, changes, becameVisible)) enqueue(node)
    }
    return { changes, becameVisible, evaluated }
  }

  return {
    rules,
    evaluateAll: (next) => runSteps(evaluateAllInSteps(next)),
    evaluateAllInSteps,
    value: (id) => store.get(id),
    fieldStatus: (id) => {
      const node = fieldNodes.get(id)
      return node === undefined ? 'visible' : status[node]!
    },
    sectionStatus: (key) => {
      const node = sectionNodes.get(key)
      return node === undefined ? 'visible' : status[node]!
    },
    isSourceVisible: (id) => fieldNodes.has(id) && read(id).visible,
    statuses: () => {
      const fields: Record<string, ClStatus> = {}
      const sections: Record<string, ClStatus> = {}
      for (const node of nodes) (node.kind === 'field' ? fields : sections)[node.id] = status[node.index]!
      return { fields, sections }
    },
    setValue: (id, value) => {
      store.set(id, value)
      return applyChange(id)
    },
    applyChange,
  }
}
