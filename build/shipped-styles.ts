import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { transform } from 'lightningcss'
import type { Plugin } from 'vite'

/** The stylesheets an element needs before (or without) its script: src/styles/*.css. */
export const STYLES_DIR = fileURLToPath(new URL('../src/styles/', import.meta.url))

/**
 * A stylesheet as it ships: minified (its comments are for the reader of the source, not for every
 * page that loads it), with any character outside ASCII written as a CSS escape, so that the file
 * means the same whatever encoding a server declares for it. A rule the minifier cannot read fails
 * the build rather than being dropped.
 */
export function shippedStylesheet(name: string, source: string): string {
  const { code } = transform({ filename: name, code: Buffer.from(source), minify: true, errorRecovery: false })
  return code.toString().replace(/[^\x20-\x7e]/gu, (character) => `\\${(character.codePointAt(0) ?? 0).toString(16)} `)
}

/**
 * Ships each stylesheet of src/styles as dist/styles/<name>.css (in both builds), minified: the
 * WordPress plugin enqueues them with their area (Shop_Islands_Areas::STYLES), a page without
 * WordPress links them. They are plain files, not imported by any chunk, so a page's JavaScript
 * never waits for them and a page that needs none downloads none.
 */
export function shippedStyles(): Plugin {
  return {
    name: 'shop-islands-shipped-styles',
    generateBundle() {
      for (const name of readdirSync(STYLES_DIR)
        .filter((file) => file.endsWith('.css'))
        .sort()) {
        const source = readFileSync(join(STYLES_DIR, name), 'utf8')
        this.emitFile({ type: 'asset', fileName: `styles/${name}`, source: shippedStylesheet(name, source) })
      }
    },
  }
}
