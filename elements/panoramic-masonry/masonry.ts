import { columnsThatFit, IMAGE_LOADED_TRANSITION_MS, placeMasonry } from '../../src/core/theme/masonry.ts'
import { flag } from '../../src/core/theme/home-settings.ts'
import { describeProblems } from '../../src/core/theme/settings.ts'
import { frameThrottled } from '../../src/runtime/frame.ts'
import { afterDelay } from '../../src/runtime/frame-throttle.ts'
import type { Island } from '../../src/runtime/island.ts'
import { logError } from '../../src/runtime/log.ts'

/**
 * The masonry blog grid. The customizer's CSS gives each post its width and gutter; the script does
 * what Masonry did: each post in the shortest column (or in reading order with the horizontal-order
 * setting), placed from heights that are known before any image loads (image boxes reserved from
 * width/height). Featured images: `loading` off when loaded, `transition` 50 ms later.
 */
export const masonryIsland: Island = {
  tag: 'panoramic-masonry',
  mount({ root, tag, signal }) {
    if (!(root instanceof HTMLElement)) return
    const doc = root.ownerDocument
    const view = doc.defaultView
    if (!view) return
    const problems: string[] = []
    const horizontalOrder = flag(
      (view as unknown as { panoramicMasonryGridHorizontalOrder?: unknown }).panoramicMasonryGridHorizontalOrder,
      'panoramicMasonryGridHorizontalOrder',
      false,
      problems,
    )
    if (problems.length > 0) logError(describeProblems(tag, 'the theme settings', problems))
    const posts = () => [...root.children].filter((child): child is HTMLElement => child instanceof HTMLElement && child.matches('article'))

    let positioned = false
    const layout = () => {
      const items = posts()
      const first = items[0]
      if (!first) return
      // The theme's layout (its customizer CSS): every post a percentage of the grid wide, with
      // side margins for the gutter. Columns = how many such posts fit across; each post keeps its
      // width and margins (Masonry's percentPosition), its margins counted in its height. Every
      // size is read first, then written: one layout, not one per post.
      const outer = (item: HTMLElement, along: 'width' | 'height') => {
        const style = view.getComputedStyle(item)
        const [before, after] = along === 'width' ? [style.marginLeft, style.marginRight] : [style.marginTop, style.marginBottom]
        return item.getBoundingClientRect()[along] + Number.parseFloat(before) + Number.parseFloat(after)
      }
      const columnWidth = outer(first, 'width')
      const placed = placeMasonry(
        items.map((item) => outer(item, 'height')),
        columnsThatFit(root.clientWidth, columnWidth, 0),
        0,
        horizontalOrder,
      )
      if (view.getComputedStyle(root).position === 'static') {
        root.style.position = 'relative'
        positioned = true
      }
      root.classList.add('masonry-placed')
      root.style.height = `${placed.height}px`
      items.forEach((item, index) => {
        const place = placed.items[index]
        if (!place) return
        item.style.position = 'absolute'
        item.style.left = `${place.column * columnWidth}px`
        item.style.top = `${place.top}px`
      })
    }
    layout()
    root.classList.remove('loading')
    const relayout = frameThrottled(view, layout, signal)
    const observer = new ResizeObserver(relayout)
    observer.observe(root)
    for (const item of posts()) observer.observe(item)

    for (const container of root.querySelectorAll<HTMLElement>('.featured-image-container')) {
      const image = container.querySelector('img')
      const done = () => {
        container.classList.remove('loading')
        image?.classList.remove('hideUntilLoaded')
        afterDelay(IMAGE_LOADED_TRANSITION_MS, () => container.classList.add('transition'), signal)
      }
      if (!image || image.complete) done()
      else {
        image.addEventListener('load', done, { once: true, signal })
        image.addEventListener('error', done, { once: true, signal })
      }
    }
    return () => {
      observer.disconnect()
      root.classList.remove('masonry-placed')
      root.style.height = ''
      if (positioned) root.style.removeProperty('position')
      for (const item of posts()) for (const name of ['position', 'left', 'top']) item.style.removeProperty(name)
    }
  },
}
