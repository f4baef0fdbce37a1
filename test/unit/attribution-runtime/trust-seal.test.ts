// @vitest-environment happy-dom
import { afterEach, beforeAll, beforeEach, describe, expect, it, type MockInstance, vi } from 'vitest'
import { define } from '../../../elements/shop-trust-seal/index.ts'
import { resetWarnings } from '../../../src/runtime/log.ts'
import { $, nextTask, render } from '../helpers/dom.ts'
import { entryFor } from '../helpers/adopt.ts'

/** An IntersectionObserver the test drives: `report(isIntersecting)` plays the browser's callback. */
class FakeIntersectionObserver {
  static instances: FakeIntersectionObserver[] = []
  readonly observed: Element[] = []
  disconnected = false

  constructor(
    readonly callback: IntersectionObserverCallback,
    readonly options: IntersectionObserverInit = {},
  ) {
    FakeIntersectionObserver.instances.push(this)
  }

  observe(target: Element): void {
    this.observed.push(target)
  }

  unobserve(): void {}

  disconnect(): void {
    this.disconnected = true
  }

  takeRecords(): IntersectionObserverEntry[] {
    return []
  }

  report(isIntersecting: boolean): void {
    const entries = this.observed.map((target) => ({ target, isIntersecting }) as IntersectionObserverEntry)
    this.callback(entries, this as unknown as IntersectionObserver)
  }
}

function lastObserver(): FakeIntersectionObserver {
  const observer = FakeIntersectionObserver.instances.at(-1)
  if (!observer) throw new Error('no IntersectionObserver was created')
  return observer
}

const SERVER_LINK = '<a class="server" href="https://seal.example/verify/shop">Verified secure shop</a>'

function seal(attributes: string): HTMLElement {
  return $(render(`<shop-trust-seal ${attributes}>${SERVER_LINK}</shop-trust-seal>`), 'shop-trust-seal')
}

const VALID =
  'src="https://seal.example/badge.svg" href="https://seal.example/verify/shop" alt="Verified secure shop" width="120" height="50"'

let error: MockInstance<typeof console.error>

beforeAll(() => define([entryFor('shop-trust-seal')]))

beforeEach(() => {
  resetWarnings()
  FakeIntersectionObserver.instances = []
  vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver)
  error = vi.spyOn(console, 'error').mockImplementation(() => {})
})

afterEach(async () => {
  document.body.replaceChildren()
  await nextTask()
  vi.unstubAllGlobals()
})

describe('<shop-trust-seal>', () => {
  it('reserves its box at once, from width and height', () => {
    const host = seal(VALID)
    expect(host.style.width).toBe('120px')
    expect(host.style.height).toBe('50px')
    expect(host.style.display).toBe('inline-block')
    expect(host.hasAttribute('data-island-mounted')).toBe(true)
    expect(error).not.toHaveBeenCalled()
  })

  it('keeps the server content until the badge nears the viewport', () => {
    const host = seal(VALID)
    expect(host.querySelector('a.server')).not.toBeNull()
    expect(host.querySelector('img')).toBeNull()
    const observer = lastObserver()
    expect(observer.observed).toEqual([host])
    expect(observer.options.rootMargin).toBe('200px')
    observer.report(false)
    expect(host.querySelector('a.server')).not.toBeNull()
    expect(host.querySelector('img')).toBeNull()
  })

  it('shows the badge as a link opening in a new tab when it intersects', () => {
    const host = seal(VALID)
    const observer = lastObserver()
    observer.report(true)
    expect(host.querySelector('a.server')).toBeNull()
    const link = $<HTMLAnchorElement>(host, 'a')
    expect(host.children).toHaveLength(1)
    expect(link.getAttribute('href')).toBe('https://seal.example/verify/shop')
    expect(link.target).toBe('_blank')
    expect(link.rel.split(' ').sort()).toEqual(['noopener', 'noreferrer'])
    const img = $<HTMLImageElement>(link, 'img')
    expect(img.getAttribute('src')).toBe('https://seal.example/badge.svg')
    expect(img.alt).toBe('Verified secure shop')
    expect(img.width).toBe(120)
    expect(img.height).toBe(50)
    expect(observer.disconnected).toBe(true)
  })

  it('shows a bare image when there is no href', () => {
    const host = seal('src="/wp-content/uploads/seal.png" alt="Trusted shop" width="80" height="80"')
    lastObserver().report(true)
    expect(host.querySelector('a')).toBeNull()
    const img = $<HTMLImageElement>(host, ':scope > img')
    expect(img.getAttribute('src')).toBe('/wp-content/uploads/seal.png')
    expect(img.alt).toBe('Trusted shop')
  })

  it('shows the badge at once where there is no IntersectionObserver', () => {
    vi.stubGlobal('IntersectionObserver', undefined)
    const host = seal(VALID)
    expect(host.querySelector('a.server')).toBeNull()
    expect(host.querySelector('img')).not.toBeNull()
    expect(host.style.width).toBe('120px')
  })

  it('stops observing when it leaves the page', async () => {
    const host = seal(VALID)
    const observer = lastObserver()
    host.remove()
    await nextTask()
    expect(observer.disconnected).toBe(true)
  })

  it.each([
    ['src', 'src="javascript:alert(1)" alt="Seal" width="120" height="50"'],
    ['src', 'src="data:image/svg+xml,<svg/>" alt="Seal" width="120" height="50"'],
    ['src', 'src="//evil.example/seal.svg" alt="Seal" width="120" height="50"'],
    ['src', 'alt="Seal" width="120" height="50"'],
    ['href', 'src="https://seal.example/badge.svg" href="javascript:alert(1)" alt="Seal" width="120" height="50"'],
    ['alt', 'src="https://seal.example/badge.svg" width="120" height="50"'],
    ['alt', 'src="https://seal.example/badge.svg" alt="" width="120" height="50"'],
    ['width', 'src="https://seal.example/badge.svg" alt="Seal" width="wide" height="50"'],
    ['width', 'src="https://seal.example/badge.svg" alt="Seal" width="12.5" height="50"'],
    ['height', 'src="https://seal.example/badge.svg" alt="Seal" width="120"'],
  ])('refuses a bad %s with one console.error and keeps the server content (%s)', (attribute, attributes) => {
    const host = seal(attributes)
    expect(error).toHaveBeenCalledTimes(1)
    expect(String(error.mock.calls[0]?.[0])).toContain(`<shop-trust-seal> attributes is invalid at ${attribute}:`)
    expect(host.getAttribute('data-island-error')).toBe('attributes')
    expect(host.innerHTML).toBe(SERVER_LINK)
    expect(host.style.width).toBe('')
    expect(FakeIntersectionObserver.instances).toEqual([])
  })
})
