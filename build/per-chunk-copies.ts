import type { Plugin } from 'vite'
import { chunkOfElementModule } from './chunk-groups.ts'

/**
 * Small stateless modules that elements of different chunks need are bundled into each of those
 * chunks, as a copy of its own, instead of a chunk of their own: one chunk compresses better and
 * costs one request less. A page whose elements come from two of those chunks downloads the code
 * twice, and each chunk runs its own copy, which is harmless for code without state. A copy is made
 * per chunk of the importing element (src/loader/registry.ts decides the chunks); other importers
 * get the module itself. Measured (gzip, fifth session):
 * - glider-js and the carousels' shared rules (src/core/carousel/carousel.ts), in the home slider's
 *   and the image carousel's chunks: the theme's home page -381 B, the gallery page -412 B;
 * - the control-made-button (src/runtime/button-role.ts) of the theme's chrome, the home slider and
 *   the image carousel: theme-post -189 B, gallery -196 B (the home page carries two copies, +144 B).
 */
const COPIED = /^glider-js$|[\\/]core[\\/]carousel[\\/]carousel(\.ts)?$|[\\/]runtime[\\/]button-role(\.ts)?$/

export function perChunkCopies(): Plugin {
  return {
    name: 'shop-islands-per-chunk-copies',
    enforce: 'pre',
    async resolveId(source, importer, options) {
      if (!importer || !COPIED.test(source)) return null
      const chunk = chunkOfElementModule(importer)
      if (!chunk) return null
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true })
      return resolved && { ...resolved, id: `${resolved.id}?for=${encodeURIComponent(chunk)}` }
    },
  }
}
