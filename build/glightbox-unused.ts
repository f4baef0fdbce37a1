import type { Plugin } from 'vite'

/**
 * glightbox imports its modules for features our lightbox (the page builder's) keeps off whether
 * they are used or not: its click-to-zoom (off per slide: the toolbar has the zoom), its keyboard
 * navigation (the dialog has its own keys) and its Plyr video slides (videos are inline slides we
 * build). They are replaced by a function that throws, so a future option that needs one fails
 * loudly in the tests instead of shipping 1.5 KB gzip (measured: the lightbox's chunk 17,710 ->
 * 16,247 B) to every visitor who opens the lightbox.
 */
const UNUSED = /[\\/]glightbox[\\/]src[\\/]js[\\/](core[\\/](zoom|keyboard-navigation)|slides[\\/]video)\.js$/
const PREFIX = '\0glightbox-unused:'

export function glightboxUnused(): Plugin {
  return {
    name: 'shop-islands-glightbox-unused',
    enforce: 'pre',
    async resolveId(source, importer, options) {
      if (!importer || !/[\\/]glightbox[\\/]src[\\/]js[\\/]/.test(importer)) return null
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true })
      const match = resolved && UNUSED.exec(resolved.id)
      return match ? `${PREFIX}${match[1]}` : null
    },
    load(id) {
      if (!id.startsWith(PREFIX)) return null
      const name = id.slice(PREFIX.length)
      return `export default function unused() { throw new Error('glightbox: ${name}.js is not bundled (build/glightbox-unused.ts)') }\n`
    },
  }
}
