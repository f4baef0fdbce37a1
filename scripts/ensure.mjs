#!/usr/bin/env node
// Installs what a fresh machine lacks before `npm start`, `npm test` and `npm run bench`, or stops
// with one clear line naming the missing piece. Usage: node scripts/ensure.mjs [deps] [chromium] [wordpress]
import { execFileSync } from 'node:child_process'
import { existsSync, statSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { findChromium, findHeadlessShell } from '../test/support/chromium.mjs'
import { ensureKitAssets } from './kit.mjs'

const root = join(dirname(fileURLToPath(import.meta.url)), '..')
const wanted = new Set(process.argv.slice(2))

function fail(line) {
  console.error(`shop-islands: ${line}`)
  process.exit(1)
}

function run(command, args) {
  execFileSync(command, args, { cwd: root, stdio: 'inherit' })
}

const [major, minor] = process.versions.node.split('.').map(Number)
if (major < 20 || (major === 20 && minor < 19)) fail(`Node ${process.versions.node} is too old: install Node 20.19 or newer.`)

if (wanted.has('deps')) {
  const installed = join(root, 'node_modules', '.package-lock.json')
  const lock = join(root, 'package-lock.json')
  const stale = !existsSync(installed) || (existsSync(lock) && statSync(lock).mtimeMs > statSync(installed).mtimeMs)
  if (stale) {
    console.log('shop-islands: installing node modules (npm ci)…')
    try {
      run('npm', ['ci', '--no-audit', '--no-fund'])
    } catch {
      fail('npm ci failed: the npm registry must be reachable to install the node modules.')
    }
  }
}

// The fixture pages load the plugins' real stylesheets from the real-shop kit when it is beside the
// project (scripts/kit.mjs); without it they still load, unstyled, and the index page says why.
if (wanted.has('kit') && !ensureKitAssets(root)) {
  console.log("shop-islands: no real-shop kit (../shared/real-shop/kit): the fixture pages load without the plugins' stylesheets.")
}

// The end-to-end tests run Chromium's headless shell (test/support/chromium.mjs, findTestBrowser)
// when it can be had: installed with the full Chromium, quietly skipped where apt-get cannot run.
const canApt = () => typeof process.getuid === 'function' && process.getuid() === 0 && existsSync('/usr/bin/apt-get')
if (wanted.has('chromium') && findChromium() && !process.env.SHOP_ISLANDS_CHROMIUM && !findHeadlessShell() && canApt()) {
  console.log("shop-islands: installing Debian's chromium-headless-shell for the browser tests (apt-get)…")
  try {
    const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' }
    execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env })
    execFileSync('apt-get', ['install', '-y', '-qq', 'chromium-headless-shell'], { stdio: 'inherit', env })
  } catch {
    // The full Chromium serves as well, only slower.
    console.log('shop-islands: chromium-headless-shell could not be installed; the tests use the full Chromium.')
  }
}

if (wanted.has('chromium') && !findChromium()) {
  if (process.env.SHOP_ISLANDS_CHROMIUM) fail(`SHOP_ISLANDS_CHROMIUM=${process.env.SHOP_ISLANDS_CHROMIUM} does not exist.`)
  if (!canApt()) {
    fail('Chromium is missing: install it (Debian: `apt-get install chromium`) or set SHOP_ISLANDS_CHROMIUM to its path.')
  }
  console.log("shop-islands: installing Debian's chromium for the browser tests (apt-get)…")
  try {
    const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' }
    execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env })
    execFileSync('apt-get', ['install', '-y', '-qq', 'chromium', 'chromium-headless-shell'], { stdio: 'inherit', env })
  } catch {
    fail('installing Chromium with apt-get failed: install the `chromium` package by hand.')
  }
  if (!findChromium()) fail('Chromium is still missing after apt-get install chromium.')
}

// The WordPress tests (npm run test:wp): Debian's WordPress, MariaDB and PHP with mysqli, and
// PHP_CodeSniffer for the plugin's code (phpcs.xml.dist).
const WORDPRESS_PACKAGES = ['wordpress', 'mariadb-server', 'php-cli', 'php-mysql', 'php-codesniffer']
function wordpressMissing() {
  const has = (command) => {
    try {
      execFileSync('sh', ['-c', `command -v ${command}`], { stdio: 'ignore' })
      return true
    } catch {
      return false
    }
  }
  if (!existsSync('/usr/share/wordpress/wp-settings.php') || !has('mariadbd') || !has('mariadb-install-db')) return true
  if (!has('php') || !has('phpcs')) return true
  try {
    return !execFileSync('php', ['-m'], { encoding: 'utf8' }).split('\n').includes('mysqli')
  } catch {
    return true
  }
}

if (wanted.has('wordpress') && wordpressMissing()) {
  if (!canApt()) {
    fail(
      `the WordPress tests need Debian's ${WORDPRESS_PACKAGES.join(', ')}: install them (apt-get install --no-install-recommends ${WORDPRESS_PACKAGES.join(' ')}).`,
    )
  }
  console.log(`shop-islands: installing Debian's ${WORDPRESS_PACKAGES.join(', ')} for the WordPress tests (apt-get)…`)
  try {
    const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' }
    execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env })
    execFileSync('apt-get', ['install', '-y', '-qq', '--no-install-recommends', ...WORDPRESS_PACKAGES], { stdio: 'inherit', env })
  } catch {
    fail(`installing ${WORDPRESS_PACKAGES.join(', ')} with apt-get failed: install them by hand.`)
  }
  if (wordpressMissing()) fail(`WordPress, MariaDB, PHP's mysqli or PHP_CodeSniffer is still missing after apt-get install.`)
}
