/**
 * The submission flow of system B: a click on an add-to-cart button or a submit of the shop form is
 * held back (50 ms debounce), every field is checked, and only then does the submission go on: the
 * in-page add to cart when it is on, else the form's own submit. A re-entry guard, held while a
 * request runs and for 300 ms after, keeps one click one order (a refused submit, which orders
 * nothing, releases it at once).
 */
import type { FormValidation } from '../../src/core/options/index.ts'
import { emit } from '../../src/runtime/events.ts'
import { isAborted, wcAjaxUrl } from '../../src/runtime/http.ts'
import { uniqueId } from '../../src/runtime/ids.ts'
import { getJQuery } from '../../src/runtime/jquery.ts'
import { logError } from '../../src/runtime/log.ts'
import { addToken, removeToken } from '../../src/runtime/token-list.ts'
import { ADD_TO_CART_ENDPOINT, postAddToCart } from './add-to-cart.ts'
import type { WcpaModel } from './context.ts'
import type { WcpaSettings } from './settings.ts'

export const SUBMIT_DEBOUNCE_MS = 50
export const REENTRY_RESET_MS = 300

export interface SubmissionOptions {
  readonly form: HTMLFormElement
  readonly host: HTMLElement
  readonly model: WcpaModel
  readonly settings: WcpaSettings
  readonly signal: AbortSignal
  /** The product id for `add-to-cart` when the form carries none. */
  productId(): string | undefined
  /** The product's name, for the announcement of a successful in-page add to cart. */
  productName(): string | undefined
  /** Blocking errors: scroll to the first, show the form error, focus. */
  onInvalid(result: FormValidation): void
  /** Where the browser goes (tests replace it). */
  navigate?(url: string): void
}

const ADD_TO_CART_BUTTON = '.single_add_to_cart_button, button[name="add-to-cart"], input[type="submit"][name="add-to-cart"]'

export class SubmissionFlow {
  readonly #options: SubmissionOptions
  readonly #form: HTMLFormElement
  #timer: ReturnType<typeof setTimeout> | undefined
  #guard = false
  #releaseTimer: ReturnType<typeof setTimeout> | undefined
  /** Our own continuation of a submit: let it through. */
  #passing = false
  #notice: HTMLElement | undefined
  readonly #noticeId = uniqueId('wcpa-cart-notice')

  constructor(options: SubmissionOptions) {
    this.#options = options
    this.#form = options.form
  }

  start(): void {
    const { signal } = this.#options
    // Capture: we decide before the form's other handlers whether the click goes on at all.
    this.#form.addEventListener('click', (event) => this.#onClick(event), { capture: true, signal })
    this.#form.addEventListener('submit', (event) => this.#onSubmit(event), { capture: true, signal })
    signal.addEventListener('abort', () => {
      clearTimeout(this.#timer)
      clearTimeout(this.#releaseTimer)
      this.#notice?.remove()
    })
  }

  #onClick(event: MouseEvent) {
    if (this.#passing) return
    const button = (event.target as Element | null)?.closest?.(ADD_TO_CART_BUTTON)
    if (!(button instanceof HTMLElement) || !this.#form.contains(button)) return
    // A disabled button is the variation form's business (it explains why), not ours.
    if (button.classList.contains('disabled') || (button as HTMLButtonElement).disabled) return
    event.preventDefault()
    this.#schedule(button)
  }

  #onSubmit(event: SubmitEvent) {
    if (this.#passing) return
    event.preventDefault()
    const submitter = event.submitter instanceof HTMLElement ? event.submitter : null
    this.#schedule(submitter)
  }

  #schedule(button: HTMLElement | null) {
    clearTimeout(this.#timer)
    this.#timer = setTimeout(() => void this.#run(button), SUBMIT_DEBOUNCE_MS)
  }

  async #run(button: HTMLElement | null) {
    if (this.#guard || this.#options.signal.aborted) return
    this.#guard = true
    clearTimeout(this.#releaseTimer)
    let submitted = false
    try {
      const result = this.#options.model.validateAll()
      if (!result.valid) {
        this.#options.onInvalid(result)
        return
      }
      submitted = true
      if (this.#options.settings.ajax_add_to_cart) await this.#addToCart(button)
      else this.#continue(button)
    } catch (error) {
      logError('<wcpa-form> could not submit the form.', error)
    } finally {
      // The guard keeps one click one order: after a refusal nothing was ordered, and the shopper's
      // next click (the field just fixed) must go through however soon it comes.
      if (submitted) {
        this.#releaseTimer = setTimeout(() => {
          this.#guard = false
        }, REENTRY_RESET_MS)
      } else this.#guard = false
    }
  }

  /**
   * With the in-page add to cart off: the form's own submit, as the click would have done it. The
   * fields have just passed the plugin's rules, which differ from the browser's (an address without
   * a scheme is a URL, several addresses an email with allow_multiple): the browser's own check is
   * skipped for this one submit, so it cannot refuse what the rules accepted (the server checks
   * again anyway).
   */
  #continue(button: HTMLElement | null) {
    this.#passing = true
    const noValidate = this.#form.noValidate
    try {
      const submitter =
        button && (button instanceof HTMLButtonElement || button instanceof HTMLInputElement) && button.form === this.#form
          ? button
          : undefined
      this.#form.noValidate = true
      this.#form.requestSubmit(submitter)
    } finally {
      this.#form.noValidate = noValidate
      this.#passing = false
    }
  }

  async #addToCart(button: HTMLElement | null) {
    const { settings, signal } = this.#options
    const form = this.#form
    const doc = form.ownerDocument
    const view = doc.defaultView
    const base = view?.location.href ?? 'http://localhost/'
    const body = new FormData(form)
    if (button instanceof HTMLButtonElement && button.name && !body.has(button.name)) body.append(button.name, button.value)
    if (!body.get('add-to-cart')) {
      const id = this.#options.productId() ?? (button instanceof HTMLButtonElement ? button.value : '')
      if (id) body.set('add-to-cart', id)
    }
    this.#clearNotice(button)
    const target = button ?? form.querySelector<HTMLElement>(ADD_TO_CART_BUTTON)
    target?.classList.remove('added')
    target?.classList.add('loading')
    // Busy, but not `disabled`: disabling the focused button would drop the focus to the page. It
    // stays focusable with `aria-disabled`; a press meanwhile meets the re-entry guard.
    const wasAriaDisabled = target?.getAttribute('aria-disabled') ?? null
    const hadFocus = target !== null && doc.activeElement === target
    target?.setAttribute('aria-disabled', 'true')
    // The fragments' code is fetched while the add runs: the page needs it only once the shopper adds.
    const fragments = import('../../src/runtime/fragments.ts')
    // A failed fetch is reported where it is awaited below, not as an unhandled rejection meanwhile.
    fragments.catch(() => undefined)
    try {
      const answer = await postAddToCart(wcAjaxUrl(settings.wc_ajax_url, ADD_TO_CART_ENDPOINT), body, base, signal)
      if (answer.kind !== 'added') {
        this.#navigate(answer.url)
        return
      }
      ;(await fragments).replaceFragments(doc, answer.fragments)
      target?.classList.add('added')
      if (target) this.#viewCartLink(target)
      // The link is for the eyes; the live region says it (WooCommerce's notice after a page load).
      const name = this.#options.productName()
      if (name) this.#options.model.say(settings.i18n_added_to_cart.replace('%s', name))
      const jq = getJQuery()
      emit(doc.body, 'added_to_cart', [answer.fragments, answer.cartHash, jq && target ? jq(target) : target])
      if (settings.cart_redirect_after_add === 'yes' && settings.cart_url) this.#navigate(settings.cart_url)
    } catch (error) {
      if (isAborted(error) && signal.aborted) return
      logError('<wcpa-form> the in-page add to cart failed.', error)
      this.#showNotice(target, settings.i18n_add_to_cart_failed)
    } finally {
      target?.classList.remove('loading')
      // Back as it was, unless another script (the variation form) has changed it meanwhile.
      if (target?.getAttribute('aria-disabled') === 'true') {
        if (wasAriaDisabled === null) target.removeAttribute('aria-disabled')
        else target.setAttribute('aria-disabled', wasAriaDisabled)
      }
      // Fragments may have replaced what held the focus: a keyboard user gets it back on the button.
      if (hadFocus && (doc.activeElement === null || doc.activeElement === doc.body)) target?.focus()
    }
  }

  #navigate(url: string) {
    if (this.#options.navigate) this.#options.navigate(url)
    else this.#form.ownerDocument.defaultView?.location.assign(url)
  }

  /** After an in-page add to cart: a "View cart" link next to the button, unless this is the cart page; once. */
  #viewCartLink(button: HTMLElement) {
    const { settings } = this.#options
    if (settings.is_cart || !settings.cart_url) return
    const next = button.nextElementSibling
    if (next?.matches('a.added_to_cart')) return
    const link = button.ownerDocument.createElement('a')
    link.href = settings.cart_url
    link.className = 'added_to_cart wc-forward'
    link.textContent = settings.i18n_view_cart
    button.after(link)
  }

  #showNotice(button: HTMLElement | null, message: string) {
    const doc = this.#form.ownerDocument
    const notice = doc.createElement('div')
    notice.id = this.#noticeId
    notice.className = 'woocommerce-error wcpa_cart_error'
    notice.setAttribute('role', 'alert')
    notice.textContent = message
    this.#notice = notice
    if (button) {
      button.after(notice)
      addToken(button, 'aria-describedby', this.#noticeId)
    } else this.#form.append(notice)
  }

  #clearNotice(button: HTMLElement | null) {
    this.#notice?.remove()
    this.#notice = undefined
    if (button) removeToken(button, 'aria-describedby', this.#noticeId)
  }
}
