import { SEARCH_ANIMATION_MS, searchBlockRight, searchBlockTop } from '../../src/core/theme/chrome.ts'
import { adoptButton } from '../../src/runtime/button-role.ts'
import { onEveryFrameOf, prefersReducedMotion } from '../../src/runtime/frame.ts'
import type { Island } from '../../src/runtime/island.ts'
import { logError } from '../../src/runtime/log.ts'
import { themeText } from '../../src/runtime/theme-settings.ts'
import { uniqueId } from '../../src/runtime/ids.ts'

const px = (value: number) => `${value}px`

/** Content width, as jQuery's width() reads it (padding excluded). */
function contentWidth(element: Element): number {
  const style = getComputedStyle(element)
  return element.getBoundingClientRect().width - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight)
}

/**
 * Moves `element` between two keyframes in 150 ms (jQuery's swing easing) and leaves the end state
 * inline, as jQuery's animate() did; under reduced motion, or without the Web Animations API, it
 * jumps. A newer move replaces the older one. The end is a timer, so the state is right after 150 ms
 * even where animations do not play. `then` runs (as a microtask) once the move ended or was replaced.
 */
function mover(element: HTMLElement, view: Window) {
  let replace: (() => void) | undefined
  return (from: Keyframe, to: Keyframe, then?: () => void) => {
    replace?.()
    replace = undefined
    const finish = () => then && queueMicrotask(then)
    const settle = () => {
      Object.assign(element.style, to)
      finish()
    }
    if (typeof element.animate !== 'function' || prefersReducedMotion(view)) return settle()
    const animation = element.animate([from, to], {
      duration: SEARCH_ANIMATION_MS,
      easing: 'cubic-bezier(0.37, 0, 0.63, 1)',
      fill: 'forwards',
    })
    animation.finished.catch(() => {})
    const timer = setTimeout(() => {
      replace = undefined
      settle()
      animation.cancel()
    }, SEARCH_ANIMATION_MS)
    replace = () => {
      clearTimeout(timer)
      animation.cancel()
      finish()
    }
  }
}

/**
 * The header's search toggle, on the theme's markup. Two variants:
 *  - Panoramic: the icon `i.search-btn` in the header's social links moves `header .search-block`
 *    down 50 px in 150 ms (and back); on `full-width-logo` headers the block's right offset follows
 *    the document width (20 px at or below 780 px).
 *  - the sibling themes' slide-down panel: `span.search-button` fades `.search-slidedown` in and out
 *    in 150 ms.
 * The toggle becomes a named button with `aria-expanded`; opening moves the focus into the field,
 * closing (toggle or Escape) brings it back to the toggle. Closed, the block is `inert`.
 */
export const searchIsland: Island = {
  tag: 'panoramic-search',
  mount({ root, signal }) {
    const toggle = root as HTMLElement
    const doc = toggle.ownerDocument
    const view = doc.defaultView
    const panel = toggle.matches('.search-button')
    const header = toggle.closest('header, .site-header') ?? doc
    const blockSelector = panel ? '.search-slidedown' : '.search-block'
    const block = header.querySelector<HTMLElement>(blockSelector)
    if (!block || !view) {
      logError(`<panoramic-search> found no ${blockSelector} for its toggle; the toggle is left as printed.`)
      return
    }
    const field = block.querySelector<HTMLInputElement>('.search-field, input[type="search"]')
    // The toggle names what it opens: the theme prints the block with no id.
    const ownId = !block.id
    if (ownId) block.id = uniqueId('panoramic-search')
    toggle.setAttribute('aria-controls', block.id)
    toggle.setAttribute('aria-expanded', 'false')
    const closedTop = parseFloat(getComputedStyle(block).top) || 0
    let open = false
    block.inert = true
    const move = mover(block, view)

    const setOpen = (next: boolean) => {
      if (next === open) return
      open = next
      toggle.setAttribute('aria-expanded', String(open))
      block.inert = !open
      if (panel) {
        if (open) block.style.display = 'block'
        move({ opacity: open ? '0' : '1' }, { opacity: open ? '1' : '0' }, () => {
          if (!open) block.style.display = ''
        })
      } else {
        // The theme's stylesheet hides the closed block (`visibility: hidden`); its script showed it
        // for the move down and hid it again once moved back up.
        if (open) block.style.visibility = 'visible'
        const from = parseFloat(getComputedStyle(block).top) || 0
        // The toggle's bottom edge where the block's `top` is measured from (its offset parent).
        const parent = block.offsetParent ?? doc.documentElement
        const toggleBottom = toggle.getBoundingClientRect().bottom - parent.getBoundingClientRect().top - (parent.clientTop || 0)
        move({ top: px(from) }, { top: px(searchBlockTop(closedTop, open, toggleBottom)) }, () => {
          if (!open) block.style.removeProperty('visibility')
        })
      }
      if (open) field?.focus({ preventScroll: true })
      else if (block.contains(doc.activeElement)) toggle.focus()
    }
    adoptButton(toggle, themeText('panoramic_search_label', 'Search'), signal, () => setOpen(!open))
    // A click (or tap) anywhere outside the open block and its toggle closes it, focus left where it went.
    doc.addEventListener(
      'click',
      (event) => {
        const target = event.target as Node
        if (open && !block.contains(target) && !toggle.contains(target)) setOpen(false)
      },
      { signal },
    )
    block.addEventListener(
      'keydown',
      (event) => {
        if (event.key !== 'Escape' || !open) return
        event.preventDefault()
        setOpen(false)
      },
      { signal },
    )

    const fullWidth = header instanceof Element && header.matches('.full-width-logo')
    if (!panel && fullWidth) {
      const place = () => {
        const container = doc.querySelector('.site-top-bar .site-container') ?? header.querySelector('.site-container')
        const root = doc.documentElement
        const documentWidth = Math.max(root.scrollWidth, root.clientWidth)
        block.style.right = px(searchBlockRight(documentWidth, container ? contentWidth(container) : documentWidth))
      }
      place()
      onEveryFrameOf(view, ['resize'], place, signal)
    }
    return () => {
      block.inert = false
      block.style.removeProperty('visibility')
      if (ownId) block.removeAttribute('id')
    }
  },
}
