import type { Island } from '../../src/runtime/island.ts'
import { hasJQueryHandler } from '../../src/runtime/jquery-data.ts'
import { readSettings } from '../../src/runtime/settings.ts'
import { passwordToggleSettings } from './settings.ts'

export const WRAPPER_CLASS = 'password-input'
export const BUTTON_CLASS = 'show-password-input'
export const SHOWN_CLASS = 'display-password'
const OURS = 'data-shop-islands'
/**
 * The new-password fields password-strength-meter.js measures (in the register, checkout, account
 * and reset forms, the only ones WooCommerce prints them in).
 */
const STRENGTH_FIELDS = '#reg_password,#account_password,#password_1'

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
    // woocommerce.js leaves buttons of its own next to the field (it may wrap the field again inside
    // ours when it runs after us), and binds its click handler to every toggle, ours included.
    for (let box = root.parentElement, depth = 0; box && depth < 2; box = box.parentElement, depth++) {
      if (box.querySelector(`:scope > .${BUTTON_CLASS}:not([${OURS}])`)) return "WooCommerce's woocommerce.js"
      const ours = box.querySelector(`:scope > .${BUTTON_CLASS}[${OURS}]`)
      if (ours && hasJQueryHandler(ours, 'click')) return "WooCommerce's woocommerce.js"
    }
    return false
  },
  mount(context) {
    const { root, host, adopted, signal } = context
    if (!(root instanceof HTMLInputElement)) return
    const input = root
    const labels = readSettings(context, passwordToggleSettings)
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

    // The new-password fields WooCommerce measures: the meter's code (./strength.ts) and zxcvbn
    // load with the first key there. A meter that fails to load leaves the form as WooCommerce's
    // without its script: sent as it is, checked by the shop.
    if (input.matches(STRENGTH_FIELDS)) {
      input.addEventListener(
        'input',
        () =>
          void import('./strength.ts').then(
            (module) => module.measure(input, context),
            () => {},
          ),
        { signal },
      )
    }

    return () => {
      // Never leave a password readable once we are gone.
      setShown(false)
      button.remove()
      if (createdWrapper) {
        // Standing down after woocommerce.js wrapped the field inside our span: its button here
        // exists only because our wrapper looked like its own, and has no field beside it.
        for (const orphan of wrapper.querySelectorAll(`:scope > .${BUTTON_CLASS}`)) orphan.remove()
        wrapper.replaceWith(...wrapper.childNodes)
      } else if (!hadClass) wrapper.classList.remove(WRAPPER_CLASS)
    }
  },
}
