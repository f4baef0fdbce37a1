// @vitest-environment happy-dom
import { afterEach, beforeAll, beforeEach, describe, expect, it, type MockInstance, vi } from 'vitest'
import { DISMISS_SELECTOR } from '../../../elements/wc-coming-soon-banner/banner.ts'
import * as chunk from '../../../elements/wc-coming-soon-banner/index.ts'
import { asLoaded } from '../helpers/adopt.ts'
import { resetWarnings } from '../../../src/runtime/log.ts'
import { forgetSettingsBlock, SETTINGS_BLOCK_ID } from '../../../src/runtime/settings.ts'
import { $, nextTask, render } from '../helpers/dom.ts'
import { installJQuery, removeJQuery } from '../helpers/jquery.ts'

const { define, adopt } = asLoaded({ 'wc-coming-soon-banner': chunk })

const REST_URL = '/wp-json/wp/v2/users/1'
const NONCE = 'a1b2c3d4e5'
const FAILED = 'The banner could not be dismissed. Please try again.'

/** The banner as WooCommerce prints it: the dismiss link has no href and no text. */
const DISMISS_LINK = `<a class="coming-soon-footer-banner-dismiss" data-rest-url="${REST_URL}" data-rest-nonce="${NONCE}"></a>`

function bannerMarkup(link = DISMISS_LINK) {
  return (
    '<div id="coming-soon-footer-banner"><p class="coming-soon-footer-banner-message">This page is in "Coming soon" ' +
    `mode and is only visible to you and those who have permission.</p>${link}</div>`
  )
}

function elementMarkup(attributes = '', link?: string) {
  return `<wc-coming-soon-banner${attributes}>${bannerMarkup(link)}</wc-coming-soon-banner>`
}

interface Page {
  host: HTMLElement
  banner: HTMLElement
  link: HTMLElement
}

function page(attributes = '', link?: string): Page {
  const container = render(elementMarkup(attributes, link))
  return {
    host: $(container, 'wc-coming-soon-banner'),
    banner: $(container, '#coming-soon-footer-banner'),
    link: $(container, 'a'),
  }
}

function isShown(banner: HTMLElement): boolean {
  return getComputedStyle(banner).display !== 'none'
}

function statusOf(banner: HTMLElement): HTMLElement | null {
  return banner.querySelector<HTMLElement>('.coming-soon-footer-banner-status')
}

interface Call {
  url: string
  init: RequestInit
  answer(response: Response): void
  fail(error: unknown): void
}

/**
 * A fetch that answers when the test says so, and rejects with an AbortError when its signal
 * aborts (as the browser's does).
 */
function stubFetch() {
  const calls: Call[] = []
  const fetch = vi.fn(
    (input: RequestInfo | URL, init: RequestInit = {}) =>
      new Promise<Response>((resolve, reject) => {
        const aborted = () => reject(new DOMException('The operation was aborted.', 'AbortError'))
        init.signal?.addEventListener('abort', aborted)
        calls.push({ url: String(input), init, answer: resolve, fail: reject })
      }),
  )
  vi.stubGlobal('fetch', fetch)
  const call = (index: number): Call => {
    const found = calls[index]
    if (!found) throw new Error(`fetch was called ${calls.length} times, not ${index + 1}`)
    return found
  }
  return { fetch, call }
}

/** What WordPress answers to a successful POST /wp/v2/users/<id>: the user, as JSON. */
function userAnswer() {
  return new Response(JSON.stringify({ id: 1, name: 'admin' }), {
    status: 200,
    headers: { 'Content-Type': 'application/json' },
  })
}

function key(link: HTMLElement, name: string) {
  const event = new KeyboardEvent('keydown', { key: name, bubbles: true, cancelable: true })
  link.dispatchEvent(event)
  return event
}

let error: MockInstance<typeof console.error>
let warn: MockInstance<typeof console.warn>

beforeAll(() => define())

beforeEach(() => {
  resetWarnings()
  forgetSettingsBlock()
  error = vi.spyOn(console, 'error').mockImplementation(() => {})
  warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
})

afterEach(async () => {
  document.body.replaceChildren()
  document.getElementById(SETTINGS_BLOCK_ID)?.remove()
  if (vi.isFakeTimers()) {
    vi.runOnlyPendingTimers()
    vi.useRealTimers()
  }
  await nextTask()
  forgetSettingsBlock()
  vi.unstubAllGlobals()
  removeJQuery()
})

describe('<wc-coming-soon-banner> dismiss link', () => {
  it('makes the link a keyboard-reachable button named "Dismiss"', () => {
    stubFetch()
    const { host, link } = page()
    expect(host.hasAttribute('data-island-mounted')).toBe(true)
    expect(link.getAttribute('role')).toBe('button')
    expect(link.getAttribute('tabindex')).toBe('0')
    expect(link.getAttribute('aria-label')).toBe('Dismiss')
    expect(link.matches(DISMISS_SELECTOR)).toBe(true)
    expect(error).not.toHaveBeenCalled()
  })

  it('adds no tabindex to a link that has an href', () => {
    stubFetch()
    const { link } = page('', `<a href="#" class="coming-soon-footer-banner-dismiss" data-rest-url="${REST_URL}"></a>`)
    expect(link.getAttribute('role')).toBe('button')
    expect(link.hasAttribute('tabindex')).toBe(false)
  })

  it('adds no aria-label to a link that has text', () => {
    stubFetch()
    const { link } = page('', `<a class="coming-soon-footer-banner-dismiss" data-rest-url="${REST_URL}">Hide this banner</a>`)
    expect(link.hasAttribute('aria-label')).toBe(false)
  })

  it('keeps an aria-label the theme printed', () => {
    stubFetch()
    const { link } = page('', `<a class="coming-soon-footer-banner-dismiss" aria-label="Close" data-rest-url="${REST_URL}"></a>`)
    expect(link.getAttribute('aria-label')).toBe('Close')
  })

  it('names a link holding only white space', () => {
    stubFetch()
    const { link } = page('', `<a class="coming-soon-footer-banner-dismiss" data-rest-url="${REST_URL}"> </a>`)
    expect(link.getAttribute('aria-label')).toBe('Dismiss')
  })

  it('takes the label from the label-dismiss attribute', () => {
    stubFetch()
    expect(page(' label-dismiss="Fermer la bannière"').link.getAttribute('aria-label')).toBe('Fermer la bannière')
  })

  describe('label from the settings', () => {
    function settingsBlock(json: string) {
      const script = document.createElement('script')
      script.type = 'application/json'
      script.id = SETTINGS_BLOCK_ID
      script.textContent = json
      document.head.append(script)
    }

    it('reads shop_islands.i18n_coming_soon_dismiss from the settings block', () => {
      stubFetch()
      settingsBlock('{"shop_islands":{"i18n_coming_soon_dismiss":"Hide the banner"}}')
      expect(page().link.getAttribute('aria-label')).toBe('Hide the banner')
    })

    it('reads it from the shop_islands global', () => {
      stubFetch()
      vi.stubGlobal('shop_islands', { i18n_coming_soon_dismiss: 'Close banner' })
      expect(page().link.getAttribute('aria-label')).toBe('Close banner')
    })

    it('prefers the attribute to the settings block', () => {
      stubFetch()
      settingsBlock('{"shop_islands":{"i18n_coming_soon_dismiss":"Hide the banner"}}')
      expect(page(' label-dismiss="Close"').link.getAttribute('aria-label')).toBe('Close')
    })

    it('reports a label that is not text and falls back to "Dismiss"', () => {
      stubFetch()
      settingsBlock('{"shop_islands":{"i18n_coming_soon_dismiss":{"text":"Hide"}}}')
      const { link } = page()
      expect(link.getAttribute('aria-label')).toBe('Dismiss')
      expect(error).toHaveBeenCalledTimes(1)
      expect(String(error.mock.calls[0]?.[0])).toContain('shop_islands.i18n_coming_soon_dismiss')
    })
  })

  it('adds an empty role=status element to the banner', () => {
    stubFetch()
    const status = statusOf(page().banner)
    expect(status?.getAttribute('role')).toBe('status')
    expect(status?.textContent).toBe('')
  })
})

describe('<wc-coming-soon-banner> dismissing', () => {
  it('POSTs the meta to data-rest-url with the nonce header, then hides the banner', async () => {
    const { fetch, call } = stubFetch()
    const { banner, link } = page()
    link.click()
    // The request helper loads on the first dismissal (a chunk of its own).
    await vi.waitFor(() => expect(fetch).toHaveBeenCalledTimes(1))
    const { url, init } = call(0)
    expect(url).toBe(REST_URL)
    expect(init.method).toBe('POST')
    expect(new Headers(init.headers).get('X-WP-Nonce')).toBe(NONCE)
    expect(new Headers(init.headers).get('Content-Type')).toBe('application/json')
    expect(init.credentials).toBe('same-origin')
    expect(JSON.parse(String(init.body))).toEqual({ woocommerce_meta: { coming_soon_banner_dismissed: 'yes' } })
    expect(isShown(banner)).toBe(true)
    expect(link.getAttribute('aria-disabled')).toBe('true')
    call(0).answer(userAnswer())
    await vi.waitFor(() => expect(isShown(banner)).toBe(false))
    expect(banner.style.display).toBe('none')
    expect(link.hasAttribute('aria-disabled')).toBe(false)
    expect(error).not.toHaveBeenCalled()
  })

  it('prevents the link’s default action', () => {
    stubFetch()
    const { link } = page()
    const click = new MouseEvent('click', { bubbles: true, cancelable: true })
    link.dispatchEvent(click)
    expect(click.defaultPrevented).toBe(true)
  })

  it('sends an empty nonce header when the link carries none', async () => {
    const { fetch, call } = stubFetch()
    page('', `<a class="coming-soon-footer-banner-dismiss" data-rest-url="${REST_URL}"></a>`).link.click()
    await vi.waitFor(() => expect(fetch).toHaveBeenCalledTimes(1))
    expect(new Headers(call(0).init.headers).get('X-WP-Nonce')).toBe('')
  })

  it('sends nothing more on a second press while the first call runs', async () => {
    const { fetch, call } = stubFetch()
    const { banner, link } = page()
    link.click()
    link.click()
    key(link, 'Enter')
    await vi.waitFor(() => expect(fetch).toHaveBeenCalledTimes(1))
    link.click()
    await nextTask()
    expect(fetch).toHaveBeenCalledTimes(1)
    call(0).answer(userAnswer())
    await vi.waitFor(() => expect(isShown(banner)).toBe(false))
    expect(fetch).toHaveBeenCalledTimes(1)
  })

  it.each([
    ['Enter', 'Enter'],
    ['Space', ' '],
  ])('dismisses with %s on the link', async (_name, name) => {
    const { fetch, call } = stubFetch()
    const { banner, link } = page()
    const event = key(link, name)
    expect(event.defaultPrevented).toBe(true)
    await vi.waitFor(() => expect(fetch).toHaveBeenCalledTimes(1))
    call(0).answer(userAnswer())
    await vi.waitFor(() => expect(isShown(banner)).toBe(false))
  })

  it('ignores other keys', () => {
    const { fetch } = stubFetch()
    const event = key(page().link, 'Tab')
    expect(event.defaultPrevented).toBe(false)
    expect(fetch).not.toHaveBeenCalled()
  })

  describe('when the call fails', () => {
    const failures: [string, (call: Call) => void][] = [
      ['a 500 answer', (call) => call.answer(new Response('{"code":"internal_server_error"}', { status: 500 }))],
      ['a 403 answer (expired nonce)', (call) => call.answer(new Response('{"code":"rest_cookie_invalid_nonce"}', { status: 403 }))],
      ['a network error', (call) => call.fail(new TypeError('Failed to fetch'))],
      [
        'an answer that breaks off',
        (call) => {
          const response = userAnswer()
          vi.spyOn(response, 'text').mockRejectedValue(new TypeError('network error'))
          call.answer(response)
        },
      ],
    ]

    it.each(failures)('keeps the banner usable after %s, says so, and a retry works', async (_what, failWith) => {
      const { fetch, call } = stubFetch()
      const { banner, link } = page()
      link.click()
      await vi.waitFor(() => expect(fetch).toHaveBeenCalledTimes(1))
      failWith(call(0))
      await vi.waitFor(() => expect(error).toHaveBeenCalledTimes(1))
      expect(String(error.mock.calls[0]?.[0])).toContain('coming-soon banner could not be dismissed')
      expect(isShown(banner)).toBe(true)
      expect(statusOf(banner)?.textContent).toBe(FAILED)
      expect(link.hasAttribute('aria-disabled')).toBe(false)

      link.click()
      await vi.waitFor(() => expect(fetch).toHaveBeenCalledTimes(2))
      expect(statusOf(banner)?.textContent).toBe('')
      call(1).answer(userAnswer())
      await vi.waitFor(() => expect(isShown(banner)).toBe(false))
      expect(error).toHaveBeenCalledTimes(1)
    })

    it('shows the message of the label-failed attribute', async () => {
      const { fetch, call } = stubFetch()
      const { banner, link } = page(' label-failed="Échec, réessayez."')
      link.click()
      await vi.waitFor(() => expect(fetch).toHaveBeenCalledTimes(1))
      call(0).answer(new Response('', { status: 500 }))
      await vi.waitFor(() => expect(statusOf(banner)?.textContent).toBe('Échec, réessayez.'))
    })

    it('gives up after 15 s of silence', async () => {
      vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
      const { call } = stubFetch()
      const { banner, link } = page()
      link.click()
      await vi.advanceTimersByTimeAsync(14_999)
      expect(error).not.toHaveBeenCalled()
      expect(link.getAttribute('aria-disabled')).toBe('true')
      await vi.advanceTimersByTimeAsync(1)
      expect(call(0).init.signal?.aborted).toBe(true)
      expect(error).toHaveBeenCalledTimes(1)
      expect(isShown(banner)).toBe(true)
      expect(statusOf(banner)?.textContent).toBe(FAILED)
      expect(link.hasAttribute('aria-disabled')).toBe(false)
    })
  })

  it('hides the banner when the REST call answers 204 No Content', async () => {
    const { call } = stubFetch()
    const { banner, link } = page()
    const HappyDomResponse = Response
    class StandardResponse extends HappyDomResponse {
      constructor(body?: BodyInit | null, init?: ResponseInit) {
        if (body !== null && body !== undefined && [204, 205, 304].includes(init?.status ?? 200)) {
          throw new TypeError('Response constructor: Invalid response status code 204')
        }
        super(body, init)
      }
    }
    vi.stubGlobal('Response', StandardResponse)
    link.click()
    await vi.waitFor(() => expect(call(0)).toBeDefined())
    call(0).answer(new HappyDomResponse(null, { status: 204 }))
    await nextTask()
    await nextTask()
    expect(error).not.toHaveBeenCalled()
    expect(isShown(banner)).toBe(false)
  })
})

describe('<wc-coming-soon-banner> without a REST URL', () => {
  it.each([
    ['no data-rest-url', `<a class="coming-soon-footer-banner-dismiss" data-rest-nonce="${NONCE}"></a>`],
    ['an empty data-rest-url', `<a class="coming-soon-footer-banner-dismiss" data-rest-url="" data-rest-nonce="${NONCE}"></a>`],
  ])('binds nothing to a link with %s', (_what, link) => {
    const { fetch } = stubFetch()
    const { banner, link: dismiss } = page('', link)
    expect(dismiss.hasAttribute('role')).toBe(false)
    expect(dismiss.hasAttribute('tabindex')).toBe(false)
    expect(dismiss.hasAttribute('aria-label')).toBe(false)
    expect(statusOf(banner)).toBeNull()
    dismiss.click()
    key(dismiss, 'Enter')
    expect(fetch).not.toHaveBeenCalled()
    expect(isShown(banner)).toBe(true)
  })

  it('leaves a banner without a dismiss link alone', () => {
    const { fetch } = stubFetch()
    const container = render('<wc-coming-soon-banner><div id="coming-soon-footer-banner"><p>Coming soon</p></div></wc-coming-soon-banner>')
    expect(statusOf($(container, '#coming-soon-footer-banner'))).toBeNull()
    expect(fetch).not.toHaveBeenCalled()
    expect(error).not.toHaveBeenCalled()
  })
})

describe('<wc-coming-soon-banner> removed from the page', () => {
  it('aborts a pending call without logging an error, and removes its status element', async () => {
    const { call } = stubFetch()
    const { host, banner, link } = page()
    link.click()
    host.remove()
    await nextTask()
    await nextTask()
    expect(call(0).init.signal?.aborted).toBe(true)
    expect(error).not.toHaveBeenCalled()
    expect(statusOf(banner)).toBeNull()
    expect(banner.style.display).not.toBe('none')
    expect(host.hasAttribute('data-island-mounted')).toBe(false)
  })

  it('stops handling the link once removed', async () => {
    const { fetch } = stubFetch()
    const { host, link } = page()
    host.remove()
    await nextTask()
    link.click()
    key(link, 'Enter')
    expect(fetch).not.toHaveBeenCalled()
  })
})

describe('adopted #coming-soon-footer-banner', () => {
  it('drives the bare banner the same way, reading labels from the banner itself', async () => {
    const { fetch, call } = stubFetch()
    const banner = $(render(bannerMarkup()), '#coming-soon-footer-banner')
    banner.setAttribute('label-dismiss', 'Close')
    adopt(banner)
    const link = $(banner, 'a')
    expect(banner.hasAttribute('data-island-mounted')).toBe(true)
    expect(link.getAttribute('role')).toBe('button')
    expect(link.getAttribute('aria-label')).toBe('Close')
    link.click()
    await vi.waitFor(() => expect(fetch).toHaveBeenCalledTimes(1))
    call(0).answer(userAnswer())
    await vi.waitFor(() => expect(isShown(banner)).toBe(false))
  })

  it('aborts a pending call when the adopted banner leaves the page', async () => {
    const { call } = stubFetch()
    const banner = $(render(bannerMarkup()), '#coming-soon-footer-banner')
    adopt(banner)
    $(banner, 'a').click()
    banner.remove()
    await nextTask()
    await nextTask()
    expect(call(0).init.signal?.aborted).toBe(true)
    expect(error).not.toHaveBeenCalled()
    expect(statusOf(banner)).toBeNull()
  })

  it('leaves a banner inside <wc-coming-soon-banner> to the element', async () => {
    const { fetch } = stubFetch()
    const { banner, link } = page()
    adopt(banner)
    expect(banner.querySelectorAll('.coming-soon-footer-banner-status')).toHaveLength(1)
    link.click()
    await vi.waitFor(() => expect(fetch).toHaveBeenCalledTimes(1))
  })
})

describe('next to woocommerce.js', () => {
  it('stands down with one warning when jQuery has a click handler on the link', async () => {
    const { fetch } = stubFetch()
    const jQuery = await installJQuery()
    const container = document.createElement('div')
    container.innerHTML = elementMarkup() + elementMarkup()
    const original = vi.fn()
    jQuery(container).find('a').on('click', original)
    document.body.append(container)
    expect(warn).toHaveBeenCalledTimes(1)
    expect(String(warn.mock.calls[0]?.[0])).toContain('<wc-coming-soon-banner>')
    expect(String(warn.mock.calls[0]?.[0])).toContain('woocommerce.js')
    const link = $(container, 'a')
    expect(link.hasAttribute('role')).toBe(false)
    expect(link.hasAttribute('tabindex')).toBe(false)
    expect(statusOf($(container, '#coming-soon-footer-banner'))).toBeNull()
    expect($(container, 'wc-coming-soon-banner').hasAttribute('data-island-mounted')).toBe(false)
    link.click()
    expect(original).toHaveBeenCalledTimes(1)
    expect(fetch).not.toHaveBeenCalled()
    jQuery(container).find('a').off()
  })

  it('stands down at load when woocommerce.js binds the link after we mounted', async () => {
    const { fetch } = stubFetch()
    const jQuery = await installJQuery()
    const { banner, link } = page()
    const original = vi.fn()
    jQuery(link).on('click', original)
    await nextTask()
    link.click()
    expect(original).toHaveBeenCalledTimes(1)
    expect(fetch).not.toHaveBeenCalled()
    expect(statusOf(banner)).toBeNull()
    expect(warn).toHaveBeenCalledTimes(1)
    jQuery(link).off()
  })

  it('runs when jQuery is on the page but nothing is bound to the link', async () => {
    const { fetch } = stubFetch()
    await installJQuery()
    const { link } = page()
    await nextTask()
    link.click()
    await vi.waitFor(() => expect(fetch).toHaveBeenCalledTimes(1))
    expect(warn).not.toHaveBeenCalled()
  })
})
