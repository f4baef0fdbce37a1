import { defineConfig } from 'vitest/config'
import { reactOnPreact } from './build/runtimes.ts'

// Unit tests: src/core and the server run in Node; runtime, loader and elements in happy-dom
// (each test file that needs a DOM says so with `// @vitest-environment happy-dom`).
// Two projects, as there are two builds (build/runtimes.ts): `lean` runs every test on preact/compat
// (React's API as the lean build ships it); `react` runs the island tests (the elements and the
// runtime: every test that can render React) again on React 19 and react-dom 19 themselves.
// `npx vitest run --project=react` runs one of them.
const ISLAND_TESTS = ['test/unit/elements/**/*.test.{ts,tsx}', 'test/unit/runtime/**/*.test.{ts,tsx}']

export default defineConfig({
  test: {
    environment: 'node',
    restoreMocks: true,
    pool: 'threads',
    // r2wc imports react and react-dom/client: run it through each project's resolution (preact/compat
    // in `lean`), not as an external package that Node would resolve to React itself.
    server: { deps: { inline: ['@r2wc/react-to-web-component'] } },
    projects: [
      {
        extends: true,
        resolve: { alias: reactOnPreact },
        define: { __SHOP_ISLANDS_RUNTIME__: JSON.stringify('lean') },
        test: { name: 'lean', include: ['test/unit/**/*.test.{ts,tsx}'] },
      },
      {
        extends: true,
        define: { __SHOP_ISLANDS_RUNTIME__: JSON.stringify('react') },
        test: { name: 'react', include: ISLAND_TESTS },
      },
    ],
  },
})
