import { folderOf } from '../runtime/element-module.ts'
import { logError } from '../runtime/log.ts'
import type { SubmitHold } from './submit-hold.ts'
import type { AlwaysOnEntry, ElementEntry, ElementModule, Family, FamilyTable } from './types.ts'

/**
 * Lazy define: watch the document (one query at start, then a MutationObserver) and import an
 * element's chunk when its tag, or in adopt mode its plugin markup, first appears. The chunk defines
 * the element and the browser upgrades every instance, so a tag stops being watched once loaded;
 * adopt selectors stay watched, because plugin markup inserted later (a quick view) needs adopting too.
 * A family's entries (the product's, the page builder's) join the watch when the family's table has
 * loaded: at the first sign of its markup, or of a custom element no table the loader has names.
 */

/** A later task: lets input, paint and other islands in between. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0))

/** When the browser has nothing else to do (at the latest after IDLE_TIMEOUT_MS). */
const IDLE_TIMEOUT_MS = 2000
const whenIdle = () =>
  typeof requestIdleCallback === 'function'
    ? new Promise<void>((resolve) => requestIdleCallback(() => resolve(), { timeout: IDLE_TIMEOUT_MS }))
    : nextTask()

export interface LoaderOptions {
  /** The table the loader carries: the site-wide family's entries and their folders' chunks. */
  site: FamilyTable
  alwaysOn: readonly AlwaysOnEntry[]
  /** Families whose tables load on the first sign of their markup (types.ts, `Family`). */
  families?: readonly Family[]
  adoptMode: boolean
  root?: Document
  onError?(what: string, error: unknown): void
}

export interface RunningLoader {
  /** Resolves when every chunk requested so far has loaded (for tests and benchmarks). */
  settled(): Promise<void>
  stop(): void
}

export function startLoader(options: LoaderOptions): RunningLoader {
  const doc = options.root ?? document
  const context = { adoptMode: options.adoptMode }
  const report = options.onError ?? logError
  // One import per folder: a folder's chunk defines all of its elements.
  const modules = new Map<string, Promise<ElementModule | undefined>>()
  const inFlight = new Set<Promise<unknown>>()
  // Every entry and folder chunk known so far: the loader's own, then each family's as its table arrives.
  const entries: ElementEntry[] = []
  const chunks: Record<string, () => Promise<ElementModule>> = {}
  const waitingTags = new Map<string, ElementEntry>()
  const adopters: ElementEntry[] = []
  const join = (table: FamilyTable) => {
    Object.assign(chunks, table.chunks)
    for (const entry of table.entries) {
      entries.push(entry)
      waitingTags.set(entry.tag, entry)
      if (options.adoptMode && entry.adopt) adopters.push(entry)
    }
  }
  join(options.site)
  const waitingFamilies = new Set(options.families)
  let submitHold: Promise<SubmitHold> | undefined

  const track = <T>(promise: Promise<T>): Promise<T> => {
    inFlight.add(promise)
    promise.finally(() => inFlight.delete(promise))
    return promise
  }

  // Chunks already fetched (preloaded) are evaluated as soon as they are imported: one import
  // per task, so several chunks' evaluation never adds up in one.
  let turn = Promise.resolve()
  const importInTurn = <T>(run: () => Promise<T>): Promise<T> =>
    new Promise<T>((resolve, reject) => {
      turn = turn.then(nextTask).then(() => {
        run().then(resolve, reject)
      })
    })

  const load = (entry: ElementEntry) => {
    const folder = folderOf(entry)
    let loading = modules.get(folder)
    if (!loading) {
      loading = track(
        importInTurn(() => chunks[folder]?.() ?? Promise.reject(new Error(`no chunk for elements/${folder}`))).then(
          async (module) => {
            // Evaluating a chunk and starting its islands are separate tasks (no task over 50 ms
            // while the page mounts).
            await nextTask()
            try {
              module.define(entries.filter((each) => folderOf(each) === folder))
              return module
            } catch (error) {
              report(`<${entry.tag}> could not be defined; the server markup stays as it is.`, error)
              return undefined
            }
          },
          (error: unknown) => {
            report(`the chunk of <${entry.tag}> failed to load; the server markup stays as it is.`, error)
            return undefined
          },
        ),
      )
      modules.set(folder, loading)
    }
    return loading
  }

  const adoptAll = (entry: ElementEntry, nodes: Element[]) => {
    if (entry.guardsSubmit) {
      // Until its island is ready (or its chunk failed), a submit of the node's form waits.
      const chunk = load(entry)
      submitHold ??= import('./submit-hold.ts').then((guard) => guard.holdSubmits(doc))
      // If the guard itself fails to load, submits are simply not held (the server still checks).
      submitHold.then(
        (hold) => nodes.forEach((node) => hold.track(node, chunk)),
        () => {},
      )
    }
    track(
      load(entry).then(async (module) => {
        for (const node of nodes) {
          // One island per task.
          await nextTask()
          try {
            module?.adopt?.(node, entry)
          } catch (error) {
            report(`<${entry.tag}> could not adopt a node.`, error)
          }
        }
      }),
    )
  }

  /** `scope` itself when it matches, then its matching descendants, in document order. */
  const matching = (scope: ParentNode & Node, selector: string): Element[] => [
    ...(scope instanceof Element && scope.matches(selector) ? [scope] : []),
    ...scope.querySelectorAll(selector),
  ]

  const fetchFamily = (family: Family) => {
    waitingFamilies.delete(family)
    track(
      family.load().then(
        (module) => {
          join(module.table)
          // Its markup already on the page; the observer sees what comes later.
          if (!stopped) scan(doc)
        },
        (error: unknown) => report(`a family's table failed to load; its elements' server markup stays as it is.`, error),
      ),
    )
  }

  const scan = (scope: ParentNode & Node) => {
    if (waitingFamilies.size > 0) {
      // Our tags written by hand (no adopt mode) give no sign but themselves: a custom element
      // nobody has defined, which no table the loader has names, fetches every family's table.
      const unknownTag = matching(scope, ':not(:defined)').some(
        // (Only a custom element's name has a hyphen; some DOMs count every element as undefined.)
        ({ localName }) => localName.includes('-') && !entries.some((entry) => entry.tag === localName),
      )
      for (const family of [...waitingFamilies]) {
        if (unknownTag || matching(scope, family.signs).length > 0) fetchFamily(family)
      }
    }
    if (waitingTags.size > 0) {
      for (const element of matching(scope, [...waitingTags.keys()].join(','))) {
        // The first instance of a tag loads its chunk; the browser upgrades the others.
        const entry = waitingTags.get(element.localName)
        if (!entry) continue
        waitingTags.delete(entry.tag)
        track(load(entry))
      }
    }
    for (const entry of adopters) {
      const nodes = matching(scope, entry.adopt as string)
      if (nodes.length > 0) adoptAll(entry, nodes)
    }
  }

  const observer = new MutationObserver((records) => {
    for (const record of records) {
      for (const node of record.addedNodes) {
        if (node.nodeType === Node.ELEMENT_NODE) scan(node as Element)
      }
    }
  })

  let stopped = false
  const begin = () => {
    if (stopped) return
    scan(doc)
    observer.observe(doc.documentElement, { childList: true, subtree: true })
  }
  // Module scripts run after parsing, in the task that then fires DOMContentLoaded to every other
  // script's handlers: the page's scan goes to a task of its own. A loader injected early (or
  // inlined in <head>) waits for the document first.
  const beginSoon = () => void track(nextTask().then(begin))
  if (doc.readyState === 'loading') doc.addEventListener('DOMContentLoaded', beginSoon, { once: true })
  else beginSoon()

  for (const behaviour of options.alwaysOn) {
    let wanted = false
    try {
      wanted = behaviour.when(context)
    } catch (error) {
      report(`${behaviour.name} could not decide whether to start.`, error)
    }
    if (!wanted) continue
    track(
      behaviour.load().then(
        async (module) => {
          // Each behaviour starts in a task of its own; tracking waits for an idle moment.
          await (behaviour.idle ? whenIdle() : nextTask())
          try {
            module.start(context)
          } catch (error) {
            report(`${behaviour.name} failed to start.`, error)
          }
        },
        (error: unknown) => report(`${behaviour.name} failed to load.`, error),
      ),
    )
  }

  return {
    async settled() {
      while (inFlight.size > 0) await Promise.allSettled([...inFlight])
    },
    stop() {
      stopped = true
      observer.disconnect()
    },
  }
}
