// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { Deferred } from '../../../behaviours/wp-ajax/deferred.ts'
import { forgetSettingsBlock, SETTINGS_BLOCK_ID } from '../../../src/runtime/settings-source.ts'

/** The always-on stub of wp.ajax (behaviours/wp-ajax/index.ts): when it installs, where calls go. */
const real = vi.hoisted(() => ({ calls: [] as unknown[][], deferreds: [] as unknown[] }))
vi.mock('../../../behaviours/wp-ajax/load.ts', () => ({
  load: (name: string, ajax: unknown, args: unknown[]) => {
    real.calls.push([name, ajax, ...args])
    return Promise.resolve([real.deferreds.at(-1)])
  },
}))

type Page = typeof globalThis & {
  wp?: { ajax?: Record<string, unknown> & { settings: Record<string, unknown> } }
  ajaxurl?: unknown
  _wpUtilSettings?: unknown
}
const page = globalThis as Page
type Thin = Record<'done' | 'fail' | 'always' | 'abort', (...args: unknown[]) => Thin> & PromiseLike<unknown>
const flush = () => new Promise((resolve) => setTimeout(resolve, 0))

async function startStub() {
  const { start } = await import('../../../behaviours/wp-ajax/index.ts')
  start()
  return page.wp?.ajax as unknown as { settings: { url?: unknown }; post(...args: unknown[]): Thin; send(...args: unknown[]): Thin }
}

beforeEach(() => {
  real.calls.length = 0
  const deferred = new Deferred()
  real.deferreds.push(Object.assign(deferred.promise, { abort: vi.fn(() => deferred.rejectWith(undefined, ['aborted'])), deferred }))
})
afterEach(() => {
  delete page.wp
  delete page.ajaxurl
  delete page._wpUtilSettings
  document.getElementById(SETTINGS_BLOCK_ID)?.remove()
  forgetSettingsBlock()
})

describe('the wp.ajax stub', () => {
  it('installs wp.ajax with settings.url: _wpUtilSettings.ajax, else ajaxurl, else admin-ajax.php', async () => {
    expect((await startStub()).settings).toEqual({ url: '/wp-admin/admin-ajax.php' })
    delete page.wp
    page.ajaxurl = '/shop/wp-admin/admin-ajax.php'
    expect((await startStub()).settings.url).toBe('/shop/wp-admin/admin-ajax.php')
    delete page.wp
    const settings = { url: '/blog/wp-admin/admin-ajax.php' }
    page._wpUtilSettings = { ajax: settings }
    expect((await startStub()).settings).toBe(settings)
  })

  it('takes _wpUtilSettings.ajax from the settings block, where the WordPress plugin hands it over when wp-util does not print', async () => {
    const block = document.createElement('script')
    block.type = 'application/json'
    block.id = SETTINGS_BLOCK_ID
    block.textContent = JSON.stringify({ _wpUtilSettings: { ajax: { url: '/blog/wp-admin/admin-ajax.php' } } })
    document.body.append(block)
    forgetSettingsBlock()
    page.ajaxurl = '/elsewhere/admin-ajax.php'
    expect((await startStub()).settings).toEqual({ url: '/blog/wp-admin/admin-ajax.php' })
    // The page's own global still comes first.
    delete page.wp
    page._wpUtilSettings = { ajax: { url: '/own/admin-ajax.php' } }
    expect((await startStub()).settings.url).toBe('/own/admin-ajax.php')
    // A block whose _wpUtilSettings is no object is ignored.
    delete page.wp
    delete page._wpUtilSettings
    block.textContent = JSON.stringify({ _wpUtilSettings: 'junk' })
    forgetSettingsBlock()
    expect((await startStub()).settings.url).toBe('/elsewhere/admin-ajax.php')
  })

  it('keeps an existing wp object and stands down when WordPress’s wp.ajax is there', async () => {
    const theirs = { settings: { url: '/theirs' }, post: vi.fn() }
    page.wp = { ajax: theirs }
    await startStub()
    expect(page.wp.ajax).toBe(theirs)
    const hooks = {}
    page.wp = { hooks } as unknown as Page['wp']
    await startStub()
    expect((page.wp as { hooks?: unknown }).hooks).toBe(hooks)
    expect(page.wp?.ajax).toBeDefined()
  })

  it('forwards to the real code: done/fail/always/abort on the same thin promise, then and catch on a new one', async () => {
    const ajax = await startStub()
    const thin = ajax.post('demo_store_question', { shape: 'one' })
    const seen: string[] = []
    expect(thin.done((value: unknown) => seen.push(`done ${value}`))).toBe(thin)
    expect(thin.always(() => seen.push('always'))).toBe(thin)
    const next = thin.then((value: unknown) => `${value}!`)
    expect(next).not.toBe(thin)
    await flush()
    expect(real.calls).toEqual([['post', ajax, 'demo_store_question', { shape: 'one' }]])
    ;(real.deferreds.at(-1) as { deferred: Deferred }).deferred.resolveWith(undefined, ['yes'])
    expect(seen).toEqual(['done yes', 'always'])
    expect(await next).toBe('yes!')
  })

  it('abort() reaches the real request', async () => {
    const ajax = await startStub()
    const thin = ajax.send({ data: { action: 'demo_store_question' } })
    const fail = vi.fn()
    thin.fail(fail).abort()
    await flush()
    expect((real.deferreds.at(-1) as { abort: () => void }).abort).toHaveBeenCalledOnce()
    expect(fail).toHaveBeenCalledWith('aborted')
  })

  it('defers to WordPress’s wp.ajax when wp-util replaced it later, even through a reference kept to ours', async () => {
    const ours = await startStub()
    const answer = {}
    const theirs = { settings: {}, post: vi.fn(() => answer), send: vi.fn() }
    page.wp!.ajax = theirs
    expect(ours.post('demo_store_question', { a: 1 })).toBe(answer)
    expect(theirs.post).toHaveBeenCalledWith('demo_store_question', { a: 1 })
    await flush()
    expect(real.calls).toEqual([])
  })
})
