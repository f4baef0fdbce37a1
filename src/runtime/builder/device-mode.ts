import { type DeviceMode, deviceModeAt } from '../../core/builder/devices.ts'
import { builderConfig } from './config.ts'

/**
 * `body[data-elementor-device-mode]` (the builder's front end sets it from its stylesheet's media
 * queries, on init and resize): the builder's CSS and add-ons read it. Set from the viewport width
 * (what its media queries test) and the active breakpoints, on start and on resize (once per
 * frame). Widgets ask `currentDeviceMode()` and hear changes through `onDeviceModeChange`.
 */

export const DEVICE_MODE_ATTRIBUTE = 'data-elementor-device-mode'

type Listener = (mode: DeviceMode) => void

const listeners = new Set<Listener>()
/** Set once started: it is the started flag too. */
let mode: DeviceMode | undefined
let frame = 0

function update() {
  frame = 0
  const next = deviceModeAt(window.innerWidth, builderConfig().breakpoints)
  if (next === mode) return
  mode = next
  document.body?.setAttribute(DEVICE_MODE_ATTRIBUTE, next)
  for (const listener of [...listeners]) listener(next)
}

/** The current mode; the first call starts keeping the body attribute current. */
export function currentDeviceMode(): DeviceMode {
  if (!mode) {
    update()
    window.addEventListener('resize', () => {
      frame ||= requestAnimationFrame(update)
    })
  }
  return mode as DeviceMode
}

/** Calls `listener` with each new mode until `signal` aborts. */
export function onDeviceModeChange(listener: Listener, signal: AbortSignal): void {
  currentDeviceMode()
  listeners.add(listener)
  signal.addEventListener('abort', () => listeners.delete(listener), { once: true })
}
