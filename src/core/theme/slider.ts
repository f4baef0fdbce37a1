import { readWpFlag, readWpNumber, readWpText } from '../wp/values.ts'

// The swipe gesture is every carousel's (src/core/carousel/carousel.ts); re-exported for the slider's callers.
export { type Gesture, SWIPE, swipeDirection } from '../carousel/carousel.ts'

/**
 * The home slider's options: 1 item, responsive, circular, not infinite,
 * variable height; the transition effect and speed, pause on hover and autoscroll (on/off and its
 * interval) from the theme's settings globals. Pure: the raw globals come in, options and the
 * problems found (for one console.error) go out.
 */

export const SLIDER_WIDTH = 1200
/** Scroll duration default 500 ms, easing swing. */
export const DEFAULT_TRANSITION_SPEED = 500
/**
 * jQuery's 'swing', the slider's easing: the formula of src/core/timing/delay.ts's
 * `swing`, restated because the build bundles that module with the shop chrome, which a theme page
 * would otherwise download for this one line.
 */
export function sliderEasing(progress: number): number {
  const p = Math.min(1, Math.max(0, progress))
  return 0.5 - Math.cos(p * Math.PI) / 2
}

/** carouFredSel's effect names the theme's setting takes; ours play them as a scroll, a fade or a cut. */
export const TRANSITION_EFFECTS = {
  none: 'none',
  scroll: 'scroll',
  directscroll: 'scroll',
  cover: 'scroll',
  uncover: 'scroll',
  fade: 'fade',
  crossfade: 'fade',
  'cover-fade': 'fade',
  'uncover-fade': 'fade',
} as const
export type TransitionEffect = (typeof TRANSITION_EFFECTS)[keyof typeof TRANSITION_EFFECTS]
export const DEFAULT_EFFECT = 'scroll'
/** The interval used when autoscroll is asked for with an interval that is not a number of ms. */
export const DEFAULT_AUTOSCROLL_INTERVAL = 6000
// Resize handling throttled to 300 ms: the overlays' rule, which the slider shares.
export { RESIZE_THROTTLE_MS } from './text-fit.ts'

/**
 * The slider's settings as the two versions print them (docs/theme.md): Premium prints the
 * `panoramicSlider…` globals inline after the header; the free theme localizes one object,
 * `panoramic = {sliderTransitionSpeed, fontAwesomeVersion}`, and its slider always plays
 * carouFredSel's `uncover-fade` with no autoscroll. Whichever a site runs, the other's globals are
 * absent, and that is not a problem.
 */
export interface RawSliderSettings {
  /** Premium's panoramicSliderTransitionEffect */
  effect?: unknown
  /** Premium's panoramicSliderTransitionSpeed */
  speed?: unknown
  /** Premium's panoramicSliderSpeed: the autoscroll interval, `false` when autoscroll is off. */
  interval?: unknown
  /** The free theme's `panoramic` object. */
  free?: unknown
  /** Not printed by the theme; an attribute may give it. Absent: on (carouFredSel's default for the theme). */
  pauseOnHover?: unknown
}

/** Which version's settings were read: `none` when the page prints neither (our defaults). */
export type SliderSettingsSource = 'premium' | 'free' | 'none'

export interface SliderOptions {
  effect: TransitionEffect
  speed: number
  /** ms between slides, or false (no autoscroll). */
  autoscroll: number | false
  pauseOnHover: boolean
}

export interface Resolved<T> {
  value: T
  problems: string[]
}

/** The effect the free theme's slider always plays (its custom.js has no setting for it). */
export const FREE_THEME_EFFECT = 'uncover-fade'

export function sliderSettingsSource(raw: RawSliderSettings): SliderSettingsSource {
  if (raw.effect !== undefined || raw.speed !== undefined || raw.interval !== undefined) return 'premium'
  return raw.free !== undefined ? 'free' : 'none'
}

export function resolveSliderOptions(raw: RawSliderSettings): Resolved<SliderOptions> & { source: SliderSettingsSource } {
  const problems: string[] = []
  const source = sliderSettingsSource(raw)
  let effect: TransitionEffect = DEFAULT_EFFECT
  let speed = DEFAULT_TRANSITION_SPEED
  let autoscroll: number | false = false
  if (source === 'premium') {
    if (raw.effect !== undefined) {
      const effectName = readWpText(raw.effect)?.trim().toLowerCase()
      // Own names only: `constructor` or `toString` must not find Object's.
      if (effectName && Object.hasOwn(TRANSITION_EFFECTS, effectName))
        effect = TRANSITION_EFFECTS[effectName as keyof typeof TRANSITION_EFFECTS]
      else problems.push(`panoramicSliderTransitionEffect ${describe(raw.effect)} is not a transition effect; "${DEFAULT_EFFECT}" used`)
    }
    speed = transitionSpeed(raw.speed, 'panoramicSliderTransitionSpeed', problems)
    if (raw.interval !== undefined && raw.interval !== false) {
      const interval = readWpNumber(raw.interval)
      if (interval !== undefined && interval > 0) autoscroll = interval
      else {
        problems.push(`panoramicSliderSpeed ${describe(raw.interval)} is not a number of ms; ${DEFAULT_AUTOSCROLL_INTERVAL} used`)
        autoscroll = DEFAULT_AUTOSCROLL_INTERVAL
      }
    }
  } else if (source === 'free') {
    effect = TRANSITION_EFFECTS[FREE_THEME_EFFECT]
    if (typeof raw.free === 'object' && raw.free !== null && !Array.isArray(raw.free)) {
      speed = transitionSpeed((raw.free as Record<string, unknown>).sliderTransitionSpeed, 'panoramic.sliderTransitionSpeed', problems)
    } else problems.push(`panoramic ${describe(raw.free)} is not the theme's settings object; defaults used`)
  }
  let pauseOnHover = true
  if (raw.pauseOnHover !== undefined) {
    const flag = readWpFlag(raw.pauseOnHover)
    if (flag === undefined) problems.push(`pause on hover ${describe(raw.pauseOnHover)} is not a flag; on used`)
    else pauseOnHover = flag
  }
  return { value: { effect, speed, autoscroll, pauseOnHover }, problems, source }
}

/** A transition speed in ms (WordPress prints it as a number or a string); absent: the default, quietly. */
function transitionSpeed(raw: unknown, name: string, problems: string[]): number {
  if (raw === undefined) return DEFAULT_TRANSITION_SPEED
  const speed = readWpNumber(raw)
  if (speed !== undefined && speed >= 0) return speed
  problems.push(`${name} ${describe(raw)} is not a number of ms; ${DEFAULT_TRANSITION_SPEED} used`)
  return DEFAULT_TRANSITION_SPEED
}

function describe(value: unknown): string {
  if (value === undefined) return '(missing)'
  const text = typeof value === 'string' ? JSON.stringify(value) : String(value)
  return text.length > 40 ? `${text.slice(0, 40)}…` : text
}

/** The height to reserve before the slider is built: container width × first image height / width. */
export function reservedHeight(containerWidth: number, imageWidth: number, imageHeight: number): number | undefined {
  if (![containerWidth, imageWidth, imageHeight].every((n) => Number.isFinite(n) && n > 0)) return undefined
  return Math.round((containerWidth * imageHeight) / imageWidth)
}

/** The slide after `current` in `direction`: circular (the last wraps to the first), not infinite. */
export function stepSlide(current: number, count: number, direction: 'next' | 'prev'): number {
  if (count <= 0) return 0
  return (current + (direction === 'next' ? 1 : -1) + count) % count
}
