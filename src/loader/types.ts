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

/** What the loader knows of the page, for behaviours that start without an element. */
export interface LoaderContext {
  /** `data-adopt` is on the loader's script tag. */
  adoptMode: boolean
}

/** Behaviours that run without any element on the page (order attribution tracking, ...). */
export interface AlwaysOnEntry {
  name: string
  /** Cheap test, run at start (the document is parsed): should this behaviour load on this page? */
  when(context: LoaderContext): boolean
  load(): Promise<{ start(context: LoaderContext): void }>
  /**
   * Starts once the browser is idle (the page's islands first): for work nobody waits for, such
   * as tracking, whose cookie reads and writes are synchronous round trips to the browser.
   */
  idle?: boolean
}
