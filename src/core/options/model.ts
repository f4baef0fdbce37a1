/**
 * The state of one options form: values, conditional statuses, shown errors and the price total,
 * kept by the rules of this folder. No DOM, no React and no timers: the caller passes in how to
 * wait (the 100 ms debounce), a clock and where each update's measure goes; the island reads the
 * state, sends intents back (`input`, `blur`, `validateAll`) and hears what changed through keyed
 * listeners, so a change re-renders the fields, rows and sections it touched and nothing else.
 */
import { readWpText } from '../wp/values.ts'
import { flatOptions, isMultiValued } from './control-rules.ts'
import { createConditionEngine, type ConditionEngine, type ConditionUpdate } from './engine.ts'
import { OTHER_PREFIX, isOn, listFields, listSections } from './fields.ts'
import { compileRules, compileRulesInSteps, runSteps, type CompiledRules, type CompileProblem } from './graph.ts'
import {
  effectiveStatus,
  layoutRow,
  layoutRows,
  priceTotal,
  sameAmounts,
  visibleSections,
  type PriceTotal,
  type StatusLookup,
  type VisibleSection,
} from './layout.ts'
import type { ClStatus, FieldDefinition, FieldValue, FormDefinition, FrontSettings, SectionDefinition } from './types.ts'
import { formInputs, selectDefaultValue, validateField, validateForm, type FieldValidation, type FormValidation } from './validation.ts'
import {
  EMPTY_REPEAT_STATE,
  addCopy,
  boundCopies,
  copyCount,
  expandRepeaters,
  removeCopy,
  repeatRef,
  repeaterLabels,
  repeaterProblems,
  replayClones,
  setCopyCount,
  type CopyInfo,
  type Expansion,
  type RepeatItem,
  type RepeatKind,
  type RepeatState,
  type RepeaterStrings,
} from './repeaters.ts'

/** Checks (and conditions) run 100 ms after the last change. */
export const CHANGE_DEBOUNCE_MS = 100

/** How much of the form one update touched (the detail of the element's `wcpa-form:update` measure). */
export interface UpdateMeasureDetail {
  /** Fields and sections whose condition was evaluated (the dependency graph's share of the form). */
  readonly evaluated: number
  /** Fields and sections with a condition, in the whole form. */
  readonly conditional: number
}

/** The field types the form renders. Anything else is reported and left out. */
export const FIELD_TYPES: ReadonlySet<string> = new Set([
  'hidden',
  'text',
  'textarea',
  'email',
  'url',
  'number',
  'color',
  'date',
  'time',
  'datetime-local',
  'checkbox',
  'select',
  'checkbox-group',
  'radio-group',
  'content',
  'header',
  'separator',
])

/** What a render key names: the whole form, a section, a row of a section, a field. */
export const formKey = 'form'
export const sectionKey = (key: string) => `s:${key}`
export const rowKey = (key: string, row: number) => `r:${key}:${row}`
export const fieldKey = (id: string) => `f:${id}`
/** The form's live region (corrections said to screen readers). */
export const announcementKey = 'announce'
/** Listeners of the price total (the summary): notified when the total or the product quantity changes. */
export const totalKey = 'total'

/** The sections of a definition type, and the fields of its rows (the element's richer shapes). */
export type SectionOf<D extends FormDefinition> = D['fields'][string]
export type FieldOf<D extends FormDefinition> = SectionOf<D>['fields'][number][number]

export interface FieldPlace<F extends FieldDefinition = FieldDefinition> {
  readonly field: F
  readonly sectionKey: string
  readonly row: number
}

/** A section to render (layout.ts's `VisibleSection`, in the definition's own section type). */
export type ShownSection<S extends SectionDefinition = SectionDefinition> = Omit<VisibleSection, 'section'> & { readonly section: S }

/** Runs `run` once after `delayMs`; returns a function that cancels it. */
export type Schedule = (delayMs: number, run: () => void) => () => void

/** One update, from the debounce firing to the notifications run, on the caller's clock. */
export interface UpdateMeasure {
  readonly start: number
  readonly end: number
  readonly detail: UpdateMeasureDetail
}

/** Problems of the definition that the form survives: reported once, in one console.error. */
export interface ModelProblem {
  readonly kind: CompileProblem['kind'] | 'unknown-type' | 'repeater'
  readonly id: string
  readonly detail: string
}

export interface ModelOptions<D extends FormDefinition = FormDefinition> {
  readonly definition: D
  readonly settings?: FrontSettings
  /** The repeaters' control texts (`wcpa_front.strings.repeater_add` / `repeater_remove`). */
  readonly strings?: RepeaterStrings
  /** How the 100 ms debounce waits (the element: a timer bound to its connection). */
  readonly schedule: Schedule
  /** Runs the notifications of one update so the page is settled when it returns (flushSync). */
  readonly batch?: (run: () => void) => void
  /** After every update (and once at start): the total of the chosen options. */
  readonly onUpdated?: (total: PriceTotal) => void
  /** A monotonic clock in ms for `onMeasured` (the element: performance.now). Default: none (0). */
  readonly now?: () => number
  /** After every debounced update: its span and how much of the form it touched. */
  readonly onMeasured?: (measure: UpdateMeasure) => void
  /** `prepareModel(definition, settings)` done beforehand (used only when both are these options'). */
  readonly groundwork?: ModelGroundwork<D>
}

type Listener = () => void

const CHOICE_TYPES = new Set(['select', 'checkbox-group', 'radio-group'])

/** The value a field starts with: its preset value, else its own value, else its selected options. */
export function initialValue(field: FieldDefinition): FieldValue {
  const preset =
    field.preSetValue !== undefined && field.preSetValue !== '' && field.preSetValue !== false ? field.preSetValue : field.value
  if (field.type === 'checkbox') {
    const check = field.check_value || 'on'
    return isOn(field.checked) || isOn(preset) || (typeof preset === 'string' && preset !== '' && preset === check)
  }
  if (CHOICE_TYPES.has(field.type)) {
    const multi = isMultiValued(field)
    const presetList = (Array.isArray(preset) ? preset : [preset])
      .map(readWpText)
      .filter((item): item is string => item !== undefined && item !== '')
    const chosen =
      presetList.length > 0
        ? presetList
        : flatOptions(field.values)
            .filter((o) => isOn(o.selected))
            .map((o) => o.value)
    const value: FieldValue = multi ? chosen : (chosen[0] ?? '')
    return selectDefaultValue(field, value) ?? value
  }
  return readWpText(preset) ?? ''
}

/**
 * The definition the rules see: unknown field types and repeated elementIds left out (both are
 * reported), so what is rendered, validated and evaluated is the same set of fields.
 */
function usableDefinition<D extends FormDefinition>(definition: D, problems: ModelProblem[]): D {
  const seen = new Set<string>()
  const fields: Record<string, SectionDefinition> = {}
  for (const { key, section } of listSections(definition)) {
    const rows = section.fields.map((row) =>
      row.filter((field) => {
        if (!FIELD_TYPES.has(field.type)) {
          problems.push({
            kind: 'unknown-type',
            id: field.elementId,
            detail: `its type "${field.type}" is not one the form renders; it is left out`,
          })
          return false
        }
        if (seen.has(field.elementId)) {
          problems.push({ kind: 'duplicate-id', id: field.elementId, detail: 'a later field with the same elementId is left out' })
          return false
        }
        seen.add(field.elementId)
        return true
      }),
    )
    fields[key] = { ...section, fields: rows }
  }
  return { ...definition, fields }
}

/**
 * The costly first half of building a model, apart: the definition's usable fields, its replayed
 * copies and the compiled rules (a 2,000-field form: about half the build). A caller that yields to
 * the page between this and the constructor keeps each task short (the performance budget: no
 * mounting task over 50 ms); the constructor does it itself when not given one for the same
 * definition and settings.
 */
export interface ModelGroundwork<D extends FormDefinition = FormDefinition> {
  readonly definition: D
  readonly settings: FrontSettings
  readonly base: D
  readonly problems: readonly ModelProblem[]
  readonly repeat: RepeatState
  readonly expansion: Expansion<D>
  readonly rules: CompiledRules
  /** Each field's value at start (its preset, or the value a replayed copy brings back). */
  readonly values: ReadonlyMap<string, FieldValue>
  /** The rules' engine over those values, every element evaluated once. */
  readonly engine: ConditionEngine
}

/** Groundwork a model was built on: it holds that model's engine, so it serves one model only. */
const usedGroundwork = new WeakSet<ModelGroundwork>()

export function prepareModel<D extends FormDefinition>(definition: D, settings: FrontSettings = {}): ModelGroundwork<D> {
  return runSteps(prepareModelInSteps(definition, settings))
}

/** prepareModel in steps (compileRulesInSteps): the caller may give the page its turn at each yield. */
export function* prepareModelInSteps<D extends FormDefinition>(
  definition: D,
  settings: FrontSettings = {},
): Generator<void, ModelGroundwork<D>> {
  const problems: ModelProblem[] = []
  const base = usableDefinition(definition, problems)
  for (const problem of repeaterProblems(base)) problems.push({ kind: 'repeater', ...problem })
  // A cart item being edited: its copies and their values come back (the definition's `clones`,
  // which the plugin fills only then).
  const replay = replayClones((definition as { readonly clones?: unknown }).clones)
  const expansion = expandRepeaters(base, replay.state)
  const rules = yield* compileRulesInSteps(expansion.definition, settings)
  const values = new Map<string, FieldValue>()
  for (const { field } of listFields(expansion.definition)) {
    const replayed = replay.values.get(field.elementId)
    values.set(field.elementId, initialValue(replayed === undefined ? field : { ...field, preSetValue: replayed }))
  }
  const engine = createConditionEngine(rules, values)
  yield* engine.evaluateAllInSteps()
  return { definition, settings, base, problems, repeat: replay.state, expansion, rules, values, engine }
}

/** What the Add / Remove controls of a repeating item or a copy show (none: no control there). */
export interface RepeatControls {
  /** The Add control (on the original while it has no copies, then on its last copy). */
  readonly add?: { readonly kind: RepeatKind; readonly item: string; readonly label: string; readonly name: string }
  /** The Remove control of a copy that is not bound. */
  readonly remove?: { readonly kind: RepeatKind; readonly copy: string; readonly label: string; readonly name: string }
}

export class OptionsFormModel<D extends FormDefinition = FormDefinition> {
  readonly settings: FrontSettings
  readonly problems: readonly ModelProblem[]
  /** Element ids of the members of each condition cycle. */
  readonly cycles: readonly (readonly string[])[]
  /** The definition as given (usable fields only), before its repeaters' copies. */
  readonly #base: D
  /** The definition with its copies: what is rendered, evaluated, checked and priced. */
  #definition: D
  #repeat: RepeatState = EMPTY_REPEAT_STATE
  #expansion: Expansion<D>
  readonly #strings: RepeaterStrings
  /** The product quantity (`[name="quantity"]`), for repeaters bound to it. */
  #productQuantity: FieldValue = 1
  #variationPrice: number | undefined
  #engine: ConditionEngine
  readonly #places = new Map<string, FieldPlace<FieldOf<D>>>()
  readonly #sectionFields = new Map<string, string[]>()
  readonly #values = new Map<string, FieldValue>()
  readonly #quantities = new Map<string, number>()
  readonly #otherTexts = new Map<string, string>()
  readonly #errors = new Map<string, FieldValidation>()
  readonly #isNew = new Set<string>()
  /**
   * Fields of copies the shopper just added and has not changed yet: leaving one (to press Add
   * again, say) does not check it, so no error pushes the controls away under the pointer; the
   * submit checks it as any other field.
   */
  readonly #untouched = new Set<string>()
  readonly #dirty = new Set<string>()
  /** Values a check corrected (truncated, replaced with max): their notice stays until the next input. */
  readonly #corrected = new Set<string>()
  #conditionalCount: number
  #announcement = ''
  /** Conditions evaluated by the update running now (the update measure's detail). */
  #evaluatedInUpdate = 0
  readonly #listeners = new Map<string, Set<Listener>>()
  readonly #batch: (run: () => void) => void
  readonly #onUpdated: ((total: PriceTotal) => void) | undefined
  readonly #schedule: Schedule
  readonly #now: () => number
  readonly #onMeasured: ((measure: UpdateMeasure) => void) | undefined
  /** The engine's statuses, as the layout rules read them. */
  readonly #statuses: StatusLookup
  #formError: string | undefined
  #total: PriceTotal = { total: 0, lines: [], unpriced: [] }
  #cancelTimer: (() => void) | undefined
  #disposed = false

  constructor(options: ModelOptions<D>) {
    const settings = options.settings ?? {}
    const given = options.groundwork
    const work =
      given && given.definition === options.definition && given.settings === settings && !usedGroundwork.has(given)
        ? given
        : prepareModel(options.definition, settings)
    usedGroundwork.add(work)
    const problems = [...work.problems]
    this.#base = work.base
    this.#repeat = work.repeat
    this.#expansion = work.expansion
    this.#definition = work.expansion.definition
    this.#strings = options.strings ?? {}
    this.settings = settings
    this.#batch = options.batch ?? ((run) => run())
    this.#onUpdated = options.onUpdated
    this.#schedule = options.schedule
    this.#now = options.now ?? (() => 0)
    this.#onMeasured = options.onMeasured
    for (const { key, section } of listSections(this.definition)) {
      const ids: string[] = []
      section.fields.forEach((row, index) => {
        for (const field of row as readonly FieldOf<D>[]) {
          this.#places.set(field.elementId, { field, sectionKey: key, row: index })
          ids.push(field.elementId)
          this.#values.set(field.elementId, work.values.get(field.elementId) as FieldValue)
          if (isOn(field.enable_quantity)) this.#quantities.set(field.elementId, 1)
        }
      })
      this.#sectionFields.set(key, ids)
    }
    const rules = work.rules
    // The cycle search and these checks ran over the usable fields; duplicates were found above.
    problems.push(...rules.problems.filter((problem) => problem.kind !== 'duplicate-id' || !problems.some((p) => p.id === problem.id)))
    this.problems = problems
    this.cycles = rules.cycles
    this.#engine = work.engine
    this.#statuses = { field: (id) => this.#engine.fieldStatus(id), section: (key) => this.#engine.sectionStatus(key) }
    this.#conditionalCount = rules.nodes.filter((node) => node.logic !== null).length
    this.#syncBound(new Set())
    this.#total = this.#computeTotal()
  }

  /** The definition with its repeaters' copies (what the form renders). */
  get definition(): D {
    return this.#definition
  }

  // --- Reading ---------------------------------------------------------------------------------

  place(id: string): FieldPlace<FieldOf<D>> | undefined {
    return this.#places.get(id)
  }

  /** Sections to render (hidden ones are not), in form order (the layout rule of layout.ts). */
  visibleSections(): ShownSection<SectionOf<D>>[] {
    return visibleSections(this.definition, this.#statuses) as ShownSection<SectionOf<D>>[]
  }

  sectionStatus(key: string): ClStatus {
    return this.#engine.sectionStatus(key)
  }

  /** Row indices of a section to render: a row whose fields are all hidden is not. */
  visibleRows(key: string): number[] {
    const section = this.definition.fields[key]
    if (!section) return []
    return layoutRows(section, this.sectionStatus(key), this.#statuses).map((row) => row.index)
  }

  /** The fields of a row to render (hidden fields are not), in column order. */
  visibleFields(key: string, row: number): FieldOf<D>[] {
    const section = this.definition.fields[key]
    if (!section) return []
    const layout = layoutRow(section.fields[row], row, this.sectionStatus(key), this.#statuses)
    return (layout?.fields ?? []).map((item) => item.field as FieldOf<D>)
  }

  /** A field's status as rendered: its section's and its own. */
  status(id: string): ClStatus {
    const place = this.#places.get(id)
    if (!place) return 'hidden'
    return effectiveStatus(this.#engine.sectionStatus(place.sectionKey), this.#engine.fieldStatus(id))
  }

  value(id: string): FieldValue {
    return this.#values.get(id)
  }

  quantity(id: string): number | undefined {
    return this.#quantities.get(id)
  }

  otherText(id: string): string {
    return this.#otherTexts.get(id) ?? ''
  }

  error(id: string): FieldValidation | undefined {
    return this.#errors.get(id)
  }

  isNew(id: string): boolean {
    return this.#isNew.has(id)
  }

  get formError(): string | undefined {
    return this.#formError
  }

  get total(): PriceTotal {
    return this.#total
  }

  // --- Listening -------------------------------------------------------------------------------

  subscribe(key: string, listener: Listener): () => void {
    let set = this.#listeners.get(key)
    if (!set) {
      set = new Set()
      this.#listeners.set(key, set)
    }
    set.add(listener)
    return () => {
      set.delete(listener)
    }
  }

  #notify(keys: Iterable<string>) {
    const listeners: Listener[] = []
    for (const key of keys) for (const listener of this.#listeners.get(key) ?? []) listeners.push(listener)
    if (listeners.length > 0) this.#batch(() => listeners.forEach((listener) => listener()))
  }

  // --- Intents ---------------------------------------------------------------------------------

  /** The shopper changed a field: shown at once, rules and checks after the debounce. */
  input(id: string, value: FieldValue): void {
    if (!this.#places.has(id)) return
    this.#values.set(id, value)
    this.#isNew.delete(id)
    this.#untouched.delete(id)
    this.#corrected.delete(id)
    this.#dirty.add(id)
    this.#notify([fieldKey(id)])
    this.#debounce()
  }

  /** The text of an 'other' option; the chosen value carries it after the WCPAOTH prefix. */
  inputOther(id: string, text: string): void {
    this.#otherTexts.set(id, text)
    const value = this.#values.get(id)
    const replace = (item: string | number) => (String(item).startsWith(OTHER_PREFIX) ? OTHER_PREFIX + text : item)
    if (Array.isArray(value)) this.input(id, value.map(replace))
    else if (typeof value === 'string' && value.startsWith(OTHER_PREFIX)) this.input(id, OTHER_PREFIX + text)
    else this.#notify([fieldKey(id)])
  }

  setQuantity(id: string, quantity: number): void {
    if (!this.#quantities.has(id)) return
    this.#quantities.set(id, Number.isFinite(quantity) ? quantity : 0)
    this.#dirty.add(id)
    this.#notify([fieldKey(id)])
    this.#debounce()
  }

  /** Checks run on blur too. */
  blur(id: string): void {
    // A value the checks cut or capped themselves is valid now: checking it again would take away
    // the notice that says what changed, which stays until the next input.
    if (this.status(id) !== 'visible' || this.#corrected.has(id) || this.#untouched.has(id)) return
    const keys = new Set<string>()
    this.#check(id, keys)
    if (this.#dirty.size > 0) this.#debounce()
    this.#notify(keys)
  }

  /** Runs what the debounce would run, now (submit, tests, the benchmark). */
  flush(): void {
    this.#process()
  }

  /**
   * The submit's check: every visible field checked, errors shown, corrections applied; the form
   * error when a visible field blocks.
   */
  validateAll(): FormValidation {
    this.#process()
    const inputs = formInputs(
      this.definition,
      (id) => this.#values.get(id),
      (id) => this.status(id),
    )
    const result = validateForm(inputs, this.settings)
    const keys = new Set<string>([formKey])
    for (const id of this.#places.keys()) {
      const checked = result.fields.get(id)
      if (!checked) {
        if (this.#errors.delete(id)) keys.add(fieldKey(id))
        continue
      }
      this.#show(id, checked, keys)
      this.#applyCorrection(id, checked, keys)
    }
    this.#formError = result.formError
    if (this.#dirty.size > 0) {
      // The corrected values are what is submitted: rules and total follow them before it goes.
      this.#applyRules(keys)
      this.#refreshTotal(keys)
      this.#onUpdated?.(this.#total)
    }
    this.#notify(keys)
    return result
  }

  dispose(): void {
    this.#disposed = true
    this.#cancelTimer?.()
    this.#cancelTimer = undefined
    this.#listeners.clear()
  }

  // --- Repeaters (repeaters.ts) ------------------------------------------------------------------

  /** A repeating original (or a repeating field of a section copy), with its copies. */
  repeatItem(kind: RepeatKind, id: string): RepeatItem | undefined {
    return this.#expansion.items.get(repeatRef(kind, id))
  }

  /** A copy: its original, its k and n, whether it is bound. */
  copyInfo(kind: RepeatKind, id: string): CopyInfo | undefined {
    return this.#expansion.copies.get(repeatRef(kind, id))
  }

  /**
   * The controls shown with a field or section, as the plugin shows them: Add on an unbound
   * original while it has no copies, then on its last copy, until `repeater_max` copies; Remove on
   * each copy that is not bound.
   */
  repeatControls(kind: RepeatKind, id: string): RepeatControls | undefined {
    const copy = this.copyInfo(kind, id)
    const item = this.repeatItem(kind, copy?.origin ?? id)
    if (!item) return undefined
    const labels = repeaterLabels(item.config, this.#strings)
    const last = item.copies.at(-1) ?? item.id
    const unbound = item.config.bind === 'none'
    const add =
      unbound && last === id && item.copies.length < item.config.max
        ? { kind, item: item.id, label: labels.add, name: item.name }
        : undefined
    const remove = copy && !copy.binded ? { kind, copy: id, label: labels.remove, name: copy.name } : undefined
    if (!add && !remove) return undefined
    return { ...(add && { add }), ...(remove && { remove }) }
  }

  /**
   * The shopper adds a copy of an unbound item (below its max): returns the new copy's id (a field's
   * elementId, a section's key), or undefined when none may be added.
   */
  addCopy(kind: RepeatKind, id: string): string | undefined {
    const item = this.repeatItem(kind, id)
    if (this.#disposed || !item || item.config.bind !== 'none' || item.copies.length >= item.config.max) return undefined
    const { state, k } = addCopy(this.#repeat, kind, id)
    const keys = new Set<string>()
    const before = new Set(this.#places.keys())
    this.#restructure(state, keys)
    for (const added of this.#places.keys()) if (!before.has(added)) this.#untouched.add(added)
    const copyId = kind === 'field' ? `${id}_cl_${k}` : `${id}_cl${k}`
    const copy = this.copyInfo(kind, copyId)
    this.#setAnnouncement(`${copy?.name ?? copyId} added`)
    keys.add(announcementKey)
    this.#afterStructure(keys)
    return copyId
  }

  /**
   * The shopper removes a copy: its values go, the other copies keep theirs (and their ids) and are
   * renumbered. Returns the original's id, or undefined when it was no copy that may be removed.
   */
  removeCopy(kind: RepeatKind, copyId: string): string | undefined {
    const copy = this.copyInfo(kind, copyId)
    if (this.#disposed || !copy || copy.binded) return undefined
    const keys = new Set<string>()
    this.#restructure(removeCopy(this.#repeat, kind, copy.origin, copy.k), keys)
    this.#setAnnouncement(`${copy.name} removed`)
    keys.add(announcementKey)
    this.#afterStructure(keys)
    return copy.origin
  }

  /** The product quantity changed (repeaters bound to it follow). */
  setProductQuantity(quantity: FieldValue): void {
    if (this.#disposed || quantity === this.#productQuantity) return
    this.#productQuantity = quantity
    const keys = new Set<string>([totalKey])
    if (this.#syncBound(keys)) this.#afterStructure(keys)
    // Only the summary reads it: told in a microtask, so a quantity read while the page renders
    // (the island's start) does not flush a render inside React's.
    else queueMicrotask(() => !this.#disposed && this.#notify([totalKey]))
  }

  /**
   * The chosen variation's price (`found_variation`'s `display_price`), or undefined for none (a
   * simple product, or after `reset_data`): the summary's product line follows it.
   */
  setVariationPrice(price: number | undefined): void {
    if (this.#disposed || price === this.#variationPrice) return
    this.#variationPrice = price
    this.#notify([totalKey])
  }

  get variationPrice(): number | undefined {
    return this.#variationPrice
  }

  /** The product quantity as last given (`setProductQuantity`): a number, else 1. */
  get productQuantity(): number {
    const quantity = Number(this.#productQuantity)
    return Number.isFinite(quantity) && quantity > 0 ? quantity : 1
  }

  /** After copies came or went: total, listeners, `wcpa_fields_updated`. */
  #afterStructure(keys: Set<string>) {
    this.#refreshTotal(keys)
    this.#notify(keys)
    this.#onUpdated?.(this.#total)
  }

  /**
   * Bound items follow their source on every refresh, as in the plugin: a field's
   * value or the product quantity; skipped while the item is hidden or disabled. A section copy
   * can bring bound fields of its own, so this runs until nothing moves (bounded).
   */
  #syncBound(keys: Set<string>): boolean {
    let moved = false
    for (let pass = 0; pass < 4; pass++) {
      let state = this.#repeat
      const added: string[] = []
      for (const item of this.#expansion.items.values()) {
        const { bind, bindField, max } = item.config
        if (bind !== 'field' && bind !== 'quantity') continue
        const status = item.kind === 'field' ? this.status(item.id) : this.sectionStatus(item.id)
        if (status !== 'visible') continue
        const source =
          bind === 'quantity'
            ? this.#productQuantity
            : bindField !== undefined && this.#places.has(bindField)
              ? this.#values.get(bindField)
              : undefined
        if (bind === 'field' && source === undefined) continue
        const want = boundCopies(source, max)
        const have = copyCount(state, item.kind, item.id)
        if (want === have) continue
        state = setCopyCount(state, item.kind, item.id, want)
        if (want > have) added.push(item.id)
      }
      if (state === this.#repeat) break
      const before = new Set(this.#expansion.copies.keys())
      this.#restructure(state, keys)
      moved = true
      const names = [...this.#expansion.copies.entries()].filter(([ref]) => !before.has(ref)).map(([, copy]) => copy.name)
      const removed = [...before].filter((ref) => !this.#expansion.copies.has(ref)).length
      const said =
        names.length > 0 ? `${names.join(', ')} added` : removed > 0 ? `${removed} ${removed === 1 ? 'copy' : 'copies'} removed` : ''
      if (said) {
        this.#setAnnouncement(said)
        keys.add(announcementKey)
      }
    }
    return moved
  }

  /**
   * New copies: the definition expanded again, the rules compiled again over it (values kept by
   * elementId, so the remaining copies keep theirs), the statuses evaluated, and the keys of what
   * changed collected for one render.
   */
  #restructure(state: RepeatState, keys: Set<string>) {
    const before = this.#expansion
    const oldPlaces = new Map(this.#places)
    const oldStatuses = this.#engine.statuses()
    this.#repeat = state
    this.#expansion = expandRepeaters(this.#base, state)
    this.#definition = this.#expansion.definition
    this.#places.clear()
    this.#sectionFields.clear()
    for (const { key, section } of listSections(this.#definition)) {
      const ids: string[] = []
      section.fields.forEach((row, index) => {
        for (const field of row as readonly FieldOf<D>[]) {
          const id = field.elementId
          this.#places.set(id, { field, sectionKey: key, row: index })
          ids.push(id)
          const old = oldPlaces.get(id)
          if (!old) {
            this.#values.set(id, initialValue(field))
            if (isOn(field.enable_quantity)) this.#quantities.set(id, 1)
            this.#isNew.add(id)
          }
          if (!old || old.field !== field || old.row !== index || old.sectionKey !== key)
            keys.add(fieldKey(id)).add(rowKey(key, index)).add(sectionKey(key))
        }
      })
      this.#sectionFields.set(key, ids)
      if (before.definition.fields[key] !== section) keys.add(sectionKey(key))
    }
    for (const [id, old] of oldPlaces) {
      if (this.#places.has(id)) continue
      keys.add(rowKey(old.sectionKey, old.row)).add(sectionKey(old.sectionKey))
      for (const store of [this.#values, this.#quantities, this.#otherTexts, this.#errors]) store.delete(id)
      this.#isNew.delete(id)
      this.#untouched.delete(id)
      this.#dirty.delete(id)
      this.#corrected.delete(id)
    }
    // The Add control moves between an original and its copies.
    for (const item of this.#expansion.items.values()) keys.add(item.kind === 'field' ? fieldKey(item.id) : sectionKey(item.id))
    keys.add(formKey)
    const rules = compileRules(this.#definition, this.settings)
    this.#engine = createConditionEngine(rules, this.#values)
    this.#conditionalCount = rules.nodes.filter((node) => node.logic !== null).length
    this.#engine.evaluateAll()
    const now = this.#engine.statuses()
    for (const [id, status] of Object.entries(now.fields)) {
      const place = this.#places.get(id)
      if (!place || oldStatuses.fields[id] === status) continue
      keys.add(fieldKey(id)).add(rowKey(place.sectionKey, place.row)).add(sectionKey(place.sectionKey))
      if (status !== 'visible') this.#errors.delete(id)
    }
    for (const [key, status] of Object.entries(now.sections)) {
      if (oldStatuses.sections[key] === status) continue
      keys.add(sectionKey(key))
      for (const id of this.#sectionFields.get(key) ?? []) keys.add(fieldKey(id))
    }
  }

  // --- The update ------------------------------------------------------------------------------

  #debounce() {
    if (this.#disposed) return
    this.#cancelTimer?.()
    this.#cancelTimer = this.#schedule(CHANGE_DEBOUNCE_MS, () => {
      this.#cancelTimer = undefined
      this.#process()
    })
  }

  /** Conditions downstream of what changed, the checks of what changed, the total, then one render. */
  #process() {
    this.#cancelTimer?.()
    this.#cancelTimer = undefined
    if (this.#disposed || this.#dirty.size === 0) return
    const start = this.#now()
    this.#evaluatedInUpdate = 0
    const changed = [...this.#dirty]
    const keys = new Set<string>()
    this.#applyRules(keys)
    this.#syncBound(keys)
    for (const id of changed) {
      // A value the checks corrected themselves is not checked again: its notice would go at once.
      if (this.#corrected.delete(id)) continue
      if (this.status(id) === 'visible') this.#check(id, keys)
    }
    if (this.#dirty.size > 0) this.#applyRules(keys)
    if (this.#formError !== undefined && ![...this.#errors.values()].some((error) => error.blocking)) {
      this.#formError = undefined
      keys.add(formKey)
    }
    this.#refreshTotal(keys)
    this.#notify(keys)
    this.#onUpdated?.(this.#total)
    const detail: UpdateMeasureDetail = { evaluated: this.#evaluatedInUpdate, conditional: this.#conditionalCount }
    this.#onMeasured?.({ start, end: this.#now(), detail })
  }

  /** Feeds every dirty value to the engine and marks what its status changes touch. */
  #applyRules(keys: Set<string>) {
    const dirty = [...this.#dirty]
    this.#dirty.clear()
    for (const id of dirty) this.#follow(this.#engine.setValue(id, this.#values.get(id)), keys)
  }

  #follow(update: ConditionUpdate, keys: Set<string>) {
    this.#evaluatedInUpdate += update.evaluated.length
    for (const change of update.changes) {
      if (change.kind === 'field') {
        const place = this.#places.get(change.id)
        if (!place) continue
        keys.add(fieldKey(change.id)).add(rowKey(place.sectionKey, place.row)).add(sectionKey(place.sectionKey))
        if (change.to !== 'visible' && this.#errors.delete(change.id)) keys.add(formKey)
      } else {
        keys.add(formKey).add(sectionKey(change.id))
        for (const id of this.#sectionFields.get(change.id) ?? []) {
          const place = this.#places.get(id)
          keys.add(fieldKey(id))
          if (place) keys.add(rowKey(change.id, place.row))
          if (change.to !== 'visible') this.#errors.delete(id)
        }
      }
    }
    // A field that becomes visible is marked new.
    for (const id of update.becameVisible) this.#isNew.add(id)
  }

  /** Checks one field and shows the result; a correction (truncation, max) is applied. */
  #check(id: string, keys: Set<string>) {
    const place = this.#places.get(id)
    if (!place) return
    const result = validateField(place.field, this.#values.get(id), this.settings)
    this.#show(id, result, keys)
    if (this.#applyCorrection(id, result, keys)) this.#corrected.add(id)
  }

  /**
   * A check that changed the value (truncated to maxlength, replaced with max) writes the
   * new value, and says so to screen readers: the shopper's text changed under them.
   */
  #applyCorrection(id: string, result: FieldValidation, keys: Set<string>): boolean {
    if (result.correctedValue === undefined || result.correctedValue === this.#values.get(id)) return false
    this.#values.set(id, result.correctedValue)
    this.#dirty.add(id)
    keys.add(fieldKey(id))
    const field = this.#places.get(id)?.field
    const name = (field?.label ?? '').trim() || field?.name || id
    this.#setAnnouncement(`${name}: ${result.message ?? ''}`)
    keys.add(announcementKey)
    return true
  }

  #setAnnouncement(text: string) {
    // A repeated message must still be heard: live regions speak changes only.
    const mark = this.#announcement.endsWith('\u00a0') ? '' : '\u00a0'
    this.#announcement = `${text}${mark}`
  }

  /** Something the form did that the shopper must hear (an in-page add to cart that succeeded). */
  say(text: string): void {
    this.#setAnnouncement(text)
    this.#notify([announcementKey])
  }

  /** The last correction or `say()`, for the form's polite live region. */
  get announcement(): string {
    return this.#announcement
  }

  #show(id: string, result: FieldValidation, keys: Set<string>) {
    const before = this.#errors.get(id)
    if (result.valid) {
      if (before) {
        this.#errors.delete(id)
        keys.add(fieldKey(id))
      }
      return
    }
    if (before?.message === result.message && before?.blocking === result.blocking) return
    this.#errors.set(id, result)
    keys.add(fieldKey(id))
  }

  #computeTotal(): PriceTotal {
    return priceTotal(
      this.definition,
      this.#statuses,
      (id) => this.#engine.value(id),
      (id) => this.#quantities.get(id),
    )
  }

  /** Recomputes the total; its listeners hear of it when it changed. */
  #refreshTotal(keys: Set<string>) {
    const next = this.#computeTotal()
    // A field's own amount may change with the total unchanged (one rule hides a priced field and
    // shows another of the same price): the fields that show their amounts hear of it too.
    if (!sameAmounts(next, this.#total)) keys.add(totalKey)
    this.#total = next
  }

  /** Sends the start-up total to the total's listener (the island calls it once mounted). */
  sendStartTotal(): void {
    this.#onUpdated?.(this.#total)
  }
}
