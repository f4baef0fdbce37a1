import { cartHasItems, DAY_MS, decideOnLoad, otherTabChangedCart, readRefreshAnswer, startsCart } from '../../src/core/cart/fragments.ts'
import { getCookie } from '../../src/runtime/cookies.ts'
import { emit } from '../../src/runtime/events.ts'
import { replaceFragments } from '../../src/runtime/fragments.ts'
import { requestJson, wcAjaxUrl } from '../../src/runtime/http.ts'
import { hasJQueryHandler } from '../../src/runtime/jquery-data.ts'
import { listen } from '../../src/runtime/listen.ts'
import { logError, warnOnce } from '../../src/runtime/log.ts'
import { cartFragmentsSettings } from './settings.ts'

/**
 * WooCommerce 10.5.2's cart-fragments.js (handle `wc-cart-fragments`) without jQuery: the mini cart
 * and the other fragments kept in session storage with the cart hash, put back on the next page
 * while the `woocommerce_cart_hash` cookie agrees, refreshed from `get_refreshed_fragments`
 * otherwise, a day after the cart was made, when another tab changes the cart (`storage`), when a
 * page comes back from the back-forward cache, and on `wc_fragment_refresh` / `updated_wc_div`; the
 * cart widgets marked "hide if empty" shown or hidden by `woocommerce_items_in_cart`. The rules are
 * src/core/cart/fragments.ts. A chunk of its own: pages without a mini cart never load it.
 */

const CREATED_KEY = 'wc_cart_created'

/** Whether both storages work (they throw in some private modes, or when full): the original's test. */
function storageWorks(view: Window): boolean {
  try {
    for (const storage of [view.sessionStorage, view.localStorage]) {
      storage.setItem('wc', 'test')
      storage.removeItem('wc')
    }
    return true
  } catch {
    return false
  }
}

/** A storage write that may fail (quota, a blocked storage) without stopping the page. */
function store(storage: Storage, key: string, value: string): void {
  try {
    storage.setItem(key, value)
  } catch (error) {
    logError(`<wc-add-to-cart> could not keep "${key}" in storage.`, error)
  }
}

/** `.hide_cart_widget_if_empty`'s widget shown or hidden, as jQuery's show() / hide() do. */
function showCartWidgets(doc: Document, show: boolean): void {
  for (const marker of doc.querySelectorAll('.hide_cart_widget_if_empty')) {
    const widget = marker.closest<HTMLElement>('.widget_shopping_cart')
    if (widget) widget.style.display = show ? '' : 'none'
  }
}

const started = new WeakSet<Document>()

export function startCartFragments(doc: Document): void {
  const view = doc.defaultView
  if (!view || started.has(doc)) return
  started.add(doc)
  // cart-fragments.js itself is on the page (jQuery ready has run it): it keeps the fragments.
  if (hasJQueryHandler(doc.body, 'wc_fragment_refresh')) {
    warnOnce(
      'stand-down:wc-cart-fragments',
      '<wc-add-to-cart> leaves the cart fragments to wc-cart-fragments (cart-fragments.js), which is on the page. Dequeue it to use shop-islands (see the README).',
    )
    return
  }
  const settings = cartFragmentsSettings(doc)
  const { fragment_name: fragmentName, cart_hash_key: hashKey } = settings
  const withStorage = storageWorks(view)
  const never = new AbortController().signal
  let timer: ReturnType<typeof setTimeout> | undefined

  const setCartHash = (hash: string) => {
    store(view.localStorage, hashKey, hash)
    store(view.sessionStorage, hashKey, hash)
  }
  const setCreated = () => store(view.sessionStorage, CREATED_KEY, String(Date.now()))

  const refresh = async () => {
    let answer
    try {
      answer = readRefreshAnswer(
        await requestJson(wcAjaxUrl(settings.wc_ajax_url, 'get_refreshed_fragments'), {
          method: 'POST',
          headers: { 'X-Requested-With': 'XMLHttpRequest' },
          body: new URLSearchParams({ time: String(Date.now()) }),
          timeoutMs: settings.request_timeout > 0 ? settings.request_timeout : undefined,
        }),
      )
    } catch (error) {
      logError('<wc-add-to-cart> the cart fragments could not be refreshed; the mini cart stays as it is.', error)
      emit(doc.body, 'wc_fragments_ajax_error')
      return
    }
    // An answer without fragments changes nothing and says nothing, as the original.
    if (!answer) return
    replaceFragments(doc, answer.fragments)
    if (withStorage) {
      store(view.sessionStorage, fragmentName, JSON.stringify(answer.fragments))
      setCartHash(answer.cartHash)
      if (answer.cartHash) setCreated()
    }
    emit(doc.body, 'wc_fragments_refreshed')
  }
  const refreshLater = (ms: number) => {
    clearTimeout(timer)
    timer = setTimeout(() => void refresh(), ms)
  }

  if (withStorage) {
    const refreshNow = () => void refresh()
    listen(doc.body, 'wc_fragment_refresh', refreshNow, never)
    listen(doc.body, 'updated_wc_div', refreshNow, never)
    const keep = (args: readonly unknown[]) => {
      if (startsCart(view.sessionStorage.getItem(hashKey))) setCreated()
      // As the original: the arguments as they came (JSON.stringify of nothing stores "undefined").
      store(view.sessionStorage, fragmentName, String(JSON.stringify(args[0])))
      setCartHash(String(args[1]))
    }
    listen(doc.body, 'added_to_cart', keep, never)
    listen(doc.body, 'removed_from_cart', keep, never)
    listen(doc.body, 'wc_fragments_refreshed', () => refreshLater(DAY_MS), never)
    view.addEventListener('storage', (event) => {
      if (otherTabChangedCart(event.key, hashKey, view.localStorage.getItem(hashKey), view.sessionStorage.getItem(hashKey))) void refresh()
    })
    view.addEventListener('pageshow', (event) => {
      if (!event.persisted) return
      for (const content of doc.querySelectorAll('.widget_shopping_cart_content')) content.replaceChildren()
      emit(doc.body, 'wc_fragment_refresh')
    })
    const decision = decideOnLoad({
      fragmentsJson: view.sessionStorage.getItem(fragmentName),
      cartHash: view.sessionStorage.getItem(hashKey),
      cartCreated: view.sessionStorage.getItem(CREATED_KEY),
      cookieHash: getCookie('woocommerce_cart_hash'),
      now: Date.now(),
    })
    if (decision.kind === 'stored') {
      if (decision.refreshInMs !== undefined) refreshLater(decision.refreshInMs)
      replaceFragments(doc, decision.fragments)
      emit(doc.body, 'wc_fragments_loaded')
    } else void refresh()
  } else void refresh()

  showCartWidgets(doc, cartHasItems(getCookie('woocommerce_items_in_cart')))
  listen(doc.body, 'adding_to_cart', () => showCartWidgets(doc, true), never)
}
