import type { Plugin } from 'vite'

/**
 * The chunks a server can ask for in the page's head (`<link rel=modulepreload>`), before the
 * loader has even arrived: the always-on chunk, which every page loads, and the tables of the
 * families (src/loader/families/), which a server knows the page has (a product, the cart, checkout
 * or account page, a page-builder document, the theme). Written as `preload.json` beside the loader, from the chunks' names:
 * `{ "always-on": "chunks/always-on-<id>.js", "product": …, "checkout": …, "builder": …, "theme": … }`. The
 * WordPress plugin reads it (class-shop-islands-frontend.php); each hint saves a round trip.
 */
export const PRELOADED_CHUNKS: Readonly<Record<string, string>> = {
  'always-on': 'always-on',
  product: 'product-table',
  checkout: 'checkout-table',
  // The builder's and the theme's tables ride in their foundation chunks (build/chunk-groups.ts).
  builder: 'builder',
  theme: 'theme',
}

export function preloadHints(): Plugin {
  return {
    name: 'shop-islands-preload-hints',
    generateBundle(_options, bundle) {
      const files: Record<string, string> = {}
      for (const [key, name] of Object.entries(PRELOADED_CHUNKS)) {
        const chunk = Object.values(bundle).find((output) => output.type === 'chunk' && !output.isEntry && output.name === name)
        if (!chunk) this.error(`no "${name}" chunk for the preload hint "${key}"`)
        files[key] = chunk.fileName
      }
      this.emitFile({ type: 'asset', fileName: 'preload.json', source: `${JSON.stringify(files, null, 2)}\n` })
    },
  }
}
