import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { defineConfig, type Plugin } from 'vite'
import { slimPreload } from './build/slim-preload.ts'
import { chunkGroups, preloadedWith } from './build/chunk-groups.ts'
import { emitTypings } from './build/emit-types.ts'
import { loaderImportsNothing, perChunkCopies } from './build/per-chunk-copies.ts'
import { gliderAsEsm } from './build/glider-esm.ts'
import { glightboxUnused } from './build/glightbox-unused.ts'
import { runtimeHelperInAlwaysOn } from './build/runtime-helper.ts'
import { r2wcReactImport } from './build/r2wc-react-import.ts'
import { registryForBrowser } from './build/registry-for-browser.ts'
import { shippedStyles } from './build/shipped-styles.ts'
import { ALIASES, OUT_DIR, runtimeOfMode } from './build/runtimes.ts'
import { buildId, uniqueChunkNames } from './build/build-id.ts'
import { preloadHints } from './build/preload-hints.ts'

const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8')) as {
  version: string
}

/** Ships the typings generated from the elements' own types (build/emit-types.ts) next to the bundle. */
function emitTypes(): Plugin {
  return {
    name: 'shop-islands-types',
    generateBundle() {
      for (const [fileName, source] of emitTypings()) this.emitFile({ type: 'asset', fileName, source })
    },
  }
}

/**
 * Two builds from one source (build/runtimes.ts): `vite build` makes the lean one in dist/ (React's
 * API on preact/compat; the budgets apply to it), `vite build --mode react` the same loader, elements
 * and chunks on React 19 in dist/react/. `npm run build` makes both, lean first.
 */
export default defineConfig(({ mode }) => {
  const runtime = runtimeOfMode(mode)
  const id = buildId(fileURLToPath(new URL('.', import.meta.url)))
  return {
    // Chunk URLs relative to the loader: the bundle works from any folder (/wp-content/plugins/...).
    base: './',
    publicDir: false,
    resolve: { alias: ALIASES[runtime] },
    define: {
      __SHOP_ISLANDS_VERSION__: JSON.stringify(pkg.version),
      __SHOP_ISLANDS_RUNTIME__: JSON.stringify(runtime),
    },
    oxc: {
      jsx: { runtime: 'automatic' },
    },
    build: {
      outDir: OUT_DIR[runtime],
      // dist/react/ sits inside dist/: the lean build (first) empties both, the React build its own.
      emptyOutDir: true,
      target: 'es2022',
      manifest: true,
      // When a React island's chunk is imported, the React runtime (its biggest dependency, 15 KB
      // gzip lean, 68 KB React) and its other chunks are fetched at the same time (<link
      // rel=modulepreload>, URLs relative to the importer) instead of after the chunk is parsed
      // (build/chunk-groups.ts, preloadedWith, says which and why).
      modulePreload: { polyfill: false, resolveDependencies: preloadedWith },
      // Maps ship next to the files for error trackers and debugging, unreferenced: a
      // `sourceMappingURL` comment costs ~50 B gzip per file (its hash does not compress), on every request.
      sourcemap: 'hidden',
      rolldownOptions: {
        input: { 'shop-islands': 'src/loader/index.ts' },
        preserveEntrySignatures: false,
        output: {
          format: 'es',
          entryFileNames: '[name].js',
          // One id for every chunk of a build, not a hash per chunk: build/build-id.ts says why.
          chunkFileNames: `chunks/[name]-${id}.js`,
          codeSplitting: { groups: chunkGroups(runtime) },
        },
      },
    },
    plugins: [
      uniqueChunkNames(id),
      loaderImportsNothing(),
      preloadHints(),
      runtimeHelperInAlwaysOn(),
      perChunkCopies(),
      glightboxUnused(),
      slimPreload(),
      emitTypes(),
      r2wcReactImport(),
      registryForBrowser(),
      gliderAsEsm(),
      shippedStyles(),
    ],
  }
})
