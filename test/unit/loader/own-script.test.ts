// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest'
import { findOwnScript, withoutQuery } from '../../../src/loader/own-script.ts'

const MODULE_URL = 'http://localhost:3000/wp-content/plugins/shop-islands/dist/shop-islands.js'

function addScript(src: string, attributes: Record<string, string> = {}): HTMLScriptElement {
  const script = document.createElement('script')
  script.setAttribute('src', src)
  // Not type=module: happy-dom must not try to fetch these.
  script.type = 'text/plain'
  for (const [name, value] of Object.entries(attributes)) script.setAttribute(name, value)
  document.head.append(script)
  return script
}

afterEach(() => {
  for (const script of document.head.querySelectorAll('script')) script.remove()
})

describe('withoutQuery', () => {
  it('drops the query and the fragment', () => {
    expect(withoutQuery('https://shop.example/a/b.js?ver=1.2#x')).toBe('https://shop.example/a/b.js')
  })
})

describe('findOwnScript', () => {
  it('finds the script whose src is the module URL, ignoring WordPress’s ?ver= query', () => {
    addScript('/wp-includes/js/jquery/jquery.min.js?ver=3.7.1')
    const own = addScript('/wp-content/plugins/shop-islands/dist/shop-islands.js?ver=1.2', {
      'data-adopt': '',
    })
    expect(findOwnScript(MODULE_URL)).toBe(own)
    expect(findOwnScript(`${MODULE_URL}?ver=9`)).toBe(own)
    expect(findOwnScript(MODULE_URL)?.hasAttribute('data-adopt')).toBe(true)
  })

  it('finds it written as an absolute URL too', () => {
    const own = addScript(MODULE_URL)
    expect(findOwnScript(MODULE_URL)).toBe(own)
  })

  it('returns null when no script has that URL', () => {
    addScript('/wp-content/plugins/other/dist/shop-islands.js?ver=1.2')
    addScript('https://cdn.example/wp-content/plugins/shop-islands/dist/shop-islands.js')
    addScript('/wp-content/plugins/shop-islands/dist/shop-islands.js.map')
    expect(findOwnScript(MODULE_URL)).toBeNull()
  })

  it('skips scripts without a src and with an unparsable src', () => {
    const inline = document.createElement('script')
    inline.type = 'text/plain'
    document.head.append(inline)
    addScript('http://[bad')
    expect(findOwnScript(MODULE_URL)).toBeNull()
  })
})
