/**
 * The page builder's device modes (desktop, tablet, mobile and the optional extra ones): which mode
 * a viewport width is in, from the breakpoints the kit has enabled. Its stylesheets compile
 * `max-width` media queries for every enabled breakpoint below desktop and a `min-width` one for
 * widescreen; a disabled breakpoint never matches. Pure: the runtime
 * (src/runtime/builder/device-mode.ts) feeds it the window's width.
 */

/** Every mode, smallest screens first; `desktop` is the one without a breakpoint of its own. */
export const DEVICE_MODES = ['mobile', 'mobile_extra', 'tablet', 'tablet_extra', 'laptop', 'desktop', 'widescreen'] as const

export type DeviceMode = (typeof DEVICE_MODES)[number]
export type BreakpointName = Exclude<DeviceMode, 'desktop'>

/** The builder's `direction` is not kept: it is `min` for widescreen and `max` for the others, whatever a config says. */
export interface Breakpoint {
  /** Width in CSS px: the largest width of the mode, or the smallest (widescreen). */
  readonly value: number
  readonly isEnabled: boolean
}

export type Breakpoints = Readonly<Record<BreakpointName, Breakpoint>>

/** The builder's defaults: only mobile (767) and tablet (1024) enabled. */
export const DEFAULT_BREAKPOINTS: Breakpoints = {
  mobile: { value: 767, isEnabled: true },
  mobile_extra: { value: 880, isEnabled: false },
  tablet: { value: 1024, isEnabled: true },
  tablet_extra: { value: 1200, isEnabled: false },
  laptop: { value: 1366, isEnabled: false },
  widescreen: { value: 2400, isEnabled: false },
}

/** The modes in use, smallest first, desktop always among them. */
export function activeDeviceModes(breakpoints: Breakpoints = DEFAULT_BREAKPOINTS): DeviceMode[] {
  return DEVICE_MODES.filter((mode) => mode === 'desktop' || breakpoints[mode].isEnabled)
}

/**
 * The mode at `width`: widescreen from its value up (when enabled); otherwise the smallest enabled
 * breakpoint below desktop the width fits under; otherwise desktop.
 */
export function deviceModeAt(width: number, breakpoints: Breakpoints = DEFAULT_BREAKPOINTS): DeviceMode {
  const wide = breakpoints.widescreen
  if (wide.isEnabled && width >= wide.value) return 'widescreen'
  // Always found: desktop is active, and comes before widescreen.
  return activeDeviceModes(breakpoints).find((mode) => mode === 'desktop' || width <= breakpoints[mode].value) as DeviceMode
}
