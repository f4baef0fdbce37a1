// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, type MockInstance, vi } from 'vitest'
import { type RunningLoader, startLoader } from '../../../src/loader/lazy-define.ts'
import type { AlwaysOnEntry, ElementEntry, ElementModule, Family, FamilyTable } from '../../../src/loader/types.ts'
import { microtasks, nextTask, render } from '../helpers/dom.ts'

/** A registry entry with the chunk the test's table imports for its folder. */
type TestEntry = ElementEntry & { load(): Promise<ElementModule> }

/** A fake chunk: load() resolves with a module whose define and adopt are spies. */
function fakeEntry(tag: string, adopt?: string, folder = tag) {
  const module = { define: vi.fn(), adopt: vi.fn() } satisfies ElementModule
  const load = vi.fn(async () => module)
  const entry: TestEntry = adopt ? { tag, folder, adopt, load } : { tag, folder, load }
  return { entry, module, load }
}

/** A table of `entries`, each folder's chunk the first of its entries' `load`. */
function tableOf(entries: TestEntry[]): FamilyTable {
  const chunks: Record<string, () => Promise<ElementModule>> = {}
  for (const entry of entries) chunks[entry.folder ?? entry.tag] ??= entry.load
  return { entries, chunks }
}

let running: RunningLoader | undefined
let error: MockInstance<typeof console.error>

function start(entries: TestEntry[], options: { adoptMode?: boolean; alwaysOn?: AlwaysOnEntry[]; families?: Family[] } = {}) {
  running = startLoader({
    site: tableOf(entries),
    alwaysOn: options.alwaysOn ?? [],
    families: options.families ?? [],
    adoptMode: options.adoptMode ?? false,
  })
  return running
}

beforeEach(() => {
  error = vi.spyOn(console, 'error').mockImplementation(() => {})
})

afterEach(() => {
  running?.stop()
  running = undefined
  document.body.replaceChildren()
})

describe('lazy define', () => {
  it('loads the chunk of a tag present at start once and defines it once', async () => {
    const notice = fakeEntry('wc-store-notice')
    render('<wc-store-notice></wc-store-notice><wc-store-notice></wc-store-notice>')
    const loader = start([notice.entry])
    await loader.settled()
    expect(notice.load).toHaveBeenCalledTimes(1)
    expect(notice.module.define).toHaveBeenCalledTimes(1)
    expect(notice.module.adopt).not.toHaveBeenCalled()
  })

  it('loads the chunk of a tag inserted later, once', async () => {
    const toggle = fakeEntry('wc-password-toggle')
    const loader = start([toggle.entry])
    await loader.settled()
    expect(toggle.load).not.toHaveBeenCalled()
    render('<form><wc-password-toggle><input type="password"></wc-password-toggle></form>')
    await microtasks()
    await loader.settled()
    expect(toggle.load).toHaveBeenCalledTimes(1)
    expect(toggle.module.define).toHaveBeenCalledTimes(1)
    render('<wc-password-toggle></wc-password-toggle>')
    await microtasks()
    await loader.settled()
    expect(toggle.load).toHaveBeenCalledTimes(1)
  })

  it('finds a tag that is itself the inserted node', async () => {
    const notices = fakeEntry('wc-notices')
    const loader = start([notices.entry])
    document.body.append(document.createElement('wc-notices'))
    await microtasks()
    await loader.settled()
    expect(notices.load).toHaveBeenCalledTimes(1)
  })

  it('starts each adopted node in its own task, after the task that evaluated the chunk', async () => {
    const form = fakeEntry('wc-variation-form', 'form.variations_form')
    const tasks: string[] = []
    let task = 0
    const tick = () => {
      task += 1
      if (task < 20) setTimeout(tick, 0)
    }
    form.load.mockImplementation(async () => {
      tasks.push(`evaluated in ${task}`)
      return form.module
    })
    form.module.define.mockImplementation(() => tasks.push(`defined in ${task}`))
    form.module.adopt.mockImplementation(() => tasks.push(`adopted in ${task}`))
    render('<form class="variations_form"></form><form class="variations_form"></form>')
    setTimeout(tick, 0)
    const loader = start([form.entry], { adoptMode: true })
    await loader.settled()
    const taskOf = (line: string) => Number(line.split(' in ')[1])
    expect(tasks.map((line) => line.split(' in ')[0])).toEqual(['evaluated', 'defined', 'adopted', 'adopted'])
    const [evaluated, defined, first, second] = tasks.map(taskOf) as [number, number, number, number]
    expect(defined).toBeGreaterThan(evaluated)
    expect(first).toBeGreaterThan(defined)
    expect(second).toBeGreaterThan(first)
  })

  it('never loads the chunk of a tag that is not on the page', async () => {
    const present = fakeEntry('wc-store-notice')
    const absent = fakeEntry('wc-notices', '.woocommerce-message[role="alert"]')
    render('<wc-store-notice></wc-store-notice><div class="woocommerce-message" role="alert">Added</div>')
    const loader = start([present.entry, absent.entry])
    render('<p>more content</p>')
    await microtasks()
    await loader.settled()
    expect(absent.load).not.toHaveBeenCalled()
  })

  it('ignores adopt selectors without adopt mode', async () => {
    const notice = fakeEntry('wc-store-notice', '.woocommerce-store-notice')
    render('<p class="woocommerce-store-notice">Sale</p>')
    const loader = start([notice.entry])
    await loader.settled()
    expect(notice.load).not.toHaveBeenCalled()
  })

  it('adopts every node matching the adopt selector in adopt mode, at start and later', async () => {
    const notice = fakeEntry('wc-store-notice', '.woocommerce-store-notice')
    const first = render('<p class="woocommerce-store-notice">Sale</p>').firstElementChild
    const loader = start([notice.entry], { adoptMode: true })
    await loader.settled()
    expect(notice.load).toHaveBeenCalledTimes(1)
    expect(notice.module.define).toHaveBeenCalledTimes(1)
    expect(notice.module.adopt.mock.calls).toEqual([[first, notice.entry]])
    // A quick view inserts the plugin's markup again: it is adopted too, with no second load.
    const later = render('<div class="quick-view"><p class="woocommerce-store-notice">Later</p></div>')
    await microtasks()
    await loader.settled()
    expect(notice.load).toHaveBeenCalledTimes(1)
    expect(notice.module.adopt).toHaveBeenCalledTimes(2)
    expect(notice.module.adopt.mock.calls[1]?.[0]).toBe(later.querySelector('p'))
  })

  it('imports a folder shared by several entries once, defines it with all of them, and adopts each node with its own entry', async () => {
    const ordering = fakeEntry('wc-ordering', 'form.woocommerce-ordering', 'wc-shop-listing')
    const count: TestEntry = { tag: 'wc-result-count', folder: 'wc-shop-listing', adopt: '.woocommerce-result-count', load: ordering.load }
    const page = render(
      '<form class="woocommerce-ordering"></form><p class="woocommerce-result-count">3</p><wc-result-count></wc-result-count>',
    )
    const loader = start([ordering.entry, count], { adoptMode: true })
    await loader.settled()
    expect(ordering.load).toHaveBeenCalledTimes(1)
    expect(ordering.module.define.mock.calls).toEqual([[[ordering.entry, count]]])
    expect(ordering.module.adopt.mock.calls).toEqual([
      [page.querySelector('form'), ordering.entry],
      [page.querySelector('p'), count],
    ])
  })

  it('adopts an inserted node that matches the selector itself', async () => {
    const notices = fakeEntry('wc-notices', '.woocommerce-error[role="alert"]')
    const loader = start([notices.entry], { adoptMode: true })
    const error = document.createElement('ul')
    error.className = 'woocommerce-error'
    error.setAttribute('role', 'alert')
    document.body.append(error)
    await microtasks()
    await loader.settled()
    expect(notices.module.adopt.mock.calls).toEqual([[error, notices.entry]])
  })

  it('loads a chunk once when both its tag and its adopt markup appear', async () => {
    const notice = fakeEntry('wc-store-notice', '.woocommerce-store-notice')
    render('<wc-store-notice></wc-store-notice><p class="woocommerce-store-notice">Sale</p>')
    const loader = start([notice.entry], { adoptMode: true })
    await loader.settled()
    expect(notice.load).toHaveBeenCalledTimes(1)
    expect(notice.module.define).toHaveBeenCalledTimes(1)
  })

  it('reports a chunk that fails to load once, without throwing', async () => {
    const broken: TestEntry = {
      tag: 'wc-store-notice',
      folder: 'wc-store-notice',
      load: vi.fn(() => Promise.reject(new Error('404'))),
    }
    const healthy = fakeEntry('wc-notices')
    render('<wc-store-notice></wc-store-notice><wc-notices></wc-notices>')
    const loader = start([broken, healthy.entry])
    await expect(loader.settled()).resolves.toBeUndefined()
    expect(error).toHaveBeenCalledTimes(1)
    expect(error.mock.calls[0]?.[0]).toContain('<wc-store-notice>')
    expect(healthy.module.define).toHaveBeenCalledTimes(1)
  })

  it('reports a chunk that fails to load in adopt mode once and adopts nothing', async () => {
    const broken: TestEntry = {
      tag: 'wc-store-notice',
      folder: 'wc-store-notice',
      adopt: '.woocommerce-store-notice',
      load: vi.fn(() => Promise.reject(new Error('404'))),
    }
    render('<p class="woocommerce-store-notice">a</p><p class="woocommerce-store-notice">b</p>')
    const loader = start([broken], { adoptMode: true })
    await loader.settled()
    expect(error).toHaveBeenCalledTimes(1)
  })

  it('reports an adopt that throws and goes on with the other nodes', async () => {
    const notice = fakeEntry('wc-store-notice', '.woocommerce-store-notice')
    notice.module.adopt.mockImplementationOnce(() => {
      throw new Error('bad node')
    })
    render('<p class="woocommerce-store-notice">a</p><p class="woocommerce-store-notice">b</p>')
    const loader = start([notice.entry], { adoptMode: true })
    await loader.settled()
    expect(notice.module.adopt).toHaveBeenCalledTimes(2)
    expect(error).toHaveBeenCalledTimes(1)
  })

  it('scans the page in a task after the one that started it (which also runs every DOMContentLoaded handler)', async () => {
    const notice = fakeEntry('wc-store-notice')
    render('<wc-store-notice></wc-store-notice>')
    const loader = start([notice.entry])
    await microtasks(10)
    expect(notice.load).not.toHaveBeenCalled()
    await loader.settled()
    expect(notice.load).toHaveBeenCalledTimes(1)
  })

  it('stops watching when stopped', async () => {
    const toggle = fakeEntry('wc-password-toggle')
    const loader = start([toggle.entry])
    loader.stop()
    render('<wc-password-toggle></wc-password-toggle>')
    await microtasks()
    await loader.settled()
    expect(toggle.load).not.toHaveBeenCalled()
  })

  it('settles only after the chunks requested so far have loaded', async () => {
    let finish: (module: ElementModule) => void = () => {}
    const define = vi.fn()
    const slow: TestEntry = { tag: 'wc-notices', folder: 'wc-notices', load: () => new Promise((resolve) => (finish = resolve)) }
    render('<wc-notices></wc-notices>')
    const loader = start([slow])
    let settled = false
    const waiting = loader.settled().then(() => {
      settled = true
    })
    // The page is scanned in the task after the loader starts, and the chunk imported in the next.
    await nextTask()
    await nextTask()
    await microtasks(10)
    expect(settled).toBe(false)
    finish({ define })
    await waiting
    expect(define).toHaveBeenCalledTimes(1)
  })

  it('waits for DOMContentLoaded when the document is still loading', async () => {
    const notice = fakeEntry('wc-store-notice')
    render('<wc-store-notice></wc-store-notice>')
    const readyState = vi.spyOn(document, 'readyState', 'get').mockReturnValue('loading')
    const loader = start([notice.entry])
    await loader.settled()
    expect(notice.load).not.toHaveBeenCalled()
    readyState.mockReturnValue('interactive')
    document.dispatchEvent(new Event('DOMContentLoaded'))
    await loader.settled()
    expect(notice.load).toHaveBeenCalledTimes(1)
  })
})

describe('always-on behaviours', () => {
  function behaviour(name: string, when: () => boolean) {
    const module = { start: vi.fn() }
    const entry: AlwaysOnEntry = { name, when: vi.fn(when), load: vi.fn(async () => module) }
    return { entry, module }
  }

  it('starts a behaviour only when its test says so', async () => {
    const wanted = behaviour('jQuery.scroll_to_notices', () => true)
    const unwanted = behaviour('order attribution', () => false)
    const loader = start([], { alwaysOn: [wanted.entry, unwanted.entry] })
    await loader.settled()
    expect(wanted.module.start).toHaveBeenCalledTimes(1)
    expect(unwanted.entry.load).not.toHaveBeenCalled()
    expect(unwanted.module.start).not.toHaveBeenCalled()
  })

  it('reports a test that throws and starts the others', async () => {
    const throwing = behaviour('broken', () => {
      throw new Error('no')
    })
    const fine = behaviour('fine', () => true)
    const loader = start([], { alwaysOn: [throwing.entry, fine.entry] })
    await loader.settled()
    expect(throwing.entry.load).not.toHaveBeenCalled()
    expect(fine.module.start).toHaveBeenCalledTimes(1)
    expect(error).toHaveBeenCalledTimes(1)
    expect(error.mock.calls[0]?.[0]).toContain('broken')
  })

  it('reports a behaviour whose chunk fails to load', async () => {
    const entry: AlwaysOnEntry = {
      name: 'tracker',
      when: () => true,
      load: () => Promise.reject(new Error('404')),
    }
    const loader = start([], { alwaysOn: [entry] })
    await loader.settled()
    expect(error).toHaveBeenCalledTimes(1)
    expect(error.mock.calls[0]?.[0]).toContain('tracker')
  })

  it('passes errors to onError when given', async () => {
    const onError = vi.fn()
    const broken: TestEntry = { tag: 'wc-notices', folder: 'wc-notices', load: () => Promise.reject(new Error('404')) }
    render('<wc-notices></wc-notices>')
    running = startLoader({ site: tableOf([broken]), alwaysOn: [], adoptMode: false, onError })
    await running.settled()
    expect(onError).toHaveBeenCalledTimes(1)
    expect(error).not.toHaveBeenCalled()
  })
})

describe('families', () => {
  /** A family whose table holds `entries`; `load` counts its fetches. */
  function fakeFamily(signs: string, entries: TestEntry[]) {
    const load = vi.fn(async () => ({ table: tableOf(entries) }))
    return { family: { signs, load } satisfies Family, load }
  }

  it("fetches a family's table at the first sign of its markup, then adopts its markup", async () => {
    const gallery = fakeEntry('wc-product-gallery', '.woocommerce-product-gallery')
    const product = fakeFamily('form.cart, .woocommerce-product-gallery', [gallery.entry])
    render('<div class="woocommerce-product-gallery"></div>')
    const loader = start([], { adoptMode: true, families: [product.family] })
    await loader.settled()
    expect(product.load).toHaveBeenCalledTimes(1)
    expect(gallery.module.define).toHaveBeenCalledWith([gallery.entry])
    expect(gallery.module.adopt).toHaveBeenCalledTimes(1)
  })

  it('fetches nothing while no sign of the family is on the page, and fetches it once when one is added', async () => {
    const gallery = fakeEntry('wc-product-gallery', '.woocommerce-product-gallery')
    const product = fakeFamily('form.cart, .woocommerce-product-gallery', [gallery.entry])
    const loader = start([], { adoptMode: true, families: [product.family] })
    await loader.settled()
    expect(product.load).not.toHaveBeenCalled()
    const quickView = document.createElement('div')
    quickView.innerHTML = '<form class="cart"></form><div class="woocommerce-product-gallery"></div>'
    document.body.append(quickView)
    await microtasks()
    await loader.settled()
    document.body.append(quickView.cloneNode(true))
    await microtasks()
    await loader.settled()
    expect(product.load).toHaveBeenCalledTimes(1)
    expect(gallery.module.adopt).toHaveBeenCalledTimes(2)
  })

  it("fetches every family's table for a custom element no table it has names (our tags without adopt mode)", async () => {
    const wcpa = fakeEntry('wcpa-form', 'form.cart div.wcpa_form_outer')
    const layout = fakeEntry('builder-layout', '.elementor')
    const product = fakeFamily('form.cart', [wcpa.entry])
    const builder = fakeFamily('.elementor', [layout.entry])
    const seal = fakeEntry('shop-trust-seal')
    render('<shop-trust-seal></shop-trust-seal>')
    const loader = start([seal.entry], { families: [product.family, builder.family] })
    await loader.settled()
    // A tag of the loader's own table is no reason.
    expect(product.load).not.toHaveBeenCalled()
    document.body.append(document.createElement('wcpa-form'))
    await microtasks()
    await loader.settled()
    expect(product.load).toHaveBeenCalledTimes(1)
    expect(builder.load).toHaveBeenCalledTimes(1)
    expect(wcpa.load).toHaveBeenCalledTimes(1)
    // Its markup is not adopted without adopt mode.
    expect(wcpa.module.adopt).not.toHaveBeenCalled()
  })

  it("reports a table that fails to load once, and the loader's own elements still load", async () => {
    const seal = fakeEntry('shop-trust-seal')
    const broken: Family = { signs: 'form.cart', load: () => Promise.reject(new Error('404')) }
    render('<form class="cart"></form><shop-trust-seal></shop-trust-seal>')
    const loader = start([seal.entry], { families: [broken] })
    await loader.settled()
    expect(error).toHaveBeenCalledTimes(1)
    expect(error.mock.calls[0]?.[0]).toContain("family's table failed to load")
    expect(seal.load).toHaveBeenCalledTimes(1)
  })
})
