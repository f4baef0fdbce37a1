import { activeDeviceModes, type Breakpoints, DEFAULT_BREAKPOINTS, type DeviceMode } from './devices.ts'

/** A setting the builder printed a value for: anything but `undefined`, `null` and `''` (an emptied control). */
export function isSet(value: unknown): boolean {
  return value !== undefined && value !== null && value !== ''
}

/**
 * THE responsive-setting lookup of the page builder, shared by every widget:
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
  // The active modes from the device up to desktop (smallest first), which has no suffix. A mode
  // that is not active walks none and reads desktop's value: its index, -1, starts the slice at the
  // last active mode, desktop or widescreen, and nothing lies between there and desktop.
  const active = activeDeviceModes(breakpoints)
  const walk = device === 'widescreen' ? [device] : active.slice(active.indexOf(device), active.indexOf('desktop'))
  for (const mode of walk) {
    const value = settings[`${key}_${mode}`]
    if (isSet(value)) return value
  }
  return settings[key]
}
