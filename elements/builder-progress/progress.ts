import { readWpNumber } from '../../src/core/wp/values.ts'
import { whenInView } from '../../src/runtime/builder/in-view.ts'
import { type WidgetContext, widgetIsland } from '../../src/runtime/builder/widget.ts'
import type { Island } from '../../src/runtime/island.ts'

/**
 * The page builder's progress bar widget (issue 13 item 2), adopted in place: the bar fills to
 * `data-max` % once it is first scrolled into view (the builder's CSS runs the width transition and
 * drops it with reduced motion). A `data-max` that is not a number from 0 to 100 falls back to the
 * server's `aria-valuenow` (one console.error). The progressbar's values are the server's already.
 */

const percent = (value: unknown) => {
  const number = readWpNumber(value)
  return number !== undefined && number >= 0 && number <= 100 ? number : undefined
}

function mountProgress({ root, signal, settings }: WidgetContext) {
  const bar = root.querySelector<HTMLElement>('.elementor-progress-bar')
  if (!bar) return
  const wrapper = bar.closest('[role="progressbar"]')
  const fallback = (wrapper && percent(wrapper.getAttribute('aria-valuenow') ?? undefined)) ?? 0
  const max = settings.attribute(bar, 'data-max', percent, fallback)
  whenInView(
    bar,
    () => {
      bar.style.width = `${max}%`
    },
    signal,
  )
}

export const progressIsland: Island = {
  ...widgetIsland({ tag: 'builder-progress', mount: mountProgress }),
  findRoot: (host, adoptSelector) =>
    (adoptSelector ? host.querySelector(adoptSelector) : null) ??
    (host.querySelector('.elementor-progress-bar') ? host : null),
}
