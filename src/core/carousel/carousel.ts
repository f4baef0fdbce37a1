/**
 * What every carousel of the shop shares, whoever rendered it (the theme's home slider,
 * elements/panoramic-slider; the page builder's image carousel, elements/builder-image-carousel):
 * the slide label texts of the APG carousel pattern, the automatic rotation's state (running,
 * paused while hovered, stopped for good by focus or by the visitor), and the swipe gesture.
 * Pure: the elements own the timers and the DOM.
 */

/** `template` with `{n}` the 1-based slide number and `{total}` the count ("Slide {n} of {total}" → "Slide 2 of 5"). */
export function slideLabel(template: string, index: number, total: number): string {
  return template.replaceAll('{n}', String(index + 1)).replaceAll('{total}', String(total))
}

/**
 * The automatic rotation (WCAG 2.2.2: a pause control whenever it runs). `rotating`: the visitor has
 * not stopped it (and it was started: never under reduced motion). `hovered`: the pointer is over the
 * carousel and it pauses on hover.
 */
export interface Rotation {
  readonly rotating: boolean
  readonly hovered: boolean
}

export type RotationEvent =
  /** The pause/play control was pressed. */
  | 'toggle'
  /** Focus entered the carousel (not by pressing the pause/play control): stopped for good. */
  | 'focus'
  /** The visitor moved the slides (arrow, picker, swipe) and the carousel stops on interaction. */
  | 'interaction'
  /** The (mouse) pointer entered or left a carousel that pauses on hover. */
  | 'pointer-enter'
  | 'pointer-leave'

export function startRotation(autoplay: boolean, reducedMotion: boolean): Rotation {
  return { rotating: autoplay && !reducedMotion, hovered: false }
}

export function nextRotation(state: Rotation, event: RotationEvent): Rotation {
  switch (event) {
    case 'toggle':
      return { ...state, rotating: !state.rotating }
    case 'focus':
    case 'interaction':
      return state.rotating ? { ...state, rotating: false } : state
    case 'pointer-enter':
      return { ...state, hovered: true }
    case 'pointer-leave':
      return { ...state, hovered: false }
  }
}

/** Whether the next automatic slide change is due to be scheduled. */
export function rotationTicks(state: Rotation): boolean {
  return state.rotating && !state.hovered
}

/** The slides' live region: silent while rotating (changes would interrupt), polite once stopped. */
export function liveMode(state: Rotation): 'off' | 'polite' {
  return state.rotating ? 'off' : 'polite'
}

/**
 * touchSwipe's thresholds (the values the theme's slider sets), used by every carousel: 1 finger,
 * swipe 75 px, pinch 20 px. (Its release 250, long tap 500 and double tap 200 ms have no use here:
 * no carousel acts on a tap or a hold, so they are not carried.)
 */
export const SWIPE = {
  fingers: 1,
  threshold: 75,
  pinchThreshold: 20,
} as const

export interface Gesture {
  /** Fingers down at the gesture's peak. */
  fingers: number
  dx: number
  dy: number
  /** Change of distance between two fingers (0 with one). */
  pinch: number
}

/**
 * A swipe to the next (leftwards) or previous slide, or nothing. Right-to-left carousels run the
 * other way: `rtl` swaps the directions.
 */
export function swipeDirection(gesture: Gesture, rtl = false): 'next' | 'prev' | undefined {
  if (gesture.fingers !== SWIPE.fingers || Math.abs(gesture.pinch) >= SWIPE.pinchThreshold) return undefined
  if (Math.abs(gesture.dx) < SWIPE.threshold || Math.abs(gesture.dx) <= Math.abs(gesture.dy)) return undefined
  return gesture.dx < 0 !== rtl ? 'next' : 'prev'
}
