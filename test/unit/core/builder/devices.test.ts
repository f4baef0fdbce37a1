import { describe, expect, it } from 'vitest'
import { activeDeviceModes, DEFAULT_BREAKPOINTS, deviceModeAt } from '../../../../src/core/builder/devices.ts'
import { responsiveSetting } from '../../../../src/core/builder/responsive.ts'

const all = {
  mobile: { value: 767, direction: 'max', isEnabled: true },
  mobile_extra: { value: 880, direction: 'max', isEnabled: true },
  tablet: { value: 1024, direction: 'max', isEnabled: true },
  tablet_extra: { value: 1200, direction: 'max', isEnabled: true },
  laptop: { value: 1366, direction: 'max', isEnabled: true },
  widescreen: { value: 2400, direction: 'min', isEnabled: true },
} as const

describe('device mode from the width and the active breakpoints', () => {
  it('uses mobile up to 767 px and tablet up to 1024 px by default, desktop above', () => {
    expect(deviceModeAt(320)).toBe('mobile')
    expect(deviceModeAt(767)).toBe('mobile')
    expect(deviceModeAt(768)).toBe('tablet')
    expect(deviceModeAt(1024)).toBe('tablet')
    expect(deviceModeAt(1025)).toBe('desktop')
    expect(deviceModeAt(5000)).toBe('desktop')
  })

  it('uses the extra breakpoints, laptop and widescreen only when enabled', () => {
    expect(deviceModeAt(800, all)).toBe('mobile_extra')
    expect(deviceModeAt(1100, all)).toBe('tablet_extra')
    expect(deviceModeAt(1300, all)).toBe('laptop')
    expect(deviceModeAt(1367, all)).toBe('desktop')
    expect(deviceModeAt(2399, all)).toBe('desktop')
    expect(deviceModeAt(2400, all)).toBe('widescreen')
    expect(deviceModeAt(2400)).toBe('desktop')
  })

  it('skips a disabled breakpoint: the width falls to the next enabled one', () => {
    const noTablet = { ...DEFAULT_BREAKPOINTS, tablet: { ...DEFAULT_BREAKPOINTS.tablet, isEnabled: false } }
    expect(deviceModeAt(900, noTablet)).toBe('desktop')
    expect(activeDeviceModes(noTablet)).toEqual(['mobile', 'desktop'])
  })

  it('lists the active modes smallest first, desktop always among them', () => {
    expect(activeDeviceModes()).toEqual(['mobile', 'tablet', 'desktop'])
    expect(activeDeviceModes(all)).toEqual(['mobile', 'mobile_extra', 'tablet', 'tablet_extra', 'laptop', 'desktop', 'widescreen'])
  })
})

describe('the responsive-setting lookup', () => {
  const settings = { columns: 4, columns_tablet: 2, columns_mobile: '', gap: 0, gap_mobile: 0 }

  it('reads key_<device> when it is set', () => {
    expect(responsiveSetting(settings, 'columns', 'tablet')).toBe(2)
    expect(responsiveSetting(settings, 'gap', 'mobile')).toBe(0)
  })

  it('walks toward desktop when the device value is not set (empty text counts as not set)', () => {
    expect(responsiveSetting(settings, 'columns', 'mobile')).toBe(2)
    expect(responsiveSetting({ columns: 4 }, 'columns', 'mobile')).toBe(4)
  })

  it('reads the bare key on desktop, whatever the device keys say', () => {
    expect(responsiveSetting(settings, 'columns', 'desktop')).toBe(4)
  })

  it('walks only through active devices', () => {
    const laptopOff = { columns: 4, columns_laptop: 3 }
    expect(responsiveSetting(laptopOff, 'columns', 'tablet')).toBe(4)
    expect(responsiveSetting(laptopOff, 'columns', 'tablet', all)).toBe(3)
  })

  it('reads the bare key on a device whose breakpoint is not active, with or without widescreen', () => {
    const settings = { columns: 4, columns_mobile_extra: 1, columns_tablet: 2, columns_laptop: 3 }
    expect(responsiveSetting(settings, 'columns', 'laptop')).toBe(4)
    expect(responsiveSetting(settings, 'columns', 'mobile_extra')).toBe(4)
    const wideOnly = { ...DEFAULT_BREAKPOINTS, widescreen: { ...DEFAULT_BREAKPOINTS.widescreen, isEnabled: true } }
    expect(responsiveSetting(settings, 'columns', 'laptop', wideOnly)).toBe(4)
    expect(responsiveSetting(settings, 'columns', 'mobile', wideOnly)).toBe(2)
  })

  it('gives widescreen its own value, else the bare key (never laptop)', () => {
    const wide = { columns: 4, columns_laptop: 3, columns_widescreen: 6 }
    expect(responsiveSetting(wide, 'columns', 'widescreen', all)).toBe(6)
    expect(responsiveSetting({ columns: 4, columns_laptop: 3 }, 'columns', 'widescreen', all)).toBe(4)
  })

  it('returns undefined when nothing is set', () => {
    expect(responsiveSetting({}, 'columns', 'mobile')).toBeUndefined()
  })
})
