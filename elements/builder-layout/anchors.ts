import { anchorScrollMargin, anchorTargetId } from '../../src/core/builder/anchors.ts'
import { readWidgetSettings } from '../../src/runtime/builder/widget-settings.ts'
import { prefersReducedMotion } from '../../src/runtime/slide.ts'

/** The builder's anchor links: same-page links inside its elements. */
const LINK_SELECTOR = '.elementor-element a[href*="#"]'
/** Elements whose settings may carry `sticky_anchor_link_offset` (sticky headers, Pro). */
const STICKY_SELECTOR = '[data-settings*="sticky_anchor_link_offset"]'

/**
 * Anchor links: a link to a same-page target that is valid (`#`, a letter or `_`, then word
 * characters or `-`) scrolls to it (smoothly, unless reduced motion is requested), with the sticky
 * elements' `sticky_anchor_link_offset` as the target's scroll margin, and moves the focus there.
 * Any other link, an invalid or missing target: left to the browser, nothing thrown; a target the
 * rule refuses still gets the scroll margin for the browser's jump.
 */
export function handleAnchors(root: Element, signal: AbortSignal): void {
  const doc = root.ownerDocument
  const margin = anchorScrollMargin(
    [...doc.querySelectorAll(STICKY_SELECTOR)].map((element) => readWidgetSettings(element).raw.sticky_anchor_link_offset),
  )
  /** The link's target on this page, given the sticky elements' scroll margin. */
  const targetOf = (link: Element) => {
    const id = anchorTargetId(link.getAttribute('href') ?? '', doc.URL, doc.baseURI)
    // Never '': an anchor id has a first character.
    const target = id && doc.getElementById(id)
    return target instanceof HTMLElement ? target : undefined
  }
  // Every same-page target gets the margin, also those the rule refuses (an id starting with a
  // digit): their links are left to the browser, whose own jump honours it. Found by id, never by
  // a selector (`#2024-collection` is not a valid one).
  if (margin > 0) {
    for (const link of root.querySelectorAll(LINK_SELECTOR)) {
      const id = anchorTargetId(link.getAttribute('href') ?? '', doc.URL, doc.baseURI, true)
      const target = id && doc.getElementById(id)
      if (target instanceof HTMLElement) target.style.scrollMarginTop = `${margin}px`
    }
  }
  root.addEventListener(
    'click',
    (raw) => {
      const event = raw as MouseEvent
      if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return
      const link = (event.target as Element | null)?.closest?.('a[href*="#"]')
      const target = link && root.contains(link) && link.closest('.elementor-element') && targetOf(link)
      if (!target) return
      event.preventDefault()
      const view = doc.defaultView
      target.scrollIntoView({ behavior: prefersReducedMotion(target) ? 'auto' : 'smooth' })
      if (view && view.location.hash !== `#${target.id}`) view.history.pushState(view.history.state, '', `#${target.id}`)
      // The keyboard continues from the target, as after the browser's own jump.
      if (target.tabIndex < 0 && !target.hasAttribute('tabindex')) target.tabIndex = -1
      target.focus({ preventScroll: true })
    },
    { signal },
  )
}
