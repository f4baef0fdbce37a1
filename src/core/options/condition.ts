/**
 * A field's or section's whole condition: rule groups joined by and / or, and the status it gives.
 *
 * Precedence. In the plugin's relations each operator joins its item to the next one; the last
 * item's operator is `false`.
 * The plugin writes every rule's result into a string — `(( true ) and ( false ) or ( true ))`, one
 * parenthesised group per rule group, the groups joined the same way — and hands that string to the
 * language's own evaluator (PHP `eval` in Acowebs\WCPA\CLogic::evalConditions, the same builder in
 * Acowebs' sibling checkout-field plugin's JavaScript). So the language's precedence applies: `and`
 * binds tighter than `or`, inside a group and between groups, and groups are parenthesised.
 * `a or b and c` is `a or (b and c)`, not `(a or b) and c`. We transcribe that without evaluating
 * any string: an OR of AND-runs.
 *
 * The same string builder defines the failures (a condition that fails to evaluate is false):
 * an operator other than and / or between two items (a `false` in the middle leaves two results
 * side by side, which does not evaluate), and a rule whose date must be read with a format that
 * has no valid parts. The last item's operator is never read (the plugin cuts the string after the
 * last closing parenthesis). Groups without rules are skipped, operator included.
 */
import { isOn } from './fields.ts'
import { testRule, compileRule, type CompiledRule, type RuleOutcome } from './relations.ts'
import { DateFormatFailure, readSource, type CompiledSource } from './sources.ts'
import type { ClRule, ClStatus, ConditionalLogic, FieldValue, Operator, RelationGroup } from './types.ts'

export type Join = 'and' | 'or'

export interface CompiledGroup {
  readonly rules: readonly CompiledRule[]
  /** joins[i] joins rules[i] to rules[i + 1]. */
  readonly joins: readonly Join[]
}

/** The conditional logic of one field or section, or null when it has none (always visible). */
export interface CompiledLogic {
  readonly rule: ClRule
  readonly groups: readonly CompiledGroup[]
  /** joins[i] joins groups[i] to groups[i + 1]. */
  readonly joins: readonly Join[]
  /** An operator between two items is neither and nor or: the condition cannot be evaluated. */
  readonly malformed: boolean
  /** The distinct source fields the rules read (existing ones only), in first-use order. */
  readonly sources: readonly string[]
}

/**
 * A rule's action is show, hide or disable. Anything else is read as the plugin's server reads it:
 * true → hidden, false → visible (it only tests for 'show'), so the page and the cart agree.
 */
export function normaliseRule(rule: unknown): ClRule {
  return rule === 'show' || rule === 'disable' ? rule : 'hide'
}

function join(operator: Operator | undefined): Join | undefined {
  if (typeof operator !== 'string') return undefined
  const word = operator.trim().toLowerCase()
  return word === 'and' || word === 'or' ? word : undefined
}

/** Null when enableCl is off or there is no rule at all (no relations: always visible). */
export function compileLogic(logic: ConditionalLogic, lookup: (id: string) => CompiledSource | undefined): CompiledLogic | null {
  if (!isOn(logic.enableCl) || !Array.isArray(logic.relations)) return null
  const kept = (logic.relations as readonly RelationGroup[]).filter(
    (group) => group && Array.isArray(group.rules) && group.rules.length > 0,
  )
  if (kept.length === 0) return null
  let malformed = false
  const sources: string[] = []
  const groups = kept.map((group, g) => {
    if (g < kept.length - 1 && !join(group.operator)) malformed = true
    const rules = group.rules.map((item, r) => {
      if (r < group.rules.length - 1 && !join(item?.operator)) malformed = true
      const compiled = compileRule(item?.rules, lookup)
      if (compiled.source && !sources.includes(compiled.source.id)) sources.push(compiled.source.id)
      return compiled
    })
    const joins = group.rules.slice(0, -1).map((item) => join(item?.operator) ?? 'and')
    return { rules, joins }
  })
  const joins = kept.slice(0, -1).map((group) => join(group.operator) ?? 'and')
  return { rule: normaliseRule(logic.cl_rule), groups, joins, malformed, sources }
}

/** What a rule reads of its source: the value, and whether the source (and its section) is visible. */
export interface SourceState {
  readonly value: FieldValue
  /** A source whose field or section is not visible is treated as having no value. */
  readonly visible: boolean
}

export type ReadSourceState = (id: string) => SourceState

function ruleOutcome(rule: CompiledRule, read: ReadSourceState): RuleOutcome {
  if (rule.kind === 'fixed') return rule.outcome
  const state = read(rule.source.id)
  try {
    return testRule(rule, readSource(rule.source, state.visible ? state.value : undefined, rule.relation))
  } catch (error) {
    if (error instanceof DateFormatFailure) return 'fail'
    throw error
  }
}

/** An OR of AND-runs: `and` binds tighter than `or`. */
export function combine(values: readonly boolean[], joins: readonly Join[]): boolean {
  let result = false
  let run = values[0] ?? false
  for (let i = 1; i < values.length; i++) {
    if (joins[i - 1] === 'and') run = run && values[i]!
    else {
      result = result || run
      run = values[i]!
    }
  }
  return result || run
}

/**
 * The combined condition. Every rule is evaluated (as the plugin does before it combines), so a
 * failing rule anywhere makes the whole condition false, whatever the operators.
 */
export function evaluateLogic(logic: CompiledLogic, read: ReadSourceState): boolean {
  if (logic.malformed) return false
  let failed = false
  const groupValues = logic.groups.map((group) => {
    const values = group.rules.map((rule) => {
      const outcome = ruleOutcome(rule, read)
      if (outcome === 'fail') failed = true
      return outcome === true
    })
    return combine(values, group.joins)
  })
  return !failed && combine(groupValues, logic.joins)
}

/**
 * Combined condition true: cl_rule show → visible; disable → disable; hide → hidden.
 * Combined condition false: show → hidden; any other rule → visible.
 */
export function statusFor(rule: ClRule, result: boolean): ClStatus {
  if (result) return rule === 'show' ? 'visible' : rule === 'disable' ? 'disable' : 'hidden'
  return rule === 'show' ? 'hidden' : 'visible'
}

/** The status an element with this logic has now (null logic: always visible). */
export function statusOf(logic: CompiledLogic | null, read: ReadSourceState): ClStatus {
  return logic ? statusFor(logic.rule, evaluateLogic(logic, read)) : 'visible'
}
