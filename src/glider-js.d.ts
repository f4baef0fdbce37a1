/** The part of glider-js 1.7's API our carousels use (the package ships no types): the theme's home slider, the page builder's image carousel. */
declare module 'glider-js' {
  export interface GliderOptions {
    slidesToShow?: number
    slidesToScroll?: number
    skipTrack?: boolean
    rewind?: boolean
    draggable?: boolean
    scrollLock?: boolean
    resizeLock?: boolean
    passiveListeners?: boolean
    /** With `itemWidth`: slides of exactly that width (px) instead of the frame's width / slidesToShow. */
    exactWidth?: boolean
    itemWidth?: number
    duration?: number
    easing?: (x: number, t: number, b: number, c: number, d: number) => number
  }
  export default class Glider {
    constructor(element: HTMLElement, options?: GliderOptions)
    opt: GliderOptions & { duration: number }
    /** The options every refresh starts from. */
    _opt: GliderOptions
    /** Bumped to cancel a running scroll animation. */
    animate_id: number
    slide: number
    itemWidth: number
    slides: HTMLCollectionOf<HTMLElement>
    resize: () => void
    scrollItem(slide: number | 'next' | 'prev', dot?: boolean): false
    refresh(paging?: boolean): void
    /** Run on every scroll of the frame (and on init): classes the slides, arrows and dots by position. */
    updateControls(event?: Event): void
    /** Animates the frame's scrollLeft to `target` px over `duration` ms, then calls `done`. */
    scrollTo(target: number, duration: number, done?: () => void): void
    event(element: EventTarget, type: 'add' | 'remove', handlers: Record<string, EventListener>): void
  }
}
