import { elements } from '../../../src/loader/registry.ts'
import { type ElementEntry, type ElementModule, folderOf } from '../../../src/runtime/element-module.ts'

/** The registry entry whose adopt selector matches `node`, as the loader would find it. */
export function entryMatching(node: Element): ElementEntry {
  const entry = elements.find((candidate) => candidate.adopt && node.matches(candidate.adopt))
  if (!entry) throw new Error(`no registry entry adopts <${node.localName} class="${node.className}">`)
  return entry
}

/** `define()` as the loader calls it: with the registry entries of the chunk's folder. */
export function definer(chunk: ElementModule, folder: string): () => void {
  return () => chunk.define(elements.filter((entry) => folderOf(entry) === folder))
}

/**
 * `adopt(node)` as the loader calls it in adopt mode: with the folder's registry entry that matches
 * the node (or the folder's only entry, for tests that hand the island a node outside its selector).
 */
export function adopter(chunk: ElementModule, folder: string): (node: Element) => void {
  const entries = elements.filter((entry) => folderOf(entry) === folder)
  return (node) => {
    const entry = entries.find((candidate) => candidate.adopt && node.matches(candidate.adopt))
    chunk.adopt?.(node, entry ?? (entries.length === 1 ? (entries[0] as ElementEntry) : entryMatching(node)))
  }
}

/** The registry entry of `tag`. */
export function entryFor(tag: string): ElementEntry {
  const entry = elements.find((candidate) => candidate.tag === tag)
  if (!entry) throw new Error(`no registry entry for <${tag}>`)
  return entry
}
