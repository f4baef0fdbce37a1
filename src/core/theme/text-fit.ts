/**
 * Text fitting on the slider and header-image overlays: FitText for the heading and text,
 * FitButton for the button. A size is the element's width / (compressor × 10), clamped.
 */

export interface FitRule {
  readonly compressor: number
  readonly min: number
  readonly max: number
}

/** The theme's fixed values (its settings print none): headings 2, 17–37 px; text 3.7, 14–18 px. */
export const HEADING_FIT: FitRule = { compressor: 2, min: 17, max: 37 }
export const TEXT_FIT: FitRule = { compressor: 3.7, min: 14, max: 18 }
/** Button compression 4.5; font 10–14 px; horizontal padding 10–25 px; vertical padding 8–10 px. */
export const BUTTON_COMPRESSOR = 4.5
export const BUTTON_FONT: FitRule = { compressor: BUTTON_COMPRESSOR, min: 10, max: 14 }
export const BUTTON_PADDING_X: FitRule = { compressor: BUTTON_COMPRESSOR, min: 10, max: 25 }
export const BUTTON_PADDING_Y: FitRule = { compressor: BUTTON_COMPRESSOR, min: 8, max: 10 }
/** Line height = font size + 3 px. */
export const LINE_HEIGHT_PADDING = 3

/**
 * The slider's and the header image's resize handling (refitting their overlays), throttled to
 * 300 ms (200 ms if debounced).
 */
export const RESIZE_THROTTLE_MS = 300
/** At this viewport width or below the overlay's spacing is compact. */
export const COMPACT_OVERLAY_WIDTH = 960

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value))
const round2 = (value: number) => Math.round(value * 100) / 100

/** The fitted size in px for an element `width` px wide; a width that is not a number gives `min`. */
export function fitSize(width: number, rule: FitRule): number {
  const raw = Number.isFinite(width) && width > 0 ? width / (rule.compressor * 10) : rule.min
  return round2(clamp(raw, rule.min, rule.max))
}

export interface TextFit {
  fontSize: number
  lineHeight: number
}

export function fitText(width: number, rule: FitRule): TextFit {
  const fontSize = fitSize(width, rule)
  return { fontSize, lineHeight: round2(fontSize + LINE_HEIGHT_PADDING) }
}

export interface ButtonFit extends TextFit {
  paddingX: number
  paddingY: number
}

export function fitButton(width: number): ButtonFit {
  return {
    ...fitText(width, BUTTON_FONT),
    paddingX: fitSize(width, BUTTON_PADDING_X),
    paddingY: fitSize(width, BUTTON_PADDING_Y),
  }
}

/**
 * Paragraph and button margins in em from the theme's `variables` (strings such as "1.2"): above
 * 960 px the settings' values; at or below it `compact` (the first and last visible elements lose
 * their outer margins). A value that is not a number is a problem and falls back to 1 em.
 */
export interface OverlayMargins {
  compact: boolean
  paragraphEm: number
  buttonEm: number
}

const marginEm = (value: number | undefined) => (value !== undefined && value >= 0 ? value : 1)

export function overlayMargins(viewportWidth: number, paragraph: number | undefined, button: number | undefined): OverlayMargins {
  return {
    compact: viewportWidth <= COMPACT_OVERLAY_WIDTH,
    paragraphEm: marginEm(paragraph),
    buttonEm: marginEm(button),
  }
}
