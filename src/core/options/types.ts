/**
 * The parts of a system B form definition (the JSON in the options form's `data-wcpa` attribute)
 * that the rules read. The `<wcpa-form>` element parses the attribute
 * with its checks (elements/wcpa-form/schema.ts) and hands these shapes in; everything the rules do not read is left out, and
 * everything optional here is read defensively (WordPress prints numbers and booleans as strings in
 * places), so an odd definition degrades instead of throwing.
 */

/** Conditional status of a field or section. All start visible. */
export type ClStatus = 'visible' | 'hidden' | 'disable'

/** What a true condition does (`cl_rule`: show, hide or disable). */
export type ClRule = 'show' | 'hide' | 'disable'

export type FieldType =
  | 'hidden'
  | 'text'
  | 'textarea'
  | 'email'
  | 'url'
  | 'number'
  | 'color'
  | 'date'
  | 'time'
  | 'datetime-local'
  | 'checkbox'
  | 'select'
  | 'checkbox-group'
  | 'radio-group'
  | 'content'
  | 'header'
  | 'separator'

/** A comparison value as stored: a scalar, or an object whose `value` is the scalar. */
export type ConditionScalar = string | number | boolean | null | { readonly value?: unknown }

/** One rule condition: the field it reads, the comparison and the value(s). */
export interface RuleCondition {
  /** The elementId of the source field (not its name). Empty → the rule holds. */
  readonly cl_field?: string | false | null
  /** One of the relations (`RELATIONS` in relations.ts); "0" → the rule fails. */
  readonly cl_relation?: string | null
  readonly cl_val?: ConditionScalar | readonly ConditionScalar[]
}

/** Each operator joins its item to the next one; the last item's is `false`. */
export type Operator = 'and' | 'or' | false | null | string

export interface RelationItem {
  readonly rules: RuleCondition
  readonly operator?: Operator
}

export interface RelationGroup {
  readonly rules: readonly RelationItem[]
  readonly operator?: Operator
}

/** The conditional-logic keys a field and a section's `extra` share. */
export interface ConditionalLogic {
  readonly enableCl?: boolean | string | number
  readonly cl_rule?: string
  readonly relations?: readonly RelationGroup[] | false | null
  /** Element ids whose status may change with this element's (sections contribute `false`). */
  readonly cl_dependency?: readonly (string | false | null)[] | false | null
}

/** A choice of a select, checkbox group or radio group. */
export interface OptionDefinition {
  readonly label?: string
  readonly value: string
  /** Chosen at start (a flag: `true`, `'1'`, ...). */
  readonly selected?: unknown
  /** The option's price when the field has `enablePrice`; a number or a decimal string. */
  readonly price?: number | string | false | null
  /** Present on an option group (`<optgroup>`): its own options. */
  readonly options?: readonly OptionDefinition[]
}

/** The validation message keys (those of the plugin's `wcpa_front.validation_messages`). */
export type FieldErrorKind = 'requiredError' | 'maxlengthError' | 'maxValueError' | 'validEmailError' | 'validUrlError' | 'minValueError'

export type ValidationMessageKey = FieldErrorKind | 'formError'

export type ValidationMessages = Readonly<Record<ValidationMessageKey, string>>

/** The repeater keys a field and a section's `extra` share (WCPA Pro's repeaters). */
export interface RepeaterKeys {
  readonly repeater?: unknown
  readonly repeater_bind?: unknown
  readonly repeater_bind_field?: unknown
  readonly repeater_bind_formula?: unknown
  readonly repeater_max?: unknown
  readonly repeater_add_label?: unknown
  readonly repeater_remove_label?: unknown
  readonly repeater_field_label?: unknown
  readonly repeater_section_label?: unknown
  readonly repeater_section_field_label?: unknown
}

/** A field of the definition, the keys the rules read. */
export interface FieldDefinition extends ConditionalLogic, RepeaterKeys, Partial<Record<FieldErrorKind, string>> {
  readonly type: FieldType | (string & {})
  readonly elementId: string
  /** A choice group's option layout (WCPA Pro 5): 'inline', or 'col-2' … 'col-6'. */
  readonly layOut?: unknown
  /** The older switch for options in one line. */
  readonly inline?: unknown
  readonly name?: string
  readonly label?: string
  readonly description?: string
  /** 'rich': a content item whose text is HTML. */
  readonly contentType?: string
  readonly placeholder?: string
  /** 'above' | 'below' | 'left' | 'disable' | 'default' */
  readonly label_position?: string
  /** 'above' | 'below' | 'default' */
  readonly desc_position?: string
  readonly value?: unknown
  /** The value the field starts with, over `value` (the plugin's preset). */
  readonly preSetValue?: unknown
  /** A single checkbox checked at start (a flag). */
  readonly checked?: unknown
  readonly values?: readonly OptionDefinition[]
  readonly required?: boolean | string | number
  readonly multiple?: boolean | string | number
  /** 'custom' marks a custom (non-native) dropdown. */
  readonly dropdown_type?: string
  /** The value a single checkbox submits when checked. */
  readonly check_value?: string
  readonly enablePrice?: boolean | string | number
  /** The field's own way of writing its options' prices (`({price})`), over the form's setting. */
  readonly option_price_format?: string
  /** The field's own price (fields without options, or a single checkbox). */
  readonly price?: number | string | false | null
  readonly enable_quantity?: boolean | string | number
  readonly maxlength?: number | string | false | null
  readonly min?: number | string | false | null
  readonly max?: number | string | false | null
  readonly allow_multiple?: boolean | string | number
  readonly date_pic_conf?: { readonly dateFormat?: string } | false | null
}

export interface SectionExtra extends ConditionalLogic, RepeaterKeys {
  readonly key?: string
  readonly section_id?: string | number
  readonly form_id?: string | number
  readonly name?: string
  /** The form's display rules, which the plugin copies into each section (`disp_show_field_price`: each priced field shows its amount). */
  readonly form_rules?: { readonly disp_show_field_price?: unknown } | null
}

export interface SectionDefinition {
  readonly extra: SectionExtra
  /** Rows of columns, one field per column. */
  readonly fields: readonly (readonly FieldDefinition[])[]
}

export interface DesignConf {
  readonly LabelPosition?: string
  readonly DescPosition?: string
}

export interface FormDefinition {
  /** Sections keyed by sectionKey, in the order the form shows them. */
  readonly fields: Readonly<Record<string, SectionDefinition>>
  readonly design?: { readonly conf?: DesignConf } | null
}

/** `wcpa_front` settings the rules read. */
export interface FrontSettings {
  readonly validation_messages?: Partial<Record<ValidationMessageKey, string>>
  readonly date_format?: string
  readonly time_format?: string
}

/**
 * A field's current value as the element reads it from its control: a string (text-like, number,
 * date, select, radio), a list (checkbox group, multiple select), a boolean (single checkbox), or
 * nothing.
 */
export type FieldValue = string | number | boolean | null | undefined | readonly (string | number)[]
