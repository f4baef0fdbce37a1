import { readdirSync } from 'node:fs'
import { join } from 'node:path'
import { PROJECT_ROOT, shopCommand } from './shop.ts'

/** The kit's seed gives the first simple product, the organic cotton tee, 10 in stock. */
export const SEEDED_TEE_STOCK = 10

/** Installs the freshly packaged plugin zip (dist-wp/) on the real shop, as WordPress's upload does. */
export default function globalSetup() {
  const zips = readdirSync(join(PROJECT_ROOT, 'dist-wp')).filter((name) => /^shop-islands-.*\.zip$/.test(name))
  if (zips.length === 0) throw new Error('shop-islands: no dist-wp/shop-islands-*.zip: run npm run package:wp first.')
  const answer = shopCommand('install', join(PROJECT_ROOT, 'dist-wp', zips.sort().at(-1)!))
  if (typeof answer.installed !== 'string') throw new Error(`shop-islands: installing the plugin failed: ${JSON.stringify(answer)}`)
  restockTee()
}

/**
 * The journeys' orders take from the tee's stock (the classic checkout's alone orders three): back
 * to what the shop was seeded with, before each run of the journeys, so that both runs start from
 * the same shop and the second does not find the tee sold out.
 */
export function restockTee(): void {
  const stock = shopCommand('restock', 'organic-cotton-tee', String(SEEDED_TEE_STOCK))
  if (stock.status !== 'instock') throw new Error(`shop-islands: restocking the tee failed: ${JSON.stringify(stock)}`)
}
