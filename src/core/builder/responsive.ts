import { type BreakpointName, type Breakpoints, DEFAULT_BREAKPOINTS, DEVICE_MODES, type DeviceMode } from './devices.ts'

/** A setting the builder printed a value for: anything but `undefined`, `null` and `''` (an emptied control). */
export function isSet(value: unknown): boolean {
  return value !== undefined && value !== null && value !== ''
}

/** Where the walk toward desktop stops (the modes below it in DEVICE_MODES, smallest first). */
const DESKTOP_INDEX = DEVICE_MODES.indexOf('desktop')

/**
 * THE responsive-setting lookup of the page builder (issue 13 item 6), shared by every widget:
 * `key_<device>` when it is set, else the next larger active device's, walking toward desktop,
 * whose value is the bare `key`. Widescreen is its own: `key_widescreen`, else the bare key (it
 * never falls back to laptop). "Set" means anything but `undefined`, `null` and `''` (the builder
 * prints an emptied control as `''`); 0 and false are values.
 */
export function responsiveSetting(
  settings: Readonly<Record<string, unknown>>,
  key: string,
  device: DeviceMode,
  breakpoints: Breakpoints = DEFAULT_BREAKPOINTS,
): unknown {
  // Desktop has no suffix; a mode that is not active reads desktop's value.
  const walk =
    device === 'widescreen'
      ? [device]
      : DEVICE_MODES.slice(DEVICE_MODES.indexOf(device), DESKTOP_INDEX).filter(
          (mode) => breakpoints[device as BreakpointName].isEnabled && breakpoints[mode as BreakpointName].isEnabled,
        )
  for (const mode of walk) {
    const value = settings[`${key}_${mode}`]
    if (isSet(value)) return value
  }
  return settings[key]
}
