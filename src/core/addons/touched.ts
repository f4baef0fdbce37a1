/**
 * Which add-ons the shopper has touched, as plain state (TanStack Form keeps a field's `isTouched`
 * in its core `FieldApi` the same way): a notice shows only for an add-on the shopper has left,
 * changed, finished typing in (the 300 ms debounce, which the element runs), or tried to submit
 * (never at page load). Add-ons are named by their container's id. Every function returns
 * a new state, or the same one when nothing changed.
 */
import { VALID, type ValidationState } from './validation.ts'

export interface TouchedState {
  /** Add-ons whose notice the shopper is shown: touched, or a submit tried. */
  readonly shown: ReadonlySet<string>
  /** Add-ons typed in since the last check: shown once the typing settles (`settleTyping`). */
  readonly typed: ReadonlySet<string>
}

const NONE: ReadonlySet<string> = /* @__PURE__ */ new Set<string>()

/** Nothing touched: the state at start. */
export const UNTOUCHED: TouchedState = /* @__PURE__ */ Object.freeze({ shown: NONE, typed: NONE })

function withAll(set: ReadonlySet<string>, ids: Iterable<string>): ReadonlySet<string> {
  let next: Set<string> | undefined
  for (const id of ids) {
    if (set.has(id) || next?.has(id)) continue
    next ??= new Set(set)
    next.add(id)
  }
  return next ?? set
}

/** The shopper typed in `containerId`: not shown yet, the typing has not settled. */
export function markTyped(state: TouchedState, containerId: string): TouchedState {
  const typed = withAll(state.typed, [containerId])
  return typed === state.typed ? state : { shown: state.shown, typed }
}

/** The shopper changed or left these add-ons, or a submit asks for all of them: their notices show. */
export function touch(state: TouchedState, containerIds: Iterable<string>): TouchedState {
  const shown = withAll(state.shown, containerIds)
  return shown === state.shown ? state : { shown, typed: state.typed }
}

/**
 * The typing settled (the debounce fired, or a change, blur or submit came first): the add-ons typed
 * in are touched, and returned as `settled` (the ones to check again).
 */
export function settleTyping(state: TouchedState): { readonly state: TouchedState; readonly settled: readonly string[] } {
  if (state.typed.size === 0) return { state, settled: [] }
  const settled = [...state.typed]
  return { state: { shown: withAll(state.shown, settled), typed: NONE }, settled }
}

export function isTouched(state: TouchedState, containerId: string): boolean {
  return state.shown.has(containerId)
}

/** What the add-on's notice shows: its validation state once touched, valid (no notice) before. */
export function shownValidation(state: TouchedState, containerId: string, validation: ValidationState): ValidationState {
  return state.shown.has(containerId) ? validation : VALID
}
