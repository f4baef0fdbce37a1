import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import type { Plugin } from 'vite'

/** The stylesheets an element needs before (or without) its script: src/styles/*.css. */
export const STYLES_DIR = fileURLToPath(new URL('../src/styles/', import.meta.url))

/**
 * Ships each stylesheet of src/styles unchanged as dist/styles/<name>.css (in both builds): the
 * WordPress plugin enqueues them with their area (Shop_Islands_Areas::STYLES), a page without
 * WordPress links them. They are plain files, not imported by any chunk, so a page's JavaScript
 * never waits for them and a page that needs none downloads none.
 */
export function shippedStyles(): Plugin {
  return {
    name: 'shop-islands-shipped-styles',
    generateBundle() {
      for (const name of readdirSync(STYLES_DIR).filter((file) => file.endsWith('.css')).sort()) {
        this.emitFile({ type: 'asset', fileName: `styles/${name}`, source: readFileSync(join(STYLES_DIR, name), 'utf8') })
      }
    },
  }
}
