import { defineConfig } from '@playwright/test'
import { CHROMIUM_ARGS, findTestBrowser } from './test/support/chromium.mjs'

const port = Number(process.env.WP_PORT ?? 8288)

/**
 * The WordPress tests (npm run test:wp): the packaged plugin installed into a real WordPress on a
 * real MariaDB, both started by test/wordpress/site.ts, in the system's Chromium. One worker: the
 * tests activate, switch and deactivate the plugin on one site, in order.
 */
export default defineConfig({
  testDir: 'test/wordpress',
  testMatch: '*.spec.ts',
  globalSetup: './test/wordpress/site.ts',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  forbidOnly: !!process.env.CI,
  reporter: [['list']],
  // WordPress's admin screens on PHP's built-in server, on a shared machine: generous.
  timeout: 180_000,
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    browserName: 'chromium',
    launchOptions: { executablePath: findTestBrowser(), args: CHROMIUM_ARGS },
    trace: 'retain-on-failure',
  },
})
