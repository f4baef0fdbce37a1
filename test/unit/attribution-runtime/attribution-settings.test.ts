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
    ['on', true],
    [' TRUE ', true],
    [1, true],
    ['', false],
    ['no', false],
    ['off', false],
    [0, false],
  ])('reads base64 %j as %s, as every WordPress flag is read', (base64, expected) => {
    expect(read({ base64 }).base64).toBe(expected)
    expect(error).not.toHaveBeenCalled()
  })

  it.each([
    ['lifetime', 'abc', 'expected a number'],
    ['session', '0', 'expected a number above 0'],
    ['session', -5, 'expected a number above 0'],
    ['base64', 'maybe', 'expected a boolean'],
    ['prefix', 'bad prefix!', 'expected up to 64 of a-z, 0-9, _, -'],
  ])('reports params.%s = %j (%s) and uses the default', (key, value, reason) => {
    const settings = read({ [key]: value })
    expect(settings).toMatchObject({ lifetimeMonths: 6, sessionMinutes: 30, base64: false, prefix: DEFAULT_PREFIX })
    expect(error).toHaveBeenCalledTimes(1)
    const message = String(error.mock.calls[0]?.[0])
    expect(message).toContain(`<wc-order-attribution-inputs> setting wc_order_attribution.params.${key} is invalid: ${reason}`)
    expect(message).toContain('the default is used')
  })
})
