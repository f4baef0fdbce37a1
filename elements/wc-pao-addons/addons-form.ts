import {
  multiplierValue,
  revalidateContainers,
  validateForm,
  VALID,
  type AddonSettings,
  type FormValidation,
} from '../../src/core/addons/index.ts'
import { emit, listen } from '../../src/runtime/events.ts'
import { logError } from '../../src/runtime/log.ts'
import { slide } from '../../src/runtime/slide.ts'
import { EMPTY_ADDONS_UI, mountAddonsUi, type AddonsUiHandle, type NoticeView, type TooltipView } from './AddonsUi.tsx'
import { ADDONS_CHANGED_EVENT, DEBOUNCE_FIRED_MARK, TOTALS_CONNECTED_EVENT, type AddonsChangedDetail } from './contract.ts'
import { DateField, dateFormats } from './date-field.ts'
import { readAddonsMarkup, readValues, storedFileNote, type AddonsMarkup, type ContainerBinding, type FieldBinding } from './markup.ts'
import type { CalendarTexts } from './settings.ts'
import { SwatchGroup } from './swatches.ts'
import { isShown } from './visible.ts'

/** Spec §9 "Timings". */
export const INPUT_DEBOUNCE_MS = 300
export const SWATCH_TAP_MAX_MS = 100
export const SWATCH_TOOLTIP_DELAY_MS = 200
export const FILE_NAME_HIDE_MS = 250

/** Fields whose value is typed: checked again 300 ms after the last keystroke. */
const TYPED = new Set(['text', 'textarea', 'number', 'custom_price', 'multiplier'])

export interface AddonsFormOptions {
  /** `.wc-pao-addons-container`. */
  readonly root: HTMLElement
  readonly form: HTMLFormElement
  readonly settings: AddonSettings
  readonly calendarTexts: CalendarTexts
  readonly signal: AbortSignal
  readonly tag: string
}

let forms = 0

/** The extension's totals panel (`<pao-totals>`), printed in every add-on form after the add-ons. */
const TOTALS_SELECTOR = '#product-addons-total'
/** Forms already reported without a totals container (a form may hold several add-on containers). */
const formsWithoutTotals = new WeakSet<HTMLFormElement>()

/**
 * Notice ids taken by the forms on the page. A quick view of the product on its own page repeats
 * the server's container ids, from which notice ids are made: the second form's notices get a
 * suffix, so that each field's `aria-describedby` names its own notice.
 */
const noticeIdsInUse = new Set<string>()

/** The add-ons of each form: one per `.wc-pao-addons-container`, and bundled items bring more. */
const controllersByForm = new WeakMap<HTMLFormElement, Set<AddonsFormController>>()

/** A submit click or submit already checked for the whole form by one of its add-ons: the answer. */
const checkedSubmits = new WeakMap<Event, boolean>()

/** What a blocked submit focuses for one add-on container: its first field with an error, or that field's notice. */
interface SubmitTarget {
  /** Where the error is in the form, to find the first one. */
  readonly at: Element
  readonly focus: HTMLElement | null
}

function inDocumentOrder(a: SubmitTarget, b: SubmitTarget): number {
  return a.at.compareDocumentPosition(b.at) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1
}

function addToken(element: Element, name: string, token: string) {
  const tokens = (element.getAttribute(name) ?? '').split(/\s+/).filter(Boolean)
  if (!tokens.includes(token)) element.setAttribute(name, [...tokens, token].join(' '))
}

function sameNotices(a: readonly NoticeView[], b: readonly NoticeView[]): boolean {
  return (
    a.length === b.length &&
    a.every((notice, index) => {
      const other = b[index]
      return other?.key === notice.key && other.id === notice.id && other.slot === notice.slot && other.message === notice.message
    })
  )
}

function removeToken(element: Element, name: string, token: string) {
  const tokens = (element.getAttribute(name) ?? '').split(/\s+/).filter((entry) => entry && entry !== token)
  if (tokens.length > 0) element.setAttribute(name, tokens.join(' '))
  else element.removeAttribute(name)
}

/**
 * The add-ons of one product form, driven in place (compat-notes "Product Add-Ons (system A)"): the
 * extension's controls stay the server's nodes; this reads them into the model of src/core/addons
 * once, reads the shopper's values on every change, applies the rules' answers (notices, ARIA,
 * swatch state, hidden date inputs, the file fields' links) and announces the state to the totals
 * with `wc-pao-addons-changed`. No rule lives here.
 */
export class AddonsFormController {
  readonly #root: HTMLElement
  readonly #form: HTMLFormElement
  readonly #settings: AddonSettings
  readonly #calendarTexts: CalendarTexts
  readonly #signal: AbortSignal
  readonly #tag: string
  readonly #markup: AddonsMarkup
  readonly #byControl = new Map<Element, FieldBinding>()
  readonly #containers = new Map<string, ContainerBinding>()
  readonly #noticeIds = new Map<string, string>()
  readonly #swatches = new Map<HTMLSelectElement, SwatchGroup>()
  readonly #dates = new Map<HTMLInputElement, DateField>()
  /** Containers whose notice the shopper has been shown (touched, or a submit tried). */
  readonly #shown = new Set<string>()
  /** Elements carrying our `aria-invalid` / `aria-describedby`, per container. */
  readonly #marked = new Map<string, Element[]>()
  readonly #typed = new Set<string>()
  readonly #hiddenLinks: HTMLElement[] = []
  /** ARIA attributes changed on the server's nodes, put back when the island ends. */
  readonly #restores: (() => void)[] = []
  readonly #timers = new Set<ReturnType<typeof setTimeout>>()
  readonly #serial = ++forms
  #slot: HTMLElement | undefined
  #ui: AddonsUiHandle | undefined
  #validation: FormValidation | undefined
  #notices: NoticeView[] = []
  #tooltip: TooltipView | null = null
  #typing: ReturnType<typeof setTimeout> | undefined
  #tooltipTimer: ReturnType<typeof setTimeout> | undefined
  #touchStarted: number | undefined
  /** A mouse button or finger is down: a blur check waits for it to come up (see #onFocusOut). */
  #pointerDown = false
  #blurPending = false

  constructor(options: AddonsFormOptions) {
    this.#root = options.root
    this.#form = options.form
    this.#settings = options.settings
    this.#calendarTexts = options.calendarTexts
    this.#signal = options.signal
    this.#tag = options.tag
    this.#markup = readAddonsMarkup(this.#root, `${this.#tag}-${this.#serial}`)
    for (const container of this.#markup.containers) {
      this.#containers.set(container.model.id, container)
      for (const field of container.fields) this.#byControl.set(field.control, field)
    }
  }

  start(): void {
    this.#reportBadMarkup()
    const doc = this.#root.ownerDocument
    this.#slot = doc.createElement('div')
    this.#slot.className = 'wc-pao-addons-ui'
    this.#slot.hidden = true
    this.#root.append(this.#slot)
    this.#ui = mountAddonsUi(this.#slot)
    for (const container of this.#markup.containers) {
      const base = `${container.model.id}-validation-notice`
      const id = noticeIdsInUse.has(base) || doc.getElementById(base) ? `${base}-${this.#serial}` : base
      noticeIdsInUse.add(id)
      this.#noticeIds.set(container.model.id, id)
    }
    const siblings = controllersByForm.get(this.#form) ?? new Set()
    controllersByForm.set(this.#form, siblings.add(this))
    this.#bindFields()
    this.#bindEvents()
    this.#recount('start')
  }

  destroy(): void {
    for (const timer of this.#timers) clearTimeout(timer)
    this.#timers.clear()
    for (const group of this.#swatches.values()) group.destroy()
    for (const field of this.#dates.values()) field.destroy()
    for (const id of this.#marked.keys()) this.#mark(id, [])
    for (const link of this.#hiddenLinks) link.hidden = false
    for (const restore of this.#restores.splice(0)) restore()
    this.#ui?.unmount()
    this.#slot?.remove()
    for (const id of this.#noticeIds.values()) noticeIdsInUse.delete(id)
    controllersByForm.get(this.#form)?.delete(this)
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

  /**
   * The templates put `aria-required` on the group's fieldset, where ARIA does not allow it (a
   * fieldset is a group). A fieldset of radios or image swatches is a radio group, where it is
   * allowed; a required checkbox group says it on its single box, or not at all (the notice does).
   */
  #fixGroupSemantics() {
    for (const container of this.#markup.containers) {
      const fieldset = container.fieldset
      if (!fieldset || !container.group) continue
      const types = new Set(container.fields.map((binding) => binding.field.type))
      const saved = { role: fieldset.getAttribute('role'), required: fieldset.getAttribute('aria-required') }
      if (!types.has('checkbox') && fieldset.getAttribute('role') === null) {
        fieldset.setAttribute('role', 'radiogroup')
      } else if (saved.required !== null) {
        fieldset.removeAttribute('aria-required')
        const [only, ...others] = container.fields
        if (only && others.length === 0 && only.field.type === 'checkbox' && !only.control.hasAttribute('aria-required')) {
          only.control.setAttribute('aria-required', saved.required)
          this.#restores.push(() => only.control.removeAttribute('aria-required'))
        }
      }
      this.#restores.push(() => {
        if (saved.role === null) fieldset.removeAttribute('role')
        else fieldset.setAttribute('role', saved.role)
        if (saved.required !== null) fieldset.setAttribute('aria-required', saved.required)
      })
    }
  }

  #bindFields() {
    this.#fixGroupSemantics()
    let formats: ReturnType<typeof dateFormats> | undefined
    for (const binding of this.#markup.fields.values()) {
      const { control, field } = binding
      if (field.type === 'image_swatch' && control instanceof HTMLSelectElement) {
        this.#swatches.set(control, new SwatchGroup(control, binding.wrap))
      } else if (field.type === 'date' && control instanceof HTMLInputElement) {
        formats ??= dateFormats(this.#settings, this.#tag)
        this.#dates.set(control, new DateField({ input: control, settings: this.#settings, formats, texts: this.#calendarTexts, tag: this.#tag }))
      } else if (field.type === 'file') {
        const link = binding.container.element.querySelector<HTMLElement>('.reset_file')
        // The extension's stylesheet hides an inactive link; without it, the link would offer nothing.
        if (link?.classList.contains('inactive') && !link.hidden) {
          link.hidden = true
          this.#hiddenLinks.push(link)
        }
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
    root.addEventListener('focusin', (event) => this.#onFocusIn(event.target), { signal })
    root.addEventListener('pointerdown', (event) => this.#activateDate(event.target), { signal })
    root.addEventListener('click', (event) => this.#onClick(event), { signal })
    root.addEventListener('keydown', (event) => this.#onKeyDown(event), { signal })
    root.addEventListener('touchstart', (event) => this.#onTouchStart(event), { signal, passive: true })
    root.addEventListener('touchend', (event) => this.#onTouchEnd(event), { signal, passive: false })
    const doc = root.ownerDocument
    doc.addEventListener('pointerdown', () => (this.#pointerDown = true), { signal, capture: true })
    for (const type of ['pointerup', 'pointercancel'] as const) {
      doc.addEventListener(type, () => this.#pointerReleased(), { signal, capture: true })
    }
    root.addEventListener('mouseover', (event) => this.#hover(event.target, true), { signal })
    root.addEventListener('mouseout', (event) => this.#hover(event.target, false, event.relatedTarget), { signal })
    // Capture: before the button's own handlers (AJAX add-to-cart plugins bind there).
    form.addEventListener('click', (event) => this.#onSubmitClick(event), { signal, capture: true })
    form.addEventListener('submit', (event) => this.#onSubmit(event), { signal })
    for (const name of ['found_variation', 'reset_data', 'wc_variation_form']) {
      listen(form, name, () => this.#recount(name === 'found_variation' ? 'variation' : name === 'reset_data' ? 'reset' : 'variation-form'), signal)
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
      // Spec §9: a multiplier's value is rounded up, and the field shows what is counted.
      const count = multiplierValue(control.value)
      if (count !== undefined && String(count) !== control.value) control.value = String(count)
    } else if (field.type === 'file') {
      this.#fileChosen(binding)
    } else if (field.type === 'date') {
      this.#dates.get(control as HTMLInputElement)?.sync()
    } else if (field.type === 'image_swatch') {
      this.#swatches.get(control as HTMLSelectElement)?.sync()
    }
    this.#shown.add(binding.container.model.id)
    // A text field changes when it loses focus, which a mousedown elsewhere causes: see #onFocusOut.
    if (this.#pointerDown) {
      this.#blurPending = true
      return
    }
    this.#recount('change', [...this.#flushTyping(), binding.container.model.id])
  }

  #onInput(target: EventTarget | null) {
    const binding = target instanceof Element ? this.#byControl.get(target) : undefined
    if (!binding || !TYPED.has(binding.field.type)) return
    this.#typed.add(binding.container.model.id)
    // A real debounce: every keystroke starts the 300 ms again.
    if (this.#typing !== undefined) this.#clearTimer(this.#typing)
    this.#typing = this.#later(INPUT_DEBOUNCE_MS, () => {
      this.#typing = undefined
      // Where the benchmark's keystroke → totals span starts (contract.ts).
      performance.clearMarks?.(DEBOUNCE_FIRED_MARK)
      performance.mark?.(DEBOUNCE_FIRED_MARK)
      this.#recount('input', this.#flushTyping())
    })
  }

  /** The containers typed in since the last check count as touched; a pending debounce is done. Returns them. */
  #flushTyping(): string[] {
    if (this.#typing !== undefined) {
      this.#clearTimer(this.#typing)
      this.#typing = undefined
    }
    const typed = [...this.#typed]
    for (const id of typed) this.#shown.add(id)
    this.#typed.clear()
    return typed
  }

  #onFocusOut(event: FocusEvent) {
    const target = event.target instanceof Element ? event.target : null
    if (target && this.#swatchOf(target)) this.#hideTooltip()
    const binding = target ? this.#byControl.get(target) : undefined
    if (!binding) return
    // Moving inside the add-on (radio to radio, the date field into its calendar) is not leaving it.
    const next = event.relatedTarget
    if (next instanceof Node && binding.container.element.contains(next)) return
    this.#shown.add(binding.container.model.id)
    // Focus leaves on mousedown; a notice appearing or going now would move what is under the
    // pointer before mouseup, and the click would land elsewhere (or nowhere). Check after it.
    if (this.#pointerDown) {
      this.#blurPending = true
      return
    }
    this.#recount('blur', [...this.#flushTyping(), binding.container.model.id])
  }

  #pointerReleased() {
    this.#pointerDown = false
    if (!this.#blurPending) return
    this.#blurPending = false
    // After the click that this pointer makes (dispatched right after pointerup).
    this.#later(0, () => {
      this.#flushTyping()
      this.#recount('blur')
    })
  }

  #onFocusIn(target: EventTarget | null) {
    this.#activateDate(target)
    if (target instanceof Element && this.#swatchOf(target)) this.#hover(target, true)
  }

  #activateDate(target: EventTarget | null) {
    if (!(target instanceof HTMLInputElement)) return
    void this.#dates.get(target)?.activate()
  }

  #onClick(event: MouseEvent) {
    const target = event.target instanceof Element ? event.target : null
    if (!target) return
    const swatch = this.#swatchOf(target)
    if (swatch) {
      event.preventDefault()
      swatch.group.choose(swatch.element)
      return
    }
    const resetFile = target.closest<HTMLElement>('.reset_file')
    if (resetFile && this.#root.contains(resetFile)) {
      event.preventDefault()
      this.#resetFile(resetFile)
      return
    }
    const resetDate = target.closest<HTMLElement>('.reset_date')
    if (resetDate && this.#root.contains(resetDate)) {
      event.preventDefault()
      this.#resetDate(resetDate)
    }
  }

  #onKeyDown(event: KeyboardEvent) {
    const target = event.target instanceof Element ? event.target : null
    if (!target) return
    if (event.key === 'Escape') this.#hideTooltip()
    const swatch = this.#swatchOf(target)
    if (!swatch || event.altKey || event.ctrlKey || event.metaKey) return
    if (swatch.group.key(swatch.element, event.key, this.#rtl())) event.preventDefault()
  }

  #onTouchStart(event: TouchEvent) {
    if (event.target instanceof Element && this.#swatchOf(event.target)) this.#touchStarted = event.timeStamp
  }

  /** Spec §2/§9: a tap chooses; a touch longer than 100 ms is a scroll or a long press, and is ignored. */
  #onTouchEnd(event: TouchEvent) {
    const swatch = event.target instanceof Element ? this.#swatchOf(event.target) : undefined
    if (!swatch) return
    // No click follows (it would choose a second time, or choose after a scroll).
    event.preventDefault()
    const started = this.#touchStarted
    this.#touchStarted = undefined
    if (started === undefined || event.timeStamp - started > SWATCH_TAP_MAX_MS) return
    swatch.group.choose(swatch.element)
  }

  #swatchOf(target: Element): { element: HTMLElement; group: SwatchGroup } | undefined {
    const element = target.closest<HTMLElement>('.wc-pao-addon-image-swatch')
    if (!element) return undefined
    for (const group of this.#swatches.values()) if (group.has(element)) return { element, group }
    return undefined
  }

  // --- Files and dates ----------------------------------------------------------------------------

  #fileChosen(binding: FieldBinding) {
    const link = binding.container.element.querySelector<HTMLElement>('.reset_file')
    if (link) this.#showResetFile(link, true)
    // A new file replaces the one stored from the cart.
    binding.control.setAttribute('data-value', '')
    this.#hideStoredFile(binding)
  }

  #resetFile(link: HTMLElement) {
    const binding = this.#markup.containers
      .find((container) => container.element.contains(link))
      ?.fields.find((field) => field.field.type === 'file')
    if (!binding) return
    binding.control.value = ''
    binding.control.setAttribute('data-value', '')
    this.#hideStoredFile(binding)
    this.#showResetFile(link, false)
    this.#shown.add(binding.container.model.id)
    this.#recount('change')
    // The link is gone: the keyboard user goes on from the field.
    binding.control.focus()
  }

  #showResetFile(link: HTMLElement, on: boolean) {
    link.classList.toggle('active', on)
    link.classList.toggle('inactive', !on)
    link.hidden = !on
  }

  /** The note of a file stored earlier fades out (250 ms, spec §9) and goes; its value is no longer posted. */
  #hideStoredFile(binding: FieldBinding) {
    const note = storedFileNote(binding)
    if (!note || !note.hasAttribute('data-value')) return
    note.removeAttribute('data-value')
    for (const input of note.querySelectorAll<HTMLInputElement>('input')) input.disabled = true
    void slide(note, 'up', FILE_NAME_HIDE_MS).then(() => note.remove())
  }

  #resetDate(link: HTMLElement) {
    const field = Array.from(this.#dates.values()).find((candidate) => candidate.input.parentElement?.contains(link))
    if (!field) return
    field.clear()
    emit(field.input, 'change')
    field.focus()
  }

  // --- Swatch tooltip -----------------------------------------------------------------------------

  #hover(target: EventTarget | null, entering: boolean, related?: EventTarget | null) {
    const swatch = target instanceof Element ? this.#swatchOf(target) : undefined
    if (!swatch) return
    if (!entering) {
      if (related instanceof Node && swatch.element.contains(related)) return
      this.#hideTooltip()
      return
    }
    if (this.#tooltip?.id === this.#tooltipId(swatch.element) && this.#tooltipTimer === undefined) return
    this.#hideTooltip()
    const text = swatch.group.titleOf(swatch.element).trim()
    if (text === '') return
    this.#tooltipTimer = this.#later(SWATCH_TOOLTIP_DELAY_MS, () => {
      this.#tooltipTimer = undefined
      const element = swatch.element
      const slot = element.parentElement
      if (!slot || !element.isConnected) return
      this.#tooltip = {
        id: this.#tooltipId(element),
        slot,
        text,
        left: element.offsetLeft,
        top: element.offsetTop + element.offsetHeight + 4,
      }
      this.#render()
    })
  }

  #tooltipId(swatch: HTMLElement): string {
    return `${this.#tag}-${this.#serial}-tooltip-${swatch.getAttribute('data-value') ?? ''}`
  }

  #hideTooltip() {
    if (this.#tooltipTimer !== undefined) {
      this.#clearTimer(this.#tooltipTimer)
      this.#tooltipTimer = undefined
    }
    if (this.#tooltip) {
      this.#tooltip = null
      this.#render()
    }
  }

  // --- Submit -------------------------------------------------------------------------------------

  #onSubmitClick(event: MouseEvent) {
    const target = event.target instanceof Element ? event.target : null
    const button = target?.closest('button, input[type="submit"], input[type="image"]')
    if (!button || !this.#form.contains(button)) return
    const type = (button.getAttribute('type') ?? 'submit').toLowerCase()
    if (type !== 'submit' && type !== 'image') return
    // A variation not chosen yet: the variation form explains that first.
    if (button.classList.contains('disabled')) return
    if (this.#formPasses(event)) return
    event.preventDefault()
    event.stopPropagation()
  }

  #onSubmit(event: SubmitEvent) {
    if (event.defaultPrevented || this.#formPasses(event)) return
    event.preventDefault()
  }

  /**
   * Spec §2, for the whole form being submitted (never another form on the page): every add-on
   * container of the form shows all its notices, and if any field fails, focus goes to the first
   * one in the form (or its notice). The first container to hear the event checks them all; the
   * others take its answer.
   */
  #formPasses(event: Event): boolean {
    const known = checkedSubmits.get(event)
    if (known !== undefined) return known
    const controllers = Array.from(controllersByForm.get(this.#form) ?? [this]).filter((controller) => controller.#root.isConnected)
    const errors = controllers.map((controller) => controller.#checkForSubmit()).filter((target) => target !== undefined)
    errors.sort(inDocumentOrder)
    errors[0]?.focus?.focus()
    const passes = errors.length === 0
    checkedSubmits.set(event, passes)
    return passes
  }

  /** This container's part of a submit: every notice shown; where its first error is, and what to focus for it. */
  #checkForSubmit(): SubmitTarget | undefined {
    this.#flushTyping()
    for (const id of this.#containers.keys()) this.#shown.add(id)
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
      const state = this.#shown.has(entry.containerId) ? entry.state : VALID
      if (state.validity) {
        this.#mark(entry.containerId, [])
        continue
      }
      const field = entry.fieldId ? this.#markup.fields.get(entry.fieldId) : undefined
      const slot = field?.wrap ?? container.fields[0]?.wrap ?? container.element
      this.#notices.push({ key: entry.containerId, id, slot, message: state.message })
      this.#mark(entry.containerId, this.#describedElements(container, field))
    }
    // The same notices: nothing to draw (React would compare every portal to find that out).
    if (!sameNotices(before, this.#notices)) this.#render()
    const detail: AddonsChangedDetail = { addons: this.#markup.form, values, valid: validation.valid, reason }
    emit(this.#root, ADDONS_CHANGED_EVENT, [detail])
  }

  /** Which elements the notice describes: the field, or the group's fieldset and its choices. */
  #describedElements(container: ContainerBinding, field: FieldBinding | undefined): Element[] {
    if (!container.group) return field ? [field.control] : []
    const elements: Element[] = []
    if (container.fieldset) elements.push(container.fieldset)
    for (const member of container.fields) {
      if (member.field.type === 'image_swatch') {
        elements.push(...(this.#swatches.get(member.control as HTMLSelectElement)?.swatches ?? []))
      } else {
        elements.push(member.control)
      }
    }
    return elements
  }

  /** `aria-invalid` and the notice's id in `aria-describedby` on exactly `elements`. */
  #mark(containerId: string, elements: Element[]) {
    const id = this.#noticeIds.get(containerId)
    if (!id) return
    const before = this.#marked.get(containerId) ?? []
    if (before.length === elements.length && before.every((element, index) => element === elements[index])) return
    for (const element of before) {
      if (elements.includes(element)) continue
      element.removeAttribute('aria-invalid')
      removeToken(element, 'aria-describedby', id)
    }
    for (const element of elements) {
      element.setAttribute('aria-invalid', 'true')
      addToken(element, 'aria-describedby', id)
    }
    if (elements.length > 0) this.#marked.set(containerId, elements)
    else this.#marked.delete(containerId)
  }

  #render() {
    this.#ui?.render(this.#notices.length === 0 && !this.#tooltip ? EMPTY_ADDONS_UI : { notices: this.#notices, tooltip: this.#tooltip })
  }

  // --- Plumbing -----------------------------------------------------------------------------------

  #rtl(): boolean {
    return this.#root.ownerDocument.documentElement.dir === 'rtl'
  }

  #later(delay: number, run: () => void): ReturnType<typeof setTimeout> {
    const timer = setTimeout(() => {
      this.#timers.delete(timer)
      run()
    }, delay)
    this.#timers.add(timer)
    return timer
  }

  #clearTimer(timer: ReturnType<typeof setTimeout>) {
    clearTimeout(timer)
    this.#timers.delete(timer)
  }
}
