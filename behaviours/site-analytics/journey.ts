import { appendJourney } from '../../src/core/attribution/index.ts'
// Cookies are written through the pure rules directly, not src/runtime/cookies.ts (see there why).
import { serializeCookieDeletion, serializeRawCookie } from '../../src/core/cookies/cookie-string.ts'
import { isTrackingAllowed, onTrackingChange } from '../../src/runtime/tracking-consent.ts'
import type { AnalyticsSettings } from './settings.ts'

const DAY_MS = 86_400_000

/**
 * The visitor journey: the pages of the visit, oldest first, in a cookie kept for 365 days and capped
 * at about 3996 characters (oldest entries dropped first); a reload is not counted twice. Nothing is
 * stored while tracking is not allowed, and the cookie is deleted when consent is withdrawn.
 */
export function startJourney(settings: AnalyticsSettings['journey']): void {
  if (!settings.enabled) return
  const record = () => {
    if (!isTrackingAllowed()) return
    const page = `${location.origin}${location.pathname}${location.search}`
    const raw = document.cookie.split('; ').find((c) => c.startsWith(`${settings.cookie}=`))
    const value = appendJourney(raw?.slice(settings.cookie.length + 1), page, settings.cap)
    // Path `/` by default.
    document.cookie = serializeRawCookie(settings.cookie, value, {
      expires: new Date(Date.now() + settings.days * DAY_MS),
      sameSite: 'Lax',
    })
  }
  record()
  onTrackingChange((allowed) => {
    if (allowed) record()
    // (Deleting a cookie that is not there changes nothing.)
    else document.cookie = serializeCookieDeletion(settings.cookie)
  })
}
