import type { Plugin } from 'vite'
import { createHash } from 'node:crypto'
import { readdirSync, readFileSync, statSync } from 'node:fs'
import { join, relative } from 'node:path'

/** What the bundle is made from: a change to any of these is a new build. */
const INPUTS = ['src', 'elements', 'behaviours', 'build', 'package.json', 'package-lock.json', 'vite.config.ts', 'tsconfig.json']

const filesUnder = (path: string): string[] =>
  statSync(path).isDirectory()
    ? readdirSync(path)
        .sort()
        .flatMap((name) => filesUnder(join(path, name)))
    : [path]

/**
 * One name for every chunk of a build, taken from its sources: `chunks/<name>-<build id>.js`.
 * A content hash per chunk (Vite's default) is 8 random characters per file name, which no
 * compression shortens, and the loader carries every chunk's name: 65 of them made about 220 B gzip
 * of a loader every page loads. One id for the whole build compresses to almost nothing, and still
 * changes every URL when anything changes, so a browser never mixes chunks of two releases. What it
 * gives up: a release re-fetches every chunk, not only those that changed.
 */
export function buildId(root: string): string {
  const hash = createHash('sha256')
  for (const input of INPUTS) {
    let files: string[]
    try {
      files = filesUnder(join(root, input))
    } catch {
      continue // an input a checkout does not have (no lockfile) is simply not part of the id
    }
    for (const file of files) {
      hash.update(relative(root, file)).update('\0').update(readFileSync(file)).update('\0')
    }
  }
  // Eight characters of base64url, the length of Vite's own hashes (file names stay `<name>-<8>.js`).
  return hash.digest('base64url').slice(0, 8)
}

/**
 * Fails the build when two chunks get the same name: with one id for every chunk, the bundler would
 * tell them apart by a number after the id (`load-<id>2.js`), a name nobody chose.
 */
export function uniqueChunkNames(id: string): Plugin {
  return {
    name: 'shop-islands-unique-chunk-names',
    generateBundle(_options, bundle) {
      for (const output of Object.values(bundle)) {
        if (output.type !== 'chunk' || output.isEntry) continue
        if (output.fileName !== `chunks/${output.name}-${id}.js`) {
          this.error(
            `two chunks are called "${output.name}" (${output.fileName}): rename one of their modules (${output.moduleIds.slice(-1)[0] ?? '?'})`,
          )
        }
      }
    },
  }
}
