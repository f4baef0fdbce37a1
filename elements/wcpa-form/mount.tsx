import { createRoot, type Root } from 'react-dom/client'
import { booleanFromRaw, type DataOwner } from '../../src/runtime/data.ts'
import { ERROR_ATTRIBUTE, type Island } from '../../src/runtime/island.ts'
import { logError } from '../../src/runtime/log.ts'
import { afterDomLoaded } from '../../src/runtime/page-load.ts'
import { defineReactElement, type RawProps } from '../../src/runtime/react-element.tsx'
import { loadSanitizer } from '../../src/runtime/sanitize.ts'
import { DATA_ATTRIBUTE, readDefinition } from './parse.ts'
import type { WcpaDefinition } from './schema.ts'
import { TAG } from './session.ts'
import { readWcpaSettings, type WcpaSettings } from './settings.ts'
import { REINIT_DELAY_MS, onReinit } from './triggers.ts'
import { WcpaForm, needsSanitizer, type Purify } from './WcpaForm.tsx'

/** Spec §9: the form renders 10 ms after the document has loaded. */
export const INITIAL_RENDER_DELAY_MS = REINIT_DELAY_MS

/** The performance measure of a form's first render, from its first slice to its last (the bench). */
export const RENDER_MEASURE = 'wcpa-form:render'

/** Runs `run` in `delayMs`; returns a function that cancels it. */
function later(delayMs: number, run: () => void): () => void {
  const timer = setTimeout(run, delayMs)
  return () => clearTimeout(timer)
}

/** The plugin's container in a shop form (compat-notes), adopted in place. */
export const ADOPT_SELECTOR = 'form.cart div.wcpa_form_outer[data-wcpa]'

// --- <wcpa-form>: r2wc, since its data sits in its own attributes and React owns its content -----

interface ElementProps {
  readonly host: HTMLElement
  readonly definition: WcpaDefinition
  /** Grows with every new definition: a new definition is a new form. */
  readonly version: number
  readonly product: unknown
  readonly preview: boolean
  readonly settings: WcpaSettings
}

interface Parsed {
  source: unknown
  definition: WcpaDefinition
  version: number
}

const parsedByHost = new WeakMap<HTMLElement, Parsed>()
const settingsByHost = new WeakMap<HTMLElement, WcpaSettings>()
let versions = 0

function settingsFor(host: HTMLElement): WcpaSettings {
  let settings = settingsByHost.get(host)
  if (!settings) {
    settings = readWcpaSettings({ tag: TAG, host })
    settingsByHost.set(host, settings)
  }
  return settings
}

/** Attributes (or properties of the same names) → props; the same data is not parsed twice. */
function parseProps(raw: RawProps, host: HTMLElement): { ok: true; value: ElementProps } | { ok: false } {
  const owner: DataOwner = { tag: TAG, host }
  let parsed = parsedByHost.get(host)
  if (!parsed || parsed.source !== raw.wcpa) {
    const definition = readDefinition(owner, raw.wcpa)
    if (!definition) return { ok: false }
    parsed = { source: raw.wcpa, definition, version: ++versions }
    parsedByHost.set(host, parsed)
  }
  return {
    ok: true,
    value: {
      host,
      definition: parsed.definition,
      version: parsed.version,
      product: raw.product,
      preview: booleanFromRaw(raw.preview),
      settings: settingsFor(host),
    },
  }
}

function ElementForm(props: ElementProps) {
  return (
    <WcpaForm
      key={props.version}
      host={props.host}
      definition={props.definition}
      product={props.product}
      preview={props.preview}
      settings={props.settings}
    />
  )
}

export interface PreviewOptions {
  /** Settings over the page's own (`wcpa_front` keys, typed). */
  readonly settings?: Partial<WcpaSettings>
}

export interface PreviewHandle {
  /** Renders another definition; false (and the data error contract) when it is invalid. */
  update(definition: unknown): boolean
  destroy(): void
}

/**
 * Preview mode (spec §2): renders a definition into any element, as the form builder's preview
 * does. Nothing is submitted and no shop form is touched; conditions, validation and the events
 * work. Returns null when the definition is invalid (reported under the data contract).
 */
export function preview(target: HTMLElement, definition: unknown, options: PreviewOptions = {}): PreviewHandle | null {
  const owner: DataOwner = { tag: TAG, host: target }
  let parsed = readDefinition(owner, definition)
  if (!parsed) return null
  const settings = { ...readWcpaSettings(owner), ...options.settings }
  let root: Root | undefined = createRoot(target)
  let version = 0
  const render = (next: WcpaDefinition) => {
    target.removeAttribute(ERROR_ATTRIBUTE)
    root?.render(<WcpaForm key={++version} host={target} definition={next} product={undefined} preview settings={settings} />)
  }
  render(parsed)
  return {
    update(next) {
      const definition = readDefinition(owner, next)
      if (!definition || !root) return false
      parsed = definition
      render(definition)
      return true
    },
    destroy() {
      root?.unmount()
      root = undefined
    },
  }
}

export function defineWcpaForm(): void {
  defineReactElement(ElementForm, {
    tag: TAG,
    attributes: { wcpa: DATA_ATTRIBUTE, product: 'data-product', preview: 'preview' },
    parseProps,
  })
  const ctor = customElements.get(TAG) as (CustomElementConstructor & { preview?: typeof preview }) | undefined
  if (ctor && !ctor.preview) Object.defineProperty(ctor, 'preview', { value: preview })
}

// --- Adopt mode: the plugin's own `div.wcpa_form_outer`, where it stands -----------------------

let adopting: ((node: Element) => void) | undefined

/**
 * Our own island base (src/runtime/island.ts), not r2wc: the container is the plugin's div, not
 * our element. React renders into it once the data is valid, the document has loaded (+10 ms,
 * spec §9) and, when the form holds HTML texts, the sanitiser is there: the skeleton stays until then.
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
    let definition = readDefinition(owner, source)
    if (!definition) return
    const settings = readWcpaSettings(owner)
    let reactRoot: Root | undefined
    let version = 0
    let purify: Purify | null = null

    const refresh = () => {
      // A rewritten data-wcpa is a new form; invalid new data keeps the form that works.
      const next = root.getAttribute(DATA_ATTRIBUTE)
      if (next === source) return
      source = next
      const nextDefinition = readDefinition(owner, next)
      if (!nextDefinition) return
      definition = nextDefinition
      void render()
    }
    const render = async () => {
      const current = definition as WcpaDefinition
      if (!purify && needsSanitizer(current)) {
        purify = await loadSanitizer().catch((error: unknown) => {
          logError('<wcpa-form> could not load its HTML sanitizer; descriptions stay empty.', error)
          return null
        })
      }
      if (signal.aborted) return
      if (!reactRoot) {
        // The skeleton goes only now, in one step with the form taking its place.
        root.replaceChildren()
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
            product={root.getAttribute('data-product')}
            preview={false}
            settings={settings}
            purify={purify}
            onRefresh={refresh}
            onRendered={resolve}
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
      // Spec §2, §9: about 10 ms after the document loads, or after the response that brought the
      // form in later (a quick view): then counted from now.
      const doc = root.ownerDocument
      const cancel = doc.readyState === 'complete' ? later(INITIAL_RENDER_DELAY_MS, renderNow) : afterDomLoaded(doc, INITIAL_RENDER_DELAY_MS, renderNow)
      const cleanup = () => {
        cancel()
        reactRoot?.unmount()
        reactRoot = undefined
      }
      signal.addEventListener('abort', () => {
        cancel()
        resolve(cleanup)
      })
    })
  },
}

/** Adopts one container; the first adoption also makes re-inits look for containers we missed. */
export function adoptContainer(node: Element, adoptNode: (node: Element) => void): void {
  if (!adopting) {
    adopting = adoptNode
    onReinit(() => {
      for (const container of document.querySelectorAll(ADOPT_SELECTOR)) adopting?.(container)
    })
  }
  adoptNode(node)
}

