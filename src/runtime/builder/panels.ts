import { slide } from '../slide.ts'

/**
 * Opening and closing the content panels of the accordion, toggle and tabs widgets: the builder's
 * `elementor-active` class (its CSS shows an active panel), our slide of `duration` ms (at once with
 * reduced motion: src/runtime/slide.ts), and, for tab panels, the `hidden` attribute the builder
 * prints. A newer open or close of the same panel wins over an older one still running.
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
  void slide(panel, 'down', duration).then(() => {
    if (wanted.get(panel)) panel.style.removeProperty('display')
  })
}

export function closePanel(panel: HTMLElement, duration: number, useHidden?: boolean): void {
  wanted.set(panel, false)
  void slide(panel, 'up', duration).then(() => {
    // Set by this close or a later open: never undefined here.
    if (wanted.get(panel)) return
    panel.classList.remove(ACTIVE_CLASS)
    panel.style.removeProperty('display')
    if (useHidden) panel.hidden = true
  })
}
