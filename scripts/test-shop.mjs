#!/usr/bin/env node
// npm run test:shop: our plugin on the real shop of ../shared/real-shop (or $SHOP_ISLANDS_REAL_SHOP).
// Boots the shop with the kit's own setup.sh (Debian's MariaDB and PHP, installed when missing),
// packages the plugin zip, then runs the journeys of test/shop twice, with the shop's scripts and
// with ours (playwright.shop.config.ts), then the plugin's WordPress spec on the kit's WordPress
// release (6.9; test:wp runs it on Debian's 6.1). Without the kit it says so in one line and passes.
// Usage: node scripts/test-shop.mjs [--no-build] [playwright arguments…]
import { execFileSync } from 'node:child_process'
import { join } from 'node:path'
import { dirname } from 'node:path'
import { fileURLToPath } from 'node:url'
import { ensureKitWordPress, findRealShop } from './kit.mjs'

const root = join(dirname(fileURLToPath(import.meta.url)), '..')
const shop = findRealShop(root)
if (!shop) {
  console.log('shop-islands: no real-shop kit (../shared/real-shop or $SHOP_ISLANDS_REAL_SHOP): the real-shop journeys were not run.')
  process.exit(0)
}

const args = process.argv.slice(2)
const noBuild = args.includes('--no-build')
const playwrightArgs = args.filter((arg) => arg !== '--no-build')
const run = (command, commandArgs, options = {}) => execFileSync(command, commandArgs, { cwd: root, stdio: 'inherit', ...options })

const started = Date.now()
try {
  run('bash', [join(shop, 'setup.sh')])
  run('node', ['scripts/package-wp.mjs', ...(noBuild ? ['--no-build'] : [])])
  run('npx', ['playwright', 'test', '-c', 'playwright.shop.config.ts', ...playwrightArgs])
  // The plugin's admin screens and switches (test:wp's spec, run on Debian's WordPress 6.1 there)
  // on the WordPress release the real shop runs.
  if (playwrightArgs.length === 0) {
    const wordpress = ensureKitWordPress(root)
    run('npx', ['playwright', 'test', '-c', 'playwright.wordpress.config.ts'], {
      env: { ...process.env, SHOP_ISLANDS_WORDPRESS: wordpress },
    })
  }
} catch (error) {
  process.exitCode = typeof error.status === 'number' && error.status !== 0 ? error.status : 1
} finally {
  console.log(`shop-islands: real-shop run took ${Math.round((Date.now() - started) / 1000)} s`)
}
