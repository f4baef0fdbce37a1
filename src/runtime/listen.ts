import { FROM_SHOP_ISLANDS } from './events.ts'
import { getJQuery, type JQueryEventLike } from './jquery.ts'

/**
 * The listening half of the one event path (./events.ts raises): events raised by us, by
 * `dispatchEvent` or by another script's jQuery `trigger` reach a handler once, with their argument
 * list. Only the WooCommerce elements listen this way, so it is not in the chunk every page loads.
 */

/**
 * jQuery's `trigger` of these calls the element's native method, which dispatches a real DOM event
 * that the native listener hears already. For every other name (`change` included: an input has no
 * `change()` method), a jQuery trigger reaches only jQuery handlers, so `listen` relays it.
 */
const TRIGGER_DISPATCHES_NATIVELY = new Set(['click', 'focus', 'blur', 'reset'])

export type EventHandler = (args: unknown[], event: Event | JQueryEventLike) => void

function argsOf(event: Event): unknown[] {
  if (!(event instanceof CustomEvent)) return []
  const detail: unknown = event.detail
  if (detail === null || detail === undefined) return []
  return Array.isArray(detail) ? detail : [detail]
}

/**
 * Listens for `name` on `target`, whether it was raised by us, by `dispatchEvent` or by another
 * script's jQuery `trigger`; the handler gets the argument list either way, once per event.
 * Stops when `signal` aborts.
 */
export function listen(target: EventTarget, name: string, handler: EventHandler, signal: AbortSignal): void {
  target.addEventListener(name, (event) => handler(argsOf(event), event), { signal })
  const jq = getJQuery()
  if (!jq || TRIGGER_DISPATCHES_NATIVELY.has(name)) return
  const viaJQuery = (event: JQueryEventLike, ...args: unknown[]) => {
    // Ours, or a native event relayed by jQuery: the native listener above has it already.
    if (event[FROM_SHOP_ISLANDS] || event.originalEvent) return
    handler(args, event)
  }
  jq(target).on(name, viaJQuery)
  signal.addEventListener('abort', () => jq(target).off(name, viaJQuery), { once: true })
}
