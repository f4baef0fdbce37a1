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
  },
})
