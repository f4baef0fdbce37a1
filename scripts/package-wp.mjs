#!/usr/bin/env node
// Builds dist/ and writes the installable WordPress plugin zip: dist-wp/shop-islands-<version>.zip,
// holding shop-islands/ (wordpress/shop-islands/) with the build copied into shop-islands/dist/.
// Usage: node scripts/package-wp.mjs [--no-build]. No zip tool needed: the archive is written here.
import { execFileSync } from 'node:child_process'
import { createHash } from 'node:crypto'
import { mkdirSync, readFileSync, readdirSync, statSync, writeFileSync, existsSync } from 'node:fs'
import { dirname, join, relative, sep } from 'node:path'
import { fileURLToPath } from 'node:url'
import { crc32, deflateRawSync } from 'node:zlib'

const root = join(dirname(fileURLToPath(import.meta.url)), '..')
const pluginDir = join(root, 'wordpress', 'shop-islands')
const distDir = join(root, 'dist')

if (!process.argv.includes('--no-build')) {
  execFileSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' })
}
if (!existsSync(join(distDir, 'shop-islands.js'))) {
  console.error('shop-islands: dist/shop-islands.js is missing: the build failed.')
  process.exit(1)
}

const header = readFileSync(join(pluginDir, 'shop-islands.php'), 'utf8')
const version = /^\s*\*\s*Version:\s*(\S+)/m.exec(header)?.[1]
if (!version) {
  console.error('shop-islands: no "Version:" line in wordpress/shop-islands/shop-islands.php.')
  process.exit(1)
}

/** Files under `dir`, sorted, as [absolute path, path inside the archive]. */
function files(dir, prefix, skip = () => false) {
  const out = []
  for (const name of readdirSync(dir).sort()) {
    const full = join(dir, name)
    if (skip(full)) continue
    if (statSync(full).isDirectory()) out.push(...files(full, `${prefix}${name}/`, skip))
    else out.push([full, `${prefix}${name}`])
  }
  return out
}

// The plugin folder without any dist/ left from local runs, then the fresh build.
const pluginDist = join(pluginDir, 'dist')
const entries = [
  ...files(pluginDir, 'shop-islands/', (full) => full === pluginDist || full.endsWith(`${sep}.gitkeep`)),
  // What the browser loads: no type declarations, source maps or build manifest.
  ...files(distDir, 'shop-islands/dist/', (full) => /(^|[\\/])(\.vite|types)$|\.d\.ts$|\.map$/.test(full)),
]

/** A PHP single-quoted string. */
const phpString = (text) => `'${String(text).replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`

/** A PHP array literal of string keys and string or array values. */
function phpArray(object, indent = '\t') {
  const lines = Object.entries(object).map(
    ([key, value]) => `${indent}${phpString(key)} => ${typeof value === 'object' ? phpArray(value, `${indent}\t`) : phpString(value)},`,
  )
  return `array(\n${lines.join('\n')}\n${indent.slice(1)})`
}

/**
 * What the plugin would otherwise read from its build on every page, computed once here: a digest
 * of each file it enqueues (the loaders and our stylesheets: a rebuilt file gets a new URL), each
 * build's preload.json, and our stylesheets, for the ones it prints inline.
 * A PHP file, so that PHP's opcode cache keeps it in memory.
 */
function buildFacts() {
  const digests = {}
  const preload = {}
  const styles = {}
  for (const [full, name] of entries) {
    const inPlugin = name.slice('shop-islands/'.length)
    if (/^dist\/(react\/)?shop-islands\.js$|^dist\/styles\/[\w-]+\.css$/.test(inPlugin)) {
      digests[inPlugin] = createHash('md5').update(readFileSync(full)).digest('hex').slice(0, 8)
    }
    // As the build ships them: minified, without the source's comments (build/shipped-styles.ts).
    const style = /^dist\/styles\/([\w-]+)\.css$/.exec(inPlugin)
    if (style) styles[style[1]] = readFileSync(full, 'utf8')
    const preloadOf = /^(dist(?:\/react)?)\/preload\.json$/.exec(inPlugin)
    if (preloadOf) preload[preloadOf[1]] = JSON.parse(readFileSync(full, 'utf8'))
  }
  const php = `<?php
/**
 * Written by scripts/package-wp.mjs when the plugin was packaged: the digests of the files the plugin
 * enqueues (file => first 8 hex digits of its md5), each build's preload.json (folder => its
 * entries) and our stylesheets as the build ships them (name => CSS), so that no page reads or hashes them.
 *
 * @package shop-islands
 */

return array(
\t'digests' => ${phpArray(digests, '\t\t')},
\t'preload' => ${phpArray(preload, '\t\t')},
\t'styles'  => ${phpArray(styles, '\t\t')},
);
`
  return Buffer.from(php, 'utf8')
}

entries.push([buildFacts(), 'shop-islands/dist/build-facts.php'])

// A fixed timestamp (2026-01-01 00:00): the same sources give the same archive.
const DOS_TIME = 0
const DOS_DATE = ((2026 - 1980) << 9) | (1 << 5) | 1

const locals = []
const centrals = []
let offset = 0
for (const [source, name] of entries) {
  const data = Buffer.isBuffer(source) ? source : readFileSync(source)
  const packed = deflateRawSync(data, { level: 9 })
  const useDeflate = packed.length < data.length
  const body = useDeflate ? packed : data
  const nameBytes = Buffer.from(name, 'utf8')
  const crc = crc32(data)
  const local = Buffer.alloc(30)
  local.writeUInt32LE(0x04034b50, 0)
  local.writeUInt16LE(20, 4)
  local.writeUInt16LE(0x0800, 6) // UTF-8 names
  local.writeUInt16LE(useDeflate ? 8 : 0, 8)
  local.writeUInt16LE(DOS_TIME, 10)
  local.writeUInt16LE(DOS_DATE, 12)
  local.writeUInt32LE(crc, 14)
  local.writeUInt32LE(body.length, 18)
  local.writeUInt32LE(data.length, 22)
  local.writeUInt16LE(nameBytes.length, 26)
  local.writeUInt16LE(0, 28)
  locals.push(local, nameBytes, body)
  const central = Buffer.alloc(46)
  central.writeUInt32LE(0x02014b50, 0)
  central.writeUInt16LE(0x0314, 4) // made by: Unix, 2.0
  central.writeUInt16LE(20, 6)
  central.writeUInt16LE(0x0800, 8)
  central.writeUInt16LE(useDeflate ? 8 : 0, 10)
  central.writeUInt16LE(DOS_TIME, 12)
  central.writeUInt16LE(DOS_DATE, 14)
  central.writeUInt32LE(crc, 16)
  central.writeUInt32LE(body.length, 20)
  central.writeUInt32LE(data.length, 24)
  central.writeUInt16LE(nameBytes.length, 28)
  central.writeUInt32LE((0o100644 << 16) >>> 0, 38) // -rw-r--r--
  central.writeUInt32LE(offset, 42)
  centrals.push(central, nameBytes)
  offset += local.length + nameBytes.length + body.length
}
const centralSize = centrals.reduce((sum, part) => sum + part.length, 0)
const end = Buffer.alloc(22)
end.writeUInt32LE(0x06054b50, 0)
end.writeUInt16LE(entries.length, 8)
end.writeUInt16LE(entries.length, 10)
end.writeUInt32LE(centralSize, 12)
end.writeUInt32LE(offset, 16)

const outDir = join(root, 'dist-wp')
mkdirSync(outDir, { recursive: true })
const zipPath = join(outDir, `shop-islands-${version}.zip`)
writeFileSync(zipPath, Buffer.concat([...locals, ...centrals, end]))
console.log(`shop-islands: ${relative(root, zipPath)} (${entries.length} files, ${offset + centralSize + 22} bytes)`)
