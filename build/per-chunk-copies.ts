import type { Plugin } from 'vite'
import { chunkOfModule, familyBaseOf } from './chunk-groups.ts'

/**
 * Small stateless modules that elements of different chunks need are bundled into each of those
 * chunks, as a copy of its own, instead of a chunk of their own: one chunk compresses better and
 * costs one request less. A page whose elements come from two of those chunks downloads the code
 * twice, and each chunk runs its own copy, which is harmless for code without state. A copy is made
 * per chunk of the importing element (src/loader/registry.ts decides the chunks); other importers
 * get the module itself. Measured (gzip):
 * - glider-js and the carousels' shared rules (src/core/carousel/carousel.ts), in the home slider's
 *   and the image carousel's chunks: the theme's home page -381 B, the gallery page -412 B;
 * - the control-made-button (src/runtime/button-role.ts) of the theme's chrome, the home slider and
 *   the image carousel: theme-post -189 B, gallery -196 B (the home page carries two copies, +144 B);
 * - the video embeds (src/core/builder/video-embed.ts, embed-url.ts), in the widgets' chunk and the
 *   lazy lightbox's: builder-landing -297 B, the gallery after the lightbox -355 B;
 *   the embed URL's copy for the widgets goes with the video's player, which loads on demand
 *   (chunk-groups.ts, `onDemandModules`);
 * - the focus helpers for a dismissed notice or bar (src/runtime/focus.ts), in the chrome chunk, the
 *   coming-soon banner's and the floating bar's, instead of the always-on chunk: every
 *   page without those elements -111 B.
 */
const COPIED =
  /^glider-js$|[\\/]core[\\/]carousel[\\/]carousel(\.ts)?$|[\\/]core[\\/]builder[\\/](video-embed|embed-url)(\.ts)?$|[\\/]runtime[\\/](button-role|focus)(\.ts)?$/

/**
 * Small runtime modules that the chunks of a family share (chunk-groups.ts, `familyBaseOf`: the page
 * builder's widgets, layout, carousel and nested widgets): one copy, in the family's base chunk,
 * which each page of the family loads anyway, instead of the islands chunk that product pages share.
 * Each is stateless, or keeps its state per element (a slide's animation), which no element of
 * another family touches; the page-wide id counter (src/runtime/ids.ts) is never copied.
 * Measured (gzip): the islands chunk (1.25 KB) no longer loads on builder pages:
 * builder-landing -637 B, builder-gallery -655 B (the id counter moved to the always-on chunk for
 * it: +32 B on every page). The record of attributes the widgets put back when they unmount
 * (src/runtime/attribute-record.ts) joined them: in the islands chunk it cost builder-landing 1.2 KB.
 */
const FAMILY_COPIED = /[\\/]src[\\/]runtime[\\/](slide|timers|visibility|attribute-record|builder[\\/]element-ready)\.ts$/
const FAMILY_FILE = /(^|[\\/])(slide|timers|visibility|attribute-record|element-ready)(\.ts)?$/

/**
 * Outside a family, the record of attributes is copied into each chunk that imports it: WooCommerce's
 * product tabs and its gallery both put the server's attributes back with it, and as a module shared
 * by two chunks it went to the islands chunk, which cost the tabs' product page 1.4 KB for 230 B.
 */
const COPIED_OUTSIDE_FAMILIES = /[\\/]src[\\/]runtime[\\/]attribute-record\.ts$/

/**
 * Rules of a family's foundation (chunk-groups.ts GROUP_EXTRAS puts them in the family's base chunk)
 * that an element outside the family imports too: that element's chunk gets a copy, so that its
 * pages do not download the family's base chunk. The APG key rule of the page builder's tabs and
 * accordions (src/core/builder/roving.ts) serves WooCommerce's product tabs and review stars so.
 */
const FOUNDATION_SHARED = /[\\/]core[\\/]builder[\\/]roving(\.ts)?$/

/**
 * The loader's own copies of the small modules it shares with the chunks: an entry's folder, the
 * console's prefix, the notices' selectors, Vite's preload helper. Shared, they went to the always-on
 * chunk, which then was a static import of the loader: the browser asked for it only once the loader
 * had arrived and been parsed, and every element's chunk waited behind it, one round trip more
 * before any island on every page. With its own copies (about 0.2 KB gzip) the loader imports
 * nothing (`loaderImportsNothing` checks), and asks for the always-on chunk and the page's element
 * chunks together.
 */
const LOADER_MODULE = /[\\/]src[\\/]loader[\\/](index|lazy-define|registry|always-on|own-script)\.ts$/
export const LOADER_COPY = '?for=loader'
const inLoader = (importer: string) => LOADER_MODULE.test(importer) || importer.endsWith(LOADER_COPY)

export function perChunkCopies(): Plugin {
  return {
    name: 'shop-islands-per-chunk-copies',
    enforce: 'pre',
    async resolveId(source, importer, options) {
      // Only static imports: what the loader imports with import() is a chunk of its own.
      if (importer !== undefined && inLoader(importer) && options.kind === 'import-statement') {
        const resolved = await this.resolve(source, importer, { ...options, skipSelf: true })
        // The loader's own modules stay themselves; what it imports from elsewhere is its copy.
        if (!resolved || LOADER_MODULE.test(resolved.id) || resolved.id.endsWith(LOADER_COPY)) return resolved
        return { ...resolved, id: `${resolved.id}${LOADER_COPY}` }
      }
      const chunk = importer === undefined ? undefined : chunkOfModule(importer)
      if (chunk === undefined) return null
      if (FOUNDATION_SHARED.test(source)) {
        const resolved = await this.resolve(source, importer, { ...options, skipSelf: true })
        const home = resolved ? chunkOfModule(resolved.id) : undefined
        if (!resolved || home === undefined || home === chunk || familyBaseOf(chunk) === home) return resolved
        return { ...resolved, id: `${resolved.id}?for=${encodeURIComponent(chunk)}` }
      }
      // COPIED names the imports; a family's modules are imported by relative paths too (./slide.ts).
      const copied = COPIED.test(source)
      if (!copied && !FAMILY_FILE.test(source)) return null
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true })
      if (!resolved) return null
      const family = familyBaseOf(chunk)
      const copyFor = copied
        ? chunk
        : FAMILY_COPIED.test(resolved.id) && family !== undefined
          ? family
          : COPIED_OUTSIDE_FAMILIES.test(resolved.id)
            ? chunk
            : undefined
      return copyFor === undefined ? resolved : { ...resolved, id: `${resolved.id}?for=${encodeURIComponent(copyFor)}` }
    },
  }
}

/** Fails the build if the loader imports a chunk statically (see LOADER_MODULE). */
export function loaderImportsNothing(): Plugin {
  return {
    name: 'shop-islands-loader-imports-nothing',
    generateBundle(_options, bundle) {
      for (const output of Object.values(bundle)) {
        if (output.type === 'chunk' && output.isEntry && output.imports.length > 0) {
          this.error(`the loader imports ${output.imports.join(', ')} statically: every page's chunks would wait for it`)
        }
      }
    },
  }
}
