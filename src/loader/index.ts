import { startLoader } from './lazy-define.ts'
import { findOwnScript } from './own-script.ts'
import { alwaysOn } from './always-on.ts'
import { BUILDER_SIGNS } from './families/builder.ts'
import { CHECKOUT_SIGNS } from './families/checkout.ts'
import { PRODUCT_SIGNS } from './families/product.ts'
import { table as site } from './families/site-table.ts'
import { THEME_SIGNS } from './families/theme.ts'
import type { Family } from './types.ts'
import { start as installWpAjaxStub } from '../../behaviours/wp-ajax/index.ts'

/**
 * The families whose tables the loader does not carry: every page would pay for them, and most
 * pages of a shop have no product form, builder document or checkout, and a shop runs one theme.
 */
const families: readonly Family[] = [
  { signs: PRODUCT_SIGNS, load: () => import('./families/product-table.ts') },
  { signs: BUILDER_SIGNS, load: () => import('./families/builder-table.ts') },
  { signs: THEME_SIGNS, load: () => import('./families/theme-table.ts') },
  { signs: CHECKOUT_SIGNS, load: () => import('./families/checkout-table.ts') },
]

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
  site,
  alwaysOn,
  families,
  adoptMode: ownScript?.hasAttribute('data-adopt') ?? false,
})

declare global {
  interface Window {
    shopIslands?: { loader: typeof loader; version: string }
  }
}

window.shopIslands = { ...window.shopIslands, loader, version: __SHOP_ISLANDS_VERSION__ }
