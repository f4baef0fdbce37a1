// @vitest-environment happy-dom
import { afterEach, beforeAll, beforeEach, describe, expect, it, type MockInstance, vi } from 'vitest'
import * as lightboxChunk from '../../../../elements/builder-lightbox/index.ts'
import { forgetLightboxConfig } from '../../../../elements/builder-lightbox/links.ts'
import { createActionHash } from '../../../../src/core/builder/hash-action.ts'
import { resetWarnings } from '../../../../src/runtime/log.ts'
import { asLoaded, entryFor } from '../../helpers/adopt.ts'
import { microtasks, render } from '../../helpers/dom.ts'

// The lightbox chunk (glightbox) is what the delegation imports on first use: replaced here.
const openLightbox = vi.hoisted(() => vi.fn())
vi.mock('../../../../elements/builder-lightbox/lightbox.ts', () => ({ openLightbox }))

const { define, adopt } = asLoaded({ 'builder-lightbox': lightboxChunk })
const selector = entryFor('builder-lightbox').adopt ?? ''

let error: MockInstance<typeof console.error>

beforeAll(() => {
  ;(globalThis as Record<string, unknown>).elementorFrontendConfig = {
    kit: { global_image_lightbox: 'yes', lightbox_enable_counter: 'yes', lightbox_enable_zoom: 'perhaps' },
    i18n: { close: 'Schließen', next: 42 },
  }
  define()
})

beforeEach(() => {
  resetWarnings()
  openLightbox.mockClear()
  error = vi.spyOn(console, 'error').mockImplementation(() => {})
})

afterEach(() => {
  document.body.replaceChildren()
  vi.restoreAllMocks()
})

/** Clicks `element` as the visitor would; returns whether the default was prevented. */
function click(element: Element, init: MouseEventInit = {}): boolean {
  const event = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0, ...init })
  element.dispatchEvent(event)
  return event.defaultPrevented
}

const page = (html: string) => {
  const root = render(`<div class="elementor" data-elementor-id="48">${html}</div>`)
  for (const node of root.querySelectorAll(selector)) adopt(node)
  return root
}

describe('builder-lightbox: what the loader adopts', () => {
  it('the builder’s lightbox links, hash actions, video overlays and image links in builder content', () => {
    const root = render(`
      <a id="a" href="/x.png" data-elementor-open-lightbox="default">a</a>
      <a id="b" href="#elementor-action%3Aaction%3Dlightbox">b</a>
      <a id="c" href="%23elementor-action%3Aaction%3Dlightbox">c</a>
      <div id="d" data-elementor-lightbox="{}"></div>
      <div class="elementor"><a id="e" href="/photo.JPEG?v=2">e</a><a id="f" href="/about/">f</a></div>
      <a id="g" href="/outside.png">g</a>`)
    expect([...root.querySelectorAll(selector)].map((node) => node.id)).toEqual(['a', 'b', 'c', 'd', 'e'])
  })
})

describe('builder-lightbox: the click delegation', () => {
  it('opens an image link of the builder (site-wide setting on), with the page’s kit and texts', async () => {
    const root = page('<a id="photo" href="/assets/images/wool.png" data-elementor-open-lightbox="default">Wool</a>')
    const link = root.querySelector('#photo') as Element
    expect(click(link)).toBe(true)
    await microtasks(5)
    await vi.waitFor(() => expect(openLightbox).toHaveBeenCalledTimes(1))
    const request = openLightbox.mock.calls[0]?.[0]
    expect(request.trigger).toBe(link)
    expect(request.settings).toBeUndefined()
    expect(request.kit).toEqual({ globalLightbox: true, counter: true, fullscreen: true, zoom: true, share: true })
    expect(request.i18n).toEqual({ close: 'Schließen' })
  })

  it('reports a kit switch that is not yes/no once', async () => {
    forgetLightboxConfig()
    const root = page('<a id="photo" href="/wool.png" data-elementor-open-lightbox="yes">Wool</a>')
    click(root.querySelector('#photo') as Element)
    click(root.querySelector('#photo') as Element)
    expect(error).toHaveBeenCalledTimes(1)
    expect(String(error.mock.calls[0]?.[0])).toContain('kit.lightbox_enable_zoom')
  })

  it.each([
    ['a PDF', '<a id="t" href="/care-guide.pdf" data-elementor-open-lightbox="default">PDF</a>'],
    ['a link marked no', '<a id="t" href="/wool.png" data-elementor-open-lightbox="no">Wool</a>'],
    ['a download link', '<a id="t" href="/wool.png" download data-elementor-open-lightbox="yes">Wool</a>'],
    ['an ordinary page link', '<a id="t" href="/about/">About</a>'],
  ])('follows %s', async (_name, html) => {
    const root = page(html)
    expect(click(root.querySelector('#t') as Element)).toBe(false)
    await microtasks(5)
    expect(openLightbox).not.toHaveBeenCalled()
  })

  it('leaves image links outside builder content alone (no hijacking)', async () => {
    page('')
    const outside = render('<a id="t" href="/product-gallery/big.jpg">Big</a>')
    expect(click(outside.querySelector('#t') as Element)).toBe(false)
    await microtasks(5)
    expect(openLightbox).not.toHaveBeenCalled()
  })

  it('leaves clicks with a modifier key or another button to the browser', () => {
    const root = page('<a id="t" href="/wool.png" data-elementor-open-lightbox="yes">Wool</a>')
    const link = root.querySelector('#t') as Element
    expect(click(link, { ctrlKey: true })).toBe(false)
    expect(click(link, { metaKey: true })).toBe(false)
    expect(click(link, { button: 1 })).toBe(false)
  })

  it('runs a hash-action link with its parsed settings', async () => {
    const hash = createActionHash({ type: 'image', url: '/assets/images/chart.svg', title: '<b>Chart</b>' })
    const root = page(`<a id="t" href="${hash}">Chart</a>`)
    expect(click(root.querySelector('#t') as Element)).toBe(true)
    await vi.waitFor(() => expect(openLightbox).toHaveBeenCalledTimes(1))
    expect(openLightbox.mock.calls[0]?.[0].settings).toEqual({
      type: 'image',
      url: `${new URL('/assets/images/chart.svg', document.baseURI).href}`,
      title: '<b>Chart</b>',
      description: '',
    })
  })

  it.each([
    ['bad base64', '#elementor-action%3Aaction%3Dlightbox%26settings%3D%21%21'],
    ['javascript: URL', createActionHash({ type: 'image', url: 'javascript:alert(1)' })],
    ['unknown action', '#elementor-action%3Aaction%3Dpopup%26settings%3De30%3D'],
  ])('a hostile hash-action link (%s) does nothing: no lightbox, no jump, no error', async (_name, hash) => {
    const root = page(`<a id="t" href="${hash}">x</a>`)
    expect(() => click(root.querySelector('#t') as Element)).not.toThrow()
    await microtasks(5)
    expect(openLightbox).not.toHaveBeenCalled()
    expect(error).not.toHaveBeenCalled()
  })

  it('opens the video overlay with Enter on its play button, not on other keys', async () => {
    const video = JSON.stringify({ type: 'video', videoType: 'youtube', url: 'https://www.youtube.com/embed/aqz-KE-bpKQ' }).replace(
      /"/g,
      '&quot;',
    )
    const root =
      page(`<div class="elementor-custom-embed-image-overlay" data-elementor-open-lightbox="yes" data-elementor-lightbox="${video}">
      <div id="play" role="button" tabindex="0">Play</div></div>`)
    const play = root.querySelector('#play') as Element
    play.dispatchEvent(new KeyboardEvent('keydown', { key: 'x', bubbles: true, cancelable: true }))
    await microtasks(5)
    expect(openLightbox).not.toHaveBeenCalled()
    const enter = new KeyboardEvent('keydown', { key: 'Enter', bubbles: true, cancelable: true })
    play.dispatchEvent(enter)
    expect(enter.defaultPrevented).toBe(true)
    await vi.waitFor(() => expect(openLightbox).toHaveBeenCalledTimes(1))
    expect(openLightbox.mock.calls[0]?.[0].settings).toMatchObject({ type: 'video', videoType: 'youtube' })
  })

  it('ignores a video overlay whose settings are not JSON', async () => {
    const root = page(
      `<div data-elementor-open-lightbox="yes" data-elementor-lightbox="{not json"><div id="play" role="button">Play</div></div>`,
    )
    expect(click(root.querySelector('#play') as Element)).toBe(false)
    await microtasks(5)
    expect(openLightbox).not.toHaveBeenCalled()
  })
})
