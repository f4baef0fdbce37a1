/** The part of glider-js 1.7's API the home slider uses (the package ships no types). */
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
    duration?: number
    easing?: (x: number, t: number, b: number, c: number, d: number) => number
  }
  export default class Glider {
    constructor(element: HTMLElement, options?: GliderOptions)
    opt: GliderOptions & { duration: number }
    slide: number
    itemWidth: number
    slides: HTMLCollectionOf<HTMLElement>
    resize: () => void
    scrollItem(slide: number | 'next' | 'prev', dot?: boolean): false
    refresh(paging?: boolean): void
    event(element: EventTarget, type: 'add' | 'remove', handlers: Record<string, EventListener>): void
  }
}
