// @vitest-environment happy-dom
import { beforeAll, describe, expect, it } from 'vitest'
import * as nestedAccordionChunk from '../../../../elements/builder-nested-accordion/index.ts'
import { adoptedNode, asLoaded, detach } from '../../helpers/adopt.ts'
import { $, nextTask } from '../../helpers/dom.ts'

const { define, adopt } = asLoaded({ 'builder-nested-accordion': nestedAccordionChunk })

const item = (n: number, open: boolean) => `
  <details id="e-n-accordion-item-22${n}" class="e-n-accordion-item"${open ? ' open' : ''}>
    <summary class="e-n-accordion-item-title" data-accordion-index="${n}" tabindex="0" aria-expanded="${open}" aria-controls="e-n-accordion-item-22${n}"><span class="e-n-accordion-item-title-header"><div class="e-n-accordion-item-title-text">Question ${n}</div></span></summary>
    <div role="region" aria-labelledby="e-n-accordion-item-22${n}" class="e-con e-child"><p>Answer ${n}</p></div>
  </details>`

/** The nested accordion as the builder 3.35 prints it: the first item open. */
const markup = `
  <div class="elementor-element elementor-widget elementor-widget-n-accordion" data-id="d2b0101" data-element_type="widget" data-settings="{&quot;max_items_expended&quot;:&quot;one&quot;,&quot;default_state&quot;:&quot;expanded&quot;,&quot;n_accordion_animation_duration&quot;:{&quot;unit&quot;:&quot;ms&quot;,&quot;size&quot;:0}}" data-widget_type="nested-accordion.default">
    <div class="elementor-widget-container"><div class="e-n-accordion" aria-label="Questions">${item(1, true)}${item(2, false)}</div></div>
  </div>`

beforeAll(() => define())

const mounted = () => adoptedNode(adopt, markup)

describe('<builder-nested-accordion> mounted and undone', () => {
  it('names each summary and region by the other while mounted', async () => {
    const { widget } = await mounted()
    const summary = $(widget, 'summary')
    const region = $(widget, '[role="region"]')
    expect(summary.getAttribute('aria-controls')).toBe(region.id)
    expect(region.getAttribute('aria-labelledby')).toBe(summary.id)
  })

  it('leaves the markup as the server sent it when it goes, after another item was opened', async () => {
    const { widget, server } = await mounted()
    // Opened by the browser (find in page, a fragment link): the island follows, closing the other.
    ;($(widget, '#e-n-accordion-item-222') as HTMLDetailsElement).open = true
    await nextTask()
    expect(($(widget, '#e-n-accordion-item-222') as HTMLDetailsElement).open).toBe(true)
    expect(($(widget, '#e-n-accordion-item-221') as HTMLDetailsElement).open).toBe(false)
    await detach(widget)
    expect(widget.outerHTML).toBe(server)
  })

  it('detached and put back, it is the same as mounted once (but for the fresh ids it gives)', async () => {
    // The ids the island gives are new on each mount; everything else is as one mount left it.
    const withoutOwnIds = (html: string) => html.replace(/e-n-accordion-(title|content)-\d+/g, 'e-n-accordion-$1-N')
    const { container, widget } = await mounted()
    const once = withoutOwnIds(widget.outerHTML)
    await detach(widget)
    container.append(widget)
    adopt(widget)
    await nextTask()
    expect(withoutOwnIds(widget.outerHTML)).toBe(once)
    expect(widget.querySelectorAll('[aria-controls^="e-n-accordion-content-"]')).toHaveLength(2)
  })
})
