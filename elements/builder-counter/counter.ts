import {
  counterValueAt,
  decimalsOf,
  DEFAULT_DURATION_MS,
  DELIMITERS,
  formatCounter,
  readCounterValue,
} from '../../src/core/builder/counter.ts'
import { readWpNumber } from '../../src/core/wp/values.ts'
import { whenInView } from '../../src/runtime/builder/in-view.ts'
import { type WidgetContext, widgetIsland } from '../../src/runtime/builder/widget.ts'
import type { Island } from '../../src/runtime/island.ts'
import { prefersReducedMotion } from '../../src/runtime/slide.ts'

/**
 * The page builder's counter widget, adopted in place: it counts from
 * `data-from-value` to `data-to-value` over `data-duration` ms once it is first scrolled into view
 * (at once with reduced motion). Screen readers read only the final number: the counting span is
 * `aria-hidden` and a screen-reader-only twin holds the final text from the start. The counting
 * span keeps the final number's width while it counts, so the prefix and suffix never move, and
 * its text's start stays put (figure spaces pad a shorter number): counting shifts no layout.
 * A target that is not a number leaves the server's text as it is (one console.error).
 */

function mountCounter({ root, signal, settings }: WidgetContext) {
  const number = root.querySelector<HTMLElement>('.elementor-counter-number')
  if (!number) return
  const toText = number.getAttribute('data-to-value') ?? ''
  const to = settings.attribute(number, 'data-to-value', readCounterValue, undefined)
  if (to === undefined) {
    if (!toText) settings.note('data-to-value is missing')
    return
  }
  const from = settings.attribute(number, 'data-from-value', readCounterValue, 0)
  const duration = settings.attribute(
    number,
    'data-duration',
    (v) => {
      const ms = readWpNumber(v)
      return ms !== undefined && ms >= 0 ? ms : undefined
    },
    DEFAULT_DURATION_MS,
  )
  const delimiter = settings.attribute(number, 'data-delimiter', (v) => (DELIMITERS.includes(v as string) ? (v as string) : undefined), '')
  const decimals = decimalsOf(toText)
  // One text node whose data changes: a frame's update is a character change, not a child list
  // change (no new node, no subtree observers woken by every step).
  const digits = root.ownerDocument.createTextNode('')
  number.replaceChildren(digits)
  const final = formatCounter(to, decimals, delimiter)
  // A shorter number while counting is padded at the start with figure spaces (a digit's width in
  // tabular figures) to the final number's length, and the text starts at the box's start: the
  // text's start never moves while it counts (a right-aligned text that grows would be a layout
  // shift in every frame), and it still reads right-aligned.
  const show = (value: number) => (digits.data = formatCounter(value, decimals, delimiter).padStart(final.length, '\u2007'))
  const spoken = root.ownerDocument.createElement('span')
  spoken.className = 'elementor-screen-only'
  // The final number, shown at once and spoken.
  spoken.textContent = show(to)
  number.before(spoken)
  number.setAttribute('aria-hidden', 'true')
  let frame = 0
  if (!prefersReducedMotion(root) && duration > 0) {
    // Hold the final number's width while counting (measured before it is shown).
    number.style.display = 'inline-block'
    number.style.textAlign = 'start'
    number.style.fontVariantNumeric = 'tabular-nums'
    number.style.whiteSpace = 'nowrap'
    // In em, so a responsive font size keeps it right; kept after the count. No wrapping at a space
    // delimiter while counting (a flex item shrinks: the line would break, the section grow).
    const fontSize = parseFloat(getComputedStyle(number).fontSize) || 16
    number.style.minWidth = `${Math.ceil((number.getBoundingClientRect().width / fontSize) * 1000) / 1000}em`
    show(from)
    whenInView(
      number,
      () => {
        const start = performance.now()
        const tick = (now: number) => {
          const elapsed = now - start
          show(counterValueAt(from, to, elapsed, duration))
          if (elapsed < duration) frame = requestAnimationFrame(tick)
        }
        frame = requestAnimationFrame(tick)
      },
      signal,
    )
  }
  return () => {
    // 0 (no frame asked for) cancels nothing.
    cancelAnimationFrame(frame)
    spoken.remove()
  }
}

export const counterIsland: Island = widgetIsland({ tag: 'builder-counter', holds: '.elementor-counter', mount: mountCounter })
