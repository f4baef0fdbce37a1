import { startLoader } from './lazy-define.ts'
import { findOwnScript } from './own-script.ts'
import { alwaysOn } from './always-on.ts'
import { elements } from './registry.ts'
import type { ElementModule } from './types.ts'
import { start as installWpAjaxStub } from '../../behaviours/wp-ajax/index.ts'

// Every element folder's index.ts is a chunk of its own; the registry names the folder.
const chunks = import.meta.glob<ElementModule>('./*/index.ts', { base: '../../elements' })

/**
 * dist/shop-islands.js: the only script a site owner adds. It loads each element's chunk when the
 * element (or, with `data-adopt` on this script tag, the plugin markup it replaces) first appears.
 */
performance.mark('shop-islands:loader-start')

// WordPress's wp.ajax for pages that lost wp-util with jQuery (behaviours/wp-ajax): installed as the
// loader is evaluated, so before the page's DOMContentLoaded and load handlers, where plugins call
// it as soon as wp-util allows (the always-on chunk arrives too late for them).
installWpAjaxStub()
const ownScript = findOwnScript(import.meta.url)

export const loader = startLoader({
  entries: elements,
  loadFolder: (folder) => {
    const load = chunks[`./${folder}/index.ts`]
    return load ? load() : Promise.reject(new Error(`no elements/${folder}/index.ts`))
  },
  alwaysOn,
  adoptMode: ownScript?.hasAttribute('data-adopt') ?? false,
})

declare global {
  interface Window {
    shopIslands?: { loader: typeof loader; version: string }
  }
}

window.shopIslands = { ...window.shopIslands, loader, version: __SHOP_ISLANDS_VERSION__ }
