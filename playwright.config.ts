import { defineConfig } from '@playwright/test'
import { CHROMIUM_ARGS, findChromium } from './test/support/chromium.mjs'

const port = Number(process.env.E2E_PORT ?? 8191)

/**
 * End-to-end tests: the real bundle (npm run build first) in the system's Chromium against the demo
 * shop server, which serves every page under `Content-Security-Policy: script-src 'self'`.
 */
export default defineConfig({
  testDir: 'test/e2e',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  forbidOnly: !!process.env.CI,
  reporter: process.env.CI ? [['list'], ['html', { open: 'never' }]] : [['list']],
  timeout: 30_000,
  use: {
    baseURL: `http://localhost:${port}`,
    browserName: 'chromium',
    launchOptions: { executablePath: findChromium(), args: CHROMIUM_ARGS },
    trace: 'retain-on-failure',
  },
  webServer: {
    command: 'node --import tsx fixtures/server/main.ts',
    url: `http://localhost:${port}/`,
    env: { PORT: String(port) },
    reuseExistingServer: !process.env.CI,
    stdout: 'ignore',
    stderr: 'pipe',
  },
})
