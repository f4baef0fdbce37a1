import type { Plugin } from 'vite'

/**
 * glider-js and the carousels' shared rules (src/core/carousel/carousel.ts) are bundled into each of
 * their two users' chunks (the theme's home slider, the page builder's image carousel) instead of a
 * chunk of their own: a page has one or the other, and one chunk compresses better and costs one
 * request less (measured: the home page -533 B gzip, the gallery page -354 B). A page with both
 * downloads the 3 KB twice; both copies are stateless code, so each element simply uses its own.
 */
const CONSUMERS = /[\\/]elements[\\/](panoramic-slider|builder-image-carousel)[\\/]/
const SHARED = /^glider-js$|[\\/]core[\\/]carousel[\\/]carousel(\.ts)?$/

export function carouselPerConsumer(): Plugin {
  return {
    name: 'shop-islands-carousel-per-consumer',
    enforce: 'pre',
    async resolveId(source, importer, options) {
      const consumer = importer && CONSUMERS.exec(importer)?.[1]
      if (!consumer || !SHARED.test(source)) return null
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true })
      return resolved && { ...resolved, id: `${resolved.id}?for=${consumer}` }
    },
  }
}
