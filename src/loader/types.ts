import type { AlwaysOnModule, ElementEntry, ElementModule, LoaderContext } from '../runtime/element-module.ts'

export type { AlwaysOnModule, ChunkGroup, ElementEntry, ElementModule, LoaderContext } from '../runtime/element-module.ts'

/** The chunk of each element folder of a family, by folder name. */
export type FolderChunks = Readonly<Record<string, () => Promise<ElementModule>>>

/** A family's entries and the chunks of their folders. */
export interface FamilyTable {
  entries: readonly ElementEntry[]
  chunks: FolderChunks
}

/**
 * A family of elements whose table the loader does not carry: it fetches the table when `signs`
 * (a selector) first matches, or when the page has a custom element that no table it has names
 * (our tags written without adopt mode).
 */
export interface Family {
  signs: string
  load(): Promise<{ table: FamilyTable }>
}

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
