/**
 * Option pruning, as WooCommerce's script does it in inline mode: attribute options that cannot
 * lead to any matching variation are removed; options that only inactive variations lead to are
 * disabled.
 *
 * For each select S: blank S's own choice, take the variations matching the other choices; an
 * option is *attached* when one of them has that value for S or '' (any) for S, and *enabled* when
 * an attaching variation is active. Unattached options are removed, attached but not enabled ones
 * disabled.
 */
import { hasBit, intersects, intersects3, type Bitset } from './bitset.ts'
import { chosenConstraints, columnFor, intersectConstraints, type Constraint, type VariationIndex } from './catalogue-index.ts'
import { chosenValue, type AttributeSelect, type ChosenAttributes } from './types.ts'

export type OptionState = 'enabled' | 'disabled' | 'removed'

export interface OptionStateEntry {
  readonly value: string
  readonly state: OptionState
}

export interface SelectState {
  readonly name: string
  /** One entry per option of the select, in the select's own order (the placeholder excluded). */
  readonly options: readonly OptionStateEntry[]
}

/** The state of every option of every select, for the current choices. */
export function optionStates(index: VariationIndex, chosen: ChosenAttributes, selects: readonly AttributeSelect[]): SelectState[] {
  const constraints = chosenConstraints(index, chosen)
  return selects.map((select) => selectState(index, constraints, select))
}

function selectState(index: VariationIndex, constraints: readonly Constraint[], select: AttributeSelect): SelectState {
  const candidates = intersectConstraints(index, constraints, select.name)
  const column = columnFor(index, select.name)
  // A candidate with '' for S attaches every option at once, so test those once per select.
  const anyAttached = intersects(candidates, column.any)
  const anyEnabled = anyAttached && intersects3(candidates, column.any, index.active)
  const options = select.options.map((value): OptionStateEntry => {
    if (anyEnabled) return { value, state: 'enabled' }
    const byValue = attachment(candidates, index.active, column.positions.get(value))
    const state: OptionState = byValue === 'enabled' ? 'enabled' : anyAttached || byValue === 'attached' ? 'disabled' : 'removed'
    return { value, state }
  })
  return { name: select.name, options }
}

/** How the variations at `positions` attach their value: by an active candidate, an inactive one, or not. */
function attachment(candidates: Bitset, active: Bitset, positions: Uint32Array | undefined): 'enabled' | 'attached' | 'none' {
  if (!positions) return 'none'
  let attached = false
  for (const position of positions) {
    if (!hasBit(candidates, position)) continue
    if (hasBit(active, position)) return 'enabled'
    attached = true
  }
  return attached ? 'attached' : 'none'
}

/** Whether `value` may stay chosen in this select: it is one of its options, attached and enabled. */
export function isChoiceAvailable(state: SelectState, value: string): boolean {
  return state.options.some((option) => option.value === value && option.state === 'enabled')
}

export interface ResolvedChoices {
  /** Select name → value, for every select, after the resets. */
  readonly chosen: Record<string, string>
  /** The selects whose choice was reset to '' (in select order); the element fires `change` on each. */
  readonly reset: readonly string[]
  /** The option states for the final choices. */
  readonly selects: readonly SelectState[]
}

/**
 * WooCommerce's rule: if the current choice of S is no longer attached and enabled, S is reset to
 * '' and changes again. Every select found out is reset together, then the check runs again until
 * nothing changes.
 *
 * Why together: a chosen value is attached-and-enabled exactly when some active variation fits all
 * the choices (S's candidates fit the others, and attaching S's value means fitting S's too), so
 * when one choice is out, every choice is — except a value the select does not offer at all, which
 * only that select loses. WooCommerce ends the same way: its pass judges every select by the
 * choices read at the start of the pass, so all of them are reset, whatever its nested re-checks
 * did in between. Blanking choices only widens the candidates, so one round settles it; the loop
 * checks that rather than trusting it (a property test holds it to one round).
 */
export function resolveChoices(index: VariationIndex, chosen: ChosenAttributes, selects: readonly AttributeSelect[]): ResolvedChoices {
  const current: Record<string, string> = {}
  for (const select of selects) current[select.name] = chosenValue(chosen, select.name)
  const reset = new Set<string>()
  for (;;) {
    const states = optionStates(index, current, selects)
    const invalid = states.filter((state) => {
      const value = current[state.name] ?? ''
      return value !== '' && !isChoiceAvailable(state, value)
    })
    if (invalid.length === 0) {
      const resetInOrder = [...new Set(selects.map((select) => select.name))].filter((name) => reset.has(name))
      return { chosen: current, reset: resetInOrder, selects: states }
    }
    for (const { name } of invalid) {
      current[name] = ''
      reset.add(name)
    }
  }
}

/**
 * Whether the '' placeholder option stays in the select. WooCommerce drops it only when
 * `data-show_option_none="no"` and the select holds an available choice.
 */
export function keepsPlaceholder(state: SelectState, value: string, showOptionNone: string | undefined): boolean {
  return !(showOptionNone === 'no' && value !== '' && isChoiceAvailable(state, value))
}
