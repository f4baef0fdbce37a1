// @vitest-environment happy-dom
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { alwaysOn } from '../../../src/loader/always-on.ts'
import { table as builderTable } from '../../../src/loader/families/builder-table.ts'
import { table as checkoutTable } from '../../../src/loader/families/checkout-table.ts'
import { table as productTable } from '../../../src/loader/families/product-table.ts'
import { table as siteTable } from '../../../src/loader/families/site-table.ts'
import { table as themeTable } from '../../../src/loader/families/theme-table.ts'
import { elements } from '../../../src/loader/registry.ts'
import { type ElementModule, folderOf } from '../../../src/runtime/element-module.ts'
import { render } from '../helpers/dom.ts'

afterEach(() => {
  document.body.replaceChildren()
})

function entry(tag: string) {
  const found = elements.find((candidate) => candidate.tag === tag)
  if (!found) throw new Error(`no registry entry for <${tag}>`)
  return found
}

describe('element registry', () => {
  it('loads, for every tag, a chunk that exports define, and adopt where it has an adopt selector', async () => {
    for (const entry of elements) {
      const module = (await import(`../../../elements/${folderOf(entry)}/index.ts`)) as ElementModule
      expect(typeof module.define).toBe('function')
      if (entry.adopt) expect(typeof module.adopt).toBe('function')
    }
    // Imports every element folder (transformed on the fly): a limit for a busy machine, not a timing assertion.
  }, 60_000)

  it('adopts the store notice WordPress prints', () => {
    const page = render('<p class="woocommerce-store-notice demo_store" data-notice-id="abc" style="display:none">x</p>')
    expect(page.querySelectorAll(entry('wc-store-notice').adopt ?? '')).toHaveLength(1)
  })

  it('adopts password fields of WooCommerce forms only', () => {
    const page = render(
      `<div class="woocommerce"><form class="login"><input type="password" name="password"></form></div>
       <form class="elsewhere"><input type="password" name="other"></form>`,
    )
    const matches = page.querySelectorAll(entry('wc-password-toggle').adopt ?? '')
    expect([...matches].map((input) => input.getAttribute('name'))).toEqual(['password'])
  })

  it('adopts WooCommerce error lists with role alert, to repair them, and nothing else', () => {
    const page = render(
      `<div class="woocommerce-message" role="alert">a</div>
       <ul class="woocommerce-error" role="alert"><li>b</li></ul>
       <div class="wc-block-components-notice-banner is-error" role="alert">c</div>
       <ul class="woocommerce-error" role="status"><li>d</li></ul>`,
    )
    const matches = page.querySelectorAll(entry('wc-notices').adopt ?? '')
    expect([...matches].map((notice) => notice.textContent)).toEqual(['b'])
  })
})

describe('family tables', () => {
  const tables = { site: siteTable, product: productTable, builder: builderTable, theme: themeTable, checkout: checkoutTable }

  it('give every folder of their entries a chunk, and no other folder', () => {
    for (const [name, table] of Object.entries(tables)) {
      const folders = [...new Set(table.entries.map(folderOf))].sort()
      expect(Object.keys(table.chunks).sort(), name).toEqual(folders)
    }
  })

  it('hold every entry of the registry once between them', () => {
    const tags = Object.values(tables).flatMap((table) => table.entries.map((entry) => entry.tag))
    expect(tags.sort()).toEqual(elements.map((entry) => entry.tag).sort())
    expect(new Set(tags).size).toBe(tags.length)
  })
})

describe('always-on registry', () => {
  const pageNotices = () => alwaysOn.find((behaviour) => behaviour.name === 'page notices')

  it('loads the page notices wherever jQuery is (for jQuery.scroll_to_notices)', async () => {
    expect(pageNotices()?.when({ adoptMode: false })).toBe(false)
    ;(globalThis as { jQuery?: unknown }).jQuery = () => {}
    try {
      expect(pageNotices()?.when({ adoptMode: false })).toBe(true)
    } finally {
      delete (globalThis as { jQuery?: unknown }).jQuery
    }
    expect(typeof (await pageNotices()?.load())?.start).toBe('function')
  })

  it('loads them in adopt mode when an alert notice is on the page at start', () => {
    render('<div class="woocommerce-info" role="status">x</div>')
    expect(pageNotices()?.when({ adoptMode: true })).toBe(false)
    render('<div class="woocommerce-message" role="alert">y</div>')
    expect(pageNotices()?.when({ adoptMode: true })).toBe(true)
    expect(pageNotices()?.when({ adoptMode: false })).toBe(false)
  })
})

describe('one registry entry is the only declaration of an element', () => {
  const sourceFiles = (folder: string): string[] =>
    readdirSync(folder, { recursive: true, encoding: 'utf8' })
      .filter((file) => /\.(ts|tsx)$/.test(file))
      .map((file) => join(folder, file))
  const folders = readdirSync('elements')

  it('names every element folder, and every folder it names has an index.ts and a types.ts', () => {
    const named = new Set(elements.map(folderOf))
    expect([...named].sort()).toEqual(folders.sort())
    for (const folder of named) expect(existsSync(join('elements', folder, 'types.ts'))).toBe(true)
  })

  it('holds each adopt selector: the element folder does not declare it again as a string', () => {
    for (const entry of elements.filter((candidate) => candidate.adopt)) {
      const quoted = [`'${entry.adopt}'`, `"${entry.adopt}"`]
      for (const file of sourceFiles(join('elements', folderOf(entry)))) {
        const text = readFileSync(file, 'utf8')
        for (const literal of quoted) expect(text.includes(literal), `${file} repeats ${literal}`).toBe(false)
      }
    }
  })

  it('holds each chunk group: the build names no element folder of its own', () => {
    const build = [readFileSync('vite.config.ts', 'utf8'), ...sourceFiles('build').map((file) => readFileSync(file, 'utf8'))].join('\n')
    for (const folder of folders) expect(build.includes(folder), `the build names elements/${folder}`).toBe(false)
    expect(build).not.toMatch(/elements\[\\\\\/\]\(?[a-z]/)
  })

  it('leaves the typings to the elements: only their types.ts declare HTMLElementTagNameMap, each its own tags', () => {
    const declaring = ['src', 'elements', 'behaviours', 'build']
      .flatMap(sourceFiles)
      .filter((file) => /interface HTMLElementTagNameMap/.test(readFileSync(file, 'utf8')))
      .sort()
    expect(declaring).toEqual(folders.map((folder) => join('elements', folder, 'types.ts')).sort())
    for (const entry of elements) {
      const types = readFileSync(join('elements', folderOf(entry), 'types.ts'), 'utf8')
      const tagMap = types.slice(types.indexOf('interface HTMLElementTagNameMap'))
      expect(tagMap).toContain(`'${entry.tag}':`)
    }
  })
})
