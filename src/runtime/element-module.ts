/**
 * The contract between the loader and an element's chunk. It lives in the runtime, not in
 * src/loader, because elements implement it and no element imports the loader.
 */

/** Where an element's code is bundled (read by vite.config.ts from the registry). */
export type ChunkGroup =
  /** The chunk every page loads (order attribution, the trackers, the runtime every element needs). */
  | 'always-on'
  /** The small React-free elements of WooCommerce's site chrome, which pages carry several of. */
  | 'chrome'
  /** A chunk of the element's own (the default). */
  | 'own'
  /** A named chunk shared by the entries that name it (`shared:theme`, `shared:system-a`). */
  | `shared:${string}`

/** What the loader knows of an element before its chunk loads: one registry entry. */
export interface ElementEntry {
  /** The custom element's tag. */
  readonly tag: string
  /** The element's folder under elements/ (its chunk is the folder's index.ts); the tag when absent. */
  readonly folder?: string
  /** CSS selector of the plugin markup this element adopts in place (only with `data-adopt`). */
  readonly adopt?: string
  /** Where the folder's code is bundled; `own` when absent. */
  readonly group?: ChunkGroup
  /**
   * The element's checks must run before its shop form posts: in adopt mode, a submit of the form
   * before the element is ready (its host `data-island-mounted` or `data-island-error`) waits for
   * it, briefly (src/loader/submit-hold.ts). Only for islands, which set those attributes.
   */
  readonly guardsSubmit?: true
}

/** The folder under elements/ whose index.ts is the entry's chunk. */
export const folderOf = (entry: ElementEntry): string => entry.folder ?? entry.tag

/** What an element's index.ts exports. Chunks have no side effects on import. */
export interface ElementModule {
  /**
   * Defines the folder's custom elements (idempotent). `entries` are the folder's registry entries:
   * inside its own tag an element finds the node it drives with its entry's adopt selector.
   */
  define(entries: readonly ElementEntry[]): void
  /**
   * Upgrades one node of the replaced plugin's markup (adopt mode). `entry` is the registry entry
   * whose `adopt` selector matched: a folder with several elements picks the island by `entry.tag`,
   * never by matching selectors of its own.
   */
  adopt?(node: Element, entry: ElementEntry): void
}

/** What the loader knows of the page, for behaviours that start without an element. */
export interface LoaderContext {
  /** `data-adopt` is on the loader's script tag. */
  readonly adoptMode: boolean
}

/** What an always-on behaviour's module exports (order attribution tracking, page notices, ...). */
export interface AlwaysOnModule {
  start(context: LoaderContext): void
}
