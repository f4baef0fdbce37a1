import { listen } from '../../src/runtime/listen.ts'
import { logError } from '../../src/runtime/log.ts'
import type * as Actions from './actions.ts'

/**
 * The part of WooCommerce's add-to-cart.js that must be there before the shopper acts, and nothing
 * more: one delegation per document for the clicks (and Space) on listing buttons and mini-cart
 * remove links, the screen-reader live region, and WooCommerce's cart events raised by other
 * scripts. What a click does (the request, the button's states, the fragments) is ./actions.ts, a
 * chunk imported when the pointer or the focus first reaches a button, or at the latest on the
 * click. A click before this code runs is a plain link: `?add-to-cart=<id>`, which WooCommerce
 * handles without JavaScript.
 */

type ActionsModule = typeof Actions

let loaded: ActionsModule | undefined
let loading: Promise<ActionsModule> | undefined

function loadActions(): Promise<ActionsModule> {
  loading ??= import('./actions.ts').then(
    (module) => (loaded = module),
    (error: unknown) => {
      loading = undefined
      throw error
    },
  )
  return loading
}

/** Runs `task` with the actions, at once when they are there; if their chunk fails, `fallback`. */
function withActions(task: (actions: ActionsModule) => void, fallback?: () => void): void {
  if (loaded) {
    task(loaded)
    return
  }
  loadActions().then(task, (error: unknown) => {
    logError('<wc-add-to-cart> its code could not load; the link is followed instead.', error)
    fallback?.()
  })
}

const BUTTON = '.add_to_cart_button:not(.wc-interactive)'
const REMOVE = '.remove_from_cart_button'

const closest = (target: EventTarget | null, selector: string): HTMLElement | null =>
  target instanceof Element ? target.closest<HTMLElement>(selector) : null

const follow = (link: HTMLElement) => () => {
  const href = link.getAttribute('href')
  if (href) link.ownerDocument.defaultView?.location.assign(new URL(href, link.baseURI).href)
}

function onClick(event: MouseEvent): void {
  // A click another script took, or one that opens a new tab or window, is left to the browser.
  if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return
  const button = closest(event.target, BUTTON)
  if (button?.classList.contains('ajax_add_to_cart') && button.getAttribute('data-product_id')) {
    if (standsDown()) return
    event.preventDefault()
    withActions((actions) => actions.addToCart(button), follow(button))
    return
  }
  const remove = closest(event.target, REMOVE)
  if (remove && !standsDown()) {
    event.preventDefault()
    withActions((actions) => actions.removeFromCart(remove), follow(remove))
  }
}

/** Both links carry role="button": Space presses them, as add-to-cart.js makes it. */
function onKeydown(event: KeyboardEvent): void {
  if (event.key !== ' ' || event.defaultPrevented) return
  const link = closest(event.target, BUTTON) ?? closest(event.target, REMOVE)
  if (!link || standsDown()) return
  event.preventDefault()
  link.click()
}

/** The pointer or the focus on a button: the shopper may press it soon, so its code is fetched. */
function warm(event: Event): void {
  if (!loaded && closest(event.target, `${BUTTON}, ${REMOVE}`)) void loadActions().catch(() => {})
}

/**
 * WooCommerce's add-to-cart.js, when it is on the page too, has bound its click delegation on the
 * body: it handles the buttons, and this code stands down (double handling is worse than none).
 */
function standsDown(): boolean {
  const jq = (globalThis as { jQuery?: { _data?: (element: Element, key: string) => unknown } }).jQuery
  const events = jq?._data?.(document.body, 'events') as Record<string, { selector?: string }[] | undefined> | undefined
  const bound = events?.click?.some((handler) => handler.selector?.includes('.add_to_cart_button') === true) === true
  if (bound) {
    warnStandDown()
    return true
  }
  return false
}

let warned = false
function warnStandDown(): void {
  if (warned) return
  warned = true
  console.warn('<wc-add-to-cart> stands down: wc-add-to-cart (add-to-cart.js) already handles these buttons. Dequeue wc-add-to-cart to use shop-islands (see the README).')
}

const started = new WeakSet<Document>()

/** Starts the buttons' handling of `doc` (idempotent). */
export function startCartButtons(doc: Document): void {
  if (started.has(doc) || !doc.body) return
  started.add(doc)
  liveRegion(doc)
  doc.addEventListener('click', onClick)
  doc.addEventListener('keydown', onKeydown)
  doc.addEventListener('pointerover', warm, { passive: true })
  doc.addEventListener('focusin', warm)
  const never = new AbortController().signal
  // add-to-cart.js answers these wherever they come from (themes raise added_to_cart themselves).
  listen(doc.body, 'added_to_cart', (args) => !standsDown() && withActions((actions) => actions.onAddedToCart(doc, args)), never)
  listen(doc.body, 'removed_from_cart', (args) => !standsDown() && withActions((actions) => actions.onRemovedFromCart(doc, args)), never)
}

/**
 * add-to-cart.js's live region for the mini cart's news (`data-success_message` of the button),
 * made at start as the original does: a region must be in the page before what it announces.
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

let fragments: Promise<unknown> | undefined

/** Starts WooCommerce's cart fragments for `doc` (its own chunk, once). */
export function startMiniCart(doc: Document): void {
  fragments ??= import('./cart-fragments.ts').then(
    (module) => module.startCartFragments(doc),
    (error: unknown) => logError('<wc-add-to-cart> the cart fragments could not load; the mini cart stays as the server printed it.', error),
  )
}
