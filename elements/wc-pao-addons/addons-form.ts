import {
  ADDONS_CHANGED_EVENT,
  buildChangedDetail,
  multiplierValue,
  revalidateContainers,
  TOTALS_CONNECTED_EVENT,
  validateForm,
  type AddonSettings,
  type FormValidation,
} from '../../src/core/addons/index.ts'
import { emit } from '../../src/runtime/events.ts'
import { listen } from '../../src/runtime/listen.ts'
import { uniqueId } from '../../src/runtime/ids.ts'
import { logError } from '../../src/runtime/log.ts'
import type { DataOwner } from '../../src/runtime/data.ts'
import { createTimers, type Timers } from '../../src/runtime/timers.ts'
import { isShown } from '../../src/runtime/visibility.ts'
import { describedElements, InvalidMarks, repairGroupSemantics } from './aria.ts'
import { DateField, dateRulesLoader } from './date-field.ts'
import { EMPTY_ADDONS_UI, mountAddonsUi, type AddonsUi, type NoticeView } from './ui.ts'
import { readAddonsMarkup, readValues, type AddonsMarkup, type ContainerBinding, type FieldBinding } from './markup.ts'
import { NoticeIds } from './notice-ids.ts'
import { takeOverRequired } from './required.ts'
import { Resets } from './resets.ts'
import { joinSubmitGate, type SubmitTarget } from './submit-gate.ts'
import { SwatchControls } from './swatch-controls.ts'
import { Typing } from './typing.ts'

export interface AddonsFormOptions {
  /** `.wc-pao-addons-container`. */
  readonly root: HTMLElement
  readonly form: HTMLFormElement
  readonly settings: AddonSettings
  /** Who reports the calendar's texts, read when a date field is first used (date-rules.ts). */
  readonly owner: DataOwner
  readonly signal: AbortSignal
  readonly tag: string
}

/** The extension's totals panel (`<pao-totals>`), printed in every add-on form after the add-ons. */
const TOTALS_SELECTOR = '#product-addons-total'
/** Forms already reported without a totals container (a form may hold several add-on containers). */
const formsWithoutTotals = new WeakSet<HTMLFormElement>()

function sameNotices(a: readonly NoticeView[], b: readonly NoticeView[]): boolean {
  return (
    a.length === b.length &&
    a.every((notice, index) => {
      const other = b[index]
      return other?.key === notice.key && other.id === notice.id && other.slot === notice.slot && other.message === notice.message
    })
  )
}

/**
 * The add-ons of one product form, driven in place: the extension's controls stay the server's
 * nodes; this reads them into the model of src/core/addons once, reads the shopper's values on
 * every change, applies the rules' answers and announces the state to the totals with
 * `wc-pao-addons-changed`. No rule lives here, and each concern has its module: ARIA (aria.ts),
 * required-ness (required.ts), the typing debounce over the core's touched state (typing.ts), the
 * image swatches' input and tooltip (swatch-controls.ts), the file and date Clear links
 * (resets.ts), the form-wide submit gate (submit-gate.ts) and the notice ids (notice-ids.ts).
 */
export class AddonsFormController {
  readonly #root: HTMLElement
  readonly #form: HTMLFormElement
  readonly #settings: AddonSettings
  readonly #owner: DataOwner
  readonly #signal: AbortSignal
  readonly #tag: string
  /** `<tag>-<n>`: keeps made-up ids (add-ons without an id, tooltips) apart per form. */
  readonly #idPrefix: string
  readonly #markup: AddonsMarkup
  readonly #byControl = new Map<Element, FieldBinding>()
  readonly #containers = new Map<string, ContainerBinding>()
  readonly #dates = new Map<HTMLInputElement, DateField>()
  readonly #timers: Timers
  readonly #typing: Typing
  readonly #swatches: SwatchControls
  readonly #resets: Resets
  readonly #noticeIds: NoticeIds
  readonly #marks: InvalidMarks
  #restoreGroups: (() => void) | undefined
  #restoreRequired: (() => void) | undefined
  #ui: AddonsUi | undefined
  #validation: FormValidation | undefined
  #notices: NoticeView[] = []
  /** A mouse button or finger is down: a blur check waits for it to come up (see #onFocusOut). */
  #pointerDown = false
  #blurPending = false

  constructor(options: AddonsFormOptions) {
    this.#root = options.root
    this.#form = options.form
    this.#settings = options.settings
    this.#owner = options.owner
    this.#signal = options.signal
    this.#tag = options.tag
    this.#idPrefix = uniqueId(this.#tag)
    this.#markup = readAddonsMarkup(this.#root, this.#idPrefix)
    for (const container of this.#markup.containers) {
      this.#containers.set(container.model.id, container)
      for (const field of container.fields) this.#byControl.set(field.control, field)
    }
    this.#timers = createTimers(this.#signal)
    this.#typing = new Typing(this.#timers, (settled) => this.#recount('input', settled))
    this.#swatches = new SwatchControls({
      root: this.#root,
      timers: this.#timers,
      idPrefix: this.#idPrefix,
      onTooltip: () => this.#render(),
    })
    this.#resets = new Resets({
      root: this.#root,
      markup: this.#markup,
      dates: this.#dates,
      onFileCleared: (binding) => {
        this.#typing.touch([binding.container.model.id])
        this.#recount('change')
      },
    })
    this.#noticeIds = new NoticeIds(this.#root.ownerDocument, this.#containers.keys())
    this.#marks = new InvalidMarks(this.#noticeIds)
  }

  start(): void {
    this.#reportBadMarkup()
    this.#ui = mountAddonsUi(this.#root.ownerDocument)
    this.#bindFields()
    this.#bindEvents()
    this.#recount('start')
  }

  destroy(): void {
    this.#timers.clearAll()
    this.#swatches.destroy()
    for (const field of this.#dates.values()) field.destroy()
    this.#marks.clear()
    this.#resets.destroy()
    this.#restoreRequired?.()
    this.#restoreGroups?.()
    this.#ui?.unmount()
    this.#noticeIds.release()
  }

  /**
   * Bad input (README "Bad input"): one console.error per add-on whose attributes cannot be read,
   * naming it, each bad control and attribute and what the value counts as; one per form without
   * its totals container. Nothing else changes: the fields work and the form posts them.
   */
  #reportBadMarkup() {
    for (const problem of this.#markup.problems) {
      logError(`<${this.#tag}> ${problem}. The rest of the form works, and the form posts the add-on as the shopper fills it.`)
    }
    const form = this.#form
    if (formsWithoutTotals.has(form) || form.querySelector(TOTALS_SELECTOR)) return
    formsWithoutTotals.add(form)
    const product = this.#markup.form.productName
    logError(
      `<${this.#tag}> the add-ons${product ? ` of ${JSON.stringify(product)}` : ''} have no totals container (${TOTALS_SELECTOR}) in their form, so no subtotal is shown; the add-ons are still checked and posted.`,
    )
  }

  // --- Binding ------------------------------------------------------------------------------------

  #bindFields() {
    this.#restoreGroups = repairGroupSemantics(this.#markup.containers)
    this.#restoreRequired = takeOverRequired(this.#markup.containers)
    const dateRules = dateRulesLoader(this.#settings, this.#owner)
    for (const binding of this.#markup.fields.values()) {
      const { control, field } = binding
      if (field.type === 'image_swatch' && control instanceof HTMLSelectElement) {
        this.#swatches.add(control, binding.wrap)
      } else if (field.type === 'date' && control instanceof HTMLInputElement) {
        this.#dates.set(control, new DateField({ input: control, settings: this.#settings, rules: dateRules, tag: this.#tag }))
      } else if (field.type === 'file') {
        this.#resets.bindFile(binding)
      }
    }
  }

  #bindEvents() {
    const signal = this.#signal
    const form = this.#form
    const root = this.#root
    listen(form, 'change', (_args, event) => this.#onChange(event.target ?? null), signal)
    root.addEventListener('input', (event) => this.#onInput(event.target), { signal })
    root.addEventListener('focusout', (event) => this.#onFocusOut(event), { signal })
    root.addEventListener('focusin', (event) => this.#activateDate(event.target), { signal })
    root.addEventListener('pointerdown', (event) => this.#activateDate(event.target), { signal })
    this.#swatches.bind(signal)
    this.#resets.bind(signal)
    const doc = root.ownerDocument
    doc.addEventListener('pointerdown', () => (this.#pointerDown = true), { signal, capture: true })
    for (const type of ['pointerup', 'pointercancel'] as const) {
      doc.addEventListener(type, () => this.#pointerReleased(), { signal, capture: true })
    }
    joinSubmitGate(
      form,
      {
        get connected() {
          return root.isConnected
        },
        checkForSubmit: () => this.#checkForSubmit(),
      },
      signal,
    )
    for (const name of ['found_variation', 'reset_data', 'wc_variation_form']) {
      listen(
        form,
        name,
        () => this.#recount(name === 'found_variation' ? 'variation' : name === 'reset_data' ? 'reset' : 'variation-form'),
        signal,
      )
    }
    listen(form, 'woocommerce-product-addons-update', () => this.#recount('update'), signal)
    listen(form, TOTALS_CONNECTED_EVENT, () => this.#recount('totals'), signal)
    listen(
      this.#root.ownerDocument,
      'quick-view-displayed',
      (_args, event) => {
        const target = event.target
        if (!(target instanceof Node) || target.contains(form) || target === this.#root.ownerDocument) this.#recount('quick-view')
      },
      signal,
    )
  }

  // --- What the shopper does --------------------------------------------------------------------

  #onChange(target: EventTarget | null) {
    if (!(target instanceof Element)) return
    if (target.matches('input.qty') && this.#form.contains(target)) {
      this.#recount('quantity')
      return
    }
    const binding = this.#byControl.get(target)
    if (!binding) return
    const { control, field } = binding
    if (field.type === 'multiplier') {
      // A multiplier's value is rounded up, and the field shows what is counted.
      const count = multiplierValue(control.value)
      if (count !== undefined && String(count) !== control.value) control.value = String(count)
    } else if (field.type === 'file') {
      this.#resets.fileChosen(binding)
    } else if (field.type === 'date') {
      this.#dates.get(control as HTMLInputElement)?.sync()
    } else if (field.type === 'image_swatch') {
      this.#swatches.sync(control as HTMLSelectElement)
    }
    this.#typing.touch([binding.container.model.id])
    // A text field changes when it loses focus, which a mousedown elsewhere causes: see #onFocusOut.
    if (this.#pointerDown) {
      this.#blurPending = true
      return
    }
    this.#recount('change', [...this.#typing.settle(), binding.container.model.id])
  }

  #onInput(target: EventTarget | null) {
    const binding = target instanceof Element ? this.#byControl.get(target) : undefined
    if (binding) this.#typing.input(binding.field.type, binding.container.model.id)
  }

  #onFocusOut(event: FocusEvent) {
    const target = event.target instanceof Element ? event.target : null
    const binding = target ? this.#byControl.get(target) : undefined
    if (!binding) return
    // Moving inside the add-on (radio to radio, the date field into its calendar) is not leaving it.
    const next = event.relatedTarget
    if (next instanceof Node && binding.container.element.contains(next)) return
    this.#typing.touch([binding.container.model.id])
    // Focus leaves on mousedown; a notice appearing or going now would move what is under the
    // pointer before mouseup, and the click would land elsewhere (or nowhere). Check after it.
    if (this.#pointerDown) {
      this.#blurPending = true
      return
    }
    this.#recount('blur', [...this.#typing.settle(), binding.container.model.id])
  }

  #pointerReleased() {
    this.#pointerDown = false
    if (!this.#blurPending) return
    this.#blurPending = false
    // After the click that this pointer makes (dispatched right after pointerup).
    this.#timers.later(0, () => {
      this.#typing.settle()
      this.#recount('blur')
    })
  }

  #activateDate(target: EventTarget | null) {
    if (!(target instanceof HTMLInputElement)) return
    void this.#dates.get(target)?.activate()
  }

  // --- Submit -------------------------------------------------------------------------------------

  /** This container's part of a submit (submit-gate.ts): every notice shown; where its first error is, and what to focus for it. */
  #checkForSubmit(): SubmitTarget | undefined {
    this.#typing.settle()
    this.#typing.touch(this.#containers.keys())
    this.#recount('submit')
    const first = this.#validation?.firstInvalid
    if (!first) return undefined
    const field = this.#markup.fields.get(first.fieldId)
    const at = field?.control ?? this.#containers.get(first.containerId)?.element ?? this.#root
    if (field && isShown(field.control) && !field.control.disabled) return { at, focus: field.control }
    const id = this.#noticeIds.get(first.containerId)
    return { at, focus: id ? this.#root.querySelector<HTMLElement>(`[id="${id}"]`) : null }
  }

  // --- The rules and what they answer -------------------------------------------------------------

  /**
   * `changed`: the containers whose fields the shopper just changed; only they are checked again
   * (the others' values and visibility did not move). Without it (start, quantity, variation, the
   * update event, submit, ...) the whole form is checked.
   */
  #recount(reason: string, changed?: readonly string[]) {
    if (this.#signal.aborted) return
    const values = readValues(this.#markup)
    const options = {
      texts: this.#settings.texts,
      decimalSeparator: this.#settings.money.decimalSeparator,
      isContainerVisible: (id: string) => {
        const container = this.#containers.get(id)
        return container ? isShown(container.element) : true
      },
    }
    const previous = this.#validation
    const validation =
      previous && changed
        ? revalidateContainers(this.#markup.form, previous, new Set(changed), values, options)
        : validateForm(this.#markup.form, values, options)
    this.#validation = validation
    const before = this.#notices
    this.#notices = []
    for (const entry of validation.containers) {
      const container = this.#containers.get(entry.containerId)
      const id = this.#noticeIds.get(entry.containerId)
      if (!container || !id) continue
      const state = this.#typing.shown(entry.containerId, entry.state)
      if (state.validity) {
        this.#marks.mark(entry.containerId, [])
        continue
      }
      const field = entry.fieldId ? this.#markup.fields.get(entry.fieldId) : undefined
      const slot = field?.wrap ?? container.fields[0]?.wrap ?? container.element
      this.#notices.push({ key: entry.containerId, id, slot, message: state.message })
      this.#marks.mark(
        entry.containerId,
        describedElements(container, field, (select) => this.#swatches.swatchesOf(select)),
      )
    }
    // The same notices: nothing to draw.
    if (!sameNotices(before, this.#notices)) this.#render()
    emit(this.#root, ADDONS_CHANGED_EVENT, [buildChangedDetail(this.#markup.form, values, validation.valid, reason)])
  }

  #render() {
    const tooltip = this.#swatches.tooltip
    this.#ui?.render(this.#notices.length === 0 && !tooltip ? EMPTY_ADDONS_UI : { notices: this.#notices, tooltip })
  }
}
