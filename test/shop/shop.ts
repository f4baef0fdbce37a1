import { execFileSync } from 'node:child_process'
import { mkdirSync, readFileSync, writeFileSync, existsSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import type { Page, TestInfo } from '@playwright/test'

/**
 * The real shop of ../shared/real-shop (scripts/test-shop.mjs boots it with the kit's setup.sh):
 * where it lives, how our plugin is switched on it, and where each journey's server outcome with
 * the shop's own scripts is kept for the run with ours.
 */
const here = dirname(fileURLToPath(import.meta.url))
export const PROJECT_ROOT = join(here, '..', '..')
export const SHOP_PORT = Number(process.env.SI_SHOP_PORT ?? 8895)
export const SHOP_URL = `http://127.0.0.1:${SHOP_PORT}`
export const SHOP_STATE = process.env.SI_SHOP_STATE ?? '/tmp/real-shop'
export const WORDPRESS_DIR = join(SHOP_STATE, 'wordpress')
const OUTCOMES_DIR = join(PROJECT_ROOT, 'test-results-shop', 'outcomes')

export type Mode = 'original' | 'islands'

/** Runs test/shop/php/plugin.php on the shop: install, original, islands or order. */
export function shopCommand(...args: string[]): Record<string, unknown> {
  const out = execFileSync('php', [join(here, 'php', 'plugin.php'), WORDPRESS_DIR, String(SHOP_PORT), ...args], {
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  const line = out.trim().split('\n').at(-1) ?? ''
  return JSON.parse(line) as Record<string, unknown>
}

export function modeOf(testInfo: TestInfo): Mode {
  const mode = testInfo.project.metadata.mode
  if (mode !== 'original' && mode !== 'islands') throw new Error(`project ${testInfo.project.name} names no mode`)
  return mode
}

/**
 * With the shop's own scripts, keeps the journey's server outcome; with ours, returns the one kept,
 * for the caller to compare. Undefined in the original run.
 */
export function keepOrRecall(testInfo: TestInfo, name: string, outcome: unknown): unknown {
  const file = join(OUTCOMES_DIR, `${name}.json`)
  if (modeOf(testInfo) === 'original') {
    mkdirSync(OUTCOMES_DIR, { recursive: true })
    writeFileSync(file, JSON.stringify(outcome, null, 2))
    return undefined
  }
  if (!existsSync(file)) throw new Error(`no outcome of "${name}" with the shop's own scripts: the original run did not record it`)
  return JSON.parse(readFileSync(file, 'utf8'))
}

/** The billing address of the journeys' classic-checkout orders (in the store's country and state, the defaults). */
export async function fillBillingAddress(page: Page): Promise<void> {
  await page.locator('#billing_first_name').fill('Jane')
  await page.locator('#billing_last_name').fill('Doe')
  await page.locator('#billing_address_1').fill('1 Main Street')
  await page.locator('#billing_city').fill('Albany')
  await page.locator('#billing_postcode').fill('12207')
  await page.locator('#billing_phone').fill('5185550100')
  await page.locator('#billing_email').fill('jane@example.com')
}
