import { defineElement } from './define.ts'
import type { ElementEntry, ElementModule } from './element-module.ts'
import { ERROR_ATTRIBUTE, MOUNTED_ATTRIBUTE } from './island-state.ts'
import { logError, warnOnce } from './log.ts'

/**
 * An island is a behaviour that enhances one server-rendered node in place. The same island runs
 * in two ways:
 *  - inside its custom element (`<wc-store-notice><p class="woocommerce-store-notice">…`), where the
 *    element finds the node it drives among its children;
 *  - adopted: the loader (with `data-adopt`) finds the plugin's own markup and attaches the island to
 *    that node directly, with no wrapper, so no template, selector or CSS rule changes.
 *
 * We use our own small base instead of r2wc here because the data sits on the server's descendants,
 * not on the host's attributes, and React must never re-render markup the island did not create
 * (see ./react-element.tsx for the r2wc wrapper, used where its model fits).
 */

export type Cleanup = () => void

export interface IslandContext {
  /** The server node the island drives. */
  readonly root: Element
  /** The custom element, or `root` itself when adopted. */
  readonly host: Element
  readonly tag: string
  readonly adopted: boolean
  /** Aborts when the island unmounts: pass it to every listener and request. */
  readonly signal: AbortSignal
}

export interface Island {
  readonly tag: string
  /**
   * The node to drive inside a host element; `null` leaves the host alone. `adoptSelector` is the
   * registry entry's (undefined when the element has none). Default: the first descendant matching
   * `adoptSelector`, or the host itself when there is no selector.
   */
  findRoot?(host: Element, adoptSelector: string | undefined): Element | null
  /**
   * Names the original plugin script when it already drives this markup (then we stand down with
   * one warning: double handling is worse than none); false otherwise.
   */
  handledByOriginal?(root: Element): string | false
  mount(context: IslandContext): void | Cleanup | Promise<void | Cleanup>
}

interface Attachment {
  island: Island
  host: Element
  controller: AbortController
  cleanup?: Cleanup
  pendingUnmount?: ReturnType<typeof setTimeout>
}

const attachments = new WeakMap<Element, Attachment>()

export { ERROR_ATTRIBUTE, MOUNTED_ATTRIBUTE }

export function isAttached(root: Element): boolean {
  return attachments.has(root)
}

/** Attaches `island` to `root` unless something already drives it. Never throws. */
export function attach(island: Island, root: Element, host: Element, adopted: boolean): void {
  const existing = attachments.get(root)
  if (existing) {
    // Back in the document before its pending unmount: it stays mounted.
    clearTimeout(existing.pendingUnmount)
    existing.pendingUnmount = undefined
    return
  }
  if (standsDown(island, root)) return
  const attachment: Attachment = { island, host, controller: new AbortController() }
  attachments.set(root, attachment)
  const context: IslandContext = {
    root,
    host,
    tag: island.tag,
    adopted,
    signal: attachment.controller.signal,
  }
  const fail = (error: unknown) => {
    logError(`<${island.tag}> failed to start; the server markup is kept.`, error)
    host.setAttribute(ERROR_ATTRIBUTE, 'mount')
    detachNow(root)
  }
  try {
    const result = island.mount(context)
    const done = (cleanup: void | Cleanup) => {
      if (attachment.controller.signal.aborted) {
        cleanup?.()
        return
      }
      if (cleanup) attachment.cleanup = cleanup
      if (!host.hasAttribute(ERROR_ATTRIBUTE)) host.setAttribute(MOUNTED_ATTRIBUTE, '')
      globalThis.performance?.mark?.(`shop-islands:mounted:${island.tag}`)
    }
    if (result instanceof Promise) result.then(done, fail)
    else done(result)
  } catch (error) {
    fail(error)
  }
  if (island.handledByOriginal) recheckAfterLoad(island, root)
}

function standsDown(island: Island, root: Element): boolean {
  const original = island.handledByOriginal?.(root)
  if (!original) return false
  warnOnce(
    `stand-down:${island.tag}`,
    `<${island.tag}> stands down: ${original} already handles this markup. Dequeue ${original} to use shop-islands (see the README).`,
  )
  return true
}

/**
 * The original plugin scripts bind in jQuery's ready callbacks, which jQuery 3 runs in a task after
 * DOMContentLoaded, possibly after we mounted. Look again once the page has loaded, and stand down
 * then if they did bind: double handling is worse than none.
 */
function recheckAfterLoad(island: Island, root: Element) {
  const doc = root.ownerDocument
  const recheck = () =>
    setTimeout(() => {
      if (attachments.has(root) && standsDown(island, root)) detachNow(root)
    }, 0)
  // (A document without a window never loads: nothing to look at again.)
  if (doc.readyState === 'complete') recheck()
  else doc.defaultView?.addEventListener('load', recheck, { once: true })
}

function detachNow(root: Element) {
  const attachment = attachments.get(root)
  if (!attachment) return
  attachments.delete(root)
  adoptedRoots.delete(root)
  clearTimeout(attachment.pendingUnmount)
  attachment.controller.abort()
  try {
    attachment.cleanup?.()
  } catch (error) {
    logError(`<${attachment.island.tag}> failed to clean up.`, error)
  }
  attachment.host.removeAttribute(MOUNTED_ATTRIBUTE)
}

/**
 * Unmounts after the current task unless the node is back in the document by then: a theme that
 * moves a node (remove, then insert) must not cost the shopper what they typed.
 */
export function scheduleDetach(root: Element): void {
  const attachment = attachments.get(root)
  if (!attachment || attachment.pendingUnmount !== undefined) return
  attachment.pendingUnmount = setTimeout(() => {
    attachment.pendingUnmount = undefined
    if (!root.isConnected) detachNow(root)
  }, 0)
}

/** The base element: finds its root on connection and attaches the island; defers detaching. */
export class IslandElement extends HTMLElement {
  // Declared only: each island's subclass (defineIsland) sets both.
  declare static island: Island
  /** The registry entry's adopt selector: what the element drives among its children. */
  declare static adoptSelector: string | undefined
  /** Found on the first connection (null: the host holds none of the markup). */
  #root: Element | null | undefined

  connectedCallback(): void {
    const { island, adoptSelector } = this.constructor as typeof IslandElement
    this.#root ??= island.findRoot ? island.findRoot(this, adoptSelector) : adoptSelector ? this.querySelector(adoptSelector) : this
    if (!this.#root) {
      logError(`<${island.tag}> holds none of the markup it enhances; see its README ("Markup").`)
      this.setAttribute(ERROR_ATTRIBUTE, 'markup')
      return
    }
    attach(island, this.#root, this, false)
  }

  disconnectedCallback(): void {
    if (this.#root) scheduleDetach(this.#root)
  }
}

/** Defines the custom element of `island` (idempotent; guarded against a name already taken). */
export function defineIsland(island: Island, entry?: ElementEntry): void {
  // One of our island elements holds the tag already: defined before, nothing to do.
  if (customElements.get(island.tag)?.prototype instanceof IslandElement) return
  defineElement(
    island.tag,
    class extends IslandElement {
      static override island = island
      static override adoptSelector = entry?.adopt
    },
  )
}

const adoptedRoots = new Set<Element>()
let removalObserver: MutationObserver | undefined

function watchRemovals(doc: Document) {
  // An adopted root leaves adoptedRoots when it is detached (detachNow).
  if (removalObserver) return
  removalObserver = new MutationObserver(() => {
    for (const root of adoptedRoots) if (!root.isConnected) scheduleDetach(root)
  })
  removalObserver.observe(doc.documentElement, { childList: true, subtree: true })
}

/**
 * Adopts a plugin node found by the loader. Nodes inside our own element are left to the element,
 * and a node is adopted once.
 */
export function adopt(island: Island, node: Element): void {
  if (node.closest(island.tag) || attachments.has(node)) return
  watchRemovals(node.ownerDocument)
  attach(island, node, node, true)
  if (attachments.has(node)) adoptedRoots.add(node)
}

/**
 * The whole index.ts of a folder of islands: `define` defines each island's element, `adopt` upgrades
 * a node for the island whose tag the matched registry entry names (the selector lives only in the
 * registry).
 */
export function islandModule(...islands: readonly Island[]): Required<ElementModule> {
  return {
    define(entries) {
      for (const island of islands)
        defineIsland(
          island,
          entries.find((entry) => entry.tag === island.tag),
        )
    },
    adopt(node, entry) {
      const island = islands.find((candidate) => candidate.tag === entry.tag)
      if (island) adopt(island, node)
      else logError(`no island for <${entry.tag}> in this chunk; the server markup stays as it is.`)
    },
  }
}
