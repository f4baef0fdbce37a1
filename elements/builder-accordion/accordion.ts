import { rovingMove, rovingTarget } from '../../src/core/builder/roving.ts'
import { recordAttributes } from '../../src/runtime/attribute-record.ts'
import { closePanel, isPanelOpen, openPanel, releasePanel } from '../../src/runtime/builder/panels.ts'
import { type WidgetContext, widgetIsland } from '../../src/runtime/builder/widget.ts'
import { uniqueId } from '../../src/runtime/ids.ts'
import type { Island } from '../../src/runtime/island.ts'

/**
 * The page builder's accordion and toggle widgets, adopted in place. The titles
 * (`div.elementor-tab-title[role=button]`, holding a focusable `a` without href) become one real
 * button each for assistive technology: focusable themselves, `aria-expanded` kept true, Enter and
 * Space, the inner link taken out of the tab order (a focusable inside a button is announced
 * twice and fails axe's nested-interactive). Up/Down/Home/End move between the titles (APG
 * accordion). Panels open and close over 400 ms (at once with reduced motion).
 *  - accordion: one item open at a time; the open one closes when activated again; the first is
 *    open at start (as the builder does).
 *  - toggle: items independent, none open at start.
 * Panels are shown and hidden as the builder's handler does (src/runtime/builder/panels.ts), so the
 * builder's own stylesheets apply; the cleanup puts the server's attributes back.
 */

export const ANIMATION_MS = 400

type Kind = 'accordion' | 'toggle'

interface Item {
  title: HTMLElement
  panel: HTMLElement
}

function setOpen({ title, panel }: Item, open: boolean, duration: number) {
  title.classList.toggle('elementor-active', open)
  title.setAttribute('aria-expanded', String(open))
  if (open) openPanel(panel, duration)
  else closePanel(panel, duration)
}

function mountDisclosures(kind: Kind) {
  return ({ root, signal }: WidgetContext) => {
    const items: Item[] = []
    for (const each of root.querySelectorAll(`.elementor-${kind}-item`)) {
      const title = each.querySelector<HTMLElement>(':scope > .elementor-tab-title')
      const panel = each.querySelector<HTMLElement>(':scope > .elementor-tab-content')
      if (!title || !panel) continue
      items.push({ title, panel })
    }
    const restore = recordAttributes(root.querySelectorAll('.elementor-tab-title, .elementor-tab-title a, .elementor-tab-content'))
    for (const item of items) {
      const { title, panel } = item
      title.id ||= uniqueId('builder-tab-title')
      panel.id ||= uniqueId('builder-tab-content')
      title.setAttribute('role', 'button')
      title.tabIndex = 0
      title.setAttribute('aria-controls', panel.id)
      for (const link of title.querySelectorAll('a.elementor-accordion-title, a.elementor-toggle-title')) {
        if (!link.hasAttribute('href')) link.removeAttribute('tabindex')
      }
      panel.setAttribute('role', 'region')
      panel.setAttribute('aria-labelledby', title.id)
      setOpen(item, isPanelOpen(panel), 0)
    }
    if (kind === 'accordion' && items[0] && !items.some((item) => isPanelOpen(item.panel))) {
      setOpen(items[0], true, 0)
    }
    const activate = (item: Item) => {
      const open = !isPanelOpen(item.panel)
      if (kind === 'accordion' && open) {
        for (const other of items) if (other !== item && isPanelOpen(other.panel)) setOpen(other, false, ANIMATION_MS)
      }
      setOpen(item, open, ANIMATION_MS)
    }
    const itemOf = (target: EventTarget | null) => {
      const title = target instanceof Element ? target.closest('.elementor-tab-title') : null
      return items.find((item) => item.title === title)
    }
    root.addEventListener(
      'click',
      (event) => {
        const item = itemOf(event.target)
        if (!item) return
        event.preventDefault()
        activate(item)
      },
      { signal },
    )
    root.addEventListener(
      'keydown',
      (raw) => {
        const event = raw as KeyboardEvent
        const item = itemOf(event.target)
        if (!item || event.altKey || event.ctrlKey || event.metaKey) return
        if (event.key === 'Enter' || event.key === ' ') {
          event.preventDefault()
          activate(item)
          return
        }
        const move = rovingMove(event.key, 'vertical')
        if (!move) return
        event.preventDefault()
        items[rovingTarget(move, items.indexOf(item), items.length)]?.title.focus()
      },
      { signal },
    )
    return () => {
      for (const { panel } of items) releasePanel(panel)
      restore()
    }
  }
}

/** The widget root inside our own tag: the builder's widget, or its accordion/toggle itself. */
const disclosureIsland = (kind: Kind): Island =>
  widgetIsland({ tag: `builder-${kind}`, holds: `.elementor-${kind}`, mount: mountDisclosures(kind) })

export const accordionIsland = disclosureIsland('accordion')

export const toggleIsland = disclosureIsland('toggle')
