import { clickTrackingFields, queueClick, readDocumentId } from '../../core/builder/floating.ts'
import { builderConfig } from './config.ts'

/**
 * The click tracking of the page builder's floating bar and contact buttons: each tracked click
 * queues its document's id; a batch of ten (src/core/builder/floating.ts) is posted as
 * `action=elementor_send_clicks` with `elementorFrontendConfig.nonces.floatingButtonsClickTracking`
 * to `urls.ajaxurl`; what is left is sent when the page is left (pagehide, or hidden: the last
 * moment a mobile browser promises). Always with `navigator.sendBeacon` (fetch with keepalive
 * without it): queueing and sending never wait for anything, so a click is never delayed. Without a
 * nonce nothing is sent (the server would refuse it).
 */

let queue: string[] = []
let listening = false

function send(ids: readonly string[]): void {
  const { ajaxUrl, clickTrackingNonce } = builderConfig()
  if (!clickTrackingNonce || ids.length === 0) return
  const body = new URLSearchParams(clickTrackingFields(clickTrackingNonce, ids))
  try {
    if (navigator.sendBeacon?.(ajaxUrl, body)) return
  } catch {
    // A URL the beacon refuses: try fetch below.
  }
  fetch(ajaxUrl, { method: 'POST', body, keepalive: true, credentials: 'same-origin' }).catch(() => {})
}

/** Sends what is queued now (the page is being left). */
export function flushClicks(): void {
  const ids = queue
  queue = []
  send(ids)
}

function listen(): void {
  if (listening) return
  listening = true
  window.addEventListener('pagehide', flushClicks)
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') flushClicks()
  })
}

/** Counts a click on a floating widget of document `id` (a number as text). */
export function trackClick(id: string): void {
  listen()
  const step = queueClick(queue, id)
  queue = step.queue
  if (step.send) send(step.send)
}

/** Counts a click on `element`, for the floating-buttons document it sits in; none outside one. */
export function trackClickIn(element: Element): void {
  const id = readDocumentId(element.closest<HTMLElement>('[data-elementor-type="floating-buttons"]')?.dataset.elementorId)
  if (id) trackClick(id)
}
