import { startJourney } from './journey.ts'
import { startLinkTracker } from './link-tracker.ts'
import { readAnalyticsSettings } from './settings.ts'

/** Started by the loader on every page, after order attribution (which settles tracking consent). */
export function start(): void {
  const settings = readAnalyticsSettings()
  startLinkTracker(settings.links)
  startJourney(settings.journey)
}
