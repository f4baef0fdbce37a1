import { readdirSync, readFileSync } from 'node:fs'
import { dirname, join, normalize, relative, sep } from 'node:path'
import { describe, expect, it } from 'vitest'

/**
 * The house's layering, checked on every import and re-export of the source:
 * src/core imports nothing but src/core; src/runtime imports no element, behaviour or
 * loader; an element imports no other element's folder and not the loader; behaviours import no
 * element and not the loader. (src/core compiles without the DOM's types: tsconfig.core.json.)
 */
interface Import {
  readonly file: string
  readonly specifier: string
  /** Repository-relative path of a relative import; undefined for a package. */
  readonly target: string | undefined
}

const SOURCE = /\.(ts|tsx)$/

function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { recursive: true, encoding: 'utf8' })
    .filter((file) => SOURCE.test(file) && !file.endsWith('.d.ts'))
    .map((file) => join(folder, file))
}

function importsOf(file: string): Import[] {
  const text = readFileSync(file, 'utf8')
  const found: Import[] = []
  const pattern =
    /(?:^|\n)\s*(?:import|export)\b[^'"`;]*?\bfrom\s*['"]([^'"]+)['"]|\bimport\s*\(\s*['"]([^'"]+)['"]\s*\)|(?:^|\n)\s*import\s*['"]([^'"]+)['"]/g
  for (const match of text.matchAll(pattern)) {
    const specifier = (match[1] ?? match[2] ?? match[3]) as string
    const target = specifier.startsWith('.') ? normalize(join(dirname(file), specifier)) : undefined
    found.push({ file, specifier, target })
  }
  return found
}

const all = ['src', 'elements', 'behaviours'].flatMap(sourceFiles).flatMap(importsOf)
const under = (path: string | undefined, folder: string) => path !== undefined && (path + sep).startsWith(folder + sep)
const show = (imports: Import[]) => imports.map(({ file, specifier }) => `${file} → ${specifier}`)

describe('layering', () => {
  it('has imports to check (the scan works)', () => {
    expect(all.length).toBeGreaterThan(300)
    expect(all.some(({ file, target }) => file.startsWith('elements') && under(target, 'src/runtime'))).toBe(true)
  })

  it('src/core imports nothing but src/core: no runtime, ui, element, React or other package', () => {
    const bad = all.filter(({ file, target }) => file.startsWith(`src${sep}core`) && !under(target, join('src', 'core')))
    expect(show(bad)).toEqual([])
  })

  it('src/core starts no timer and makes no request', () => {
    const bad = sourceFiles(join('src', 'core')).filter((file) =>
      /\b(setTimeout|setInterval|requestAnimationFrame|requestIdleCallback|fetch|XMLHttpRequest)\s*\(/.test(readFileSync(file, 'utf8')),
    )
    expect(bad).toEqual([])
  })

  it('src/runtime imports no element, behaviour or loader', () => {
    const bad = all.filter(
      ({ file, target }) =>
        file.startsWith(join('src', 'runtime')) &&
        (under(target, 'elements') || under(target, 'behaviours') || under(target, join('src', 'loader'))),
    )
    expect(show(bad)).toEqual([])
  })

  it("an element imports no other element's folder, no behaviour and not the loader", () => {
    const bad = all.filter(({ file, target }) => {
      if (!file.startsWith('elements')) return false
      const own = file.split(sep).slice(0, 2).join(sep)
      return (under(target, 'elements') && !under(target, own)) || under(target, 'behaviours') || under(target, join('src', 'loader'))
    })
    expect(show(bad)).toEqual([])
  })

  it('a behaviour imports no element and not the loader', () => {
    const bad = all.filter(
      ({ file, target }) => file.startsWith('behaviours') && (under(target, 'elements') || under(target, join('src', 'loader'))),
    )
    expect(show(bad)).toEqual([])
  })

  it('reads relative paths as the repository does', () => {
    expect(relative('.', normalize(join('elements/wc-pao-addons', '../../src/core/addons/index.ts')))).toBe(
      join('src', 'core', 'addons', 'index.ts'),
    )
  })
})
