// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { $, render } from '../helpers/dom.ts'
import { installJQuery, removeJQuery } from '../helpers/jquery.ts'
import {
  addSettingsBlock,
  clearCookiesOf,
  collectEvents,
  getGlobal,
  recordDocumentListeners,
  removeRecordedListeners,
  resetPageGlobals,
  setGlobal,
} from './support.ts'

/*
 * The link tracker follows the page-lifetime consent switch: every test imports the site-analytics
 * behaviour afresh after vi.resetModules(), and removes the document listeners it added.
 */

const LINK_EVENT = 'shop-islands-link-clicked'

async function startAnalytics() {
  const consent = await import('../../../src/runtime/tracking-consent.ts')
  const { start } = await import('../../../behaviours/site-analytics/index.ts')
  start()
  return consent
}

interface ClickOutcome {
  /** Whether anything before the page's own (last) listener prevented the default. */
  prevented: boolean
  reachedPage: boolean
}

/**
 * Clicks `target` as the browser would (cancelable, bubbling). A listener of the page runs last,
 * records whether the default was prevented, then prevents it so happy-dom does not navigate.
 */
function click(target: Element, init: MouseEventInit = {}, type: 'click' | 'auxclick' = 'click'): ClickOutcome {
  const outcome: ClickOutcome = { prevented: false, reachedPage: false }
  const page = (event: Event) => {
    outcome.reachedPage = true
    outcome.prevented = event.defaultPrevented
    event.preventDefault()
  }
  window.addEventListener(type, page)
  try {
    target.dispatchEvent(new MouseEvent(type, { bubbles: true, cancelable: true, ...init }))
  } finally {
    window.removeEventListener(type, page)
  }
  return outcome
}

beforeEach(() => {
  vi.resetModules()
  recordDocumentListeners()
})

afterEach(() => {
  removeRecordedListeners()
  resetPageGlobals()
  document.body.replaceChildren()
  clearCookiesOf([])
})

describe('link-click tracker: sinks', () => {
  it('reports an outbound click to gtag with a beacon', async () => {
    const gtag = vi.fn()
    setGlobal('gtag', gtag)
    await startAnalytics()
    const outcome = click($(render('<a href="https://partner.example/offer">  Our partner  </a>'), 'a'))
    expect(gtag).toHaveBeenCalledTimes(1)
    expect(gtag).toHaveBeenCalledWith('event', 'click', {
      link_type: 'outbound',
      link_url: 'https://partner.example/offer',
      link_text: 'Our partner',
      transport_type: 'beacon',
    })
    expect(outcome).toEqual({ prevented: false, reachedPage: true })
  })

  it('reports a download to gtag as file_download with its extension', async () => {
    const gtag = vi.fn()
    setGlobal('gtag', gtag)
    await startAnalytics()
    click($(render('<a href="/files/size-guide.PDF?v=2">Size guide</a>'), 'a'))
    expect(gtag).toHaveBeenCalledWith('event', 'file_download', {
      link_type: 'download',
      link_url: 'http://localhost:3000/files/size-guide.PDF?v=2',
      link_text: 'Size guide',
      file_extension: 'pdf',
      transport_type: 'beacon',
    })
  })

  it('reports a click on an element inside the link', async () => {
    const gtag = vi.fn()
    setGlobal('gtag', gtag)
    await startAnalytics()
    click($(render('<a href="mailto:orders@shop.example"><span>Write to us</span></a>'), 'span'))
    expect(gtag).toHaveBeenCalledWith(
      'event',
      'click',
      expect.objectContaining({ link_type: 'mailto', link_url: 'mailto:orders@shop.example' }),
    )
  })

  it('pushes to the dataLayer when the page has no gtag', async () => {
    const dataLayer: unknown[] = []
    setGlobal('dataLayer', dataLayer)
    await startAnalytics()
    click($(render('<a href="tel:+441234567890">Call</a>'), 'a'))
    expect(dataLayer).toEqual([
      expect.objectContaining({ event: 'click', link_type: 'tel', link_url: 'tel:+441234567890', link_text: 'Call' }),
    ])
  })

  it('dispatches a bubbling shop-islands-link-clicked event from the link when there is neither', async () => {
    await startAnalytics()
    const link = $(render('<a href="https://partner.example/">Partner</a>'), 'a')
    let from: EventTarget | null = null
    const events = collectEvents<unknown[]>(document, LINK_EVENT)
    document.addEventListener(LINK_EVENT, (event) => (from = event.target), { once: true })
    click(link)
    events.stop()
    expect(from).toBe(link)
    expect(events.details).toEqual([
      [expect.objectContaining({ name: 'click', link_type: 'outbound', link_url: 'https://partner.example/', link_text: 'Partner' })],
    ])
  })

  it('raises shop-islands-link-clicked through jQuery too, once for each kind of listener (the one dispatch path)', async () => {
    const jQuery = await installJQuery()
    try {
      await startAnalytics()
      const link = $(render('<a href="https://partner.example/">Partner</a>'), 'a')
      const heard: unknown[][] = []
      const handler = (_event: unknown, ...args: unknown[]) => heard.push(args)
      jQuery(document).on(LINK_EVENT, handler)
      const events = collectEvents<unknown[]>(document, LINK_EVENT)
      try {
        click(link)
      } finally {
        events.stop()
        jQuery(document).off(LINK_EVENT, handler)
      }
      const detail = expect.objectContaining({ name: 'click', link_type: 'outbound', link_url: 'https://partner.example/' })
      expect(events.details).toEqual([[detail]])
      expect(heard).toEqual([[detail]])
    } finally {
      removeJQuery()
    }
  })

  it('uses the sink of the settings even when the page has gtag', async () => {
    const gtag = vi.fn()
    setGlobal('gtag', gtag)
    addSettingsBlock({ shop_islands: { analytics: { links: { sink: 'event' } } } })
    await startAnalytics()
    const events = collectEvents<unknown[]>(document, LINK_EVENT)
    click($(render('<a href="https://partner.example/">Partner</a>'), 'a'))
    events.stop()
    expect(gtag).not.toHaveBeenCalled()
    expect(events.details).toHaveLength(1)
  })

  it('uses the dataLayer sink of the settings even when the page has gtag', async () => {
    const gtag = vi.fn()
    const dataLayer: unknown[] = []
    setGlobal('gtag', gtag)
    setGlobal('dataLayer', dataLayer)
    setGlobal('shop_islands', { analytics: { links: { sink: 'dataLayer' } } })
    await startAnalytics()
    click($(render('<a href="https://partner.example/">Partner</a>'), 'a'))
    expect(gtag).not.toHaveBeenCalled()
    expect(dataLayer).toHaveLength(1)
  })

  it('reports a middle click (auxclick)', async () => {
    const gtag = vi.fn()
    setGlobal('gtag', gtag)
    await startAnalytics()
    click($(render('<a href="https://partner.example/">Partner</a>'), 'a'), { button: 1 }, 'auxclick')
    expect(gtag).toHaveBeenCalledTimes(1)
  })
})

describe('link-click tracker: what it leaves alone', () => {
  it.each(['/cart/', 'https://www.localhost:3000/x', '#reviews', 'javascript:void(0)', 'http://[bad'])(
    'reports nothing for %s',
    async (href) => {
      const gtag = vi.fn()
      setGlobal('gtag', gtag)
      await startAnalytics()
      const link = document.createElement('a')
      link.setAttribute('href', href)
      link.textContent = 'link'
      render('').append(link)
      click(link)
      expect(gtag).not.toHaveBeenCalled()
    },
  )

  it('reports nothing for a click outside links, or on an anchor without href', async () => {
    const gtag = vi.fn()
    setGlobal('gtag', gtag)
    await startAnalytics()
    const page = render('<p>Text</p><a name="top">Anchor</a>')
    click($(page, 'p'))
    click($(page, 'a'))
    expect(gtag).not.toHaveBeenCalled()
  })

  it('reports nothing while tracking is not allowed', async () => {
    const gtag = vi.fn()
    setGlobal('gtag', gtag)
    setGlobal('wc_order_attribution', { params: { allowTracking: false } })
    await startAnalytics()
    const events = collectEvents(document, LINK_EVENT)
    click($(render('<a href="https://partner.example/">Partner</a>'), 'a'))
    events.stop()
    expect(gtag).not.toHaveBeenCalled()
    expect(events.details).toEqual([])
  })

  it('stops reporting when consent is withdrawn, and reports again when given', async () => {
    const gtag = vi.fn()
    setGlobal('gtag', gtag)
    const { setTrackingAllowed } = await startAnalytics()
    const link = $(render('<a href="https://partner.example/">Partner</a>'), 'a')
    setTrackingAllowed(false)
    click(link)
    expect(gtag).not.toHaveBeenCalled()
    setTrackingAllowed(true)
    click(link)
    expect(gtag).toHaveBeenCalledTimes(1)
  })

  it('reports nothing when the settings turn it off', async () => {
    const gtag = vi.fn()
    setGlobal('gtag', gtag)
    setGlobal('shop_islands', { analytics: { links: { enabled: false } } })
    await startAnalytics()
    click($(render('<a href="https://partner.example/">Partner</a>'), 'a'))
    expect(gtag).not.toHaveBeenCalled()
  })

  it('never prevents the navigation', async () => {
    setGlobal('gtag', vi.fn())
    await startAnalytics()
    const page = render('<a href="https://partner.example/">Out</a><a href="/files/a.zip">Zip</a><a href="mailto:a@shop.example">Mail</a>')
    for (const link of page.querySelectorAll('a')) expect(click(link)).toEqual({ prevented: false, reachedPage: true })
  })

  it('does not break the click when gtag throws', async () => {
    const gtag = vi.fn(() => {
      throw new Error('gtag broken')
    })
    setGlobal('gtag', gtag)
    await startAnalytics()
    const link = $(render('<a href="https://partner.example/">Partner</a>'), 'a')
    let outcome: ClickOutcome | undefined
    expect(() => {
      outcome = click(link)
    }).not.toThrow()
    expect(gtag).toHaveBeenCalledTimes(1)
    expect(outcome).toEqual({ prevented: false, reachedPage: true })
    expect(getGlobal('gtag')).toBe(gtag)
  })
})
