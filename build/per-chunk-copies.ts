import type { Plugin } from 'vite'

/**
 * Small stateless modules that two chunks never loaded together both need are bundled into each of
 * them, as a copy of its own, instead of a chunk of their own: one chunk compresses better and costs
 * one request less. A page that has both users downloads the code twice, and each user runs its own
 * copy, which is harmless for code without state. Measured (gzip):
 * - glider-js and the carousels' shared rules (src/core/carousel/carousel.ts), in the home slider's
 *   and the image carousel's chunks: the theme's home page -381 B, the gallery page -412 B;
 * - the theme's and the page builder's control-made-button (src/runtime/button-role.ts), in the
 *   theme's chunk (with the home slider, which the theme's chunk always accompanies) and the image
 *   carousel's: the theme's pages and the gallery page about -150 B each.
 */
const COPIES: readonly { module: RegExp; copyFor: (importer: string) => string | undefined }[] = [
  {
    module: /^glider-js$|[\\/]core[\\/]carousel[\\/]carousel(\.ts)?$/,
    copyFor: (importer) => /[\\/]elements[\\/](panoramic-slider|builder-image-carousel)[\\/]/.exec(importer)?.[1],
  },
  {
    module: /[\\/]runtime[\\/]button-role(\.ts)?$/,
    copyFor: (importer) =>
      /[\\/]elements[\\/]panoramic-/.test(importer) ? 'theme' : /[\\/]elements[\\/]builder-/.test(importer) ? 'builder' : undefined,
  },
]

/** The id suffix of a copy: `?for=<name>`. */
export const copyOf = (name: string) => `?for=${name}`

export function perChunkCopies(): Plugin {
  return {
    name: 'shop-islands-per-chunk-copies',
    enforce: 'pre',
    async resolveId(source, importer, options) {
      if (!importer) return null
      const copy = COPIES.find((candidate) => candidate.module.test(source))?.copyFor(importer)
      if (!copy) return null
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true })
      return resolved && { ...resolved, id: `${resolved.id}${copyOf(copy)}` }
    },
  }
}
