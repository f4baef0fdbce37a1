import { rovingMove, rovingTarget } from '../../src/core/builder/roving.ts'
import { idOfHash, REVIEWS_PANEL_ID, tabOfAddress, tabsOrientation } from '../../src/core/product-tabs/tabs.ts'
import { recordAttributes } from '../../src/runtime/attribute-record.ts'
import { emit } from '../../src/runtime/events.ts'
import { uniqueId } from '../../src/runtime/ids.ts'
import type { Island } from '../../src/runtime/island.ts'
import { listen } from '../../src/runtime/listen.ts'
import { singleProductScriptBinds } from './single-product-script.ts'

/**
 * WooCommerce's product tabs (`div.woocommerce-tabs.wc-tabs-wrapper`), adopted in place as the APG
 * tabs pattern with automatic activation: a click, or an arrow key (Left/Right, swapped
 * right-to-left; Up/Down when a theme stacks the tabs), Home or End selects and focuses a tab; the
 * selected tab alone is in the tab order, and Tab goes on into its panel. Selected as WooCommerce's
 * script does it, so themes' styles apply: `active` on the tab's `li`, `aria-selected` and
 * `tabindex` on its link, an inline `display: none` on every other panel. The address opens a tab
 * at start and whenever the hash changes (src/core/product-tabs/tabs.ts); a review link
 * (`a.woocommerce-review-link`, `a[href="#reviews"]`) opens the reviews and the browser scrolls
 * there. The cleanup puts the server's attributes back.
 */

interface Tab {
  readonly item: HTMLElement
  readonly link: HTMLAnchorElement
  readonly panel: HTMLElement
  /** The panel's inline display as the server sent it (jQuery's show() brings it back). */
  readonly display: string
}

const REVIEW_LINKS = 'a.woocommerce-review-link, a[href="#reviews"]'

/** The element of `scope` with that id: compared, not parsed into a selector (a hash is anything). */
const byId = (scope: ParentNode, id: string) =>
  id ? ([...scope.querySelectorAll<HTMLElement>('[id]')].find((element) => element.id === id) ?? null) : null

/** jQuery's show(): the inline display the element had, and `block` if the stylesheet still hides it. */
function show(tab: Tab) {
  const { panel } = tab
  panel.style.display = tab.display === 'none' ? '' : tab.display
  if (getComputedStyle(panel).display === 'none') panel.style.display = 'block'
}

function findTabs(root: Element, list: Element): Tab[] {
  const tabs: Tab[] = []
  for (const item of list.querySelectorAll<HTMLElement>('li')) {
    const link = item.querySelector<HTMLAnchorElement>('a[href*="#"]')
    // As WooCommerce reads it: what follows the link's '#'.
    const panel = link && byId(root, idOfHash(link.getAttribute('href')?.split('#')[1] ?? ''))
    if (link && panel && !list.contains(panel)) tabs.push({ item, link, panel, display: panel.style.display })
  }
  return tabs
}

export const tabsIsland: Island = {
  tag: 'wc-product-tabs',
  handledByOriginal: (root) => singleProductScriptBinds(root, 'wc-tabs'),
  mount({ root, signal }) {
    const list = root.querySelector<HTMLElement>('.wc-tabs, ul.tabs')
    const tabs = list ? findTabs(root, list) : []
    if (!list || tabs.length === 0) return
    const doc = root.ownerDocument
    const view = doc.defaultView ?? window
    const restore = recordAttributes([list, ...tabs.flatMap((tab) => [tab.item, tab.link, tab.panel])])

    const orientation = () => {
      const [first, second] = tabs.map((tab) => tab.link.getBoundingClientRect())
      return tabsOrientation(first, second)
    }
    list.setAttribute('role', 'tablist')
    list.setAttribute('aria-orientation', orientation())
    for (const { item, link, panel } of tabs) {
      item.setAttribute('role', 'presentation')
      link.setAttribute('role', 'tab')
      link.setAttribute('aria-controls', panel.id)
      panel.setAttribute('role', 'tabpanel')
      // The server labels the panel by the tab's li (`tab-title-<key>`); without that, by the link.
      const label = panel.getAttribute('aria-labelledby')
      if (!label || !byId(root, label)) {
        link.id ||= uniqueId('wc-tab')
        panel.setAttribute('aria-labelledby', link.id)
      }
      // Tab from the selected tab goes into its panel, even one holding nothing focusable.
      if (!panel.hasAttribute('tabindex')) panel.tabIndex = 0
    }

    let selected: Tab | undefined
    const select = (tab: Tab) => {
      selected = tab
      for (const each of tabs) {
        const on = each === tab
        each.item.classList.toggle('active', on)
        each.link.setAttribute('aria-selected', String(on))
        each.link.tabIndex = on ? 0 : -1
        if (on) show(each)
        else each.panel.style.display = 'none'
      }
    }

    /** Opens the tab the address names (at start: or the first); true when the hash names something in the tabs. */
    const openAddress = (atStart: boolean) => {
      const index = tabOfAddress(
        view.location,
        tabs.map((tab) => tab.panel.id),
        (id) => tabs.findIndex((tab) => byId(tab.panel, id)),
        atStart,
      )
      const tab = tabs[index]
      if (tab && (tab !== selected || atStart)) select(tab)
      // Hidden when the browser went to it: it goes there now.
      const target = tab && byId(root, idOfHash(view.location.hash))
      if (target && tab.panel.contains(target)) {
        const reduced = view.matchMedia?.('(prefers-reduced-motion: reduce)').matches
        target.scrollIntoView({ behavior: reduced ? 'instant' : 'auto' })
      }
    }
    openAddress(true)

    const tabOf = (target: EventTarget | null) => tabs.find((tab) => target instanceof Node && tab.link.contains(target))
    list.addEventListener(
      'click',
      (event) => {
        const tab = tabOf(event.target)
        if (!tab) return
        event.preventDefault()
        select(tab)
      },
      { signal },
    )
    list.addEventListener(
      'keydown',
      (event) => {
        const tab = tabOf(event.target)
        if (!tab || event.altKey || event.ctrlKey || event.metaKey) return
        if (event.key === ' ') {
          event.preventDefault()
          select(tab)
          return
        }
        const way = orientation()
        list.setAttribute('aria-orientation', way)
        const move = rovingMove(event.key, way, getComputedStyle(list).direction === 'rtl')
        if (!move) return
        event.preventDefault()
        const next = tabs[rovingTarget(move, tabs.indexOf(tab), tabs.length)]
        if (!next) return
        select(next)
        next.link.focus()
      },
      { signal },
    )
    // As WooCommerce's script: arrow keys on the tabs do not reach the page (a gallery's slider).
    list.addEventListener(
      'keyup',
      (event) => {
        if (tabOf(event.target) && event.key.startsWith('Arrow')) event.stopPropagation()
      },
      { signal },
    )
    view.addEventListener('hashchange', () => openAddress(false), { signal })

    // Review links open the reviews; the browser then scrolls to the link's target, now shown. A link
    // inside another product (a quick view, a related product) is that product's.
    const reviews = tabs.find((tab) => tab.panel.id === REVIEWS_PANEL_ID)
    const product = root.closest('.product')
    doc.addEventListener(
      'click',
      (event) => {
        const link = event.target instanceof Element ? event.target.closest(REVIEW_LINKS) : null
        if (!reviews || !link || root.contains(link)) return
        const linkProduct = link.closest('.product')
        if (linkProduct && product && linkProduct !== product) return
        select(reviews)
      },
      { signal },
    )

    // WooCommerce's `init` on the wrapper: themes listen for it; another script raising it again
    // (after it moved or reloaded the markup) has the address applied again.
    let raising = false
    listen(
      root,
      'init',
      (_args, event) => {
        if (!raising && event.target === root) openAddress(true)
      },
      signal,
    )
    raising = true
    try {
      emit(root, 'init')
    } finally {
      raising = false
    }

    return restore
  },
}
