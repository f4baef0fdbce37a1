// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest'
import { mountPanel, type PanelView } from '../../../elements/pao-totals/panel.ts'
import { EMPTY_ADDONS_UI, mountAddonsUi } from '../../../elements/wc-pao-addons/ui.ts'
import type { PanelAddonLine } from '../../../src/core/addons/index.ts'

/** The add-ons' two plain-DOM views: what they draw, what they keep, and that unmounting leaves the server's nodes as they were. */

function addon(fieldId: string, name: string, amountText: string, priceType = 'flat_fee'): PanelAddonLine {
  return {
    line: {
      name,
      fieldId,
      price_type: priceType,
      addonName: name,
      valueLabel: '',
      is_custom_price: false,
      containerId: fieldId,
      cost: 0,
      cost_raw: 0,
    } as unknown as PanelAddonLine['line'],
    amountText,
  }
}

function view(addons: PanelAddonLine[], subtotal = '$20.00', subscription = '', suffix = ''): PanelView {
  return {
    panel: {
      product: { quantityText: '1x', productName: 'Poster <b>', amount: 20, amountText: '$20.00' },
      addons,
      subtotal: { label: 'Subtotal', amount: 20, amountText: subtotal, suffix },
      taxPending: false,
    },
    subscription,
  }
}

/** Each line's columns, as a shopper reads them. */
const texts = (root: Element) =>
  [...root.querySelectorAll('li')].map((li) => [...li.children].map((column) => column.textContent).join(' '))

describe('the totals panel', () => {
  it('draws the extension structure, every value as text', () => {
    const host = document.createElement('div')
    const panel = mountPanel(host)
    panel.render(
      view([addon('a', 'Engraving - <img src=x onerror=alert(1)>', '$2.00', 'quantity_based')], '$22.00', '/ month', 'incl. VAT'),
    )
    expect(texts(host)).toEqual([
      '1x Poster <b> $20.00',
      'Engraving - <img src=x onerror=alert(1)> $2.00',
      'Subtotal $22.00 / month incl. VAT',
    ])
    expect(host.querySelector('img, b')).toBeNull()
    expect(host.querySelector('.product-addon-totals > ul > li.wc-pao-row-quantity-based > .wc-pao-col1')?.textContent).toContain(
      'Engraving',
    )
    expect(host.querySelector('li.wc-pao-subtotal-line p.price small.woocommerce-price-suffix')?.textContent).toBe('incl. VAT')
    expect(host.querySelector('li:first-child .wc-pao-col1 strong span')?.textContent).toBe('1x')
  })

  it('keeps unchanged lines, moves lines a new one comes before, and replaces a changed one', () => {
    const host = document.createElement('div')
    const panel = mountPanel(host)
    panel.render(view([addon('b', 'B', '$2.00')]))
    const [product, b, subtotal] = host.querySelectorAll('li')
    panel.render(view([addon('a', 'A', '$1.00'), addon('b', 'B', '$2.00')], '$23.00'))
    const after = host.querySelectorAll('li')
    expect(after).toHaveLength(4)
    expect(after[0]).toBe(product)
    expect(after[2]).toBe(b)
    expect(after[3]).not.toBe(subtotal)
    expect(texts(host)[3]).toBe('Subtotal $23.00')
    panel.render(view([addon('a', 'A', '$1.00')]))
    expect(texts(host)).toEqual(['1x Poster <b> $20.00', 'A $1.00', 'Subtotal $20.00'])
  })

  it('is emptied by null and by unmount, as the server printed it', () => {
    const host = document.createElement('div')
    const panel = mountPanel(host)
    panel.render(view([]))
    panel.render(null)
    expect(host.childNodes).toHaveLength(0)
    panel.render(view([]))
    expect(host.querySelector('.product-addon-totals')).not.toBeNull()
    panel.unmount()
    expect(host.innerHTML).toBe('')
  })
})

describe('the add-ons notices and tooltip', () => {
  it('puts a notice at the end of its slot, keeps its node while it stays, and removes it when it goes', () => {
    document.body.innerHTML = '<div class="wrap"><input id="f"></div><div class="swatches"></div>'
    const slot = document.querySelector('.wrap')!
    const ui = mountAddonsUi(document)
    ui.render({ notices: [{ key: 'c1', id: 'c1-notice', slot, message: 'Required <em>' }], tooltip: null })
    const notice = slot.lastElementChild as HTMLElement
    expect(notice.outerHTML).toBe('<small class="wc-pao-validation-notice" tabindex="-1" id="c1-notice">Required &lt;em&gt;</small>')
    ui.render({ notices: [{ key: 'c1', id: 'c1-notice', slot, message: 'Too long' }], tooltip: null })
    expect(slot.lastElementChild).toBe(notice)
    expect(notice.textContent).toBe('Too long')
    ui.render(EMPTY_ADDONS_UI)
    expect(slot.innerHTML).toBe('<input id="f">')
  })

  it('draws the tooltip hidden from assistive technology, moves it, and unmount removes everything it added', () => {
    document.body.innerHTML = '<div class="wrap"></div><div class="swatches"></div>'
    const wrap = document.querySelector('.wrap')!
    const swatches = document.querySelector('.swatches')!
    const before = document.body.innerHTML
    const ui = mountAddonsUi(document)
    ui.render({
      notices: [{ key: 'c1', id: 'n1', slot: wrap, message: 'Required' }],
      tooltip: { id: 't1', slot: swatches, text: 'Red', left: 4, top: 8 },
    })
    const tooltip = swatches.querySelector<HTMLElement>('.wc-pao-addon-image-swatch-tooltip')!
    expect(tooltip.getAttribute('aria-hidden')).toBe('true')
    expect([tooltip.textContent, tooltip.style.left, tooltip.style.top]).toEqual(['Red', '4px', '8px'])
    ui.render({ notices: [], tooltip: { id: 't1', slot: swatches, text: 'Blue', left: 40, top: 8 } })
    expect(swatches.querySelector('.wc-pao-addon-image-swatch-tooltip')).toBe(tooltip)
    expect([tooltip.textContent, tooltip.style.left]).toEqual(['Blue', '40px'])
    ui.unmount()
    expect(document.body.innerHTML).toBe(before)
  })
})
