import {
  buildVariationIndex,
  buttonClasses,
  checkVariations,
  disabledClickMessage,
  findMatchingVariations,
  isPurchasable,
  parseVariations,
  quantityForVariation,
  raiseToMin,
  type AttributeSelect,
  type ButtonState,
  type ChosenAttributes,
  type Variation,
  type VariationCheck,
  type VariationIndex,
} from '../../src/core/variations/index.ts'
import { blockElement, type Block } from '../../src/runtime/block-overlay.ts'
import { emit } from '../../src/runtime/events.ts'
import { listen } from '../../src/runtime/listen.ts'
import { isAborted, wcAjaxUrl } from '../../src/runtime/http.ts'
import { LatestRequest } from '../../src/runtime/latest-request.ts'
import { getJQuery } from '../../src/runtime/jquery.ts'
import { uniqueId } from '../../src/runtime/ids.ts'
import { logError } from '../../src/runtime/log.ts'
import { loadSanitizer } from '../../src/runtime/sanitize.ts'
import { simpleMarkup } from '../../src/runtime/simple-markup.ts'
import { isShown, slide } from '../../src/runtime/slide.ts'
import { createTimers, type TimerId, type Timers } from '../../src/runtime/timers.ts'
import { addToken, removeToken } from '../../src/runtime/token-list.ts'
import { attributeSelects, chosenFromSelects, type AttributeControl, type VariationFormMarkup } from './markup.ts'
import { resetVariationMeta, showVariationMeta, updateGalleryImage } from './product-display.ts'
import { applySelectState, restoreSelect } from './select-binding.ts'
import type { VariationFormSettings } from './settings.ts'
import type { VariationFormBeforeNoticeDetail } from './types.ts'
import { EMPTY_UI, type DetailsView, type SanitizedDetails, type VariationUiState } from './ui-state.ts'
import { mountVariationUi, type VariationUiHandle } from './variation-ui.ts'

/** The first check runs 100 ms after the form starts, as WooCommerce's does. */
export const FIRST_CHECK_DELAY_MS = 100
/** The details are revealed 300 ms after a match, sliding for 200 ms. */
export const REVEAL_DELAY_MS = 300
export const SLIDE_MS = 200

/** Ours, not WooCommerce's: raised, cancelable, before the notice replacing `window.alert`. */
export const BEFORE_NOTICE_EVENT = 'wc-variation-form-before-notice'

export type VariationData = { mode: 'inline'; variations: Variation[] } | { mode: 'ajax' }

type Catalogue = { mode: 'inline'; variations: Variation[]; index: VariationIndex } | { mode: 'ajax' }

export interface VariationFormOptions {
  markup: VariationFormMarkup
  settings: VariationFormSettings
  data: VariationData
  /** Reads the data again (`reload_product_variations`); undefined when it is no longer usable. */
  reloadData(): VariationData | undefined
  signal: AbortSignal
}

/**
 * The variable product form, driven in place: WooCommerce's add-to-cart-variation.js contract (its
 * markup, its events with their targets and arguments), with the rules from src/core/variations.
 *
 * Event order. WooCommerce's own handlers are bound on the form before any other script's, so every
 * other listener hears an event after WooCommerce has handled it, and after the events its handler
 * raised: `show_variation` before `found_variation`, `found_variation` before `check_variations`.
 * Here the handling is done first and the event raised after it, which gives listeners that order.
 * Events that other scripts raise as commands (`check_variations`, `reset_data`, `found_variation`,
 * `reload_product_variations`) are handled the same way, without raising them a second time.
 */
export class VariationFormController {
  readonly #markup: VariationFormMarkup
  readonly #form: HTMLFormElement
  readonly #settings: VariationFormSettings
  readonly #signal: AbortSignal
  readonly #reloadData: () => VariationData | undefined
  readonly #selects: AttributeSelect[]
  readonly #details: HTMLElement
  readonly #resetAlert: HTMLElement
  readonly #messageSlot: HTMLElement
  readonly #noticeSlot: HTMLElement
  readonly #slots: HTMLElement[] = []
  /** The details, messages and notice the form adds (variation-ui.ts). */
  readonly #ui: VariationUiHandle
  readonly #request = new LatestRequest()
  readonly #raising = new Set<string>()
  readonly #sanitized = new WeakMap<Variation, SanitizedDetails>()
  readonly #timers: Timers
  #catalogue: Catalogue
  #loading = true
  #quietChanges = 0
  #uiState: VariationUiState = EMPTY_UI
  #buttonState: ButtonState | undefined
  #block: Block | undefined
  #reveal: TimerId | undefined
  /** The details were revealed since the last reset (a later match then only changes their content). */
  #revealed = false
  #cancelGallery: (() => void) | undefined
  #purify: ((html: string) => string) | undefined
  #sanitizerRequested = false
  #noticeSerial = 0
  #messageSerial = 0
  readonly #noticeId = uniqueId('wc-variation-form-notice')

  constructor(options: VariationFormOptions) {
    this.#markup = options.markup
    this.#form = options.markup.form
    this.#settings = options.settings
    this.#signal = options.signal
    // Cleared when the island disconnects (its signal aborts) and by destroy().
    this.#timers = createTimers(options.signal)
    this.#reloadData = options.reloadData
    this.#selects = attributeSelects(options.markup.attributes)
    this.#catalogue = catalogueOf(options.data, this.#selects)
    this.#details = options.markup.details ?? this.#createDetailsArea()
    this.#resetAlert = options.markup.resetAlert ?? this.#createResetAlert()
    const messageSlot = this.#slot('wc-variation-form-messages', this.#details, 'afterend')
    this.#messageSlot = messageSlot
    const noticeAnchor = options.markup.addToCart ?? options.markup.button ?? this.#details
    this.#noticeSlot = this.#slot('wc-variation-form-notice-slot', noticeAnchor, 'afterend')
    this.#ui = mountVariationUi(messageSlot, this.#details, this.#noticeSlot)
    // WooCommerce's template renders the details empty; anything there is stale server output.
    this.#details.replaceChildren()
  }

  /** Binds the form and schedules the first check. */
  start(): void {
    const signal = this.#signal
    this.#raiseQuantityToMin()
    listen(
      this.#form,
      'change',
      (_args, event) => {
        const select = this.#markup.attributes.find((control) => control.select === event.target)?.select
        if (this.#quietChanges > 0 || !select) return
        this.#onChange()
      },
      signal,
    )
    this.#form.addEventListener('click', (event) => this.#onClick(event), { signal })
    listen(this.#form, 'check_variations', () => this.#whenForeign('check_variations', () => this.#check(false)), signal)
    listen(this.#form, 'reset_data', () => this.#whenForeign('reset_data', () => this.#resetData(false)), signal)
    listen(
      this.#form,
      'found_variation',
      ([variation]) => this.#whenForeign('found_variation', () => this.#foundForeign(variation)),
      signal,
    )
    listen(this.#form, 'reload_product_variations', () => this.#reload(), signal)
    this.#timers.later(FIRST_CHECK_DELAY_MS, () => {
      this.#check(true)
      this.#raise('wc_variation_form', [this.#publicApi()])
      this.#loading = false
    })
  }

  destroy(): void {
    this.#timers.clearAll()
    this.#cancelGallery?.()
    this.#request.abort()
    this.#releaseBlock()
    this.#ui.unmount()
    for (const slot of this.#slots) slot.remove()
    if (this.#form.isConnected) for (const control of this.#markup.attributes) restoreSelect(control)
  }

  // --- The flow -------------------------------------------------------------------------------

  /** An attribute select changed (not by one of our own quiet changes: the listener leaves those out). */
  #onChange() {
    this.#setVariationId('')
    this.#resetAlert.textContent = ''
    this.#raise('clear_reset_announcement')
    this.#render({ message: null })
    this.#clearNotice()
    if (this.#catalogue.mode === 'inline') this.#raise('woocommerce_variation_select_change')
    this.#check(true)
    this.#raise('woocommerce_variation_has_changed')
  }

  /** WooCommerce's `check_variations`: prune the options, then match (inline) or ask the server (ajax). */
  #check(announce: boolean) {
    // A newer choice wins, even an incomplete one: the older answer must never show.
    this.#request.abort()
    this.#releaseBlock()
    const chosen = chosenFromSelects(this.#markup.attributes)
    if (this.#catalogue.mode === 'inline') {
      const result = checkVariations(this.#catalogue.index, chosen, this.#selects)
      this.#updateOptions(result)
      const { state } = result
      if (state.match) {
        this.#found(state.match, true)
      } else {
        this.#resetData(true)
        if (state.complete && !this.#loading) this.#showMessage('no-match')
      }
      this.#toggleResetLink(state.resetVisible)
    } else {
      const chosenCount = this.#selects.filter((select) => chosen[select.name]).length
      if (chosenCount === this.#selects.length) {
        this.#fetchVariation(chosen)
      } else {
        this.#raise('update_variation_values')
        this.#resetData(true)
      }
      this.#toggleResetLink(chosenCount > 0)
    }
    if (announce) this.#raise('check_variations')
  }

  /** WooCommerce's `update_variation_values`: every select shows what can still lead to a match. */
  #updateOptions(result: VariationCheck) {
    this.#markup.attributes.forEach((control, i) => {
      const state = result.selects[i]
      if (state) applySelectState(control, state, result.chosen[control.name] ?? '')
    })
    // Choices pruning took away change again (WooCommerce's `val('').trigger('change')`), for the
    // scripts that follow the selects; the check in progress already accounts for them.
    for (const name of result.reset) {
      const control = this.#markup.attributes.find((candidate) => candidate.name === name)
      if (control) this.#quietly(() => emit(control.select, 'change'))
    }
    this.#raise('woocommerce_update_variation_values')
    this.#raise('update_variation_values')
  }

  /** WooCommerce's `found_variation`. */
  #found(variation: Variation, announce: boolean) {
    const { product } = this.#markup
    showVariationMeta(product, variation)
    this.#updateGallery(variation)
    this.#render({ details: this.#detailsView(variation) })
    this.#setVariationId(String(variation.variation_id))
    this.#applyQuantity(variation)
    const purchasable = isPurchasable(variation)
    this.#revealDetails()
    this.#setButton(purchasable ? 'enabled' : 'unavailable')
    this.#raise('show_variation', [variation, purchasable], this.#details)
    if (announce) this.#raise('found_variation', [variation])
  }

  /** WooCommerce's `reset_data`. */
  #resetData(announce: boolean) {
    resetVariationMeta(this.#markup.product)
    this.#updateGallery(false)
    this.#raise('reset_image')
    this.#hideDetails()
    this.#setButton('selection-needed')
    this.#raise('hide_variation', [], this.#details)
    if (announce) this.#raise('reset_data')
  }

  #onClick(event: Event) {
    const target = event.target instanceof Element ? event.target : null
    const resetLink = target?.closest('.reset_variations')
    if (resetLink && this.#form.contains(resetLink)) {
      event.preventDefault()
      this.#clear()
      return
    }
    const button = target?.closest('.single_add_to_cart_button')
    if (button && this.#form.contains(button) && button.classList.contains('disabled')) {
      event.preventDefault()
      this.#explainDisabledButton(button)
    }
  }

  /** The Clear link: every choice undone, the reset announced, the focus back on the first select. */
  #clear() {
    const selects = this.#markup.attributes.map((control) => control.select)
    for (const select of selects) select.value = ''
    for (const select of selects) emit(select, 'change')
    this.#resetAlert.textContent = this.#settings.i18n_reset_alert_text
    this.#raise('announce_reset')
    this.#resetData(true)
    selects[0]?.focus()
    this.#raise('reset_focus')
  }

  /**
   * A click on the disabled button: WooCommerce pops `window.alert`; we show the same text in a
   * notice next to the button (a live region, linked to the button), unless a listener of
   * `wc-variation-form-before-notice` cancels it to show its own.
   */
  #explainDisabledButton(button: Element) {
    const reason: VariationFormBeforeNoticeDetail['reason'] | undefined = button.classList.contains('wc-variation-is-unavailable')
      ? 'unavailable'
      : button.classList.contains('wc-variation-selection-needed')
        ? this.#buttonState === 'load-failed'
          ? 'load-failed'
          : 'selection-needed'
        : undefined
    const message = reason && disabledClickMessage(reason, this.#settings)
    if (!message) return
    const detail: VariationFormBeforeNoticeDetail = { message, reason }
    if (!emit(this.#form, BEFORE_NOTICE_EVENT, [detail], { cancelable: true })) return
    this.#render({ notice: { id: this.#noticeId, text: message, serial: ++this.#noticeSerial } })
    this.#describeButton(true)
  }

  #reload() {
    const data = this.#reloadData()
    if (!data) return
    this.#catalogue = catalogueOf(data, this.#selects)
    this.#check(true)
  }

  #foundForeign(candidate: unknown) {
    const parsed = parseVariations(
      [candidate],
      this.#selects.map((select) => select.name),
    )
    const variation = parsed.mode === 'inline' ? parsed.variations[0] : undefined
    if (variation) this.#found(variation, false)
  }

  // --- Ajax mode ------------------------------------------------------------------------------

  #fetchVariation(chosen: ChosenAttributes) {
    const body = new URLSearchParams()
    for (const select of this.#selects) body.append(select.name, chosen[select.name] ?? '')
    body.append('product_id', String(Number.parseInt(this.#form.dataset.product_id ?? '', 10)))
    appendParam(body, 'custom_data', readCustomData(this.#form))
    this.#block = blockElement(this.#form)
    const names = this.#selects.map((select) => select.name)
    this.#request.json<unknown>(wcAjaxUrl(this.#settings.wc_ajax_url, 'get_variation'), { method: 'POST', body }).then(
      (answer) => {
        this.#releaseBlock()
        // A retry pressed from the keyboard: its message goes now, the focus must not go with it.
        const retried = this.#focusInMessage()
        if (answer === false || answer === null || answer === '' || answer === 0) {
          this.#render({ message: null })
          this.#resetData(true)
          if (!this.#loading) this.#showMessage('no-match')
          // Nothing to buy: back to the choice to change.
          if (retried) this.#markup.attributes.at(-1)?.select.focus()
          return
        }
        const parsed = parseVariations([answer], names)
        const variation = parsed.mode === 'inline' && parsed.problems.length === 0 ? parsed.variations[0] : undefined
        if (!variation) {
          this.#failFetch(new Error('get_variation answered something that is not a variation'), retried)
          return
        }
        this.#render({ message: null })
        this.#found(variation, true)
        // The next step: the button (focusable even when the variation cannot be bought; it says why).
        if (retried) this.#markup.button?.focus()
      },
      (error: unknown) => {
        if (isAborted(error)) return
        this.#releaseBlock()
        this.#failFetch(error, this.#focusInMessage())
      },
    )
  }

  /**
   * A failed `get_variation`: the form usable again, nothing stale shown, and a message with a
   * "Try again" button (re-choosing the same value in a select fires no change). A retry that fails
   * again keeps the focus on the new message's button.
   */
  #failFetch(error: unknown, retried: boolean) {
    logError('<wc-variation-form> could not load the chosen variation.', error)
    this.#resetData(true)
    this.#setButton('load-failed')
    this.#render({
      message: {
        kind: 'load-error',
        text: this.#settings.i18n_variation_load_error,
        serial: ++this.#messageSerial,
        retry: { label: this.#settings.i18n_variation_retry, busy: false, onRetry: () => this.#retry() },
      },
    })
    if (retried) this.#messageSlot.querySelector<HTMLElement>('.wc-variation-retry')?.focus()
  }

  /** "Try again": the same request, for the choice as it stands (a change would have sent it anew). */
  #retry() {
    const message = this.#uiState.message
    if (this.#catalogue.mode !== 'ajax' || !message?.retry || message.retry.busy) return
    const chosen = chosenFromSelects(this.#markup.attributes)
    if (!this.#selects.every((select) => chosen[select.name])) return
    this.#clearNotice()
    this.#render({ message: { ...message, retry: { ...message.retry, busy: true } } })
    this.#fetchVariation(chosen)
  }

  #focusInMessage(): boolean {
    const active = this.#form.ownerDocument.activeElement
    return active !== null && this.#messageSlot.contains(active)
  }

  #releaseBlock() {
    this.#block?.release()
    this.#block = undefined
  }

  // --- The nodes the island drives ----------------------------------------------------------------

  #setVariationId(value: string) {
    for (const input of this.#markup.variationIdInputs) {
      input.value = value
      emit(input, 'change')
    }
  }

  #applyQuantity(variation: Variation) {
    const input = this.#markup.quantity
    if (!input) return
    const update = quantityForVariation(variation, input.value)
    input.setAttribute('min', update.min)
    input.setAttribute('max', update.max)
    input.value = update.value
    emit(input, 'change')
    const wrapper = input.closest<HTMLElement>('.quantity')
    if (wrapper) {
      if (update.hidden) wrapper.style.display = 'none'
      else if (wrapper.style.display === 'none') wrapper.style.removeProperty('display')
    }
  }

  #raiseQuantityToMin() {
    const input = this.#markup.quantity
    if (!input) return
    const raised = raiseToMin(input.value, input.getAttribute('min') ?? '')
    if (raised !== input.value) input.value = raised
  }

  #setButton(state: ButtonState) {
    if (state === this.#buttonState) return
    this.#buttonState = state
    const classes = buttonClasses(state)
    const { button, addToCart } = this.#markup
    if (button) {
      for (const [name, on] of Object.entries(classes.button)) button.classList.toggle(name, on)
      // WooCommerce only adds a class, so the button stays focusable and its click explains why it
      // does nothing; assistive technology is told it is unavailable.
      button.setAttribute('aria-disabled', String(state !== 'enabled'))
    }
    if (addToCart) for (const [name, on] of Object.entries(classes.wrapper)) addToCart.classList.toggle(name, on)
    this.#clearNotice()
  }

  #clearNotice() {
    if (!this.#uiState.notice) return
    this.#render({ notice: null })
    this.#describeButton(false)
  }

  #describeButton(on: boolean) {
    const button = this.#markup.button
    if (!button) return
    // Other scripts' ids in the list stay where they are.
    if (on) addToken(button, 'aria-describedby', this.#noticeId)
    else removeToken(button, 'aria-describedby', this.#noticeId)
  }

  #toggleResetLink(on: boolean) {
    const link = this.#markup.resetLink
    if (link) link.style.visibility = on ? 'visible' : 'hidden'
  }

  #updateGallery(variation: Variation | false) {
    this.#cancelGallery?.()
    this.#cancelGallery = updateGalleryImage(this.#form, this.#markup.product, variation)
  }

  // --- Details and messages -------------------------------------------------------------------------

  #detailsView(variation: Variation): DetailsView {
    if (!variation.variation_is_visible) return { kind: 'unavailable', text: this.#settings.i18n_unavailable_text }
    return { kind: 'variation', html: this.#sanitizedDetails(variation), variation }
  }

  #sanitizedDetails(variation: Variation): SanitizedDetails | null {
    const cached = this.#sanitized.get(variation)
    if (cached) return cached
    // Prices and stock lines are simple markup; the sanitiser loads for the first field that is not.
    const html = (value: unknown) => {
      const text = typeof value === 'string' ? value : ''
      return simpleMarkup(text) ?? this.#purify?.(text)
    }
    const description = html(variation.variation_description)
    const price = html(variation.price_html)
    const availability = html(variation.availability_html)
    if (description === undefined || price === undefined || availability === undefined) {
      this.#loadSanitizer()
      return null
    }
    const details = { description, price, availability }
    this.#sanitized.set(variation, details)
    return details
  }

  /** DOMPurify, once, when a variation's details first hold more than simple markup. */
  #loadSanitizer() {
    if (this.#sanitizerRequested) return
    this.#sanitizerRequested = true
    loadSanitizer().then(
      (purify) => {
        this.#purify = purify
        if (this.#uiState.details.kind === 'variation' && !this.#uiState.details.html) this.#refreshDetails()
      },
      (error: unknown) =>
        logError('<wc-variation-form> could not load its HTML sanitizer; a variation whose details need it is shown without them.', error),
    )
  }

  #refreshDetails() {
    const view = this.#uiState.details
    if (view.kind !== 'variation') return
    this.#render({ details: { ...view, html: this.#sanitizedDetails(view.variation) } })
  }

  /** Shown 300 ms after a match, unless already shown: then the new content is all. */
  #revealDetails() {
    if (this.#reveal !== undefined || (this.#revealed && isShown(this.#details))) return
    this.#reveal = this.#timers.later(REVEAL_DELAY_MS, () => {
      this.#reveal = undefined
      this.#revealed = true
      if (this.#details.textContent?.trim()) void slide(this.#details, 'down', SLIDE_MS)
      else void slide(this.#details, 'down', 0)
    })
  }

  #hideDetails() {
    if (this.#reveal !== undefined) {
      this.#timers.clear(this.#reveal)
      this.#reveal = undefined
    }
    this.#revealed = false
    const visibleContent = isShown(this.#details) && Boolean(this.#details.textContent?.trim())
    void slide(this.#details, 'up', visibleContent ? SLIDE_MS : 0)
  }

  #showMessage(kind: 'no-match') {
    this.#render({ message: { kind, text: this.#settings.i18n_no_matching_variations_text } })
  }

  #render(change: Partial<VariationUiState>) {
    this.#uiState = { ...this.#uiState, ...change }
    this.#ui.render(this.#uiState)
  }

  // --- Plumbing -----------------------------------------------------------------------------------

  #raise(name: string, args: unknown[] = [], target: EventTarget = this.#form) {
    this.#raising.add(name)
    try {
      emit(target, name, args)
    } finally {
      this.#raising.delete(name)
    }
  }

  /** Runs `handle` only for an event another script raised (ours are handled before they are raised). */
  #whenForeign(name: string, handle: () => void) {
    if (!this.#raising.has(name)) handle()
  }

  #quietly(run: () => void) {
    this.#quietChanges++
    try {
      run()
    } finally {
      this.#quietChanges--
    }
  }

  #slot(className: string, anchor: Element, where: InsertPosition): HTMLElement {
    const slot = this.#form.ownerDocument.createElement('div')
    slot.className = className
    anchor.insertAdjacentElement(where, slot)
    this.#slots.push(slot)
    return slot
  }

  #createDetailsArea(): HTMLElement {
    const details = this.#form.ownerDocument.createElement('div')
    details.className = 'woocommerce-variation single_variation'
    details.setAttribute('role', 'alert')
    details.setAttribute('aria-relevant', 'additions')
    const anchor = this.#markup.addToCart ?? this.#markup.button
    if (anchor) anchor.insertAdjacentElement('beforebegin', details)
    else (this.#markup.wrap ?? this.#form).append(details)
    this.#slots.push(details)
    return details
  }

  /** Older templates print no live region for the reset: the announcement needs one. */
  #createResetAlert(): HTMLElement {
    const alert = this.#form.ownerDocument.createElement('div')
    alert.className = 'reset_variations_alert screen-reader-text'
    alert.setAttribute('role', 'alert')
    alert.setAttribute('aria-live', 'polite')
    alert.setAttribute('aria-relevant', 'all')
    const anchor = this.#markup.resetLink ?? this.#markup.attributes.at(-1)?.select
    if (anchor) anchor.insertAdjacentElement('afterend', alert)
    else this.#form.prepend(alert)
    this.#slots.push(alert)
    return alert
  }

  /**
   * The second argument of `wc_variation_form`: WooCommerce passes its VariationForm object, whose
   * fields some plugins read. These are the ones with a meaning here.
   */
  #publicApi() {
    const catalogue = this.#catalogue
    const controls = this.#markup.attributes
    const jq = getJQuery()
    return {
      $form: jq ? jq(this.#form) : undefined,
      form: this.#form,
      useAjax: catalogue.mode === 'ajax',
      variationData: catalogue.mode === 'inline' ? catalogue.variations : false,
      getChosenAttributes: () => chosenAttributesReport(controls),
      findMatchingVariations: (variations: readonly Variation[], attributes: ChosenAttributes) =>
        findMatchingVariations(variations, attributes),
    }
  }
}

function catalogueOf(data: VariationData, selects: readonly AttributeSelect[]): Catalogue {
  if (data.mode === 'ajax') return data
  return {
    mode: 'inline',
    variations: data.variations,
    index: buildVariationIndex(
      data.variations,
      selects.map((select) => select.name),
    ),
  }
}

/** WooCommerce's `getChosenAttributes()` shape. */
function chosenAttributesReport(controls: readonly AttributeControl[]) {
  const data = chosenFromSelects(controls)
  const values = Object.values(data)
  return { count: values.length, chosenCount: values.filter((value) => value !== '').length, data }
}

/** `data-custom_data`, read as jQuery's `.data()` reads it: JSON when it parses, the text otherwise. */
function readCustomData(form: HTMLFormElement): unknown {
  const raw = form.dataset.custom_data
  if (raw === undefined) return undefined
  try {
    return JSON.parse(raw) as unknown
  } catch {
    return raw
  }
}

/** Encodes `value` under `name` as jQuery.param does for `$.ajax({ data })`: `name[key]=...`. */
function appendParam(body: URLSearchParams, name: string, value: unknown): void {
  if (value === undefined || value === null) return
  if (Array.isArray(value)) {
    value.forEach((item, i) => appendParam(body, `${name}[${typeof item === 'object' && item !== null ? i : ''}]`, item))
  } else if (typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) appendParam(body, `${name}[${key}]`, item)
  } else {
    body.append(name, String(value))
  }
}
