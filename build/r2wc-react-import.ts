import type { Plugin } from 'vite'

const SHIM = '\0shop-islands:r2wc-react'

/**
 * @r2wc/react-to-web-component does `import React from 'react'` and calls only
 * `React.createElement`. On preact/compat a default import is the whole compat object, which no
 * bundler can tree-shake (1.2 KB gzip on every page with a React island); this hands r2wc a default
 * export holding just `createElement`, imported by name so the rest of compat stays out.
 */
export function r2wcReactImport(): Plugin {
  return {
    name: 'shop-islands-r2wc-react-import',
    enforce: 'pre',
    resolveId(source, importer) {
      // The alias (vite.config.ts) has already turned 'react' into 'preact/compat' in the lean build.
      if ((source === 'react' || source === 'preact/compat') && importer && /[\\/]@r2wc[\\/]react-to-web-component[\\/]/.test(importer))
        return SHIM
      return null
    },
    load(id) {
      if (id !== SHIM) return null
      return "import { createElement } from 'react'\nexport default { createElement }\n"
    },
  }
}
