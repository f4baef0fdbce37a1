import {
  type AddressValues,
  changedFragments,
  type Fragments,
  mergeRefreshArgs,
  readRefreshArgs,
  readReviewAnswer,
  type RefreshArgs,
  RefreshQueue,
  reviewRequest,
} from '../../src/core/checkout/review.ts'
import { ajaxPairs } from '../../src/core/wp/ajax.ts'
import { type Block, blockElement } from '../../src/runtime/block-overlay.ts'
import { emit } from '../../src/runtime/events.ts'
import { requestJson, wcAjaxUrl } from '../../src/runtime/http.ts'
import { getJQuery } from '../../src/runtime/jquery.ts'
import { listen } from '../../src/runtime/listen.ts'
import { logError } from '../../src/runtime/log.ts'
import { scrollToElement } from '../../src/runtime/scroll.ts'
import { slide } from '../../src/runtime/slide.ts'
import { formNodes, NOTICES, noticeNodes } from './markup.ts'
import { startPayment, initPaymentMethods, paymentMethod } from './payment.ts'
import { startPlaceOrder } from './place-order.ts'
import type { CheckoutSettings } from './settings.ts'
import { startToggles } from './toggles.ts'
import { startValidation, validateAll } from './validation.ts'

/**
 * WooCommerce 10.5.2's classic checkout (`assets/js/frontend/checkout.js`) on its own form, without
 * jQuery: the order review refresh (this file), the payment methods (./payment.ts), inline
 * validation (./validation.ts), placing the order (./place-order.ts), the login and coupon
 * toggles and the coupon's ajax (./toggles.ts). Everything hangs off one `Checkout`, made per form.
 */

export interface Checkout {
  readonly form: HTMLFormElement
  /** The page's WooCommerce container (`div.woocommerce`): the toggles and notices live in it. */
  readonly root: HTMLElement
  readonly doc: Document
  readonly settings: CheckoutSettings
  readonly signal: AbortSignal
  /** Raises `update_checkout` (heard by us and by other scripts), as checkout.js's trigger. */
  triggerUpdate(args?: Record<string, unknown>): void
  /** Cancels a pending keystroke or burst timer (the order is being placed). */
  resetTimer(): void
  scrollToNotices(): void
  /** An element as jQuery handlers get it: wrapped when jQuery is on the page. */
  asArgument(element: Element): unknown
  /** What we put on the page, taken away again at cleanup. */
  readonly cleanups: (() => void)[]
}

/** checkout.js's selectors of the controls whose change refreshes the review at once. */
const UPDATES_AT_ONCE =
  'select.shipping_method, input[name^="shipping_method"], #ship-to-different-address input, .update_totals_on_change select, .update_totals_on_change input[type="radio"], .update_totals_on_change input[type="checkbox"]'
/** Text fields of an address (and of other totals-changing rows): a refresh after typing stops. */
const TYPED = '.address-field input.input-text, .update_totals_on_change input.input-text'
/** checkout.js waits this long after the last keystroke before it refreshes. */
const TYPING_PAUSE_MS = 1000
/** …and gathers asks that come together (several fields set at once) into one request. */
const BURST_MS = 5
/** The parts checkout.js blocks while a refresh runs. */
const REFRESHED = '.woocommerce-checkout-payment, .woocommerce-checkout-review-order-table'

const targetOf = (event: Event | { target?: EventTarget | null }): Element | null => (event.target instanceof Element ? event.target : null)

const valueOf = (form: HTMLFormElement, id: string): string => {
  const field = form.querySelector<HTMLInputElement | HTMLSelectElement>(`#${id}`)
  return field?.value ?? ''
}

function address(form: HTMLFormElement, prefix: 'billing' | 'shipping'): AddressValues {
  return {
    country: valueOf(form, `${prefix}_country`),
    state: valueOf(form, `${prefix}_state`),
    postcode: valueOf(form, `${prefix}_postcode`),
    city: valueOf(form, `${prefix}_city`),
    address: valueOf(form, `${prefix}_address_1`),
    address_2: valueOf(form, `${prefix}_address_2`),
  }
}

/** jQuery's `:visible`: a box with size. */
const visible = (element: Element) =>
  element instanceof HTMLElement && (element.offsetWidth > 0 || element.offsetHeight > 0 || element.getClientRects().length > 0)

/** jQuery's `serialize()`: every successful control but files and buttons, form-encoded. */
export function serialize(form: HTMLFormElement): string {
  const pairs: [string, string][] = []
  for (const [name, value] of new FormData(form)) if (typeof value === 'string') pairs.push([name, value])
  return new URLSearchParams(pairs).toString()
}

/** The chosen shipping method of each package, by `data-index` (checkout.js's selector). */
function shippingMethods(form: HTMLFormElement): Record<string, string> {
  const methods: Record<string, string> = {}
  const chosen = form.querySelectorAll<HTMLInputElement | HTMLSelectElement>(
    'select.shipping_method, input[name^="shipping_method"][type="radio"]:checked, input[name^="shipping_method"][type="hidden"]',
  )
  for (const control of chosen) methods[control.dataset.index ?? ''] = control.value
  return methods
}

function hasFullAddress(form: HTMLFormElement): boolean {
  for (const row of form.querySelectorAll('.address-field.validate-required')) {
    if (!visible(row)) continue
    const control = row.querySelector<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>('input, select, textarea')
    if (control && control.value === '') return false
  }
  return true
}

const shipsElsewhere = (form: HTMLFormElement) => form.querySelector<HTMLInputElement>('#ship-to-different-address input')?.checked === true

/**
 * The refresh: asked by changes (checkout.js's rules, below) and by `update_checkout` from anyone;
 * asks within a few milliseconds make one request, and one request runs at a time (RefreshQueue).
 */
function startReview(checkout: Checkout, live: HTMLElement): { schedule(args: RefreshArgs): void; reset(): void } {
  const { form, doc, settings, signal } = checkout
  const queue = new RefreshQueue()
  let timer: ReturnType<typeof setTimeout> | undefined
  let burst: RefreshArgs | undefined
  let dirty: Element | undefined
  let lastFragments: Fragments | undefined

  const reset = () => clearTimeout(timer)
  signal.addEventListener('abort', reset)

  const send = async (args: RefreshArgs): Promise<void> => {
    const data = reviewRequest({
      nonce: settings.update_order_review_nonce,
      paymentMethod: paymentMethod(form),
      billing: address(form, 'billing'),
      shipping: shipsElsewhere(form) ? address(form, 'shipping') : undefined,
      hasFullAddress: hasFullAddress(form),
      postData: serialize(form),
      shippingMethods: args.updateShippingMethod ? shippingMethods(form) : undefined,
    })
    const blocks: Block[] = [...form.querySelectorAll<HTMLElement>(REFRESHED)].map((element) => blockElement(element))
    let json: unknown
    let failure: unknown
    try {
      json = await requestJson(wcAjaxUrl(settings.wc_ajax_url, 'update_order_review'), {
        method: 'POST',
        headers: { 'X-Requested-With': 'XMLHttpRequest', 'Content-Type': 'application/x-www-form-urlencoded; charset=UTF-8' },
        body: new URLSearchParams(ajaxPairs(data)).toString(),
        signal,
      })
    } catch (error) {
      failure = error
    }
    for (const block of blocks) block.release()
    if (signal.aborted) return
    const { apply, next } = queue.settled()
    if (next) void send(next)
    if (!apply) return
    if (failure !== undefined) {
      // checkout.js has no answer for this (its overlay stays); the review stays as it was and the
      // server checks the totals again when the order is placed.
      logError('<wc-checkout> the order review could not be refreshed; it is left as it was.', failure)
      return
    }
    await putInPlace(args, json)
  }

  const putInPlace = async (args: RefreshArgs, json: unknown): Promise<void> => {
    const answer = readReviewAnswer(json)
    if (answer.kind === 'broken') {
      logError(`<wc-checkout> update_order_review: ${answer.reason}; the review is left as it was.`)
      return
    }
    if (answer.kind === 'reload') {
      doc.defaultView?.location.reload()
      return
    }
    for (const group of checkout.root.querySelectorAll('.woocommerce-NoticeGroup-updateOrderReview')) group.remove()
    const terms = form.querySelector<HTMLInputElement>('#terms')?.checked === true
    const details = paymentDetails(form)
    const focused =
      doc.activeElement instanceof HTMLElement && doc.activeElement.id !== '' && form.contains(doc.activeElement)
        ? doc.activeElement.id
        : undefined
    const changed = changedFragments(lastFragments, answer.fragments)
    for (const [selector, markup] of Object.entries(changed)) {
      let targets: Element[]
      try {
        targets = [...doc.querySelectorAll(selector)]
      } catch {
        continue
      }
      if (targets.length === 0) continue
      const nodes = formNodes(doc, markup)
      for (const target of targets) target.replaceWith(nodes.cloneNode(true))
    }
    lastFragments = answer.fragments
    if (terms) {
      const box = form.querySelector<HTMLInputElement>('#terms')
      if (box) box.checked = true
    }
    restorePaymentDetails(form, details)
    if (answer.failed) {
      for (const notice of checkout.root.querySelectorAll(NOTICES)) notice.remove()
      const group = doc.createElement('div')
      group.className = 'woocommerce-NoticeGroup woocommerce-NoticeGroup-updateOrderReview'
      if (answer.messages) group.append(noticeNodes(doc, answer.messages))
      form.prepend(group)
      validateAll(checkout)
      checkout.scrollToNotices()
    }
    initPaymentMethods(checkout)
    // A keyboard user's focus was in a part that was replaced: it goes back to the same control.
    const target = args.currentTarget?.includes('shipping_method') && !answer.failed ? args.currentTarget : focused
    if (target && doc.activeElement !== doc.getElementById(target)) form.querySelector<HTMLElement>(`[id="${CSS.escape(target)}"]`)?.focus()
    announceTotal(form, live)
    emit(doc.body, 'updated_checkout', [answer.data])
  }

  const schedule = (args: RefreshArgs) => {
    reset()
    burst = mergeRefreshArgs(burst, args)
    timer = setTimeout(() => {
      const asked = burst
      burst = undefined
      if (!asked || !form.isConnected) return
      const now = queue.ask(asked)
      if (now) void send(now)
    }, BURST_MS)
  }

  // checkout.js's maybe_update_checkout: not while a required address field beside the one typed in is empty.
  const maybeUpdate = () => {
    const box = dirty?.closest('div')
    if (box) {
      for (const row of box.querySelectorAll('.address-field.validate-required')) {
        const input = row.querySelector<HTMLInputElement>('input.input-text')
        if (input && input.value === '') return
      }
    }
    checkout.triggerUpdate()
  }

  const onChange = (event: Event | { target?: EventTarget | null }) => {
    const target = targetOf(event)
    if (!target) return
    if (target.matches(UPDATES_AT_ONCE)) {
      reset()
      dirty = undefined
      checkout.triggerUpdate({ current_target: target })
    } else if (target.matches('.address-field select')) {
      dirty = target
      maybeUpdate()
    } else if (target.matches(TYPED) && dirty) {
      dirty = target
      maybeUpdate()
    }
  }
  listen(form, 'change', (_args, event) => onChange(event), signal)
  form.addEventListener(
    'keydown',
    (event) => {
      const target = targetOf(event)
      if (!target?.matches(TYPED) || event.key === 'Tab') return
      dirty = target
      reset()
      timer = setTimeout(maybeUpdate, TYPING_PAUSE_MS)
    },
    { signal },
  )
  // Other scripts ask with `$(form).trigger('update')` or `$(document.body).trigger('update_checkout')`.
  listen(
    form,
    'update',
    () => {
      reset()
      dirty = undefined
      checkout.triggerUpdate()
    },
    signal,
  )
  listen(
    doc.body,
    'update_checkout',
    (args) => schedule(readRefreshArgs(args[0], (value) => (value instanceof Element && value.id !== '' ? value.id : undefined))),
    signal,
  )
  listen(doc.body, 'init_checkout', () => checkout.triggerUpdate(), signal)
  return { schedule, reset }
}

/** What the shopper put in the gateways' fields, by id: a refresh replaces those fields. */
function paymentDetails(form: HTMLFormElement): Map<string, string | boolean> {
  const details = new Map<string, string | boolean>()
  for (const control of form.querySelectorAll<HTMLInputElement>('.payment_box input, .payment_box select, .payment_box textarea')) {
    if (!control.id) continue
    details.set(control.id, control.type === 'checkbox' || control.type === 'radio' ? control.checked : control.value)
  }
  return details
}

/** checkout.js's refill: ticks as they were, and values into fields the new markup left empty. */
function restorePaymentDetails(form: HTMLFormElement, details: Map<string, string | boolean>): void {
  for (const control of form.querySelectorAll<HTMLInputElement>('.payment_box input, .payment_box select, .payment_box textarea')) {
    const kept = details.get(control.id)
    if (kept === undefined) continue
    if (typeof kept === 'boolean') control.checked = kept
    else if (control.value === '') control.value = kept
    else continue
    emit(control, 'change')
  }
}

/** The new total, said politely (the table's own words: its `order-total` row). */
function announceTotal(form: HTMLFormElement, live: HTMLElement): void {
  const row = form.querySelector('.woocommerce-checkout-review-order-table tr.order-total')
  const text = [...(row?.children ?? [])]
    .map((cell) => cell.textContent.replace(/\s+/g, ' ').trim())
    .join(' ')
    .trim()
  if (text) live.textContent = text
}

/** Starts the checkout on `form`; returns its cleanup, which leaves the markup as it was found. */
export function startCheckout(form: HTMLFormElement, settings: CheckoutSettings, signal: AbortSignal): () => void {
  const doc = form.ownerDocument
  const root = form.closest<HTMLElement>('.woocommerce') ?? doc.body
  const cleanups: (() => void)[] = []
  const live = doc.createElement('div')
  live.className = 'screen-reader-text'
  live.setAttribute('role', 'status')
  form.after(live)
  cleanups.push(() => live.remove())
  const hadNovalidate = form.hasAttribute('novalidate')
  // As checkout.js: the browser's own checks would conflict with the inline ones and the server's.
  form.setAttribute('novalidate', 'novalidate')
  cleanups.push(() => hadNovalidate || form.removeAttribute('novalidate'))
  const checkout: Checkout = {
    form,
    root,
    doc,
    settings,
    signal,
    cleanups,
    triggerUpdate(args = {}) {
      // As checkout.js: `current_target` is the control itself (its delegated handler's currentTarget).
      emit(doc.body, 'update_checkout', [{ current_target: null, ...args }])
    },
    resetTimer: () => review.reset(),
    scrollToNotices() {
      const group = root.querySelector('.woocommerce-NoticeGroup-updateOrderReview, .woocommerce-NoticeGroup-checkout') ?? form
      void scrollToElement(group)
    },
    asArgument(element) {
      const jq = getJQuery()
      return jq ? jq(element) : element
    },
  }
  const review = startReview(checkout, live)
  startValidation(checkout)
  startPayment(checkout)
  startToggles(checkout)
  startPlaceOrder(checkout)
  startAddressBoxes(checkout)
  initPaymentMethods(checkout)
  if (settings.is_checkout) emit(doc.body, 'init_checkout')
  return () => {
    for (const cleanup of cleanups.reverse()) cleanup()
  }
}

/** "Ship to a different address?" and "Create an account?": their boxes follow the boxes' ticks. */
function startAddressBoxes(checkout: Checkout): void {
  const { form, signal, settings } = checkout
  const follow = (box: HTMLInputElement | null, selector: string, animate: boolean) => {
    const target = form.querySelector<HTMLElement>(selector) ?? checkout.root.querySelector<HTMLElement>(selector)
    if (!box || !target) return
    if (box.checked) void slide(target, 'down', animate ? 400 : 0)
    else target.style.display = 'none'
  }
  const shipping = form.querySelector<HTMLInputElement>('#ship-to-different-address input')
  const account = settings.option_guest_checkout === 'yes' ? form.querySelector<HTMLInputElement>('input#createaccount') : null
  const shippingBox = form.querySelector<HTMLElement>('div.shipping_address')
  const accountBox = form.querySelector<HTMLElement>('div.create-account')
  const styles = [shippingBox, accountBox].map((element) => [element, element?.getAttribute('style')] as const)
  checkout.cleanups.push(() => {
    for (const [element, style] of styles) {
      if (!element) continue
      if (style === null || style === undefined) element.removeAttribute('style')
      else element.setAttribute('style', style)
    }
  })
  follow(shipping, 'div.shipping_address', false)
  follow(account, 'div.create-account', false)
  listen(
    form,
    'change',
    (_args, event) => {
      const target = targetOf(event)
      if (target === shipping) follow(shipping, 'div.shipping_address', true)
      if (account && target === account) {
        const password = form.querySelector<HTMLInputElement>('#account_password')
        if (account.checked && password) password.value = ''
        follow(account, 'div.create-account', true)
      }
    },
    signal,
  )
}
