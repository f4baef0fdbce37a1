import { rovingMove, rovingTarget } from '../../src/core/builder/roving.ts'
import { recordAttributes } from '../../src/runtime/attribute-record.ts'
import { closePanel, openPanel, releasePanel } from '../../src/runtime/builder/panels.ts'
import { type WidgetContext, widgetIsland } from '../../src/runtime/builder/widget.ts'
import { uniqueId } from '../../src/runtime/ids.ts'
import type { Island } from '../../src/runtime/island.ts'
import { isShown } from '../../src/runtime/visibility.ts'

/**
 * The page builder's tabs widget, adopted in place: the APG tabs pattern with
 * manual activation on the desktop titles (`.elementor-tabs-wrapper[role=tablist]`): arrow keys by
 * orientation (Left/Right, swapped right-to-left; Up/Down for `elementor-tabs-view-vertical`),
 * Home/End, wrapping, move focus only; Enter, Space or a click select; the selected tab alone is in
 * the tab order (roving tabindex). The mobile titles, interleaved with the panels, become buttons
 * with `aria-expanded` (a tab outside a tab list is not a tab), Up/Down/Home/End between them; the
 * content wrapper loses the builder's `role=tablist`, which must not hold panels. One state for both
 * title sets; panels keep the builder's `hidden` attribute; the first tab is selected at start.
 * On the mobile layout the panels slide over 400 ms (at once with reduced motion). Panels are shown
 * and hidden as the builder's handler does (src/runtime/builder/panels.ts), so the builder's own
 * stylesheets apply; the cleanup puts the server's attributes back.
 */

export const ANIMATION_MS = 400

interface Tab {
  desktop: HTMLElement | undefined
  mobile: HTMLElement | undefined
  panel: HTMLElement
}

function mountTabs({ root, signal }: WidgetContext) {
  const tabs: Tab[] = []
  for (const panel of root.querySelectorAll<HTMLElement>('.elementor-tab-content[data-tab]')) {
    const title = (set: string) =>
      [...root.querySelectorAll<HTMLElement>(`.elementor-tab-title.elementor-tab-${set}-title`)].find(
        (t) => t.dataset.tab === panel.dataset.tab,
      )
    tabs.push({ desktop: title('desktop'), mobile: title('mobile'), panel })
  }
  if (tabs.length === 0) return
  const list = root.querySelector<HTMLElement>('.elementor-tabs-wrapper')
  const contents = root.querySelector('.elementor-tabs-content-wrapper')
  const restore = recordAttributes(
    root.querySelectorAll('.elementor-tabs-wrapper, .elementor-tabs-content-wrapper, .elementor-tab-title, .elementor-tab-content'),
  )
  const vertical = !!list && root.classList.contains('elementor-tabs-view-vertical')
  list?.setAttribute('role', 'tablist')
  list?.setAttribute('aria-orientation', vertical ? 'vertical' : 'horizontal')
  contents?.removeAttribute('role')
  contents?.removeAttribute('aria-orientation')
  for (const { desktop, mobile, panel } of tabs) {
    panel.id ||= uniqueId('builder-tab-content')
    panel.setAttribute('role', 'tabpanel')
    panel.tabIndex = 0
    if (desktop) {
      desktop.id ||= uniqueId('builder-tab-title')
      desktop.setAttribute('role', 'tab')
      desktop.setAttribute('aria-controls', panel.id)
      desktop.removeAttribute('aria-expanded')
      panel.setAttribute('aria-labelledby', desktop.id)
    }
    if (mobile) {
      mobile.setAttribute('role', 'button')
      mobile.setAttribute('aria-controls', panel.id)
      mobile.removeAttribute('aria-selected')
      mobile.tabIndex = 0
      if (!desktop) {
        mobile.id ||= uniqueId('builder-tab-title')
        panel.setAttribute('aria-labelledby', mobile.id)
      }
    }
  }
  let selected: Tab | undefined

  /** Selects `tab` (once: selecting the selected tab does nothing). */
  const select = (tab: Tab) => {
    const previous = selected
    if (tab === previous) return
    selected = tab
    // Slides after the first selection, and only where the panels open under their mobile titles.
    const duration = previous && tab.mobile && isShown(tab.mobile) ? ANIMATION_MS : 0
    for (const each of tabs) {
      const on = each === tab
      for (const title of [each.desktop, each.mobile]) title?.classList.toggle('elementor-active', on)
      if (each.desktop) {
        each.desktop.setAttribute('aria-selected', String(on))
        each.desktop.tabIndex = on ? 0 : -1
      }
      each.mobile?.setAttribute('aria-expanded', String(on))
      if (on) openPanel(each.panel, duration)
      else if (each === previous || each.panel.classList.contains('elementor-active') || !each.panel.hidden) {
        closePanel(each.panel, each === previous ? duration : 0)
      }
    }
  }
  const initial = tabs.find((tab) => tab.desktop?.getAttribute('aria-selected') === 'true') ?? tabs[0]
  if (initial) select(initial)

  const tabOf = (target: EventTarget | null) => {
    const title = target instanceof Element ? target.closest('.elementor-tab-title') : null
    return title ? tabs.find((tab) => tab.desktop === title || tab.mobile === title) : undefined
  }
  root.addEventListener(
    'click',
    (event) => {
      const tab = tabOf(event.target)
      if (!tab) return
      event.preventDefault()
      select(tab)
    },
    { signal },
  )
  root.addEventListener(
    'keydown',
    (raw) => {
      const event = raw as KeyboardEvent
      const tab = tabOf(event.target)
      if (!tab || event.altKey || event.ctrlKey || event.metaKey) return
      const onMobile = event.target === tab.mobile
      const titles = tabs.map((each) => (onMobile ? each.mobile : each.desktop)).filter((t): t is HTMLElement => !!t)
      // Right-to-left swaps Left and Right (the vertical orientation ignores it).
      const rtl = !!list && getComputedStyle(list).direction === 'rtl'
      if (event.key === 'Enter' || event.key === ' ') {
        event.preventDefault()
        select(tab)
        return
      }
      const move = rovingMove(event.key, onMobile || vertical ? 'vertical' : 'horizontal', rtl)
      if (!move) return
      event.preventDefault()
      titles[rovingTarget(move, titles.indexOf(event.target as HTMLElement), titles.length)]?.focus()
    },
    { signal },
  )
  return () => {
    for (const { panel } of tabs) releasePanel(panel)
    restore()
  }
}

export const tabsIsland: Island = widgetIsland({ tag: 'builder-tabs', holds: '.elementor-tabs', mount: mountTabs })
