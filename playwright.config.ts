import { defineConfig } from '@playwright/test'
import { CHROMIUM_ARGS, findTestBrowser } from './test/support/chromium.mjs'

const port = Number(process.env.E2E_PORT ?? 8191)

/** The specs whose pages carry a React island, plus the loader's and the sweep of every page. */
const REACT_ISLAND_SPECS = [
  /wcpa-[a-z]+\.spec\.ts/,
  /shopper-defects-(calendar|focus|layout|slow)\.spec\.ts/,
  /loader\.spec\.ts/,
  /pages\.spec\.ts/,
  /malformed\.spec\.ts/,
]

/**
 * End-to-end tests: the real bundle (npm run build first) in the system's Chromium against the demo
 * shop server, which serves every page under `Content-Security-Policy: script-src 'self'`.
 * Two projects, as there are two builds (build/runtimes.ts): `lean` on dist/, `react` on dist/react/
 * (every request carries `X-Shop-Islands-Runtime: react`, so the demo shop's pages load the React
 * build: fixtures/server/runtime.ts). `lean` runs every spec. `react` runs the specs whose pages
 * carry a React island (the options form: the only element written in React), the page sweep and
 * the loader's: the two builds differ only in the React runtime, so a page without a React
 * island runs the same code in both. `--project=react` runs one.
 * The byte budgets apply to the lean build only (ARCHITECTURE "Budgets"): the React build's weights
 * are printed by `npm run bench`.
 */
export default defineConfig({
  testDir: 'test/e2e',
  fullyParallel: true,
  workers: 2,
  // CI retries a failed test once (the report lists it as flaky); locally a failure is final.
  retries: process.env.CI ? 1 : 0,
  forbidOnly: !!process.env.CI,
  reporter: process.env.CI ? [['list'], ['html', { open: 'never' }]] : [['list']],
  timeout: 30_000,
  use: {
    baseURL: `http://localhost:${port}`,
    browserName: 'chromium',
    launchOptions: { executablePath: findTestBrowser(), args: CHROMIUM_ARGS },
    trace: 'retain-on-failure',
  },
  projects: [
    { name: 'lean', metadata: { runtime: 'lean' } },
    {
      name: 'react',
      metadata: { runtime: 'react' },
      // The byte budgets apply to the lean build (the React build's weights are in the bench).
      testMatch: REACT_ISLAND_SPECS,
      use: { extraHTTPHeaders: { 'X-Shop-Islands-Runtime': 'react' } },
    },
  ],
  webServer: {
    command: 'node --import tsx fixtures/server/main.ts',
    url: `http://localhost:${port}/`,
    env: { PORT: String(port) },
    reuseExistingServer: !process.env.CI,
    stdout: 'ignore',
    stderr: 'pipe',
  },
})
