import type { Alias } from 'vite'

/**
 * The two builds made from one source by `npm run build` (README "Two builds"). The islands are
 * written against React's API (imports `react`, `react-dom`, `react-dom/client`, types from
 * @types/react):
 *  - `lean` (dist/): on preact/compat, about 7 KB gzip. React 19's react-dom alone is about 68 KB,
 *    which would leave the richest product page 10 KB for everything but the variation form under
 *    its 115 KB budget; the byte budgets apply to this build, the one the README embeds;
 *  - `react` (dist/react/): on React 19 and react-dom 19 themselves, for shops that want React.
 *    Same loader, elements, chunk names, relative chunk loading and typings; only the runtime differs.
 * The unit tests run the islands on both (vitest.config.ts), the end-to-end suite runs on both
 * (playwright.config.ts), so what is tested is what ships.
 */
export type Runtime = 'lean' | 'react'

export const RUNTIMES: readonly Runtime[] = ['lean', 'react']

/** `vite build --mode react` makes the React build; any other mode the lean one. */
export const runtimeOfMode = (mode: string): Runtime => (mode === 'react' ? 'react' : 'lean')

/** Where each build goes, relative to the project root. The lean build empties dist/ first, so it runs first. */
export const OUT_DIR: Readonly<Record<Runtime, string>> = { lean: 'dist', react: 'dist/react' }

/** React's API on preact/compat: the lean build's aliases (and the lean unit tests'). */
export const reactOnPreact: Alias[] = [
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react\/jsx-runtime$/, replacement: 'preact/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/jsx-dev-runtime' },
  { find: /^react$/, replacement: 'preact/compat' },
]

export const ALIASES: Readonly<Record<Runtime, Alias[]>> = { lean: reactOnPreact, react: [] }

/** The modules of each build's React runtime: the `react` chunk, under the same name in both builds. */
export const REACT_RUNTIME_MODULES: Readonly<Record<Runtime, RegExp>> = {
  lean: /node_modules[\\/]preact[\\/]/,
  react: /node_modules[\\/](react|react-dom|scheduler)[\\/]/,
}
