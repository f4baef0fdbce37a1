/**
 * The checks of `<wcpa-form>`'s data: the form definition in `data-wcpa` and the `wcpa_front`
 * settings, written with the runtime's validators (src/runtime/validate.ts, validate-nested.ts).
 *
 * What is checked at mount is what the element reads itself to render: the structure (sections of
 * rows of columns), each field's type and elementId, the texts it shows, the options it lists, the
 * relations' shape. WordPress prints loosely (numbers as strings, `false` or `""` for nothing, `[]`
 * for an empty PHP array), so texts and numbers accept those and are normalised here. Keys only the
 * pure rules read (`required`, `min`, `enablePrice`, `cl_rule`, `cl_val`, ...) pass through untouched:
 * `src/core/options` reads every one of them defensively. Unknown keys are kept (loose objects),
 * since the rules and later versions of the plugin read more than we list. A refused definition
 * names the first problem's path, keys in the order listed here.
 */
import type { FieldDefinition, FormDefinition, OptionDefinition } from '../../src/core/options/index.ts'
import { readWpFlag, readWpNumber, readWpText } from '../../src/core/wp/values.ts'
import { fail, optional, pass, text as string, wpReader, wpString, type Validator } from '../../src/runtime/validate.ts'
import { anything, isObject, list, looseFields, record } from '../../src/runtime/validate-nested.ts'

const isScalar = (value: unknown): boolean => value === null || ['string', 'number', 'boolean'].includes(typeof value)

/**
 * A text the definition prints: a string or a number (src/core/wp's reader); `true` is PHP's "1";
 * `null`, `false` and absence are "none". An object or a list is refused.
 */
const text: Validator<string | undefined> = (value) => {
  if (value === undefined) return pass(undefined)
  if (!isScalar(value)) return fail('expected text')
  return pass(value === true ? '1' : readWpText(value))
}

/** A number the definition prints: `4`, `"4"` (src/core/wp's reader); '', `false` and `null` are "none". */
const count: Validator<number | undefined> = (value) => {
  if (value === undefined) return pass(undefined)
  return isScalar(value) ? pass(readWpNumber(value)) : fail('expected a number')
}

const anyString = string()

/** A string, or nothing. */
const optionalString = optional<string | undefined>(anyString, undefined)

/** `false`, `null`, `''` and PHP's empty array `[]` all mean "none" in what the plugin prints. */
function isNone(value: unknown): boolean {
  return value === false || value === null || value === '' || value === undefined || (Array.isArray(value) && value.length === 0)
}

/** `validator`, or nothing when the plugin printed one of its "none" values. */
function orNone<T>(validator: Validator<T>): Validator<T | undefined> {
  return (value) => (isNone(value) ? pass(undefined) : validator(value))
}

/** An option's value is what the control submits: always text. */
const optionValue: Validator<string> = (value) =>
  ['string', 'number', 'boolean'].includes(typeof value) ? pass(String(value)) : fail('expected text')

const option = looseFields({ label: text, value: optionValue, price: anything, selected: anything })

const group = looseFields({ label: text, options: list(option) })

/** An option, or an option group (`<optgroup>`) holding options; a value that is neither is refused where it stands. */
const optionOrGroup: Validator<WcpaOption> = (value) => {
  const result = isObject(value) && Array.isArray(value.options) ? group(value) : option(value)
  return result.ok ? (result as { ok: true; value: WcpaOption }) : fail('expected an option (with a value) or a group of options')
}

const ruleCondition = looseFields({ cl_field: anything, cl_relation: anything, cl_val: anything })

const relationItem = looseFields({
  rules: (value: unknown) => (value === undefined || value === null ? pass(value) : ruleCondition(value)),
  operator: anything,
})
const relationGroup = looseFields({ rules: list(relationItem), operator: anything })

/** `[]` of groups, or `false` / `null` / `''` for none (the plugin prints each). */
const relations = orNone(list(relationGroup))

const datePickerConf = orNone(looseFields({ dateFormat: optionalString }))

/** A field's id: a non-empty string, or a number (as text). */
const elementId: Validator<string> = (value) =>
  (typeof value === 'string' && value !== '') || typeof value === 'number'
    ? pass(String(value))
    : fail('expected a non-empty text or a number')

const fieldType: Validator<string> = (value) => (typeof value === 'string' && value !== '' ? pass(value) : fail('expected a field type'))

const field = looseFields({
  type: fieldType,
  elementId,
  name: text,
  subtype: text,
  label: text,
  description: text,
  placeholder: text,
  className: text,
  label_position: text,
  desc_position: text,
  col: count,
  rows: count,
  step: text,
  height: count,
  scrollBarHeight: count,
  contentType: text,
  separatorType: text,
  separatorColor: text,
  picker_type: text,
  check_value: text,
  dropdown_type: text,
  values: orNone(list(optionOrGroup)),
  relations,
  date_pic_conf: datePickerConf,
}) as Validator<WcpaField>

const sectionExtra = looseFields({ key: text, section_id: text, form_id: text, name: text, relations })

/** One row of a section: its columns' fields. */
export const rowSchema: Validator<WcpaField[]> = list(field)

/** A section as checked: its extra keys and its rows, each of them none when the plugin printed none. */
export interface ParsedSection {
  readonly extra?: WcpaSection['extra'] | undefined
  readonly fields?: WcpaField[][] | undefined
  readonly [key: string]: unknown
}

export const sectionSchema: Validator<ParsedSection> = looseFields({ extra: orNone(sectionExtra), fields: orNone(list(rowSchema)) })

/** PHP's json_encode prints an empty array as `[]`: a form without sections. */
const sectionMap = record(sectionSchema)
const sections: Validator<Record<string, ParsedSection>> = (value) => sectionMap(Array.isArray(value) && value.length === 0 ? {} : value)

const designConf = looseFields({ LabelPosition: optionalString, DescPosition: optionalString })

/** The definition as checked, before `toDefinition` puts it in the shapes of `src/core/options`. */
export interface ParsedDefinition {
  readonly fields: Record<string, ParsedSection>
  readonly design?: { readonly conf?: Record<string, unknown> | undefined; readonly [key: string]: unknown } | undefined
  readonly [key: string]: unknown
}

export const wcpaDefinitionSchema: Validator<ParsedDefinition> = looseFields({
  fields: sections,
  product: anything,
  design: orNone(looseFields({ conf: orNone(designConf) })),
  clones: anything,
  config: anything,
})

// --- The shapes the element works with ----------------------------------------------------------

/** An option as the element renders it (groups hold their options). */
export interface WcpaOption extends OptionDefinition {
  readonly label?: string
  readonly value: string
  readonly options?: readonly WcpaOption[]
}

/** A field: what the rules read (`FieldDefinition`) plus what the element renders. */
export interface WcpaField extends FieldDefinition {
  readonly name?: string
  readonly subtype?: string
  readonly className?: string
  readonly col?: number
  readonly rows?: number
  readonly step?: string
  readonly height?: number
  readonly scrollBar?: unknown
  readonly scrollBarHeight?: number
  readonly separatorType?: string
  readonly separatorColor?: string
  readonly picker_type?: string
  readonly values?: readonly WcpaOption[]
  readonly inline?: unknown
  /** WCPA Pro 5's option layout: 'inline', or 'col-2' … 'col-6'. */
  readonly layOut?: unknown
  readonly other?: unknown
  readonly otherLabel?: unknown
  readonly [key: string]: unknown
}

export interface WcpaSection {
  readonly extra: { readonly key?: string; readonly name?: string; readonly [key: string]: unknown }
  readonly fields: readonly (readonly WcpaField[])[]
}

export interface WcpaDefinition extends FormDefinition {
  readonly fields: Readonly<Record<string, WcpaSection>>
  readonly product?: unknown
  readonly clones?: unknown
  readonly config?: unknown
}

/**
 * The parsed definition in the shapes of `src/core/options`: sections keyed in order, `false` rows
 * and option lists as none, and design as an object or nothing.
 */
export function toDefinition(parsed: ParsedDefinition): WcpaDefinition {
  const out: Record<string, WcpaSection> = {}
  for (const [key, value] of Object.entries(parsed.fields)) {
    out[key] = { extra: value.extra ?? {}, fields: (value.fields ?? []) as WcpaField[][] }
  }
  const conf = parsed.design?.conf
  return {
    ...parsed,
    fields: out,
    design: conf ? { conf } : null,
  } as WcpaDefinition
}

// --- Settings (`wcpa_front`, `woocommerce_params`, our block) --------------------------------------

/**
 * A flag as WordPress prints it, read by src/core/wp (wp_localize_script prints top-level booleans
 * as "1" / ""; our block may carry true / false; plugin options say "yes" / "no", "on" / "off").
 * A word that is not a flag fails here, so the setting is reported and falls back to its default.
 */
export const wpFlag: Validator<boolean> = wpReader(readWpFlag, 'expected a flag (1, yes, on, true or 0, no, off, false, "")')

const stringList = list(anyString)

/** Event names: a list, or a comma- or space-separated string (as a settings page stores them). */
export const eventNames: Validator<string[]> = (value) => {
  if (value === false || value === null) return pass([])
  const names = typeof value === 'string' ? pass(value.split(/[\s,]+/)) : stringList(value)
  if (!names.ok) return fail('expected a list of event names, or one string of them', names.path)
  return pass(names.value.map((name) => name.trim()).filter((name) => name !== ''))
}

const messageKeys = [
  'requiredError',
  'maxlengthError',
  'minValueError',
  'maxValueError',
  'validEmailError',
  'validUrlError',
  'formError',
] as const

export type ValidationMessages = { readonly [K in (typeof messageKeys)[number]]?: string | undefined } & Record<string, unknown>

export const validationMessages: Validator<ValidationMessages> = looseFields(
  Object.fromEntries(messageKeys.map((key) => [key, optionalString])) as {
    [K in (typeof messageKeys)[number]]: Validator<string | undefined>
  },
)

export interface WcpaStrings {
  readonly other?: string | undefined
  readonly repeater_add?: string | undefined
  readonly repeater_remove?: string | undefined
  readonly [key: string]: unknown
}

export const wcpaStrings: Validator<WcpaStrings> = looseFields({
  other: optionalString,
  repeater_add: optionalString,
  repeater_remove: optionalString,
})

/** The element's settings, key by key (see settings.ts for their sources and defaults). */
export interface WcpaSettingsValues {
  readonly validation_messages: ValidationMessages
  readonly date_format: string
  readonly time_format: string
  readonly ajax_add_to_cart: boolean
  readonly cart_redirect_after_add: string
  readonly cart_url: string
  readonly is_cart: boolean
  readonly i18n_view_cart: string
  readonly strings: WcpaStrings
  readonly init_triggers: string[]
  readonly wc_ajax_url: string
  readonly i18n_add_to_cart_failed: string
  readonly i18n_added_to_cart: string
  readonly summary_order: string[]
  readonly change_price_as_quantity: boolean
  readonly options_price_format: string
  readonly hide_option_price_zero: boolean
}

export const wcpaSettingValidators: { readonly [K in keyof WcpaSettingsValues]: Validator<WcpaSettingsValues[K]> } = {
  validation_messages: validationMessages,
  date_format: anyString,
  time_format: anyString,
  ajax_add_to_cart: wpFlag,
  cart_redirect_after_add: wpString,
  cart_url: wpString,
  is_cart: wpFlag,
  i18n_view_cart: wpString,
  strings: wcpaStrings,
  init_triggers: eventNames,
  wc_ajax_url: wpString,
  i18n_add_to_cart_failed: wpString,
  i18n_added_to_cart: wpString,
  summary_order: stringList,
  change_price_as_quantity: wpFlag,
  options_price_format: wpString,
  hide_option_price_zero: wpFlag,
}
