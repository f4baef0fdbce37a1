import { backToTopVisible } from '../../src/core/theme/chrome.ts'
import { adoptButton } from '../../src/runtime/button-role.ts'
import { focusLanding, onEveryFrameOf, prefersReducedMotion } from '../../src/runtime/frame.ts'
import type { Island } from '../../src/runtime/island.ts'
import { themeText } from '../../src/runtime/theme-settings.ts'

/**
 * The theme's back-to-top control (`div#back-to-top`, icon only), a named button in place: `visible`
 * once the page is scrolled more than half the viewport height, `gone` (and `inert`, out of the Tab
 * order) otherwise. Activating it scrolls to the top (smoothly; at once under reduced motion) with
 * `body.animating` meanwhile, as the theme's script did, and moves the focus to the top of the page
 * (the site header), so the next Tab starts from there.
 */
export const backToTopIsland: Island = {
  tag: 'panoramic-back-to-top',
  mount({ root, signal }) {
    const button = root as HTMLElement
    const doc = button.ownerDocument
    const view = doc.defaultView
    if (!view) return
    const update = () => {
      const visible = backToTopVisible(view.scrollY, view.innerHeight)
      button.classList.toggle('visible', visible)
      button.classList.toggle('gone', !visible)
      button.inert = !visible
    }
    adoptButton(button, themeText('panoramic_back_to_top_label', 'Back to top'), signal, () => {
      const smooth = !prefersReducedMotion(view) && view.scrollY > 0
      if (smooth) {
        doc.body.classList.add('animating')
        const done = () => doc.body.classList.remove('animating')
        view.addEventListener('scrollend', done, { once: true, signal })
        setTimeout(done, 2000)
      }
      view.scrollTo({ top: 0, behavior: smooth ? 'smooth' : 'instant' })
      // The first of the page's `#masthead` (the theme's site header) and `header`s, in page order.
      const top = doc.querySelector<HTMLElement>('#masthead, header') ?? doc.querySelector<HTMLElement>('main, #content')
      if (top) focusLanding(top)
    })
    update()
    onEveryFrameOf(view, ['scroll', 'resize'], update, signal)
    return () => {
      button.inert = false
    }
  },
}
