import { createRoot, type Root } from 'react-dom/client'
import type { DataOwner } from '../../src/runtime/data.ts'
import type { ElementEntry } from '../../src/runtime/element-module.ts'
import { ERROR_ATTRIBUTE, adopt as adoptIsland, type Island } from '../../src/runtime/island.ts'
import { logError } from '../../src/runtime/log.ts'
import { tolerateForeignChanges } from '../../src/runtime/react-container.ts'
import { afterDomLoaded } from '../../src/runtime/page-load.ts'
import { createTimers } from '../../src/runtime/timers.ts'
import { yieldToMain } from '../../src/runtime/yield.ts'
import { DATA_ATTRIBUTE, readDefinitionInSlices } from './parse.ts'
import type { WcpaDefinition } from './schema.ts'
import { createSessionInSteps, TAG } from './session.ts'
import { readWcpaSettings } from './settings.ts'
import { REINIT_DELAY_MS, onReinit } from './triggers.ts'
import { WcpaForm } from './WcpaForm.tsx'

/** The form renders 10 ms after the document has loaded. */
export const INITIAL_RENDER_DELAY_MS = REINIT_DELAY_MS

/** The performance measure of a form's first render, from its first slice to its last (the bench). */
export const RENDER_MEASURE = 'wcpa-form:render'

/**
 * Adopt mode: the plugin's own `div.wcpa_form_outer`, where it stands. Our own island base
 * (src/runtime/island.ts), not r2wc: the container is the plugin's div, not our element. React
 * renders into it once the data is valid and the document has loaded (+10 ms): the skeleton stays
 * until then.
 */
export const wcpaIsland: Island = {
  tag: TAG,
  // The plugin's own script renders the same classes into the container, without our mark.
  handledByOriginal: (root) =>
    root.querySelector('.wcpa_form_item') !== null && root.querySelector('[data-shop-islands]') === null
      ? "the options plugin's front-end script"
      : false,
  mount({ root, signal }) {
    if (!(root instanceof HTMLElement)) return
    const owner: DataOwner = { tag: TAG, host: root }
    let source = root.getAttribute(DATA_ATTRIBUTE)
    const mountForm = (first: WcpaDefinition): Promise<() => void> => {
      let definition = first
      const settings = readWcpaSettings(owner)
      let reactRoot: Root | undefined
      let version = 0

      const refresh = () => {
        // A rewritten data-wcpa is a new form; invalid new data keeps the form that works.
        const next = root.getAttribute(DATA_ATTRIBUTE)
        if (next === source) return
        source = next
        void readDefinitionInSlices(owner, next).then((nextDefinition) => {
          // A newer rewrite (or the end of the island) came while this one was checked.
          if (!nextDefinition || source !== next || signal.aborted) return
          definition = nextDefinition
          void render()
        })
      }
      const render = async () => {
        const current = definition as WcpaDefinition
        // The model is built in slices of its own, apart from the check before and the first slice after.
        await yieldToMain()
        if (signal.aborted) return
        const product = root.getAttribute('data-product')
        const session = await createSessionInSteps({ host: root, definition: current, product, preview: false, settings }, yieldToMain)
        await yieldToMain()
        if (signal.aborted || current !== definition) return
        if (!reactRoot) {
          // The skeleton goes only now, in one step with the form taking its place.
          root.replaceChildren()
          tolerateForeignChanges(root)
          reactRoot = createRoot(root)
        }
        root.removeAttribute(ERROR_ATTRIBUTE)
        const form = reactRoot
        const start = performance.now()
        // Settles once every slice is on the page: the island counts as mounted only then.
        await new Promise<void>((resolve) => {
          form.render(
            <WcpaForm
              key={++version}
              host={root}
              definition={current}
              product={product}
              preview={false}
              settings={settings}
              onRefresh={refresh}
              onRendered={resolve}
              session={session}
            />,
          )
        })
        performance.measure?.(RENDER_MEASURE, { start, end: performance.now() })
      }
      return new Promise<() => void>((resolve) => {
        const renderNow = () => {
          render().then(
            () => resolve(cleanup),
            (error: unknown) => {
              logError(`<${TAG}> failed to render; the server markup is kept.`, error)
              root.setAttribute(ERROR_ATTRIBUTE, 'render')
              resolve(cleanup)
            },
          )
        }
        // About 10 ms after the document loads, or after the response that brought the
        // form in later (a quick view): then counted from now. Both waits end with the connection.
        const doc = root.ownerDocument
        if (doc.readyState === 'complete') createTimers(signal).later(INITIAL_RENDER_DELAY_MS, renderNow)
        else signal.addEventListener('abort', afterDomLoaded(doc, INITIAL_RENDER_DELAY_MS, renderNow), { once: true })
        const cleanup = () => {
          reactRoot?.unmount()
          reactRoot = undefined
        }
        signal.addEventListener('abort', () => resolve(cleanup))
      })
    }
    // Checked in slices (a 2,000-field definition is 450 KB): no long task at mount.
    return readDefinitionInSlices(owner, source).then((definition) => (definition && !signal.aborted ? mountForm(definition) : undefined))
  },
}

let reinitSelector: string | undefined

/**
 * Adopts one container (`entry` is the loader's registry entry whose selector matched it). The
 * first adoption also makes re-inits look for containers no mutation announced, by that selector.
 */
export function adoptContainer(node: Element, entry: ElementEntry): void {
  if (reinitSelector === undefined && entry.adopt) {
    reinitSelector = entry.adopt
    const selector = entry.adopt
    onReinit(() => {
      for (const container of document.querySelectorAll(selector)) adoptIsland(wcpaIsland, container)
    })
  }
  adoptIsland(wcpaIsland, node)
}
