import { flushSync } from 'react-dom'
import {
  OptionsFormModel,
  fieldElementId,
  prepareModelInSteps,
  type ModelGroundwork,
  type FormValidation,
  type ModelProblem,
  type PriceTotal,
  type UpdateMeasure,
} from '../../src/core/options/index.ts'
import { emit } from '../../src/runtime/events.ts'
import { listen } from '../../src/runtime/listen.ts'
import { readWpNumber } from '../../src/core/wp/values.ts'
import { logError } from '../../src/runtime/log.ts'
import { scrollToElement } from '../../src/runtime/scroll.ts'
import { createTimers } from '../../src/runtime/timers.ts'
import { runInSlices } from '../../src/runtime/yield.ts'
import type { WcpaModel } from './context.ts'
import type { WcpaDefinition } from './schema.ts'
import { frontSettings, type WcpaSettings } from './settings.ts'
import { SubmissionFlow } from './submission.ts'
import type { FieldsUpdatedDetail } from './types.ts'

export type { FieldsUpdatedDetail }

export const TAG = 'wcpa-form'

/** A found variation's `display_price`, or undefined. */
function variationPrice(variation: unknown): number | undefined {
  if (typeof variation !== 'object' || variation === null) return undefined
  return readWpNumber((variation as Record<string, unknown>).display_price)
}
/** What the form announces, under the plugin's own event names. */
export const DID_MOUNT_EVENT = 'wcpaDidMount'
export const FIELDS_UPDATED_EVENT = 'wcpa_fields_updated'

/** The plugin's own `document` event after each refresh, which extensions listen for. */
export const PLUGIN_UPDATED_EVENT = 'wcpaUpdated'

interface WpHooks {
  doAction(name: string, ...args: unknown[]): void
}

/**
 * What the plugin's own script announces after each refresh, for the extensions written against
 * it: WordPress's hooks action `wcpa_fields_updated` with the price (a restaurant-menu plugin reads
 * its `total`), when the hooks library is on the page (a script that needs it keeps it), and the
 * `document` event `wcpaUpdated`. An extension's error is its own: it does not stop the form.
 */
function announceAsThePlugin(doc: Document, detail: FieldsUpdatedDetail): void {
  const hooks = (doc.defaultView as (Window & { wp?: { hooks?: Partial<WpHooks> } }) | null)?.wp?.hooks
  if (typeof hooks?.doAction === 'function') {
    try {
      hooks.doAction(FIELDS_UPDATED_EVENT, { ...detail })
    } catch (error) {
      logError(`<${TAG}> a ${FIELDS_UPDATED_EVENT} action of another script failed.`, error)
    }
  }
  doc.dispatchEvent(new Event(PLUGIN_UPDATED_EVENT, { bubbles: true }))
}

/**
 * The performance measure of each update, from the debounce firing to the page settled; its
 * `detail` says how much of the form the update touched (`UpdateMeasureDetail`: the bench reads it).
 */
export const UPDATE_MEASURE = 'wcpa-form:update'

/** One entry, the latest (the benchmark reads it): a long visit must not fill the timeline. */
function recordUpdate({ start, end, detail }: UpdateMeasure): void {
  performance.clearMeasures?.(UPDATE_MEASURE)
  performance.measure?.(UPDATE_MEASURE, { start, end, detail })
}

export interface SessionOptions {
  readonly host: HTMLElement
  readonly definition: WcpaDefinition
  /** `data-product` as given (a product id, or an object with `product_id`). */
  readonly product: unknown
  readonly preview: boolean
  readonly settings: WcpaSettings
  /** Where the browser goes after an in-page add to cart (tests replace it). */
  readonly navigate?: (url: string) => void
  /** The model's costly first half, done beforehand for this definition (`createSessionInSteps`). */
  readonly groundwork?: ModelGroundwork<WcpaDefinition>
}

/** Problems listed in the one console.error; the rest are counted. */
const LISTED_PROBLEMS = 8

/** The options forms of a shop form: our element, or the plugin's container (adopt mode). */
const OPTIONS_FORMS = 'wcpa-form, .wcpa_form_outer'

/**
 * The form's position among the options forms inside the same `<form>`, the `_{index}` of its input
 * ids (the plugin's `window.wcpaInit` index, which counts the forms it initialised: a container
 * whose data failed, marked `data-island-error`, is not counted), 0 outside a form.
 */
function formPosition(host: HTMLElement, form: HTMLFormElement | null): number {
  if (!form) return 0
  const forms = [...form.querySelectorAll(OPTIONS_FORMS)].filter(
    (item) => !item.hasAttribute('data-island-error') && !item.parentElement?.closest(OPTIONS_FORMS),
  )
  return Math.max(0, forms.indexOf(host))
}

/** The product's title as WooCommerce's single-product template prints it (`.product_title`). */
function productNameOf(form: HTMLFormElement): string | undefined {
  const title = form.closest('.product')?.querySelector('.product_title')?.textContent?.trim()
  return title || undefined
}

function productIdOf(value: unknown): string | undefined {
  if (typeof value === 'number' && Number.isSafeInteger(value) && value > 0) return String(value)
  if (typeof value === 'string' && /^\d+$/.test(value.trim())) return value.trim()
  if (typeof value === 'string' && value.trim().startsWith('{')) {
    try {
      return productIdOf(JSON.parse(value))
    } catch {
      return undefined
    }
  }
  if (typeof value === 'object' && value !== null) {
    const record = value as Record<string, unknown>
    return productIdOf(record.product_id) ?? productIdOf(record.id)
  }
  return undefined
}

/**
 * One mounted options form: the model, and what ties it to the page (the shop form it sits in,
 * the submission flow, the events). No React here: the island renders `model`.
 */
export class FormSession {
  readonly model: WcpaModel
  readonly host: HTMLElement
  readonly form: HTMLFormElement | null
  readonly settings: WcpaSettings
  /** Position among the options forms of the same shop form (`field_{id}_{i}` ids when i > 0). */
  readonly formIndex: number
  readonly #options: SessionOptions
  #started = false
  #rendered = false
  #mountAnnounced = false

  constructor(options: SessionOptions) {
    this.#options = options
    this.host = options.host
    this.settings = options.settings
    // The preview renders a definition into any element: it submits nothing.
    this.form = options.preview ? null : options.host.closest('form')
    this.formIndex = formPosition(options.host, this.form)
    // The model's timer goes with the model (disposed when the session's signal aborts).
    const timers = createTimers()
    this.model = new OptionsFormModel({
      definition: options.definition,
      settings: options.groundwork?.settings ?? frontSettings(options.settings),
      groundwork: options.groundwork,
      strings: options.settings.strings,
      schedule: (delayMs, run) => {
        const timer = timers.later(delayMs, run)
        return () => timers.clear(timer)
      },
      now: () => performance.now(),
      onMeasured: recordUpdate,
      // Every update is on the page when it returns (the benchmark and the submit flow rely on it).
      batch: (run) => flushSync(run),
      onUpdated: (total) => this.#announce(total),
    })
  }

  productId(): string | undefined {
    const form = this.form
    return (
      productIdOf(this.#options.product) ??
      productIdOf(this.#options.definition.product) ??
      productIdOf(form?.querySelector<HTMLInputElement>('input[name="product_id"]')?.value) ??
      productIdOf(form?.querySelector<HTMLInputElement | HTMLButtonElement>('[name="add-to-cart"]')?.value)
    )
  }

  /** Binds the page (until `signal` aborts). Runs once the first slice of the form is on the page. */
  start(signal: AbortSignal): void {
    this.#reportProblems(this.model.problems)
    const form = this.form
    if (form) {
      const autocomplete = form.getAttribute('autocomplete')
      // The shop form gets autocomplete off (a browser's autofill would bypass the rules).
      form.setAttribute('autocomplete', 'off')
      signal.addEventListener('abort', () => {
        if (autocomplete === null) form.removeAttribute('autocomplete')
        else form.setAttribute('autocomplete', autocomplete)
      })
      new SubmissionFlow({
        form,
        host: this.host,
        model: this.model,
        settings: this.settings,
        signal,
        productId: () => this.productId(),
        productName: () => productNameOf(form),
        onInvalid: (result) => this.#showFirstError(result),
        ...(this.#options.navigate ? { navigate: this.#options.navigate } : {}),
      }).start()
    }
    signal.addEventListener('abort', () => this.model.dispose())
    if (form) {
      this.#followQuantity(form, signal)
      this.#followVariation(form, signal)
    }
    this.#started = true
    this.#announceMount()
  }

  /** Repeaters bound to the quantity follow `[name="quantity"]` on input and change, as the plugin's do. */
  #followQuantity(form: HTMLFormElement, signal: AbortSignal) {
    const read = () => form.querySelector<HTMLInputElement>('input[name="quantity"]')?.value ?? 1
    this.model.setProductQuantity(read())
    const follow = (event: Event) => {
      if (event.target instanceof HTMLInputElement && event.target.name === 'quantity') this.model.setProductQuantity(read())
    }
    form.addEventListener('input', follow, { signal })
    form.addEventListener('change', follow, { signal })
  }

  /** The price summary's product line follows the chosen variation (WooCommerce's variation events). */
  #followVariation(form: HTMLFormElement, signal: AbortSignal) {
    listen(form, 'found_variation', ([variation]) => this.model.setVariationPrice(variationPrice(variation)), signal)
    listen(form, 'reset_data', () => this.model.setVariationPrice(undefined), signal)
  }

  /** Every field is on the page (a big form mounts in slices). */
  rendered(): void {
    this.#rendered = true
    this.#announceMount()
  }

  /** `wcpaDidMount`, then the first `wcpa_fields_updated`: once bound and fully rendered. */
  #announceMount() {
    if (!this.#started || !this.#rendered || this.#mountAnnounced) return
    this.#mountAnnounced = true
    emit(this.host, DID_MOUNT_EVENT, [{ productId: this.productId() }])
    this.model.sendStartTotal()
  }

  #announce(total: PriceTotal) {
    if (!this.#started) return
    const input = this.form?.querySelector<HTMLInputElement>('input[name="quantity"]')
    const quantity = input ? Number(input.value) : 1
    const detail: FieldsUpdatedDetail = {
      productId: this.productId(),
      total: total.total,
      lines: total.lines,
      unpriced: total.unpriced,
      quantity: Number.isFinite(quantity) && quantity > 0 ? quantity : 1,
    }
    emit(this.host, FIELDS_UPDATED_EVENT, [detail])
    announceAsThePlugin(this.host.ownerDocument, detail)
  }

  /** A refused submit: scroll smoothly to the first field that blocks, and focus it. */
  #showFirstError(result: FormValidation) {
    const id = result.firstBlocking
    if (id === undefined) return
    const item = this.host.querySelector(`[data-field="${CSS.escape(id)}"]`)
    const control =
      this.host.querySelector<HTMLElement>(`#${CSS.escape(fieldElementId(id, this.formIndex))}`) ??
      item?.querySelector<HTMLElement>('input:not([type="hidden"]), select, textarea, [role="combobox"]')
    control?.focus({ preventScroll: true })
    if (item) void scrollToElement(item, 100, 400)
  }

  #reportProblems(problems: readonly ModelProblem[]) {
    if (problems.length === 0) return
    const listed = problems.slice(0, LISTED_PROBLEMS).map((problem) => `${problem.kind} at ${problem.id}: ${problem.detail}`)
    const more = problems.length - listed.length
    logError(
      `<${TAG}> attribute "data-wcpa" has problems; the form works without what they concern. ${listed.join('; ')}${more > 0 ? `; and ${more} more` : ''}.`,
    )
  }
}

/** Work done between two pauses while a session is built in steps. */
const BUILD_SLICE_MS = 8

/**
 * A session built in steps, giving the page its turn (`pause`) each time the steps have taken
 * BUILD_SLICE_MS: the rules' compilation and the first evaluation of every condition, both in
 * steps, then the model in a task of its own when the steps needed a pause at all. Built in one
 * task, the 2,000-field form's model held the main thread 30–57 ms (the budget: no mounting task
 * over 50 ms); a small form is built without a pause, so it renders as soon as before.
 */
export async function createSessionInSteps(options: SessionOptions, pause: () => Promise<void>): Promise<FormSession> {
  let paused = false
  const steps = prepareModelInSteps(options.definition, frontSettings(options.settings))
  const groundwork = await runInSlices(steps, BUILD_SLICE_MS, () => {
    paused = true
    return pause()
  })
  if (paused) await pause()
  return new FormSession({ ...options, groundwork })
}
