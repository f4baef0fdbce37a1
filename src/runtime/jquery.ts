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
