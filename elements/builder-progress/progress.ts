import { readWpNumber } from '../../src/core/wp/values.ts'
import { whenInView } from '../../src/runtime/builder/in-view.ts'
import { type WidgetContext, widgetIsland } from '../../src/runtime/builder/widget.ts'
import type { Island } from '../../src/runtime/island.ts'
import { prefersReducedMotion } from '../../src/runtime/slide.ts'

/**
 * The page builder's progress bar widget, adopted in place: the bar fills to
 * `data-max` % once it is first scrolled into view. Not by a width transition as the builder's
 * stylesheet has it: that moves the percentage text inside the bar in every frame (layout shifts;
 * the budget is CLS 0). The bar takes its final width at mount, pushed out of its track (which
 * clips it), and slides in over 1 s (the builder's timing; at once with reduced motion): a
 * transform, so the compositor runs the fill and the page's main thread has no frame to draw,
 * even while a fast scroll starts several bars (a clip-path transition repainted every frame).
 * From the right in a right-to-left page. A `data-max` that is not a number from 0 to 100 falls
 * back to the server's `aria-valuenow` (one console.error). The progressbar's values are the
 * server's already.
 */

export const FILL_MS = 1000

const percent = (value: unknown) => {
  const number = readWpNumber(value)
  return number !== undefined && number >= 0 && number <= 100 ? number : undefined
}

function mountProgress({ root, signal, settings }: WidgetContext) {
  const bar = root.querySelector<HTMLElement>('.elementor-progress-bar')
  if (!bar) return
  const wrapper = bar.closest('[role="progressbar"]')
  const fallback = percent(wrapper?.getAttribute('aria-valuenow')) ?? 0
  const max = settings.attribute(bar, 'data-max', percent, fallback)
  const track = bar.parentElement
  if (track) track.style.overflow = 'clip'
  bar.style.transition = 'none'
  bar.style.width = `${max}%`
  bar.style.transform = `translateX(${getComputedStyle(bar).direction === 'rtl' ? '' : '-'}100%)`
  whenInView(
    bar,
    () => {
      if (!prefersReducedMotion(bar)) bar.style.transition = `transform ${FILL_MS}ms ease-in-out`
      bar.style.transform = 'none'
    },
    signal,
  )
}

export const progressIsland: Island = widgetIsland({ tag: 'builder-progress', holds: '.elementor-progress-bar', mount: mountProgress })
