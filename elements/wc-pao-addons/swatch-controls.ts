import type { TimerId, Timers } from '../../src/runtime/timers.ts'
import type { TooltipView } from './ui.ts'
import { SwatchGroup } from './swatches.ts'

/** A touch longer than 100 ms is not a tap; a swatch's tooltip shows 200 ms after the pointer enters it. */
export const SWATCH_TAP_MAX_MS = 100
export const SWATCH_TOOLTIP_DELAY_MS = 200

export interface SwatchControlsOptions {
  /** `.wc-pao-addons-container`: where the shopper's pointer, touch and keys are heard. */
  readonly root: HTMLElement
  readonly timers: Timers
  /** Keeps the tooltip ids of one form apart from another's. */
  readonly idPrefix: string
  /** The tooltip came or went: draw it. */
  readonly onTooltip: () => void
}

/**
 * What the shopper does with the image swatches of one add-ons form (every `SwatchGroup` of it):
 * click, tap (a touch over 100 ms is a scroll and chooses nothing), keys, and the tooltip with the
 * swatch's title 200 ms after hover or focus (Escape hides it).
 */
export class SwatchControls {
  readonly #root: HTMLElement
  readonly #timers: Timers
  readonly #idPrefix: string
  readonly #onTooltip: () => void
  readonly #groups = new Map<HTMLSelectElement, SwatchGroup>()
  #tooltip: TooltipView | null = null
  #tooltipTimer: TimerId | undefined
  #touchStarted: number | undefined

  constructor(options: SwatchControlsOptions) {
    this.#root = options.root
    this.#timers = options.timers
    this.#idPrefix = options.idPrefix
    this.#onTooltip = options.onTooltip
  }

  /** The tooltip to draw, if one shows. */
  get tooltip(): TooltipView | null {
    return this.#tooltip
  }

  /** The image swatches over `select`, inside its `wrap`. */
  add(select: HTMLSelectElement, wrap: HTMLElement): void {
    this.#groups.set(select, new SwatchGroup(select, wrap))
  }

  /** The select's value changed: its swatches follow. */
  sync(select: HTMLSelectElement): void {
    this.#groups.get(select)?.sync()
  }

  /** The swatches standing for `select` (what its notice describes). */
  swatchesOf(select: HTMLSelectElement): readonly HTMLElement[] {
    return this.#groups.get(select)?.swatches ?? []
  }

  bind(signal: AbortSignal): void {
    const root = this.#root
    root.addEventListener('click', (event) => this.#onClick(event), { signal })
    root.addEventListener('keydown', (event) => this.#onKeyDown(event), { signal })
    root.addEventListener('touchstart', (event) => this.#onTouchStart(event), { signal, passive: true })
    root.addEventListener('touchend', (event) => this.#onTouchEnd(event), { signal, passive: false })
    root.addEventListener('focusin', (event) => this.#onFocusIn(event.target), { signal })
    root.addEventListener('focusout', (event) => this.#onFocusOut(event.target), { signal })
    root.addEventListener('mouseover', (event) => this.#hover(event.target, true), { signal })
    root.addEventListener('mouseout', (event) => this.#hover(event.target, false, event.relatedTarget), { signal })
  }

  destroy(): void {
    this.#timers.clear(this.#tooltipTimer)
    this.#tooltipTimer = undefined
    for (const group of this.#groups.values()) group.destroy()
  }

  #onClick(event: MouseEvent) {
    const swatch = event.target instanceof Element ? this.#swatchOf(event.target) : undefined
    if (!swatch) return
    event.preventDefault()
    swatch.group.choose(swatch.element)
  }

  #onKeyDown(event: KeyboardEvent) {
    const target = event.target instanceof Element ? event.target : null
    if (!target) return
    if (event.key === 'Escape') this.#hideTooltip()
    const swatch = this.#swatchOf(target)
    if (!swatch || event.altKey || event.ctrlKey || event.metaKey) return
    if (swatch.group.key(swatch.element, event.key, this.#rtl())) event.preventDefault()
  }

  #onTouchStart(event: TouchEvent) {
    if (event.target instanceof Element && this.#swatchOf(event.target)) this.#touchStarted = event.timeStamp
  }

  /** A tap chooses; a touch longer than 100 ms is a scroll or a long press, and is ignored. */
  #onTouchEnd(event: TouchEvent) {
    const swatch = event.target instanceof Element ? this.#swatchOf(event.target) : undefined
    if (!swatch) return
    // No click follows (it would choose a second time, or choose after a scroll).
    event.preventDefault()
    const started = this.#touchStarted
    this.#touchStarted = undefined
    if (started === undefined || event.timeStamp - started > SWATCH_TAP_MAX_MS) return
    swatch.group.choose(swatch.element)
  }

  #onFocusIn(target: EventTarget | null) {
    if (target instanceof Element && this.#swatchOf(target)) this.#hover(target, true)
  }

  #onFocusOut(target: EventTarget | null) {
    if (target instanceof Element && this.#swatchOf(target)) this.#hideTooltip()
  }

  #swatchOf(target: Element): { element: HTMLElement; group: SwatchGroup } | undefined {
    const element = target.closest<HTMLElement>('.wc-pao-addon-image-swatch')
    if (!element) return undefined
    for (const group of this.#groups.values()) if (group.has(element)) return { element, group }
    return undefined
  }

  #hover(target: EventTarget | null, entering: boolean, related?: EventTarget | null) {
    const swatch = target instanceof Element ? this.#swatchOf(target) : undefined
    if (!swatch) return
    if (!entering) {
      if (related instanceof Node && swatch.element.contains(related)) return
      this.#hideTooltip()
      return
    }
    if (this.#tooltip?.id === this.#tooltipId(swatch.element) && this.#tooltipTimer === undefined) return
    this.#hideTooltip()
    const text = swatch.group.titleOf(swatch.element).trim()
    if (text === '') return
    this.#tooltipTimer = this.#timers.later(SWATCH_TOOLTIP_DELAY_MS, () => {
      this.#tooltipTimer = undefined
      const element = swatch.element
      const slot = element.parentElement
      if (!slot || !element.isConnected) return
      this.#tooltip = {
        id: this.#tooltipId(element),
        slot,
        text,
        left: element.offsetLeft,
        top: element.offsetTop + element.offsetHeight + 4,
      }
      this.#onTooltip()
    })
  }

  #tooltipId(swatch: HTMLElement): string {
    return `${this.#idPrefix}-tooltip-${swatch.getAttribute('data-value') ?? ''}`
  }

  #hideTooltip() {
    if (this.#tooltipTimer !== undefined) {
      this.#timers.clear(this.#tooltipTimer)
      this.#tooltipTimer = undefined
    }
    if (this.#tooltip) {
      this.#tooltip = null
      this.#onTooltip()
    }
  }

  #rtl(): boolean {
    return this.#root.ownerDocument.documentElement.dir === 'rtl'
  }
}
