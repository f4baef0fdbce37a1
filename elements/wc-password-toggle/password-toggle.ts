import type { Island } from '../../src/runtime/island.ts'
import { readSettings } from '../../src/runtime/settings.ts'
import { passwordToggleSettings } from './settings.ts'

export const WRAPPER_CLASS = 'password-input'
export const BUTTON_CLASS = 'show-password-input'
export const SHOWN_CLASS = 'display-password'
const OURS = 'data-shop-islands'

/**
 * The show/hide toggle of a password field, with WooCommerce's markup (`span.password-input`
 * wrapping the input, then `button.show-password-input`), so theme CSS draws the eye icon as before.
 *
 * Where the host is our element, it is the wrapper. Adopted, the input is wrapped as woocommerce.js
 * wraps it (or, on checkout, its existing span gets the class).
 */
export const passwordToggleIsland: Island = {
  tag: 'wc-password-toggle',
  findRoot: (host) => host.querySelector('input[type="password"]'),
  handledByOriginal(root) {
    const button = root.parentElement?.querySelector(`:scope > .${BUTTON_CLASS}`)
    return button && !button.hasAttribute(OURS) ? "WooCommerce's woocommerce.js" : false
  },
  mount({ root, host, adopted, signal }) {
    if (!(root instanceof HTMLInputElement)) return
    const input = root
    const labels = readSettings(host, passwordToggleSettings)
    const doc = input.ownerDocument

    let wrapper: HTMLElement
    let createdWrapper = false
    if (!adopted) {
      wrapper = host as HTMLElement
    } else if (input.parentElement?.localName === 'span') {
      wrapper = input.parentElement
    } else {
      wrapper = doc.createElement('span')
      input.replaceWith(wrapper)
      wrapper.append(input)
      createdWrapper = true
    }
    const hadClass = wrapper.classList.contains(WRAPPER_CLASS)
    wrapper.classList.add(WRAPPER_CLASS)

    const button = doc.createElement('button')
    button.type = 'button'
    button.className = BUTTON_CLASS
    button.setAttribute(OURS, '')
    button.setAttribute('aria-label', labels.showLabel)
    if (input.id) button.setAttribute('aria-controls', input.id)
    wrapper.append(button)

    const setShown = (shown: boolean) => {
      input.type = shown ? 'text' : 'password'
      button.classList.toggle(SHOWN_CLASS, shown)
      button.setAttribute('aria-label', shown ? labels.hideLabel : labels.showLabel)
    }
    button.addEventListener(
      'click',
      (event) => {
        event.preventDefault()
        setShown(input.type === 'password')
        // A pointer user goes on typing in the field; a keyboard user stays on the button they pressed.
        if (event.detail > 0) input.focus()
      },
      { signal },
    )
    // Submitted as a password field, so browsers do not keep it in their text-field history.
    input.form?.addEventListener('submit', () => setShown(false), { signal })

    return () => {
      // Never leave a password readable once we are gone.
      setShown(false)
      button.remove()
      if (createdWrapper) wrapper.replaceWith(input)
      else if (!hadClass) wrapper.classList.remove(WRAPPER_CLASS)
    }
  },
}
