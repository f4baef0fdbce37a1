import { activeDeviceModes, type Breakpoints, DEFAULT_BREAKPOINTS, type DeviceMode } from './devices.ts'

/**
 * THE responsive-setting lookup of the page builder (issue 13 item 6), shared by every widget:
 * `key_<device>` when it is set, else the next larger active device's, walking toward desktop,
 * whose value is the bare `key`. Widescreen is its own: `key_widescreen`, else the bare key (it
 * never falls back to laptop). "Set" means anything but `undefined`, `null` and `''` (the builder
 * prints an emptied control as `''`); 0 and false are values.
 */
export function isSet(value: unknown): boolean {
  return value !== undefined && value !== null && value !== ''
}

export function responsiveSetting(
  settings: Readonly<Record<string, unknown>>,
  key: string,
  device: DeviceMode,
  breakpoints: Breakpoints = DEFAULT_BREAKPOINTS,
): unknown {
  if (device === 'desktop') return settings[key]
  if (device === 'widescreen') {
    const own = settings[`${key}_widescreen`]
    return isSet(own) ? own : settings[key]
  }
  const modes = activeDeviceModes(breakpoints)
  const start = modes.indexOf(device)
  // A mode that is not active reads from the next active one above it.
  const from = start >= 0 ? start : modes.findIndex((mode) => mode === 'desktop')
  for (let index = from; index < modes.length; index++) {
    const mode = modes[index] as DeviceMode
    if (mode === 'desktop') break
    const value = settings[`${key}_${mode}`]
    if (isSet(value)) return value
  }
  return settings[key]
}
