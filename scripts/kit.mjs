// The real-shop kit (../shared/real-shop/kit, or $SHOP_ISLANDS_REAL_SHOP/kit): release trees of
// WordPress, WooCommerce, the two add-on plugins, the page builder and the theme, one tar.xz each.
// The demo shop's fixture pages load those plugins' own stylesheets, fonts and images from it, so an
// element that only works with a stylesheet we wrote cannot pass. This module finds the kit and
// unpacks the asset files (never PHP or JavaScript) once into node_modules/.cache, where the demo
// server serves them under /kit/<folder>/… (the folder each tarball holds: elementor/, panoramic/…).
import { execFileSync } from 'node:child_process'
import { existsSync, mkdirSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs'
import { dirname, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'

const projectRoot = join(dirname(fileURLToPath(import.meta.url)), '..')

/** What a page needs from a plugin's tree: stylesheets and what they point at. */
const ASSET_PATTERNS = ['*.css', '*.woff2', '*.woff', '*.ttf', '*.eot', '*.svg', '*.png', '*.gif', '*.jpg']

/** The real-shop folder (setup.sh, kit/), or undefined when it is not beside the project. */
export function findRealShop(root = projectRoot) {
  const candidates = [process.env.SHOP_ISLANDS_REAL_SHOP, join(root, '..', 'shared', 'real-shop')]
  for (const candidate of candidates) {
    if (candidate && existsSync(join(candidate, 'kit')) && existsSync(join(candidate, 'setup.sh'))) return resolve(candidate)
  }
  return undefined
}

/** Where the unpacked assets live: /kit/<folder>/… of the demo shop maps here. */
export function kitAssetsDir(root = projectRoot) {
  return join(root, 'node_modules', '.cache', 'shop-islands-kit')
}

function tarballs(kitDir) {
  return readdirSync(kitDir)
    .filter((name) => name.endsWith('.tar.xz'))
    .sort()
}

/** One line per tarball (name, bytes, mtime): the cache is remade when any of them changes. */
function stampOf(kitDir) {
  return tarballs(kitDir)
    .map((name) => {
      const info = statSync(join(kitDir, name))
      return `${name} ${info.size} ${Math.round(info.mtimeMs)}`
    })
    .join('\n')
}

/**
 * Unpacks the kit's assets when they are missing or stale. Returns the assets folder, or undefined
 * without a kit (the fixture pages then have no plugin stylesheets, and say so on the index page).
 */
export function ensureKitAssets(root = projectRoot) {
  const shop = findRealShop(root)
  if (!shop) return undefined
  const kitDir = join(shop, 'kit')
  const target = kitAssetsDir(root)
  const stampFile = join(target, '.stamp')
  const stamp = stampOf(kitDir)
  if (existsSync(stampFile) && readFileSync(stampFile, 'utf8') === stamp) return target
  rmSync(target, { recursive: true, force: true })
  mkdirSync(target, { recursive: true })
  for (const name of tarballs(kitDir)) {
    try {
      execFileSync('tar', ['-xJf', join(kitDir, name), '-C', target, '--wildcards', ...ASSET_PATTERNS], {
        stdio: ['ignore', 'ignore', 'pipe'],
      })
    } catch (error) {
      // tar exits 2 when one of the patterns matches nothing in a tarball (no .eot in one, say);
      // what it found is unpacked all the same. Anything else is a real failure.
      if (error.status !== 2 || !/Not found in archive/.test(String(error.stderr))) throw error
    }
  }
  writeFileSync(stampFile, stamp)
  return target
}

/**
 * The kit's WordPress release tree (wordpress-<version>.tar.xz), unpacked once into
 * node_modules/.cache/, for the plugin's WordPress tests on the version the real shop runs.
 * Returns its folder, or undefined without a kit.
 */
export function ensureKitWordPress(root = projectRoot) {
  const shop = findRealShop(root)
  if (!shop) return undefined
  const tarball = readdirSync(join(shop, 'kit')).find((name) => /^wordpress-[\d.]+\.tar\.xz$/.test(name))
  if (!tarball) return undefined
  const target = join(root, 'node_modules', '.cache', tarball.replace(/\.tar\.xz$/, ''))
  const tree = join(target, 'wordpress')
  if (existsSync(join(tree, 'wp-settings.php'))) return tree
  rmSync(target, { recursive: true, force: true })
  mkdirSync(target, { recursive: true })
  execFileSync('tar', ['-xJf', join(shop, 'kit', tarball), '-C', target], { stdio: 'inherit' })
  return tree
}
