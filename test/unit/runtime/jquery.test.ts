// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest'
import { setJQueryData } from '../../../src/runtime/jquery-data.ts'
import { $, render } from '../helpers/dom.ts'
import { installJQuery, removeJQuery } from '../helpers/jquery.ts'

afterEach(() => {
  document.body.replaceChildren()
  removeJQuery()
})

describe('setJQueryData', () => {
  it('puts the value where $(element).data(key) finds it, over the data-* attribute jQuery would read', async () => {
    const jQuery = await installJQuery()
    const element = $(render('<div id="totals" data-price="20" data-product-id="50"></div>'), '#totals')
    expect(jQuery(element).data('price')).toBe(20)
    const lines = [{ name: 'E - x', cost: 4 }]
    setJQueryData(element, 'price_data', lines)
    setJQueryData(element, 'product-id', 51)
    setJQueryData(element, 'price', 30)
    expect(jQuery(element).data('price_data')).toBe(lines)
    expect(jQuery('#totals').data('product-id')).toBe(51)
    expect(jQuery('#totals').data('price')).toBe(30)
    // The attributes stay the server's.
    expect(element.getAttribute('data-price')).toBe('20')
  })

  it('does nothing without jQuery on the page', () => {
    const element = $(render('<div id="totals"></div>'), '#totals')
    expect(() => setJQueryData(element, 'price_data', [])).not.toThrow()
    expect(element.attributes).toHaveLength(1)
  })
})
