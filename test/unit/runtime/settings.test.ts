// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, type MockInstance, vi } from 'vitest'
import { forgetSettingsBlock, readSettings, type SettingSpecs, settingsBlock, settingsGroup } from '../../../src/runtime/settings.ts'
import { readWpFlag, readWpNumber } from '../../../src/core/wp/values.ts'
import { wpReader, wpString } from '../../../src/runtime/validate.ts'

const wpNumber = wpReader(readWpNumber, 'expected a number')
const wpBoolean = wpReader(readWpFlag, 'expected a boolean')

interface Example {
  label: string
  threshold: number
  enabled: boolean
}

const specs: SettingSpecs<Example> = {
  label: {
    attribute: 'label-show',
    keys: [['woocommerce_params', 'i18n_password_show']],
    validate: wpString,
    fallback: 'Show password',
  },
  threshold: {
    keys: [
      ['shop_islands', 'threshold'],
      ['wc_add_to_cart_variation_params', 'ajax_threshold'],
    ],
    validate: wpNumber,
    fallback: 30,
  },
  enabled: {
    attribute: 'enabled',
    keys: [['shop_islands', 'enabled']],
    validate: wpBoolean,
    fallback: false,
  },
}

type Globals = Record<string, unknown>
const globals = globalThis as unknown as Globals
let host: HTMLElement
let error: MockInstance<typeof console.error>

function setBlock(text: string) {
  const script = document.createElement('script')
  script.type = 'application/json'
  script.id = 'shop-islands-settings'
  script.textContent = text
  document.body.append(script)
}

beforeEach(() => {
  forgetSettingsBlock()
  host = document.createElement('wc-password-toggle')
  document.body.append(host)
  error = vi.spyOn(console, 'error').mockImplementation(() => {})
})

afterEach(() => {
  document.body.replaceChildren()
  delete globals.woocommerce_params
  delete globals.wc_add_to_cart_variation_params
  delete globals.shop_islands
  forgetSettingsBlock()
})

/** readSettings names the element by its tag and reads attributes from its host. */
const owner = () => ({ tag: 'wc-password-toggle', host })

describe('readSettings precedence', () => {
  it('uses the fallback when nothing is set', () => {
    expect(readSettings(owner(), specs)).toEqual({ label: 'Show password', threshold: 30, enabled: false })
    expect(error).not.toHaveBeenCalled()
  })

  it('reads the global the plugin prints (strings from wp_localize_script)', () => {
    globals.woocommerce_params = { i18n_password_show: 'Passwort anzeigen' }
    globals.wc_add_to_cart_variation_params = { ajax_threshold: '100' }
    globals.shop_islands = { enabled: '1' }
    expect(readSettings(owner(), specs)).toEqual({
      label: 'Passwort anzeigen',
      threshold: 100,
      enabled: true,
    })
  })

  it('prefers the JSON settings block to the global', () => {
    globals.woocommerce_params = { i18n_password_show: 'from global' }
    setBlock('{"woocommerce_params":{"i18n_password_show":"from block"},"shop_islands":{"enabled":true}}')
    expect(readSettings(owner(), specs)).toMatchObject({ label: 'from block', enabled: true })
  })

  it('prefers the element’s attribute to the block and the global', () => {
    globals.woocommerce_params = { i18n_password_show: 'from global' }
    setBlock('{"woocommerce_params":{"i18n_password_show":"from block"}}')
    host.setAttribute('label-show', 'from attribute')
    expect(readSettings(owner(), specs).label).toBe('from attribute')
  })

  it('takes an empty attribute as a value, not as absence', () => {
    globals.shop_islands = { enabled: '1' }
    host.setAttribute('enabled', '')
    expect(readSettings(owner(), specs).enabled).toBe(false)
  })

  it('tries the keys in order, the first found winning', () => {
    globals.wc_add_to_cart_variation_params = { ajax_threshold: '100' }
    setBlock('{"shop_islands":{"threshold":5}}')
    expect(readSettings(owner(), specs).threshold).toBe(5)
  })

  it('merges block and global key by key', () => {
    globals.woocommerce_params = { i18n_password_show: 'global show', i18n_password_hide: 'global hide' }
    setBlock('{"woocommerce_params":{"i18n_password_hide":"block hide"}}')
    expect(settingsGroup('woocommerce_params')).toEqual({
      i18n_password_show: 'global show',
      i18n_password_hide: 'block hide',
    })
  })
})

describe('invalid settings', () => {
  it('reports an invalid value naming the element and its source, and uses the fallback', () => {
    globals.wc_add_to_cart_variation_params = { ajax_threshold: 'lots' }
    expect(readSettings(owner(), specs).threshold).toBe(30)
    expect(error).toHaveBeenCalledTimes(1)
    const text = String(error.mock.calls[0]?.[0])
    expect(text).toContain('<wc-password-toggle>')
    expect(text).toContain('wc_add_to_cart_variation_params.ajax_threshold')
    expect(text).toContain('expected a number')
  })

  it('names the attribute when the attribute is invalid', () => {
    const numeric: SettingSpecs<{ n: number }> = {
      n: { attribute: 'data-n', keys: [], validate: wpNumber, fallback: 1 },
    }
    host.setAttribute('data-n', 'x')
    expect(readSettings(owner(), numeric).n).toBe(1)
    expect(error).toHaveBeenCalledTimes(1)
    expect(String(error.mock.calls[0]?.[0])).toContain('attribute "data-n"')
  })

  it('falls through an invalid attribute to the next source that is valid', () => {
    const numeric: SettingSpecs<{ n: number }> = {
      n: { attribute: 'data-n', keys: [['shop_islands', 'n']], validate: wpNumber, fallback: 1 },
    }
    globals.shop_islands = { n: '7' }
    host.setAttribute('data-n', 'x')
    expect(readSettings(owner(), numeric).n).toBe(7)
    expect(error).toHaveBeenCalledTimes(1)
  })

  it('reports a malformed JSON block once and ignores it', () => {
    globals.woocommerce_params = { i18n_password_show: 'from global' }
    setBlock('{"woocommerce_params": {')
    expect(readSettings(owner(), specs).label).toBe('from global')
    expect(readSettings(owner(), specs).label).toBe('from global')
    expect(error).toHaveBeenCalledTimes(1)
    expect(String(error.mock.calls[0]?.[0])).toContain('shop-islands-settings')
  })

  it('reports a block that is an array and ignores it', () => {
    setBlock('[{"woocommerce_params":{"i18n_password_show":"x"}}]')
    expect(settingsBlock()).toEqual({})
    expect(readSettings(owner(), specs).label).toBe('Show password')
    expect(error).toHaveBeenCalledTimes(1)
    expect(String(error.mock.calls[0]?.[0])).toContain('JSON object')
  })

  it('ignores a group that is not an object', () => {
    globals.woocommerce_params = 'oops'
    setBlock('{"woocommerce_params": [1, 2]}')
    expect(settingsGroup('woocommerce_params')).toEqual({})
    expect(error).not.toHaveBeenCalled()
  })

  it('treats an empty block as no block', () => {
    setBlock('   ')
    expect(settingsBlock()).toEqual({})
    expect(error).not.toHaveBeenCalled()
  })
})

describe('settingsBlock', () => {
  it('reads the block once until it is forgotten', () => {
    setBlock('{"shop_islands":{"threshold":1}}')
    expect(settingsBlock()).toEqual({ shop_islands: { threshold: 1 } })
    document.body.querySelector('#shop-islands-settings')?.remove()
    setBlock('{"shop_islands":{"threshold":2}}')
    expect(settingsBlock()).toEqual({ shop_islands: { threshold: 1 } })
    forgetSettingsBlock()
    expect(settingsBlock()).toEqual({ shop_islands: { threshold: 2 } })
  })
})
