// @vitest-environment happy-dom
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import * as accordionChunk from '../../../../elements/builder-accordion/index.ts'
import * as tabsChunk from '../../../../elements/builder-tabs/index.ts'
import { forgetBuilderConfig } from '../../../../src/runtime/builder/config.ts'
import { resetWarnings } from '../../../../src/runtime/log.ts'
import { adoptedNode, asLoaded, detach } from '../../helpers/adopt.ts'
import { $, nextTask } from '../../helpers/dom.ts'

/**
 * The builder's own stylesheets (widget-accordion.min.css, widget-toggle.min.css,
 * widget-tabs.min.css of 3.35.9) hide every panel and show none by class; its handler shows a
 * panel with an inline display. These are the rules that matter, as those files write them.
 */
const BUILDER_RULES = `
.elementor-accordion .elementor-tab-content{border-block-start:1px solid #d5d8dc;display:none;padding:15px 20px}
.elementor-toggle .elementor-tab-content{border-block-end:1px solid #d5d8dc;display:none;padding:15px}
.elementor-widget-tabs .elementor-tab-content{display:none;padding:20px}
`

const { define, adopt } = asLoaded({ 'builder-accordion': accordionChunk, 'builder-tabs': tabsChunk })

const item = (kind: string, n: number, extra = '') => `
  <div class="elementor-${kind}-item">
    <div id="elementor-tab-title-${kind}${n}" class="elementor-tab-title" data-tab="${n}" role="button" aria-controls="elementor-tab-content-${kind}${n}" aria-expanded="false">
      <a class="elementor-${kind}-title" tabindex="0">Question ${n}</a>
    </div>
    <div id="elementor-tab-content-${kind}${n}" class="elementor-tab-content elementor-clearfix" data-tab="${n}" role="region" aria-labelledby="elementor-tab-title-${kind}${n}"${extra}><p>Answer ${n}</p></div>
  </div>`

/** A widget as 3.35.9 prints it (no `elementor-widget-container`). */
const disclosures = (kind: 'accordion' | 'toggle') => `
  <div class="elementor-element elementor-widget elementor-widget-${kind}" data-id="83c2fc8" data-element_type="widget" data-widget_type="${kind}.default">
    <div class="elementor-${kind}">${item(kind, 1)}${item(kind, 2)}</div>
  </div>`

const tabsMarkup = `
  <div class="elementor-element elementor-tabs-view-horizontal elementor-widget elementor-widget-tabs" data-id="c5b34b6" data-element_type="widget" data-widget_type="tabs.default">
    <div class="elementor-tabs">
      <div class="elementor-tabs-wrapper" role="tablist">
        <div id="elementor-tab-title-2071" class="elementor-tab-title elementor-tab-desktop-title" aria-selected="true" data-tab="1" role="tab" tabindex="0" aria-controls="elementor-tab-content-2071" aria-expanded="false">Care</div>
        <div id="elementor-tab-title-2072" class="elementor-tab-title elementor-tab-desktop-title" aria-selected="false" data-tab="2" role="tab" tabindex="-1" aria-controls="elementor-tab-content-2072" aria-expanded="false">Materials</div>
      </div>
      <div class="elementor-tabs-content-wrapper" role="tablist" aria-orientation="vertical">
        <div class="elementor-tab-title elementor-tab-mobile-title" aria-selected="true" data-tab="1" role="tab" tabindex="0" aria-controls="elementor-tab-content-2071" aria-expanded="false">Care</div>
        <div id="elementor-tab-content-2071" class="elementor-tab-content elementor-clearfix" data-tab="1" role="tabpanel" aria-labelledby="elementor-tab-title-2071" tabindex="0" hidden="false"><p>Cold wash</p></div>
        <div class="elementor-tab-title elementor-tab-mobile-title" aria-selected="false" data-tab="2" role="tab" tabindex="-1" aria-controls="elementor-tab-content-2072" aria-expanded="false">Materials</div>
        <div id="elementor-tab-content-2072" class="elementor-tab-content elementor-clearfix" data-tab="2" role="tabpanel" aria-labelledby="elementor-tab-title-2072" tabindex="0" hidden="hidden"><p>Linen</p></div>
      </div>
    </div>
  </div>`

const shown = (element: Element) => getComputedStyle(element).display !== 'none' && !(element as HTMLElement).hidden

let style: HTMLStyleElement

beforeAll(() => define())

beforeEach(() => {
  resetWarnings()
  vi.spyOn(console, 'error').mockImplementation(() => {})
  vi.spyOn(console, 'warn').mockImplementation(() => {})
  // Reduced motion: panels take their end state at once.
  vi.spyOn(window, 'matchMedia').mockImplementation(
    (query: string) => ({ matches: query.includes('reduce'), media: query }) as MediaQueryList,
  )
  style = document.createElement('style')
  style.textContent = BUILDER_RULES
  document.head.append(style)
})

afterEach(async () => {
  document.body.replaceChildren()
  style.remove()
  forgetBuilderConfig()
  await nextTask()
})

const mount = (html: string) => adoptedNode(adopt, html)

describe('accordion and toggle under the builder stylesheets', () => {
  it('shows the accordion’s first panel at start, as the builder’s handler does (inline display, no hidden)', async () => {
    const { widget } = await mount(disclosures('accordion'))
    const [first, second] = widget.querySelectorAll<HTMLElement>('.elementor-tab-content')
    expect(shown(first as HTMLElement)).toBe(true)
    expect(first?.style.display).toBe('block')
    expect(first?.classList.contains('elementor-active')).toBe(true)
    expect(shown(second as HTMLElement)).toBe(false)
    expect(second?.hidden).toBe(true)
    expect($(widget, '#elementor-tab-title-accordion1').classList.contains('elementor-active')).toBe(true)
  })

  it('opens a toggle panel on a click so the builder’s rule no longer hides it, and closes it again', async () => {
    const { widget } = await mount(disclosures('toggle'))
    const title = $(widget, '#elementor-tab-title-toggle2')
    const panel = $(widget, '#elementor-tab-content-toggle2')
    expect(shown(panel)).toBe(false)
    title.click()
    await nextTask()
    expect(shown(panel)).toBe(true)
    expect(title.getAttribute('aria-expanded')).toBe('true')
    title.click()
    await nextTask()
    expect(shown(panel)).toBe(false)
    expect(panel.style.display).toBe('none')
  })

  it('leaves the markup as the server sent it when it unmounts', async () => {
    for (const kind of ['accordion', 'toggle'] as const) {
      const { widget, server } = await mount(disclosures(kind))
      $(widget, `#elementor-tab-title-${kind}2`).click()
      await nextTask()
      await detach(widget)
      expect(widget.outerHTML).toBe(server)
    }
  })
})

describe('tabs under the builder stylesheets', () => {
  it('shows the selected panel (its hidden attribute, even hidden="false", removed) and switches on a click', async () => {
    const { widget } = await mount(tabsMarkup)
    const care = $(widget, '#elementor-tab-content-2071')
    const materials = $(widget, '#elementor-tab-content-2072')
    expect(shown(care)).toBe(true)
    expect(shown(materials)).toBe(false)
    $(widget, '#elementor-tab-title-2072').click()
    await nextTask()
    expect(shown(materials)).toBe(true)
    expect(shown(care)).toBe(false)
    expect(care.hidden).toBe(true)
  })

  it('leaves the markup as the server sent it when it unmounts', async () => {
    const { widget, server } = await mount(tabsMarkup)
    $(widget, '#elementor-tab-title-2072').click()
    await nextTask()
    await detach(widget)
    expect(widget.outerHTML).toBe(server)
  })
})
