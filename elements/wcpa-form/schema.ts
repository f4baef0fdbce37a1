/**
 * The zod schemas of `<wcpa-form>`: the form definition in `data-wcpa` (spec §3 "Add-on system B",
 * compat-notes "Custom product options form") and the `wcpa_front` settings.
 *
 * What is checked at mount is what the element reads itself to render: the structure (sections of
 * rows of columns), each field's type and elementId, the texts it shows, the options it lists, the
 * relations' shape. WordPress prints loosely (numbers as strings, `false` or `""` for nothing, `[]`
 * for an empty PHP array), so texts and numbers accept those and are normalised here. Keys only the
 * pure rules read (`required`, `min`, `enablePrice`, `cl_rule`, `cl_val`, ...) pass through untouched:
 * `src/core/options` reads every one of them defensively. Unknown keys are kept (loose objects),
 * since the rules and later versions of the plugin read more than we list.
 */
import type { FieldDefinition, FormDefinition, OptionDefinition } from '../../src/core/options/index.ts'
import { readWpFlag, readWpNumber, readWpText } from '../../src/core/wp/values.ts'
import { z } from '../../src/runtime/zod.ts'

/**
 * A text the definition prints: a string or a number (src/core/wp's reader); `true` is PHP's "1";
 * `null`, `false` and absence are "none".
 */
const text = z.optional(
  z.pipe(
    z.union([z.string(), z.number(), z.boolean(), z.null()]),
    z.transform((value): string | undefined => (value === true ? '1' : readWpText(value))),
  ),
)

/** A number the definition prints: `4`, `"4"` (src/core/wp's reader); '', `false` and `null` are "none". */
const count = z.optional(
  z.pipe(
    z.union([z.number(), z.string(), z.boolean(), z.null()]),
    z.transform((value): number | undefined => readWpNumber(value)),
  ),
)

/** `false`, `null`, `''` and PHP's empty array `[]` all mean "none" in what the plugin prints. */
function isNone(value: unknown): boolean {
  return value === false || value === null || value === '' || value === undefined || (Array.isArray(value) && value.length === 0)
}

/**
 * `schema`, or nothing when the plugin printed one of its "none" values. The value is normalised
 * before it is checked (not a union), so a failure points at the path inside the value.
 */
function orNone<T extends z.core.SomeType>(schema: T) {
  return z.pipe(
    z.transform((value: unknown) => (isNone(value) ? undefined : value)),
    z.optional(schema),
  )
}

/** An option's value is what the control submits: always text. */
const optionValue = z.pipe(
  z.union([z.string(), z.number(), z.boolean()]),
  z.transform((value) => String(value)),
)

const option = z.looseObject({ label: text, value: optionValue, price: z.optional(z.unknown()), selected: z.optional(z.unknown()) })

/** An option, or an option group (`<optgroup>`) holding options. */
const optionOrGroup = z.union([
  z.looseObject({ label: text, options: z.array(option) }),
  option,
])

const ruleCondition = z.looseObject({
  cl_field: z.optional(z.unknown()),
  cl_relation: z.optional(z.unknown()),
  cl_val: z.optional(z.unknown()),
})

const relationItem = z.looseObject({ rules: z.optional(z.nullable(ruleCondition)), operator: z.optional(z.unknown()) })
const relationGroup = z.looseObject({ rules: z.array(relationItem), operator: z.optional(z.unknown()) })

/** `[]` of groups, or `false` / `null` / `''` for none (the plugin prints each). */
const relations = orNone(z.array(relationGroup))

const datePickerConf = orNone(z.looseObject({ dateFormat: z.optional(z.string()) }))

const elementId = z.pipe(
  z.union([z.string().check(z.minLength(1)), z.number()]),
  z.transform((value) => String(value)),
)

const field = z.looseObject({
  type: z.string().check(z.minLength(1)),
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
  values: orNone(z.array(optionOrGroup)),
  relations,
  date_pic_conf: datePickerConf,
})

const sectionExtra = z.looseObject({
  key: text,
  section_id: text,
  form_id: text,
  name: text,
  relations,
})

/** One row of a section: its columns' fields. */
export const rowSchema = z.array(field)

export const sectionSchema = z.looseObject({
  extra: orNone(sectionExtra),
  fields: orNone(z.array(rowSchema)),
})

/** PHP's json_encode prints an empty array as `[]`: a form without sections. */
const sections = z.pipe(
  z.transform((value: unknown) => (Array.isArray(value) && value.length === 0 ? {} : value)),
  z.record(z.string(), sectionSchema),
)

const designConf = z.looseObject({ LabelPosition: z.optional(z.string()), DescPosition: z.optional(z.string()) })

export const wcpaDefinitionSchema = z.looseObject({
  fields: sections,
  product: z.optional(z.unknown()),
  design: orNone(z.looseObject({ conf: orNone(designConf) })),
  clones: z.optional(z.unknown()),
  config: z.optional(z.unknown()),
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

export type ParsedDefinition = z.output<typeof wcpaDefinitionSchema>

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
export const wpFlag = z.pipe(
  z.union([z.boolean(), z.number(), z.string(), z.null()]),
  z.transform((value, context): boolean => {
    const flag = readWpFlag(value)
    if (flag === undefined) context.issues.push({ code: 'custom', message: 'expected a flag (1, yes, on, true or 0, no, off, false, "")', input: value })
    return flag ?? false
  }),
)

export const wpText = z.pipe(z.union([z.string(), z.number()]), z.transform((value) => readWpText(value) ?? ''))

/** Event names: a list, or a comma- or space-separated string (as a settings page stores them). */
export const eventNames = z.pipe(
  z.union([z.array(z.string()), z.string(), z.literal(false), z.null()]),
  z.transform((value) =>
    (Array.isArray(value) ? value : typeof value === 'string' ? value.split(/[\s,]+/) : [])
      .map((name) => name.trim())
      .filter((name) => name !== ''),
  ),
)

const messageKeys = ['requiredError', 'maxlengthError', 'minValueError', 'maxValueError', 'validEmailError', 'validUrlError', 'formError'] as const

export const validationMessages = z.looseObject(
  Object.fromEntries(messageKeys.map((key) => [key, z.optional(z.string())])) as Record<
    (typeof messageKeys)[number],
    z.ZodMiniOptional<z.ZodMiniString<string>>
  >,
)

export const wcpaStrings = z.looseObject({
  other: z.optional(z.string()),
  repeater_add: z.optional(z.string()),
  repeater_remove: z.optional(z.string()),
})

/** The settings of the element, key by key (see settings.ts for their sources and defaults). */
export const wcpaSettingsSchema = z.object({
  validation_messages: validationMessages,
  date_format: z.string(),
  time_format: z.string(),
  ajax_add_to_cart: wpFlag,
  cart_redirect_after_add: wpText,
  cart_url: wpText,
  is_cart: wpFlag,
  i18n_view_cart: wpText,
  strings: wcpaStrings,
  init_triggers: eventNames,
  wc_ajax_url: wpText,
  i18n_add_to_cart_failed: wpText,
  i18n_added_to_cart: wpText,
  summary_order: z.array(z.string()),
  change_price_as_quantity: wpFlag,
})
