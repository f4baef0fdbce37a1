import type { Plugin } from 'vite'

/**
 * Vite's module-preload helper, slimmed. Every chunk import of the loader goes through it, so it
 * rides on every page: Vite's own (CSS preloading, CSP nonces, error events, none of which we use)
 * is 0.7 KB gzip, which the 15 KB pages without islands cannot spare. This one does what we need:
 * one `<link rel=modulepreload>` per dependency of the chunk being imported (URLs relative to the
 * importer, as `base: './'` requires), each once, then the import.
 */
const HELPER_ID = '\0vite/preload-helper.js'

const HELPER = `const requested = new Set()
export const __vitePreload = (load, deps, importerUrl) => {
  if (deps && typeof document !== 'undefined') {
    for (const dep of deps) {
      const href = new URL(dep, importerUrl).href
      if (requested.has(href)) continue
      requested.add(href)
      const link = document.createElement('link')
      link.rel = 'modulepreload'
      link.href = href
      document.head.append(link)
    }
  }
  return load()
}
`

export function slimPreload(): Plugin {
  return {
    name: 'shop-islands-slim-preload',
    enforce: 'pre',
    resolveId: (id) => (id === HELPER_ID ? id : undefined),
    // The loader has a copy of its own (build/per-chunk-copies.ts), under the same id with a suffix.
    load: (id) => (id.startsWith(HELPER_ID) ? HELPER : undefined),
  }
}
