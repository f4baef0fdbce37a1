import { trackVisit, type AttributionSettings, type CookieWrite, type VisitResult } from '../../../../src/core/attribution/index.ts'

/**
 * A browser's cookie jar for one host, enough to replay visits across simulated time: a write with
 * an expiry at or before "now" deletes, an expired cookie is gone, a session cookie lives until the
 * browser closes. Domains are not modelled (every test visits one shop).
 */
export class BrowserJar {
  private readonly cookies = new Map<string, { value: string; expires?: number }>()

  apply(writes: readonly CookieWrite[], now: number): void {
    for (const write of writes) {
      if (write.expires !== undefined && write.expires <= now) this.cookies.delete(write.name)
      else this.cookies.set(write.name, { value: write.value, expires: write.expires })
    }
  }

  /** The cookies document.cookie would list at `now`. */
  at(now: number): Map<string, string> {
    const live = new Map<string, string>()
    for (const [name, cookie] of this.cookies) {
      if (cookie.expires === undefined || cookie.expires > now) live.set(name, cookie.value)
    }
    return live
  }

  set(name: string, value: string): void {
    this.cookies.set(name, { value })
  }

  closeBrowser(): void {
    for (const [name, cookie] of this.cookies) if (cookie.expires === undefined) this.cookies.delete(name)
  }
}

export const MINUTE = 60_000
export const DAY = 24 * 60 * MINUTE
export const T0 = Date.UTC(2024, 9, 7, 8, 19, 3)

/** One page view: the engine reads the jar at `now` and the jar takes its writes. */
export function visit(jar: BrowserJar, now: number, url: string, referrer = '', settings?: Partial<AttributionSettings>): VisitResult {
  const result = trackVisit({ url, referrer, userAgent: 'Mozilla/5.0 (Test)', now, cookies: jar.at(now), random: () => 0.5 }, settings)
  jar.apply(result.writes, now)
  return result
}
