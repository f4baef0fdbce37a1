import { atOrBelow } from '../../src/core/theme/chrome.ts'
import type { Island } from '../../src/runtime/island.ts'
import { describeProblems, stickyBreakpoint } from '../../src/core/theme/settings.ts'
import { logError } from '../../src/runtime/log.ts'

/**
 * The theme's sticky header (`header.site-header.sticky`), with CSS instead of Waypoints Sticky:
 * `position: sticky; top: 0` keeps the space the header leaves, so nothing below it jumps and no
 * wrapper is needed. Script does only what CSS cannot: the `stuck` class the theme's stylesheet
 * reacts to once the page scrolled past the header (an IntersectionObserver on a zero-height marker
 * before it, no scroll handler), and no stickiness at or below the deactivation breakpoint
 * (`panoramicStickyHeaderDeactivationBreakpoint`, default 800 px).
 */
export const stickyHeaderIsland: Island = {
  tag: 'panoramic-sticky-header',
  mount({ root, tag, signal }) {
    const header = root as HTMLElement
    const doc = header.ownerDocument
    const view = doc.defaultView
    if (!view) return
    const problems: string[] = []
    const breakpoint = stickyBreakpoint((view as unknown as Record<string, unknown>).panoramicStickyHeaderDeactivationBreakpoint, problems)
    if (problems.length > 0) logError(describeProblems(tag, 'the theme settings (panoramicStickyHeaderDeactivationBreakpoint)', problems))
    const below = view.matchMedia(atOrBelow(breakpoint))
    const marker = doc.createElement('div')
    marker.setAttribute('aria-hidden', 'true')
    marker.dataset.panoramicStickyMarker = ''
    header.before(marker)
    let passed = false
    /** `active`: sticky at this width (false: as printed, also when the element goes). */
    const apply = (active = !below.matches) => {
      header.style.position = active ? 'sticky' : ''
      header.style.top = active ? '0px' : ''
      header.classList.toggle('stuck', active && passed)
    }
    const observer = new IntersectionObserver((entries) => {
      // One target, but a batch can hold several of its changes (scrolled past and back between
      // two callbacks): the last is the state now.
      const entry = entries.at(-1)
      if (!entry) return
      passed = !entry.isIntersecting && entry.boundingClientRect.top < 0
      apply()
    })
    observer.observe(marker)
    below.addEventListener('change', () => apply(), { signal })
    apply()
    return () => {
      observer.disconnect()
      marker.remove()
      apply(false)
    }
  },
}
