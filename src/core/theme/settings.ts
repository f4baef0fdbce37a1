import { readWpFlag, readWpNumber, readWpText } from '../wp/values.ts'

/**
 * The settings globals the Panoramic theme prints (header.php, right after `</header>`, and
 * `wp_localize_script( 'panoramic-custom-js', 'variables', … )`), read with the defaults of the
 * theme's customizer. Pure: the caller hands over the raw globals (src/runtime/theme-settings.ts
 * reads them from the page) and reports the problems, one console.error for all of them.
 */

export const LAYOUT_MODES = ['panoramic-layout-mode-multi-page', 'panoramic-layout-mode-one-page'] as const
export type LayoutMode = (typeof LAYOUT_MODES)[number]

export interface ThemeVariables {
  readonly smartSlider: boolean
  /** Margins in em. */
  readonly sliderParagraphMargin: number
  readonly sliderButtonMargin: number
  readonly headerImageParagraphMargin: number
  readonly headerImageButtonMargin: number
}

export interface ThemeSettings {
  /** `site_url()`, without a trailing slash ('' when not printed). */
  readonly siteUrl: string
  /** The static front page's slug (`page_on_front`). */
  readonly pageOnFront: string
  readonly layoutMode: LayoutMode
  readonly highlightFirstMenuItem: boolean
  /** ms */
  readonly sliderTransitionSpeed: number
  /** carouFredSel's effect name. */
  readonly sliderTransitionEffect: string
  /** Autoscroll interval in ms, or false when the slideshow is off. */
  readonly sliderSpeed: number | false
  /** px: at or below this viewport width the header is not sticky. */
  readonly stickyHeaderDeactivationBreakpoint: number
  readonly masonryGridHorizontalOrder: boolean
  readonly variables: ThemeVariables
}

/** The theme customizer's defaults (customizer/customizer-options.php, functions.php). */
export const DEFAULT_THEME_SETTINGS: ThemeSettings = {
  siteUrl: '',
  pageOnFront: '',
  layoutMode: 'panoramic-layout-mode-multi-page',
  highlightFirstMenuItem: false,
  sliderTransitionSpeed: 450,
  sliderTransitionEffect: 'uncover-fade',
  sliderSpeed: false,
  stickyHeaderDeactivationBreakpoint: 800,
  masonryGridHorizontalOrder: false,
  variables: {
    smartSlider: false,
    sliderParagraphMargin: 0,
    sliderButtonMargin: 0,
    headerImageParagraphMargin: 0,
    headerImageButtonMargin: 0,
  },
}

/** The names of the globals, as the theme prints them. */
export const THEME_GLOBALS = [
  'site_url',
  'page_on_front',
  'panoramicLayoutMode',
  'panoramicLayoutHighlightFirstMenuItem',
  'panoramicSliderTransitionSpeed',
  'panoramicSliderTransitionEffect',
  'panoramicSliderSpeed',
  'panoramicStickyHeaderDeactivationBreakpoint',
  'panoramicMasonryGridHorizontalOrder',
  'variables',
] as const

export type ThemeGlobals = Partial<Record<(typeof THEME_GLOBALS)[number], unknown>>

export interface ParsedThemeSettings {
  readonly settings: ThemeSettings
  /** One line per global that was present but unreadable (its default is used). */
  readonly problems: readonly string[]
}

const nonNegative = (value: number | undefined) => (value !== undefined && value >= 0 ? value : undefined)

/**
 * Reads the globals. A missing global takes its default silently (the theme prints some only in some
 * configurations); a present one that cannot be read (`parseInt('wide')` is NaN, a mode the theme
 * does not know) takes its default and is named in `problems`.
 */
export function parseThemeSettings(globals: ThemeGlobals): ParsedThemeSettings {
  const problems: string[] = []
  const defaults = DEFAULT_THEME_SETTINGS
  function read<T>(name: string, raw: unknown, reader: (value: unknown) => T | undefined, fallback: T, expected: string): T {
    if (raw === undefined) return fallback
    const value = reader(raw)
    if (value !== undefined) return value
    problems.push(`${name} should be ${expected}, got ${describe(raw)}`)
    return fallback
  }
  const ms = (value: unknown) => nonNegative(readWpNumber(value))
  const variablesRaw = globals.variables
  const variables: Record<string, unknown> =
    typeof variablesRaw === 'object' && variablesRaw !== null && !Array.isArray(variablesRaw)
      ? (variablesRaw as Record<string, unknown>)
      : {}
  if (variablesRaw !== undefined && variables !== variablesRaw) problems.push(`variables should be an object, got ${describe(variablesRaw)}`)
  const em = (key: keyof ThemeVariables) =>
    read(`variables.${key}`, variables[key], readWpNumber, defaults.variables[key] as number, 'a number (em)')
  return {
    settings: {
      siteUrl: read('site_url', globals.site_url, readWpText, defaults.siteUrl, 'text').replace(/\/+$/, ''),
      pageOnFront: read('page_on_front', globals.page_on_front, readWpText, defaults.pageOnFront, 'text'),
      layoutMode: read(
        'panoramicLayoutMode',
        globals.panoramicLayoutMode,
        (value) => LAYOUT_MODES.find((mode) => mode === value),
        defaults.layoutMode,
        LAYOUT_MODES.join(' or '),
      ),
      highlightFirstMenuItem: read('panoramicLayoutHighlightFirstMenuItem', globals.panoramicLayoutHighlightFirstMenuItem, readWpFlag, defaults.highlightFirstMenuItem, 'true or false'),
      sliderTransitionSpeed: read('panoramicSliderTransitionSpeed', globals.panoramicSliderTransitionSpeed, ms, defaults.sliderTransitionSpeed, 'a number of ms'),
      sliderTransitionEffect: read('panoramicSliderTransitionEffect', globals.panoramicSliderTransitionEffect, readWpText, defaults.sliderTransitionEffect, 'text'),
      sliderSpeed: read(
        'panoramicSliderSpeed',
        globals.panoramicSliderSpeed,
        (value) => (value === false ? false : nonNegative(readWpNumber(value)) || undefined),
        defaults.sliderSpeed,
        'a number of ms or false',
      ),
      stickyHeaderDeactivationBreakpoint: read(
        'panoramicStickyHeaderDeactivationBreakpoint',
        globals.panoramicStickyHeaderDeactivationBreakpoint,
        (value) => nonNegative(readWpNumber(value)),
        defaults.stickyHeaderDeactivationBreakpoint,
        'a number of px',
      ),
      masonryGridHorizontalOrder: read('panoramicMasonryGridHorizontalOrder', globals.panoramicMasonryGridHorizontalOrder, readWpFlag, defaults.masonryGridHorizontalOrder, 'true or false'),
      variables: {
        smartSlider: read('variables.smartSlider', variables.smartSlider, readWpFlag, defaults.variables.smartSlider, 'a flag'),
        sliderParagraphMargin: em('sliderParagraphMargin'),
        sliderButtonMargin: em('sliderButtonMargin'),
        headerImageParagraphMargin: em('headerImageParagraphMargin'),
        headerImageButtonMargin: em('headerImageButtonMargin'),
      },
    },
    problems,
  }
}

/** A short, safe description of a bad value for the console (never the whole of a hostile string). */
function describe(value: unknown): string {
  if (typeof value === 'string') return JSON.stringify(value.length > 40 ? `${value.slice(0, 40)}…` : value)
  if (typeof value === 'number') return String(value)
  return typeof value
}
