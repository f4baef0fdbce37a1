/**
 * Repeaters (WCPA Pro's `repeater` keys; `clones` in a cart item being edited): a field or a whole
 * section the shopper copies with an Add control, up to `repeater_max` copies, or whose number of
 * copies follows another field's value or the product quantity (`repeater_bind`).
 *
 * The copies are plain fields and sections of an expanded definition (`expandRepeaters`), so the
 * condition, validation, layout and price rules of this folder treat them like any other element:
 *
 * - a field copy has the elementId `{orig}_cl_{k}` (k counts up per original and is never reused),
 *   posts as `orig_cl[n]` (n = 1..N, its place among the copies, renumbered after a removal) and is
 *   labelled by `repeater_field_label` with `{counter}` = n + 1;
 * - a section copy has the key `{sec}_cl{k}`, the title `repeater_section_label`; its fields have the
 *   ids `{sec}_cl{k}_s_{orig}`, post as `sec[n][field]`, are labelled by
 *   `repeater_section_field_label`, and their rules (and the section's) that read a field of the
 *   same section read the copy's field instead;
 * - a repeated field inside a section copy posts as `sec[n][field_cl][m]`;
 * - a suffixed companion input (quantity, an 'other' text) follows `suffixedName`.
 *
 * The plugin's server reads the copies back from the posted names (`postedRepeatState`): for a
 * section, i = 1..the last index posted under `sec`; for a field, i = 1..the last index posted
 * under `name_cl`; a missing index reads as empty. Pure: no DOM, no timers.
 */
import { isOn, listSections } from './fields.ts'
import type {
  ConditionalLogic,
  FieldDefinition,
  FieldValue,
  FormDefinition,
  RelationGroup,
  RepeaterKeys,
  SectionDefinition,
  SectionExtra,
} from './types.ts'

export type { RepeaterKeys }

/** The plugin's defaults for `wcpa_front.strings.repeater_add` / `repeater_remove`, the controls' labels. */
export const DEFAULT_REPEATER_ADD_LABEL = 'Add Field'
export const DEFAULT_REPEATER_REMOVE_LABEL = 'Remove Field'

export type RepeaterBind = 'none' | 'quantity' | 'field' | 'formula'
export type RepeatKind = 'field' | 'section'

export interface RepeaterConfig {
  readonly bind: RepeaterBind
  /** The elementId whose value gives the count (`field` binding), `external|` stripped. */
  readonly bindField: string | undefined
  /** Most copies (not counting the original); Infinity when the definition gives none. */
  readonly max: number
  readonly addLabel: string | undefined
  readonly removeLabel: string | undefined
}

/** Texts of the controls (`wcpa_front.strings`). */
export interface RepeaterStrings {
  readonly repeater_add?: string | undefined
  readonly repeater_remove?: string | undefined
}

function textOf(value: unknown): string | undefined {
  if (typeof value === 'string') return value
  if (typeof value === 'number' && Number.isFinite(value)) return String(value)
  return undefined
}

/** A count: a non-negative whole number, or undefined for none ('', false, not a number). */
function countOf(value: unknown): number | undefined {
  const text = textOf(value)?.trim()
  if (!text) return undefined
  const number = Number(text)
  return Number.isFinite(number) && number >= 0 ? Math.floor(number) : undefined
}

/** The repeater of a field or section, or undefined when it does not repeat. */
export function repeaterConfig(item: RepeaterKeys): RepeaterConfig | undefined {
  if (!isOn(item.repeater)) return undefined
  const rawBind = textOf(item.repeater_bind) ?? ''
  const bind: RepeaterBind = rawBind === 'quantity' || rawBind === 'field' || rawBind === 'formula' ? rawBind : 'none'
  const field = textOf(item.repeater_bind_field)
    ?.replace(/^external\|/, '')
    .trim()
  const addLabel = textOf(item.repeater_add_label)?.trim()
  const removeLabel = textOf(item.repeater_remove_label)?.trim()
  return {
    bind,
    bindField: bind === 'field' && field ? field : undefined,
    max: countOf(item.repeater_max) ?? Number.POSITIVE_INFINITY,
    addLabel: addLabel || undefined,
    removeLabel: removeLabel || undefined,
  }
}

/** The controls' labels: the item's own, else `wcpa_front.strings`, else the plugin's defaults. */
export function repeaterLabels(config: RepeaterConfig, strings: RepeaterStrings = {}): { add: string; remove: string } {
  return {
    add: config.addLabel ?? (strings.repeater_add?.trim() || DEFAULT_REPEATER_ADD_LABEL),
    remove: config.removeLabel ?? (strings.repeater_remove?.trim() || DEFAULT_REPEATER_REMOVE_LABEL),
  }
}

/**
 * As the plugin counts a bound item: N is the bound value (a list is summed); not numeric or below 1 → 1.
 * The copies are N − 1, at most `max`.
 */
export function boundCopies(value: FieldValue, max = Number.POSITIVE_INFINITY): number {
  let n: number
  if (Array.isArray(value)) n = value.reduce<number>((sum, item) => sum + Number(item), 0)
  else if (typeof value === 'number') n = value
  else if (typeof value === 'string' && value.trim() !== '') n = Number(value)
  else n = Number.NaN
  if (!Number.isFinite(n) || n < 1) n = 1
  return Math.max(0, Math.min(Math.floor(n) - 1, max))
}

// --- The state: which copies exist -------------------------------------------------------------

/** The copies of each repeating item (its k's, in order) and the next k of each. */
export interface RepeatState {
  readonly sections: Readonly<Record<string, readonly number[]>>
  readonly fields: Readonly<Record<string, readonly number[]>>
  readonly next: Readonly<Record<string, number>>
}

export const EMPTY_REPEAT_STATE: RepeatState = { sections: {}, fields: {}, next: {} }

const stateKey = (kind: RepeatKind, id: string) => `${kind}:${id}`

function listOf(state: RepeatState, kind: RepeatKind, id: string): readonly number[] {
  return (kind === 'field' ? state.fields : state.sections)[id] ?? []
}

function withList(state: RepeatState, kind: RepeatKind, id: string, list: readonly number[], next?: number): RepeatState {
  const group = kind === 'field' ? 'fields' : 'sections'
  return {
    ...state,
    [group]: { ...state[group], [id]: list },
    next: next === undefined ? state.next : { ...state.next, [stateKey(kind, id)]: next },
  }
}

/** One more copy at the end (its k the next never used). */
export function addCopy(state: RepeatState, kind: RepeatKind, id: string): { state: RepeatState; k: number } {
  const list = listOf(state, kind, id)
  const k = Math.max(state.next[stateKey(kind, id)] ?? 1, (list.at(-1) ?? 0) + 1)
  return { state: withList(state, kind, id, [...list, k], k + 1), k }
}

/** Without copy k: the others keep their k (their elementIds), their n renumbers. */
export function removeCopy(state: RepeatState, kind: RepeatKind, id: string, k: number): RepeatState {
  const list = listOf(state, kind, id)
  return list.includes(k)
    ? withList(
        state,
        kind,
        id,
        list.filter((item) => item !== k),
      )
    : state
}

/** Exactly `count` copies: added at the end, or taken from the end (as the plugin does when N drops). */
export function setCopyCount(state: RepeatState, kind: RepeatKind, id: string, count: number): RepeatState {
  let next = state
  while (listOf(next, kind, id).length < count) next = addCopy(next, kind, id).state
  const list = listOf(next, kind, id)
  return list.length > count ? withList(next, kind, id, list.slice(0, count)) : next
}

/** The number of copies of an item. */
export function copyCount(state: RepeatState, kind: RepeatKind, id: string): number {
  return listOf(state, kind, id).length
}

// --- Names ---------------------------------------------------------------------------------------

/** `a[1][b]` → ['a', '1', 'b']; `a[]` → ['a'] (the list marker is not a part). */
export function nameParts(name: string): string[] {
  const bare = name.replace(/\[\]$/, '')
  const at = bare.indexOf('[')
  if (at < 0) return [bare]
  const rest = bare.slice(at)
  const parts = [bare.slice(0, at)]
  for (const match of rest.matchAll(/\[([^\]]*)\]/g)) parts.push(match[1] ?? '')
  return parts
}

/** ['a', '1', 'b'] → `a[1][b]` (the plugin front end's `arrayToFieldName`). */
export function joinName(parts: readonly string[]): string {
  return (
    (parts[0] ?? '') +
    parts
      .slice(1)
      .map((part) => `[${part}]`)
      .join('')
  )
}

/**
 * A suffix (`_quantity`, `other_value`) goes where the plugin puts it — its front end's
 * `arrayToFieldName(name, suffix)` and its server's `fieldFromName($name, …, $prefix)` agree: on a
 * plain name's end (`name_quantity`), else on the second-to-last part. So a field copy's
 * `orig_cl[n]` → `orig_cl_quantity[n]`, and a section copy's field `sec[n][field]` →
 * `sec[n_quantity][field]` (odd, but that is the key the server reads), `sec[n][f_cl][m]` →
 * `sec[n][f_cl_quantity][m]`.
 */
export function suffixedName(name: string, suffix: string): string {
  const parts = nameParts(name)
  const at = Math.max(0, parts.length - 2)
  parts[at] = `${parts[at]}${suffix}`
  return joinName(parts)
}

// --- The expansion --------------------------------------------------------------------------------

/** One copy as the expansion made it. */
export interface CopyInfo {
  readonly kind: RepeatKind
  /** The copy's elementId (a field) or key (a section). */
  readonly id: string
  /** The id of the item it copies (as expanded: a field of a section copy copies that field). */
  readonly origin: string
  /** Its k (ids), its n (posted names: 1..N), its counter (labels: n + 1). */
  readonly k: number
  readonly n: number
  /** Its count follows a binding: no controls. */
  readonly binded: boolean
  /** What it is called: its label (title), or the original's with the counter when that is empty. */
  readonly name: string
}

/** An item that repeats, with its copies in order. */
export interface RepeatItem {
  readonly kind: RepeatKind
  readonly id: string
  readonly config: RepeaterConfig
  /** The section an item field sits in (for a section: its own key). */
  readonly sectionKey: string
  readonly copies: readonly string[]
  /** What the original is called (its label or title, else its name). */
  readonly name: string
}

export interface Expansion<D extends FormDefinition = FormDefinition> {
  readonly definition: D
  /** Repeating originals (and the repeating fields of section copies), by `kind:id`. */
  readonly items: ReadonlyMap<string, RepeatItem>
  /** Copies by `kind:id`. */
  readonly copies: ReadonlyMap<string, CopyInfo>
}

export const repeatRef = stateKey

type Field = FieldDefinition & RepeaterKeys & { readonly [key: string]: unknown }
type Extra = SectionExtra & RepeaterKeys & { readonly [key: string]: unknown }

function fill(template: string, values: Readonly<Record<string, string>>): string {
  return template.replace(/\{(counter|field_label|section_name)\}/g, (whole, key: string) => values[key] ?? whole)
}

/** A template as the definition gives it: missing → the default, '' → '' (an empty label). */
function template(value: unknown, fallback: string): string {
  return textOf(value) ?? fallback
}

function itemName(label: string | undefined, fallback: string): string {
  return (label ?? '').trim() || fallback
}

/** Rules that read a field of the copied section read the copy's field (PHP `cloneSection`). */
function repointRelations(relations: ConditionalLogic['relations'], ids: ReadonlyMap<string, string>): ConditionalLogic['relations'] {
  if (!Array.isArray(relations)) return relations
  return (relations as readonly RelationGroup[]).map((group) => ({
    ...group,
    rules: Array.isArray(group.rules)
      ? group.rules.map((item) => {
          const source = item?.rules?.cl_field
          return typeof source === 'string' && ids.has(source) ? { ...item, rules: { ...item.rules, cl_field: ids.get(source) } } : item
        })
      : group.rules,
  }))
}

function repointDependencies(list: ConditionalLogic['cl_dependency'], ids: ReadonlyMap<string, string>): ConditionalLogic['cl_dependency'] {
  return Array.isArray(list) ? list.map((id) => (typeof id === 'string' ? (ids.get(id) ?? id) : id)) : list
}

interface Collect {
  readonly items: Map<string, RepeatItem>
  readonly copies: Map<string, CopyInfo>
}

/**
 * A row with the copies of its repeating fields right after each original (the plugin front end's
 * `appendField`), in the original's own row. `parts` are the posted-name parts of a field of this row.
 */
function expandRow(
  row: readonly Field[],
  state: RepeatState,
  sectionKey: string,
  parts: (field: Field) => string[],
  collect: Collect,
): Field[] {
  let changed = false
  const out: Field[] = []
  for (const field of row) {
    out.push(field)
    const config = repeaterConfig(field)
    if (!config) continue
    const ks = config.bind === 'formula' ? [] : (state.fields[field.elementId] ?? [])
    const originName = itemName(field.label, field.name || field.elementId)
    const copyIds: string[] = []
    const base = parts(field)
    ks.forEach((k, index) => {
      const n = index + 1
      const id = `${field.elementId}_cl_${k}`
      const label = fill(template(field.repeater_field_label, '{field_label}'), { counter: String(n + 1), field_label: field.label ?? '' })
      const name = joinName([...base.slice(0, -1), `${base.at(-1)}_cl`, String(n)])
      const copy: Field = {
        ...field,
        elementId: id,
        name,
        label,
        preSetValue: undefined,
        repeater: false,
        isClone: true,
        parentId: field.elementId,
        binded: config.bind !== 'none',
        // Its rules are the original's, as the plugin's field copies keep their original's relations.
        cl_dependency: false,
      }
      out.push(copy)
      copyIds.push(id)
      collect.copies.set(stateKey('field', id), {
        kind: 'field',
        id,
        origin: field.elementId,
        k,
        n,
        binded: config.bind !== 'none',
        name: itemName(label, `${originName} ${n + 1}`),
      })
      changed = true
    })
    collect.items.set(stateKey('field', field.elementId), {
      kind: 'field',
      id: field.elementId,
      config,
      sectionKey,
      copies: copyIds,
      name: originName,
    })
  }
  return changed ? out : (row as Field[])
}

function expandSection(
  key: string,
  section: SectionDefinition,
  state: RepeatState,
  parts: (field: Field) => string[],
  collect: Collect,
): SectionDefinition {
  let changed = false
  const rows = section.fields.map((row) => {
    const next = expandRow(row as readonly Field[], state, key, parts, collect)
    if (next !== row) changed = true
    return next
  })
  return changed ? { ...section, fields: rows } : section
}

/**
 * The definition with its copies: each field copy after its original in the same row, each section
 * copy after its original (and the copies before it). Unchanged sections and rows keep their
 * identity, so the view re-renders only what the copies touch.
 */
export function expandRepeaters<D extends FormDefinition>(definition: D, state: RepeatState): Expansion<D> {
  const collect: Collect = { items: new Map(), copies: new Map() }
  const fields: Record<string, SectionDefinition> = {}
  const plain = (field: Field) => [nameParts(field.name || field.elementId)[0] ?? field.elementId]
  for (const { key, section } of listSections(definition)) {
    fields[key] = expandSection(key, section, state, plain, collect)
    const extra = (section.extra ?? {}) as Extra
    const config = repeaterConfig(extra)
    if (!config) continue
    const ks = config.bind === 'formula' ? [] : (state.sections[key] ?? [])
    const sectionName = extra.name ?? ''
    const originName = itemName(sectionName, key)
    const copyKeys: string[] = []
    ks.forEach((k, index) => {
      const n = index + 1
      const copyKey = `${key}_cl${k}`
      const ids = new Map<string, string>()
      for (const row of section.fields) for (const field of row) ids.set(field.elementId, `${copyKey}_s_${field.elementId}`)
      const fieldTemplate = template(extra.repeater_section_field_label, '{field_label}')
      const rows = section.fields.map((row) =>
        row.map((original): Field => {
          const field = original as Field
          const fieldName = nameParts(field.name || field.elementId)[0] ?? field.elementId
          return {
            ...field,
            elementId: ids.get(field.elementId) ?? field.elementId,
            name: joinName([key, String(n), fieldName]),
            label: fill(fieldTemplate, { counter: String(n + 1), field_label: field.label ?? '', section_name: sectionName }),
            preSetValue: undefined,
            isClone: true,
            parentId: field.elementId,
            relations: repointRelations(field.relations, ids),
            cl_dependency: repointDependencies(field.cl_dependency, ids),
          }
        }),
      )
      const title = fill(template(extra.repeater_section_label, '{section_name}'), { counter: String(n + 1), section_name: sectionName })
      const copyExtra: Extra = {
        ...extra,
        key: copyKey,
        section_id: copyKey,
        name: title,
        repeater: false,
        isClone: true,
        parentKey: key,
        binded: config.bind !== 'none',
        relations: repointRelations(extra.relations, ids),
      }
      // Repeated fields inside the copy post as `sec[n][field_cl][m]`.
      const inCopy = (field: Field) => nameParts(field.name || field.elementId)
      fields[copyKey] = expandSection(copyKey, { extra: copyExtra, fields: rows }, state, inCopy, collect)
      copyKeys.push(copyKey)
      collect.copies.set(stateKey('section', copyKey), {
        kind: 'section',
        id: copyKey,
        origin: key,
        k,
        n,
        binded: config.bind !== 'none',
        name: itemName(title, `${originName} ${n + 1}`),
      })
    })
    collect.items.set(stateKey('section', key), { kind: 'section', id: key, config, sectionKey: key, copies: copyKeys, name: originName })
  }
  return { definition: { ...definition, fields } as D, items: collect.items, copies: collect.copies }
}

/** Every repeater of the definition that cannot work as given (one console.error at mount). */
export function repeaterProblems(definition: FormDefinition): { id: string; detail: string }[] {
  const problems: { id: string; detail: string }[] = []
  const ids = new Set<string>()
  for (const { section } of listSections(definition)) for (const row of section.fields) for (const field of row) ids.add(field.elementId)
  const check = (id: string, item: RepeaterKeys) => {
    const config = repeaterConfig(item)
    if (!config) return
    if (config.bind === 'formula')
      problems.push({
        id,
        detail: 'its copies follow a formula (repeater_bind "formula"), which this form does not evaluate; it shows no copies',
      })
    else if (config.bind === 'field' && (!config.bindField || !ids.has(config.bindField)))
      problems.push({
        id,
        detail: `its copies follow the field "${config.bindField ?? ''}" (repeater_bind_field), which is no field of this form; it shows no copies`,
      })
  }
  for (const { key, section } of listSections(definition)) {
    check(key, (section.extra ?? {}) as Extra)
    for (const row of section.fields) for (const field of row) check(field.elementId, field as Field)
  }
  return problems
}

// --- Cart edit: `clones` --------------------------------------------------------------------------

/** What `clones` replays: the copies and the values they start with. */
export interface ClonesReplay {
  readonly state: RepeatState
  readonly values: ReadonlyMap<string, FieldValue>
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

function cloneValue(value: unknown): FieldValue {
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') return value
  if (Array.isArray(value)) return value.filter((item): item is string | number => typeof item === 'string' || typeof item === 'number')
  return undefined
}

/** Most copies replayed per item: a hostile `count` must not build millions of fields. */
export const MAX_REPLAYED_COPIES = 100

/**
 * `clones` (`{sections:{key:{count,values:{copyFieldId:v}}}, fields:{id:{count,values:[…]}}}`, or
 * `false` when no cart item is edited) as copies and their values; anything else reads as none.
 */
export function replayClones(clones: unknown, state: RepeatState = EMPTY_REPEAT_STATE): ClonesReplay {
  const values = new Map<string, FieldValue>()
  let next = state
  if (!isRecord(clones)) return { state: next, values }
  const count = (entry: Record<string, unknown>) => Math.min(countOf(entry.count) ?? 0, MAX_REPLAYED_COPIES)
  if (isRecord(clones.sections)) {
    for (const [key, entry] of Object.entries(clones.sections)) {
      if (!isRecord(entry)) continue
      next = setCopyCount(next, 'section', key, count(entry))
      if (isRecord(entry.values)) for (const [id, value] of Object.entries(entry.values)) values.set(id, cloneValue(value))
    }
  }
  if (isRecord(clones.fields)) {
    for (const [id, entry] of Object.entries(clones.fields)) {
      if (!isRecord(entry)) continue
      next = setCopyCount(next, 'field', id, count(entry))
      const ks = next.fields[id] ?? []
      if (Array.isArray(entry.values))
        entry.values.forEach((value, index) => ks[index] !== undefined && values.set(`${id}_cl_${ks[index]}`, cloneValue(value)))
    }
  }
  return { state: next, values }
}

// --- The server: reading the copies back ------------------------------------------------------

/** The indices posted under `prefix[i]…` (i ≥ 1). */
function lastIndex(names: readonly string[], prefix: string): number {
  let last = 0
  for (const name of names) {
    if (!name.startsWith(`${prefix}[`)) continue
    const match = /^\[(\d+)\]/.exec(name.slice(prefix.length))
    if (match) last = Math.max(last, Number(match[1]))
  }
  return last
}

/**
 * The copies the plugin's server builds from what was posted (process.php): for a section, copies
 * 1..the last index under `sec`; for a field, 1..the last index under `name_cl` (its k = its n).
 * Neither `repeater_max` nor a binding is enforced there, as in the plugin; the count is capped at
 * MAX_REPLAYED_COPIES so a hostile post cannot build millions of fields.
 */
export function postedRepeatState(definition: FormDefinition, postedNames: Iterable<string>): RepeatState {
  const names = [...postedNames]
  let state = EMPTY_REPEAT_STATE
  for (const { key, section } of listSections(definition)) {
    if (repeaterConfig((section.extra ?? {}) as Extra))
      state = setCopyCount(state, 'section', key, Math.min(lastIndex(names, key), MAX_REPLAYED_COPIES))
  }
  // Repeating fields of the originals and of the section copies just built.
  for (const { section } of listSections(expandRepeaters(definition, state).definition)) {
    for (const row of section.fields) {
      for (const field of row) {
        if (!repeaterConfig(field as Field)) continue
        const parts = nameParts(field.name || field.elementId)
        const prefix = joinName([...parts.slice(0, -1), `${parts.at(-1)}_cl`])
        state = setCopyCount(state, 'field', field.elementId, Math.min(lastIndex(names, prefix), MAX_REPLAYED_COPIES))
      }
    }
  }
  return state
}
