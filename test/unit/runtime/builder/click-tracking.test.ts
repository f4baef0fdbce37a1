// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest'
import { flushClicks, trackClick } from '../../../../src/runtime/builder/click-tracking.ts'
import { forgetBuilderConfig, readBuilderConfig } from '../../../../src/runtime/builder/config.ts'

const globals = globalThis as Record<string, unknown>

afterEach(() => {
  flushClicks()
  delete globals.elementorFrontendConfig
  forgetBuilderConfig()
  vi.restoreAllMocks()
})

describe('elementorFrontendConfig: ajaxurl and the click-tracking nonce', () => {
  it('reads them, with admin-ajax.php and no nonce as defaults', () => {
    const config = readBuilderConfig({ urls: { ajaxurl: '/shop/wp-admin/admin-ajax.php' }, nonces: { floatingButtonsClickTracking: 'n1' } })
    expect(config.ajaxUrl).toBe('/shop/wp-admin/admin-ajax.php')
    expect(config.clickTrackingNonce).toBe('n1')
    const defaults = readBuilderConfig({})
    expect(defaults.ajaxUrl).toBe('/wp-admin/admin-ajax.php')
    expect(defaults.clickTrackingNonce).toBe('')
  })

  it('a value of the wrong type is one console.error, default used', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {})
    const config = readBuilderConfig({ urls: { ajaxurl: 5 }, nonces: { floatingButtonsClickTracking: {} } })
    expect(config.ajaxUrl).toBe('/wp-admin/admin-ajax.php')
    expect(config.clickTrackingNonce).toBe('')
    expect(error).toHaveBeenCalledTimes(1)
    expect(String(error.mock.calls[0]?.[0])).toMatch(/urls\.ajaxurl.*floatingButtonsClickTracking/)
  })
})

describe('click tracking', () => {
  const beacon = () => {
    const calls: [string, string][] = []
    Object.defineProperty(navigator, 'sendBeacon', {
      configurable: true,
      value: (url: string, body: URLSearchParams) => {
        calls.push([url, body.toString()])
        return true
      },
    })
    return calls
  }

  it('sends ten clicks at once with sendBeacon, the rest on pagehide', () => {
    globals.elementorFrontendConfig = { urls: { ajaxurl: '/ajax' }, nonces: { floatingButtonsClickTracking: 'abc' } }
    const calls = beacon()
    for (let i = 0; i < 12; i++) trackClick(i < 10 ? '312' : '313')
    expect(calls).toHaveLength(1)
    expect(calls[0]?.[0]).toBe('/ajax')
    expect(calls[0]?.[1]).toBe(`action=elementor_send_clicks&_nonce=abc${'&clicks%5B%5D=312'.repeat(10)}`)
    window.dispatchEvent(new Event('pagehide'))
    expect(calls).toHaveLength(2)
    expect(calls[1]?.[1]).toBe('action=elementor_send_clicks&_nonce=abc&clicks%5B%5D=313&clicks%5B%5D=313')
    window.dispatchEvent(new Event('pagehide'))
    expect(calls).toHaveLength(2)
  })

  it('sends nothing without a nonce', () => {
    globals.elementorFrontendConfig = { nonces: {} }
    const calls = beacon()
    trackClick('312')
    window.dispatchEvent(new Event('pagehide'))
    expect(calls).toHaveLength(0)
  })

  it('falls back to fetch with keepalive when the beacon is refused', () => {
    globals.elementorFrontendConfig = { nonces: { floatingButtonsClickTracking: 'abc' } }
    Object.defineProperty(navigator, 'sendBeacon', { configurable: true, value: () => false })
    const fetch = vi.spyOn(globalThis, 'fetch').mockResolvedValue(new Response('{}'))
    trackClick('312')
    flushClicks()
    expect(fetch).toHaveBeenCalledTimes(1)
    expect(fetch.mock.calls[0]?.[0]).toBe('/wp-admin/admin-ajax.php')
    expect(fetch.mock.calls[0]?.[1]).toMatchObject({ method: 'POST', keepalive: true })
  })
})
