import { $, nextTask, render } from './dom.ts'
import { elements } from '../../../src/loader/registry.ts'
import { type ElementEntry, type ElementModule, folderOf } from '../../../src/runtime/element-module.ts'

/** The registry entry of `tag`. */
export function entryFor(tag: string): ElementEntry {
  const entry = elements.find((candidate) => candidate.tag === tag)
  if (!entry) throw new Error(`no registry entry for <${tag}>`)
  return entry
}

/**
 * Element chunks as the loader runs them (folder → the folder's index.ts module): `define()` gives
 * each chunk its folder's registry entries, `adopt(node)` hands the node to the chunk whose entry's
 * selector matches it, with that entry (or, when the folders have one entry, to that one, for tests
 * that give an island a node outside its selector).
 */
export function asLoaded(chunks: Readonly<Record<string, ElementModule>>): {
  define(): void
  adopt(node: Element): void
} {
  const entries = elements.filter((entry) => folderOf(entry) in chunks)
  return {
    define() {
      for (const [folder, chunk] of Object.entries(chunks)) chunk.define(entries.filter((entry) => folderOf(entry) === folder))
    },
    adopt(node) {
      const entry =
        entries.find((candidate) => candidate.adopt && node.matches(candidate.adopt)) ?? (entries.length === 1 ? entries[0] : undefined)
      if (!entry) throw new Error(`no registry entry adopts <${node.localName} class="${node.className}">`)
      chunks[folderOf(entry)]?.adopt?.(node, entry)
    },
  }
}

/**
 * Renders `html`, hands its `selector` node (a page-builder widget by default) to `adopt` and waits
 * for the island; returns the node with its markup as the server sent it.
 */
export async function adoptedNode(adopt: (node: Element) => void, html: string, selector = '.elementor-widget') {
  const container = render(html)
  const widget = $(container, selector)
  const server = widget.outerHTML
  adopt(widget)
  await nextTask()
  return { container, widget, server }
}

/** Takes an adopted node out of the document: the removal is seen in a microtask, which lets the island go at the next task. */
export async function detach(node: Element): Promise<void> {
  node.remove()
  await nextTask()
  await nextTask()
}
