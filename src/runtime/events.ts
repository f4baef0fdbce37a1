import { getJQuery } from './jquery.ts'
import { warnOnce } from './log.ts'

/**
 * One dispatch path for every event shop-islands raises.
 *
 * The scripts we replace speak jQuery events with extra arguments (`found_variation [variation]`),
 * and jQuery's `trigger` never reaches `addEventListener` for custom names. So an event is raised as
 * a bubbling CustomEvent whose `detail` is the argument list, and, when jQuery is on the page, also
 * through jQuery with the same arguments. jQuery binds its own native listener for every name; while
 * our CustomEvent is dispatched, `jQuery.event.triggered` names it, which is jQuery's own switch for
 * "this native event is being handled through trigger": so each handler hears the event once.
 * Hearing them is ./listen.ts, which only the WooCommerce elements use (this module is in the chunk
 * every page loads).
 */

/** Marks the jQuery events we raise, so that `listen` (./listen.ts) does not hear them twice. */
export const FROM_SHOP_ISLANDS = Symbol.for('shop-islands.event')

/** Names with a native meaning: dispatched as plain DOM events, which jQuery handlers hear too. */
const NATIVE_EVENTS = new Set(['change', 'input', 'click', 'submit', 'reset', 'focus', 'blur', 'keydown', 'keyup'])

const dispatching = new WeakMap<EventTarget, Set<string>>()

export interface EmitOptions {
  cancelable?: boolean
}

/**
 * Raises `name` on `target` with `args`. Returns false when a listener (native or jQuery) prevented
 * the default. An event raised again on the same target while it is being dispatched is dropped with
 * one warning: a listener that answers an event by raising it again must not loop.
 */
export function emit(target: EventTarget, name: string, args: readonly unknown[] = [], { cancelable = false }: EmitOptions = {}) {
  const active = dispatching.get(target) ?? new Set<string>()
  if (active.has(name)) {
    warnOnce(`loop:${name}`, `"${name}" was raised again while it was being handled; the repeat was dropped.`)
    return true
  }
  dispatching.set(target, active.add(name))
  try {
    if (NATIVE_EVENTS.has(name)) {
      return target.dispatchEvent(new Event(name, { bubbles: true, cancelable }))
    }
    const event = new CustomEvent(name, {
      bubbles: true,
      cancelable,
      detail: [...args],
    })
    const jq = getJQuery()
    if (!jq) return target.dispatchEvent(event)
    const previous = jq.event.triggered
    jq.event.triggered = name
    try {
      target.dispatchEvent(event)
    } finally {
      jq.event.triggered = previous
    }
    const jqEvent = jq.Event(name)
    jqEvent[FROM_SHOP_ISLANDS] = true
    jq(target).trigger(jqEvent, [...args])
    // As natively: preventing the default of an event that has none changes nothing.
    return !(cancelable && (event.defaultPrevented || jqEvent.isDefaultPrevented()))
  } finally {
    active.delete(name)
  }
}
