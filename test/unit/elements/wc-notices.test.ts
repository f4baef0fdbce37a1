// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type * as NoticesIndex from '../../../elements/wc-notices/index.ts'
import type * as PageNotices from '../../../elements/wc-notices/page-notices.ts'
import { installJQuery, removeJQuery } from '../helpers/jquery.ts'
import { entryFor } from '../helpers/adopt.ts'

/**
 * The notices behaviour runs once per document for the page's lifetime (like woocommerce.js), so
 * each test loads a fresh copy of the module and gives the document a fresh <body>: listeners of
 * earlier tests stay on the old body and cannot answer for this one.
 */
type NoticesModule = typeof NoticesIndex
type PageNoticesModule = typeof PageNotices

const ALERT = '<div class="woocommerce-message" role="alert">Added to your cart.</div>'
const STATUS = '<div class="woocommerce-info" role="status">3 results</div>'

let notices: NoticesModule
let pageNotices: PageNoticesModule

function freshBody(html: string): HTMLElement {
  const body = document.createElement('body')
  body.innerHTML = html
  document.documentElement.replaceChild(body, document.body)
  return body
}

/** Page timing: the DOM loaded `loadedAt` ms after navigation start and it is now `now`. */
function pageClock(loadedAt: number, now: number) {
  const clock = { now }
  vi.spyOn(performance, 'now').mockImplementation(() => clock.now)
  vi.spyOn(performance, 'getEntriesByType').mockImplementation((type: string) =>
    type === 'navigation' ? ([{ domContentLoadedEventEnd: loadedAt }] as unknown as PerformanceEntryList) : [],
  )
  return clock
}

/** What the loader does in adopt mode: adopt the node (error lists), start the page-wide behaviour. */
function start(node: Element = document.body) {
  notices.adopt(node, entryFor('wc-notices'))
  pageNotices.start({ adoptMode: true })
}

beforeEach(async () => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
  vi.resetModules()
  notices = await import('../../../elements/wc-notices/index.ts')
  pageNotices = await import('../../../elements/wc-notices/page-notices.ts')
})

afterEach(() => {
  vi.useRealTimers()
  removeJQuery()
})

describe('notice focus after load', () => {
  it('focuses the first alert notice 500 ms after load, not before', () => {
    pageClock(100, 100)
    const body = freshBody(`${ALERT}<ul class="woocommerce-error" role="alert"><li>Second</li></ul>`)
    const first = body.querySelector('.woocommerce-message') as HTMLElement
    start(first)
    expect(first.getAttribute('tabindex')).toBe('-1')
    vi.advanceTimersByTime(499)
    expect(document.activeElement).not.toBe(first)
    vi.advanceTimersByTime(1)
    expect(document.activeElement).toBe(first)
  })

  it('times the 500 ms from load, not from when the script arrived', () => {
    pageClock(100, 450)
    const body = freshBody(ALERT)
    const notice = body.firstElementChild as HTMLElement
    start(notice)
    vi.advanceTimersByTime(149)
    expect(document.activeElement).not.toBe(notice)
    vi.advanceTimersByTime(1)
    expect(document.activeElement).toBe(notice)
  })

  it('focuses at once when the page loaded more than 500 ms ago', () => {
    pageClock(100, 5000)
    const body = freshBody(ALERT)
    const notice = body.firstElementChild as HTMLElement
    start(notice)
    vi.advanceTimersByTime(0)
    expect(document.activeElement).toBe(notice)
  })

  it('focuses an error list and a block notice banner alike', () => {
    pageClock(0, 0)
    const body = freshBody(`${STATUS}<div class="wc-block-components-notice-banner is-error" role="alert">Payment failed</div>`)
    const banner = body.querySelector('.wc-block-components-notice-banner') as HTMLElement
    start(banner)
    vi.advanceTimersByTime(500)
    expect(document.activeElement).toBe(banner)
  })

  it('never focuses a status notice', () => {
    pageClock(0, 0)
    const body = freshBody(`<div class="woocommerce-message" role="status">Saved</div>${STATUS}`)
    const status = body.firstElementChild as HTMLElement
    start(body)
    vi.advanceTimersByTime(1000)
    expect(document.activeElement).toBe(body)
    expect(status.hasAttribute('tabindex')).toBe(false)
  })

  it('does not steal focus from a field the shopper focused first', () => {
    pageClock(0, 0)
    const body = freshBody(`${ALERT}<form><input name="coupon_code"></form>`)
    const notice = body.firstElementChild as HTMLElement
    const field = body.querySelector('input') as HTMLInputElement
    start(notice)
    vi.advanceTimersByTime(200)
    field.focus()
    vi.advanceTimersByTime(300)
    expect(document.activeElement).toBe(field)
  })

  it('does not focus a notice that was removed in the meantime', () => {
    pageClock(0, 0)
    const body = freshBody(ALERT)
    const notice = body.firstElementChild as HTMLElement
    start(notice)
    notice.remove()
    vi.advanceTimersByTime(500)
    expect(document.activeElement).toBe(body)
  })

  it('runs once per page however many notices are adopted', () => {
    pageClock(0, 0)
    const body = freshBody(`${ALERT}${ALERT}`)
    const focus = vi.spyOn(HTMLElement.prototype, 'focus')
    for (const notice of body.children) start(notice)
    vi.advanceTimersByTime(500)
    expect(focus).toHaveBeenCalledTimes(1)
  })

  it('leaves the page alone without adopt mode (the element does it there)', () => {
    pageClock(0, 0)
    const body = freshBody(ALERT)
    pageNotices.start({ adoptMode: false })
    vi.advanceTimersByTime(500)
    expect(document.activeElement).toBe(body)
  })

  it('runs as <wc-notices> too', () => {
    pageClock(0, 0)
    const body = freshBody(`<wc-notices></wc-notices>${ALERT}`)
    const notice = body.querySelector('.woocommerce-message') as HTMLElement
    // The only test of this file that defines the element, so the tag gets this copy's island.
    notices.define([entryFor('wc-notices')])
    expect(body.querySelector('wc-notices')?.hasAttribute('data-island-mounted')).toBe(true)
    vi.advanceTimersByTime(500)
    expect(document.activeElement).toBe(notice)
  })
})

describe('notice focus after the cart redraws its notices', () => {
  function redrawnPage() {
    pageClock(0, 0)
    const body = freshBody(ALERT)
    start(body.firstElementChild as Element)
    vi.advanceTimersByTime(500)
    // The cart script replaces the notices; focus falls back to the body.
    body.innerHTML = '<div class="woocommerce-error" role="alert">Coupon removed.</div>'
    return { body, fresh: body.firstElementChild as HTMLElement }
  }

  it('focuses the new first alert 500 ms after updated_wc_div is raised natively', () => {
    const { body, fresh } = redrawnPage()
    body.dispatchEvent(new CustomEvent('updated_wc_div', { bubbles: true }))
    expect(fresh.getAttribute('tabindex')).toBe('-1')
    vi.advanceTimersByTime(499)
    expect(document.activeElement).not.toBe(fresh)
    vi.advanceTimersByTime(1)
    expect(document.activeElement).toBe(fresh)
  })

  it('focuses it after item_removed_from_classic_cart too', () => {
    const { body, fresh } = redrawnPage()
    body.dispatchEvent(new CustomEvent('item_removed_from_classic_cart', { bubbles: true }))
    vi.advanceTimersByTime(500)
    expect(document.activeElement).toBe(fresh)
  })

  it('focuses it when the cart script raises updated_wc_div through jQuery', async () => {
    const jQuery = await installJQuery()
    const { body, fresh } = redrawnPage()
    const focus = vi.spyOn(fresh, 'focus')
    jQuery(body).trigger('updated_wc_div')
    vi.advanceTimersByTime(499)
    expect(focus).not.toHaveBeenCalled()
    vi.advanceTimersByTime(1)
    expect(document.activeElement).toBe(fresh)
    expect(focus).toHaveBeenCalledTimes(1)
    jQuery(body).off()
  })

  it('ignores unrelated events', () => {
    const { body, fresh } = redrawnPage()
    body.dispatchEvent(new CustomEvent('updated_cart_totals', { bubbles: true }))
    vi.advanceTimersByTime(1000)
    expect(document.activeElement).not.toBe(fresh)
  })
})

describe('error lists', () => {
  const LIST = '<ul class="woocommerce-error" role="alert"><li>Billing email is required.</li></ul>'

  it('keeps an alert error list a list, as an assertive live region, and focuses it', () => {
    pageClock(0, 0)
    const body = freshBody(LIST)
    const list = body.firstElementChild as HTMLElement
    start(list)
    expect(list.hasAttribute('role')).toBe(false)
    expect(list.getAttribute('aria-live')).toBe('assertive')
    expect(list.getAttribute('data-notice-role')).toBe('alert')
    expect(list.querySelector('li')?.textContent).toBe('Billing email is required.')
    vi.advanceTimersByTime(500)
    expect(document.activeElement).toBe(list)
  })

  it('leaves message and banner notices with their alert role', () => {
    pageClock(0, 0)
    const body = freshBody(ALERT)
    const notice = body.firstElementChild as HTMLElement
    start(notice)
    expect(notice.getAttribute('role')).toBe('alert')
  })

  it('repairs and focuses an error list the cart inserts when it redraws', () => {
    pageClock(0, 0)
    const body = freshBody(ALERT)
    start(body.firstElementChild as Element)
    vi.advanceTimersByTime(500)
    body.innerHTML = LIST
    const list = body.firstElementChild as HTMLElement
    body.dispatchEvent(new CustomEvent('updated_wc_div', { bubbles: true }))
    expect(list.hasAttribute('role')).toBe(false)
    expect(list.getAttribute('aria-live')).toBe('assertive')
    vi.advanceTimersByTime(500)
    expect(document.activeElement).toBe(list)
  })
})
