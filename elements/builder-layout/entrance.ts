import { animationKey, planAnimation } from '../../src/core/builder/animation.ts'
import type { SettingsReader } from '../../src/runtime/builder/widget-settings.ts'
import { whenInView } from '../../src/runtime/builder/in-view.ts'
import { prefersReducedMotion } from '../../src/runtime/slide.ts'
import { createTimers } from '../../src/runtime/timers.ts'

/**
 * Set on an invisible element once our script has it: the page's CSS safeguard (README "Markup")
 * reveals `.elementor-invisible` elements without it after a few seconds, so content is never
 * hidden for good when this script fails or never runs (the builder's issues #2806, #25108).
 */
export const ENTRANCE_ATTRIBUTE = 'data-e-entrance'

const anyValue = (value: unknown) => value

function reveal(element: Element) {
  element.classList.remove('elementor-invisible')
  element.setAttribute(ENTRANCE_ATTRIBUTE, 'shown')
}

/**
 * Entrance animation of one element: invisible until it comes into view, then `animated <name>`
 * after its delay; `none`, no animation for the current device mode, or reduced motion: shown at
 * once when it comes into view. The plan is made when it comes into view, with the device mode of
 * that moment (responsive variants).
 */
export function startEntrance(element: HTMLElement, settings: SettingsReader, signal: AbortSignal): void {
  const view = element.ownerDocument.defaultView
  // Revealed by the safeguard already (our script came late): no animation now, just keep it shown.
  if (view?.getComputedStyle(element).visibility === 'visible') return reveal(element)
  const key = animationKey(element.getAttribute('data-element_type'))
  const plan = () =>
    planAnimation(key, (name) => settings.responsive(name, anyValue, undefined), settings.raw, prefersReducedMotion(element))
  // Checked at once, so bad settings are reported with the element's other problems.
  const first = plan()
  if (first.kind === 'invalid') {
    settings.note(`data-settings.${first.key}: ${first.reason}`)
    return reveal(element)
  }
  element.setAttribute(ENTRANCE_ATTRIBUTE, 'waiting')
  const timers = createTimers(signal)
  whenInView(
    element,
    () => {
      const now = plan()
      if (now.kind !== 'animate') return reveal(element)
      const start = () => {
        element.classList.remove('elementor-invisible')
        element.classList.add('animated', now.name)
        element.setAttribute(ENTRANCE_ATTRIBUTE, 'animated')
      }
      if (now.delay > 0) timers.later(now.delay, start)
      else start()
    },
    signal,
  )
  // Unmounted before it came into view: the content must not stay hidden.
  signal.addEventListener(
    'abort',
    () => {
      if (element.getAttribute(ENTRANCE_ATTRIBUTE) === 'waiting') reveal(element)
    },
    { once: true },
  )
}
