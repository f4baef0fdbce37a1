import { focusMainContent, holdsFocus } from '../../src/runtime/focus.ts'
import type { Island } from '../../src/runtime/island.ts'
import { logError } from '../../src/runtime/log.ts'
import { hasJQueryHandler } from '../../src/runtime/jquery-data.ts'
import { readSettings } from '../../src/runtime/settings.ts'
import { wpString } from '../../src/runtime/validate.ts'

export const DISMISS_SELECTOR = 'a.coming-soon-footer-banner-dismiss'

const labels = {
  dismiss: { attribute: 'label-dismiss', keys: [['shop_islands', 'i18n_coming_soon_dismiss']], validate: wpString, fallback: 'Dismiss' },
  failed: {
    attribute: 'label-failed',
    keys: [['shop_islands', 'i18n_coming_soon_dismiss_failed']],
    validate: wpString,
    fallback: 'The banner could not be dismissed. Please try again.',
  },
} as const

/**
 * The "coming soon" footer banner. Dismissing POSTs `{ woocommerce_meta: { coming_soon_banner_dismissed:
 * 'yes' } }` to the REST URL of the link's data with the `X-WP-Nonce` header, and hides the banner
 * when the call succeeds. A failed call leaves the banner visible and usable, with a message.
 * WooCommerce's link has no href and no text: here it is a real button for keyboards and screen readers.
 */
export const comingSoonBannerIsland: Island = {
  tag: 'wc-coming-soon-banner',
  // The banner's own markup inside the element, or the element as the banner.
  findRoot: (host, selector) => (selector && host.querySelector(selector)) || host,
  handledByOriginal(root) {
    const link = root.querySelector(DISMISS_SELECTOR)
    return link && hasJQueryHandler(link, 'click') ? "WooCommerce's woocommerce.js" : false
  },
  mount(context) {
    const { root, signal } = context
    const link = root.querySelector<HTMLElement>(DISMISS_SELECTOR)
    const url = link?.dataset.restUrl
    if (!link || !url) return
    const text = readSettings(context, labels)
    link.setAttribute('role', 'button')
    if (!link.hasAttribute('href')) link.tabIndex = 0
    if (!link.textContent?.trim() && !link.hasAttribute('aria-label')) link.setAttribute('aria-label', text.dismiss)
    const status = root.ownerDocument.createElement('span')
    status.className = 'coming-soon-footer-banner-status'
    status.setAttribute('role', 'status')
    root.append(status)

    let busy = false
    const dismiss = async (event: Event) => {
      event.preventDefault()
      if (busy) return
      busy = true
      link.setAttribute('aria-disabled', 'true')
      status.textContent = ''
      // The request helper loads on the first dismissal: every page with the site chrome would
      // carry it otherwise, for a banner few visitors dismiss.
      const { HttpError, requestText } = await import('../../src/runtime/http.ts')
      try {
        await requestText(url, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', 'X-WP-Nonce': link.dataset.restNonce ?? '' },
          body: JSON.stringify({ woocommerce_meta: { coming_soon_banner_dismissed: 'yes' } }),
          timeoutMs: 15_000,
          signal,
        })
        const hadFocus = holdsFocus(root)
        ;(root as HTMLElement).style.display = 'none'
        // The link went with the banner: the focus goes to the main content, not to <body>.
        if (hadFocus) focusMainContent(root.ownerDocument)
      } catch (error) {
        if (error instanceof HttpError && error.kind === 'aborted') return
        logError('the coming-soon banner could not be dismissed.', error)
        status.textContent = text.failed
      } finally {
        busy = false
        link.removeAttribute('aria-disabled')
      }
    }
    link.addEventListener('click', dismiss, { signal })
    link.addEventListener(
      'keydown',
      (event) => {
        if (event.key === 'Enter' || event.key === ' ') dismiss(event)
      },
      { signal },
    )
    return () => status.remove()
  },
}
