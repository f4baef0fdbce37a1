import { readFileSync } from 'node:fs'
import { defineConfig, type Plugin } from 'vite'
import { slimPreload } from './build/slim-preload.ts'

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

/** Ships the hand-written element typings next to the bundle. */
function emitTypes(): Plugin {
  return {
    name: 'shop-islands-types',
    generateBundle() {
      for (const file of ['shop-islands.d.ts', 'shop-islands-jsx.d.ts']) {
        this.emitFile({
          type: 'asset',
          fileName: file,
          source: readFileSync(new URL(`./src/types/${file}`, import.meta.url), 'utf8'),
        })
      }
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
        advancedChunks: {
          groups: [
            // The React runtime (preact/compat). @r2wc is not in it: only <wcpa-form> uses it, so it
            // rides in that element's chunk instead of costing every React island 1 KB.
            { name: 'react', test: /node_modules[\\/]preact[\\/]/ },
            // The calendar of both add-on systems (flatpickr and our accessible layer over it);
            // loaded on first interaction with a date field.
            { name: 'flatpickr', test: /(node_modules[\\/]flatpickr[\\/]|src[\\/]runtime[\\/]calendar[\\/]calendar\.ts)/ },
            // What every page loads anyway (order attribution, the trackers, and the runtime every
            // element needs: island base, guarded define, data contract): one chunk, one request. Vite's
            // preload helper, which every chunk with a dynamic import calls, is here too. Modules the loader
            // shares with chunks live here too: a chunk must never import from the loader itself,
            // whose URL carries WordPress's ?ver= (the import would load a second copy of it).
            {
              name: 'always-on',
              test: /(vite[\\/]preload-helper|src[\\/]core[\\/](attribution|cookies|analytics|notices[\\/]notice-selectors)|src[\\/]runtime[\\/](cookies|log|settings-source|tracking-consent|island|define|data|validate)\.ts|elements[\\/]wc-order-attribution-inputs[\\/](tracker|values|settings)\.ts|behaviours[\\/]site-analytics[\\/])/,
            },
            // Site chrome: the small React-free elements and the runtime they share, in one chunk.
            // A page with any chrome usually has several (listing, notices, banners), and one chunk
            // compresses far better than ten small ones; the 15 KB budget of such pages needs it.
            {
              name: 'chrome',
              test: /(elements[\\/](wc-store-notice|wc-password-toggle|wc-notices|wc-shop-listing|wc-coming-soon-banner)[\\/]|src[\\/]runtime[\\/](jquery|page-load|settings|events|http|scroll)\.ts|src[\\/]core[\\/](notices|timing)[\\/]|src[\\/]core[\\/]variations[\\/]raise-to-min\.ts)/,
            },
          ],
        },
      },
    },
  },
  plugins: [slimPreload(), emitTypes()],
})
