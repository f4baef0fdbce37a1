// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, type MockInstance, vi } from 'vitest'

/**
 * The date rules (elements/wc-pao-addons/date-rules.ts) are a chunk of their own that a date field
 * loads when it needs it. Here that load fails, as a network blip would make it fail.
 */
vi.mock('../../../elements/wc-pao-addons/date-rules.ts', () => {
  throw new Error('network blip')
})

const { dateRulesLoader } = await import('../../../elements/wc-pao-addons/date-field.ts')
const { readAddonSettings } = await import('../../../src/core/addons/index.ts')

let error: MockInstance<typeof console.error>

beforeEach(() => {
  error = vi.spyOn(console, 'error').mockImplementation(() => {})
})

afterEach(() => vi.restoreAllMocks())

describe('date rules that fail to load', () => {
  it('are reported, resolve to nothing, and are asked for again at the next call', async () => {
    const load = dateRulesLoader(readAddonSettings({}), { tag: 'wc-pao-addons', host: document.createElement('div') })
    await expect(load()).resolves.toBeUndefined()
    expect(error).toHaveBeenCalledTimes(1)
    expect(String(error.mock.calls[0]?.[0])).toContain('could not load its date rules; the date fields keep their dates')
    await expect(load()).resolves.toBeUndefined()
    expect(error).toHaveBeenCalledTimes(2)
  })
})
