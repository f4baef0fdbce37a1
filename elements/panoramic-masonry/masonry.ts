import { DEFAULT_GUTTER, IMAGE_LOADED_TRANSITION_MS, placeMasonry } from '../../src/core/theme/masonry.ts'
import { flag } from '../../src/core/theme/home-settings.ts'
import { describeProblems } from '../../src/core/theme/settings.ts'
import { frameThrottled } from '../../src/runtime/frame.ts'
import { afterDelay } from '../../src/runtime/frame-throttle.ts'
import type { Island } from '../../src/runtime/island.ts'
import { logError } from '../../src/runtime/log.ts'

/**
 * The masonry blog grid (compat-theme.md "Masonry blog grid"). The stylesheet lays the posts out in
 * a CSS grid (its columns and gutter are the customizer's CSS; without JavaScript that grid stays);
 * the script does only what CSS cannot: each post in the shortest column (or in reading order with
 * the horizontal-order setting), placed from heights that are known before any image loads (image
 * boxes reserved from width/height). Featured images: `loading` off when loaded, `transition` 50 ms later.
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

    const layout = () => {
      const items = posts()
      if (items.length === 0) return
      const style = view.getComputedStyle(root)
      const columns = style.gridTemplateColumns.split(' ').filter(Boolean).length || 1
      const rowGap = Number.parseFloat(style.rowGap)
      const gutter = Number.isFinite(rowGap) ? rowGap : DEFAULT_GUTTER
      const columnGap = Number.parseFloat(style.columnGap) || 0
      const width = (root.clientWidth - columnGap * (columns - 1)) / columns
      // Read every height first, then write: one layout, not one per post.
      const heights = items.map((item) => item.getBoundingClientRect().height)
      const placed = placeMasonry(heights, columns, gutter, horizontalOrder)
      root.classList.add('masonry-placed')
      root.style.height = `${placed.height}px`
      items.forEach((item, index) => {
        const place = placed.items[index]
        if (!place) return
        item.style.position = 'absolute'
        item.style.width = `${width}px`
        item.style.left = `${place.column * (width + columnGap)}px`
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
      for (const item of posts()) for (const name of ['position', 'width', 'left', 'top']) item.style.removeProperty(name)
    }
  },
}
