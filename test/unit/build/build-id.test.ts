import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { buildId, uniqueChunkNames } from '../../../build/build-id.ts'

const project = () => {
  const root = mkdtempSync(join(tmpdir(), 'build-id-'))
  mkdirSync(join(root, 'src', 'core'), { recursive: true })
  writeFileSync(join(root, 'src', 'core', 'a.ts'), 'export const a = 1\n')
  writeFileSync(join(root, 'package.json'), '{"version":"1.0.0"}\n')
  return root
}

describe('buildId', () => {
  it('is eight URL-safe characters, the same for the same sources', () => {
    const root = project()
    expect(buildId(root)).toMatch(/^[\w-]{8}$/)
    expect(buildId(root)).toBe(buildId(root))
  })

  it('changes when a source changes, is added or is renamed', () => {
    const root = project()
    const first = buildId(root)
    writeFileSync(join(root, 'src', 'core', 'a.ts'), 'export const a = 2\n')
    const edited = buildId(root)
    expect(edited).not.toBe(first)
    writeFileSync(join(root, 'src', 'core', 'b.ts'), '')
    expect(buildId(root)).not.toBe(edited)
  })

  it('ignores what is not a source of the bundle (tests, the output)', () => {
    const root = project()
    const first = buildId(root)
    mkdirSync(join(root, 'test'))
    writeFileSync(join(root, 'test', 'a.test.ts'), 'x')
    mkdirSync(join(root, 'dist'))
    writeFileSync(join(root, 'dist', 'shop-islands.js'), 'x')
    expect(buildId(root)).toBe(first)
  })
})

describe('uniqueChunkNames', () => {
  const check = (bundle: Record<string, unknown>) => {
    const errors: string[] = []
    const plugin = uniqueChunkNames('abcdefgh')
    const generate = plugin.generateBundle as (this: unknown, options: unknown, bundle: unknown) => void
    generate.call({ error: (message: string) => errors.push(message) }, {}, bundle)
    return errors
  }
  const chunk = (name: string, fileName: string) => ({ type: 'chunk', isEntry: false, name, fileName, moduleIds: [`/p/${name}.ts`] })

  it('accepts chunks named <name>-<id>.js', () => {
    expect(check({ a: chunk('load', 'chunks/load-abcdefgh.js') })).toEqual([])
  })

  it('fails on a second chunk of the same name, naming it', () => {
    expect(check({ a: chunk('load', 'chunks/load-abcdefgh.js'), b: chunk('load', 'chunks/load-abcdefgh2.js') })).toEqual([
      expect.stringContaining('two chunks are called "load"'),
    ])
  })
})
