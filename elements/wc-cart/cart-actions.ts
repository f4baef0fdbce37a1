import {
  cartAnswerOutcome,
  chosenShippingMethods,
  couponAnswerIsError,
  distinctByText,
  NOTICE_AND_COUPON_ERROR_SELECTOR,
  NOTICE_SELECTOR,
  Tickets,
} from '../../src/core/cart/cart-page.ts'
import { CART_FORM_SELECTOR } from '../../src/core/cart/cart-selectors.ts'
import { REPAIRED_ROLE_ATTRIBUTE } from '../../src/core/notices/notice-selectors.ts'
import { ajaxPairs } from '../../src/core/wp/ajax.ts'
import { blockElement } from '../../src/runtime/block-overlay.ts'
import { emit } from '../../src/runtime/events.ts'
import { isAborted, wcAjaxUrl } from '../../src/runtime/http.ts'
import { LatestRequest } from '../../src/runtime/latest-request.ts'
import { logError } from '../../src/runtime/log.ts'
import { markupNodes } from '../../src/runtime/markup-nodes.ts'
import { scrollToNotices } from '../../src/runtime/scroll.ts'
import { cartSettings } from './settings.ts'

/**
 * What WooCommerce 10.5.2's cart.js does once the shopper acts on the classic cart page
 * (./start.ts hears it): the same requests (the cart form posted to its action, the remove and
 * undo links fetched, `?wc-ajax=apply_coupon`, `remove_coupon`, `update_shipping_method`), the
 * answers put in place as its `update_wc_div` does, blockUI's overlay while they run, and its
 * events on `document.body` (`updated_wc_div`, `updated_cart_totals`, `updated_shipping_method`,
 * `wc_cart_emptied`, `applied_coupon`, `removed_coupon`, `item_removed_from_classic_cart`).
 *
 * Better than the original: each action has one request in flight (a newer one aborts the older),
 * and an answer arriving after a newer request began for the same part of the page is dropped, so
 * it never overwrites newer state. A request that fails (network, status, timeout), or a cart
 * answer with neither the cart form nor the empty cart (cart.js replaces the cart with nothing),
 * leaves the cart as it was, with what the shopper typed, and says so in an error notice. The
 * answers go through the one sanitiser. After a redraw took the focus away, it goes to the first
 * notice shown, else to the control that had it.
 */

type Part = 'form' | 'totals'
const tickets = new Tickets<Part>()
const channels = new Map<string, LatestRequest>()
const channel = (action: string) => {
  let request = channels.get(action)
  if (!request) channels.set(action, (request = new LatestRequest()))
  return request
}

const FORM = CART_FORM_SELECTOR
const TOTALS = 'div.cart_totals'
const ALERTS = `[role="alert"], [${REPAIRED_ROLE_ATTRIBUTE}="alert"]`
/** Our own notice of a failed request, removed with the next answer's notices. */
const FAILURE_CLASS = 'wc-cart-request-error'

/** cart.js's `block`: `.processing` (its own test of "blocked") and blockUI's overlay. */
function block(element: Element | null): () => void {
  if (!(element instanceof HTMLElement) || element.closest('.processing')) return () => {}
  element.classList.add('processing')
  const overlay = blockElement(element)
  return () => {
    overlay.release()
    element.classList.remove('processing')
  }
}

/** The cart page's answer (a whole page, or the coupon's notices) as nodes, its form and controls kept. */
const pageNodes = (doc: Document, html: string) => markupNodes(doc, html, { formControls: true })

const totalsOf = (doc: Document) => doc.querySelector<HTMLElement>(TOTALS)

/** A request as jQuery.ajax sends cart.js's (`X-Requested-With`, the data form-encoded, in the query for GET). */
function send(action: string, url: string, method: string, pairs: [string, string][]): Promise<string> {
  const get = method.toUpperCase() !== 'POST'
  const body = new URLSearchParams(pairs)
  const target = get && pairs.length > 0 ? `${url}${url.includes('?') ? '&' : '?'}${body.toString()}` : url
  return channel(action).text(target, {
    method: get ? 'GET' : 'POST',
    headers: { 'X-Requested-With': 'XMLHttpRequest' },
    body: get ? null : body,
  })
}

const ajax = (doc: Document, action: string, data: Record<string, unknown>) =>
  send(action, wcAjaxUrl(cartSettings(doc).wc_ajax_url, action), 'POST', ajaxPairs(data))

/** The answer, or undefined after a failure (said in a notice) or when a newer request replaced it. */
async function answer(doc: Document, request: Promise<string>): Promise<string | undefined> {
  try {
    return await request
  } catch (error) {
    if (!isAborted(error)) fail(doc, error)
    return undefined
  }
}

/** A failure: the page stays as it is, and an error notice says so. */
function fail(doc: Document, reason: unknown): void {
  logError('<wc-cart> a cart request failed; the cart is left as it was.', reason)
  for (const old of doc.querySelectorAll(`.${FAILURE_CLASS}`)) old.remove()
  const notice = doc.createElement('ul')
  notice.className = `woocommerce-error ${FAILURE_CLASS}`
  notice.setAttribute('role', 'alert')
  const item = doc.createElement('li')
  item.textContent = cartSettings(doc).i18n_cart_error
  notice.append(item)
  showNotices(doc, [notice])
  void scrollToNotices(notice)
}

/** cart.js's `show_notice`: before what the notices wrapper holds, else before the cart. */
function showNotices(doc: Document, notices: readonly Node[]): void {
  const target =
    doc.querySelector('.woocommerce-notices-wrapper') ??
    doc.querySelector('.wc-empty-cart-message')?.closest('.woocommerce') ??
    doc.querySelector(FORM)
  target?.prepend(...notices)
}

const removeNotices = (doc: Document, selector: string) => {
  for (const notice of doc.querySelectorAll(selector)) notice.remove()
}

/** cart.js's `show_coupon_error`: the message under the coupon field, the field marked invalid. */
function showCouponError(wrapper: Element, error: HTMLElement, live: boolean): void {
  if (live) error.setAttribute('role', 'alert')
  const field = wrapper.querySelector('#coupon_code')
  field?.classList.add('has-error')
  field?.setAttribute('aria-invalid', 'true')
  field?.setAttribute('aria-describedby', 'coupon-error-notice')
  wrapper.append(error)
}

function couponErrorOf(doc: Document, text: string): HTMLElement | undefined {
  const message = text.trim()
  if (message === '') return undefined
  const error = doc.createElement('p')
  error.className = 'coupon-error-notice'
  error.id = 'coupon-error-notice'
  error.textContent = message
  return error
}

/** What had the focus before a redraw, to find its successor. */
function focusMark(doc: Document): { id: string; name: string; typing: boolean } | undefined {
  const active = doc.activeElement
  if (!active || active === doc.body) return undefined
  return { id: active.id, name: active.getAttribute('name') ?? '', typing: active.matches('input:is([type="number"], [type="text"])') }
}

/**
 * After a redraw took the focus away: the first notice shown, else the control that had it; a field
 * the shopper was typing in keeps it (its successor in the new form), so typing goes on.
 */
function refocus(doc: Document, mark: ReturnType<typeof focusMark>, notices: readonly Element[]): void {
  if (!mark || (doc.activeElement && doc.activeElement !== doc.body)) return
  const notice = notices.find((node) => node.isConnected && node.matches(ALERTS)) as HTMLElement | undefined
  const control =
    (mark.id ? doc.getElementById(mark.id) : null) ??
    (mark.name ? doc.querySelector<HTMLElement>(`[name="${CSS.escape(mark.name)}"]`) : null)
  const target = mark.typing ? (control ?? notice) : (notice ?? control)
  if (target && target === notice) notice.tabIndex = -1
  target?.focus()
}

function replaceTotals(doc: Document, totals: Element | null): void {
  if (!totals) return
  totalsOf(doc)?.replaceWith(totals)
  emit(doc.body, 'updated_cart_totals')
}

/**
 * cart.js's `update_wc_div`: the answer's cart form and totals in place of the page's, its notices
 * (each text once) before the page's, or the empty cart in place of the cart. True when applied.
 */
/** The cart form's text and number fields by name, with their values (what was posted). */
function typedValues(doc: Document): Map<string, string> {
  const values = new Map<string, string>()
  for (const field of doc.querySelectorAll<HTMLInputElement>(`${FORM} input[name]:is([type="number"], [type="text"])`))
    values.set(field.name, field.value)
  return values
}

/**
 * The blockUI overlay stops the pointer only: a keyboard user may type in a quantity while the
 * request runs. What was typed since the request began goes into the new form's same field, and
 * "Update cart" stays enabled for it, so nothing typed is lost (cart.js replaces it).
 */
function keepTypedSince(posted: Map<string, string>, oldForm: Element, newForm: Element): void {
  let kept = false
  for (const field of oldForm.querySelectorAll<HTMLInputElement>('input[name]:is([type="number"], [type="text"])')) {
    if (!posted.has(field.name) || posted.get(field.name) === field.value) continue
    const successor = newForm.querySelector<HTMLInputElement>(`input[name="${CSS.escape(field.name)}"]`)
    if (!successor) continue
    successor.value = field.value
    kept = true
  }
  if (kept) for (const button of newForm.querySelectorAll<HTMLButtonElement>('[name="update_cart"]')) button.disabled = false
}

async function updateWcDiv(
  doc: Document,
  html: string,
  preserveNotices: boolean,
  ticket: number,
  posted: Map<string, string>,
): Promise<boolean> {
  const parsed = pageNodes(doc, html)
  const newForm = parsed.querySelector(FORM)
  const newTotals = parsed.querySelector('.cart_totals')
  const emptyCart = parsed.querySelector('.wc-empty-cart-message')?.closest('.woocommerce') ?? null
  const notices = distinctByText([...parsed.querySelectorAll(NOTICE_SELECTOR)], (node) => node.textContent)
  const outcome = cartAnswerOutcome({
    pageHasForm: doc.querySelector(FORM) !== null,
    pageHasCheckout: doc.querySelector('.woocommerce-checkout') !== null,
    answerHasForm: newForm !== null,
    answerHasEmptyCart: emptyCart !== null,
  })
  if (outcome === 'reload') {
    doc.defaultView?.location.reload()
    return false
  }
  if (outcome === 'unusable') {
    fail(doc, 'the answer holds neither the cart form nor the empty cart')
    return false
  }
  const mark = focusMark(doc)
  if (!preserveNotices) removeNotices(doc, NOTICE_AND_COUPON_ERROR_SELECTOR)
  removeNotices(doc, `.${FAILURE_CLASS}`)
  if (outcome === 'emptied') {
    doc
      .querySelector('.woocommerce-cart-form__contents')
      ?.closest('.woocommerce')
      ?.replaceWith(emptyCart as Element)
    if (notices.length > 0) showNotices(doc, notices)
    emit(doc.body, 'wc_cart_emptied')
  } else {
    const form = doc.querySelector(FORM)
    const oldField = form?.querySelector<HTMLInputElement>('#coupon_code')
    const oldError = oldField?.closest('.coupon')?.querySelector<HTMLElement>('.coupon-error-notice')
    if (tickets.current(ticket, ['form']) && form && newForm) {
      form.replaceWith(newForm)
      for (const button of newForm.querySelectorAll<HTMLButtonElement>('[name="update_cart"]')) button.disabled = true
      keepTypedSince(posted, form, newForm)
      const newField = newForm.querySelector<HTMLInputElement>('#coupon_code')
      const wrapper = newField?.closest('.coupon')
      if (preserveNotices && oldError && newField && wrapper) {
        newField.value = oldField?.value ?? ''
        // Focused before the live region arrives, or screen readers do not read it (cart.js).
        newField.focus()
        showCouponError(wrapper, oldError, true)
      }
    }
    if (notices.length > 0) showNotices(doc, notices)
    if (tickets.current(ticket, ['totals'])) replaceTotals(doc, newTotals)
  }
  refocus(doc, mark, notices)
  emit(doc.body, 'updated_wc_div')
  return true
}

/** A post or fetch whose answer is the cart page: the form and the totals blocked meanwhile. */
async function redraw(
  doc: Document,
  request: () => Promise<string>,
  { preserveNotices = false, scroll = true, blocks = [] as (Element | null)[] } = {},
): Promise<boolean> {
  const ticket = tickets.take(['form', 'totals'])
  const posted = typedValues(doc)
  const releases = [block(doc.querySelector(FORM)), block(totalsOf(doc)), ...blocks.map(block)]
  let applied = false
  try {
    const html = await answer(doc, request())
    if (html !== undefined) applied = await updateWcDiv(doc, html, preserveNotices, ticket, posted)
  } catch (error) {
    fail(doc, error)
  } finally {
    for (const release of releases) release()
  }
  const alert = scroll ? doc.querySelector(ALERTS) : null
  if (alert) void scrollToNotices(alert)
  return applied
}

/**
 * What jQuery's `$form.serialize()` posts: the form's successful controls (no buttons, no files,
 * nothing disabled or unchecked) as name-value pairs, in document order.
 */
function formPairs(form: HTMLFormElement): [string, string][] {
  const pairs: [string, string][] = []
  for (const [name, value] of new FormData(form)) if (typeof value === 'string') pairs.push([name, value])
  return pairs
}

const postForm =
  (action: string, form: HTMLFormElement, extra: [string, string][] = []) =>
  () =>
    send(action, form.action, form.getAttribute('method') ?? 'GET', [...formPairs(form), ...extra])

/** "Update cart", or Enter in a quantity field: the form posted with `update_cart` (cart.js's `quantity_update`). */
export function updateQuantities(form: HTMLFormElement): Promise<boolean> {
  return redraw(form.ownerDocument, postForm('update_cart', form, [['update_cart', 'Update Cart']]))
}

/** cart.js's `update_cart`: the form posted as it is (after a coupon, or `added_to_cart` / `wc_update_cart`). */
export function updateCart(doc: Document, preserveNotices: boolean): Promise<boolean> {
  const form = doc.querySelector<HTMLFormElement>(`form${FORM}`)
  if (!form) return Promise.resolve(false)
  return redraw(doc, postForm('refresh_cart', form), { preserveNotices })
}

/** A cart line's remove link: fetched, the cart redrawn from its answer ("… removed. Undo?"). */
export async function removeItem(link: HTMLAnchorElement): Promise<void> {
  const doc = link.ownerDocument
  if (link.closest('.processing')) return
  await redraw(doc, () => send('remove_item', link.href, 'GET', []))
  emit(doc.body, 'item_removed_from_classic_cart')
}

/** The notice's Undo link (`.restore-item`): fetched, the cart redrawn from its answer. */
export async function restoreItem(link: HTMLAnchorElement): Promise<void> {
  const doc = link.ownerDocument
  // The cart was emptied: no form to redraw, so the page goes there, as cart.js ends up reloading.
  if (!doc.querySelector(FORM)) {
    doc.defaultView?.location.assign(link.href)
    return
  }
  await redraw(doc, () => send('restore_item', link.href, 'GET', []), { scroll: false })
}

/** "Apply coupon", or Enter in the coupon field: `?wc-ajax=apply_coupon`, then the cart redrawn. */
export async function applyCoupon(form: HTMLFormElement): Promise<void> {
  const doc = form.ownerDocument
  const field = form.querySelector<HTMLInputElement>('#coupon_code')
  const code = field?.value ?? ''
  const release = block(form)
  let html: string | undefined
  try {
    html = await answer(doc, ajax(doc, 'apply_coupon', { security: cartSettings(doc).apply_coupon_nonce, coupon_code: code }))
    if (html === undefined) return
    const parsed = pageNodes(doc, html)
    removeNotices(doc, `${NOTICE_AND_COUPON_ERROR_SELECTOR}, .${FAILURE_CLASS}`)
    // Notices of success go to the page; an error goes under the field (cart.js).
    if (!couponAnswerIsError(html)) showNotices(doc, [parsed])
    else {
      const wrapper = field?.closest('.coupon')
      const error = couponErrorOf(doc, parsed.textContent)
      if (wrapper && error) showCouponError(wrapper, error, false)
    }
    emit(doc.body, 'applied_coupon', [code])
  } finally {
    release()
  }
  await updateCart(doc, true)
}

/** A coupon's "[Remove]" link in the totals: `?wc-ajax=remove_coupon`, then the cart redrawn. */
export async function removeCoupon(link: HTMLAnchorElement): Promise<void> {
  const doc = link.ownerDocument
  const coupon = link.getAttribute('data-coupon') ?? ''
  const release = block(link.closest('.cart_totals'))
  try {
    const html = await answer(doc, ajax(doc, 'remove_coupon', { security: cartSettings(doc).remove_coupon_nonce, coupon }))
    if (html === undefined) return
    const parsed = pageNodes(doc, html)
    removeNotices(doc, `${NOTICE_SELECTOR}, .${FAILURE_CLASS}`)
    showNotices(doc, [parsed])
    emit(doc.body, 'removed_coupon', [coupon])
    const field = doc.querySelector<HTMLInputElement>(`${FORM} #coupon_code`)
    if (field) {
      field.value = ''
      // As typing in it does: its error goes (./start.ts hears the input, as other scripts may).
      field.dispatchEvent(new Event('input', { bubbles: true }))
    }
  } finally {
    release()
  }
  await updateCart(doc, true)
}

/** A shipping method chosen: `?wc-ajax=update_shipping_method`, the totals redrawn from its answer. */
export async function chooseShippingMethod(control: HTMLInputElement | HTMLSelectElement): Promise<void> {
  const doc = control.ownerDocument
  const controls = doc.querySelectorAll<HTMLInputElement | HTMLSelectElement>(
    'select.shipping_method, [name^="shipping_method"][type="radio"]:checked, [name^="shipping_method"][type="hidden"]',
  )
  const shipping = chosenShippingMethods([...controls].map((each) => ({ index: each.dataset.index, value: each.value })))
  const ticket = tickets.take(['totals'])
  const release = block(totalsOf(doc))
  try {
    const html = await answer(
      doc,
      ajax(doc, 'update_shipping_method', { security: cartSettings(doc).update_shipping_method_nonce, shipping_method: shipping }),
    )
    if (html === undefined || !tickets.current(ticket, ['totals'])) return
    const totals = pageNodes(doc, html).querySelector('.cart_totals')
    if (!totals) {
      fail(doc, 'the answer holds no cart totals')
      return
    }
    removeNotices(doc, `.${FAILURE_CLASS}`)
    replaceTotals(doc, totals)
    // The same control in the new totals gets the focus back (cart.js finds it by id).
    if (control.id) doc.getElementById(control.id)?.focus()
  } finally {
    release()
    emit(doc.body, 'updated_shipping_method')
  }
}

/** The shipping calculator's "Update": its form posted with `calc_shipping`, the cart redrawn. */
export function calculateShipping(form: HTMLFormElement): Promise<boolean> {
  return redraw(form.ownerDocument, postForm('calc_shipping', form, [['calc_shipping', 'x']]), { scroll: false, blocks: [form] })
}
