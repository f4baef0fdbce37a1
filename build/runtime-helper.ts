import MagicString from 'magic-string'
import type { Plugin } from 'vite'

/** rolldown's runtime chunk: its helpers, of which the lean build uses one, `__exportAll`. */
const RUNTIME_CHUNK = 'rolldown-runtime'
/** The chunk every page loads (build/chunk-groups.ts). */
const HOST_CHUNK = 'always-on'
/** The helper that builds the namespace object of a module imported with `import()`, as rolldown names it. */
const HELPER = '__exportAll'
/** The name the host chunk exports it under (no minified export name has two underscores). */
const EXPORTED_AS = '__namespace'
/** The imports of the runtime chunk, as rolldown renders them before minifying. */
const RUNTIME_IMPORT = /import\s*\{([^}]*)\}\s*from\s*"\.\/rolldown-runtime-[^"]+";/g
const importsRuntime = (file: string) => file.includes(`/${RUNTIME_CHUNK}-`)

/**
 * What rolldown's `__exportAll` does (a module namespace object: the exports as enumerable getters,
 * tagged "Module" unless told not to), written as our own line.
 */
const helper = (name: string) =>
  `var ${name} = (exports, noTag) => { const target = {}; for (const key in exports) Object.defineProperty(target, key, { get: exports[key], enumerable: true }); if (!noTag) Object.defineProperty(target, Symbol.toStringTag, { value: "Module" }); return target; };`

/**
 * rolldown puts its runtime helpers in a chunk of its own, which no chunk group can take in
 * (build/chunk-groups.ts). The lean build needs one of them, `__exportAll` (a namespace object for
 * a module that shares its chunk and is imported with `import()`): for that one-line function,
 * every page made a request of its own (154 B gzip, most of it gzip's own overhead).
 *
 * This moves that helper into the always-on chunk, which every page loads before any other chunk:
 * the host defines and exports it, the other chunks import it from there. The runtime chunk is not
 * written when no chunk imports anything else from it (the React build's React chunk imports
 * `__commonJSMin`: there it stays). The rewrite is done before the chunks are minified and hashed,
 * so hashes and source maps see the final code; an import of the runtime in a shape this plugin does
 * not know fails the build rather than ship a chunk that imports nothing.
 */
export function runtimeHelperInAlwaysOn(): Plugin {
  /** Chunks still importing another helper from the runtime chunk (it must then be written). */
  const stillImporting = new Set<string>()
  return {
    name: 'shop-islands-runtime-helper',
    buildStart() {
      stillImporting.clear()
    },
    renderChunk(code, chunk, _options, meta) {
      if (!chunk.imports.some(importsRuntime)) return null
      const host = Object.values(meta.chunks).find((candidate) => candidate.name === HOST_CHUNK)
      if (!host) this.error(`no ${HOST_CHUNK} chunk to hold rolldown's runtime helper`)
      const hostFile = host.fileName.slice(host.fileName.lastIndexOf('/') + 1)
      const edited = new MagicString(code)
      let found = false
      for (const match of code.matchAll(RUNTIME_IMPORT)) {
        found = true
        const specifiers = (match[1] ?? '')
          .split(',')
          .map((each) => each.trim())
          .filter(Boolean)
        const ours = specifiers.find((each) => new RegExp(`^\\w+\\s+as\\s+${HELPER}$`).test(each))
        const others = specifiers.filter((each) => each !== ours)
        if (others.length > 0) stillImporting.add(chunk.fileName)
        if (!ours) continue
        const rest = others.length > 0 ? `import { ${others.join(', ')} } from${match[0].slice(match[0].lastIndexOf(' "'))}` : ''
        const replacement =
          chunk.name === HOST_CHUNK ? `${helper(HELPER)}${rest}` : `import { ${EXPORTED_AS} as ${HELPER} } from "./${hostFile}";${rest}`
        edited.overwrite(match.index, match.index + match[0].length, replacement)
        if (chunk.name === HOST_CHUNK) edited.append(`\nexport { ${HELPER} as ${EXPORTED_AS} };\n`)
      }
      if (!found) this.error(`${chunk.fileName} imports ${RUNTIME_CHUNK} in a shape this plugin does not know`)
      return { code: edited.toString(), map: edited.generateMap({ hires: true }) }
    },
    generateBundle(_options, bundle) {
      if (stillImporting.size > 0) return
      const host = Object.values(bundle).find((output) => output.type === 'chunk' && output.name === HOST_CHUNK)
      for (const [fileName, output] of Object.entries(bundle)) {
        if (output.type !== 'chunk') continue
        if (output.name === RUNTIME_CHUNK) delete bundle[fileName]
        else if (host && output.imports.some(importsRuntime)) {
          output.imports = [...new Set(output.imports.map((file) => (importsRuntime(file) ? host.fileName : file)))].filter(
            (file) => file !== fileName,
          )
        }
      }
    },
  }
}
