import { DEVICE_MODES, type DeviceMode } from './devices.ts'

/**
 * Rules of the page builder's nested widgets (nested tabs, nested accordion). Pure: the elements
 * hand in what the markup and settings say.
 */

/**
 * Nested tabs: the widget class `e-n-tabs-<device>` names the largest device mode that shows the
 * accordion-like layout (`e-n-tabs-mobile`: mobile only; `e-n-tabs-tablet`: tablet and smaller;
 * `e-n-tabs-none`: never). Returns that mode, or `undefined` for none.
 */
export function accordionBreakpoint(classNames: Iterable<string>): DeviceMode | undefined {
  for (const name of classNames) {
    const match = /^e-n-tabs-([a-z_]+)$/.exec(name)
    const mode = match?.[1] as DeviceMode | undefined
    if (mode && (DEVICE_MODES as readonly string[]).includes(mode)) return mode
  }
  return undefined
}

/** Whether `device` shows the accordion layout for the breakpoint `upTo` (at or below it). */
export function isAccordionLayout(device: DeviceMode, upTo: DeviceMode | undefined): boolean {
  if (!upTo) return false
  return DEVICE_MODES.indexOf(device) <= DEVICE_MODES.indexOf(upTo)
}

/** The builder's default `n_accordion_animation_duration`. */
export const DEFAULT_ACCORDION_DURATION_MS = 400

/**
 * `n_accordion_animation_duration` (`{ unit: 'ms' | 's', size }`, size a number or numeric text) in
 * ms; a missing unit is ms; `undefined` for anything unreadable (negative, not finite, other unit).
 */
export function readAnimationDuration(value: unknown): number | undefined {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return undefined
  const { unit = 'ms', size } = value as { unit?: unknown; size?: unknown }
  const number = typeof size === 'number' ? size : typeof size === 'string' && size.trim() ? Number(size) : NaN
  if (!Number.isFinite(number) || number < 0) return undefined
  if (unit === 'ms' || unit === '') return number
  if (unit === 's') return number * 1000
  return undefined
}

export type MaxItems = 'one' | 'multiple'
export type DefaultState = 'expanded' | 'all_collapsed'

export const readMaxItems = (value: unknown): MaxItems | undefined => (value === 'one' || value === 'multiple' ? value : undefined)

export const readDefaultState = (value: unknown): DefaultState | undefined =>
  value === 'expanded' || value === 'all_collapsed' ? value : undefined

/**
 * The items open at start: `all_collapsed` closes all; `expanded` keeps what the server printed
 * open, or opens the first when it printed none; with `one`, only the first open item stays open.
 */
export function initialOpenItems(printed: readonly boolean[], state: DefaultState, max: MaxItems): boolean[] {
  if (state === 'all_collapsed') return printed.map(() => false)
  const open = printed.some(Boolean) ? [...printed] : printed.map((_, index) => index === 0)
  if (max === 'multiple') return open
  const first = open.indexOf(true)
  return open.map((_, index) => index === first)
}

/** The items to close when item `opening` opens: the other open ones with `one`, none with `multiple`. */
export function itemsToClose(open: readonly boolean[], opening: number, max: MaxItems): number[] {
  if (max === 'multiple') return []
  return open.flatMap((isOpen, index) => (isOpen && index !== opening ? [index] : []))
}
