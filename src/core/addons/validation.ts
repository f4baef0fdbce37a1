/**
 * Field validation of system A: five rules in order, a field stopping at its first failure; each
 * field's state is {validity, message, reason}; messages from the settings' texts with `%c`
 * filled. Only fields in visible containers are checked; the others are
 * valid (the original kept whatever state they had before they were hidden, so a hidden field could
 * block the totals for good).
 */
import { formatPlainDecimal, isLocalDecimal, parseLocalDecimal } from '../money/index.ts'
import { meetsContentRule } from './content.ts'
import { fillPlaceholder, type AddonTexts } from './texts.ts'
import {
  fieldValue,
  valueText,
  type AddonContainer,
  type AddonField,
  type AddonFieldType,
  type AddonForm,
  type AddonValues,
  type ContentRule,
} from './types.ts'

/** Why a field is invalid: the rule it failed. */
export type ValidationReason = 'required' | 'letters' | 'numbers' | 'letters_numbers' | 'email' | 'decimals' | 'min' | 'max'

export interface ValidationState {
  readonly validity: boolean
  readonly message: string
  /** '' while valid. */
  readonly reason: ValidationReason | ''
}

/** Each field starts valid with an empty message. */
export const VALID: ValidationState = /* @__PURE__ */ Object.freeze({ validity: true, message: '', reason: '' })

export interface ValidationOptions {
  readonly texts: AddonTexts
  /** `currency_format_decimal_sep`: how a custom price is typed and its bounds are shown. */
  readonly decimalSeparator: string
  /** Whether a container is visible (hidden ones are not checked). Default: all visible. */
  readonly isContainerVisible?: (containerId: string) => boolean
}

/** Fields whose value the shopper types (content, min and max apply to them). */
const TYPED: ReadonlySet<AddonFieldType> = new Set(['text', 'textarea', 'number', 'custom_price', 'multiplier', 'date'])
/** Bounds are numbers for these … */
const NUMERIC: ReadonlySet<AddonFieldType> = new Set(['number', 'custom_price', 'multiplier'])
/** … and lengths in characters for these. */
const TEXTUAL: ReadonlySet<AddonFieldType> = new Set(['text', 'textarea'])

function invalid(reason: ValidationReason, message: string): ValidationState {
  return { validity: false, message, reason }
}

/** The required rule's message for each kind of field left empty. */
function requiredMessage(type: AddonFieldType, texts: AddonTexts): string {
  switch (type) {
    case 'file':
      return texts.i18n_validation_required_file
    case 'number':
    case 'custom_price':
    case 'multiplier':
      return texts.i18n_validation_required_number
    case 'text':
    case 'textarea':
    case 'date':
      return texts.i18n_validation_required_input
    default:
      return texts.i18n_validation_required_select
  }
}

/**
 * The required rule: is the required field filled? Checkbox or radio: one box of the group (the
 * container) checked. Image swatch and select: an option chosen. File: a chosen file, or one stored
 * from an earlier upload. Other fields: a value ('' is empty; the original did not trim, nor do we).
 */
function isFilled(field: AddonField, container: AddonContainer, values: AddonValues): boolean {
  switch (field.type) {
    case 'checkbox':
    case 'radio':
      return container.fields.some(
        (member) => (member.type === 'checkbox' || member.type === 'radio') && fieldValue(values, member.id).checked === true,
      )
    case 'file': {
      const { storedFile } = fieldValue(values, field.id)
      return valueText(values, field.id) !== '' || (typeof storedFile === 'string' && storedFile !== '')
    }
    default:
      return valueText(values, field.id) !== ''
  }
}

const CONTENT: Readonly<Record<ContentRule, { reason: ValidationReason; text: keyof AddonTexts }>> = {
  only_letters: { reason: 'letters', text: 'i18n_validation_letters_only' },
  only_numbers: { reason: 'numbers', text: 'i18n_validation_numbers_only' },
  only_letters_numbers: { reason: 'letters_numbers', text: 'i18n_validation_letters_and_numbers_only' },
  email: { reason: 'email', text: 'i18n_validation_email_only' },
}

/** The number a numeric field holds: custom price typed the shop's way, number inputs with '.'. */
function numberOf(field: AddonField, value: string, decimalSeparator: string): number {
  if (field.type === 'custom_price') return parseLocalDecimal(value, decimalSeparator) ?? Number.NaN
  return value.trim() === '' ? Number.NaN : Number(value)
}

/** Length in characters (code points), as the extension's server check counts (`mb_strlen`). */
function characterCount(value: string): number {
  let count = 0
  for (const _ of value) count += 1
  return count
}

/** How a bound appears in a message: custom price bounds with the shop's decimal separator. */
function boundText(field: AddonField, bound: string, decimalSeparator: string): string {
  return field.type === 'custom_price' ? formatPlainDecimal(bound, decimalSeparator) : bound
}

/**
 * The min and max rules: is the value beyond `bound` on the given side? Numbers compare as numbers;
 * texts by length. A value or bound that is not a number never fails (as `NaN < min` never did).
 */
function beyond(side: 'min' | 'max', field: AddonField, value: string, bound: string, decimalSeparator: string): boolean {
  const limit = Number(bound)
  if (!Number.isFinite(limit)) return false
  const measure = NUMERIC.has(field.type) ? numberOf(field, value, decimalSeparator) : characterCount(value)
  if (!Number.isFinite(measure)) return false
  return side === 'min' ? measure < limit : measure > limit
}

/**
 * The state of one field, by the rules in order, stopping at the first failure:
 * 1. required; 2. custom price written the shop's way; 3. content (non-empty values); 4. min and
 * 5. max (non-empty values). A field in a hidden container is valid.
 */
export function validateField(
  field: AddonField,
  container: AddonContainer,
  values: AddonValues,
  options: ValidationOptions,
): ValidationState {
  if (options.isContainerVisible && !options.isContainerVisible(container.id)) return VALID
  const { texts, decimalSeparator } = options
  const { restrictions } = field

  // 1. Required.
  if (restrictions.required && !isFilled(field, container, values)) {
    return invalid('required', requiredMessage(field.type, texts))
  }
  if (!TYPED.has(field.type)) return VALID
  const value = valueText(values, field.id)
  if (value === '') return VALID

  // 2. Custom price: optional minus, digits, at most one of the shop's decimal separators.
  if (field.type === 'custom_price' && !isLocalDecimal(value, decimalSeparator)) {
    return invalid('decimals', fillPlaceholder(texts.i18n_validation_decimal_separator, decimalSeparator))
  }

  // 3. Content.
  if (restrictions.content && !meetsContentRule(restrictions.content, value)) {
    const rule = CONTENT[restrictions.content]
    return invalid(rule.reason, texts[rule.text])
  }

  // 4. min, 5. max: numbers for number, custom price and multiplier fields; characters for text.
  const numeric = NUMERIC.has(field.type)
  if (!numeric && !TEXTUAL.has(field.type)) return VALID
  if (restrictions.min !== undefined && beyond('min', field, value, restrictions.min, decimalSeparator)) {
    const message = numeric ? texts.i18n_validation_min_number : texts.i18n_validation_min_characters
    return invalid('min', fillPlaceholder(message, boundText(field, restrictions.min, decimalSeparator)))
  }
  if (restrictions.max !== undefined && beyond('max', field, value, restrictions.max, decimalSeparator)) {
    const message = numeric ? texts.i18n_validation_max_number : texts.i18n_validation_max_characters
    return invalid('max', fillPlaceholder(message, boundText(field, restrictions.max, decimalSeparator)))
  }
  return VALID
}

/** A container's notice: the state of its first invalid field (or valid), and which field that is. */
export interface ContainerValidation {
  readonly containerId: string
  readonly state: ValidationState
  /** The field the notice belongs to; for a group, the notice goes under its fieldset. */
  readonly fieldId?: string
  /**
   * The container was visible when last looked at (a hidden one's fields are valid without their
   * rules run). `revalidateContainers` does not look again at a visible, valid container: hidden
   * now, it would be valid all the same.
   */
  readonly visible: boolean
}

export interface FormValidation {
  /** Every field valid. */
  readonly valid: boolean
  /** Field id → state, for every field of the form. */
  readonly fields: ReadonlyMap<string, ValidationState>
  /** One entry per container, in form order. */
  readonly containers: readonly ContainerValidation[]
  /** Where focus goes on a blocked submit: the first field with an error. */
  readonly firstInvalid?: { readonly containerId: string; readonly fieldId: string }
}

/**
 * One container's fields checked in order: their states (into `fields`) and the container's notice.
 * Its visibility is asked once, for all its fields.
 */
function validateContainer(
  container: AddonContainer,
  values: AddonValues,
  options: ValidationOptions,
  fields: Map<string, ValidationState>,
  visible = options.isContainerVisible?.(container.id) ?? true,
): ContainerValidation {
  const rules: ValidationOptions = { texts: options.texts, decimalSeparator: options.decimalSeparator }
  let notice: ContainerValidation = { containerId: container.id, state: VALID, visible }
  for (const field of container.fields) {
    const state = visible ? validateField(field, container, values, rules) : VALID
    fields.set(field.id, state)
    if (!state.validity && notice.state.validity) notice = { containerId: container.id, state, fieldId: field.id, visible }
  }
  return notice
}

function assemble(fields: ReadonlyMap<string, ValidationState>, containers: ContainerValidation[]): FormValidation {
  const first = containers.find((notice) => notice.fieldId !== undefined)
  const firstInvalid = first?.fieldId !== undefined ? { containerId: first.containerId, fieldId: first.fieldId } : undefined
  return { valid: firstInvalid === undefined, fields, containers, ...(firstInvalid ? { firstInvalid } : {}) }
}

/** Every field of the form, checked in form order. */
export function validateForm(form: AddonForm, values: AddonValues, options: ValidationOptions): FormValidation {
  const fields = new Map<string, ValidationState>()
  const containers = form.containers.map((container) => validateContainer(container, values, options, fields))
  return assemble(fields, containers)
}

/**
 * The form's validation after the shopper changed the fields of `changed` (container ids): those
 * containers are checked again; every other one keeps its states from `previous`, the validation of
 * the same form (its values did not change), unless it was shown or hidden since (a plugin may hide
 * an add-on without an event; its fields then count as valid). Only containers whose state that can
 * change are asked whether they are visible: hidden ones (shown now, their rules would run) and
 * invalid ones (hidden now, they would be valid); a visible, valid one stays valid either way. So a
 * keystroke runs the rules of one add-on, not of two hundred ("A change recomputes only
 * what it affects"). The states equal `validateForm`'s as long as only the changed containers'
 * values moved; a `previous` of another form is not trusted: the whole form is checked.
 */
export function revalidateContainers(
  form: AddonForm,
  previous: FormValidation,
  changed: ReadonlySet<string>,
  values: AddonValues,
  options: ValidationOptions,
): FormValidation {
  const sameForm =
    previous.containers.length === form.containers.length &&
    form.containers.every((container, index) => previous.containers[index]?.containerId === container.id)
  if (!sameForm) return validateForm(form, values, options)
  const fields = new Map(previous.fields)
  const containers = form.containers.map((container, index) => {
    const kept = previous.containers[index] as ContainerValidation
    if (changed.has(container.id)) return validateContainer(container, values, options, fields)
    if (kept.visible && kept.state.validity) return kept
    const visible = options.isContainerVisible?.(container.id) ?? true
    return visible === kept.visible ? kept : validateContainer(container, values, options, fields, visible)
  })
  return assemble(fields, containers)
}

/** The form has a required add-on: a container marked required or a field whose restrictions say so. */
export function hasRequiredAddon(form: AddonForm): boolean {
  return form.containers.some((container) => container.required || container.fields.some((field) => field.restrictions.required))
}
