import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { build } from 'vite'
import { gzipSize } from './page-weight.ts'

const root = fileURLToPath(new URL('../../', import.meta.url))

/**
 * The gzip bytes of one feature on its own: its modules bundled and minified as we ship them
 * (Vite, same target), everything it imports included, nothing else — not the loader, not the
 * code it happens to share a chunk with on the page. `exports` maps an export name to a module
 * path relative to the project root.
 */
export async function featureBundle(exports: Record<string, string>): Promise<{ gzipBytes: number; code: string }> {
  const dir = mkdtempSync(join(tmpdir(), 'shop-islands-feature-'))
  try {
    const entry = join(dir, 'entry.ts')
    writeFileSync(
      entry,
      Object.entries(exports)
        .map(([name, path]) => `export { ${name} } from ${JSON.stringify(join(root, path))}`)
        .join('\n'),
    )
    await build({
      configFile: false,
      root,
      logLevel: 'silent',
      define: { __SHOP_ISLANDS_VERSION__: '"0"' },
      build: {
        outDir: join(dir, 'out'),
        target: 'es2022',
        modulePreload: false,
        rolldownOptions: {
          input: { feature: entry },
          preserveEntrySignatures: 'exports-only',
          output: { format: 'es', entryFileNames: '[name].js', chunkFileNames: '[name].js' },
        },
      },
    })
    const files = readdirSync(join(dir, 'out')).filter((f) => f.endsWith('.js'))
    const bodies = files.map((f) => readFileSync(join(dir, 'out', f)))
    return {
      gzipBytes: bodies.reduce((sum, body) => sum + gzipSize(body), 0),
      code: bodies.map((body) => body.toString('utf8')).join('\n'),
    }
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
}
