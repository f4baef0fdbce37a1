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

/** The globals as the page holds them (the caller may pass the window itself). */
export type ThemeGlobals = Readonly<Record<string, unknown>>

export interface ParsedThemeSettings {
  readonly settings: ThemeSettings
  /** One line per global that was present but unreadable (its default is used). */
  readonly problems: readonly string[]
}

type Reader = (value: unknown) => unknown

const nonNegative = (value: unknown) => {
  const number = readWpNumber(value)
  return number !== undefined && number >= 0 ? number : undefined
}
const FLAG = 'true or false'

/**
 * Each scalar setting: its key, the global the theme prints, its reader, what it should be (for the
 * console) and the theme customizer's default (customizer/customizer-options.php, functions.php).
 */
const SCALARS: readonly (readonly [Exclude<keyof ThemeSettings, 'variables'>, string, Reader, string, unknown])[] = [
  ['siteUrl', 'site_url', readWpText, 'text', ''],
  ['pageOnFront', 'page_on_front', readWpText, 'text', ''],
  ['layoutMode', 'panoramicLayoutMode', (value) => LAYOUT_MODES.find((mode) => mode === value), LAYOUT_MODES.join(' or '), LAYOUT_MODES[0]],
  ['highlightFirstMenuItem', 'panoramicLayoutHighlightFirstMenuItem', readWpFlag, FLAG, false],
  ['sliderTransitionSpeed', 'panoramicSliderTransitionSpeed', nonNegative, 'a number of ms', 450],
  ['sliderTransitionEffect', 'panoramicSliderTransitionEffect', readWpText, 'text', 'uncover-fade'],
  ['sliderSpeed', 'panoramicSliderSpeed', (value) => (value === false ? false : nonNegative(value) || undefined), 'a number of ms or false', false],
  ['stickyHeaderDeactivationBreakpoint', 'panoramicStickyHeaderDeactivationBreakpoint', nonNegative, 'a number of px', 800],
  ['masonryGridHorizontalOrder', 'panoramicMasonryGridHorizontalOrder', readWpFlag, FLAG, false],
]

/** The keys of `variables` (`wp_localize_script`), with their readers and defaults: a flag, and margins in em. */
const VARIABLES: readonly (readonly [keyof ThemeVariables, Reader, string, unknown])[] = [
  ['smartSlider', readWpFlag, 'a flag', false],
  ...(['sliderParagraphMargin', 'sliderButtonMargin', 'headerImageParagraphMargin', 'headerImageButtonMargin'] as const).map(
    (key) => [key, readWpNumber, 'a number (em)', 0] as const,
  ),
]

/**
 * Reads the globals. A missing global takes its default silently (the theme prints some only in some
 * configurations); a present one that cannot be read (`parseInt('wide')` is NaN, a mode the theme
 * does not know) takes its default and is named in `problems`.
 */
export function parseThemeSettings(globals: ThemeGlobals): ParsedThemeSettings {
  const problems: string[] = []
  const read = (name: string, raw: unknown, reader: Reader, fallback: unknown, expected: string) => {
    if (raw === undefined) return fallback
    const value = reader(raw)
    if (value !== undefined) return value
    problems.push(`${name} should be ${expected}, got ${describe(raw)}`)
    return fallback
  }
  const variablesRaw = globals.variables
  const variablesRead = typeof variablesRaw === 'object' && variablesRaw !== null && !Array.isArray(variablesRaw)
  if (variablesRaw !== undefined && !variablesRead) problems.push(`variables should be an object, got ${describe(variablesRaw)}`)
  const settings: Record<string, unknown> = {}
  for (const [key, name, reader, expected, fallback] of SCALARS) settings[key] = read(name, globals[name], reader, fallback, expected)
  settings.siteUrl = (settings.siteUrl as string).replace(/\/+$/, '')
  const variables: Record<string, unknown> = {}
  for (const [key, reader, expected, fallback] of VARIABLES) {
    const raw = variablesRead ? (variablesRaw as Record<string, unknown>)[key] : undefined
    variables[key] = read(`variables.${key}`, raw, reader, fallback, expected)
  }
  settings.variables = variables
  return { settings: settings as unknown as ThemeSettings, problems }
}

/** The theme customizer's defaults: what the settings are when the theme printed none. */
export const DEFAULT_THEME_SETTINGS: ThemeSettings = parseThemeSettings({}).settings

/** A short, safe description of a bad value for the console (never the whole of a hostile string). */
function describe(value: unknown): string {
  if (typeof value === 'string') return JSON.stringify(value.length > 40 ? `${value.slice(0, 40)}…` : value)
  if (typeof value === 'number') return String(value)
  return typeof value
}
