import { describe, expect, it } from 'vitest'
import { idOfHash, REVIEWS_PANEL_ID, tabOfAddress, tabsOrientation } from '../../../../src/core/product-tabs/tabs.ts'

const PANELS = ['tab-description', 'tab-additional_information', REVIEWS_PANEL_ID]
const PAGE = 'https://shop.example/product/tee/'
const at = (hash: string, href = `${PAGE}${hash}`) => ({ hash, href })
const nothingHolds = () => -1

describe('product tabs: the tab the address opens at start', () => {
  it('no hash: the first tab', () => {
    expect(tabOfAddress(at(''), PANELS, nothingHolds, true)).toBe(0)
  })

  it("#tab-<key>: that tab, any key (WooCommerce knew only the reviews' and additional information's)", () => {
    expect(tabOfAddress(at('#tab-additional_information'), PANELS, nothingHolds, true)).toBe(1)
    expect(tabOfAddress(at('#tab-reviews'), PANELS, nothingHolds, true)).toBe(2)
    expect(tabOfAddress(at('#tab-size_guide'), ['tab-description', 'tab-size_guide'], nothingHolds, true)).toBe(1)
  })

  it('#reviews and any hash holding comment- (any case): the reviews tab', () => {
    for (const hash of ['#reviews', '#comment-9', '#COMMENT-12', '#li-comment-3'])
      expect(tabOfAddress(at(hash), PANELS, nothingHolds, true), hash).toBe(2)
  })

  it('a page of comments (comment-page- or cpage= in the address): the reviews tab', () => {
    expect(tabOfAddress(at('', `${PAGE}comment-page-2/`), PANELS, nothingHolds, true)).toBe(2)
    expect(tabOfAddress(at('', `${PAGE}?cpage=3`), PANELS, nothingHolds, true)).toBe(2)
  })

  it('a hash naming an element inside a panel opens that panel', () => {
    const holding = (id: string) => (id === 'respond' ? 2 : id === 'size-table' ? 0 : -1)
    expect(tabOfAddress(at('#respond'), PANELS, holding, true)).toBe(2)
    expect(tabOfAddress(at('#size-table'), PANELS, holding, true)).toBe(0)
  })

  it('a hash of something else on the page: the first tab', () => {
    expect(tabOfAddress(at('#main'), PANELS, nothingHolds, true)).toBe(0)
  })

  it('without a reviews tab (reviews closed), review hashes open the first tab', () => {
    const panels = ['tab-description', 'tab-additional_information']
    expect(tabOfAddress(at('#reviews'), panels, nothingHolds, true)).toBe(0)
    expect(tabOfAddress(at('', `${PAGE}?cpage=2`), panels, nothingHolds, true)).toBe(0)
  })

  it('no tabs: nothing to open', () => {
    expect(tabOfAddress(at('#tab-reviews'), [], nothingHolds, true)).toBe(-1)
  })
})

describe('product tabs: when the hash changes', () => {
  it('a hash of a tab, of the reviews, or of an element in a panel opens its tab', () => {
    expect(tabOfAddress(at('#tab-additional_information'), PANELS, nothingHolds, false)).toBe(1)
    expect(tabOfAddress(at('#comment-4'), PANELS, nothingHolds, false)).toBe(2)
    expect(tabOfAddress(at('#respond'), PANELS, (id) => (id === 'respond' ? 2 : -1), false)).toBe(2)
  })

  it('any other hash, or none, keeps the open tab', () => {
    expect(tabOfAddress(at(''), PANELS, nothingHolds, false)).toBe(-1)
    expect(tabOfAddress(at('#main'), PANELS, nothingHolds, false)).toBe(-1)
    // The address of a page of comments counts only at start.
    expect(tabOfAddress(at('', `${PAGE}?cpage=3`), PANELS, nothingHolds, false)).toBe(-1)
  })
})

describe('product tabs: hashes', () => {
  it('percent-decoded, kept as they are when that fails', () => {
    expect(idOfHash('#tab-caf%C3%A9')).toBe('tab-café')
    expect(idOfHash('#100%')).toBe('100%')
    expect(idOfHash('')).toBe('')
  })

  it('hostile hashes are plain ids that match nothing', () => {
    for (const hash of ['#"><img src=x onerror=alert(1)>', '#tab-reviews"], *', '#%E0%A4%A'])
      expect(tabOfAddress(at(hash), PANELS, nothingHolds, false), hash).toBe(-1)
  })
})

describe('product tabs: orientation', () => {
  it('a row of tabs is horizontal, a column vertical', () => {
    expect(tabsOrientation({ top: 10, left: 0 }, { top: 10, left: 120 })).toBe('horizontal')
    expect(tabsOrientation({ top: 10, left: 0 }, { top: 50, left: 0 })).toBe('vertical')
  })

  it('tabs that wrap onto a new row to the left count by the larger distance', () => {
    expect(tabsOrientation({ top: 0, left: 300 }, { top: 40, left: 0 })).toBe('horizontal')
  })

  it('fewer than two tabs: horizontal', () => {
    expect(tabsOrientation({ top: 0, left: 0 }, undefined)).toBe('horizontal')
    expect(tabsOrientation(undefined, undefined)).toBe('horizontal')
  })
})
