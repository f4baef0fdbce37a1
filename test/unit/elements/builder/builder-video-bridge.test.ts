// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { bridgeYouTube, PLAYER_POLL_LIMIT, PLAYER_POLL_MS } from '../../../../elements/builder-video/player-bridge.ts'

const SRC = 'https://www.youtube.com/embed/XHOmBV4js_E?loop=1&playlist=XHOmBV4js_E&enablejsapi=1'

function player() {
  const iframe = document.createElement('iframe')
  iframe.id = 'builder-video-1'
  iframe.src = SRC
  const sent: [unknown, string][] = []
  // happy-dom loads no frame: the player's window is a stand-in that records what it is sent.
  const frame = {
    postMessage(message: string, origin: string) {
      sent.push([JSON.parse(message), origin])
    },
  }
  Object.defineProperty(iframe, 'contentWindow', { value: frame })
  const answer = (data: unknown, from: { origin?: string; source?: unknown } = {}) => {
    const event = new MessageEvent('message', {
      data: typeof data === 'string' ? data : JSON.stringify(data),
      origin: from.origin ?? 'https://www.youtube.com',
    })
    Object.defineProperty(event, 'source', { value: from.source ?? frame })
    window.dispatchEvent(event)
  }
  return { iframe, sent, answer }
}

describe('the YouTube player bridge', () => {
  let controller: AbortController
  beforeEach(() => {
    vi.useFakeTimers()
    controller = new AbortController()
  })
  afterEach(() => {
    controller.abort()
    vi.useRealTimers()
    document.body.replaceChildren()
  })

  it('asks the player every 350 ms once loaded, at most 30 times', () => {
    const { iframe, sent } = player()
    bridgeYouTube(iframe, 12, controller.signal)
    expect(sent).toEqual([])
    iframe.dispatchEvent(new Event('load'))
    expect(sent).toEqual([[{ event: 'listening', id: 'builder-video-1', channel: 'widget' }, 'https://www.youtube.com']])
    vi.advanceTimersByTime(PLAYER_POLL_MS * 100)
    expect(sent).toHaveLength(PLAYER_POLL_LIMIT)
  })

  it('stops asking once the player answers, and starts the next round at the start time', () => {
    const { iframe, sent, answer } = player()
    bridgeYouTube(iframe, 12, controller.signal)
    iframe.dispatchEvent(new Event('load'))
    vi.advanceTimersByTime(PLAYER_POLL_MS)
    expect(sent).toHaveLength(2)
    answer({ event: 'onReady' })
    vi.advanceTimersByTime(PLAYER_POLL_MS * 5)
    expect(sent).toHaveLength(2)
    answer({ event: 'infoDelivery', info: { playerState: 1 } })
    expect(sent).toHaveLength(2)
    answer({ event: 'infoDelivery', info: { playerState: 0 } })
    expect(sent.slice(2)).toEqual([
      [{ event: 'command', func: 'seekTo', args: [12, true] }, 'https://www.youtube.com'],
      [{ event: 'command', func: 'playVideo', args: [] }, 'https://www.youtube.com'],
    ])
  })

  it('hears only its own player: other origins, other windows and text that is not JSON are ignored', () => {
    const { iframe, sent, answer } = player()
    bridgeYouTube(iframe, 12, controller.signal)
    iframe.dispatchEvent(new Event('load'))
    answer({ event: 'infoDelivery', info: { playerState: 0 } }, { origin: 'https://evil.example' })
    answer({ event: 'infoDelivery', info: { playerState: 0 } }, { source: window })
    answer('not json')
    vi.advanceTimersByTime(PLAYER_POLL_MS)
    // Still asking (none of them was the player), and nothing commanded.
    expect(sent.map(([message]) => (message as { event: string }).event)).toEqual(['listening', 'listening'])
  })

  it('does nothing after the widget unmounts', () => {
    const { iframe, sent, answer } = player()
    bridgeYouTube(iframe, 12, controller.signal)
    iframe.dispatchEvent(new Event('load'))
    controller.abort()
    vi.advanceTimersByTime(PLAYER_POLL_MS * 5)
    answer({ event: 'infoDelivery', info: { playerState: 0 } })
    expect(sent).toHaveLength(1)
  })
})
