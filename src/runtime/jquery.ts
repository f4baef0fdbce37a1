/**
 * The few parts of jQuery the runtime touches, typed narrowly. jQuery is never a dependency:
 * when a page carries it (every WordPress front end with classic plugins does), events are bridged
 * so that jQuery handlers of themes and plugins keep working.
 */

export interface JQueryEventLike {
  type: string
  originalEvent?: Event
  target?: EventTarget | null
  isDefaultPrevented(): boolean
  preventDefault(): void
  [key: symbol]: unknown
}

export interface JQueryCollectionLike {
  trigger(event: JQueryEventLike | string, args?: unknown[]): JQueryCollectionLike
  /** jQuery's data store (absent from builds without it: jQuery slim has it, but stay careful). */
  data?: (key: string, value: unknown) => JQueryCollectionLike
  on(events: string, handler: (event: JQueryEventLike, ...args: unknown[]) => unknown): JQueryCollectionLike
  off(events: string, handler: (event: JQueryEventLike, ...args: unknown[]) => unknown): JQueryCollectionLike
  length: number
  [index: number]: Element | undefined
}

export interface JQueryLike {
  (target: EventTarget | string): JQueryCollectionLike
  Event(type: string): JQueryEventLike
  event: { triggered?: string | undefined }
  fn: { jquery?: string }
  [plugin: string]: unknown
}

/** The page's jQuery, when it is one (a function with `Event` and `event`, whatever else holds the name). */
export function getJQuery(): JQueryLike | undefined {
  const jq = (globalThis as { jQuery?: JQueryLike }).jQuery
  return typeof jq === 'function' && typeof jq.Event === 'function' && typeof jq.event === 'object' ? jq : undefined
}

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
    | Record<string, { namespace?: string }[] | undefined>
    | undefined
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
