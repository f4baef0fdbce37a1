// @vitest-environment happy-dom
import { afterEach, beforeAll, beforeEach, describe, expect, it, type MockInstance, vi } from 'vitest'
import * as chunk from '../../../elements/wc-product-tabs/index.ts'
import { resetWarnings } from '../../../src/runtime/log.ts'
import { forgetSettingsBlock } from '../../../src/runtime/settings.ts'
import { asLoaded } from '../helpers/adopt.ts'
import { $, microtasks, nextTask, render } from '../helpers/dom.ts'
import { installJQuery, removeJQuery } from '../helpers/jquery.ts'

const { define, adopt } = asLoaded({ 'wc-product-tabs': chunk })
const globals = globalThis as unknown as Record<string, unknown>

/** WooCommerce 10.5.2's templates/single-product/tabs/tabs.php, three tabs. */
const TABS = `
<div class="product" id="product-9">
<a href="#reviews" class="woocommerce-review-link" rel="nofollow">(<span class="count">2</span> customer reviews)</a>
<div class="woocommerce-tabs wc-tabs-wrapper">
  <ul class="tabs wc-tabs" role="tablist">
    <li role="presentation" class="description_tab" id="tab-title-description"><a href="#tab-description" role="tab" aria-controls="tab-description">Description</a></li>
    <li role="presentation" class="additional_information_tab" id="tab-title-additional_information"><a href="#tab-additional_information" role="tab" aria-controls="tab-additional_information">Additional information</a></li>
    <li role="presentation" class="reviews_tab" id="tab-title-reviews"><a href="#tab-reviews" role="tab" aria-controls="tab-reviews">Reviews (2)</a></li>
  </ul>
  <div class="woocommerce-Tabs-panel woocommerce-Tabs-panel--description panel entry-content wc-tab" id="tab-description" role="tabpanel" aria-labelledby="tab-title-description"><h2>Description</h2><p>Soft.</p></div>
  <div class="woocommerce-Tabs-panel woocommerce-Tabs-panel--additional_information panel entry-content wc-tab" id="tab-additional_information" role="tabpanel" aria-labelledby="tab-title-additional_information"><table class="woocommerce-product-attributes shop_attributes"><tr><th>Size</th><td>M</td></tr></table></div>
  <div class="woocommerce-Tabs-panel woocommerce-Tabs-panel--reviews panel entry-content wc-tab" id="tab-reviews" role="tabpanel" aria-labelledby="tab-title-reviews"><div id="reviews" class="woocommerce-Reviews"><ol class="commentlist"><li id="li-comment-4"><div id="comment-4">Great.</div></li></ol></div></div>
</div>
</div>`

let error: MockInstance<typeof console.error>
let warn: MockInstance<typeof console.warn>

beforeAll(() => define())

beforeEach(() => {
  resetWarnings()
  forgetSettingsBlock()
  error = vi.spyOn(console, 'error').mockImplementation(() => {})
  warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
  history.replaceState(null, '', '/product/tee/')
})

afterEach(async () => {
  document.body.replaceChildren()
  await microtasks()
  await nextTask()
  delete globals.wc_single_product_params
  removeJQuery()
})

function tabsPage() {
  const page = render(TABS)
  const wrapper = $(page, '.woocommerce-tabs')
  const server = wrapper.outerHTML
  const links = [...page.querySelectorAll<HTMLAnchorElement>('a[role="tab"]')]
  const panels = [...page.querySelectorAll<HTMLElement>('.wc-tab')]
  return { page, wrapper, server, links, panels, start: () => adopt(wrapper) }
}

const selectedIndex = (links: HTMLElement[]) => links.findIndex((link) => link.getAttribute('aria-selected') === 'true')
const shownPanels = (panels: HTMLElement[]) => panels.filter((panel) => panel.style.display !== 'none').map((panel) => panel.id)
const key = (target: Element, name: string) =>
  target.dispatchEvent(new KeyboardEvent('keydown', { key: name, bubbles: true, cancelable: true }))

describe('<wc-product-tabs>: adopted', () => {
  it('selects the first tab as WooCommerce does: li.active, aria-selected, roving tabindex, other panels display none', () => {
    const { wrapper, links, panels, start } = tabsPage()
    start()
    expect(wrapper.hasAttribute('data-island-mounted')).toBe(true)
    expect(selectedIndex(links)).toBe(0)
    expect(links.map((link) => link.tabIndex)).toEqual([0, -1, -1])
    expect([...wrapper.querySelectorAll('li.active')].map((li) => li.id)).toEqual(['tab-title-description'])
    expect(shownPanels(panels)).toEqual(['tab-description'])
    expect(panels.map((panel) => panel.getAttribute('aria-labelledby'))).toEqual([
      'tab-title-description',
      'tab-title-additional_information',
      'tab-title-reviews',
    ])
    expect(panels.every((panel) => panel.tabIndex === 0 && panel.getAttribute('role') === 'tabpanel')).toBe(true)
    expect(links.map((link) => link.getAttribute('aria-controls'))).toEqual(panels.map((panel) => panel.id))
  })

  it('a click selects its tab and keeps the address', () => {
    const { links, panels, start } = tabsPage()
    start()
    const click = new MouseEvent('click', { bubbles: true, cancelable: true })
    links[2]?.dispatchEvent(click)
    expect(click.defaultPrevented).toBe(true)
    expect(selectedIndex(links)).toBe(2)
    expect(shownPanels(panels)).toEqual(['tab-reviews'])
    expect(location.hash).toBe('')
  })

  it('arrow keys select and focus the next or previous tab, wrapping; Home and End the ends', () => {
    const { links, start } = tabsPage()
    start()
    links[0]?.focus()
    key(links[0] as Element, 'ArrowRight')
    expect(selectedIndex(links)).toBe(1)
    expect(document.activeElement).toBe(links[1])
    key(links[1] as Element, 'End')
    expect(selectedIndex(links)).toBe(2)
    key(links[2] as Element, 'ArrowRight')
    expect(selectedIndex(links)).toBe(0)
    key(links[0] as Element, 'ArrowLeft')
    expect(selectedIndex(links)).toBe(2)
    key(links[2] as Element, 'Home')
    expect(selectedIndex(links)).toBe(0)
    expect(document.activeElement).toBe(links[0])
    expect(links.map((link) => link.tabIndex)).toEqual([0, -1, -1])
  })

  it('other keys are left to the browser', () => {
    const { links, start } = tabsPage()
    start()
    expect(key(links[0] as Element, 'Tab')).toBe(true)
    expect(key(links[0] as Element, 'a')).toBe(true)
    expect(selectedIndex(links)).toBe(0)
  })

  it('opens the tab the hash names at start: #comment-4 the reviews', () => {
    history.replaceState(null, '', '/product/tee/#comment-4')
    const { links, panels, start } = tabsPage()
    start()
    expect(selectedIndex(links)).toBe(2)
    expect(shownPanels(panels)).toEqual(['tab-reviews'])
  })

  it('a page of comments opens the reviews', () => {
    history.replaceState(null, '', '/product/tee/?cpage=2')
    const { links, start } = tabsPage()
    start()
    expect(selectedIndex(links)).toBe(2)
  })

  it('opens the tab of a new hash; a hash of nothing in the tabs keeps the open tab', () => {
    const { links, start } = tabsPage()
    start()
    history.replaceState(null, '', '#tab-additional_information')
    window.dispatchEvent(new HashChangeEvent('hashchange'))
    expect(selectedIndex(links)).toBe(1)
    history.replaceState(null, '', '#main')
    window.dispatchEvent(new HashChangeEvent('hashchange'))
    expect(selectedIndex(links)).toBe(1)
    history.replaceState(null, '', '#reviews')
    window.dispatchEvent(new HashChangeEvent('hashchange'))
    expect(selectedIndex(links)).toBe(2)
  })

  it('a review link opens the reviews and leaves the browser to go to #reviews', () => {
    const { page, links, start } = tabsPage()
    start()
    const click = new MouseEvent('click', { bubbles: true, cancelable: true })
    $(page, 'a.woocommerce-review-link').dispatchEvent(click)
    expect(click.defaultPrevented).toBe(false)
    expect(selectedIndex(links)).toBe(2)
  })

  it("a review link of another product is that product's", () => {
    const { links, start } = tabsPage()
    start()
    const other = render('<div class="product"><a href="#reviews" class="woocommerce-review-link">1 review</a></div>')
    $(other, 'a').dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }))
    expect(selectedIndex(links)).toBe(0)
  })

  it('the cleanup puts the server markup back', async () => {
    const { page, wrapper, server, links, start } = tabsPage()
    start()
    links[1]?.click()
    wrapper.remove()
    await microtasks()
    await nextTask()
    expect(wrapper.outerHTML).toBe(server)
    expect(wrapper.hasAttribute('data-island-mounted')).toBe(false)
    // And its listeners are gone: a click is the browser's again.
    page.append(wrapper)
    const click = new MouseEvent('click', { bubbles: true, cancelable: true })
    links[2]?.dispatchEvent(click)
    expect(click.defaultPrevented).toBe(false)
  })

  it('raises init on the wrapper once started, through jQuery too', async () => {
    const jQuery = await installJQuery()
    const heard: string[] = []
    jQuery(document.body).on('init', '.wc-tabs-wrapper', () => heard.push('jquery'))
    document.body.addEventListener('init', () => heard.push('dom'))
    tabsPage().start()
    expect(heard.sort()).toEqual(['dom', 'jquery'])
    jQuery(document.body).off('init')
  })

  it("another script's init (jQuery trigger) applies the address again", async () => {
    const jQuery = await installJQuery()
    const { wrapper, links, start } = tabsPage()
    start()
    links[1]?.click()
    history.replaceState(null, '', '#tab-reviews')
    jQuery(wrapper).trigger('init')
    expect(selectedIndex(links)).toBe(2)
  })

  it("stands down, with one warning, where WooCommerce's single-product.js is bound", async () => {
    const jQuery = await installJQuery()
    const handler = () => false
    jQuery(document.body).on('click', '.wc-tabs li a, ul.tabs li a', handler)
    const { wrapper, links, start } = tabsPage()
    start()
    expect(wrapper.hasAttribute('data-island-mounted')).toBe(false)
    expect(links[0]?.hasAttribute('aria-selected')).toBe(false)
    expect(warn).toHaveBeenCalledTimes(1)
    expect(String(warn.mock.calls[0]?.[0])).toContain('single-product.js')
    jQuery(document.body).off('click', handler)
  })

  it('a tab whose panel is missing is left out; no tabs at all, nothing changes', () => {
    const page = render(
      `<div class="woocommerce-tabs wc-tabs-wrapper"><ul class="tabs wc-tabs" role="tablist">
        <li class="a_tab"><a href="#tab-a">A</a></li><li class="gone_tab"><a href="#tab-gone">Gone</a></li></ul>
        <div class="wc-tab" id="tab-a">A</div></div>`,
    )
    adopt($(page, '.woocommerce-tabs'))
    expect($(page, 'a[href="#tab-a"]').getAttribute('aria-selected')).toBe('true')
    expect($(page, 'a[href="#tab-gone"]').hasAttribute('role')).toBe(false)
    const empty = render('<div class="woocommerce-tabs"><p>No tabs</p></div>')
    const before = empty.innerHTML
    adopt($(empty, '.woocommerce-tabs'))
    expect(empty.innerHTML.replace(' data-island-mounted=""', '')).toBe(before)
    expect(error).not.toHaveBeenCalled()
  })

  it('a hostile hash matches nothing and throws nothing', () => {
    history.replaceState(null, '', '/product/tee/#%22%5D%2C%20*%20%3Cimg%3E')
    const { links, start } = tabsPage()
    start()
    expect(selectedIndex(links)).toBe(0)
    expect(error).not.toHaveBeenCalled()
  })
})
