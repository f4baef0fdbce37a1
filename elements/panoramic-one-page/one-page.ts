import {
  highlightedIndex,
  linkSlug,
  SECTION_SCROLL_DELAY_MS,
  sectionFromSearch,
  sectionScrollTop,
  sectionUrl,
  stickyAllowance,
} from '../../src/core/theme/one-page.ts'
import { type RawThemeGlobals, resolveOnePageSettings } from '../../src/core/theme/home-settings.ts'
import { describeProblems } from '../../src/core/theme/settings.ts'
import { focusLanding, frameThrottled, prefersReducedMotion } from '../../src/runtime/frame.ts'
import { afterDelay } from '../../src/runtime/frame-throttle.ts'
import type { Island } from '../../src/runtime/island.ts'
import { logError } from '../../src/runtime/log.ts'

/** Menu items the theme's one-page mode drives: only those an editor marked `scroll-link`. */
const ITEM_SELECTOR = '.main-navigation li.scroll-link'
const MARKER_SELECTOR = 'a.page-marker[name]'
const STICKY_SELECTOR = '.site-header.sticky, .main-navigation.sticky'
const HIGHLIGHT = ['current-menu-item', 'current_page_item']

interface Item {
  li: HTMLElement
  link: HTMLAnchorElement
  slug: string
}

/**
 * The theme's one-page layout mode. On the home page (the one with section markers) menu items
 * scroll to their sections and the highlight follows the last marker passed; elsewhere a
 * `scroll-link` item goes to the site root with `?section={slug}`.
 */
export const onePageIsland: Island = {
  tag: 'panoramic-one-page',
  findRoot: (host) => host,
  mount({ root, host, tag, signal }) {
    const doc = root.ownerDocument
    const view = doc.defaultView
    if (!view) return
    const globals = view as unknown as RawThemeGlobals
    const { value: settings, problems } = resolveOnePageSettings(globals, view.location.origin)
    if (problems.length > 0) logError(describeProblems(tag, 'the theme settings (site_url, page_on_front, panoramic…)', problems))
    const items: Item[] = []
    for (const li of host.querySelectorAll<HTMLElement>(ITEM_SELECTOR)) {
      const link = li.querySelector<HTMLAnchorElement>(':scope > a[href]')
      const slug = link && linkSlug(link.href, settings.siteUrl, settings.pageOnFront)
      if (link && slug) items.push({ li, link, slug })
    }
    const markers = new Map<string, HTMLElement>()
    for (const marker of doc.querySelectorAll<HTMLElement>(MARKER_SELECTOR)) {
      const name = marker.getAttribute('name') ?? ''
      if (!markers.has(name)) markers.set(name, marker)
    }
    const order = [...markers.values()]
    const names = [...markers.keys()]

    const stickyHeight = () => {
      let height = 0
      for (const element of doc.querySelectorAll<HTMLElement>(STICKY_SELECTOR)) height += element.offsetHeight
      return stickyAllowance(view.innerWidth, settings.stickyBreakpoint, height, height > 0)
    }
    const contentMargin = () => {
      const content = doc.querySelector('.site-content')
      return content ? parseFloat(getComputedStyle(content).marginTop) || 0 : 0
    }
    const topOf = (element: Element) => element.getBoundingClientRect().top + view.scrollY

    let highlighted: string | undefined
    const highlight = (slug: string | undefined) => {
      if (slug === highlighted) return
      highlighted = slug
      for (const item of items) {
        const on = item.slug === slug
        item.li.classList.remove('no-highlight')
        for (const name of HIGHLIGHT) item.li.classList.toggle(name, on)
        if (on) item.link.setAttribute('aria-current', 'location')
        else if (item.link.getAttribute('aria-current') === 'location') item.link.removeAttribute('aria-current')
      }
    }
    // The section the visitor chose (a menu item, `?section=`) stays the current one while we scroll
    // there and where that scroll ends, until the page is scrolled from there: the last sections
    // may be too short to reach the top, where following the scroll would mark the one before.
    let chosen: { slug: string; settledAt?: number } | undefined
    const follow = () => {
      if (chosen) {
        if (chosen.settledAt === undefined || Math.abs(view.scrollY - chosen.settledAt) < 2) return highlight(chosen.slug)
        chosen = undefined
      }
      const index = highlightedIndex(order.map(topOf), view.scrollY, stickyHeight(), settings.highlightFirst)
      highlight(names[index]) // none at -1
    }

    let animating = 0
    /** `slug`: one with a marker (the callers check). */
    const scrollToSection = (slug: string, moveFocus: boolean) => {
      const marker = markers.get(slug) as HTMLElement
      const top = sectionScrollTop(topOf(marker), marker === order[0], contentMargin(), stickyHeight())
      const smooth = !prefersReducedMotion(view)
      doc.body.classList.add('animating')
      const mine = ++animating
      const done = () => {
        if (mine !== animating) return
        doc.body.classList.remove('animating')
        if (chosen?.slug === slug && chosen.settledAt === undefined) chosen.settledAt = view.scrollY
      }
      view.addEventListener('scrollend', done, { once: true, signal })
      afterDelay(1500, done, signal)
      view.scrollTo({ top, behavior: smooth ? 'smooth' : 'auto' })
      if (moveFocus) {
        // Keyboard and screen-reader users land in the section, not back at the menu.
        const section = marker.closest<HTMLElement>('[id$="-section"]') ?? marker.parentElement
        if (section) focusLanding(section)
      }
    }
    for (const item of items) {
      item.link.addEventListener(
        'click',
        (event) => {
          if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey) return
          if (order.length === 0) {
            // Another page: a scroll link goes to its section on the home page.
            event.preventDefault()
            view.location.assign(sectionUrl(settings.siteUrl, item.slug))
          } else if (markers.has(item.slug)) {
            event.preventDefault()
            chosen = { slug: item.slug }
            highlight(item.slug)
            scrollToSection(item.slug, true)
          }
        },
        { signal },
      )
    }
    if (order.length === 0) return

    const onScroll = frameThrottled(view, follow, signal)
    view.addEventListener('scroll', onScroll, { signal })
    view.addEventListener('resize', onScroll, { signal })

    const asked = sectionFromSearch(view.location.search)
    if (asked && markers.has(asked)) {
      highlight(asked)
      const startY = view.scrollY
      let scrolledByVisitor = false
      const visitor = () => {
        scrolledByVisitor = true
      }
      for (const type of ['wheel', 'touchmove', 'keydown'] as const) {
        view.addEventListener(type, visitor, { passive: true, once: true, signal })
      }
      afterDelay(
        SECTION_SCROLL_DELAY_MS,
        () => {
          if (scrolledByVisitor || view.scrollY !== startY) return
          chosen = { slug: asked }
          scrollToSection(asked, false)
        },
        signal,
      )
    } else follow()
  },
}
