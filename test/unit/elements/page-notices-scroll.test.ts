// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { start } from '../../../elements/wc-notices/page-notices.ts'
import { render } from '../helpers/dom.ts'
import { installJQuery, removeJQuery } from '../helpers/jquery.ts'

type ScrollToNotices = (target: unknown) => void

/** A controllable window: scroll position, clock and animation frames. */
function fakeWindow() {
  const frames: FrameRequestCallback[] = []
  const view = { scrollY: 0, now: 1000 }
  const positions: number[] = []
  vi.spyOn(window, 'scrollY', 'get').mockImplementation(() => view.scrollY)
  vi.spyOn(window, 'scrollTo').mockImplementation(((_x: number, y: number) => {
    view.scrollY = y
    positions.push(y)
  }) as typeof window.scrollTo)
  vi.spyOn(performance, 'now').mockImplementation(() => view.now)
  vi.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => {
    frames.push(callback)
    return frames.length
  })
  /** Runs the pending frame at time `at`. */
  const frame = (at: number) => {
    const callback = frames.shift()
    if (!callback) throw new Error('no frame was requested')
    view.now = at
    callback(at)
  }
  return { view, positions, frames, frame }
}

function noticeAt(top: number): HTMLElement {
  const notice = render('<ul class="woocommerce-error" role="alert"><li>Error</li></ul>').firstElementChild as HTMLElement
  vi.spyOn(notice, 'getBoundingClientRect').mockReturnValue(DOMRect.fromRect({ x: 0, y: top, width: 100, height: 40 }))
  return notice
}

function scrollToNotices(jQuery: JQueryStatic): ScrollToNotices {
  const plugin = (jQuery as unknown as { scroll_to_notices?: ScrollToNotices }).scroll_to_notices
  if (!plugin) throw new Error('jQuery.scroll_to_notices is not defined')
  return plugin
}

let jQuery: JQueryStatic

beforeEach(async () => {
  jQuery = await installJQuery()
  delete (jQuery as unknown as { scroll_to_notices?: unknown }).scroll_to_notices
})

afterEach(() => {
  delete (jQuery as unknown as { scroll_to_notices?: unknown }).scroll_to_notices
  removeJQuery()
  document.body.replaceChildren()
})

describe('jQuery.scroll_to_notices', () => {
  it('is defined when jQuery is on the page', () => {
    start({ adoptMode: false })
    expect(typeof scrollToNotices(jQuery)).toBe('function')
  })

  it('is left alone when another script already defined it', () => {
    const theirs = vi.fn()
    ;(jQuery as unknown as { scroll_to_notices: unknown }).scroll_to_notices = theirs
    start({ adoptMode: false })
    expect(scrollToNotices(jQuery)).toBe(theirs)
  })

  it('does nothing without jQuery', () => {
    removeJQuery()
    expect(() => start({ adoptMode: false })).not.toThrow()
    expect((jQuery as unknown as { scroll_to_notices?: unknown }).scroll_to_notices).toBeUndefined()
  })

  it('scrolls with swing easing to 100 px above the notice and ends there after 1000 ms', () => {
    const { positions, frames, frame } = fakeWindow()
    const notice = noticeAt(600)
    start({ adoptMode: false })
    scrollToNotices(jQuery)(jQuery(notice))
    frame(1000)
    frame(1250)
    frame(1500)
    frame(1999)
    expect(frames).toHaveLength(1)
    frame(2000)
    expect(frames).toHaveLength(0)
    expect(positions[0]).toBe(0)
    expect(positions[1]).toBeCloseTo(500 * (0.5 - Math.cos(0.25 * Math.PI) / 2), 6)
    expect(positions[2]).toBeCloseTo(250, 6)
    expect(positions.at(-1)).toBe(500)
    for (let i = 1; i < positions.length; i++) {
      expect(positions[i] as number).toBeGreaterThanOrEqual(positions[i - 1] as number)
    }
  })

  it('measures from the current scroll position', () => {
    const { view, positions, frame } = fakeWindow()
    view.scrollY = 1000
    const notice = noticeAt(-200)
    start({ adoptMode: false })
    scrollToNotices(jQuery)(notice)
    frame(1000)
    frame(2000)
    expect(positions).toEqual([1000, 700])
  })

  it('never scrolls above the top of the page', () => {
    const { positions, frame } = fakeWindow()
    start({ adoptMode: false })
    scrollToNotices(jQuery)(jQuery(noticeAt(30)))
    frame(2000)
    expect(positions).toEqual([0])
  })

  it('does nothing for an empty jQuery collection', () => {
    const { frames } = fakeWindow()
    start({ adoptMode: false })
    expect(() => scrollToNotices(jQuery)(jQuery('.no-such-notice'))).not.toThrow()
    expect(frames).toHaveLength(0)
    expect(window.scrollTo).not.toHaveBeenCalled()
  })

  it('jumps when the shopper asked for reduced motion', () => {
    const { positions, frames } = fakeWindow()
    vi.spyOn(window, 'matchMedia').mockImplementation(
      (query: string) => ({ matches: query.includes('reduce'), media: query }) as MediaQueryList,
    )
    start({ adoptMode: false })
    scrollToNotices(jQuery)(jQuery(noticeAt(600)))
    expect(positions).toEqual([500])
    expect(frames).toHaveLength(0)
  })

  it('lets a newer scroll replace an older one', () => {
    const { positions, frames, frame } = fakeWindow()
    start({ adoptMode: false })
    scrollToNotices(jQuery)(jQuery(noticeAt(600)))
    scrollToNotices(jQuery)(jQuery(noticeAt(300)))
    expect(frames).toHaveLength(2)
    frame(1000) // the older animation's frame: it stops without scrolling
    expect(positions).toEqual([])
    frame(2000)
    expect(positions).toEqual([200])
    expect(frames).toHaveLength(0)
  })
})
