/**
 * Entrance animations: an
 * element with `elementor-invisible` stays invisible until scrolled into view, then gets
 * `animated <name>` after its delay; `none` (or no animation for the current device) just shows it.
 * Widgets keep their settings under `_animation` / `_animation_delay`, containers, sections and
 * columns under `animation` / `animation_delay`; the name has responsive variants
 * (`_animation_mobile`, …) read through the one responsive lookup the caller passes in.
 */
import { readWpNumber } from '../wp/values.ts'
import { isSet } from './responsive.ts'

/** An animation name is a CSS class: letters, digits, `-`, `_`, starting with a letter. */
const ANIMATION_NAME = /^[A-Za-z][\w-]{0,63}$/
/** A delay beyond a minute is a mistake, not a choice: it is capped there. */
export const MAX_DELAY_MS = 60_000

export type AnimationPlan =
  | { readonly kind: 'show' }
  | { readonly kind: 'animate'; readonly name: string; readonly delay: number }
  | { readonly kind: 'invalid'; readonly key: string; readonly reason: string }

/** The settings key prefix: `_animation` for widgets, `animation` for the rest. */
export function animationKey(elementType: string | null): '_animation' | 'animation' {
  return elementType === 'widget' ? '_animation' : 'animation'
}

/**
 * What to do with an invisible element. `lookup(key)` is the responsive lookup for the current
 * device (`key_<device>` walking toward desktop); `settings` holds the non-responsive delay.
 */
export function planAnimation(
  key: '_animation' | 'animation',
  lookup: (key: string) => unknown,
  settings: Readonly<Record<string, unknown>>,
  reducedMotion: boolean,
): AnimationPlan {
  const name = lookup(key)
  if (!isSet(name) || name === 'none') return { kind: 'show' }
  if (typeof name !== 'string' || !ANIMATION_NAME.test(name)) {
    return { kind: 'invalid', key, reason: 'expected an animation name (letters, digits, - or _)' }
  }
  if (reducedMotion) return { kind: 'show' }
  const delayKey = `${key}_delay`
  const rawDelay = settings[delayKey]
  const delay = rawDelay === undefined || rawDelay === '' ? 0 : readWpNumber(rawDelay)
  if (delay === undefined || delay < 0) {
    return { kind: 'invalid', key: delayKey, reason: 'expected a delay in milliseconds' }
  }
  return { kind: 'animate', name, delay: Math.min(delay, MAX_DELAY_MS) }
}
