import type { Island } from '../../src/runtime/island.ts'
import { singleProductScriptBinds } from './single-product-script.ts'

/**
 * The review form's rating (`select#rating`, WooCommerce's stars: rating-stars.ts). Its code loads
 * when the select is first shown: the review form sits in the Reviews tab, which most visits of a
 * product page never open, so they do not download it. Until then the select is WooCommerce's own,
 * unseen in its closed panel; a select shown as the page loads (a `#reviews` link, a theme without
 * tabs) gets its stars at once.
 */

export const STARS_CLASS = 'stars'
export const ERROR_CLASS = 'comment-form-rating-error'

/**
 * Resolves when `element` is rendered and within a screen's height of the viewport, at once when
 * it is rendered already (wherever it is) or when the browser cannot tell; or when `signal` aborts.
 */
function whenShown(element: Element, signal: AbortSignal): Promise<void> {
  // (Safari before 17.4 has no checkVisibility: an element that is not rendered has no boxes.)
  const rendered = typeof element.checkVisibility === 'function' ? element.checkVisibility() : element.getClientRects().length > 0
  if (rendered || typeof IntersectionObserver !== 'function') return Promise.resolve()
  return new Promise((resolve) => {
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return
        observer.disconnect()
        resolve()
      },
      { rootMargin: '100% 0px' },
    )
    observer.observe(element)
    signal.addEventListener(
      'abort',
      () => {
        observer.disconnect()
        resolve()
      },
      { once: true },
    )
  })
}

export const ratingIsland: Island = {
  tag: 'wc-review-rating',
  handledByOriginal: (root) =>
    singleProductScriptBinds(root, 'p.stars') ||
    (root.previousElementSibling?.matches('p.stars') ? 'a star rating script (p.stars is there already)' : false),
  async mount(context) {
    const { root, signal } = context
    if (!(root instanceof HTMLSelectElement)) return
    await whenShown(root, signal)
    if (signal.aborted) return
    const { drawStars } = await import('./rating-stars.ts')
    return drawStars(context, root)
  },
}
