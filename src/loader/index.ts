import { startLoader } from './lazy-define.ts'
import { findOwnScript } from './own-script.ts'
import { alwaysOn, elements } from './registry.ts'

/**
 * dist/shop-islands.js: the only script a site owner adds. It loads each element's chunk when the
 * element (or, with `data-adopt` on this script tag, the plugin markup it replaces) first appears.
 */
performance.mark('shop-islands:loader-start')
const ownScript = findOwnScript(import.meta.url)

export const loader = startLoader({
  entries: elements,
  alwaysOn,
  adoptMode: ownScript?.hasAttribute('data-adopt') ?? false,
})

declare global {
  interface Window {
    shopIslands?: { loader: typeof loader; version: string }
  }
}

window.shopIslands = { ...window.shopIslands, loader, version: __SHOP_ISLANDS_VERSION__ }
