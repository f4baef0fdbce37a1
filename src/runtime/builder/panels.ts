import { cancelSlide, slide } from '../slide.ts'

/**
 * Opening and closing the content panels of the accordion, toggle and tabs widgets as the builder's
 * own handler does it, since the builder's stylesheets hide every `.elementor-tab-content`
 * (`display: none`) and show none by class: an open panel gets `elementor-active`, loses `hidden`
 * and keeps an inline `display: block` (what jQuery's slideDown/show leave); a closed one loses the
 * class and gets `hidden` and an inline `display: none` (slideUp/hide). Our slide runs `duration`
 * ms (at once with reduced motion: src/runtime/slide.ts). A newer open or close of the same panel
 * wins over an older one still running; `releasePanel` forgets a panel (the island's cleanup).
 */

export const ACTIVE_CLASS = 'elementor-active'

/** Open/close/open in a row: only the last wish is applied when a slide ends. */
const wanted = new WeakMap<HTMLElement, boolean>()

export function isPanelOpen(panel: HTMLElement): boolean {
  return wanted.get(panel) ?? panel.classList.contains(ACTIVE_CLASS)
}

export function openPanel(panel: HTMLElement, duration: number): void {
  wanted.set(panel, true)
  panel.classList.add(ACTIVE_CLASS)
  panel.hidden = false
  // Before the slide measures it: the stylesheet's `display: none` would give it no height.
  panel.style.display = 'block'
  void slide(panel, 'down', duration)
}

export function closePanel(panel: HTMLElement, duration: number): void {
  wanted.set(panel, false)
  void slide(panel, 'up', duration).then(() => {
    // Opened again meanwhile, or released by a cleanup: not ours to close any more.
    if (wanted.get(panel) !== false) return
    panel.classList.remove(ACTIVE_CLASS)
    panel.style.display = 'none'
    panel.hidden = true
  })
}

/** Stops what runs on `panel` and forgets its state; the caller puts the server's attributes back. */
export function releasePanel(panel: HTMLElement): void {
  wanted.delete(panel)
  cancelSlide(panel)
}
