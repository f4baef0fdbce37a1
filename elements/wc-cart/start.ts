import { submitOf } from '../../src/core/cart/cart-submit.ts'
import { CART_FORM_SELECTOR } from '../../src/core/cart/cart-selectors.ts'
import { emit } from '../../src/runtime/events.ts'
import { getJQuery } from '../../src/runtime/jquery.ts'
import { listen } from '../../src/runtime/listen.ts'
import { logError, warnOnce } from '../../src/runtime/log.ts'
import { isShown, slide } from '../../src/runtime/slide.ts'
import type * as Actions from './cart-actions.ts'

/**
 * The part of WooCommerce 10.5.2's cart.js that must be there before the shopper acts: one
 * delegation per document, as cart.js binds its handlers on the document (the cart form and the
 * totals are replaced after every answer, so nothing is bound to them); "Update cart" disabled
 * until a quantity changes; the shipping calculator's disclosure; Space on the role="button" links;
 * the coupon field's error cleared as the shopper types. What a request does is ./cart-actions.ts, a
 * chunk fetched when the pointer or the focus first reaches the cart, at the latest on the action.
 * Before this code runs, or when that chunk fails, the cart is WooCommerce's working form: its
 * buttons post, its links remove and restore, the calculator's form posts.
 */

let loading: Promise<typeof Actions> | undefined

const load = () =>
  (loading ??= import('./cart-actions.ts').catch((error: unknown) => {
    loading = undefined
    throw error
  }))

const FORM = CART_FORM_SELECTOR
const CALCULATOR = 'form.woocommerce-shipping-calculator'
const REMOVE_ITEM = '.woocommerce-cart-form .product-remove > a'
const REMOVE_COUPON = 'a.woocommerce-remove-coupon'
const RESTORE_ITEM = '.woocommerce-cart .restore-item'
const SHIPPING_METHOD = 'select.shipping_method, [name^="shipping_method"]'
const WARM = `${FORM}, .cart_totals, .woocommerce-notices-wrapper`

const closest = <T extends Element = HTMLElement>(event: Event, selector: string) =>
  event.target instanceof Element ? event.target.closest<T & Element>(selector) : null

/** cart.js's `input_changed` and its start: "Update cart" waits for a change of a cart line's field. */
function setUpdateDisabled(scope: ParentNode, disabled: boolean): void {
  for (const button of scope.querySelectorAll<HTMLButtonElement | HTMLInputElement>(`${FORM} [name="update_cart"]`))
    button.disabled = disabled
}

/** Runs an action of ./cart-actions.ts; when its chunk cannot load, the browser's own way instead. */
function run(fallback: () => void, action: (module: typeof Actions) => unknown): void {
  load().then(
    // An action ends every failure it expects in a notice; anything else is logged, never thrown.
    (module) => Promise.resolve(action(module)).catch((error: unknown) => logError('<wc-cart> a cart action failed.', error)),
    (error: unknown) => {
      logError('<wc-cart> its requests could not load; the cart works as a plain form.', error)
      fallback()
    },
  )
}

const follow = (link: HTMLAnchorElement) => () => link.ownerDocument.defaultView?.location.assign(link.href)

/** The shipping calculator's button: an APG disclosure of `#shipping-calculator-form` (cart.js slides it, 'slow'). */
function toggleCalculator(doc: Document, button: HTMLElement): void {
  const panels = [...doc.querySelectorAll<HTMLElement>('.shipping-calculator-form')]
  const open = panels.some((panel) => !isShown(panel))
  // The state is said at once; the slide follows (cart.js sets aria-expanded after it).
  button.setAttribute('aria-expanded', String(open))
  for (const panel of panels) void slide(panel, open ? 'down' : 'up', 600)
  // For the country field's own script (country-select.js, select2), as cart.js asks it.
  for (const field of doc.querySelectorAll('select.country_to_state, input.country_to_state')) emit(field, 'change')
  emit(doc.body, 'country_to_state_changed')
}

function onClick(event: MouseEvent): void {
  if (event.defaultPrevented || event.button) return
  const doc = (event.target as Node).ownerDocument as Document
  const calculator = closest(event, '.shipping-calculator-button')
  if (calculator) {
    event.preventDefault()
    toggleCalculator(doc, calculator)
    return
  }
  // A link opened in a new tab or window is the browser's.
  if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return
  const coupon = closest<HTMLAnchorElement>(event, REMOVE_COUPON)
  const remove = coupon ? null : closest<HTMLAnchorElement>(event, REMOVE_ITEM)
  const restore = coupon || remove ? null : closest<HTMLAnchorElement>(event, RESTORE_ITEM)
  const link = coupon ?? remove ?? restore
  if (!link) return
  event.preventDefault()
  if (coupon) run(follow(coupon), (module) => module.removeCoupon(coupon))
  else if (remove) run(follow(remove), (module) => module.removeItem(remove))
  else if (restore) run(follow(restore), (module) => module.restoreItem(restore))
}

function onKeydown(event: KeyboardEvent): void {
  if (event.defaultPrevented) return
  // The remove links and the calculator's disclosure are role="button": Space presses them (Enter
  // is the browser's); cart.js does it for the remove links only.
  if (event.key === ' ') {
    const link = closest(event, `${REMOVE_COUPON}, ${REMOVE_ITEM}, .shipping-calculator-button`)
    if (link) {
      event.preventDefault()
      link.click()
    }
    return
  }
  // Enter in a quantity field updates the cart, as "Update cart" does (the browser would press the
  // form's first button, "Apply coupon"); a field the browser finds invalid keeps its own message.
  const quantity = event.key === 'Enter' ? closest<HTMLInputElement>(event, `${FORM} input[type="number"]`) : null
  const form = quantity?.form
  if (!form || !form.checkValidity()) return
  event.preventDefault()
  if (form.closest('.processing')) return
  run(
    () => submitNatively(form, 'update_cart'),
    (module) => module.updateQuantities(form),
  )
}

function onSubmit(event: SubmitEvent): void {
  if (event.defaultPrevented || !(event.target instanceof HTMLFormElement)) return
  const form = event.target
  // A submit this code itself makes after its chunk failed goes to the server.
  if (fallbackSubmits.has(form)) {
    fallbackSubmits.delete(form)
    return
  }
  if (form.matches(CALCULATOR)) {
    event.preventDefault()
    run(
      () => submitNatively(form),
      (module) => module.calculateShipping(form),
    )
    return
  }
  if (!form.matches(FORM) || !form.querySelector('.woocommerce-cart-form__contents')) return
  // While its request runs the form is blocked: another submit waits for the answer (cart.js).
  if (form.closest('.processing')) {
    event.preventDefault()
    return
  }
  const active = form.ownerDocument.activeElement
  const what = submitOf({
    clicked: (event.submitter as HTMLButtonElement | null)?.name,
    focused: active?.matches('input.qty') ? 'quantity' : active?.matches('#coupon_code') ? 'coupon' : 'other',
  })
  if (what === 'none') return
  event.preventDefault()
  if (what === 'quantities')
    run(
      () => submitNatively(form, 'update_cart'),
      (module) => module.updateQuantities(form),
    )
  else
    run(
      () => submitNatively(form, 'apply_coupon'),
      (module) => module.applyCoupon(form),
    )
}

const fallbackSubmits = new WeakSet<HTMLFormElement>()

/** The form posted by the browser, with the pressed button's name as the server expects it. */
function submitNatively(form: HTMLFormElement, button?: string): void {
  const submitter = button ? form.querySelector<HTMLButtonElement>(`[name="${button}"]`) : null
  if (submitter) submitter.disabled = false
  fallbackSubmits.add(form)
  form.requestSubmit(submitter)
}

function onFieldChange(event: Event): void {
  const target = event.target
  if (!(target instanceof Element)) return
  if (target.matches(`${FORM} .cart_item :is(input, select, textarea)`)) {
    const form = target.closest('form')
    if (form) setUpdateDisabled(form.parentNode ?? form, false)
  }
  if (target.matches('#coupon_code')) clearCouponError(target)
  if (event.type === 'change' && target.matches(SHIPPING_METHOD)) {
    const control = target as HTMLInputElement | HTMLSelectElement
    // Without the requests' code nothing sends the choice (the methods sit outside any form), as without JavaScript.
    run(
      () => {},
      (module) => module.chooseShippingMethod(control),
    )
  }
}

/** cart.js's `remove_coupon_error`: typing in the coupon field takes its error away. */
function clearCouponError(field: Element): void {
  field.classList.remove('has-error')
  field.removeAttribute('aria-invalid')
  field.removeAttribute('aria-describedby')
  for (const error of field.closest('.coupon')?.querySelectorAll('.coupon-error-notice') ?? []) error.remove()
}

/** The pointer or the focus on the cart: the shopper may act soon, so the requests' code is fetched. */
function warm(event: Event): void {
  if (!loading && closest(event, WARM)) load().catch(() => {})
}

/**
 * cart.js, when it is on the page too, has bound its delegation on the document: it handles the
 * cart, and this code stands down (double handling is worse than none).
 */
function originalIsBound(doc: Document): boolean {
  const data = getJQuery()?._data as ((element: unknown, key: string) => unknown) | undefined
  const events = data?.(doc, 'events') as Record<string, { selector?: string }[] | undefined> | undefined
  return events?.submit?.some((handler) => handler.selector === FORM) === true
}

const started = new WeakSet<Document>()

/** Starts the cart page's handling of `doc` (idempotent, for the page's lifetime, as cart.js). */
export function startCart(doc: Document): void {
  if (started.has(doc)) return
  started.add(doc)
  if (originalIsBound(doc)) {
    warnOnce(
      'stand-down:wc-cart',
      '<wc-cart> stands down: wc-cart (cart.js) already handles the cart page. Dequeue it to use shop-islands (see the README).',
    )
    return
  }
  setUpdateDisabled(doc, true)
  // The template hides the calculator with an inline style; cart.js hides it again (a theme's copy may not).
  for (const panel of doc.querySelectorAll<HTMLElement>('.shipping-calculator-form')) panel.style.display = 'none'
  doc.addEventListener('click', onClick)
  doc.addEventListener('keydown', onKeydown)
  doc.addEventListener('submit', onSubmit)
  doc.addEventListener('change', onFieldChange)
  doc.addEventListener('input', onFieldChange)
  doc.addEventListener('pointerover', warm, { passive: true })
  doc.addEventListener('focusin', warm)
  const never = new AbortController().signal
  // cart.js redraws the cart on these, wherever they come from: after a cross-sell's add, the
  // notices stay (its first argument, the fragments, is truthy); `wc_update_cart` may pass that flag.
  for (const name of ['wc_update_cart', 'added_to_cart']) {
    listen(
      doc.body,
      name,
      (args) =>
        run(
          () => {},
          (module) => module.updateCart(doc, Boolean(args[0])),
        ),
      never,
    )
  }
}
