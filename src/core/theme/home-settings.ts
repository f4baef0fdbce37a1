import { readWpFlag, readWpNumber } from '../wp/values.ts'
import { stickyBreakpoint } from './settings.ts'

/**
 * The theme's settings globals (docs/theme.md, "Settings") the home page's elements read
 * (one problem list per element; ./settings.ts holds what every theme page reads):
 * one-page mode, masonry order, the sticky deactivation breakpoint and the overlay margins of
 * `variables`. Pure: the caller passes the raw globals; the problems found go to one console.error.
 */

export interface RawThemeGlobals {
  site_url?: unknown
  page_on_front?: unknown
  panoramicLayoutMode?: unknown
  panoramicLayoutHighlightFirstMenuItem?: unknown
  panoramicStickyHeaderDeactivationBreakpoint?: unknown
  panoramicMasonryGridHorizontalOrder?: unknown
  variables?: unknown
}

export interface OnePageSettings {
  siteUrl: string
  pageOnFront: string
  onePage: boolean
  highlightFirst: boolean
  stickyBreakpoint: number
}

export function resolveOnePageSettings(raw: RawThemeGlobals, fallbackSiteUrl: string): { value: OnePageSettings; problems: string[] } {
  const problems: string[] = []
  const siteUrl = typeof raw.site_url === 'string' && /^https?:\/\//.test(raw.site_url) ? raw.site_url : undefined
  if (!siteUrl) problems.push(`site_url ${raw.site_url === undefined ? 'is missing' : 'is not an address'}; ${fallbackSiteUrl} used`)
  const pageOnFront = typeof raw.page_on_front === 'string' ? raw.page_on_front : ''
  if (typeof raw.page_on_front !== 'string') problems.push('page_on_front is missing')
  const mode = raw.panoramicLayoutMode
  if (mode !== undefined && mode !== 'panoramic-layout-mode-one-page' && mode !== 'panoramic-layout-mode-multi-page') {
    problems.push('panoramicLayoutMode is not a layout mode')
  }
  const highlight = flag(raw.panoramicLayoutHighlightFirstMenuItem, 'panoramicLayoutHighlightFirstMenuItem', false, problems)
  return {
    value: {
      siteUrl: siteUrl ?? fallbackSiteUrl,
      pageOnFront,
      onePage: mode === 'panoramic-layout-mode-one-page',
      highlightFirst: highlight,
      stickyBreakpoint: stickyBreakpoint(raw.panoramicStickyHeaderDeactivationBreakpoint, problems),
    },
    problems,
  }
}

export function flag(raw: unknown, name: string, fallback: boolean, problems: string[]): boolean {
  if (raw === undefined) return fallback
  const value = readWpFlag(raw)
  if (value !== undefined) return value
  problems.push(`${name} is not true or false; ${fallback} used`)
  return fallback
}

/** `variables.<key>`: a margin in em ("1.5"), undefined (with a problem) when not a number. */
export function variableEm(variables: unknown, key: string, problems: string[]): number | undefined {
  if (typeof variables !== 'object' || variables === null) return undefined
  const raw = (variables as Record<string, unknown>)[key]
  if (raw === undefined) return undefined
  const value = readWpNumber(raw)
  if (value === undefined || value < 0) {
    problems.push(`variables.${key} is not a number of em`)
    return undefined
  }
  return value
}
