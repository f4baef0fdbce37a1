// @vitest-environment happy-dom
import { useEffect } from 'react'
import { act } from '../helpers/act.ts'
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { booleanFromRaw } from '../../../src/runtime/data.ts'
import { defineReactElement, type RawProps } from '../../../src/runtime/react-element.tsx'
import { $, nextTask, uniqueTag } from '../helpers/dom.ts'

/**
 * A tiny island: shows a label and whether it is open, and counts effect mounts and cleanups.
 * StrictMode (development build) runs an effect twice on first mount, so tests compare counts
 * before and after an action rather than expecting exactly one.
 */
interface Props {
  label: string
  open: boolean
}

const effects = { mounts: 0, cleanups: 0 }

function Badge({ label, open }: Props) {
  useEffect(() => {
    effects.mounts++
    return () => {
      effects.cleanups++
    }
  }, [])
  return (
    <output data-open={String(open)}>
      {label}
      <input aria-label="typed" />
    </output>
  )
}

const parseProps = vi.fn((raw: RawProps, host: HTMLElement): { ok: true; value: Props } | { ok: false } => {
  if (typeof raw.label !== 'string' || raw.label === '') {
    console.error(`shop-islands: <${host.localName}> attribute "label" is invalid`)
    host.setAttribute('data-island-error', 'attribute "label"')
    return { ok: false }
  }
  return { ok: true, value: { label: raw.label, open: booleanFromRaw(raw.open) } }
})

function defineBadge(tag = uniqueTag('x-badge')): string {
  defineReactElement(Badge, { tag, attributes: { label: 'label', open: 'open' }, parseProps })
  return tag
}

/** The raw props of the latest parseProps call. */
function lastRaw(): RawProps {
  return parseProps.mock.calls.at(-1)?.[0] ?? {}
}

async function mount(html: string): Promise<HTMLElement> {
  const container = document.createElement('div')
  await act(async () => {
    container.innerHTML = html
    document.body.append(container)
  })
  return container
}

beforeAll(() => {
  ;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true
})

beforeEach(() => {
  effects.mounts = 0
  effects.cleanups = 0
  parseProps.mockClear()
})

afterEach(async () => {
  await act(async () => {
    document.body.replaceChildren()
    await nextTask()
  })
})

describe('defineReactElement', () => {
  it('renders once its props parse, replacing the server placeholder', async () => {
    const tag = defineBadge()
    const host = $(await mount(`<${tag} label="Sale"><p>server</p></${tag}>`), tag)
    expect(host.querySelector('output')?.textContent).toBe('Sale')
    expect(host.querySelector('p')).toBeNull()
    expect(host.hasAttribute('data-island-mounted')).toBe(true)
    expect(host.hasAttribute('data-island-error')).toBe(false)
  })

  it('has its content on the page when it says it mounted: in the task that connected it, on either runtime', () => {
    const tag = defineBadge()
    const flag = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }
    // As a page does: no act() around the connection.
    flag.IS_REACT_ACT_ENVIRONMENT = false
    try {
      const container = document.createElement('div')
      container.innerHTML = `<${tag} label="Now"><p>server</p></${tag}>`
      document.body.append(container)
      const host = $(container, tag)
      expect(host.hasAttribute('data-island-mounted')).toBe(true)
      expect(host.querySelector('output')?.textContent).toBe('Now')
    } finally {
      flag.IS_REACT_ACT_ENVIRONMENT = true
    }
  })

  it('keeps the server children while the props are invalid, with the error contract', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {})
    const tag = defineBadge()
    const host = $(await mount(`<${tag}><p>server</p></${tag}>`), tag)
    expect(host.innerHTML).toBe('<p>server</p>')
    expect(host.hasAttribute('data-island-mounted')).toBe(false)
    expect(host.getAttribute('data-island-error')).toBe('attribute "label"')
    expect(error).toHaveBeenCalled()
    // Valid data later: React takes over and the error mark goes.
    await act(async () => host.setAttribute('label', 'Now valid'))
    expect(host.querySelector('output')?.textContent).toBe('Now valid')
    expect(host.hasAttribute('data-island-error')).toBe(false)
    expect(host.hasAttribute('data-island-mounted')).toBe(true)
  })

  it('re-renders when an attribute changes, without remounting', async () => {
    const tag = defineBadge()
    const host = $(await mount(`<${tag} label="One"></${tag}>`), tag)
    const input = $<HTMLInputElement>(host, 'input')
    const before = { ...effects }
    await act(async () => host.setAttribute('label', 'Two'))
    expect(host.querySelector('output')?.textContent).toBe('Two')
    expect($(host, 'input')).toBe(input)
    expect(effects).toEqual(before)
  })

  it('passes a removed attribute to parseProps as null', async () => {
    const tag = defineBadge()
    const host = $(await mount(`<${tag} label="x" open></${tag}>`), tag)
    expect(host.querySelector('output')?.getAttribute('data-open')).toBe('true')
    await act(async () => host.removeAttribute('open'))
    expect(lastRaw().open).toBeNull()
    expect(host.querySelector('output')?.getAttribute('data-open')).toBe('false')
  })

  it('passes a bare boolean attribute as the empty string, which means true', async () => {
    const tag = defineBadge()
    const host = $(await mount(`<${tag} label="x" open></${tag}>`), tag)
    expect(lastRaw().open).toBe('')
    expect(host.querySelector('output')?.getAttribute('data-open')).toBe('true')
  })

  it('passes an absent attribute as null', async () => {
    const tag = defineBadge()
    await mount(`<${tag} label="x"></${tag}>`)
    expect(lastRaw().open).toBeNull()
  })

  it('applies a property assigned before the element was defined', async () => {
    const tag = uniqueTag('x-badge')
    const early = document.createElement(tag) as HTMLElement & { label?: unknown }
    early.label = 'From script'
    document.body.append(early)
    await act(async () => {
      defineBadge(tag)
    })
    expect(early.querySelector('output')?.textContent).toBe('From script')
    expect(early.label).toBe('From script')
  })

  // (Chromium replays an upgraded element's attributes through attributeChangedCallback before
  // connectedCallback; happy-dom does not, so test/e2e/wcpa-form.spec.ts is where a render on a
  // half-read element would show.)
  it('parses once, with every attribute, when an element already in the page is upgraded', async () => {
    const tag = uniqueTag('x-badge')
    const container = await mount(`<${tag} open label="Upgraded"><p>server</p></${tag}>`)
    await act(async () => {
      defineBadge(tag)
    })
    const host = $(container, tag)
    expect(parseProps.mock.calls.map(([raw]) => ({ ...raw }))).toEqual([{ open: '', label: 'Upgraded' }])
    expect(host.querySelector('output')?.textContent).toBe('Upgraded')
    expect(host.hasAttribute('data-island-error')).toBe(false)
  })

  it('re-renders when a property is assigned from script', async () => {
    const tag = defineBadge()
    const host = $(await mount(`<${tag} label="x"></${tag}>`), tag) as HTMLElement & { label?: unknown }
    await act(async () => {
      host.label = 'Property'
    })
    expect(host.querySelector('output')?.textContent).toBe('Property')
  })

  it('does not remount when the element is moved', async () => {
    const tag = defineBadge()
    const container = await mount(`<${tag} label="x"></${tag}>`)
    const host = $(container, tag)
    const input = $<HTMLInputElement>(host, 'input')
    input.value = 'typed by the shopper'
    const before = { ...effects }
    expect(before.mounts - before.cleanups).toBe(1)
    const elsewhere = document.createElement('section')
    document.body.append(elsewhere)
    await act(async () => {
      host.remove()
      elsewhere.append(host)
      await nextTask()
      await nextTask()
    })
    expect(effects).toEqual(before)
    expect($(host, 'input')).toBe(input)
    expect(input.value).toBe('typed by the shopper')
    expect(host.hasAttribute('data-island-mounted')).toBe(true)
  })

  it('unmounts one task after the element is removed', async () => {
    const tag = defineBadge()
    const host = $(await mount(`<${tag} label="x"></${tag}>`), tag)
    const before = { ...effects }
    // Not synchronously: a move (remove, then insert) must not unmount. (Checked before any act(),
    // whose async scope may already let the deferred unmount run.)
    host.remove()
    expect(effects.cleanups).toBe(before.cleanups)
    expect(host.hasAttribute('data-island-mounted')).toBe(true)
    await act(async () => {
      await nextTask()
    })
    expect(effects.cleanups).toBe(before.cleanups + 1)
    expect(host.hasAttribute('data-island-mounted')).toBe(false)
    expect(host.querySelector('output')).toBeNull()
  })

  it('does not render into an element that was never connected', async () => {
    const tag = defineBadge()
    const detached = document.createElement(tag) as HTMLElement & { label?: unknown }
    await act(async () => {
      detached.label = 'From script'
    })
    expect(detached.querySelector('output')).toBeNull()
    expect(detached.hasAttribute('data-island-mounted')).toBe(false)
  })

  it('warns instead of throwing when the tag is taken', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const tag = uniqueTag('x-taken')
    customElements.define(tag, class extends HTMLElement {})
    expect(() => defineBadge(tag)).not.toThrow()
    expect(warn).toHaveBeenCalledTimes(1)
  })
})
