import { defineConfig } from '@playwright/test'
import { CHROMIUM_ARGS, findTestBrowser } from './test/support/chromium.mjs'

const port = Number(process.env.E2E_PORT ?? 8191)

/**
 * End-to-end tests: the real bundle (npm run build first) in the system's Chromium against the demo
 * shop server, which serves every page under `Content-Security-Policy: script-src 'self'`.
 * Two projects, as there are two builds (build/runtimes.ts): `lean` on dist/, `react` on dist/react/
 * (every request carries `X-Shop-Islands-Runtime: react`, so the demo shop's pages load the React
 * build: fixtures/server/runtime.ts). Both run every spec file but the byte budgets (lean only);
 * `--project=react` runs one.
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
      // Every spec but the byte budgets, which apply to the lean build (the React build's weights
      // are in the bench).
      testIgnore: ['budgets.spec.ts'],
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
