// @vitest-environment happy-dom
import { afterEach, beforeAll, beforeEach, describe, expect, it, type MockInstance, vi } from 'vitest'
import * as chunk from '../../../elements/wc-store-notice/index.ts'
import { asLoaded } from '../helpers/adopt.ts'
import { getCookie, removeCookie, setCookie } from '../../../src/runtime/cookies.ts'
import { resetWarnings } from '../../../src/runtime/log.ts'
import { $, microtasks, nextTask, render } from '../helpers/dom.ts'
import { installJQuery, removeJQuery } from '../helpers/jquery.ts'

const { define, adopt } = asLoaded({ 'wc-store-notice': chunk })

/** The store notice exactly as WordPress prints it (hidden until a script shows it). */
function noticeMarkup(id = 'abc') {
  return `<p class="woocommerce-store-notice demo_store" data-notice-id="${id}" style="display:none" role="complementary">Text <a role="button" class="woocommerce-store-notice__dismiss-link">Dismiss</a></p>`
}

function elementMarkup(id = 'abc') {
  return `<wc-store-notice>${noticeMarkup(id)}</wc-store-notice>`
}

function isShown(notice: HTMLElement): boolean {
  return getComputedStyle(notice).display !== 'none'
}

let error: MockInstance<typeof console.error>
let warn: MockInstance<typeof console.warn>

beforeAll(() => define())

beforeEach(() => {
  resetWarnings()
  error = vi.spyOn(console, 'error').mockImplementation(() => {})
  warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
})

afterEach(async () => {
  document.body.replaceChildren()
  await nextTask()
  for (const id of ['abc', 'def', '']) removeCookie(`store_notice${id}`)
  removeJQuery()
})

describe('<wc-store-notice>', () => {
  it('shows the notice when it was not dismissed', () => {
    const page = render(elementMarkup())
    const notice = $(page, 'p')
    expect(isShown(notice)).toBe(true)
    expect(notice.style.display).not.toBe('none')
    expect($(page, 'wc-store-notice').hasAttribute('data-island-mounted')).toBe(true)
    expect(error).not.toHaveBeenCalled()
  })

  it('moves the focus from the dismiss link to the main content, not to the body', () => {
    const page = render(`<main id="main"><h1>Shop</h1></main>${elementMarkup()}`)
    const link = $(page, '.woocommerce-store-notice__dismiss-link')
    link.focus()
    link.click()
    expect(isShown($(page, 'p'))).toBe(false)
    expect(document.activeElement).toBe($(page, 'main'))
    expect($(page, 'main').getAttribute('tabindex')).toBe('-1')
  })

  it('keeps the notice hidden when its cookie says it was dismissed', () => {
    setCookie('store_noticeabc', 'hidden')
    const notice = $(render(elementMarkup()), 'p')
    expect(isShown(notice)).toBe(false)
  })

  it('shows a notice whose cookie holds something other than "hidden"', () => {
    setCookie('store_noticeabc', 'shown')
    expect(isShown($(render(elementMarkup()), 'p'))).toBe(true)
  })

  it('shows a new notice (another id) after an old one was dismissed', () => {
    setCookie('store_noticeabc', 'hidden')
    expect(isShown($(render(elementMarkup('def')), 'p'))).toBe(true)
  })

  it('hides the notice once dismissed, remembers it in store_notice<id> on path /, and says so', () => {
    const page = render(elementMarkup())
    const host = $(page, 'wc-store-notice')
    const notice = $(page, 'p')
    const link = $(page, 'a')
    const write = vi.spyOn(document, 'cookie', 'set')
    const dismissed = vi.fn()
    document.addEventListener('wc-store-notice-dismissed', dismissed)
    link.click()
    document.removeEventListener('wc-store-notice-dismissed', dismissed)
    expect(isShown(notice)).toBe(false)
    expect(getCookie('store_noticeabc')).toBe('hidden')
    expect(write).toHaveBeenCalledWith('store_noticeabc=hidden; path=/')
    expect(dismissed).toHaveBeenCalledTimes(1)
    const event = dismissed.mock.calls[0]?.[0] as CustomEvent
    expect(event.target).toBe(host)
    expect(event.detail).toEqual(['abc'])
  })

  it('stays hidden on the next page once dismissed', () => {
    $(render(elementMarkup()), 'a').click()
    document.body.replaceChildren()
    expect(isShown($(render(elementMarkup()), 'p'))).toBe(false)
  })

  it('prevents the link’s default action on dismiss', () => {
    const link = $(render(elementMarkup()), 'a')
    const click = new MouseEvent('click', { bubbles: true, cancelable: true })
    link.dispatchEvent(click)
    expect(click.defaultPrevented).toBe(true)
  })

  it.each([
    ['Enter', 'Enter'],
    ['Space', ' '],
  ])('dismisses with %s on the link', (_name, key) => {
    const page = render(elementMarkup())
    const keydown = new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true })
    $(page, 'a').dispatchEvent(keydown)
    expect(keydown.defaultPrevented).toBe(true)
    expect(isShown($(page, 'p'))).toBe(false)
    expect(getCookie('store_noticeabc')).toBe('hidden')
  })

  it('ignores other keys', () => {
    const page = render(elementMarkup())
    $(page, 'a').dispatchEvent(new KeyboardEvent('keydown', { key: 'Tab', bubbles: true, cancelable: true }))
    expect(isShown($(page, 'p'))).toBe(true)
  })

  it('makes the dismiss link reachable with the keyboard', () => {
    const link = $(render(elementMarkup()), 'a')
    expect(link.getAttribute('tabindex')).toBe('0')
    expect(link.getAttribute('role')).toBe('button')
  })

  it('leaves a link that has an href or its own tabindex alone', () => {
    const page = render(
      '<wc-store-notice><p class="woocommerce-store-notice" data-notice-id="abc" style="display:none"><a href="#" class="woocommerce-store-notice__dismiss-link">x</a></p></wc-store-notice>' +
        '<wc-store-notice><p class="woocommerce-store-notice" data-notice-id="def" style="display:none"><a tabindex="-1" class="woocommerce-store-notice__dismiss-link">y</a></p></wc-store-notice>',
    )
    const [withHref, withTabindex] = page.querySelectorAll('a')
    expect(withHref?.hasAttribute('tabindex')).toBe(false)
    expect(withTabindex?.getAttribute('tabindex')).toBe('-1')
  })

  it('shows a notice with no data-notice-id and remembers its dismissal as store_notice', () => {
    const page = render(
      '<wc-store-notice><p class="woocommerce-store-notice demo_store" style="display:none">x <a class="woocommerce-store-notice__dismiss-link">d</a></p></wc-store-notice>',
    )
    expect(isShown($(page, 'p'))).toBe(true)
    $(page, 'a').click()
    expect(getCookie('store_notice')).toBe('hidden')
  })

  it.each([
    ['a cookie separator', 'a;b=c'],
    ['100 characters', 'x'.repeat(100)],
  ])('reports a notice id with %s once and leaves the notice as printed', (_what, id) => {
    const page = render(elementMarkup(id))
    const host = $(page, 'wc-store-notice')
    const notice = $(page, 'p')
    expect(error).toHaveBeenCalledTimes(1)
    expect(String(error.mock.calls[0]?.[0])).toContain('<wc-store-notice>')
    expect(String(error.mock.calls[0]?.[0])).toContain('data-notice-id')
    expect(host.getAttribute('data-island-error')).toBe('attribute "data-notice-id"')
    expect(host.hasAttribute('data-island-mounted')).toBe(false)
    expect(notice.getAttribute('style')).toBe('display:none')
    expect($(page, 'a').hasAttribute('tabindex')).toBe(false)
    $(page, 'a').click()
    expect(document.cookie).not.toContain('store_notice')
  })

  it('reports markup without a store notice', () => {
    const host = $(render('<wc-store-notice><p>not a notice</p></wc-store-notice>'), 'wc-store-notice')
    expect(error).toHaveBeenCalledTimes(1)
    expect(host.getAttribute('data-island-error')).toBe('markup')
  })

  it('stops handling the link once removed from the page', async () => {
    const page = render(elementMarkup())
    const link = $(page, 'a')
    $(page, 'wc-store-notice').remove()
    await nextTask()
    link.click()
    expect(getCookie('store_noticeabc')).toBeUndefined()
  })

  describe('next to woocommerce.js', () => {
    it('stands down with one warning when jQuery already handles the dismiss link', async () => {
      const jQuery = await installJQuery()
      const original = vi.fn()
      const container = document.createElement('div')
      container.innerHTML = elementMarkup()
      jQuery(container.querySelector('a') as HTMLElement).on('click', original)
      document.body.append(container)
      const notice = $(container, 'p')
      const link = $(container, 'a')
      expect(warn).toHaveBeenCalledTimes(1)
      expect(String(warn.mock.calls[0]?.[0])).toContain('woocommerce.js')
      expect(notice.getAttribute('style')).toBe('display:none')
      expect(link.hasAttribute('tabindex')).toBe(false)
      expect($(container, 'wc-store-notice').hasAttribute('data-island-mounted')).toBe(false)
      link.click()
      expect(original).toHaveBeenCalledTimes(1)
      expect(getCookie('store_noticeabc')).toBeUndefined()
      jQuery(link).off()
    })

    it('stands down at load when woocommerce.js binds the link after we mounted', async () => {
      const jQuery = await installJQuery()
      const page = render(elementMarkup())
      const link = $(page, 'a')
      expect(isShown($(page, 'p'))).toBe(true)
      const original = vi.fn()
      jQuery(link).on('click', original)
      await nextTask()
      link.click()
      expect(original).toHaveBeenCalledTimes(1)
      expect(getCookie('store_noticeabc')).toBeUndefined()
      expect(warn).toHaveBeenCalledTimes(1)
      jQuery(link).off()
    })

    it('runs when jQuery is on the page but nothing is bound to the link', async () => {
      await installJQuery()
      const page = render(elementMarkup())
      expect(isShown($(page, 'p'))).toBe(true)
      expect(warn).not.toHaveBeenCalled()
    })
  })
})

describe('adopted store notice', () => {
  it('drives a bare p.woocommerce-store-notice the same way', () => {
    const notice = $(render(noticeMarkup()), 'p')
    adopt(notice)
    expect(isShown(notice)).toBe(true)
    expect(notice.hasAttribute('data-island-mounted')).toBe(true)
    const dismissed = vi.fn()
    notice.addEventListener('wc-store-notice-dismissed', dismissed)
    $(notice, 'a').click()
    expect(isShown(notice)).toBe(false)
    expect(getCookie('store_noticeabc')).toBe('hidden')
    expect(dismissed).toHaveBeenCalledTimes(1)
  })

  it('keeps an adopted notice hidden when it was dismissed', () => {
    setCookie('store_noticeabc', 'hidden')
    const notice = $(render(noticeMarkup()), 'p')
    adopt(notice)
    expect(isShown(notice)).toBe(false)
  })

  it('reports a malformed id on the adopted notice itself', () => {
    const notice = $(render(noticeMarkup('a b')), 'p')
    adopt(notice)
    expect(error).toHaveBeenCalledTimes(1)
    expect(notice.getAttribute('data-island-error')).toBe('attribute "data-notice-id"')
    expect(notice.getAttribute('style')).toBe('display:none')
  })

  it('leaves a notice inside <wc-store-notice> to the element', async () => {
    const page = render(elementMarkup())
    const notice = $(page, 'p')
    adopt(notice)
    await microtasks()
    expect(notice.hasAttribute('data-island-mounted')).toBe(false)
    $(page, 'a').click()
    expect(getCookie('store_noticeabc')).toBe('hidden')
  })
})
