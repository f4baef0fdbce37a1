/**
 * When the forms render again: on the configured init trigger events (`init_triggers`, the events
 * quick-view and popup plugins raise), when a page-builder element becomes ready, when a popup or
 * lightbox opens, and on the external 'wcpaTrigger' event; each time 10 ms later.
 *
 * A form inserted later needs none of this: the loader sees it arrive (custom-element lifecycles,
 * no patched XHR). What a re-init adds is for markup that changed under us: a container whose
 * `data-wcpa` was rewritten, or whose content another script replaced (a quick view that copies
 * the product's HTML), and containers that no mutation announced.
 */
import { ELEMENT_READY_EVENT } from '../../src/runtime/builder/element-ready.ts'
import { listen } from '../../src/runtime/listen.ts'

export const REINIT_DELAY_MS = 10

/** The plugin's external trigger, raised natively or through jQuery by other plugins. */
export const EXTERNAL_TRIGGER = 'wcpaTrigger'
/** Elementor Pro's popups (a lightbox holding a product form). */
const POPUP_SHOW = 'elementor/popup/show'
/** Elementor's front end: its `frontend/element_ready/global` hook fires per element made ready. */
const BUILDER_INIT = 'elementor/frontend/init'

export interface Reinitable {
  /** Re-reads the data and re-renders if the markup changed. */
  refresh(): void
}

interface ElementorFrontend {
  hooks?: { addAction?(name: string, callback: (...args: unknown[]) => void): void }
}

const forms = new Set<Reinitable>()
const bound = new Set<string>()
const extra = new Set<() => void>()
let controller: AbortController | undefined
let timer: ReturnType<typeof setTimeout> | undefined

/** Runs a re-init of every form 10 ms from now (several triggers close together run it once). */
export function scheduleReinit(): void {
  if (timer !== undefined) return
  timer = setTimeout(() => {
    timer = undefined
    for (const form of [...forms]) form.refresh()
    for (const run of extra) run()
  }, REINIT_DELAY_MS)
}

function bind(target: EventTarget, name: string, signal: AbortSignal) {
  const key = `${target === window ? 'window' : 'document'}:${name}`
  if (bound.has(key)) return
  bound.add(key)
  listen(target, name, () => scheduleReinit(), signal)
}

function hookBuilder() {
  const frontend = (globalThis as { elementorFrontend?: ElementorFrontend }).elementorFrontend
  frontend?.hooks?.addAction?.('frontend/element_ready/global', () => scheduleReinit())
}

/**
 * Registers a form for re-inits and binds the trigger events (each once per page). Returns the
 * unregistration.
 */
export function watchTriggers(form: Reinitable, initTriggers: readonly string[]): () => void {
  forms.add(form)
  controller ??= new AbortController()
  const { signal } = controller
  bind(document, EXTERNAL_TRIGGER, signal)
  bind(document, POPUP_SHOW, signal)
  // Our page-builder widgets, made ready (src/runtime/builder/element-ready.ts).
  bind(document, ELEMENT_READY_EVENT, signal)
  for (const name of initTriggers) bind(document, name, signal)
  if (!bound.has('builder')) {
    bound.add('builder')
    // Elementor is either up already, or announces itself on window.
    hookBuilder()
    listen(window, BUILDER_INIT, () => hookBuilder(), signal)
  }
  return () => {
    forms.delete(form)
  }
}

/** Also run on every re-init (adopt mode: look for containers no mutation announced). */
export function onReinit(run: () => void): void {
  extra.add(run)
}

/** For tests: forget every binding. */
export function resetTriggers(): void {
  controller?.abort()
  controller = undefined
  bound.clear()
  forms.clear()
  extra.clear()
  if (timer !== undefined) clearTimeout(timer)
  timer = undefined
}
