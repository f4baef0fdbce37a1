import { runInNewContext } from 'node:vm'
import type { Plugin } from 'vite'
import { describe, expect, it } from 'vitest'
import { runtimeHelperInAlwaysOn } from '../../../build/runtime-helper.ts'

/** A plugin hook as a plain function (the hooks below use no plugin context, or only `error`). */
type Hook = (...args: unknown[]) => unknown
const hook = (plugin: Plugin, name: keyof Plugin): Hook => {
  const value = plugin[name] as Hook | { handler: Hook }
  return typeof value === 'function' ? value : value.handler
}
const context = {
  error: (message: string): never => {
    throw new Error(message)
  },
}

describe("rolldown's runtime helper in the always-on chunk (build/runtime-helper.ts)", () => {
  const plugin = runtimeHelperInAlwaysOn()
  const host = { name: 'always-on', fileName: 'chunks/always-on-!~{001}~.js', imports: ['chunks/rolldown-runtime-!~{000}~.js'] }
  const chunks = {
    [host.fileName]: host,
    'chunks/rolldown-runtime-!~{000}~.js': { name: 'rolldown-runtime', fileName: 'chunks/rolldown-runtime-!~{000}~.js', imports: [] },
  }
  const runtimeImport = 'import { t as __exportAll } from "./rolldown-runtime-!~{000}~.js";'
  const render = (code: string, chunk: { name: string; fileName: string; imports: string[] }) =>
    hook(plugin, 'renderChunk').call(context, code, chunk, {}, { chunks }) as { code: string } | null

  it('the always-on chunk defines the helper in place of its import, and exports it', () => {
    const out = render(`${runtimeImport}\nvar ns = __exportAll({ start: () => start });\nexport { ns as t };\n`, host)
    expect(out?.code).not.toContain('rolldown-runtime')
    expect(out?.code).toMatch(/^var __exportAll = /)
    expect(out?.code).toContain('export { __exportAll as __namespace };')
  })

  it('another chunk imports it from the always-on chunk', () => {
    const chunk = { name: 'builder-widgets', fileName: 'chunks/builder-widgets-!~{002}~.js', imports: [...host.imports, host.fileName] }
    const out = render(`${runtimeImport}\nimport { a } from "./always-on-!~{001}~.js";\n`, chunk)
    expect(out?.code.split('\n')[0]).toBe('import { __namespace as __exportAll } from "./always-on-!~{001}~.js";')
  })

  it('leaves a chunk without the runtime alone, and fails the build on an import it does not know', () => {
    expect(render('export const a = 1;\n', { name: 'theme', fileName: 'chunks/theme-!~{003}~.js', imports: [] })).toBeNull()
    expect(() =>
      render('import * as rt from "./rolldown-runtime-!~{000}~.js";\n', {
        name: 'theme',
        fileName: 'chunks/theme-!~{003}~.js',
        imports: host.imports,
      }),
    ).toThrow(/does not know/)
  })

  it("a chunk that imports another helper too (the React build's React chunk) keeps that import, and the runtime chunk is written", () => {
    const fresh = runtimeHelperInAlwaysOn()
    hook(fresh, 'buildStart').call(context)
    const chunk = { name: 'react', fileName: 'chunks/react-!~{004}~.js', imports: host.imports }
    const out = hook(fresh, 'renderChunk').call(
      context,
      'import { n as __exportAll, t as __commonJSMin } from "./rolldown-runtime-!~{000}~.js";\n',
      chunk,
      {},
      { chunks },
    ) as { code: string }
    expect(out.code.split('\n')[0]).toBe(
      'import { __namespace as __exportAll } from "./always-on-!~{001}~.js";import { t as __commonJSMin } from "./rolldown-runtime-!~{000}~.js";',
    )
    const bundle = {
      'chunks/rolldown-runtime-x.js': { type: 'chunk', name: 'rolldown-runtime', fileName: 'chunks/rolldown-runtime-x.js', imports: [] },
    }
    hook(fresh, 'generateBundle').call(context, {}, bundle)
    expect(Object.keys(bundle)).toEqual(['chunks/rolldown-runtime-x.js'])
  })

  it('the runtime chunk is not written when no chunk imports anything else from it; imports name the always-on chunk', () => {
    const fresh = runtimeHelperInAlwaysOn()
    hook(fresh, 'buildStart').call(context)
    hook(fresh, 'renderChunk').call(context, `${runtimeImport}\n`, host, {}, { chunks })
    const bundle: Record<string, { type: string; name: string; fileName: string; imports: string[] }> = {
      'chunks/rolldown-runtime-x.js': { type: 'chunk', name: 'rolldown-runtime', fileName: 'chunks/rolldown-runtime-x.js', imports: [] },
      'chunks/always-on-y.js': {
        type: 'chunk',
        name: 'always-on',
        fileName: 'chunks/always-on-y.js',
        imports: ['chunks/rolldown-runtime-x.js'],
      },
      'chunks/theme-z.js': {
        type: 'chunk',
        name: 'theme',
        fileName: 'chunks/theme-z.js',
        imports: ['chunks/rolldown-runtime-x.js', 'chunks/always-on-y.js'],
      },
    }
    hook(fresh, 'generateBundle').call(context, {}, bundle)
    expect(Object.keys(bundle)).toEqual(['chunks/always-on-y.js', 'chunks/theme-z.js'])
    expect(bundle['chunks/always-on-y.js']?.imports).toEqual([])
    expect(bundle['chunks/theme-z.js']?.imports).toEqual(['chunks/always-on-y.js'])
  })

  it('the helper makes what rolldown\'s does: a namespace of enumerable getters, tagged "Module" unless told not to', () => {
    const code = render(`${runtimeImport}\n`, host)?.code.replace(/export \{[^}]*\};/, '') ?? ''
    const sandbox: { __exportAll?: (all: Record<string, () => unknown>, noTag?: boolean) => object } = {}
    runInNewContext(`${code}\nthis.__exportAll = __exportAll`, sandbox)
    let value = 1
    const namespace = sandbox.__exportAll!({ value: () => value })
    value = 2
    expect((namespace as { value: number }).value).toBe(2)
    expect(Object.keys(namespace)).toEqual(['value'])
    expect(Object.prototype.toString.call(namespace)).toBe('[object Module]')
    expect(Object.prototype.toString.call(sandbox.__exportAll!({}, true))).toBe('[object Object]')
  })
})
