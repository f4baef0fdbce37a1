import { recordOf as record, settingsGroup } from '../../src/runtime/settings-source.ts'

/**
 * `shop_islands.analytics` in the settings block: `{ "links": { "enabled", "downloadExtensions",
 * "sink" }, "journey": { "enabled", "cookie", "days", "cap" } }`. Both trackers are on by default and
 * follow the tracking consent of order attribution. Read by hand to keep the always-on code small.
 */
export type LinkSink = 'auto' | 'gtag' | 'dataLayer' | 'event'

export interface AnalyticsSettings {
  links: { enabled: boolean; downloadExtensions: string[]; sink: LinkSink }
  journey: { enabled: boolean; cookie: string; days: number; cap: number }
}

/** Spec §9. */
export const DEFAULT_DOWNLOAD_EXTENSIONS = ['doc', 'pdf', 'ppt', 'zip', 'xls', 'docx', 'pptx', 'xlsx']

export function readAnalyticsSettings(): AnalyticsSettings {
  const analytics = record(settingsGroup('shop_islands').analytics)
  const links = record(analytics.links)
  const journey = record(analytics.journey)
  const extensions = Array.isArray(links.downloadExtensions)
    ? links.downloadExtensions.filter((e): e is string => typeof e === 'string' && /^\w{1,10}$/.test(e))
    : DEFAULT_DOWNLOAD_EXTENSIONS
  const sink = links.sink
  return {
    links: {
      enabled: links.enabled !== false,
      downloadExtensions: extensions.map((e) => e.toLowerCase()),
      sink: sink === 'gtag' || sink === 'dataLayer' || sink === 'event' ? sink : 'auto',
    },
    journey: {
      enabled: journey.enabled !== false,
      cookie: typeof journey.cookie === 'string' && /^\w{1,64}$/.test(journey.cookie) ? journey.cookie : 'si_journey',
      days: typeof journey.days === 'number' && journey.days > 0 ? journey.days : 365,
      cap: typeof journey.cap === 'number' && journey.cap >= 100 ? Math.min(journey.cap, 3996) : 3996,
    },
  }
}
