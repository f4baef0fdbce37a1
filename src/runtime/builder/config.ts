import { readWpFlag, readWpNumber } from '../../core/wp/values.ts'
import {
  type Breakpoint,
  type BreakpointName,
  type Breakpoints,
  DEFAULT_BREAKPOINTS,
} from '../../core/builder/devices.ts'
import { logError } from '../log.ts'
import { isRecord } from '../settings-source.ts'

/**
 * The page builder's `elementorFrontendConfig` global (compat-page-builder.md), which WordPress
 * prints before the builder's front end (our fixtures load it from an external file, for the strict
 * CSP). Read once per page, with the builder's defaults for anything missing; a value of the wrong
 * type is one console.error for the whole global, naming the keys, and its default is used.
 */

export interface BuilderConfig {
  /** The builder's editor preview: we do nothing there. */
  readonly editMode: boolean
  readonly isRtl: boolean
  readonly breakpoints: Breakpoints
  /** Kit setting: the selector stretched sections take their width from (`''`: the window). */
  readonly stretchedSectionContainer: string
  /** Page settings (`scroll_snap`, ...), as printed. */
  readonly page: Readonly<Record<string, unknown>>
  /** Texts of the front end (`playVideo`, ...), only those given as strings. */
  readonly i18n: Readonly<Record<string, string>>
  /** `urls.ajaxurl` (default WordPress's admin-ajax.php) and `nonces.floatingButtonsClickTracking` ('' when absent). */
  readonly ajaxUrl: string
  readonly clickTrackingNonce: string
}

export const CONFIG_GLOBAL = 'elementorFrontendConfig'

let cached: BuilderConfig | undefined

/** The config of this page (read on first use). */
export function builderConfig(): BuilderConfig {
  cached ??= readBuilderConfig((globalThis as Record<string, unknown>)[CONFIG_GLOBAL])
  return cached
}

/** For tests and pages that replace the global: read it again next time. */
export function forgetBuilderConfig(): void {
  cached = undefined
}

const BREAKPOINT_NAMES = Object.keys(DEFAULT_BREAKPOINTS) as BreakpointName[]

/** Reads a config value (the global, or anything a test hands in). Never throws. */
export function readBuilderConfig(raw: unknown): BuilderConfig {
  const problems: string[] = []
  const record = (value: unknown, path: string): Record<string, unknown> => {
    // PHP prints an empty associative array as `[]` (`"page": []`): that is an empty object.
    if (value === undefined || (Array.isArray(value) && value.length === 0)) return {}
    if (isRecord(value)) return value
    problems.push(`${path} is not an object`)
    return {}
  }
  const flag = (value: unknown, path: string, fallback: boolean): boolean => {
    if (value === undefined) return fallback
    const read = readWpFlag(value)
    if (read === undefined) problems.push(`${path} is not a flag`)
    return read ?? fallback
  }
  const root = raw === undefined ? {} : record(raw, CONFIG_GLOBAL)
  const environment = record(root.environmentMode, 'environmentMode')
  const responsive = record(root.responsive, 'responsive')
  const given = record(responsive.breakpoints, 'responsive.breakpoints')
  const breakpoints = { ...DEFAULT_BREAKPOINTS }
  for (const name of BREAKPOINT_NAMES) {
    if (given[name] === undefined) continue
    const entry = record(given[name], `responsive.breakpoints.${name}`)
    const fallback: Breakpoint = DEFAULT_BREAKPOINTS[name]
    let value = fallback.value
    if (entry.value !== undefined) {
      const number = readWpNumber(entry.value)
      if (number === undefined || number <= 0) problems.push(`responsive.breakpoints.${name}.value is not a width`)
      else value = number
    }
    breakpoints[name] = {
      value,
      direction: fallback.direction,
      isEnabled: flag(entry.is_enabled, `responsive.breakpoints.${name}.is_enabled`, fallback.isEnabled),
    }
  }
  const kit = record(root.kit, 'kit')
  let stretchedSectionContainer = ''
  if (kit.stretched_section_container !== undefined) {
    if (typeof kit.stretched_section_container === 'string') stretchedSectionContainer = kit.stretched_section_container
    else problems.push('kit.stretched_section_container is not text')
  }
  const settings = record(root.settings, 'settings')
  const i18n: Record<string, string> = {}
  for (const [key, value] of Object.entries(record(root.i18n, 'i18n'))) {
    if (typeof value === 'string') i18n[key] = value
    else problems.push(`i18n.${key} is not text`)
  }
  const text = (value: unknown, path: string, fallback: string): string => {
    if (value === undefined) return fallback
    if (typeof value === 'string') return value
    problems.push(`${path} is not text`)
    return fallback
  }
  const ajaxUrl = text(record(root.urls, 'urls').ajaxurl, 'urls.ajaxurl', '/wp-admin/admin-ajax.php')
  const clickTrackingNonce = text(record(root.nonces, 'nonces').floatingButtonsClickTracking, 'nonces.floatingButtonsClickTracking', '')
  const config: BuilderConfig = {
    editMode: flag(environment.edit, 'environmentMode.edit', false),
    isRtl: flag(root.is_rtl, 'is_rtl', false),
    breakpoints,
    stretchedSectionContainer,
    page: record(settings.page, 'settings.page'),
    i18n,
    ajaxUrl,
    clickTrackingNonce,
  }
  if (problems.length > 0) {
    logError(`the page builder's ${CONFIG_GLOBAL} has invalid values (${problems.join('; ')}); their defaults are used.`)
  }
  return config
}
