import { atOrBelow, mobileMenuBreakpoint } from '../../src/core/theme/chrome.ts'
import { adoptButton } from '../../src/runtime/button-role.ts'
import type { Island } from '../../src/runtime/island.ts'
import { logError } from '../../src/runtime/log.ts'
import { themeText } from '../../src/runtime/theme-settings.ts'

const PARENT_ITEMS = 'li.menu-item-has-children, li.page_item_has_children'
/**
 * Open states the theme's stylesheets react to: `open-page-item` (mobile layout), `hover` (the
 * theme's desktop rule `li.hover > ul`, which its script set for focus and touch), `focus`
 * (Underscores' class, which older copies of the stylesheet use).
 */
const OPEN = 'open-page-item'
const FOCUS = 'focus'
const HOVER = 'hover'

/**
 * The media rules that hold the theme's mobile menu (its dynamic CSS prints them inside
 * `@media only screen and (max-width: <breakpoint>px)`): their media texts, in page order.
 */
function mobileMenuMedia(doc: Document): string[] {
  const texts: string[] = []
  for (const sheet of doc.styleSheets) {
    let rules: CSSRuleList
    try {
      rules = sheet.cssRules
    } catch {
      continue // another origin's stylesheet: not readable, and not the theme's dynamic CSS
    }
    for (const rule of rules) {
      if (rule instanceof CSSMediaRule && /show-main-menu|menu-dropdown-btn/.test(rule.cssText)) texts.push(rule.media.mediaText)
    }
  }
  return texts
}

/**
 * The icon classes the theme's version uses, read from the icons it printed (the menu button's
 * bars): Premium's Font Awesome 4 (`fa fa-angle-right`), the free theme's own copy of it
 * (`otb-fa otb-fa-angle-right`, its default `fontAwesomeVersion` 4.7.0) or Font Awesome 5/6
 * (`fa-solid fa-angle-right`).
 */
function iconFamily(printed: Element | null): { family: string; prefix: string } {
  const icon = printed?.querySelector('i')
  if (icon?.classList.contains('otb-fa')) return { family: 'otb-fa', prefix: 'otb-' }
  if (icon?.classList.contains('fa-solid')) return { family: 'fa-solid', prefix: '' }
  return { family: 'fa', prefix: '' }
}

/**
 * Panoramic's main navigation as an APG disclosure navigation, on the theme's own markup: the menu
 * button (`span.header-menu-button`) and close control (`div.main-menu-close`) become named buttons,
 * every parent item gets a submenu toggle button (`.menu-dropdown-btn`, right / down angle icon,
 * `aria-expanded`), Escape closes the open submenu or the menu and returns the focus to its toggle,
 * focus leaving the navigation closes what it opened, and on touch a first tap on a parent item opens
 * its submenu while a second follows its link. The theme's breakpoint (dynamic CSS, default 960 px)
 * decides the mobile layout, where the closed menu is `inert` (off-canvas, so out of the Tab order).
 */
export const navigationIsland: Island = {
  tag: 'panoramic-navigation',
  mount({ root, signal }) {
    const menu = root as HTMLElement
    const nav = (menu.closest('.main-navigation') ?? menu.parentElement) as HTMLElement | null
    const doc = menu.ownerDocument
    const view = doc.defaultView
    if (!nav || !view) {
      logError('<panoramic-navigation> found no .main-navigation around #main-menu; the menu is left as printed.')
      return
    }
    const body = doc.body
    const menuButton = nav.querySelector<HTMLElement>('.header-menu-button')
    const close = menu.querySelector<HTMLElement>('.main-menu-close')
    const query = view.matchMedia(atOrBelow(mobileMenuBreakpoint(mobileMenuMedia(doc))))
    const isOpen = () => body.classList.contains('show-main-menu')

    const setMenuOpen = (open: boolean) => {
      body.classList.toggle('show-main-menu', open)
      menuButton?.setAttribute('aria-expanded', String(open))
      menu.inert = query.matches && !open
    }
    if (menuButton) {
      if (menu.id) menuButton.setAttribute('aria-controls', menu.id)
      adoptButton(menuButton, themeText('panoramic_menu_label', 'Menu'), signal, () => setMenuOpen(!isOpen()))
    }
    if (close) {
      adoptButton(close, themeText('panoramic_close_menu_label', 'Close menu'), signal, () => {
        setMenuOpen(false)
        menuButton?.focus()
      })
    }

    // Submenu toggles, as the theme's script adds them, but real buttons, right after the item's
    // link: the stylesheet places them at the item's right edge (absolute), so the Tab order
    // (link, then its toggle) follows what the eye sees. One per item: a toggle already there
    // (printed, or added by a theme script that still runs) is taken over, not doubled.
    const toggles = new Map<HTMLLIElement, HTMLButtonElement>()
    const submenuLabel = themeText('panoramic_submenu_label', '%s submenu')
    const icons = iconFamily(menuButton ?? close)
    for (const item of menu.querySelectorAll<HTMLLIElement>(PARENT_ITEMS)) {
      const submenu = item.querySelector<HTMLElement>(':scope > ul')
      if (!submenu) continue
      // WordPress gives every item an id (`menu-item-N`): the submenu's is derived from it.
      if (!submenu.id && item.id) submenu.id = `${item.id}-submenu`
      const link = item.querySelector<HTMLElement>(':scope > a')
      for (const extra of [...item.querySelectorAll(':scope > .menu-dropdown-btn')].slice(1)) extra.remove()
      const printed = item.querySelector<HTMLElement>(':scope > .menu-dropdown-btn')
      const button = doc.createElement('button')
      button.type = 'button'
      button.className = 'menu-dropdown-btn'
      button.setAttribute('aria-expanded', 'false')
      if (submenu.id) button.setAttribute('aria-controls', submenu.id)
      const name = link?.textContent?.trim() ?? ''
      button.setAttribute('aria-label', submenuLabel.replace('%s', name))
      const icon = doc.createElement('i')
      icon.className = `${icons.family} ${icons.prefix}fa-angle-right`
      icon.setAttribute('aria-hidden', 'true')
      button.append(icon)
      if (printed) printed.hidden = true
      if (link) link.after(button)
      else item.prepend(button)
      toggles.set(item, button)
    }

    /** Items a first tap opened (the second tap follows the link). */
    const tapped = new Set<HTMLLIElement>()
    const openItems = () =>
      [...toggles.keys()].filter(
        (item) => item.classList.contains(OPEN) || item.classList.contains(FOCUS) || item.classList.contains(HOVER),
      )
    /** `byFocus`: opened because the focus went in (desktop layout): only Underscores' `focus` class. */
    const setItemOpen = (item: HTMLLIElement, open: boolean, byFocus = false) => {
      if (!byFocus || !open) item.classList.toggle(OPEN, open)
      item.classList.toggle(FOCUS, open)
      item.classList.toggle(HOVER, open)
      if (!open) tapped.delete(item)
      // Every item opened or closed here has a toggle, its angle icon inside.
      const button = toggles.get(item) as HTMLButtonElement
      button.setAttribute('aria-expanded', String(open))
      const icon = button.querySelector('i') as Element
      icon.classList.toggle(`${icons.prefix}fa-angle-right`, !open)
      icon.classList.toggle(`${icons.prefix}fa-angle-down`, open)
    }
    /** Opens `item` and its parent items, closes every other (`null`: closes all). */
    const openOnly = (item: HTMLLIElement | null, byFocus = false) => {
      for (const other of openItems()) if (!other.contains(item)) setItemOpen(other, false)
      for (let current = item; current; current = current.parentElement?.closest<HTMLLIElement>(PARENT_ITEMS) ?? null) {
        if (toggles.has(current) && !(byFocus && current.classList.contains(OPEN))) setItemOpen(current, true, byFocus)
      }
    }

    let pointer = ''
    menu.addEventListener('pointerdown', (event) => (pointer = event.pointerType), { signal, capture: true })
    menu.addEventListener(
      'click',
      (event) => {
        const target = event.target as Element
        const button = target.closest('.menu-dropdown-btn')
        const link = target.closest('a')
        const parent = (button ?? link)?.parentElement as HTMLLIElement
        if (!toggles.has(parent)) return
        // Opened by a toggle or a tap, not merely focused (a tap focuses the link before its click).
        const open = parent.classList.contains(OPEN) || tapped.has(parent)
        const touchFirstTap = link && pointer === 'touch' && !open
        // The toggle button, a `#` link (the theme toggles those too), a first tap on touch.
        if (button || link?.getAttribute('href') === '#' || touchFirstTap) {
          event.preventDefault()
          if (open) setItemOpen(parent, false)
          else {
            openOnly(parent)
            if (touchFirstTap) tapped.add(parent)
          }
        }
        pointer = ''
      },
      { signal },
    )
    // Focus inside a submenu opens it (Underscores' navigation.js `focus` class; on the desktop
    // layout the toggles are hidden, so this is how the keyboard reaches the submenus there).
    let dismissed: Element | null = null
    nav.addEventListener(
      'focusin',
      (event) => {
        const target = event.target as Element
        if (target === dismissed) return
        dismissed = null
        if (query.matches) return
        openOnly(target.parentElement?.closest<HTMLLIElement>(PARENT_ITEMS) ?? null, true)
      },
      { signal },
    )
    nav.addEventListener(
      'focusout',
      (event) => {
        const next = event.relatedTarget as Node | null
        if (next && nav.contains(next)) return
        openOnly(null)
        if (isOpen()) setMenuOpen(false)
      },
      { signal },
    )
    nav.addEventListener(
      'keydown',
      (event) => {
        if (event.key !== 'Escape') return
        const active = doc.activeElement
        const item = openItems()
          .reverse()
          .find((candidate) => candidate.contains(active))
        if (item) {
          event.preventDefault()
          setItemOpen(item, false)
          const toggle = toggles.get(item) as HTMLButtonElement
          const target = toggle.getClientRects().length > 0 ? toggle : item.querySelector<HTMLElement>(':scope > a')
          dismissed = target
          target?.focus()
        } else if (isOpen()) {
          event.preventDefault()
          setMenuOpen(false)
          menuButton?.focus()
        }
      },
      { signal },
    )
    doc.addEventListener(
      'click',
      (event) => {
        if (!nav.contains(event.target as Node)) for (const item of openItems()) if (tapped.has(item)) setItemOpen(item, false)
      },
      { signal },
    )
    query.addEventListener(
      'change',
      () => {
        openOnly(null)
        setMenuOpen(false)
      },
      { signal },
    )
    setMenuOpen(isOpen())
    return () => {
      for (const button of toggles.values()) button.remove()
      for (const item of toggles.keys())
        for (const printed of item.querySelectorAll<HTMLElement>(':scope > .menu-dropdown-btn[hidden]')) printed.hidden = false
      menu.inert = false
    }
  },
}
