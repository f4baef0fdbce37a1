// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, type MockInstance, vi } from 'vitest'
import {
  DEFAULT_PREFIX,
  forgetAttributionSettings,
  readAttributionSettings,
} from '../../../elements/wc-order-attribution-inputs/settings.ts'
import { forgetSettingsBlock } from '../../../src/runtime/settings-source.ts'
import { resetPageGlobals, setGlobal } from './support.ts'

let error: MockInstance

beforeEach(() => {
  forgetAttributionSettings()
  forgetSettingsBlock()
  error = vi.spyOn(console, 'error').mockImplementation(() => {})
})

afterEach(() => {
  error.mockRestore()
  resetPageGlobals()
})

function read(params: Record<string, unknown>) {
  setGlobal('wc_order_attribution', { params })
  return readAttributionSettings()
}

describe('the wc_order_attribution settings', () => {
  it('has the defaults of WooCommerce when nothing is printed', () => {
    expect(read({})).toMatchObject({ lifetimeMonths: 6, sessionMinutes: 30, base64: false, prefix: DEFAULT_PREFIX })
    expect(error).not.toHaveBeenCalled()
  })

  it('reads what wp_localize_script prints (strings) and typed values alike', () => {
    expect(read({ lifetime: '0.5', session: 15, base64: '1', prefix: 'shop_attr_' })).toMatchObject({
      lifetimeMonths: 0.5,
      sessionMinutes: 15,
      base64: true,
      prefix: 'shop_attr_',
    })
  })

  it.each([
    ['1', true],
    ['yes', true],
    ['true', true],
    [true, true],
    [1, true],
    ['', false],
    ['no', false],
    ['0', false],
    [0, false],
  ])('reads base64 %j as %s', (base64, expected) => {
    expect(read({ base64 }).base64).toBe(expected)
    expect(error).not.toHaveBeenCalled()
  })

  it.each([
    ['lifetime', 'abc'],
    ['session', '0'],
    ['session', -5],
    ['base64', 'maybe'],
    ['prefix', 'bad prefix!'],
  ])('reports params.%s = %j and uses the default', (key, value) => {
    const settings = read({ [key]: value })
    expect(settings).toMatchObject({ lifetimeMonths: 6, sessionMinutes: 30, base64: false, prefix: DEFAULT_PREFIX })
    expect(error).toHaveBeenCalledTimes(1)
    expect(String(error.mock.calls[0]?.[0])).toBe(
      `shop-islands: <wc-order-attribution-inputs> setting wc_order_attribution.params.${key} is invalid; the default is used.`,
    )
  })
})
