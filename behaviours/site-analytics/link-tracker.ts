import { classifyLink, type TrackedLink } from '../../src/core/analytics/link-kind.ts'
import { emit } from '../../src/runtime/events.ts'
import { isTrackingAllowed } from '../../src/runtime/tracking-consent.ts'
import type { AnalyticsSettings, LinkSink } from './settings.ts'

export const LINK_EVENT = 'shop-islands-link-clicked'

type Gtag = (command: 'event', name: string, params: Record<string, unknown>) => void

function report(link: TrackedLink, anchor: HTMLAnchorElement, sink: LinkSink) {
  const params = {
    link_type: link.kind,
    link_url: link.url,
    link_text: anchor.textContent.trim().slice(0, 100),
    ...(link.extension ? { file_extension: link.extension } : {}),
    // Sent with sendBeacon by gtag: the page may be leaving.
    transport_type: 'beacon',
  }
  // Only a download has an extension.
  const name = link.extension ? 'file_download' : 'click'
  const w = globalThis as { gtag?: Gtag; dataLayer?: unknown[] }
  if ((sink === 'auto' || sink === 'gtag') && typeof w.gtag === 'function') return w.gtag('event', name, params)
  if ((sink === 'auto' || sink === 'dataLayer') && Array.isArray(w.dataLayer)) {
    return void w.dataLayer.push({ event: name, ...params })
  }
  emit(anchor, LINK_EVENT, [{ name, ...params }])
}

/**
 * Reports clicks on outbound, mailto, tel and download links. One delegated listener, passive: it
 * never delays or prevents the navigation. Nothing is reported while tracking is not allowed.
 */
export function startLinkTracker(settings: AnalyticsSettings['links']): void {
  if (!settings.enabled) return
  const onClick = (event: MouseEvent) => {
    // auxclick fires for every other button too: only the middle one opens the link.
    if (event.type === 'auxclick' && event.button !== 1) return
    if (!isTrackingAllowed()) return
    const anchor = (event.target as Element | null)?.closest?.('a[href]')
    if (!(anchor instanceof HTMLAnchorElement)) return
    // The attribute is there (`a[href]`). (Not `anchor.href`: that encodes a query in the document's
    // charset, classifyLink in UTF-8.)
    const link = classifyLink(anchor.getAttribute('href')!, document.baseURI, settings.downloadExtensions)
    if (!link) return
    try {
      report(link, anchor, settings.sink)
    } catch {
      // An analytics failure must never break the shopper's click.
    }
  }
  for (const type of ['click', 'auxclick'] as const) document.addEventListener(type, onClick, { capture: true, passive: true })
}
