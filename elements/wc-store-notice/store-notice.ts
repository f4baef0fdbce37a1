import { DISMISSED_VALUE, isDismissed, storeNoticeCookieName } from '../../src/core/notices/store-notice.ts'
import { getCookie, setCookie } from '../../src/runtime/cookies.ts'
import { parseAttribute } from '../../src/runtime/data.ts'
import { emit } from '../../src/runtime/events.ts'
import { focusMainContent, holdsFocus } from '../../src/runtime/focus.ts'
import type { Island } from '../../src/runtime/island.ts'
import { hasJQueryHandler } from '../../src/runtime/jquery-data.ts'
import { noticeId as noticeIdValidator } from './schema.ts'

export const DISMISS_SELECTOR = '.woocommerce-store-notice__dismiss-link'

/** jQuery's show(): drop the inline display, and if the stylesheet still hides it, force block. */
function show(element: HTMLElement) {
  element.style.removeProperty('display')
  if (getComputedStyle(element).display === 'none') element.style.display = 'block'
}

/**
 * The dismissible store notice. WordPress prints it hidden (`display:none`); it is shown unless the
 * cookie `store_notice<id>` says it was dismissed. Dismissing sets that cookie (path /, for the
 * session, as WooCommerce does) and hides it.
 */
export const storeNoticeIsland: Island = {
  tag: 'wc-store-notice',
  handledByOriginal(root) {
    const link = root.querySelector(DISMISS_SELECTOR)
    return link && hasJQueryHandler(link, 'click') ? "WooCommerce's woocommerce.js" : false
  },
  mount(context) {
    const { root, host, signal } = context
    if (!(root instanceof HTMLElement)) return
    const noticeId = parseAttribute(context, root, 'data-notice-id', noticeIdValidator)
    if (!noticeId.ok) return
    const cookieName = storeNoticeCookieName(noticeId.value)
    if (isDismissed(getCookie(cookieName))) {
      root.style.display = 'none'
      return
    }
    show(root)
    const link = root.querySelector<HTMLElement>(DISMISS_SELECTOR)
    if (!link) return
    // The link is a role=button anchor, often without href: make it reachable and operable by keyboard.
    if (!link.hasAttribute('href') && !link.hasAttribute('tabindex')) link.tabIndex = 0
    if (!link.hasAttribute('role')) link.setAttribute('role', 'button')
    link.addEventListener(
      'click',
      (event) => {
        event.preventDefault()
        setCookie(cookieName, DISMISSED_VALUE, { path: '/' })
        const hadFocus = holdsFocus(root)
        root.style.display = 'none'
        // The link went with the notice: the focus goes to the main content, not to <body>.
        if (hadFocus) focusMainContent(root.ownerDocument)
        emit(host, 'wc-store-notice-dismissed', [noticeId.value])
      },
      { signal },
    )
    link.addEventListener(
      'keydown',
      (event) => {
        if (event.key !== 'Enter' && event.key !== ' ') return
        event.preventDefault()
        link.click()
      },
      { signal },
    )
  },
}
