import { readFileSync } from 'node:fs'
import { defineConfig, type Plugin } from 'vite'
import { slimPreload } from './build/slim-preload.ts'
import { chunkGroups } from './build/chunk-groups.ts'
import { emitTypings } from './build/emit-types.ts'
import { gliderAsEsm } from './build/glider-esm.ts'
import { r2wcReactImport } from './build/r2wc-react-import.ts'
import { registryForBrowser } from './build/registry-for-browser.ts'

const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8')) as {
  version: string
}

/**
 * The islands are written against React's API (types from @types/react) and run on preact/compat:
 * React 19's react-dom alone is 68 KB gzip, which would leave the richest product page 10 KB for
 * everything but the variation form under its 115 KB budget; preact/compat is about 7 KB. The unit
 * tests use the same aliases (vitest.config.ts), so what is tested is what ships.
 */
export const reactOnPreact = [
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react\/jsx-runtime$/, replacement: 'preact/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/jsx-dev-runtime' },
  { find: /^react$/, replacement: 'preact/compat' },
]

/** Ships the typings generated from the elements' own types (build/emit-types.ts) next to the bundle. */
function emitTypes(): Plugin {
  return {
    name: 'shop-islands-types',
    generateBundle() {
      for (const [fileName, source] of emitTypings()) this.emitFile({ type: 'asset', fileName, source })
    },
  }
}

export default defineConfig({
  // Chunk URLs relative to the loader: the bundle works from any folder (/wp-content/plugins/...).
  base: './',
  publicDir: false,
  resolve: { alias: reactOnPreact },
  define: {
    __SHOP_ISLANDS_VERSION__: JSON.stringify(pkg.version),
  },
  oxc: {
    jsx: { runtime: 'automatic' },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    target: 'es2022',
    manifest: true,
    // When an element's chunk is imported, its shared dependencies are fetched at the same time
    // (<link rel=modulepreload>, URLs relative to the loader) instead of after the chunk is parsed.
    modulePreload: { polyfill: false },
    sourcemap: true,
    rolldownOptions: {
      input: { 'shop-islands': 'src/loader/index.ts' },
      preserveEntrySignatures: false,
      output: {
        format: 'es',
        entryFileNames: '[name].js',
        chunkFileNames: 'chunks/[name]-[hash].js',
        codeSplitting: { groups: chunkGroups() },
      },
    },
  },
  plugins: [slimPreload(), emitTypes(), r2wcReactImport(), registryForBrowser(), gliderAsEsm()],
})
