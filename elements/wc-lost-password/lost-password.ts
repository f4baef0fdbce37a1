import type { Island } from '../../src/runtime/island.ts'

/**
 * WooCommerce's lost and reset password forms (`form.lost_reset_password`: the shopper's username or
 * email, then the new password twice) are sent once. lost-password.js disables the submit button as
 * the form is sent, so a second press cannot ask for a second email or reset the password twice.
 * Ours lets the first submission through, marks the button busy with `aria-disabled` (a disabled
 * button would drop the focus to the page while the next one loads) and ignores any submission after
 * it. A page the browser brings back from its back/forward cache is a new chance: the mark goes.
 */
const BUSY = 'aria-disabled'

export const lostPasswordIsland: Island = {
  tag: 'wc-lost-password',
  mount({ root, signal }) {
    if (!(root instanceof HTMLFormElement)) return
    const view = root.ownerDocument.defaultView
    const buttons = () => [...root.querySelectorAll<HTMLButtonElement>('button[type="submit"]')]
    const marked: HTMLButtonElement[] = []
    let sent = false
    const release = () => {
      sent = false
      for (const button of marked.splice(0)) button.removeAttribute(BUSY)
    }
    root.addEventListener(
      'submit',
      (event) => {
        // Another script (or the browser's own validation) stopped it: it was not sent.
        if (event.defaultPrevented) return
        if (sent) {
          event.preventDefault()
          return
        }
        sent = true
        for (const button of buttons()) {
          if (button.hasAttribute(BUSY)) continue
          button.setAttribute(BUSY, 'true')
          marked.push(button)
        }
      },
      { signal },
    )
    view?.addEventListener('pageshow', (event) => event.persisted && release(), { signal })
    return release
  },
}
