// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { builderConfig, forgetBuilderConfig, readBuilderConfig } from '../../../../src/runtime/builder/config.ts'
import { ELEMENT_READY_EVENT } from '../../../../src/runtime/builder/element-ready.ts'
import { readWidgetSettings } from '../../../../src/runtime/builder/widget-settings.ts'
import { BUILDER_FRONT_END, widgetIsland } from '../../../../src/runtime/builder/widget.ts'
import { getStoredValue, setStoredValue } from '../../../../src/runtime/expiring-storage.ts'
import { adopt } from '../../../../src/runtime/island.ts'
import { resetWarnings } from '../../../../src/runtime/log.ts'

const globals = globalThis as Record<string, unknown>

afterEach(() => {
  delete globals.elementorFrontendConfig
  delete globals.elementorFrontend
  forgetBuilderConfig()
  resetWarnings()
  document.body.innerHTML = ''
})

describe('elementorFrontendConfig', () => {
  it('has the builder defaults when the global is missing, without an error', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {})
    const config = builderConfig()
    expect(config.editMode).toBe(false)
    expect(config.breakpoints.mobile.value).toBe(767)
    expect(config.breakpoints.tablet.value).toBe(1024)
    expect(config.breakpoints.laptop.isEnabled).toBe(false)
    expect(error).not.toHaveBeenCalled()
  })

  it('reads edit mode, RTL, breakpoints (strings as WordPress prints them) and the kit container', () => {
    const config = readBuilderConfig({
      environmentMode: { edit: true },
      is_rtl: '1',
      responsive: { breakpoints: { mobile: { value: '600', is_enabled: true }, laptop: { value: 1366, is_enabled: '1' } } },
      kit: { stretched_section_container: '.site' },
      settings: { page: { scroll_snap: 'yes' } },
    })
    expect(config.editMode).toBe(true)
    expect(config.isRtl).toBe(true)
    expect(config.breakpoints.mobile.value).toBe(600)
    expect(config.breakpoints.laptop.isEnabled).toBe(true)
    expect(config.stretchedSectionContainer).toBe('.site')
    expect(config.page.scroll_snap).toBe('yes')
  })

  it('refuses a kit container that is not a CSS selector: the window is used, the error names the key', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {})
    expect(readBuilderConfig({ kit: { stretched_section_container: '.site >' } }).stretchedSectionContainer).toBe('')
    expect(error).toHaveBeenCalledTimes(1)
    expect(String(error.mock.calls[0]?.[0])).toMatch(/elementorFrontendConfig.*kit\.stretched_section_container is not a CSS selector/)
    expect(readBuilderConfig({ kit: { stretched_section_container: '#page > .site' } }).stretchedSectionContainer).toBe('#page > .site')
    expect(error).toHaveBeenCalledTimes(1)
  })

  it('reads an empty PHP array (`"page": []`) as an empty object, without an error', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {})
    expect(readBuilderConfig({ settings: { page: [], editorPreferences: [] }, i18n: [] }).page).toEqual({})
    expect(error).not.toHaveBeenCalled()
  })

  it('uses defaults for bad values with exactly one console.error naming them', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {})
    const config = readBuilderConfig({
      environmentMode: 'edit',
      responsive: { breakpoints: { mobile: { value: 'wide' }, tablet: 7 } },
      kit: { stretched_section_container: 12 },
      i18n: { playVideo: ['x'] },
    })
    expect(config.editMode).toBe(false)
    expect(config.breakpoints.mobile.value).toBe(767)
    expect(config.breakpoints.tablet.value).toBe(1024)
    expect(error).toHaveBeenCalledTimes(1)
    expect(String(error.mock.calls[0]?.[0])).toMatch(/environmentMode.*mobile\.value.*tablet.*stretched_section_container.*playVideo/)
    expect(readBuilderConfig('nonsense').breakpoints.mobile.value).toBe(767)
  })
})

describe('widget data-settings', () => {
  const widget = (settings: string | null) => {
    const element = document.createElement('div')
    if (settings !== null) element.setAttribute('data-settings', settings)
    return element
  }
  const number = (value: unknown) => (typeof value === 'number' ? value : undefined)

  it('reads the keys it is asked for, defaults for absent ones', () => {
    const reader = readWidgetSettings(widget('{"speed": 300}'))
    expect(reader.get('speed', number, 500)).toBe(300)
    expect(reader.get('delay', number, 0)).toBe(0)
    expect(reader.problems).toEqual([])
  })

  it('notes bad JSON, a non-object and wrong types, and uses defaults', () => {
    expect(readWidgetSettings(widget('{bad')).problems).toEqual(['data-settings is not valid JSON'])
    expect(readWidgetSettings(widget('[1]')).problems).toEqual(['data-settings is not a JSON object'])
    const reader = readWidgetSettings(widget('{"speed": "<img src=x onerror=alert(1)>"}'))
    expect(reader.get('speed', number, 500)).toBe(500)
    expect(reader.problems).toHaveLength(1)
    expect(reader.problems[0]).toContain('data-settings.speed')
  })

  it('reads the responsive variant of the current device mode', () => {
    Object.defineProperty(window, 'innerWidth', { value: 390, configurable: true })
    const reader = readWidgetSettings(widget('{"columns": 4, "columns_tablet": 2}'))
    expect(reader.responsive('columns', number, 1)).toBe(2)
  })
})

describe('a page-builder widget island', () => {
  const markup = () => {
    document.body.innerHTML =
      '<div class="elementor-widget-x" data-id="abc1234" data-widget_type="x.default" data-settings="{bad"><p>Readable</p></div>'
    return document.querySelector('.elementor-widget-x') as Element
  }

  it('enhances, reports bad settings in one console.error, and raises the element-ready event', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {})
    const mount = vi.fn()
    const root = markup()
    const ready = vi.fn()
    document.addEventListener(ELEMENT_READY_EVENT, (event) => ready((event as CustomEvent).detail))
    adopt(widgetIsland({ tag: 'builder-x', mount }), root)
    expect(mount).toHaveBeenCalledTimes(1)
    expect(error).toHaveBeenCalledTimes(1)
    expect(String(error.mock.calls[0]?.[0])).toContain('<builder-x> (data-id "abc1234") has invalid settings')
    expect(ready).toHaveBeenCalledWith(['x.default'])
    expect(root.textContent).toBe('Readable')
    expect(document.body.getAttribute('data-elementor-device-mode')).toMatch(/mobile|tablet|desktop/)
  })

  it("stands down with one warning when the builder's own front end is on the page", () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    globals.elementorFrontend = { hooks: {} }
    const mount = vi.fn()
    const island = widgetIsland({ tag: 'builder-y', mount })
    adopt(island, markup())
    document.body.insertAdjacentHTML('beforeend', '<div class="w2"></div>')
    adopt(island, document.querySelector('.w2') as Element)
    expect(mount).not.toHaveBeenCalled()
    expect(warn).toHaveBeenCalledTimes(1)
    expect(String(warn.mock.calls[0]?.[0])).toContain(BUILDER_FRONT_END)
  })

  it('does nothing in the builder edit mode, silently', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    globals.elementorFrontendConfig = { environmentMode: { edit: true } }
    globals.elementorFrontend = {}
    const mount = vi.fn()
    adopt(widgetIsland({ tag: 'builder-z', mount }), markup())
    expect(mount).not.toHaveBeenCalled()
    expect(warn).not.toHaveBeenCalled()
  })
})

describe('expiring storage in the builder format', () => {
  beforeEach(() => localStorage.clear())
  afterEach(() => vi.useRealTimers())

  it('keeps a value for its lifetime in seconds, then forgets it', () => {
    vi.useFakeTimers({ now: 1_000_000, toFake: ['Date'] })
    setStoredValue('popup-seen', 'yes', { lifetimeInSeconds: 30 })
    expect(JSON.parse(localStorage.getItem('elementor') ?? '{}')).toEqual({
      'popup-seen': 'yes',
      __expiration: { 'popup-seen': 1_030_000 },
    })
    vi.setSystemTime(1_030_000)
    expect(getStoredValue('popup-seen')).toBe('yes')
    vi.setSystemTime(1_030_001)
    expect(getStoredValue('popup-seen')).toBeUndefined()
    expect(JSON.parse(localStorage.getItem('elementor') ?? '{}')).toEqual({ __expiration: {} })
  })

  it('reads a corrupted store as empty and never throws', () => {
    localStorage.setItem('elementor', '{oops')
    expect(getStoredValue('x')).toBeUndefined()
    setStoredValue('x', 1)
    expect(getStoredValue('x')).toBe(1)
  })
})
