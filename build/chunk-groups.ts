import type { Rolldown } from 'vite'
import { elements } from '../src/loader/registry.ts'
import { type ChunkGroup, folderOf } from '../src/runtime/element-module.ts'
import { REACT_RUNTIME_MODULES, type Runtime } from './runtimes.ts'

/**
 * The build's chunk groups. An element folder's group is its registry entry's `group`
 * (src/loader/registry.ts); this file adds only where the shared runtime and vendor code go.
 * Rolldown captures a group's modules with their dependencies, so a folder's helpers follow it.
 */

type Group = Rolldown.CodeSplittingGroup

/** The React runtime's chunk (preact/compat, or React 19): `chunks/react-<hash>.js` in both builds. */
const REACT_CHUNK = 'react'

/** Whether an output file is the React runtime's chunk (vite.config.ts preloads it with the islands). */
export const isReactChunk = (file: string) => new RegExp(`(^|/)chunks/${REACT_CHUNK}-[^/]+\\.js$`).test(file)

/** Output chunks by name: `chunks/<name>-<build id>.js`. */
const isChunk = (name: string) => (file: string) => new RegExp(`(^|/)chunks/${name}-[^/]+\\.js$`).test(file)

/** The chunks that hold a family's table (src/loader/families/*-table.ts): the product's and the checkout's own, the builder's foundation, the theme's chrome. */
const isFamilyTableChunk = (file: string) => ['product-table', 'checkout-table', 'builder', 'theme'].some((name) => isChunk(name)(file))

/**
 * What the browser fetches together with a chunk that is imported (`<link rel=modulepreload>`, see
 * build/slim-preload.ts), from the importer's list of the chunk's static imports:
 * - with an element chunk that a family's table imports, every chunk it imports (but the always-on
 *   chunk, which the loader fetched as it started, and the table's own): the island is ready one
 *   round trip after its table, not after one more per level of shared chunks (the options form was
 *   ready after five round trips of our bundle, the sanitiser last). The lists are in the table's
 *   chunk, which only the family's pages load;
 * - with any other chunk, the React runtime only (15 KB gzip lean, 68 KB React): lists for every
 *   element in the loader cost every page about 180 B gzip.
 */
export function preloadedWith(file: string, deps: readonly string[], context: { hostId: string }): string[] {
  if (!isFamilyTableChunk(context.hostId)) return deps.filter(isReactChunk)
  return deps.filter((dep) => dep !== file && dep !== context.hostId && !isChunk('always-on')(dep))
}

const folderOfModule = (id: string) => /[\\/]elements[\\/]([^\\/]+)[\\/]/.exec(id)?.[1]

const groupOfFolder = new Map<string, ChunkGroup>()
for (const entry of elements) {
  const group = entry.group ?? 'own'
  const folder = folderOf(entry)
  const known = groupOfFolder.get(folder)
  if (known && known !== group) throw new Error(`registry: entries of elements/${folder} name two chunk groups (${known}, ${group})`)
  groupOfFolder.set(folder, group)
}

/**
 * The chunk an element module goes to, by its folder's registry entry: a shared group's name, or the
 * folder's own chunk (`own:<folder>`); undefined for a module outside the element folders.
 */
export function chunkOfElementModule(id: string): string | undefined {
  const folder = folderOfModule(id)
  if (folder === undefined) return undefined
  const group = groupOfFolder.get(folder) ?? 'own'
  return group === 'own' ? `own:${folder}` : group
}

const inGroup = (id: string, group: ChunkGroup) => {
  const folder = folderOfModule(id)
  return folder !== undefined && groupOfFolder.get(folder) === group
}

/** A module the always-on behaviours import (src/loader/always-on.ts) from a folder whose group is not shared. */
const alwaysOnBehaviour = (id: string, ctx: Rolldown.ChunkingContext) =>
  ctx.getModuleInfo(id)?.dynamicImporters.some((importer) => /src[\\/]loader[\\/]always-on\.ts$/.test(importer)) === true &&
  (folderOfModule(id) === undefined || ['own', 'always-on'].includes(groupOfFolder.get(folderOfModule(id) as string) ?? 'own'))

/**
 * The runtime every element needs (island base, guarded define, logging; the page-wide id
 * counter, which must stay one for the whole page while the page builder's chunks carry copies of
 * the rest of the islands runtime: build/per-chunk-copies.ts), and what the loader shares with
 * chunks (a chunk must never import the loader, whose URL carries WordPress's ?ver=: the import
 * would load a second copy of it). Vite's preload helper too. The data contract (runtime/data.ts,
 * validate.ts) is not here: only the WooCommerce elements use it (a chunk of its own below; every
 * theme and page-builder page 346 B gzip less).
 */
const EVERY_PAGE = /(vite[\\/]preload-helper|src[\\/]runtime[\\/](island|define|log|element-module|ids)\.ts)/

/** The shared runtime's plain modules (React pieces are .tsx). */
const ISLANDS_RUNTIME = /src[\\/](runtime|ui)[\\/].*\.ts$/
/** The add-on systems' calendar texts read settings (the chrome chunk's): not in the chunk builder pages load. */
const REQUESTS_RUNTIME = /src[\\/](runtime[\\/](http|latest-request|sanitize)|core[\\/](wp[\\/]ajax|text[\\/]web-address))\.ts$/
const ADDONS_ONLY_RUNTIME = /src[\\/]runtime[\\/]calendar[\\/]/
/** The runtime the small chrome elements share (events through jQuery, page load, settings, scroll). */
const CHROME_RUNTIME =
  /(src[\\/]runtime[\\/](jquery|jquery-data|listen|page-load|settings|events|scroll)\.ts|src[\\/]core[\\/](notices|timing)[\\/]|src[\\/]core[\\/]variations[\\/]raise-to-min\.ts)/

/**
 * Modules a named group takes although others use them too, because every page that needs them
 * loads that group's chunk anyway. The theme's settings reader serves its home-page chunk as well (a
 * chunk of its own cost content pages 210 B gzip).
 */
const GROUP_EXTRAS: Partial<Record<ChunkGroup, RegExp>> = {
  // The theme's per-frame scheduler and its settings globals' reader serve the home-page elements too;
  // its chrome rules (core/theme/chrome.ts) the search toggle's own chunk as well.
  // The theme family's table (src/loader/families/theme-table.ts) too: the loader fetches it at the
  // theme's header, and every page of the theme loads this chunk for its navigation.
  'shared:theme':
    /src[\\/](core[\\/]theme[\\/](settings|chrome)|runtime[\\/](frame|theme-settings)|loader[\\/]families[\\/]theme(-table)?)\.ts$/,
  // The theme's React-free home chrome (one-page, header overlay) and the runtime they
  // share with the home slider and masonry, in one chunk with the elements (four chunks cost the
  // home page 1.3 KB more). Masonry, on the blog index and not on the home page, has a chunk of its
  // own (the home page -612 B gzip); so do the slider's rules, with the slider (the pages of a
  // one-page site and those with a header image load this chunk without a slider).
  'shared:theme-home': /src[\\/](runtime[\\/](frame-throttle|overlay-fit)\.ts|core[\\/]theme[\\/](home-settings|one-page|text-fit)\.ts)/,
  // The page builder's foundation (config, device mode, widget settings, in-view, panels, the APG
  // key rule of the widgets and nested widgets): every builder page loads the builder's chunk (its
  // layout element adopts each builder document), so the other builder chunks import it from there
  // rather than from the islands' chunk that product pages load.
  // The builder family's table (src/loader/families/builder-table.ts) rides with it too: the loader
  // fetches it at the first builder document, which needs this chunk for its layout anyway.
  'shared:builder':
    /src[\\/](runtime[\\/]builder[\\/](config|device-mode|widget|widget-settings|in-view|panels)|core[\\/]builder[\\/](devices|responsive|roving)|loader[\\/]families[\\/]builder(-table)?)\.ts$/,
}

const inGroupExtras = (id: string) => Object.values(GROUP_EXTRAS).some((extras) => extras?.test(id) === true)

/** The chunk a module outside the element folders is put in by GROUP_EXTRAS, if any. */
const groupOfExtra = (id: string) => (Object.entries(GROUP_EXTRAS) as [ChunkGroup, RegExp][]).find(([, extras]) => extras.test(id))?.[0]

/**
 * The chunk a module goes to by the registry or GROUP_EXTRAS: its element folder's chunk, or the
 * group that takes it although it lies outside the element folders (the builder's foundation).
 */
export const chunkOfModule = (id: string): string | undefined => chunkOfElementModule(id) ?? groupOfExtra(id)

/**
 * A family of chunks: the shared groups named `shared:<base>-…` with the group `shared:<base>`, when
 * the registry names that group. Every member's elements are built on the base's modules (the page
 * builder's widgets on its foundation, `shared:builder`), so every page with a member's element
 * loads the base's chunk anyway: it is where the family's copies go (build/per-chunk-copies.ts).
 */
export function familyBaseOf(chunk: string): ChunkGroup | undefined {
  const base = /^(shared:[^-]+)(-|$)/.exec(chunk)?.[1] as ChunkGroup | undefined
  return base !== undefined && [...groupOfFolder.values()].includes(base) ? base : undefined
}

/** A module copied for one chunk (build/per-chunk-copies.ts marks its id with the chunk's name). */
const copiedFor = (id: string, chunk: string) => id.endsWith(`?for=${encodeURIComponent(chunk)}`)

/**
 * Whether a module belongs to a named group: it sits in one of the group's folders, or every module
 * that imports it does (a helper only the group uses). Memoised per build; an import cycle counts as
 * not owned.
 */
function ownedBy(group: ChunkGroup) {
  const known = new Map<string, boolean>()
  const owned = (id: string, ctx: Rolldown.ChunkingContext): boolean => {
    const cached = known.get(id)
    if (cached !== undefined) return cached
    known.set(id, false)
    let result = inGroup(id, group)
    if (!result) {
      const info = ctx.getModuleInfo(id)
      result =
        info !== null &&
        info.dynamicImporters.length === 0 &&
        info.importers.length > 0 &&
        info.importers.every((importer) => owned(importer, ctx))
    }
    known.set(id, result)
    return result
  }
  return owned
}

/**
 * Whether a module is loaded on demand by an element: an element folder imports it with `import()`
 * only (the loader's imports of element chunks do not count), or only such modules import it. A
 * named group leaves it out although it may sit in the group's folder, so rolldown gives it a chunk
 * of its own that loads when asked (the video widget's player: builder-landing -673 B gzip).
 * Memoised per build; an import cycle counts as not on demand.
 */
function onDemandModules() {
  const known = new Map<string, boolean>()
  const onDemand = (id: string, ctx: Rolldown.ChunkingContext): boolean => {
    const cached = known.get(id)
    if (cached !== undefined) return cached
    known.set(id, false)
    const info = ctx.getModuleInfo(id)
    const result =
      info !== null &&
      (info.importers.length === 0
        ? info.dynamicImporters.some((importer) => folderOfModule(importer) !== undefined)
        : info.dynamicImporters.length === 0 && info.importers.every((importer) => onDemand(importer, ctx)))
    known.set(id, result)
    return result
  }
  return onDemand
}

/**
 * A group that leaves out the loader's own copies of modules (build/per-chunk-copies.ts,
 * LOADER_COPY): they stay in the loader, whatever a group's rule says of the module they copy.
 */
function outsideTheLoader(group: Group): Group {
  const { name, test } = group
  const isCopy = (id: string) => copiedFor(id, 'loader')
  if (typeof test === 'string') throw new Error(`chunk group ${String(name)}: write its test as a RegExp or a function`)
  return {
    ...group,
    name: typeof name === 'function' ? (id, ctx) => (isCopy(id) ? null : name(id, ctx)) : name,
    ...(test === undefined ? {} : { test: (id: string) => !isCopy(id) && (test instanceof RegExp ? test.test(id) : test(id) === true) }),
  }
}

export function chunkGroups(runtime: Runtime = 'lean'): Group[] {
  return groupsOf(runtime).map(outsideTheLoader)
}

function groupsOf(runtime: Runtime): Group[] {
  const shared = [...new Set([...groupOfFolder.values()].filter((group) => group.startsWith('shared:')))]
  const sharedOwners = shared.map(ownedBy)
  const onDemand = onDemandModules()
  return [
    // The React runtime (preact/compat, or React 19 in the React build). @r2wc is not in it: only
    // the options form uses it.
    { name: REACT_CHUNK, test: REACT_RUNTIME_MODULES[runtime] },
    // The calendar of both add-on systems (flatpickr and our accessible layer), loaded on first use.
    {
      name: 'flatpickr',
      test: /(node_modules[\\/]flatpickr[\\/]|src[\\/]runtime[\\/]calendar[\\/]calendar\.(ts|css))/,
      includeDependenciesRecursively: false,
    },
    // What every page loads: the always-on behaviours and the runtime every element needs: one request.
    {
      name: (id, ctx) => (EVERY_PAGE.test(id) || inGroup(id, 'always-on') || alwaysOnBehaviour(id, ctx) ? 'always-on' : null),
    },
    // The data contract (validators and the reader that reports bad data): the WooCommerce elements'
    // business, which the theme's and the page builder's elements never use.
    { name: 'data-contract', test: /src[\\/]runtime[\\/](data|validate)\.ts$/, includeDependenciesRecursively: false },
    // The small React-free elements of the site chrome: pages with chrome have several, and one chunk
    // compresses far better than ten small ones (the 15 KB budget of such pages needs it). What a
    // chrome element imports on demand only (the password toggle's strength meter) is a chunk of its own.
    { name: (id, ctx) => ((inGroup(id, 'chrome') && !onDemand(id, ctx)) || CHROME_RUNTIME.test(id) ? 'chrome' : null) },
    // Server markup put in as nodes (cart fragments, the cart page's and the checkout's answers):
    // only the cart, the checkout and the in-page adds to cart need it, not every page with requests.
    { name: 'server-markup', test: /src[\\/]runtime[\\/](markup-nodes|fragments)\.ts$/, includeDependenciesRecursively: false },
    // Requests (and the sanitiser's loader) are the product islands' business, not the page
    // widgets'. Product Add-Ons loads this chunk on demand only: with its first tax question, or
    // its first swatch whose price is markup.
    { name: 'requests', test: REQUESTS_RUNTIME, includeDependenciesRecursively: false },
    // The shop's currency rules, which both add-on systems write prices with: a chunk of their own,
    // not with the date rules that Product Add-Ons loads only for a date field in use.
    { name: 'money', test: /src[\\/]core[\\/]money[\\/]/, includeDependenciesRecursively: false },
    // The date rules and the calendar's texts: the options form's date fields use them as they render,
    // Product Add-Ons only once a date field is used (its date rules' module loads on demand).
    { name: 'dates', test: /src[\\/](core[\\/]dates[\\/]|runtime[\\/]calendar[\\/]texts\.ts$)/, includeDependenciesRecursively: false },
    // The runtime that several elements share (slides, timers, the synchronous root): one chunk
    // instead of the many small ones rolldown would make, which compress poorly and cost a request
    // each (the richest product page: 1.2 KB gzip less). Not the React pieces (.tsx): a React-free
    // page that needs this runtime (the theme's chrome, the page builder's widgets) must not download
    // the React runtime with it. Not the runtime that only a named group's folders use either: it
    // goes with that group.
    {
      name: (id, ctx) =>
        ISLANDS_RUNTIME.test(id) && !ADDONS_ONLY_RUNTIME.test(id) && !inGroupExtras(id) && !sharedOwners.some((owned) => owned(id, ctx))
          ? 'islands'
          : null,
      minShareCount: 2,
    },
    // Named groups (`shared:system-a`): the folders that name one share a chunk, but for what their
    // elements load on demand.
    // The folders' modules and what only they use; what they share with other elements stays in
    // the common chunks rolldown makes.
    ...shared.map((group): Group => {
      const owned = ownedBy(group)
      return {
        name: (id, ctx) =>
          !onDemand(id, ctx) && (owned(id, ctx) || GROUP_EXTRAS[group]?.test(id) || copiedFor(id, group))
            ? group.slice('shared:'.length)
            : null,
        includeDependenciesRecursively: false,
      }
    }),
  ]
}
