import {
  ADDONS_CHANGED_EVENT,
  bookingBlocks,
  bookingPersons,
  computeTotals,
  encodeTaxRequestBody,
  foldTaxAnswer,
  isBookingProductType,
  mergeChangedDetails,
  readChangedDetail,
  readPrice,
  readTaxAnswer,
  readTotalsData,
  TOTALS_CONNECTED_EVENT,
  TOTALS_UPDATED_MEASURE,
  DEBOUNCE_FIRED_MARK,
  type AddonPriceLine,
  type AddonsChangedDetail,
  type AddonSettings,
  type BookingContext,
  type MergedAddons,
  type TaxAnswer,
  type TotalsData,
  type TotalsPanel,
} from '../../src/core/addons/index.ts'
import { readWpNumber } from '../../src/core/wp/values.ts'
import { emit } from '../../src/runtime/events.ts'
import { listen } from '../../src/runtime/listen.ts'
import { setJQueryData } from '../../src/runtime/jquery-data.ts'
import type { LatestRequest, isAborted } from '../../src/runtime/latest-request.ts'
import { logError } from '../../src/runtime/log.ts'
import { isShown } from '../../src/runtime/visibility.ts'
import { mountPanel, type PanelRenderer, type PanelView } from './panel.ts'

/** The extension's event, raised on the form after every update of the panel (other plugins listen for it). */
export const UPDATED_EVENT = 'updated_addons'

export interface TotalsOptions {
  /** `#product-addons-total`. */
  readonly root: HTMLElement
  readonly form: HTMLFormElement
  readonly settings: AddonSettings
  readonly signal: AbortSignal
  readonly tag: string
}

interface FoundVariation {
  readonly id: string
  /** `variation_id` as the variation carried it (a number from WooCommerce). */
  readonly variationId: number | string
  /** `display_price`; undefined when the variation did not carry one (the parent's `data-price` then). */
  readonly price: number | undefined
}

function variationOf(candidate: unknown): FoundVariation | undefined {
  if (typeof candidate !== 'object' || candidate === null) return undefined
  const record = candidate as Record<string, unknown>
  const id = record.variation_id
  if (typeof id !== 'number' && typeof id !== 'string') return undefined
  return { id: String(id), variationId: id, price: readWpNumber(record.display_price) }
}

/**
 * The element's `data-*` attributes by their `dataset` names, read from the attributes themselves
 * (some DOM implementations' `dataset` hides keys whose value is '' from `Object.hasOwn`, and an
 * empty `data-price` means something: a gift card of any amount).
 */
function datasetOf(element: Element): Record<string, string> {
  const data: Record<string, string> = {}
  for (const { name, value } of Array.from(element.attributes)) {
    if (!name.startsWith('data-')) continue
    data[name.slice(5).replace(/-([a-z])/g, (_match, letter: string) => letter.toUpperCase())] = value
  }
  return data
}

/**
 * The benchmark's keystroke span ends here, the panel's DOM written (`render` is synchronous): from
 * the add-ons' debounce mark, if one is waiting (src/core/addons/events.ts `TOTALS_UPDATED_MEASURE`).
 */
function endTypingMeasure() {
  const fired = performance.getEntriesByName?.(DEBOUNCE_FIRED_MARK, 'mark')?.[0]
  if (!fired) return
  performance.clearMarks?.(DEBOUNCE_FIRED_MARK)
  performance.clearMeasures?.(TOTALS_UPDATED_MEASURE)
  performance.measure?.(TOTALS_UPDATED_MEASURE, { start: fired.startTime, end: performance.now() })
}

/** The tax question's channel and how it tells an aborted call (a newer question) from a failure. */
interface TaxChannel {
  readonly request: LatestRequest
  readonly isAborted: typeof isAborted
}

/**
 * The totals panel of one product form, with the server's tax where the tax mode asks for it. It
 * hears the add-ons' state through `wc-pao-addons-changed` and the variation through
 * `found_variation` / `reset_data`, reads the page state the rules need (quantity, the button, a
 * booking form, a gift card amount), and renders what src/core/addons computes. Changes that arrive
 * together (a found variation, and the add-ons' recount it causes) are drawn once, in a microtask.
 */
export class TotalsController {
  readonly #root: HTMLElement
  readonly #form: HTMLFormElement
  readonly #settings: AddonSettings
  readonly #signal: AbortSignal
  readonly #tag: string
  readonly #sources = new Map<Element, AddonsChangedDetail>()
  /**
   * The tax question's channel, loaded with the first question (the requests' code with it): a shop
   * that shows no tax with its add-ons never downloads it.
   */
  #channel: TaxChannel | undefined
  #loadingChannel: Promise<TaxChannel> | undefined
  /** The question asked (or about to be, while the channel loads) and not yet answered. */
  #asked: string | undefined
  readonly #variationInput: HTMLInputElement | null
  #variation: FoundVariation | undefined
  #panel: PanelRenderer | undefined
  #scheduled = false
  /** The latest panel that waits for the server's tax answer, and the question it asked. */
  #waiting: { key: string; panel: TotalsPanel; subscription: string } | undefined
  /** The last answer, so that the same totals do not ask again (a blur recounts without a change). */
  #answered: { key: string; answer: TaxAnswer } | undefined

  constructor(options: TotalsOptions) {
    this.#root = options.root
    this.#form = options.form
    this.#settings = options.settings
    this.#signal = options.signal
    this.#tag = options.tag
    this.#variationInput = this.#form.querySelector<HTMLInputElement>('input[name="variation_id"], input.variation_id')
  }

  start(): void {
    const signal = this.#signal
    const form = this.#form
    this.#panel = mountPanel(this.#root)
    listen(
      form,
      ADDONS_CHANGED_EVENT,
      (args, event) => {
        const detail = readChangedDetail(args)
        const source = event.target
        if (!detail || !(source instanceof Element)) return
        this.#sources.set(source, detail)
        this.#schedule()
      },
      signal,
    )
    listen(
      form,
      'found_variation',
      ([candidate]) => {
        this.#variation = variationOf(candidate)
        if (this.#variation) this.#shareVariation(this.#variation)
        this.#schedule()
      },
      signal,
    )
    listen(
      form,
      'reset_data',
      () => {
        this.#variation = undefined
        this.#schedule()
      },
      signal,
    )
    // Smart Coupons' "gift card of any amount" (its own field, the product's data-price left empty).
    form.addEventListener(
      'input',
      (event) => {
        if (event.target instanceof Element && event.target.id === 'credit_called') this.#schedule()
      },
      { signal },
    )
    emit(form, TOTALS_CONNECTED_EVENT)
    // A variation found before this element started: ask the variation form to say it again.
    if (this.#variationInput && this.#productIdOfVariation() !== '') emit(form, 'check_variations')
  }

  destroy(): void {
    this.#stopAsking()
    this.#panel?.unmount()
  }

  #schedule() {
    if (this.#scheduled) return
    this.#scheduled = true
    queueMicrotask(() => {
      this.#scheduled = false
      if (!this.#signal.aborted) this.#update()
    })
  }

  /** The add-ons of every source in this form, in document order, as one model. */
  #merged(): MergedAddons | undefined {
    const sources = [...this.#sources].filter(([source]) => source.isConnected && this.#form.contains(source))
    sources.sort(([a], [b]) => (a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1))
    return mergeChangedDetails(sources.map(([, detail]) => detail))
  }

  #update() {
    const merged = this.#merged()
    if (!merged) {
      this.#draw(null)
      return
    }
    const totalsData = this.#totalsData()
    const totals = computeTotals({
      form: merged.addons,
      values: merged.values,
      totalsData,
      quantity: this.#quantity(),
      ...this.#booking(totalsData),
      allFieldsValid: merged.valid,
      addToCartDisabled: this.#form.querySelector('.single_add_to_cart_button')?.classList.contains('disabled') ?? false,
      rtl: this.#root.ownerDocument.documentElement.dir === 'rtl',
      settings: this.#settings,
    })
    this.#sharePriceData(totals.lines)
    const { panel, taxRequest } = totals
    if (!panel || !taxRequest) {
      this.#waiting = undefined
      this.#stopAsking()
      this.#draw(panel ? { panel, subscription: this.#subscription() } : null)
      return
    }
    const subscription = this.#subscription()
    const body = encodeTaxRequestBody(taxRequest.body)
    const key = `${taxRequest.url}\n${body}`
    if (this.#answered?.key === key) {
      this.#waiting = undefined
      this.#stopAsking()
      this.#draw({ panel: foldTaxAnswer(panel, this.#answered.answer, this.#settings), subscription })
      return
    }
    const asked = this.#waiting?.key === key && this.#asked === key
    this.#waiting = { key, panel, subscription }
    // Until the answer: the subtotal without tax (what the shopper keeps if the call fails).
    this.#draw({ panel, subscription })
    if (asked) return
    this.#asked = key
    void this.#taxChannel().then(
      ({ request, isAborted }) => {
        // A newer question (or none, or the end of the island) while the channel loaded.
        if (this.#asked !== key || this.#signal.aborted) return
        request
          .json<unknown>(taxRequest.url, {
            method: 'POST',
            headers: { 'Content-Type': 'application/x-www-form-urlencoded; charset=UTF-8' },
            body,
          })
          .then(
            (json) => this.#answer(key, readTaxAnswer(json)),
            (error: unknown) => {
              if (isAborted(error)) return
              logError(`<${this.#tag}> the tax calculation (${taxRequest.body.action}) failed; the subtotal is shown without tax.`, error)
              this.#answer(key, undefined)
            },
          )
      },
      (error: unknown) => {
        if (this.#asked !== key) return
        logError(`<${this.#tag}> the tax calculation could not be loaded; the subtotal is shown without tax.`, error)
        this.#answer(key, undefined)
      },
    )
  }

  #taxChannel(): Promise<TaxChannel> {
    this.#loadingChannel ??= import('../../src/runtime/latest-request.ts').then(
      ({ LatestRequest, isAborted }) => (this.#channel = { request: new LatestRequest(), isAborted }),
      (error: unknown) => {
        // The next question tries again.
        this.#loadingChannel = undefined
        throw error
      },
    )
    return this.#loadingChannel
  }

  /** No question pending any more: the one asked is aborted, its answer never drawn. */
  #stopAsking() {
    this.#asked = undefined
    this.#channel?.request.abort()
  }

  #answer(key: string, answer: TaxAnswer | undefined) {
    if (answer) this.#answered = { key, answer }
    if (this.#asked === key) this.#asked = undefined
    const waiting = this.#waiting
    if (!waiting || waiting.key !== key || this.#signal.aborted) return
    this.#waiting = undefined
    this.#draw({ panel: foldTaxAnswer(waiting.panel, answer, this.#settings), subscription: waiting.subscription })
  }

  #draw(view: PanelView | null) {
    this.#panel?.render(view)
    endTypingMeasure()
    emit(this.#form, UPDATED_EVENT)
  }

  /**
   * `#product-addons-total`'s data, read again every time (other plugins change it, as they did the
   * extension's jQuery data), with what the page adds: the chosen variation's id and price on a
   * variable product, the amount typed for a gift card of any amount.
   */
  #totalsData(): TotalsData {
    const data = readTotalsData(datasetOf(this.#root))
    if (this.#variationInput) {
      const productId = this.#productIdOfVariation()
      const found = this.#variation && this.#variation.id === productId ? this.#variation : undefined
      const price = found ? (found.price ?? data.basePrice) : undefined
      return { ...data, productId, basePrice: price, rawBasePrice: price }
    }
    if (this.#root.getAttribute('data-price') === '') {
      const amount = Number.parseFloat(this.#form.querySelector<HTMLInputElement>('#credit_called')?.value ?? '')
      if (amount > 0) return { ...data, basePrice: amount, rawBasePrice: amount }
    }
    return data
  }

  #productIdOfVariation(): string {
    const id = this.#variationInput?.value.trim() ?? ''
    return id === '0' ? '' : id
  }

  /** `parseFloat` of the quantity input; a form without one (sold individually) counts one. */
  #quantity(): number {
    const input = this.#form.querySelector<HTMLInputElement>('input.qty')
    return input ? Number.parseFloat(input.value) : 1
  }

  /** The booking cost, persons and duration: only on booking forms with the Bookings extension on. */
  #booking(data: TotalsData): { booking?: BookingContext } {
    if (!isBookingProductType(data.productType) || !this.#settings.isBookings) return {}
    const form = this.#form
    const bookingForm = form.querySelector('.wc-bookings-booking-form')
    if (!bookingForm) return {}
    const cost = form.querySelector('.wc-bookings-booking-cost')
    const single = form.querySelector<HTMLInputElement>('#wc_bookings_field_persons')
    const persons = single
      ? [single.value]
      : Array.from(bookingForm.querySelectorAll<HTMLInputElement>('input[id^="wc_bookings_field_persons_"]'))
          .filter((input) => /^wc_bookings_field_persons_\d+$/.test(input.id))
          .map((input) => input.value)
    // Bookings prints the cost element hidden and empty until it has a cost: "shown" is shown with one.
    const costShown = cost !== null && (cost.getAttribute('data-raw-price') ?? '').trim() !== '' && isShown(cost)
    return {
      booking: {
        costShown,
        cost: readPrice(cost?.getAttribute('data-raw-price')),
        persons: bookingPersons(persons),
        blocks: bookingBlocks(
          form.querySelector<HTMLInputElement>('#wc_bookings_field_duration')?.value,
          form.querySelector<HTMLInputElement>('#wc-bookings-form-end-time')?.value,
        ),
      },
    }
  }

  /** Subscriptions: the extension followed the subtotal with the product's subscription details. */
  #subscription(): string {
    const scope = this.#form.parentElement ?? this.#form
    const selector = this.#variationInput ? '.woocommerce-variation .subscription-details' : '.subscription-details'
    const details = scope.querySelector(selector)
    return details?.textContent?.replace(/\s+/g, ' ').trim() ?? ''
  }

  /**
   * What the extension's script wrote into the totals element's jQuery data, for the plugins that
   * read it there (`jQuery(totalsDiv).data(…)`): `price_data` after every count. The other
   * keys (`price`, `raw-price`, `product-id`, `type`, `show-sub-total`, …) jQuery reads from the
   * attributes themselves, except where a found variation changed them (below).
   */
  #sharePriceData(lines: readonly AddonPriceLine[]) {
    setJQueryData(this.#root, 'price_data', lines)
  }

  /** On `found_variation` the extension kept the variation's id and `display_price` as `product-id` and `price`. */
  #shareVariation(variation: FoundVariation) {
    setJQueryData(this.#root, 'product-id', variation.variationId)
    if (variation.price !== undefined) setJQueryData(this.#root, 'price', variation.price)
  }
}
