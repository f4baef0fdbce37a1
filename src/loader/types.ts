/** What the loader knows of an element before its chunk loads, and what the chunk must export. */

export interface ElementModule {
  /** Defines the custom element (idempotent). Chunks have no side effects on import. */
  define(): void
  /** Upgrades one node of the replaced plugin's standard markup (adopt mode). */
  adopt?(node: Element): void
}

export interface ElementEntry {
  tag: string
  /** CSS selector of the plugin markup this element can adopt (only with `data-adopt`). */
  adopt?: string
  load(): Promise<ElementModule>
}

/** Behaviours that run without any element on the page (order attribution tracking, ...). */
export interface AlwaysOnEntry {
  name: string
  /** Cheap test, run at start: should this behaviour load on this page? */
  when(): boolean
  load(): Promise<{ start(): void }>
}
