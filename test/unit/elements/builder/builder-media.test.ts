// @vitest-environment happy-dom
import { afterEach, beforeAll, beforeEach, describe, expect, it, type MockInstance, vi } from 'vitest'
import * as audioChunk from '../../../../elements/builder-audio/index.ts'
import { fileTitle } from '../../../../elements/builder-audio/audio.ts'
import * as layoutChunk from '../../../../elements/builder-layout/index.ts'
import { applyScrollSnap } from '../../../../elements/builder-layout/scroll-snap.ts'
import * as textChunk from '../../../../elements/builder-text-editor/index.ts'
import { wrapDropCap } from '../../../../elements/builder-text-editor/drop-cap.ts'
import * as videoChunk from '../../../../elements/builder-video/index.ts'
import { forgetBuilderConfig } from '../../../../src/runtime/builder/config.ts'
import { resetWarnings } from '../../../../src/runtime/log.ts'
import { asLoaded } from '../../helpers/adopt.ts'
import { nextTask, render } from '../../helpers/dom.ts'

const { define, adopt } = asLoaded({
  'builder-video': videoChunk,
  'builder-audio': audioChunk,
  'builder-text-editor': textChunk,
  'builder-layout': layoutChunk,
})

const settings = (value: unknown) => JSON.stringify(value).replace(/"/g, '&quot;')

let error: MockInstance<typeof console.error>

beforeAll(() => define())

beforeEach(() => {
  resetWarnings()
  error = vi.spyOn(console, 'error').mockImplementation(() => {})
  vi.spyOn(console, 'warn').mockImplementation(() => {})
})

afterEach(async () => {
  document.body.replaceChildren()
  document.documentElement.removeAttribute('style')
  forgetBuilderConfig()
  await nextTask()
})

describe('drop cap', () => {
  const paragraph = (html: string) => {
    const root = render(`<p>${html}</p>`)
    return root.querySelector('p') as HTMLParagraphElement
  }
  const letter = (p: Element) => p.querySelector('.elementor-drop-cap > .elementor-drop-cap-letter')?.textContent

  it('wraps the first letter inside the element that holds it, leaving the text as it reads', () => {
    const p = paragraph('  <strong>Wool &amp; Thread</strong> began')
    expect(wrapDropCap(p)).toBe(true)
    expect(letter(p)).toBe('W')
    expect(p.querySelector('strong > .elementor-drop-cap')).not.toBeNull()
    expect(p.textContent).toBe('  Wool & Thread began')
  })

  it('never takes part of an entity or a tag: "&amp;" first is the one character "&"', () => {
    const p = paragraph('&amp;nbsp; is not a space')
    wrapDropCap(p)
    expect(letter(p)).toBe('&')
    expect(p.innerHTML).toBe(
      '<span class="elementor-drop-cap"><span class="elementor-drop-cap-letter">&amp;</span></span>nbsp; is not a space',
    )
  })

  it('skips text that is not on screen, and empty inline elements', () => {
    const p = paragraph('<span aria-hidden="true">★</span><em></em><span hidden>x</span>&nbsp;Élan')
    wrapDropCap(p)
    expect(letter(p)).toBe('É')
  })

  it('does nothing to a paragraph without a visible letter', () => {
    const p = paragraph(' &nbsp; <br> ')
    expect(wrapDropCap(p)).toBe(false)
    expect(p.querySelector('.elementor-drop-cap')).toBeNull()
  })

  it('adopted: only with drop_cap on, once', async () => {
    const root = render(`
      <div class="elementor-element elementor-drop-cap-yes elementor-widget elementor-widget-text-editor" data-id="t1" data-settings="${settings({ drop_cap: 'yes' })}" data-widget_type="text-editor.default"><p>Spring</p><p>Summer</p></div>
      <div class="elementor-element elementor-drop-cap-yes elementor-widget elementor-widget-text-editor" data-id="t2" data-settings="${settings({ drop_cap: '' })}" data-widget_type="text-editor.default"><p>Autumn</p></div>`)
    const [on, off] = root.querySelectorAll('.elementor-widget')
    adopt(on as Element)
    adopt(off as Element)
    expect(on?.querySelectorAll('.elementor-drop-cap')).toHaveLength(1)
    expect(on?.querySelector('p')?.textContent).toBe('Spring')
    expect(off?.querySelector('.elementor-drop-cap')).toBeNull()
    expect(error).not.toHaveBeenCalled()
  })
})

describe('audio', () => {
  it('names a player after its file when nothing else names it', () => {
    expect(fileTitle('/wp-content/uploads/2024/05/morning-mix.mp3?_=1')).toBe('morning mix')
    expect(fileTitle('https://example.test/a/Loom_Sounds%202.wav')).toBe('Loom Sounds 2')
  })

  it('gives controls and a name, keeps an author’s label, and plays one at a time', () => {
    const root = render(`
      <figure><audio class="wp-audio-shortcode" id="a1" preload="none" tabindex="-1"><source src="/one.mp3"></audio><figcaption>The loom</figcaption></figure>
      <audio class="wp-audio-shortcode" id="a2" aria-label="Given label" preload="none"><source src="/two.mp3"></audio>
      <audio class="wp-audio-shortcode" id="a3" preload="none" src="/uploads/river-walk.mp3"></audio>`)
    const players = [...root.querySelectorAll('audio')]
    for (const player of players) adopt(player)
    const [one, two, three] = players as [HTMLAudioElement, HTMLAudioElement, HTMLAudioElement]
    expect(one.controls).toBe(true)
    expect(one.hasAttribute('tabindex')).toBe(false)
    expect(one.getAttribute('aria-label')).toBe('The loom')
    expect(two.getAttribute('aria-label')).toBe('Given label')
    expect(three.getAttribute('aria-label')).toBe('river walk')
    const pause = vi.spyOn(HTMLMediaElement.prototype, 'pause')
    Object.defineProperty(one, 'paused', { value: false, configurable: true })
    two.dispatchEvent(new Event('play'))
    expect(pause.mock.contexts).toEqual([one])
  })

  it('stands down where MediaElement.js already wraps the player', () => {
    const root = render('<div class="mejs-container"><audio class="wp-audio-shortcode" id="a4"></audio></div>')
    const audio = root.querySelector('audio') as HTMLAudioElement
    adopt(audio)
    expect(audio.hasAttribute('data-island-mounted')).toBe(false)
  })
})

describe('video', () => {
  it('hosted: settings on the <video>, the start and end as a media fragment, no provider', () => {
    const root = render(`
      <div class="elementor-element elementor-widget elementor-widget-video" data-id="v1" data-settings="${settings({ video_type: 'hosted', loop: 'yes', mute: 'yes', controls: '', start: 5, end: 20 })}" data-widget_type="video.default">
        <div class="elementor-wrapper e-hosted-video"><video class="elementor-video" src="/media/wool.mp4" controls preload="metadata"></video></div>
      </div>`)
    adopt(root.firstElementChild as Element)
    const video = root.querySelector('video') as HTMLVideoElement
    expect(video.getAttribute('src')).toBe('/media/wool.mp4#t=5,20')
    expect(video.loop).toBe(true)
    expect(video.muted).toBe(true)
    expect(video.controls).toBe(false)
    expect(root.querySelector('iframe')).toBeNull()
  })

  it('a hostile URL: no iframe, one console.error naming the widget, the play button marked disabled', () => {
    const root = render(`
      <div class="elementor-element elementor-widget elementor-widget-video" data-id="v2" data-settings="${settings({ video_type: 'vimeo', vimeo_url: 'https://vimeo.com.evil.test/1234' })}" data-widget_type="video.default">
        <div class="elementor-wrapper"><div class="elementor-video"></div>
        <div class="elementor-custom-embed-image-overlay"><div class="elementor-custom-embed-play" role="button" tabindex="0" aria-label="Play Video"></div></div></div>
      </div>`)
    adopt(root.firstElementChild as Element)
    const play = root.querySelector('.elementor-custom-embed-play') as HTMLElement
    play.click()
    expect(root.querySelector('iframe')).toBeNull()
    expect(play.getAttribute('aria-disabled')).toBe('true')
    expect(error).toHaveBeenCalledTimes(1)
    expect(String(error.mock.calls[0]?.[0])).toMatch(/<builder-video> \(data-id "v2"\).*vimeo_url/)
  })

  it('the overlay’s play button, by Enter: the provider iframe replaces the placeholder and takes the focus', async () => {
    const root = render(`
      <div class="elementor-element elementor-widget elementor-widget-video" data-id="v3" data-settings="${settings({ video_type: 'youtube', youtube_url: 'https://youtu.be/XHOmBV4js_E' })}" data-widget_type="video.default">
        <div class="elementor-wrapper"><div class="elementor-video"></div>
        <div class="elementor-custom-embed-image-overlay"><div class="elementor-custom-embed-play" role="button" tabindex="0" aria-label="Play Video"></div></div></div>
      </div>`)
    adopt(root.firstElementChild as Element)
    expect(root.querySelector('iframe')).toBeNull()
    const play = root.querySelector('.elementor-custom-embed-play') as HTMLElement
    play.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true }))
    // The player's module loads on the press: the overlay stays until the player is there.
    expect(root.querySelector('.elementor-custom-embed-image-overlay')).not.toBeNull()
    const iframe = await vi.waitFor(() => {
      const player = root.querySelector('iframe')
      if (!player) throw new Error('no player yet')
      return player
    })
    expect(iframe.getAttribute('src')).toMatch(/^https:\/\/www\.youtube\.com\/embed\/XHOmBV4js_E\?autoplay=1&/)
    expect(iframe.title).toBe('YouTube video player')
    expect(root.querySelector('div.elementor-video')).toBeNull()
    expect(root.querySelector('.elementor-custom-embed-image-overlay')).toBeNull()
    expect(document.activeElement).toBe(iframe)
  })
})

describe('layout', () => {
  it('scroll snap: only with the page setting on', () => {
    const root = render(
      '<div class="elementor" data-elementor-id="1"><section class="elementor-section"></section><div class="e-con"></div></div>',
    )
    const documentRoot = root.firstElementChild as Element
    expect(applyScrollSnap(documentRoot, {})).toBe(false)
    expect(document.documentElement.style.scrollSnapType).toBe('')
    expect(applyScrollSnap(documentRoot, { scroll_snap: 'yes' })).toBe(true)
    expect(document.documentElement.style.scrollSnapType).toBe('y mandatory')
    expect([...documentRoot.children].map((child) => (child as HTMLElement).style.scrollSnapAlign)).toEqual(['start', 'start'])
  })

  it('an invalid animation: one console.error for the element, shown at once', () => {
    const root = render(`<div class="elementor elementor-9" data-elementor-id="9">
      <div class="elementor-element elementor-invisible" data-id="c1" data-element_type="column" data-settings="${settings({ animation: '<img src=x>' })}">Text</div>
      <div class="elementor-element elementor-invisible" data-id="c2" data-element_type="container" data-settings="not json">More</div></div>`)
    adopt(root.firstElementChild as Element)
    const [bad, broken] = [...root.querySelectorAll('.elementor-element')]
    expect(bad?.classList.contains('elementor-invisible')).toBe(false)
    expect(bad?.getAttribute('data-e-entrance')).toBe('shown')
    // Not JSON: reported, no animation read, so shown when it comes into view.
    expect(broken?.getAttribute('data-e-entrance')).toBe('waiting')
    expect(error).toHaveBeenCalledTimes(2)
    expect(String(error.mock.calls[0]?.[0])).toMatch(/data-id "c1".*animation/)
    expect(String(error.mock.calls[1]?.[0])).toMatch(/data-id "c2".*not valid JSON/)
  })

  it('anchor links to invalid or missing targets are left to the browser and throw nothing', () => {
    const root = render(`<div class="elementor" data-elementor-id="3"><div class="elementor-element">
      <a href="#9lives">bad</a><a href="#missing">missing</a><a href="#ok">ok</a></div><div id="ok">Target</div></div>`)
    adopt(root.firstElementChild as Element)
    const results = [...root.querySelectorAll('a')].map((link) => {
      const event = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 })
      link.dispatchEvent(event)
      return event.defaultPrevented
    })
    expect(results).toEqual([false, false, true])
    expect(document.activeElement?.id).toBe('ok')
  })
})
