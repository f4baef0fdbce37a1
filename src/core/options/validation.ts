/**
 * Field validation of system B (the options form), with its messages.
 *
 * Which fields, the empty-value rule, and the order: maxlength (truncates, does not block) → max
 * (replaces with max, blocks) → email → url → required → min. The checks run in that order on the
 * value as corrected so far; the first blocking failure is the field's error. maxlength does not
 * stop the run: a too-long address that is also no address must still block (otherwise truncating
 * it would let it through), and its notice shows only when nothing later blocks.
 */
import { isEmptyValue, isOn, listFields, parseDecimal, readLimit } from './fields.ts'
import type {
  ClStatus,
  FieldDefinition,
  FieldErrorKind,
  FieldValue,
  FormDefinition,
  FrontSettings,
  OptionDefinition,
  ValidationMessageKey,
  ValidationMessages,
} from './types.ts'

/** The plugin's defaults of `wcpa_front.validation_messages`, for a key neither the field nor the settings fill. */
export const DEFAULT_VALIDATION_MESSAGES: ValidationMessages = Object.freeze({
  requiredError: 'Field is required',
  maxlengthError: 'Maximum %s characters allowed',
  minValueError: 'Minimum value is %s',
  maxValueError: 'Maximum value is %s',
  validEmailError: 'Provide a valid email address',
  validUrlError: 'Provide a valid URL',
  formError: 'Fix the errors shown above',
})

const BLOCKING: Readonly<Record<FieldErrorKind, boolean>> = {
  requiredError: true,
  maxlengthError: false,
  maxValueError: true,
  validEmailError: true,
  validUrlError: true,
  minValueError: true,
}

/**
 * The field's own message for the key if it has one; otherwise the global validation_messages
 * entry for the key, then the default; every `%s` gets `fill`.
 */
export function messageFor(
  key: ValidationMessageKey,
  field?: Partial<Record<ValidationMessageKey, unknown>>,
  settings: FrontSettings = {},
  fill?: string,
): string {
  const own = field?.[key]
  const global = settings.validation_messages?.[key]
  const text =
    typeof own === 'string' && own.trim() !== ''
      ? own
      : typeof global === 'string' && global.trim() !== ''
        ? global
        : DEFAULT_VALIDATION_MESSAGES[key]
  return fill === undefined ? text : text.split('%s').join(fill)
}

const MAXLENGTH_TYPES = new Set(['text', 'textarea', 'email', 'url'])

/**
 * A field is validated only if it is required, or has enable_quantity, or is text / textarea
 * with a maxlength, or is a number with a min or max, or is of type email or url.
 */
export function isValidated(field: FieldDefinition): boolean {
  if (isOn(field.required) || isOn(field.enable_quantity)) return true
  if ((field.type === 'text' || field.type === 'textarea') && maxLength(field) !== undefined) return true
  if (field.type === 'number' && (readLimit(field.min) !== undefined || readLimit(field.max) !== undefined)) return true
  return field.type === 'email' || field.type === 'url'
}

/** A positive whole maxlength, or undefined (0, '' and false mean none). */
function maxLength(field: FieldDefinition): number | undefined {
  const limit = readLimit(field.maxlength)
  return limit !== undefined && limit >= 1 ? Math.floor(limit) : undefined
}

export interface FieldValidation {
  /** No error at all (a maxlength notice makes it false, though it does not block). */
  readonly valid: boolean
  readonly kind?: FieldErrorKind
  readonly message?: string
  readonly blocking: boolean
  /** Set when a rule changed the value: truncated to maxlength, or replaced with max. */
  readonly correctedValue?: string
}

const VALID: FieldValidation = Object.freeze({ valid: true, blocking: false })

/** Parts of an email or URL field: "split on commas or whitespace". */
export function splitParts(value: string): string[] {
  return value.split(/[\s,]+/).filter((part) => part !== '')
}

// Local part: dot-separated runs without specials, or a quoted string; domain: an IPv4 literal in
// brackets, or dot-separated labels ending in a TLD of two or more letters.
const EMAIL = /^(?:[^<>()[\]\\.,;:\s@"]+(?:\.[^<>()[\]\\.,;:\s@"]+)*|"[^"]+")@(?:\[\d{1,3}(?:\.\d{1,3}){3}\]|(?:[a-z0-9-]+\.)+[a-z]{2,})$/

/** Each part of an email field must look like an address once lowercased. */
export function isEmailAddress(part: string): boolean {
  return EMAIL.test(part.toLowerCase())
}

// Each part of a url field: an optional http(s):// prefix, optional www., domain labels of up to 63
// characters, a TLD of 2–6 letters and an optional path.
const URL_PATTERN = /^(?:https?:\/\/)?(?:www\.)?(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,6}(?:\/\S*)?$/i

export function isWebAddress(part: string): boolean {
  return URL_PATTERN.test(part)
}

/** Truncates to `limit` UTF-16 units (what maxlength counts) without leaving half a surrogate pair. */
function truncate(text: string, limit: number): string {
  const cut = text.slice(0, limit)
  const last = cut.charCodeAt(cut.length - 1)
  return last >= 0xd800 && last <= 0xdbff ? cut.slice(0, -1) : cut
}

function limitText(limit: unknown): string {
  return typeof limit === 'string' ? limit.trim() : String(limit)
}

/** Validates one field's value. Fields that are not validated are always valid. */
export function validateField(field: FieldDefinition, value: FieldValue, settings: FrontSettings = {}): FieldValidation {
  if (!isValidated(field)) return VALID
  const fail = (kind: FieldErrorKind, fill?: string, correctedValue?: string): FieldValidation => ({
    valid: false,
    kind,
    message: messageFor(kind, field, settings, fill),
    blocking: BLOCKING[kind],
    ...(correctedValue === undefined ? {} : { correctedValue }),
  })

  // An empty value gets only the required check.
  if (isEmptyValue(value)) return isOn(field.required) ? fail('requiredError') : VALID

  let text = typeof value === 'string' ? value : typeof value === 'number' ? String(value) : undefined
  let corrected: string | undefined
  let notice: FieldValidation | undefined

  // 1. maxlength (text, textarea, email, url): non-blocking, the value is truncated.
  const maxlength = maxLength(field)
  if (text !== undefined && maxlength !== undefined && MAXLENGTH_TYPES.has(field.type) && text.length > maxlength) {
    text = corrected = truncate(text, maxlength)
    notice = fail('maxlengthError', String(maxlength), corrected)
  }
  const blocked = (kind: FieldErrorKind, fill?: string): FieldValidation => fail(kind, fill, corrected)

  if (field.type === 'number' && text !== undefined) {
    // 2. max: blocking, the input is replaced with max.
    const number = parseDecimal(text)
    const max = readLimit(field.max)
    if (max !== undefined && number > max) {
      corrected = limitText(field.max)
      return blocked('maxValueError', corrected)
    }
  }
  if (field.type === 'email' && text !== undefined) {
    // 3. email: every part an address; only one without allow_multiple.
    const parts = splitParts(text)
    if (!parts.every(isEmailAddress) || (!isOn(field.allow_multiple) && parts.length > 1)) return blocked('validEmailError')
  }
  if (field.type === 'url' && text !== undefined) {
    // 4. url: the same, with the URL shape.
    const parts = splitParts(text)
    if (!parts.every(isWebAddress) || (!isOn(field.allow_multiple) && parts.length > 1)) return blocked('validUrlError')
  }
  // 5. required: the value is not empty here (the empty case returned above), so it holds.
  if (field.type === 'number' && text !== undefined) {
    // 6. min: blocking, the value is kept.
    const min = readLimit(field.min)
    if (min !== undefined && parseDecimal(text) < min) return blocked('minValueError', limitText(field.min))
  }
  return notice ?? VALID
}

/** A field with its value and status, as the form holds them. */
export interface FieldInput {
  readonly field: FieldDefinition
  readonly value: FieldValue
  /** The field's status combined with its section's (see `effectiveStatus` in layout.ts). */
  readonly status: ClStatus
}

export interface FormValidation {
  /** No visible field has a blocking error. */
  readonly valid: boolean
  /** Results of the fields that were checked (visible ones), by elementId. */
  readonly fields: ReadonlyMap<string, FieldValidation>
  /** The first field, in form order, with a blocking error: where to scroll and focus. */
  readonly firstBlocking?: string
  /** The form-level message (formError) when the form is not valid. */
  readonly formError?: string
}

/**
 * Full validation at submit: every field checked, and the first blocking error is where the page
 * scrolls and the form error shows. Only visible fields count: hidden ones are not rendered and
 * do not block, and disabled ones are neither submitted
 * nor editable, so they cannot block either.
 */
export function validateForm(inputs: Iterable<FieldInput>, settings: FrontSettings = {}): FormValidation {
  const fields = new Map<string, FieldValidation>()
  let firstBlocking: string | undefined
  for (const { field, value, status } of inputs) {
    if (status !== 'visible') continue
    const result = validateField(field, value, settings)
    fields.set(field.elementId, result)
    if (result.blocking && firstBlocking === undefined) firstBlocking = field.elementId
  }
  if (firstBlocking === undefined) return { valid: true, fields }
  return { valid: false, fields, firstBlocking, formError: messageFor('formError', undefined, settings) }
}

/** The definition's fields in form order with their values and statuses, for `validateForm`. */
export function formInputs(
  definition: FormDefinition,
  valueOf: (elementId: string) => FieldValue,
  statusOf: (elementId: string, sectionKey: string) => ClStatus,
): FieldInput[] {
  return listFields(definition).map(({ field, sectionKey }) => ({
    field,
    value: valueOf(field.elementId),
    status: statusOf(field.elementId, sectionKey),
  }))
}

function hasOptionGroups(values: readonly OptionDefinition[]): boolean {
  return values.some((option) => Array.isArray(option.options))
}

/**
 * A select with no value and no placeholder, not a custom dropdown, not multiple and without
 * option groups defaults to its first option's value. Undefined when the rule does not apply.
 */
export function selectDefaultValue(field: FieldDefinition, value: FieldValue): string | undefined {
  if (field.type !== 'select' || !isEmptyValue(value)) return undefined
  if (typeof field.placeholder === 'string' && field.placeholder.trim() !== '') return undefined
  if (field.dropdown_type === 'custom' || isOn(field.multiple)) return undefined
  const values = Array.isArray(field.values) ? field.values : []
  if (values.length === 0 || hasOptionGroups(values)) return undefined
  return values[0]!.value
}
