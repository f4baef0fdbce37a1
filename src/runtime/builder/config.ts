import { readWpFlag, readWpNumber } from '../../core/wp/values.ts'
import { type Breakpoint, type BreakpointName, type Breakpoints, DEFAULT_BREAKPOINTS } from '../../core/builder/devices.ts'
import { logError } from '../log.ts'
import { isRecord } from '../settings-source.ts'

/**
 * The page builder's `elementorFrontendConfig` global (its `Frontend::get_init_settings()`), which
 * WordPress prints before the builder's front end (our fixtures load it from an external file, for
 * the strict CSP). Read once per page, with the builder's defaults for anything missing; a value of
 * the wrong type is one console.error for the whole global, naming the keys, and its default is
 * used.
 */

export interface BuilderConfig {
  /** The builder's editor preview: we do nothing there. */
  readonly editMode: boolean
  readonly isRtl: boolean
  readonly breakpoints: Breakpoints
  /** Kit setting: the selector stretched sections take their width from (`''`: the window), valid CSS. */
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

const isText = (value: unknown) => (typeof value === 'string' ? value : undefined)

/** A CSS selector ('' for none): tried on an empty fragment, where only bad syntax throws. */
const isSelector = (value: unknown) => {
  if (typeof value !== 'string') return undefined
  try {
    if (value) document.createDocumentFragment().querySelector(value)
    return value
  } catch {
    return undefined
  }
}

const isWidth = (value: unknown) => {
  const number = readWpNumber(value) ?? 0
  return number > 0 ? number : undefined
}

/** Reads a config value (the global, or anything a test hands in). Never throws. */
export function readBuilderConfig(raw: unknown): BuilderConfig {
  // A set: an object that is not one is named once, however many keys are read below it.
  const problems = new Set<string>()
  const record = (value: unknown, path: string): Record<string, unknown> => {
    // PHP prints an empty associative array as `[]` (`"page": []`): that is an empty object.
    if (value === undefined || (Array.isArray(value) && !value.length)) return {}
    if (isRecord(value)) return value
    problems.add(`${path} is not an object`)
    return {}
  }
  /** The value at a dotted `path` of the global, each object on the way checked. */
  const at = (path: string): unknown =>
    path.split('.').reduce<unknown>((value, key, index, keys) => record(value, keys.slice(0, index).join('.') || CONFIG_GLOBAL)[key], raw)
  /** The value at `path` read with `read`, `fallback` when absent or unreadable (noted as "not `what`"). */
  const read = <T>(path: string, check: (value: unknown) => T | undefined, what: string, fallback: T): T => {
    const value = at(path)
    if (value === undefined) return fallback
    const result = check(value)
    if (result === undefined) problems.add(`${path} is not ${what}`)
    return result ?? fallback
  }
  const editMode = read('environmentMode.edit', readWpFlag, 'a flag', false)
  const breakpoints = {} as Record<BreakpointName, Breakpoint>
  for (const [name, fallback] of Object.entries(DEFAULT_BREAKPOINTS) as [BreakpointName, Breakpoint][]) {
    // An absent breakpoint reads as its default: the walk finds nothing below it.
    const path = `responsive.breakpoints.${name}.`
    breakpoints[name] = {
      value: read(`${path}value`, isWidth, 'a width', fallback.value),
      isEnabled: read(`${path}is_enabled`, readWpFlag, 'a flag', fallback.isEnabled),
    }
  }
  const stretchedSectionContainer = read('kit.stretched_section_container', isSelector, 'a CSS selector', '')
  const page = record(at('settings.page'), 'settings.page')
  const i18n: Record<string, string> = {}
  for (const [key, value] of Object.entries(record(at('i18n'), 'i18n'))) {
    if (typeof value === 'string') i18n[key] = value
    else problems.add(`i18n.${key} is not text`)
  }
  const config: BuilderConfig = {
    editMode,
    isRtl: read('is_rtl', readWpFlag, 'a flag', false),
    breakpoints,
    stretchedSectionContainer,
    page,
    i18n,
    ajaxUrl: read('urls.ajaxurl', isText, 'text', '/wp-admin/admin-ajax.php'),
    clickTrackingNonce: read('nonces.floatingButtonsClickTracking', isText, 'text', ''),
  }
  if (problems.size) {
    logError(`the page builder's ${CONFIG_GLOBAL} has invalid values (${[...problems].join('; ')}); their defaults are used.`)
  }
  return config
}
