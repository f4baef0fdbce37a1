// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest'
import { drivenByProductAddons, PRODUCT_ADDONS_SCRIPT, productAddonsOriginal } from '../../../src/runtime/coexistence.ts'
import { render } from '../helpers/dom.ts'

afterEach(() => {
  document.body.replaceChildren()
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
})

describe('coexistence with the Product Add-Ons extension', () => {
  it('tells a form the extension drives (WC_PAO.initialized_forms) from any other', () => {
    const main = render('<form id="a"><div class="c"></div></form><form id="b"><div class="c"></div></form>')
    const [a, b] = Array.from(main.querySelectorAll('form'))
    expect(drivenByProductAddons(a!)).toBe(false)
    vi.stubGlobal('WC_PAO', { initialized_forms: [null, { $el: [a] }, {}] })
    expect(drivenByProductAddons(a!)).toBe(true)
    expect(drivenByProductAddons(b!)).toBe(false)
    expect(drivenByProductAddons(null)).toBe(false)
    expect(productAddonsOriginal(a!.querySelector('.c')!)).toBe(PRODUCT_ADDONS_SCRIPT)
    expect(productAddonsOriginal(b!.querySelector('.c')!)).toBe(false)
  })

  it('reads a WC_PAO without the list as not driving', () => {
    const main = render('<form><div class="c"></div></form>')
    vi.stubGlobal('WC_PAO', { initialized_forms: 'no' })
    expect(productAddonsOriginal(main.querySelector('.c')!)).toBe(false)
  })
})
