import { emit } from '../../src/runtime/events.ts'
import { isShown, slide } from '../../src/runtime/slide.ts'
import type { Checkout } from './checkout.ts'

/**
 * The payment methods, as checkout.js: the chosen method's `.payment_box` shown (the others slid
 * up; reduced motion: at once), the place order button's text from the method's
 * `data-order_button_text` (else the button's `data-value`), `payment_method_selected` on the body
 * when the choice changed. The list is replaced by every order review refresh: handling is
 * delegated from the form, and initPaymentMethods runs again after each one.
 */

const RADIOS = 'input[name="payment_method"]'
/** checkout.js's slide of the payment boxes. */
const SLIDE_MS = 230

const radios = (form: HTMLFormElement) => [...form.querySelectorAll<HTMLInputElement>(RADIOS)]

export const paymentMethod = (form: HTMLFormElement): string | undefined => form.querySelector<HTMLInputElement>(`${RADIOS}:checked`)?.value

/** The last method announced, per form (checkout.js's selectedPaymentMethod). */
const selected = new WeakMap<HTMLFormElement, string | undefined>()

const boxOf = (form: HTMLFormElement, radio: HTMLInputElement) =>
  radio.id === '' ? null : form.querySelector<HTMLElement>(`div.payment_box.${CSS.escape(radio.id)}`)

function chosen(checkout: Checkout, radio: HTMLInputElement, duration: number): void {
  const { form, doc } = checkout
  const all = form.querySelectorAll<HTMLElement>('.payment_methods input.input-radio')
  if (all.length > 1) {
    const box = boxOf(form, radio)
    if (radio.checked && box && !isShown(box)) {
      for (const other of form.querySelectorAll<HTMLElement>('div.payment_box'))
        if (other !== box && isShown(other)) void slide(other, 'up', duration)
      void slide(box, 'down', duration)
    }
  } else {
    for (const box of form.querySelectorAll<HTMLElement>('div.payment_box')) box.style.removeProperty('display')
  }
  const button = form.querySelector<HTMLElement>('#place_order')
  if (button) {
    const text = radio.dataset.order_button_text || button.dataset.value
    if (text !== undefined) button.textContent = text
  }
  const now = form.querySelector<HTMLInputElement>(`${RADIOS}:checked`)?.id
  if (now !== selected.get(form)) {
    selected.set(form, now)
    emit(doc.body, 'payment_method_selected')
  }
}

export function startPayment(checkout: Checkout): void {
  const { form, signal } = checkout
  // A click, or the arrow keys (which fire click and change): handled once per new choice.
  const onChoice = (event: Event) => {
    const radio = event.target instanceof HTMLInputElement && event.target.matches(RADIOS) ? event.target : null
    if (radio) chosen(checkout, radio, SLIDE_MS)
  }
  form.addEventListener('click', onChoice, { signal })
  form.addEventListener('change', onChoice, { signal })
}

/**
 * checkout.js's init_payment_methods: one method hides its radio; the method chosen before a
 * refresh is chosen again; none chosen chooses the first; the other boxes close at once.
 */
export function initPaymentMethods(checkout: Checkout): void {
  const { form } = checkout
  const list = radios(form)
  if (list.length === 0) return
  if (list.length === 1) list[0]!.style.display = 'none'
  const previous = selected.get(form)
  const again = previous ? list.find((radio) => radio.id === previous) : undefined
  if (again) again.checked = true
  if (!list.some((radio) => radio.checked)) list[0]!.checked = true
  const checked = list.find((radio) => radio.checked)!
  if (list.length > 1) {
    for (const box of form.querySelectorAll<HTMLElement>('div.payment_box')) {
      if (!box.classList.contains(checked.id) && isShown(box)) box.style.display = 'none'
    }
  }
  chosen(checkout, checked, 0)
}
