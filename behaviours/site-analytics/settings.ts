import { readWpFlag, readWpNumber } from '../../src/core/wp/values.ts'
import { recordOf as record, settingsGroup } from '../../src/runtime/settings-source.ts'

/**
 * `shop_islands.analytics` in the settings block: `{ "links": { "enabled", "downloadExtensions",
 * "sink" }, "journey": { "enabled", "cookie", "days", "cap" } }`. Both trackers are on by default and
 * follow the tracking consent of order attribution. Scalars go through the one reader of WordPress's
 * values (src/core/wp/values.ts), so `"0"` / `"no"` / `"off"` switch a tracker off as `false` does;
 * anything unreadable keeps the default. No validator messages: the always-on code stays small.
 */
export type LinkSink = 'auto' | 'gtag' | 'dataLayer' | 'event'

export interface AnalyticsSettings {
  links: { enabled: boolean; downloadExtensions: string[]; sink: LinkSink }
  journey: { enabled: boolean; cookie: string; days: number; cap: number }
}

/** The file extensions a link counts as a download for, unless the settings give others. */
export const DEFAULT_DOWNLOAD_EXTENSIONS = 'doc pdf ppt zip xls docx pptx xlsx'.split(' ')

export function readAnalyticsSettings(): AnalyticsSettings {
  const analytics = record(settingsGroup('shop_islands').analytics)
  const links = record(analytics.links)
  const journey = record(analytics.journey)
  const extensions = Array.isArray(links.downloadExtensions)
    ? links.downloadExtensions.filter((e): e is string => typeof e === 'string' && /^\w{1,10}$/.test(e))
    : DEFAULT_DOWNLOAD_EXTENSIONS
  const sink = links.sink
  const days = readWpNumber(journey.days) ?? 0
  const cap = readWpNumber(journey.cap) ?? 0
  return {
    links: {
      enabled: readWpFlag(links.enabled) ?? true,
      downloadExtensions: extensions.map((e) => e.toLowerCase()),
      sink: sink === 'gtag' || sink === 'dataLayer' || sink === 'event' ? sink : 'auto',
    },
    journey: {
      enabled: readWpFlag(journey.enabled) ?? true,
      cookie: typeof journey.cookie === 'string' && /^\w{1,64}$/.test(journey.cookie) ? journey.cookie : 'si_journey',
      days: days > 0 ? days : 365,
      cap: cap >= 100 ? Math.min(cap, 3996) : 3996,
    },
  }
}
