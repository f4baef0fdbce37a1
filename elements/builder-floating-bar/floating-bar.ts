import { closedBarKey } from '../../src/core/builder/floating.ts'
import { trackClickIn } from '../../src/runtime/builder/click-tracking.ts'
import { type WidgetContext, widgetIsland } from '../../src/runtime/builder/widget.ts'
import { getStoredValue, setStoredValue } from '../../src/runtime/expiring-storage.ts'
import { focusMainContent, holdsFocus } from '../../src/runtime/focus.ts'
import type { Island } from '../../src/runtime/island.ts'

/**
 * The page builder's floating bar (`e-floating-bars`), adopted in place. Its close
 * button, and Escape pressed inside it, close it (`is-hidden`, the builder's class) and it stays
 * closed for the visit (session storage, in the builder's own format: src/runtime/expiring-storage.ts;
 * storage that fails means closed for this page only). A bar at the top that is sticky pads the
 * page by its height: `shop-islands-builder.css` reserves the padding before the first paint from
 * `--shop-islands-floating-bar-height`, which we keep equal to the bar's measured height, so
 * nothing jumps. The builder prints `role="alertdialog"` for what is a banner (no dialog, never
 * modal, never takes the focus): it becomes a labelled region. Clicks on its call to action are
 * tracked (src/runtime/builder/click-tracking.ts).
 */

export const HIDDEN_CLASS = 'is-hidden'
export const HEIGHT_PROPERTY = '--shop-islands-floating-bar-height'

function mountFloatingBar({ root, signal }: WidgetContext) {
  const bar = root.querySelector<HTMLElement>('.e-floating-bars')
  if (!bar) return
  const key = closedBarKey(root.getAttribute('data-id') ?? 'bar')
  if (bar.getAttribute('role') === 'alertdialog' || !bar.hasAttribute('role')) bar.setAttribute('role', 'region')
  if (!bar.hasAttribute('aria-label') && !bar.hasAttribute('aria-labelledby')) bar.setAttribute('aria-label', 'Banner')
  const top = bar.classList.contains('has-vertical-position-top') && bar.classList.contains('is-sticky')
  const html = document.documentElement

  let observer: ResizeObserver | undefined
  const measure = () => {
    if (top && !bar.classList.contains(HIDDEN_CLASS)) html.style.setProperty(HEIGHT_PROPERTY, `${bar.offsetHeight}px`)
  }
  const close = (remember: boolean) => {
    const hadFocus = holdsFocus(bar)
    bar.classList.add(HIDDEN_CLASS)
    observer?.disconnect()
    if (top) html.style.setProperty(HEIGHT_PROPERTY, '0px')
    if (remember) setStoredValue(key, true, { session: true })
    if (hadFocus) focusMainContent(document)
  }

  if (getStoredValue(key, { session: true }) === true) {
    close(false)
    return
  }
  if (top) {
    measure()
    if (typeof ResizeObserver === 'function') {
      observer = new ResizeObserver(measure)
      observer.observe(bar)
      signal.addEventListener('abort', () => observer?.disconnect(), { once: true })
    }
  }
  bar.addEventListener(
    'click',
    (event) => {
      const target = event.target instanceof Element ? event.target : null
      if (target?.closest('.e-floating-bars__close-button')) {
        close(true)
        return
      }
      if (target?.closest('.e-floating-bars__cta-button, .e-floating-bars__coupon-button')) {
        trackClickIn(root)
      }
    },
    { signal, passive: true },
  )
  bar.addEventListener(
    'keydown',
    (event) => {
      if (event.key !== 'Escape' || event.defaultPrevented) return
      event.preventDefault()
      close(true)
    },
    { signal },
  )
}

export const floatingBarIsland: Island = widgetIsland({
  tag: 'builder-floating-bar',
  holds: ':scope > .e-floating-bars',
  mount: mountFloatingBar,
})
