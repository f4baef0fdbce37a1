import { getJQuery } from './jquery.ts'

/**
 * What the WooCommerce elements read from and write to jQuery's own stores (the replaced scripts'
 * handlers and data); apart from ./jquery.ts, which the chunk every page loads holds.
 */

/**
 * True when jQuery has a handler for `type` bound directly on `element` (in `namespace`, when given):
 * the trace the replaced plugin scripts leave on the markup they drive (used to stand down instead
 * of double handling). A namespace tells the original's handlers from ours and other plugins'.
 */
export function hasJQueryHandler(element: Element, type: string, namespace?: string): boolean {
  const jq = getJQuery()
  const data = jq?._data
  if (typeof data !== 'function') return false
  const events = (data as (el: Element, key: string) => unknown)(element, 'events') as
    Record<string, { namespace?: string }[] | undefined> | undefined
  const handlers = events?.[type] ?? []
  if (namespace === undefined) return handlers.length > 0
  return handlers.some((handler) => (handler.namespace ?? '').split('.').includes(namespace))
}

/**
 * Puts `value` in jQuery's data store of `element` under `key`, where the replaced scripts kept
 * what other plugins read (`$(element).data(key)`); nothing when jQuery is not on the page. jQuery
 * reads `data-*` attributes into the same store on first access, so keys set here win over them,
 * as they did with the original.
 */
export function setJQueryData(element: Element, key: string, value: unknown): void {
  const collection = getJQuery()?.(element)
  if (typeof collection?.data === 'function') collection.data(key, value)
}

/**
 * Asks the handlers of `name` on `target` whether to go on, as WooCommerce's scripts ask theirs
 * with jQuery's `triggerHandler` (a handler answering false stops it): with jQuery on the page,
 * jQuery's handlers are asked that way; listeners added with `addEventListener` are asked with a
 * cancelable, non-bubbling CustomEvent (`detail` = `args`), which they stop with `preventDefault()`.
 * jQuery's own native listener is told to skip that event (`jQuery.event.triggered`), so a jQuery
 * handler is asked once.
 */
export function askHandlers(target: EventTarget, name: string, args: readonly unknown[]): boolean {
  const jq = getJQuery()
  const event = new CustomEvent(name, { cancelable: true, detail: [...args] })
  const previous = jq?.event.triggered
  if (jq) jq.event.triggered = name
  try {
    target.dispatchEvent(event)
  } finally {
    if (jq) jq.event.triggered = previous
  }
  if (event.defaultPrevented) return false
  const collection = jq?.(target) as { triggerHandler?: (type: string, extra: unknown[]) => unknown } | undefined
  return typeof collection?.triggerHandler !== 'function' || collection.triggerHandler(name, [...args]) !== false
}
