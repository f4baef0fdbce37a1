import { listen } from '../../src/runtime/listen.ts'
import type * as Actions from './actions.ts'

/**
 * The part of WooCommerce's add-to-cart.js that must be there before the shopper acts, and no more
 * (it rides on every listing page): one delegation per document for the presses on listing buttons
 * and mini-cart remove links (click, and Space on their role="button" links), and WooCommerce's
 * cart events raised by other scripts. What a press does (the request, the button's states, the
 * fragments, the live region) is ./actions.ts, a chunk imported when the pointer or the focus first
 * reaches a button, or at the latest on the press. A press before this code runs is a plain link:
 * `?add-to-cart=<id>`, which WooCommerce handles without JavaScript; so is one whose chunk fails.
 */

let actions: typeof Actions | undefined
let loading: Promise<typeof Actions> | undefined

const load = () =>
  (loading ??= import('./actions.ts').then(
    (module) => (actions = module),
    (error: unknown) => {
      loading = undefined
      throw error
    },
  ))

/** add-to-cart.js's targets: ajax buttons with a product id (not the blocks' interactive ones), remove links. */
const PRESSED = '.add_to_cart_button.ajax_add_to_cart[data-product_id]:not([data-product_id=""],.wc-interactive),.remove_from_cart_button'
/** Links whose Space press add-to-cart.js turns into a click. */
const SPACE = '.add_to_cart_button:not(.wc-interactive),.remove_from_cart_button'

const closest = (event: Event, selector: string) =>
  event.target instanceof Element ? event.target.closest<HTMLAnchorElement>(selector) : null

function onClick(event: MouseEvent): void {
  // A press another script took (add-to-cart.js itself, when it is still on the page), or one that
  // opens a new tab or window, is left alone.
  if (event.defaultPrevented || event.button || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return
  const link = closest(event, PRESSED)
  if (!link) return
  event.preventDefault()
  load().then(
    (module) => module.press(link),
    () => link.ownerDocument.defaultView?.location.assign(link.href),
  )
}

function onKeydown(event: KeyboardEvent): void {
  const link = event.key === ' ' && !event.defaultPrevented ? closest(event, SPACE) : null
  if (!link) return
  event.preventDefault()
  link.click()
}

/** The pointer or the focus on a button: the shopper may press it soon, so its code is fetched. */
function warm(event: Event): void {
  const doc = (event.target as Node).ownerDocument
  if (!loading && doc && closest(event, SPACE))
    load().then(
      (module) => module.liveRegion(doc),
      () => {},
    )
}

const started = new WeakSet<Document>()

/** Starts the presses' handling of `doc` (idempotent). */
export function startCartButtons(doc: Document): void {
  if (started.has(doc)) return
  started.add(doc)
  doc.addEventListener('click', onClick)
  doc.addEventListener('keydown', onKeydown)
  doc.addEventListener('pointerover', warm, { passive: true })
  doc.addEventListener('focusin', warm)
  const never = new AbortController().signal
  // add-to-cart.js answers these wherever they come from (themes raise added_to_cart themselves).
  for (const name of ['added_to_cart', 'removed_from_cart']) {
    listen(
      doc.body,
      name,
      (args) =>
        actions
          ? actions.cartChanged(doc, name, args)
          : load().then(
              (module) => module.cartChanged(doc, name, args),
              () => {},
            ),
      never,
    )
  }
}
