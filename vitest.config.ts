import { defineConfig } from 'vitest/config'
import { reactOnPreact } from './vite.config.ts'

// Unit tests: src/core and the server run in Node; runtime, loader and elements in happy-dom
// (each test file that needs a DOM says so with `// @vitest-environment happy-dom`).
export default defineConfig({
  resolve: { alias: reactOnPreact },
  test: {
    include: ['test/unit/**/*.test.{ts,tsx}'],
    environment: 'node',
    restoreMocks: true,
    pool: 'threads',
    // r2wc imports react and react-dom/client: run it through the aliases above (on preact/compat,
    // as it ships), not as an external package that Node would resolve to React itself.
    server: { deps: { inline: ['@r2wc/react-to-web-component'] } },
  },
})
