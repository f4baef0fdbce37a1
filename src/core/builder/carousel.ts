import { activeDeviceModes, type Breakpoints, DEFAULT_BREAKPOINTS, type DeviceMode } from './devices.ts'
import { isSet, responsiveSetting } from './responsive.ts'

/**
 * The page builder's image carousel: its `data-settings` turned into the layout
 * of one device mode, and the slide maths (which slide starts the view after a move, with or without
 * the infinite loop; the pickers; the slides to preload). Pure: the element
 * (elements/builder-image-carousel) measures and moves. A value that cannot be used is a problem
 * (reported once by the widget) and its default is used.
 */

export type Navigation = 'arrows' | 'dots' | 'both' | 'none'
export type Pagination = 'bullets' | 'fraction' | 'progressbar'
export type OffsetSides = 'none' | 'left' | 'right' | 'both'

export interface CarouselLayout {
  /** Slides per view (1 with the fade effect). */
  readonly slidesToShow: number
  /** Slides one move advances. */
  readonly slidesToScroll: number
  readonly infinite: boolean
  /** Transition length in ms. */
  readonly speed: number
  readonly autoplay: boolean
  /** ms between automatic moves. */
  readonly autoplaySpeed: number
  readonly pauseOnHover: boolean
  readonly pauseOnInteraction: boolean
  readonly arrows: boolean
  readonly dots: boolean
  readonly pagination: Pagination
  readonly fade: boolean
  readonly lazyload: boolean
  /** Space between slides in px. */
  readonly spacing: number
  /** Room in px on the left and right where the neighbouring slides show. */
  readonly offsetLeft: number
  readonly offsetRight: number
}

/** Slides per view by default: 3, tablet 2 (1 when a single slide per view is set), mobile 1. */
export const DEFAULT_SLIDES_TO_SHOW = 3
export const DEFAULT_SPEED = 500
export const DEFAULT_AUTOPLAY_SPEED = 5000
/** The builder's control offers 1-10 slides per view. */
export const MAX_SLIDES_TO_SHOW = 10
/** Lazy loading preloads this many neighbouring slides on each side of the view. */
export const LAZY_PRELOAD = 1
const MAX_MS = 60_000
const MAX_PX = 1000

// The words a setting takes, its default first.
const NAVIGATION: readonly Navigation[] = ['both', 'arrows', 'dots', 'none']
const PAGINATION: readonly Pagination[] = ['bullets', 'fraction', 'progressbar']
const OFFSET_SIDES: readonly OffsetSides[] = ['none', 'left', 'right', 'both']

/** A value as a short text for a problem message (the console only, never the page). */
function shown(value: unknown): string {
  const text = typeof value === 'string' ? value : (JSON.stringify(value) ?? String(value))
  return JSON.stringify(text.length > 40 ? `${text.slice(0, 40)}…` : text)
}

/** A number, or a numeric text, in [min, max] (NaN and the infinities are in no range). */
function inRange(value: unknown, min: number, max: number): number | undefined {
  const read = typeof value === 'number' ? value : typeof value === 'string' && value.trim() !== '' ? Number(value) : NaN
  return read >= min && read <= max ? read : undefined
}

/** A whole count in [1, max]. */
function count(value: unknown, max: number): number | undefined {
  const read = inRange(value, 1, max)
  return Number.isInteger(read) ? read : undefined
}

/** The builder's yes/no switches: "yes" or "" ("no" and booleans accepted too). */
function yesNo(value: unknown): boolean | undefined {
  if (value === 'yes' || value === true) return true
  if (value === 'no' || value === '' || value === false) return false
  return undefined
}

/** A slider control `{unit: "px", size}` (a bare number too); other units cannot be laid out. */
function pixels(value: unknown): number | undefined {
  const size = typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>).size : value
  const unit = typeof value === 'object' && value !== null ? (value as Record<string, unknown>).unit : 'px'
  if (unit !== undefined && unit !== 'px') return undefined
  if (size === '' || size === undefined || size === null) return 0
  return inRange(size, 0, MAX_PX)
}

/**
 * Slides per view on `device`: its own `slides_to_show_<device>`; else the builder's default for
 * the device (mobile 1, tablet 2, or 1 when the desktop shows 1); else the value of the next larger
 * device. Desktop: `slides_to_show`, default 3; widescreen: its own, else desktop's.
 */
function slidesToShowOn(read: (key: string) => number | undefined, device: DeviceMode, breakpoints: Breakpoints): number {
  const desktop = read('slides_to_show') ?? DEFAULT_SLIDES_TO_SHOW
  if (device === 'desktop') return desktop
  if (device === 'widescreen') return read('slides_to_show_widescreen') ?? desktop
  const defaults: Partial<Record<DeviceMode, number>> = { mobile: 1, tablet: desktop === 1 ? 1 : 2 }
  // From the active device below desktop down to the device (activeDeviceModes runs smallest first,
  // desktop among them): each takes its own value, its default, or the one above. An inactive device
  // reads its own keys only.
  const modes = activeDeviceModes(breakpoints)
  const at = modes.indexOf(device)
  let value = desktop
  for (const mode of at < 0 ? [device] : modes.slice(at, modes.indexOf('desktop')).reverse()) {
    value = read(`slides_to_show_${mode}`) ?? defaults[mode] ?? value
  }
  return value
}

/** Reads the settings for `device`. `problems` names every value that could not be used. */
export function carouselLayout(
  raw: Readonly<Record<string, unknown>>,
  device: DeviceMode,
  breakpoints: Breakpoints = DEFAULT_BREAKPOINTS,
): { value: CarouselLayout; problems: string[] } {
  const problems: string[] = []
  /** `value` read by `read`; a set value it cannot read is a problem (named `label`) and gives `fallback`. */
  const check = <T>(label: string, value: unknown, read: (value: unknown) => T | undefined, fallback: T, what: string): T => {
    if (!isSet(value)) return fallback
    const result = read(value)
    if (result === undefined) problems.push(`${label} ${shown(value)} is not ${what}`)
    return result ?? fallback
  }
  const get = <T>(key: string, read: (value: unknown) => T | undefined, fallback: T, what: string): T =>
    check(key, raw[key], read, fallback, what)
  const responsive = <T>(key: string, read: (value: unknown) => T | undefined, fallback: T, what: string): T =>
    check(`${key} (${device})`, responsiveSetting(raw, key, device, breakpoints), read, fallback, what)
  // A switch the builder prints off is "" (not unset).
  const flag = (key: string, fallback: boolean) => (raw[key] === '' ? false : get(key, yesNo, fallback, 'yes or no'))
  const ms = (value: unknown) => inRange(value, 0, MAX_MS)
  /** One of `words` (the default first); the problem names them all. */
  const oneOf = <T extends string>(key: string, words: readonly T[]): T =>
    get(
      key,
      (value) => (words.includes(value as T) ? (value as T) : undefined),
      words[0] as T,
      `${words.slice(0, -1).join(', ')} or ${words.at(-1)}`,
    )

  const fade = oneOf('effect', ['slide', 'fade']) === 'fade'
  /** A number of slides (a value that is not one: a problem, and undefined). */
  const slides = (key: string) =>
    get(key, (value) => count(value, MAX_SLIDES_TO_SHOW), undefined, `a number of slides (1-${MAX_SLIDES_TO_SHOW})`)
  const shownPerView = slidesToShowOn(slides, device, breakpoints)
  // The builder's slides_to_scroll: the device's own value, else 1 (it does not inherit).
  const scroll = slides(device === 'desktop' ? 'slides_to_scroll' : `slides_to_scroll_${device}`) ?? 1
  const navigation = oneOf('navigation', NAVIGATION)
  const sides = oneOf('offset_sides', OFFSET_SIDES)
  const offset = sides === 'none' ? 0 : responsive('offset_width', pixels, 0, 'a width in px (0-1000)')
  const slidesToShow = fade ? 1 : shownPerView
  return {
    value: {
      slidesToShow,
      slidesToScroll: fade ? 1 : Math.min(scroll, slidesToShow),
      infinite: flag('infinite', true),
      speed: get('speed', ms, DEFAULT_SPEED, 'a number of ms'),
      autoplay: flag('autoplay', true),
      autoplaySpeed: Math.max(get('autoplay_speed', ms, DEFAULT_AUTOPLAY_SPEED, 'a number of ms'), 100),
      pauseOnHover: flag('pause_on_hover', true),
      pauseOnInteraction: flag('pause_on_interaction', true),
      arrows: navigation === 'arrows' || navigation === 'both',
      dots: navigation === 'dots' || navigation === 'both',
      pagination: oneOf('pagination', PAGINATION),
      fade,
      lazyload: flag('lazyload', false),
      spacing: responsive('image_spacing_custom', pixels, 0, 'a size in px (0-1000)'),
      offsetLeft: sides === 'left' || sides === 'both' ? offset : 0,
      offsetRight: sides === 'right' || sides === 'both' ? offset : 0,
    },
    problems,
  }
}

/**
 * The width of one slide's box (its image plus the space after it) in a carousel `width` px wide:
 * the room left by the offsets, plus one spacing (the last slide's, which falls outside), shared
 * by the slides per view. Never negative.
 */
export function slideBoxWidth(
  width: number,
  layout: Pick<CarouselLayout, 'slidesToShow' | 'spacing' | 'offsetLeft' | 'offsetRight'>,
): number {
  return Math.max(0, (width - layout.offsetLeft - layout.offsetRight + layout.spacing) / layout.slidesToShow)
}

/** The CSS custom properties our stylesheet lays the carousel out with before and after the script (no shift). */
export function layoutProperties(layout: CarouselLayout): Record<string, string> {
  return {
    '--e-image-carousel-slides-to-show': String(layout.slidesToShow),
    '--e-image-carousel-space-between': `${layout.spacing}px`,
    '--e-image-carousel-offset-left': `${layout.offsetLeft}px`,
    '--e-image-carousel-offset-right': `${layout.offsetRight}px`,
  }
}

/** The slide that can start the view last without the loop (no empty room after the last slide). */
export function lastStart(total: number, perView: number): number {
  return Math.max(0, total - perView)
}

/**
 * The first slide in view after a move by `slidesToScroll` in `direction` from `start`. With the
 * loop it wraps around; without it, it stops at either end, except that `wrap` (automatic play)
 * goes from the end back to the first slide.
 */
export function stepStart(
  start: number,
  direction: 'next' | 'prev',
  layout: Pick<CarouselLayout, 'slidesToShow' | 'slidesToScroll' | 'infinite'>,
  total: number,
  wrap = false,
): number {
  if (total <= 0) return 0
  const delta = direction === 'next' ? layout.slidesToScroll : -layout.slidesToScroll
  if (layout.infinite) return (((start + delta) % total) + total) % total
  const last = lastStart(total, layout.slidesToShow)
  if (wrap && direction === 'next' && start >= last) return 0
  return Math.min(last, Math.max(0, start + delta))
}

/** Whether the previous / next arrows can move (always, with the loop). */
export function canStep(
  start: number,
  layout: Pick<CarouselLayout, 'slidesToShow' | 'infinite'>,
  total: number,
): { prev: boolean; next: boolean } {
  if (layout.infinite) return { prev: true, next: true }
  return { prev: start > 0, next: start < lastStart(total, layout.slidesToShow) }
}

/** The number of pickers (bullets): one per move, as the builder's carousel counts them. */
export function pageCount(layout: Pick<CarouselLayout, 'slidesToShow' | 'slidesToScroll' | 'infinite'>, total: number): number {
  if (total <= 0) return 0
  if (layout.infinite) return Math.ceil(total / layout.slidesToScroll)
  return Math.ceil(lastStart(total, layout.slidesToShow) / layout.slidesToScroll) + 1
}

/** The first slide in view when picker `page` is chosen. */
export function pageStart(
  page: number,
  layout: Pick<CarouselLayout, 'slidesToShow' | 'slidesToScroll' | 'infinite'>,
  total: number,
): number {
  const start = page * layout.slidesToScroll
  return layout.infinite ? Math.min(start, total - 1) : Math.min(start, lastStart(total, layout.slidesToShow))
}

/** The picker that stands for the view starting at `start` (the last one once the end is reached). */
export function currentPage(
  start: number,
  layout: Pick<CarouselLayout, 'slidesToShow' | 'slidesToScroll' | 'infinite'>,
  total: number,
): number {
  const pages = pageCount(layout, total)
  if (!layout.infinite && start >= lastStart(total, layout.slidesToShow)) return pages - 1
  return Math.min(pages - 1, Math.floor(start / layout.slidesToScroll))
}

/** `count` slides from `first` (wrapping with the loop, else only those that exist), in order, each once. */
function slidesFrom(first: number, count: number, total: number, infinite: boolean): number[] {
  const slides = new Set<number>()
  for (let index = first; index < first + count; index++) {
    if (infinite) slides.add(((index % total) + total) % total)
    else if (index >= 0 && index < total) slides.add(index)
  }
  return [...slides]
}

/**
 * The loop's frame holds `copies` whole copies of the slides, then the real slides, then `copies`
 * more; a position in it is a physical slide index. A view from logical slide `start` can sit on
 * the real `start` (the slides it wraps to are then copies) or on `start`'s copy just before the
 * real slides (then those are real): the same picture. It takes the one with more real slides on
 * screen, since only real slides take focus and are read (the copies are inert and hidden); on a
 * tie, the real `start`. A start the visitor `named` (a "Go to slide N" picker) always sits on the
 * real slide: the one they asked for is the one focus can reach. Without the loop (no copies) the
 * view sits on `start`.
 */
export function placement(start: number, perView: number, total: number, copies: number, named = false): number {
  const own = copies * total + start
  if (copies === 0 || named) return own
  const before = own - total
  return realSlidesOnScreen(before, perView, total, copies).length > realSlidesOnScreen(own, perView, total, copies).length ? before : own
}

/** The real slides (logical indexes) on screen with the view at physical slide `at`, in order. */
export function realSlidesOnScreen(at: number, perView: number, total: number, copies: number): number[] {
  const first = Math.max(at, copies * total)
  const end = Math.min(at + perView, copies * total + total)
  return Array.from({ length: Math.max(0, end - first) }, (_, k) => first + k - copies * total)
}

/** The slides whose images load now with lazy loading: those in view and `LAZY_PRELOAD` neighbours on each side. */
export function slidesToLoad(start: number, perView: number, total: number, infinite: boolean): number[] {
  return slidesFrom(start - LAZY_PRELOAD, perView + 2 * LAZY_PRELOAD, total, infinite).sort((a, b) => a - b)
}

/** The texts of the carousel's controls, from the builder's i18n where it gives them (`{n}`, `{total}`). */
export const CAROUSEL_TEXTS = {
  carousel: 'Image carousel',
  slide: '{n} of {total}',
  previous: 'Previous slide',
  next: 'Next slide',
  picker: 'Go to slide {n}',
  stop: 'Pause automatic slide show',
  start: 'Play automatic slide show',
} as const
