// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest'
import { forgetSettingsBlock } from '../../../src/runtime/settings-source.ts'
import { themeGlobal } from '../../../src/runtime/theme-settings.ts'

const globals = globalThis as Record<string, unknown>

afterEach(() => {
  document.getElementById('shop-islands-settings')?.remove()
  delete globals.panoramic
  forgetSettingsBlock()
})

function settingsBlock(json: object) {
  const script = document.createElement('script')
  script.type = 'application/json'
  script.id = 'shop-islands-settings'
  script.textContent = JSON.stringify(json)
  document.body.append(script)
}

describe('the theme settings globals', () => {
  it('reads what the plugin handed over from a dequeued theme script (the settings block)', () => {
    settingsBlock({ panoramic: { sliderTransitionSpeed: '450', fontAwesomeVersion: '4.7.0' } })
    expect(themeGlobal('panoramic')).toEqual({ sliderTransitionSpeed: '450', fontAwesomeVersion: '4.7.0' })
  })
  it('reads the page global when the block does not hold it', () => {
    settingsBlock({ woocommerce_params: {} })
    globals.panoramic = { sliderTransitionSpeed: 300 }
    expect(themeGlobal('panoramic')).toEqual({ sliderTransitionSpeed: 300 })
  })
  it('the block wins over the global', () => {
    settingsBlock({ panoramic: { sliderTransitionSpeed: '450' } })
    globals.panoramic = { sliderTransitionSpeed: 300 }
    expect(themeGlobal('panoramic')).toEqual({ sliderTransitionSpeed: '450' })
  })
  it('is undefined when neither prints it', () => {
    expect(themeGlobal('panoramicSliderSpeed')).toBeUndefined()
  })
})
