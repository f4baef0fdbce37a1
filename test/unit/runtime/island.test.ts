// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, type MockInstance, vi } from 'vitest'
import { adopt, defineIsland, type Island, type IslandContext, isAttached } from '../../../src/runtime/island.ts'
import { resetWarnings } from '../../../src/runtime/log.ts'
import { $, microtasks, nextTask, render, uniqueTag } from '../helpers/dom.ts'

/** A test island that records every mount and cleanup. */
function recordingIsland(tag: string, overrides: Partial<Island> = {}) {
  const contexts: IslandContext[] = []
  const cleanup = vi.fn()
  const mount = vi.fn((context: IslandContext) => {
    contexts.push(context)
    context.root.classList.add('enhanced')
    return cleanup
  })
  const island: Island = { tag, mount, ...overrides }
  return { island, mount, cleanup, contexts }
}

let error: MockInstance<typeof console.error>
let warn: MockInstance<typeof console.warn>

beforeEach(() => {
  resetWarnings()
  error = vi.spyOn(console, 'error').mockImplementation(() => {})
  warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
})

afterEach(() => {
  document.body.replaceChildren()
})

describe('an island element', () => {
  it('mounts on connect with its context, marks the host and adds a performance mark', () => {
    const tag = uniqueTag()
    const { island, mount, contexts } = recordingIsland(tag)
    const mark = vi.spyOn(performance, 'mark')
    defineIsland(island)
    const host = $(render(`<${tag}><p>server</p></${tag}>`), tag)
    expect(mount).toHaveBeenCalledTimes(1)
    const context = contexts[0] as IslandContext
    expect(context).toMatchObject({ root: host, host, tag })
    expect(context.signal.aborted).toBe(false)
    expect(host.hasAttribute('data-island-mounted')).toBe(true)
    expect(mark).toHaveBeenCalledWith(`shop-islands:mounted:${tag}`)
  })

  it('upgrades elements already in the page when it is defined', () => {
    const tag = uniqueTag()
    const { island, mount } = recordingIsland(tag)
    const host = $(render(`<${tag}></${tag}>`), tag)
    expect(mount).not.toHaveBeenCalled()
    defineIsland(island)
    expect(mount).toHaveBeenCalledTimes(1)
    expect(host.hasAttribute('data-island-mounted')).toBe(true)
  })

  it('drives the node findRoot returns', () => {
    const tag = uniqueTag()
    const { island, contexts } = recordingIsland(tag, { findRoot: (host) => host.querySelector('p') })
    defineIsland(island)
    const host = $(render(`<${tag}><span></span><p>server</p></${tag}>`), tag)
    expect(contexts[0]?.root).toBe($(host, 'p'))
    expect(contexts[0]?.host).toBe(host)
  })

  it('survives a DOM move in the same task without unmounting or mounting again', async () => {
    const tag = uniqueTag()
    const { island, mount, cleanup, contexts } = recordingIsland(tag)
    defineIsland(island)
    const host = $(render(`<${tag}></${tag}>`), tag)
    const elsewhere = render('<section></section>')
    host.remove()
    elsewhere.append(host)
    await nextTask()
    await nextTask()
    expect(mount).toHaveBeenCalledTimes(1)
    expect(cleanup).not.toHaveBeenCalled()
    expect(contexts[0]?.signal.aborted).toBe(false)
    expect(host.hasAttribute('data-island-mounted')).toBe(true)
  })

  it('unmounts one task after it is really removed', async () => {
    const tag = uniqueTag()
    const { island, cleanup, contexts } = recordingIsland(tag)
    defineIsland(island)
    const host = $(render(`<${tag}></${tag}>`), tag)
    host.remove()
    expect(cleanup).not.toHaveBeenCalled()
    await nextTask()
    expect(cleanup).toHaveBeenCalledTimes(1)
    expect(contexts[0]?.signal.aborted).toBe(true)
    expect(host.hasAttribute('data-island-mounted')).toBe(false)
    expect(isAttached(host)).toBe(false)
  })

  it('mounts afresh when a removed element comes back after it unmounted', async () => {
    const tag = uniqueTag()
    const { island, mount, cleanup } = recordingIsland(tag)
    defineIsland(island)
    const container = render(`<${tag}></${tag}>`)
    const host = $(container, tag)
    host.remove()
    await nextTask()
    container.append(host)
    expect(cleanup).toHaveBeenCalledTimes(1)
    expect(mount).toHaveBeenCalledTimes(2)
    expect(host.hasAttribute('data-island-mounted')).toBe(true)
  })

  it('keeps the server markup and reports once when mount throws', () => {
    const tag = uniqueTag()
    const boom = new Error('boom')
    const mount = vi.fn(() => {
      throw boom
    })
    defineIsland({ tag, mount })
    const container = document.createElement('div')
    container.innerHTML = `<${tag}><form><input name="quantity" value="2"></form></${tag}>`
    const before = container.innerHTML.replace(` data-island-error="mount"`, '')
    expect(() => document.body.append(container)).not.toThrow()
    const host = $(container, tag)
    expect(error).toHaveBeenCalledTimes(1)
    expect(error.mock.calls[0]?.[0]).toContain(`<${tag}>`)
    expect(error.mock.calls[0]?.[1]).toBe(boom)
    expect(host.getAttribute('data-island-error')).toBe('mount')
    expect(host.hasAttribute('data-island-mounted')).toBe(false)
    expect(host.innerHTML).toBe('<form><input name="quantity" value="2"></form>')
    expect(container.innerHTML.replace(` data-island-error="mount"`, '')).toBe(before)
  })

  it('keeps the server markup and reports once when an async mount rejects', async () => {
    const tag = uniqueTag()
    const cleanupBeforeFailure = vi.fn()
    const island: Island = {
      tag,
      mount: async ({ signal }) => {
        signal.addEventListener('abort', cleanupBeforeFailure)
        await Promise.resolve()
        throw new Error('late boom')
      },
    }
    defineIsland(island)
    const host = $(render(`<${tag}><p>server</p></${tag}>`), tag)
    await microtasks(5)
    expect(error).toHaveBeenCalledTimes(1)
    expect(host.getAttribute('data-island-error')).toBe('mount')
    expect(host.hasAttribute('data-island-mounted')).toBe(false)
    expect(host.innerHTML).toBe('<p>server</p>')
    // The failed attachment is let go: its signal aborts so half-made listeners go away.
    expect(cleanupBeforeFailure).toHaveBeenCalledTimes(1)
    expect(isAttached(host)).toBe(false)
  })

  it('marks the host mounted only once an async mount resolves', async () => {
    const tag = uniqueTag()
    let finish: () => void = () => {}
    defineIsland({ tag, mount: () => new Promise<void>((resolve) => (finish = resolve)) })
    const host = $(render(`<${tag}></${tag}>`), tag)
    expect(host.hasAttribute('data-island-mounted')).toBe(false)
    finish()
    await microtasks()
    expect(host.hasAttribute('data-island-mounted')).toBe(true)
  })

  it('runs the cleanup of an async mount that resolves after the element was removed', async () => {
    const tag = uniqueTag()
    const cleanup = vi.fn()
    let finish: (value: () => void) => void = () => {}
    defineIsland({ tag, mount: () => new Promise<() => void>((resolve) => (finish = resolve)) })
    const host = $(render(`<${tag}></${tag}>`), tag)
    host.remove()
    await nextTask()
    finish(cleanup)
    await microtasks()
    expect(cleanup).toHaveBeenCalledTimes(1)
    expect(host.hasAttribute('data-island-mounted')).toBe(false)
  })

  it('reports markup it cannot find and leaves the host alone', () => {
    const tag = uniqueTag()
    const { island, mount } = recordingIsland(tag, { findRoot: (host) => host.querySelector('.missing') })
    defineIsland(island)
    const host = $(render(`<${tag}><p>server</p></${tag}>`), tag)
    expect(mount).not.toHaveBeenCalled()
    expect(error).toHaveBeenCalledTimes(1)
    expect(error.mock.calls[0]?.[0]).toContain(`<${tag}>`)
    expect(host.getAttribute('data-island-error')).toBe('markup')
    expect(host.innerHTML).toBe('<p>server</p>')
  })

  it('stands down with one warning when the original script handles the markup', () => {
    const tag = uniqueTag()
    const { island, mount } = recordingIsland(tag, { handledByOriginal: () => 'woocommerce.js' })
    defineIsland(island)
    const container = render(`<${tag}></${tag}><${tag}></${tag}>`)
    expect(mount).not.toHaveBeenCalled()
    expect(warn).toHaveBeenCalledTimes(1)
    expect(warn.mock.calls[0]?.[0]).toContain('woocommerce.js')
    expect(warn.mock.calls[0]?.[0]).toContain(`<${tag}>`)
    for (const host of container.querySelectorAll(tag)) expect(host.hasAttribute('data-island-mounted')).toBe(false)
  })

  it('reports a throwing cleanup and still unmounts', async () => {
    const tag = uniqueTag()
    defineIsland({
      tag,
      mount: () => () => {
        throw new Error('cleanup boom')
      },
    })
    const host = $(render(`<${tag}></${tag}>`), tag)
    host.remove()
    await nextTask()
    expect(error).toHaveBeenCalledTimes(1)
    expect(host.hasAttribute('data-island-mounted')).toBe(false)
  })

  it('can be defined twice without an error or a warning', () => {
    const tag = uniqueTag()
    const { island, mount } = recordingIsland(tag)
    defineIsland(island)
    defineIsland(island)
    render(`<${tag}></${tag}>`)
    expect(mount).toHaveBeenCalledTimes(1)
    expect(warn).not.toHaveBeenCalled()
  })

  it('warns once and mounts nothing when another script already defined the tag', () => {
    const tag = uniqueTag()
    customElements.define(tag, class extends HTMLElement {})
    const { island, mount } = recordingIsland(tag)
    expect(() => defineIsland(island)).not.toThrow()
    expect(() => defineIsland(island)).not.toThrow()
    render(`<${tag}></${tag}>`)
    expect(warn).toHaveBeenCalledTimes(1)
    expect(warn.mock.calls[0]?.[0]).toContain(`<${tag}>`)
    expect(mount).not.toHaveBeenCalled()
  })

  it('stands down after load when the original script binds after we mounted', async () => {
    const tag = uniqueTag()
    let originalBound = false
    const { island, mount, cleanup } = recordingIsland(tag, {
      handledByOriginal: () => (originalBound ? 'woocommerce.js' : false),
    })
    defineIsland(island)
    const host = $(render(`<${tag}></${tag}>`), tag)
    expect(mount).toHaveBeenCalledTimes(1)
    // woocommerce.js binds in a jQuery ready callback, after our mount.
    originalBound = true
    await nextTask()
    expect(cleanup).toHaveBeenCalledTimes(1)
    expect(warn).toHaveBeenCalledTimes(1)
    expect(host.hasAttribute('data-island-mounted')).toBe(false)
  })

  it('stays mounted after load when the original script never binds', async () => {
    const tag = uniqueTag()
    const { island, cleanup } = recordingIsland(tag, { handledByOriginal: () => false })
    defineIsland(island)
    const host = $(render(`<${tag}></${tag}>`), tag)
    await nextTask()
    expect(cleanup).not.toHaveBeenCalled()
    expect(warn).not.toHaveBeenCalled()
    expect(host.hasAttribute('data-island-mounted')).toBe(true)
  })

  it('tells an island without findRoot that it runs in its element, not adopted', () => {
    const tag = uniqueTag()
    const { island, contexts } = recordingIsland(tag)
    defineIsland(island)
    render(`<${tag}></${tag}>`)
    expect(contexts[0]?.adopted).toBe(false)
  })
})

describe('adopt', () => {
  it('attaches the island to a plain node of the plugin’s markup', () => {
    const tag = uniqueTag()
    const { island, contexts } = recordingIsland(tag)
    const node = $(render('<p class="woocommerce-store-notice">server</p>'), 'p')
    adopt(island, node)
    expect(contexts).toHaveLength(1)
    expect(contexts[0]).toMatchObject({ root: node, host: node, adopted: true })
    expect(node.hasAttribute('data-island-mounted')).toBe(true)
  })

  it('leaves nodes inside the island’s own element to that element', () => {
    const tag = uniqueTag()
    const { island, mount } = recordingIsland(tag)
    const node = $(render(`<${tag}><p class="woocommerce-store-notice">server</p></${tag}>`), 'p')
    adopt(island, node)
    expect(mount).not.toHaveBeenCalled()
  })

  it('adopts a node once', () => {
    const tag = uniqueTag()
    const { island, mount } = recordingIsland(tag)
    const node = $(render('<p>server</p>'), 'p')
    adopt(island, node)
    adopt(island, node)
    expect(mount).toHaveBeenCalledTimes(1)
  })

  it('unmounts an adopted node one task after it leaves the document', async () => {
    const tag = uniqueTag()
    const { island, cleanup, contexts } = recordingIsland(tag)
    const node = $(render('<p>server</p>'), 'p')
    adopt(island, node)
    node.remove()
    await microtasks()
    expect(cleanup).not.toHaveBeenCalled()
    await nextTask()
    expect(cleanup).toHaveBeenCalledTimes(1)
    expect(contexts[0]?.signal.aborted).toBe(true)
    expect(node.hasAttribute('data-island-mounted')).toBe(false)
  })

  it('unmounts an adopted node when an ancestor is removed', async () => {
    const tag = uniqueTag()
    const { island, cleanup } = recordingIsland(tag)
    const container = render('<div class="quick-view"><p>server</p></div>')
    adopt(island, $(container, 'p'))
    container.remove()
    await microtasks()
    await nextTask()
    expect(cleanup).toHaveBeenCalledTimes(1)
  })

  it('keeps an adopted node that is moved in the same task', async () => {
    const tag = uniqueTag()
    const { island, mount, cleanup } = recordingIsland(tag)
    const node = $(render('<p>server</p>'), 'p')
    adopt(island, node)
    const elsewhere = render('<section></section>')
    node.remove()
    elsewhere.append(node)
    await nextTask()
    await nextTask()
    expect(cleanup).not.toHaveBeenCalled()
    expect(mount).toHaveBeenCalledTimes(1)
    expect(isAttached(node)).toBe(true)
  })
})
