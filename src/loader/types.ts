import type { AlwaysOnModule, ElementModule, LoaderContext } from '../runtime/element-module.ts'

export type { AlwaysOnModule, ChunkGroup, ElementEntry, ElementModule, LoaderContext } from '../runtime/element-module.ts'

/** Imports the chunk of an element folder (its index.ts). */
export type LoadFolder = (folder: string) => Promise<ElementModule>

/** Behaviours that run without any element on the page (order attribution tracking, ...). */
export interface AlwaysOnEntry {
  name: string
  /** Cheap test, run at start (the document is parsed): should this behaviour load on this page? */
  when(context: LoaderContext): boolean
  load(): Promise<AlwaysOnModule>
  /**
   * Starts once the browser is idle (the page's islands first): for work nobody waits for, such
   * as tracking, whose cookie reads and writes are synchronous round trips to the browser.
   */
  idle?: boolean
}
