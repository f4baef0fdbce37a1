import { createTimers } from '../../src/runtime/timers.ts'

/** How often the player is asked whether it is ready. */
export const PLAYER_POLL_MS = 350
/** After this many unanswered asks (about 10 s) the bridge gives up; the player keeps working. */
export const PLAYER_POLL_LIMIT = 30

/**
 * The YouTube player's message interface, without its API script (a third-party script the strict
 * CSP would block, and a request before the visitor asked). The builder polled every 350 ms for
 * `YT.Player` to exist; we poll the embedded player itself every 350 ms ("listening") until it
 * answers, then hear its state. Used for one thing the embed URL cannot do: a looping video with a
 * start time starts its next round at that start, not at 0. Messages are accepted only from the
 * iframe's own window and origin. The caller bridges only a looping YouTube video with a start time.
 */
export function bridgeYouTube(iframe: HTMLIFrameElement, start: number, signal: AbortSignal): void {
  const view = iframe.ownerDocument.defaultView
  if (!view) return
  const origin = new URL(iframe.src).origin
  const timers = createTimers(signal)
  const post = (message: object) => iframe.contentWindow?.postMessage(JSON.stringify(message), origin)
  let asks = 0
  const ask = () => {
    if (asks++ >= PLAYER_POLL_LIMIT) return
    post({ event: 'listening', id: iframe.id, channel: 'widget' })
    timers.later(PLAYER_POLL_MS, ask)
  }
  view.addEventListener(
    'message',
    (event) => {
      if (event.origin !== origin || event.source !== iframe.contentWindow || typeof event.data !== 'string') return
      let data: { event?: unknown; info?: { playerState?: unknown } }
      try {
        data = JSON.parse(event.data) as typeof data
      } catch {
        return
      }
      // The player answers: no more asking.
      asks = PLAYER_POLL_LIMIT
      // Player state 0: ended. Loop from the start time.
      if (data.event === 'infoDelivery' && data.info?.playerState === 0) {
        post({ event: 'command', func: 'seekTo', args: [start, true] })
        post({ event: 'command', func: 'playVideo', args: [] })
      }
    },
    { signal },
  )
  iframe.addEventListener('load', ask, { once: true, signal })
}
