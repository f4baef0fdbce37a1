import {
  type CartAnswer,
  type Fragments,
  postedData,
  readAddAnswer,
  readFragments,
  readRemoveAnswer,
  RequestQueue,
  wantsViewCartLink,
} from '../../src/core/cart/add-to-cart.ts'
import { ajaxPairs } from '../../src/core/wp/ajax.ts'
import { blockElement } from '../../src/runtime/block-overlay.ts'
import { emit } from '../../src/runtime/events.ts'
import { replaceFragments } from '../../src/runtime/fragments.ts'
import { requestJson, wcAjaxUrl } from '../../src/runtime/http.ts'
import { getJQuery } from '../../src/runtime/jquery.ts'
import { logError, warnOnce } from '../../src/runtime/log.ts'
import { type AddToCartSettings, addToCartSettings } from './settings.ts'

/**
 * What WooCommerce 10.5.2's add-to-cart.js does once a listing button or a mini-cart remove link is
 * pressed (./start.ts hears the press): the request, one at a time in the order asked; the button's
 * `loading` / `added` classes and "View cart" link; the fragments; the live region; the events on
 * `document.body` (`adding_to_cart`, `added_to_cart`, `removed_from_cart`, `wc_cart_button_updated`,
 * `wc_fragments_loaded`), with jQuery-wrapped elements as arguments when jQuery is on the page.
 *
 * Better than the original: a button is `aria-disabled` while its request runs and a second press
 * meanwhile is ignored (the original queues a second add); a request that fails, or an answer of no
 * use, follows the link itself (the original leaves the button loading); focus stays on the page
 * when the fragments replace what held it.
 */

const queue = new RequestQueue()
let settings: AddToCartSettings | undefined
const settingsOf = (doc: Document) => (settings ??= addToCartSettings(doc))

/** Buttons whose request runs: a second press is ignored. */
const busy = new WeakSet<Element>()

/** An element argument as scripts pass it: the element, a jQuery object, or nothing usable. */
function elementOf(value: unknown): HTMLElement | undefined {
  if (value instanceof HTMLElement) return value
  const first = (value as { 0?: unknown } | null | undefined)?.[0]
  return first instanceof HTMLElement ? first : undefined
}

/** The element as the original's listeners get it: jQuery-wrapped when jQuery is on the page. */
function asArgument(element: HTMLElement): unknown {
  const jq = getJQuery()
  return jq ? jq(element) : element
}

async function post(doc: Document, endpoint: string, data: Record<string, unknown>): Promise<unknown> {
  return requestJson(wcAjaxUrl(settingsOf(doc).wc_ajax_url, endpoint), {
    method: 'POST',
    headers: { 'X-Requested-With': 'XMLHttpRequest' },
    body: new URLSearchParams(ajaxPairs(data)),
  })
}

/** The request through the queue; a failure of any kind is an answer of no use. */
function send(doc: Document, endpoint: string, data: Record<string, unknown>, read: (json: unknown) => CartAnswer): Promise<CartAnswer> {
  return queue.run(() =>
    post(doc, endpoint, data).then(
      read,
      (error: unknown) => ({ kind: 'follow', reason: error instanceof Error ? error.message : String(error) }) as const,
    ),
  )
}

function go(link: HTMLElement, answer: Exclude<CartAnswer, { kind: 'changed' }>): void {
  const view = link.ownerDocument.defaultView
  if (answer.kind === 'go') {
    view?.location.assign(answer.url)
    return
  }
  logError(`<wc-add-to-cart> ${answer.reason}; the link is followed instead.`)
  const href = link.getAttribute('href')
  if (href) view?.location.assign(new URL(href, link.baseURI).href)
}

/** add-to-cart.js clears the region (and its aria-relevant) at each press, so a repeat is news. */
function clearRegion(doc: Document): void {
  const region = liveRegion(doc)
  region.textContent = ''
  region.removeAttribute('aria-relevant')
}

function setBusy(button: HTMLElement, on: boolean): void {
  if (on) {
    busy.add(button)
    button.setAttribute('aria-disabled', 'true')
  } else {
    busy.delete(button)
    button.removeAttribute('aria-disabled')
  }
}

/** The jQuery data store of `element` (what other scripts put there with `$(button).data(k, v)`). */
function jqueryData(element: HTMLElement): Record<string, unknown> | undefined {
  const collection = getJQuery()?.(element) as { data?: () => unknown } | undefined
  const data = typeof collection?.data === 'function' ? collection.data() : undefined
  return typeof data === 'object' && data !== null ? (data as Record<string, unknown>) : undefined
}

/**
 * `should_send_ajax_request.adding_to_cart`, jQuery's `triggerHandler` on the body: a handler that
 * answers false keeps the request from being sent (other scripts' own checks).
 */
function refusedByOthers(doc: Document, button: HTMLElement): boolean {
  const jq = getJQuery()
  const body = jq?.(doc.body) as { triggerHandler?: (name: string, args: unknown[]) => unknown } | undefined
  return (
    typeof body?.triggerHandler === 'function' &&
    body.triggerHandler('should_send_ajax_request.adding_to_cart', [asArgument(button)]) === false
  )
}

/**
 * add-to-cart.js's live region for the mini cart's news (`data-success_message` of the button),
 * made when this chunk is first asked for (the pointer or the focus on a button), before it speaks.
 */
export function liveRegion(doc: Document): HTMLElement {
  const existing = doc.querySelector<HTMLElement>('.widget_shopping_cart_live_region')
  if (existing) return existing
  const region = doc.createElement('div')
  region.className = 'widget_shopping_cart_live_region screen-reader-text'
  region.setAttribute('role', 'status')
  doc.body.append(region)
  return region
}

/** A press that ./start.ts heard: a mini-cart remove link, or a listing button. */
export function press(link: HTMLElement): void {
  void (link.classList.contains('remove_from_cart_button') ? removeFromCart(link) : addToCart(link))
}

/** A listing button pressed (`.add_to_cart_button.ajax_add_to_cart[data-product_id]`). */
export async function addToCart(button: HTMLElement): Promise<void> {
  if (busy.has(button)) return
  const doc = button.ownerDocument
  clearRegion(doc)
  button.classList.remove('added')
  button.classList.add('loading')
  if (refusedByOthers(doc, button)) {
    emit(doc.body, 'ajax_request_not_sent.adding_to_cart', [false, false, asArgument(button)])
    updateButton(doc, undefined, button)
    return
  }
  setBusy(button, true)
  const data = postedData(jqueryData(button), button.dataset)
  emit(doc.body, 'adding_to_cart', [asArgument(button), data])
  const config = settingsOf(doc)
  const base = doc.defaultView?.location.href ?? doc.baseURI
  const answer = await send(doc, 'add_to_cart', data, (json) =>
    readAddAnswer(json, base, { redirectToCart: config.cart_redirect_after_add === 'yes', cartUrl: config.cart_url }),
  )
  if (answer.kind !== 'changed') {
    // The page is left: the button stays as it is until then.
    go(button, answer)
    return
  }
  setBusy(button, false)
  // Its listeners (./start.ts, onAddedToCart) update the button and the fragments, as add-to-cart.js.
  emit(doc.body, 'added_to_cart', [answer.fragments, answer.cartHash, asArgument(button)])
}

/** A mini-cart remove link pressed (`a.remove_from_cart_button[data-cart_item_key]`). */
export async function removeFromCart(link: HTMLElement): Promise<void> {
  if (busy.has(link)) return
  busy.add(link)
  const doc = link.ownerDocument
  clearRegion(doc)
  const row = link.closest<HTMLElement>('.woocommerce-mini-cart-item')
  const block = row ? blockElement(row) : undefined
  const answer = await send(doc, 'remove_from_cart', { cart_item_key: link.dataset.cart_item_key ?? '' }, readRemoveAnswer)
  if (answer.kind !== 'changed') {
    go(link, answer)
    return
  }
  busy.delete(link)
  // The focus was on the link: after the mini cart is replaced it goes to the line that took its place.
  if (doc.activeElement === link) focusAfterRemoval.set(doc, indexAmong(doc, link))
  block?.release()
  emit(doc.body, 'removed_from_cart', [answer.fragments, answer.cartHash, asArgument(link)])
}

const focusAfterRemoval = new WeakMap<Document, number>()

const indexAmong = (doc: Document, link: Element) => [...doc.querySelectorAll('.remove_from_cart_button')].indexOf(link)

/** add-to-cart.js's `updateButton`: not loading; `added` and the "View cart" link after fragments. */
function updateButton(doc: Document, fragments: Fragments | undefined, button: HTMLElement | undefined): void {
  if (!button) return
  const config = settingsOf(doc)
  button.classList.remove('loading')
  if (fragments) button.classList.add('added')
  const parentHasLink = Boolean(button.parentElement?.querySelector('.added_to_cart'))
  if (wantsViewCartLink(fragments !== undefined, config.is_cart, parentHasLink)) {
    const link = doc.createElement('a')
    link.href = config.cart_url
    link.className = 'added_to_cart wc-forward'
    link.title = config.i18n_view_cart
    link.textContent = config.i18n_view_cart
    button.after(link)
  }
  emit(doc.body, 'wc_cart_button_updated', [asArgument(button)])
}

/** add-to-cart.js's `updateFragments`, then `wc_fragments_loaded`. */
function updateFragments(doc: Document, fragments: Fragments | undefined): void {
  if (!fragments) return
  const hadFocus = doc.activeElement
  replaceFragments(doc, fragments)
  const index = focusAfterRemoval.get(doc)
  focusAfterRemoval.delete(doc)
  if (hadFocus !== null && !hadFocus.isConnected) refocus(doc, index)
  emit(doc.body, 'wc_fragments_loaded')
}

/** After a removal the focus goes to the remove link now at the removed one's place, else to the mini cart. */
function refocus(doc: Document, index: number | undefined): void {
  const links = [...doc.querySelectorAll<HTMLElement>('.remove_from_cart_button')]
  const next = index === undefined ? undefined : (links[index] ?? links[links.length - 1])
  const target = next ?? doc.querySelector<HTMLElement>('.widget_shopping_cart_content a[href]')
  target?.focus()
}

/** add-to-cart.js's `alertCartUpdated`: the button's `data-success_message`, in the live region. */
function announce(doc: Document, button: HTMLElement | undefined): void {
  const message = button?.dataset.success_message
  if (!message) return
  const region = liveRegion(doc)
  region.textContent = message
  region.setAttribute('aria-relevant', 'all')
}

/**
 * WooCommerce's add-to-cart.js, when it is on the page too, has bound its delegation on the body:
 * it handles the presses (its handler prevents their default first, so ./start.ts leaves them) and
 * the cart events, and this code stands down (double handling is worse than none).
 */
function originalIsBound(doc: Document): boolean {
  const data = getJQuery()?._data as ((element: Element, key: string) => unknown) | undefined
  const events = data?.(doc.body, 'events') as Record<string, { selector?: string }[] | undefined> | undefined
  const bound = events?.click?.some((handler) => handler.selector?.includes('.add_to_cart_button') === true) === true
  if (bound)
    warnOnce(
      'stand-down:wc-add-to-cart',
      '<wc-add-to-cart> stands down: wc-add-to-cart (add-to-cart.js) already handles the listing buttons. Dequeue it to use shop-islands (see the README).',
    )
  return bound
}

/**
 * `added_to_cart` ([fragments, cart hash, button]: the button as updateButton, then the fragments,
 * then the announcement) or `removed_from_cart` ([fragments, cart hash, remove link]: the fragments
 * and the announcement) on the body, raised by us or by another script.
 */
export function cartChanged(doc: Document, name: string, args: readonly unknown[]): void {
  if (originalIsBound(doc)) return
  const fragments = readFragments(args[0])
  const link = elementOf(args[2])
  if (name === 'added_to_cart') updateButton(doc, fragments, link)
  // In one go, inside the event's handler, as add-to-cart.js's onAddedToCart: the fragments (and
  // `wc_fragments_loaded`) before the listeners bound after ours hear `added_to_cart`.
  updateFragments(doc, fragments)
  announce(doc, link)
}
