import {
  DEBOUNCE_FIRED_MARK,
  markTyped,
  settleTyping,
  shownValidation,
  touch,
  UNTOUCHED,
  type AddonFieldType,
  type TouchedState,
  type ValidationState,
} from '../../src/core/addons/index.ts'
import type { TimerId, Timers } from '../../src/runtime/timers.ts'

/** A typed field is checked 300 ms after the last keystroke. */
export const INPUT_DEBOUNCE_MS = 300

/** Fields whose value is typed: checked again 300 ms after the last keystroke. */
const TYPED: ReadonlySet<AddonFieldType> = new Set(['text', 'textarea', 'number', 'custom_price', 'multiplier'])

/**
 * The typing debounce of one add-ons form, over the touched state of src/core/addons (which add-ons
 * show their notice). A real debounce: every keystroke starts the 300 ms again; when it fires, the
 * add-ons typed in are touched and handed to `onSettled` to be checked.
 */
export class Typing {
  readonly #timers: Timers
  readonly #onSettled: (containerIds: string[]) => void
  #state: TouchedState = UNTOUCHED
  #debounce: TimerId | undefined

  constructor(timers: Timers, onSettled: (containerIds: string[]) => void) {
    this.#timers = timers
    this.#onSettled = onSettled
  }

  /** A keystroke in a field of `type` in the add-on `containerId`; fields that are not typed are ignored. */
  input(type: AddonFieldType, containerId: string): void {
    if (!TYPED.has(type)) return
    this.#state = markTyped(this.#state, containerId)
    this.#timers.clear(this.#debounce)
    this.#debounce = this.#timers.later(INPUT_DEBOUNCE_MS, () => {
      this.#debounce = undefined
      // Where the benchmark's keystroke → totals span starts (src/core/addons/events.ts).
      performance.clearMarks?.(DEBOUNCE_FIRED_MARK)
      performance.mark?.(DEBOUNCE_FIRED_MARK)
      this.#onSettled(this.settle())
    })
  }

  /** The add-ons typed in since the last check count as touched; a pending debounce is done. Returns them. */
  settle(): string[] {
    this.#timers.clear(this.#debounce)
    this.#debounce = undefined
    const { state, settled } = settleTyping(this.#state)
    this.#state = state
    return [...settled]
  }

  /** The shopper changed or left these add-ons, or tried to submit: their notices show. */
  touch(containerIds: Iterable<string>): void {
    this.#state = touch(this.#state, containerIds)
  }

  /** What the add-on's notice shows now: its state once touched, valid before. */
  shown(containerId: string, validation: ValidationState): ValidationState {
    return shownValidation(this.#state, containerId, validation)
  }
}
