import { defineConfig } from '@playwright/test'
import { CHROMIUM_ARGS, findTestBrowser } from './test/support/chromium.mjs'
import { SHOP_URL } from './test/shop/shop.ts'

/**
 * The real-shop journeys (npm run test:shop, scripts/test-shop.mjs): the shop of ../shared/real-shop,
 * booted by its setup.sh, with our packaged plugin installed (global-setup.ts). Every journey runs
 * twice, in order: with the shop's own scripts (project `original`, our plugin inactive), which
 * records each journey's server outcome, then with our plugin active and every area on (project
 * `islands`), which must reach the same outcome. One worker: both runs switch one shop.
 */
const journeys = /.*\.spec\.ts/
export default defineConfig({
  testDir: 'test/shop',
  globalSetup: './test/shop/global-setup.ts',
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  forbidOnly: !!process.env.CI,
  reporter: [['list']],
  outputDir: 'test-results-shop/artifacts',
  // PHP's built-in server with WooCommerce and Elementor, on a shared 2-core machine.
  timeout: 120_000,
  expect: { timeout: 15_000 },
  use: {
    baseURL: SHOP_URL,
    browserName: 'chromium',
    launchOptions: { executablePath: findTestBrowser(), args: CHROMIUM_ARGS },
    viewport: { width: 1280, height: 900 },
    trace: 'retain-on-failure',
  },
  projects: [
    { name: 'original-scripts', testMatch: /mode\.setup\.ts/, metadata: { mode: 'original' } },
    { name: 'original', testMatch: journeys, dependencies: ['original-scripts'], metadata: { mode: 'original' } },
    { name: 'islands-scripts', testMatch: /mode\.setup\.ts/, dependencies: ['original'], metadata: { mode: 'islands' } },
    { name: 'islands', testMatch: journeys, dependencies: ['islands-scripts'], metadata: { mode: 'islands' } },
  ],
})
