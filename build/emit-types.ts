import { readdirSync, existsSync } from 'node:fs'
import { dirname, join, relative, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import ts from 'typescript'

/**
 * The shipped typings, generated from the public types each element exports beside its code
 * (elements/<folder>/types.ts: its element interface, `HTMLElementTagNameMap`, its events and JSX
 * attributes), so no typing is written twice. Output, relative to dist/:
 *  - shop-islands.d.ts: re-exports every folder's types (the global maps come with them);
 *  - shop-islands-jsx.d.ts: the same plus React's JSX intrinsic elements (needs React's types);
 *  - types/**: the declarations they point to (the element files and the core types they name).
 */
const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..')

/** The folders with public types: every element folder, and behaviours that raise events of their own. */
function typeSources(root = ROOT): string[] {
  const sources: string[] = []
  for (const base of ['elements', 'behaviours']) {
    for (const folder of readdirSync(join(root, base)).sort()) {
      const file = join(root, base, folder, 'types.ts')
      if (existsSync(file)) sources.push(file)
    }
  }
  return sources
}

const HEADER = `/**
 * Types of the custom elements defined by shop-islands (dist/shop-islands.js), generated from the
 * types each element exports beside its code. Import this file (or reference it) for a typed
 * \`document.querySelector()\` and \`createElement()\` of our tags, and the elements' events.
 */
`

/** file name (relative to dist/) → text. Throws with TypeScript's diagnostics when the types do not compile. */
export function emitTypings(root = ROOT): Map<string, string> {
  const jsx = join(root, 'src/types/jsx.ts')
  const sources = typeSources(root)
  const options: ts.CompilerOptions = {
    target: ts.ScriptTarget.ES2022,
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    lib: ['lib.es2023.d.ts', 'lib.dom.d.ts', 'lib.dom.iterable.d.ts'],
    jsx: ts.JsxEmit.ReactJSX,
    strict: true,
    declaration: true,
    emitDeclarationOnly: true,
    allowImportingTsExtensions: true,
    rewriteRelativeImportExtensions: true,
    skipLibCheck: true,
    types: [],
    rootDir: root,
    outDir: join(root, 'types'),
  }
  const program = ts.createProgram([...sources, jsx], options)
  const diagnostics = ts.getPreEmitDiagnostics(program)
  if (diagnostics.length > 0) {
    const host: ts.FormatDiagnosticsHost = {
      getCanonicalFileName: (name) => name,
      getCurrentDirectory: () => root,
      getNewLine: () => '\n',
    }
    throw new Error(`the element typings do not compile:\n${ts.formatDiagnostics(diagnostics, host)}`)
  }
  const files = new Map<string, string>()
  program.emit(undefined, (name, text) => files.set(relative(root, name), text))
  const modulePath = (source: string) => `./types/${relative(root, source).replace(/\\/g, '/').replace(/\.ts$/, '.js')}`
  files.set('shop-islands.d.ts', HEADER + sources.map((source) => `export * from '${modulePath(source)}'\n`).join(''))
  files.set(
    'shop-islands-jsx.d.ts',
    `/** JSX typings of the shop-islands elements, for React projects (needs React's types). */\nexport * from './shop-islands.js'\nexport * from '${modulePath(jsx)}'\n`,
  )
  return files
}
