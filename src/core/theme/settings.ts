import { readWpNumber } from '../wp/values.ts'

/**
 * The theme's settings globals (docs/theme.md, "Settings") that every theme page reads:
 * the sticky header's deactivation breakpoint, and the text of a theme element's one console.error
 * for its settings. The home page's elements read the rest (./home-settings.ts); each element reads
 * only the globals it uses and names their problems. Pure: the caller passes the raw value.
 */

/** The customizer's default (customizer-options.php): at or below 800 px the header is not sticky. */
export const DEFAULT_STICKY_DEACTIVATION_BREAKPOINT = 800

/** `panoramicStickyHeaderDeactivationBreakpoint` in px; the default, with a problem, when unreadable. */
export function stickyBreakpoint(raw: unknown, problems: string[]): number {
  if (raw === undefined) return DEFAULT_STICKY_DEACTIVATION_BREAKPOINT
  const value = readWpNumber(raw)
  if (value !== undefined && value >= 0) return value
  problems.push(`panoramicStickyHeaderDeactivationBreakpoint is not a number; ${DEFAULT_STICKY_DEACTIVATION_BREAKPOINT} used`)
  return DEFAULT_STICKY_DEACTIVATION_BREAKPOINT
}

/** The one console.error's text for the problems of a theme element's settings. */
export function describeProblems(tag: string, source: string, problems: readonly string[]): string {
  return `<${tag}> ${source} has problems; defaults are used. ${problems.join('; ')}.`
}
